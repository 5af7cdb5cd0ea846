/**
 * `<vt-accordion>` (contract "Content widgets"; spec §2 accordions): `<details>` blocks, opening
 * one closes the others. Built on native `<details name>` (exclusive accordion): the browser gives
 * the summary its button role and expanded state, Enter/Space, and find-in-page opening. A group
 * name unique to this accordion is added when the CMS gave none, so two accordions never close each
 * other's blocks; the toggle listener does the same where `name` is not supported.
 */
import { WidgetElement } from './dom/parts';
import { accordionRuntime } from './runtime-definition';
import { ensureId } from './dom/disclosure';

export class AccordionElement extends WidgetElement {
  static override definition = accordionRuntime;

  protected setUp(): () => void {
    const blocks = this.own<HTMLDetailsElement>('details');
    if (!blocks.length) this.reportOnce('holds no <details> blocks: nothing to open or close');
    const group = ensureId(this, 'vt-accordion');
    const named = blocks.filter((details) => !details.name);
    // Several open in the CMS markup: the first stays open.
    let seen = false;
    for (const details of blocks) {
      if (details.open && seen) details.open = false;
      seen ||= details.open;
    }
    for (const details of named) details.name = group;
    const onToggle = (event: Event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!opened.open || !blocks.includes(opened)) return;
      for (const details of blocks) if (details !== opened && details.open) details.open = false;
    };
    // toggle does not bubble: listened for in the capture phase.
    this.addEventListener('toggle', onToggle, true);
    return () => {
      this.removeEventListener('toggle', onToggle, true);
      for (const details of named) details.removeAttribute('name');
    };
  }
}

AccordionElement.define();
