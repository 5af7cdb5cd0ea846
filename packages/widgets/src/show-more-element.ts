/**
 * `<vt-show-more>` (contract "Content widgets"; spec §2 show-more/show-less collapsibles, the
 * session review 'more' expander, the previous-table More/Fewer toggle): a list of items of which
 * the first `data-visible` (default 3) are shown, with a More / Fewer button. The items are the
 * children of its `[data-items]`, else of its first list (`ul`, `ol`, a table's `tbody`), else its
 * own children. No button when every item is already shown. The CMS's own `[data-toggle]` button is
 * used when present, else one is added after the list. After start (issue 39), new labels, texts or
 * data-visible show at once and keep the list as the visitor left it (expanded or not); a count
 * that makes every item fit, or no longer, sets it up again (no button, or a collapsed list).
 */
import type { Config } from '@vt-elements/core';
import { makeButton, WidgetElement } from './dom/parts';
import { hiddenItem, visibleCount } from './core/rules';
import { Disclosure } from './dom/disclosure';
import { KEYS, showMoreRuntime } from './runtime-definition';

export class ShowMoreElement extends WidgetElement<Config<typeof showMoreRuntime>> {
  static override definition = showMoreRuntime;

  protected setUp(): () => void {
    const list: HTMLElement = this.own('[data-items]')[0] ?? this.own('ul,ol,tbody')[0] ?? this;
    let button = this.own('[data-toggle]')[0];
    const items = [...list.children].filter(
      (el): el is HTMLElement => el !== button && !el.contains(button ?? null) && el.localName !== 'script',
    );
    if (!items.length) this.reportOnce('holds no items to show');
    let visible: number | undefined;
    /** Every item is shown without the button. */
    const fits = () => items.length <= visible!;
    // data-visible (a bad new one: reported, the last good one kept); true (set it up again) when
    // every item fits now and did not before, or the reverse.
    const read = () => {
      const fitted = fits();
      visible = this.checked(visibleCount, 'visible', visible);
      return fitted !== fits();
    };
    (this.follow = read)();
    if (fits()) {
      // Everything fits: the CMS's own toggle has nothing to do.
      if (button) button.hidden = true;
      return () => {
        if (button) button.hidden = false;
      };
    }
    const added = !button;
    const label = button?.textContent;
    if (!button) {
      button = makeButton(this.ownerDocument, 'vt-show-more__toggle');
      if (list === this) this.append(button);
      else ((list.localName === 'tbody' && list.closest('table')) || list).after(button);
    }
    const toggle = button;
    const disclosure = new Disclosure(toggle, list, {
      // Its labels and texts read afresh: new ones show at the next call.
      render: (open) => {
        const { moreLabel, lessLabel } = this.config;
        const texts = this.widgetTexts(KEYS.showMore);
        items.forEach((item, index) => (item.hidden = hiddenItem(index, visible!, open)));
        toggle.textContent = open ? (lessLabel ?? texts.fewer) : (moreLabel ?? texts.more);
      },
    });
    // Shown again as the visitor left it (expanded or not), unless it must be set up again.
    this.follow = () => read() || disclosure.set(disclosure.open);
    return () => {
      disclosure.destroy();
      for (const item of items) item.hidden = false;
      if (added) toggle.remove();
      else toggle.textContent = label ?? '';
    };
  }
}

ShowMoreElement.define();
