/**
 * `<vt-show-more>` (contract "Content widgets"; spec §2 show-more/show-less collapsibles, the
 * session review 'more' expander, the previous-table More/Fewer toggle): a list of items of which
 * the first `data-visible` (default 3) are shown, with a More / Fewer button. The items are the
 * children of its `[data-items]`, else of its first list (`ul`, `ol`, a table's `tbody`), else its
 * own children. No button when every item is already shown. The CMS's own `[data-toggle]` button is
 * used when present, else one is added after the list.
 */
import { makeButton, WidgetElement } from './dom/parts';
import { hiddenItem, visibleCount } from './core/rules';
import { Disclosure } from './dom/disclosure';
import { KEYS, showMoreRuntime } from './runtime-definition';

export class ShowMoreElement extends WidgetElement {
  static override definition = showMoreRuntime;

  protected setUp(): () => void {
    const texts = this.widgetTexts(KEYS.showMore);
    const more = (this.read('data-more-label') as string | null) ?? texts.more;
    const fewer = (this.read('data-less-label') as string | null) ?? texts.fewer;
    const checked = visibleCount(this.read('data-visible') as number | null);
    if (checked.error) this.reportOnce(checked.error, { attribute: 'data-visible' });
    const list: HTMLElement = this.own('[data-items]')[0] ?? this.own('ul,ol,tbody')[0] ?? this;
    let button = this.own('[data-toggle]')[0];
    const items = [...list.children].filter(
      (el): el is HTMLElement => el !== button && !el.contains(button ?? null) && el.localName !== 'script',
    );
    if (!items.length) this.reportOnce('holds no items to show');
    if (items.length <= checked.value) {
      // Everything fits: the CMS's own toggle has nothing to do.
      if (button) button.hidden = true;
      return () => {
        if (button) button.hidden = false;
      };
    }
    const added = !button;
    const label = button?.textContent;
    if (!button) {
      button = makeButton(this.ownerDocument, 'vt-show-more__toggle', more);
      if (list === this) this.append(button);
      else ((list.localName === 'tbody' && list.closest('table')) || list).after(button);
    }
    const toggle = button;
    const disclosure = new Disclosure(toggle, list, {
      render: (open) => {
        items.forEach((item, index) => (item.hidden = hiddenItem(index, checked.value, open)));
        toggle.textContent = open ? fewer : more;
      },
    });
    return () => {
      disclosure.destroy();
      for (const item of items) item.hidden = false;
      if (added) toggle.remove();
      else toggle.textContent = label ?? '';
    };
  }
}

ShowMoreElement.define();
