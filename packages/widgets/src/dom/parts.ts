import { PlainElement } from '@vt-elements/core';
import { tablesFor } from '../core/texts';
import type { Checked } from '../core/rules';
import { WIDGET_CSS, WIDGET_STYLE_KEY } from './styles';

/**
 * What the widgets declare alike, once for the family: one sheet for all of them, data-ready while
 * set up, and how a change of their attributes after start is followed (issue 39). `C`: the
 * element's typed config (Config<typeof its runtime>). Otherwise the behaviour is the core's
 * PlainElement.
 */
export abstract class WidgetElement<C extends object = Record<string, unknown>> extends PlainElement<C> {
  static override styles = WIDGET_CSS;
  static override styleKey = WIDGET_STYLE_KEY;
  static override markReady = true;

  /**
   * Set by set-up (which mostly runs it at once, with no `changed`: `(this.follow = f)()`): after a
   * change, updates in place what its attributes control, keeping what the visitor did (an open
   * panel, the slide shown); returns true to be set up again instead. Without it (a widget with
   * nothing to keep, or a set-up that found nothing to enhance, which clears an earlier set-up's)
   * a change sets it up again, the core's default.
   */
  declare protected follow?: ((changed?: ReadonlySet<string>) => boolean | void) | undefined;

  protected override update(changed: ReadonlySet<string>): void {
    if (!this.follow || this.follow(changed)) super.update(changed);
  }

  /**
   * A number attribute through its rule (rules.ts): a bad value is reported once and `last` used (at
   * set-up none: the rule's default; after start the last good value).
   */
  protected checked<K extends string>(
    this: WidgetElement<Record<K, number | null>>,
    rule: (raw: number | null, fallback?: number) => Checked<number>,
    key: K,
    last?: number,
  ): number {
    const { value, error } = rule(this.config[key], last);
    if (error) this.reportOnce(error, { attribute: `data-${key}` });
    return value;
  }

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

/** A button the widget adds (its text is always text, never markup; none: the caller labels it). */
export function makeButton(doc: Document, className: string, text = ''): HTMLButtonElement {
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
