/**
 * `<vt-faq>` (contract "Content widgets"; spec §2 FAQ details blocks with an expand-all button):
 * `<details>` blocks and a `[data-expand-all]` button. The button opens every block when any is
 * closed ('Expand all') and closes them all when all are open ('Collapse all'); its label,
 * aria-expanded and aria-controls follow the blocks however they were opened. Without the button in
 * the markup the element adds one before the first block. A new `data-texts` after start (issue 39)
 * relabels the button at once; the open blocks, and the focus on the button, are kept.
 */
import type { Config } from '@vt-elements/core';
import { makeButton, WidgetElement } from './dom/parts';
import { ensureId, asButton } from './dom/disclosure';
import { faqRuntime, KEYS } from './runtime-definition';

export class FaqElement extends WidgetElement<Config<typeof faqRuntime>> {
  static override definition = faqRuntime;

  protected setUp(): (() => void) | void {
    const blocks = this.own<HTMLDetailsElement>('details');
    if (!blocks.length) {
      this.reportOnce('holds no <details> blocks: no expand-all button');
      // Nothing to enhance: no follow (an earlier set-up's dropped), so a change sets it up again.
      this.follow = undefined;
      return;
    }
    let button = this.own('[data-expand-all]')[0];
    const added = !button;
    if (!button) blocks[0]!.before((button = makeButton(this.ownerDocument, 'vt-faq__expand-all')));
    const label = button.textContent;
    const undoButton = asButton(button);
    button.setAttribute('aria-controls', blocks.map((details) => ensureId(details, 'vt-faq')).join(' '));
    // Its label and state; its texts read afresh, so a new data-texts shows at the next call.
    const render = () => {
      const texts = this.widgetTexts(KEYS.faq);
      const all = blocks.every((details) => details.open);
      button.setAttribute('aria-expanded', String(all));
      button.textContent = all ? texts.collapseAll : texts.expandAll;
    };
    const onClick = (event: Event) => {
      event.preventDefault();
      const open = !blocks.every((details) => details.open);
      for (const details of blocks) details.open = open;
      render();
    };
    const onToggle = (event: Event) => {
      if (blocks.includes(event.target as HTMLDetailsElement)) render();
    };
    button.addEventListener('click', onClick);
    this.addEventListener('toggle', onToggle, true);
    (this.follow = render)();
    return () => {
      button.removeEventListener('click', onClick);
      this.removeEventListener('toggle', onToggle, true);
      undoButton();
      if (added) button.remove();
      else {
        button.textContent = label;
        button.removeAttribute('aria-expanded');
      }
    };
  }
}

FaqElement.define();
