import { PlainElement } from '@vt-elements/core';
import { tablesFor } from '../core/texts';
import { WIDGET_CSS, WIDGET_STYLE_KEY } from './styles';

/**
 * What the widgets declare alike, once for the family: one sheet for all of them, data-ready while
 * set up. Declarations only: the behaviour is the core's PlainElement, as for every plain element.
 */
export abstract class WidgetElement extends PlainElement {
  static override styles = WIDGET_CSS;
  static override styleKey = WIDGET_STYLE_KEY;
  static override markReady = true;

  /** Its own parts (own()): a method, so each widget module names it in fewer bytes. */
  protected own<E extends Element = HTMLElement>(selector: string): E[] {
    return own<E>(this, selector);
  }

  /** Its texts: the family's defaults for `keys` in the page's language, data-texts on top. */
  protected widgetTexts<K extends string>(keys: readonly K[]) {
    return this.readTexts(tablesFor(keys));
  }
}

/* What every widget finds and adds in its content. */

/** The element's own parts: those inside it that no nested widget of the same kind holds. */
export function own<E extends Element = HTMLElement>(host: Element, selector: string): E[] {
  return [...host.querySelectorAll<E>(selector)].filter((el) => el.parentElement?.closest(host.localName) === host);
}

/** A button the widget adds (its text is always text, never markup). */
export function makeButton(doc: Document, className: string, text: string): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = `vt-widget__button ${className}`;
  button.textContent = text;
  return button;
}

/** Its own [data-toggle] button and [data-content] `part`; without either, reported once (its content stays shown) and null. */
export function togglePair(host: WidgetElement, part: string): [HTMLElement, HTMLElement] | null {
  const toggle = own(host, '[data-toggle]')[0];
  const content = own(host, '[data-content]')[0];
  if (toggle && content) return [toggle, content];
  host.reportOnce(`needs a [data-toggle] button and a [data-content] ${part}; its content stays shown`);
  return null;
}
