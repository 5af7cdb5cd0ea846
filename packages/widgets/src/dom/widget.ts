import { defineElement, pageLang, parseAttribute, reportError, type ElementRuntime } from '@vt-elements/core';
import { textsFor, type TextTable, type Texts } from '../core/texts';
import { adoptWidgetStyles } from './styles';

/** Each problem once per page (a widget re-measured on every resize reports once). */
const reported = new Set<string>();

/** Reports a widget's problem once (console and the core's error reporters), naming its tag. */
export function reportOnce(tag: string, message: string, context: Record<string, unknown> = {}): void {
  const text = `<${tag}> ${message}`;
  if (reported.has(text)) return;
  reported.add(text);
  reportError(new Error(text), { source: tag, ...context });
}

/**
 * What every widget element shares: it enhances its CMS content once that content is parsed
 * (data-ready marks it), survives a move in the page, and when removed stops and gives the markup
 * back as the CMS wrote it (a SPA that re-adds it gets a fresh start). A failure is reported and
 * leaves the content as it was: shown, readable.
 */
export abstract class Widget extends HTMLElement {
  static runtime: ElementRuntime;
  #stop: (() => void) | null = null;
  #waiting = false;

  /** Enhances the content; returns the undo. */
  protected abstract setUp(): () => void;

  get tag(): string {
    return (this.constructor as typeof Widget).runtime.tag;
  }

  connectedCallback(): void {
    if (this.#stop || this.#waiting) return;
    this.#waiting = true;
    const run = () => {
      this.#waiting = false;
      if (!this.isConnected || this.#stop) return;
      adoptWidgetStyles(this.ownerDocument);
      try {
        this.#stop = this.setUp();
        this.setAttribute('data-ready', '');
      } catch (error) {
        reportError(error, { source: this.tag });
      }
    };
    // Defined before the parser reached its end tag: its content is there at DOMContentLoaded.
    if (this.ownerDocument.readyState === 'loading') this.ownerDocument.addEventListener('DOMContentLoaded', run, { once: true });
    else queueMicrotask(run);
  }

  disconnectedCallback(): void {
    // A move (disconnect then connect in one task) keeps it running; a removal stops it.
    queueMicrotask(() => {
      if (this.isConnected || !this.#stop) return;
      const stop = this.#stop;
      this.#stop = null;
      this.removeAttribute('data-ready');
      try {
        stop();
      } catch (error) {
        reportError(error, { source: this.tag });
      }
    });
  }

  /** An attribute of the runtime definition, parsed; a malformed one is reported and its default used. */
  protected read(name: string): unknown {
    const spec = (this.constructor as typeof Widget).runtime.attributes[name]!;
    const { value, error } = parseAttribute(spec, this.getAttribute(name));
    if (error) reportOnce(this.tag, `${name}: ${error}; using the default.`, { attribute: name });
    return value;
  }

  /** Its texts: the page's language (closest lang), with data-texts on top; `tables` when not the shared ones. */
  protected readTexts<K extends string>(keys: readonly K[], tables?: TextTable<K>): Texts<K> {
    const lang = pageLang(this);
    return textsFor(keys, lang, this.read('data-texts') as Partial<Texts<K>> | null, tables);
  }

  /** The element's own parts: those inside it that no nested widget of the same kind holds. */
  protected own<E extends Element = HTMLElement>(selector: string): E[] {
    return [...this.querySelectorAll<E>(selector)].filter((el) => el.parentElement?.closest(this.localName) === this);
  }
}

/** Defines a widget once (a second copy of the script is harmless). */
export const define = (element: typeof Widget & CustomElementConstructor): boolean => defineElement(element.runtime, element);

/** A button the widget adds (its text is always text, never markup). */
export function makeButton(doc: Document, className: string, text: string): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = `vt-widget__button ${className}`;
  button.textContent = text;
  return button;
}
