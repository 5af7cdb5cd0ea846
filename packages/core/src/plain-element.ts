import { AttributeValues, type ElementRuntime } from './attributes';
import { reportError, type ErrorContext } from './errors';
import { whenRemoved } from './lifecycle';
import { defineElement } from './define';
import { addStyles } from './styles';
import { pageLang, textsFor, type TextTables } from './texts';

/**
 * The base of every plain (React-free) element, the counterpart of createElementClass for the
 * React ones (as Lit's ReactiveElement or GOV.UK Frontend's ConfigurableComponent): a subclass
 * declares its definition (the same runtime definition its docs and properties come from), its
 * CSS, and a setUp() that enhances its content and returns the undo. The base decides, the same way
 * for every element: when set-up runs (once its content is parsed), how an attribute is read and a
 * bad one reported (AttributeValues, the React path's reader and message), that a move keeps it running and a
 * removal stops it (whenRemoved, the React path's rule), how its CSS is added (addStyles, CSP nonce
 * kept), which texts it shows (textsFor with data-texts on top). A set-up that throws is reported
 * and leaves the content as it was. Typed properties come from defineElement, as for React elements.
 */
// HTMLElement does not exist in node, where the core's index is imported for its rules.
const Base = (globalThis.HTMLElement ?? Object) as typeof HTMLElement;

export abstract class PlainElement<C extends object = Record<string, unknown>> extends Base {
  // Declared, not initialised: a subclass sets what it needs (nothing is emitted for these here).
  /** Its tag and attribute parsers (the runtime half of the package's definition). */
  declare static definition: ElementRuntime;
  /** CSS added to the document once, before its first set-up: one text, or rules one a string. */
  declare static styles?: string | readonly string[];
  /** The name the CSS is added under when several elements share one sheet (default its tag). */
  declare static styleKey?: string;
  /** true: sets data-ready while it is set up (pre-upgrade and page CSS key on it). */
  declare static markReady?: boolean;
  /** true: set up at once on connection, not once its content is parsed (it reads none: <vt-analytics>). */
  declare static eager?: boolean;

  /** Defines its tag once (defineElement: a second copy of the script is harmless; typed properties). */
  static define(this: { definition: ElementRuntime } & CustomElementConstructor): boolean {
    return defineElement(this.definition, this);
  }

  /** Every attribute of its definition is observed (issue 39: a framework sets them after start). */
  static get observedAttributes(): string[] {
    return Object.keys(this.definition?.attributes ?? {});
  }

  // Members are named apart from every attribute's property (data-texts is `texts`, data-label
  // `label`…): a member the class has wins over the typed property (properties.ts), which would
  // then be lost; scripts/properties.dom.test.ts checks every element.

  /** The undo while it is set up; null while its set-up waits for its content. */
  #stop?: (() => void) | null;
  /** Its attributes, parsed once per change; read afresh at each set-up. */
  #values?: AttributeValues;
  /** Attributes changed since the last update: a burst of changes in one task updates once. */
  readonly #pending = new Set<string>();

  /** Enhances the element; returns what undoes it on removal (not on a move). */
  protected abstract setUp(): (() => void) | void;

  /**
   * Its attributes changed after set-up (`changed`: their names, whose parsed values differ). The
   * default undoes the set-up and sets up again with the new config; an element with state the
   * visitor made (an open panel, the slide shown) overrides it to update only what they control.
   */
  protected update(_changed: ReadonlySet<string>): void {
    const stop = this.#stop;
    // Still set up (nothing to undo) if the new set-up throws: the failure is reported and a later
    // change tries again, so a page that corrects a bad attribute gets a working element back.
    this.#stop = () => {};
    stop?.();
    this.#stop = this.setUp() || (() => {});
  }

  /** Its typed config (Config<typeof runtime>): every attribute parsed, the last good value of a malformed one. */
  protected get config(): C {
    this.#values ??= new AttributeValues(this, statics(this).definition);
    return this.#values.config as C;
  }

  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
    // Before its set-up (upgrade, or waiting for its content) the set-up reads every attribute.
    if (oldValue === value || !this.#stop) return;
    this.#pending.add(name);
    if (this.#pending.size === 1) queueMicrotask(() => this.#flush());
  }

  #flush(): void {
    const names = [...this.#pending];
    this.#pending.clear();
    if (!this.#stop || !this.#values) return;
    const values = this.#values;
    const changed = new Set(names.filter((name) => values.read(name)));
    if (changed.size) this.#safely(() => this.update(changed));
  }

  /** The definition's tag (a page may define the class under another name: see localName). */
  get tag(): string {
    return statics(this).definition.tag;
  }

  connectedCallback(): void {
    if (this.#stop !== undefined) return;
    this.#stop = null;
    const { styles, styleKey, markReady, eager } = statics(this);
    const run = () => {
      this.#stop = undefined;
      if (!this.isConnected) return;
      this.#safely(() => {
        if (styles) addStyles(this.ownerDocument, styleKey ?? this.tag, styles);
        this.#values = new AttributeValues(this, statics(this).definition);
        this.#stop = this.setUp() || (() => {});
        if (markReady) this.setAttribute('data-ready', '');
      });
    };
    const doc = this.ownerDocument;
    // Defined before the parser reached its end tag: its content is there at DOMContentLoaded;
    // inserted by a script, it has its children by the next microtask.
    if (eager) run();
    else if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
    else queueMicrotask(run);
  }

  disconnectedCallback(): void {
    whenRemoved(this, () => {
      const stop = this.#stop;
      if (!stop) return;
      this.#stop = undefined;
      if (statics(this).markReady) this.removeAttribute('data-ready');
      this.#safely(stop);
    });
  }

  /** A failure is reported and leaves the content as it was. */
  #safely(run: () => void): void {
    try {
      run();
    } catch (error) {
      reportError(error, { source: this.tag });
    }
  }

  /** Its texts: the defaults for the page's language (the closest lang), data-texts on top. */
  protected readTexts<T extends object>(tables: TextTables<T>): T {
    const { texts } = this.config as { texts?: Partial<T> | null };
    return textsFor(tables, pageLang(this), texts ?? null);
  }

  /** Reports a problem of its content once a page, naming its tag (public for the helpers that read its content). */
  reportOnce(message: string, context?: Omit<ErrorContext, 'source'>): void {
    reportOnce(`<${this.tag}> ${message}`, { source: this.tag, ...context });
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any config: the statics are the same for every element
const statics = (element: PlainElement<any>) => element.constructor as typeof PlainElement;

const reported = new Set<string>();

/** Reports a problem once a page (a widget re-measured on every resize, a trigger clicked ten times: one report). */
export function reportOnce(message: string, context: ErrorContext): void {
  if (reported.has(message)) return;
  reported.add(message);
  reportError(new Error(message), context);
}
