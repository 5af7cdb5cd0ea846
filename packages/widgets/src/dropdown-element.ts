/**
 * `<vt-dropdown>` (contract "Content widgets"; spec §2 tutor dropdowns): a `[data-toggle]` button
 * and a `[data-content]` panel (APG disclosure). The button opens and closes it; a press outside
 * the element, or Escape, closes it, and Escape returns focus to the button.
 */
import { togglePair, WidgetElement } from './dom/parts';
import { Disclosure } from './dom/disclosure';
import { dropdownRuntime } from './runtime-definition';

export class DropdownElement extends WidgetElement {
  static override definition = dropdownRuntime;
  disclosure: Disclosure | null = null;

  protected setUp(): () => void {
    const [toggle, panel] = togglePair(this, 'panel') ?? [];
    if (!toggle || !panel) return () => {};
    const disclosure = (this.disclosure = new Disclosure(toggle, panel));
    const doc = this.ownerDocument;
    // pointerdown, not click: a press that starts outside closes it even if released inside.
    const onPress = (event: Event) => {
      if (disclosure.open && !event.composedPath().includes(this)) disclosure.set(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !disclosure.open) return;
      event.stopPropagation();
      disclosure.set(false);
      toggle.focus();
    };
    // Focus leaving for elsewhere on the page (Tab past the panel) closes it too (APG disclosure).
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (disclosure.open && next && !this.contains(next)) disclosure.set(false);
    };
    doc.addEventListener('pointerdown', onPress, true);
    this.addEventListener('keydown', onKey);
    this.addEventListener('focusout', onFocusOut);
    return () => {
      doc.removeEventListener('pointerdown', onPress, true);
      this.removeEventListener('keydown', onKey);
      this.removeEventListener('focusout', onFocusOut);
      disclosure.destroy();
      this.disclosure = null;
    };
  }
}

DropdownElement.define();
