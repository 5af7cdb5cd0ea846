/**
 * `<vt-expand-text>` (contract "Content widgets"; spec §2 fade-and-expand text, §9): any text,
 * faded and cut at 160 px (240 px at 480 px wide or less) with a Read more / Read less button, and
 * no button when the text fits. Re-measured when its size changes (ResizeObserver: width, late
 * images), when the window crosses 480 px, and once the web fonts have loaded.
 *
 * The cut needs a box around the text: a `[data-content]` child when the CMS has one, else a
 * `<div class="vt-expand-text__content">` around its children (their own elements and classes kept).
 * A new `data-texts` after start (issue 39) relabels the button at once, the text kept open or cut.
 */
import type { Config } from '@vt-elements/core';
import { makeButton, WidgetElement } from './dom/parts';
import { expandTextHeight, needsCut, EXPAND_TEXT_NARROW_WIDTH } from './core/rules';
import { Disclosure } from './dom/disclosure';
import { expandTextRuntime, KEYS } from './runtime-definition';

export class ExpandTextElement extends WidgetElement<Config<typeof expandTextRuntime>> {
  static override definition = expandTextRuntime;

  protected setUp(): () => void {
    const doc = this.ownerDocument;
    const win = doc.defaultView!;
    let content = this.own('[data-content]')[0];
    const wrapped = !content;
    if (!content) {
      content = doc.createElement('div');
      content.className = 'vt-expand-text__content';
      content.append(...this.childNodes);
      this.append(content);
    }
    const box = content;
    const button = makeButton(doc, 'vt-expand-text__toggle');
    let disclosure: Disclosure | null = null;
    let expanded = false;

    const measure = () => {
      // scrollHeight is the whole text's height, cut or not.
      if (!needsCut(box.scrollHeight, win.innerWidth)) {
        if (disclosure) {
          disclosure.destroy();
          disclosure = null;
          button.remove();
        }
        render(true);
        return;
      }
      if (!disclosure) {
        box.after(button);
        disclosure = new Disclosure(button, box, { open: expanded, render, onChange: (open) => (expanded = open) });
      }
      render(expanded);
    };
    // Its texts read afresh: a new data-texts shows at the next measure.
    const render = (open: boolean) => {
      const texts = this.widgetTexts(KEYS.expandText);
      const cut = !open && !!disclosure;
      box.toggleAttribute('data-cut', cut);
      box.style.maxHeight = cut ? `${expandTextHeight(win.innerWidth)}px` : '';
      button.textContent = open ? texts.readLess : texts.readMore;
    };

    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(() => measure()) : null;
    resized?.observe(box);
    const narrow = win.matchMedia(`(max-width: ${EXPAND_TEXT_NARROW_WIDTH}px)`);
    narrow.addEventListener('change', measure);
    let stopped = false;
    void doc.fonts?.ready.then(() => stopped || measure());
    (this.follow = measure)();
    return () => {
      stopped = true;
      resized?.disconnect();
      narrow.removeEventListener('change', measure);
      disclosure?.destroy();
      button.remove();
      box.removeAttribute('data-cut');
      box.style.maxHeight = '';
      if (wrapped) box.replaceWith(...box.childNodes);
    };
  }
}

ExpandTextElement.define();
