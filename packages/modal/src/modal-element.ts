/**
 * `<vt-modal id="…">` around the page's own `<dialog>` (contract "Content widgets"; spec §2, §4
 * Modal open/closed, §8). A plain custom element: the CMS writes the dialog, the element only adds
 * behaviour, so React would add 70 KB and nothing else.
 */
import {
  emit,
  modalOpen,
  openModal,
  PlainElement,
  reportError,
  reportOnce as once,
  systemClock,
  type Clock,
  type Config,
} from '@vt-elements/core';
import { modalRuntime } from './modal-runtime-definition';
import { noDialogMessage, parseTrigger, timeoutMs } from './core/triggers';
import type { ModalEventDetail } from './events';

const TAG = modalRuntime.tag;
const report = (message: string, context: Record<string, unknown> = {}) => reportError(new Error(message), { source: TAG, ...context });

// The CMS's dialog gets the theme's surface, text, radius and shadow, as <vt-locale-suggest>'s (a
// native dark <dialog> has a heavy white border); zero specificity, so the page's CSS wins.
const STYLES = `:where(vt-modal dialog){border:0;border-radius:var(--vt-radius-lg,.5rem);padding:1.5rem;background:var(--vt-color-surface,#fff);color:var(--vt-color-text,#1b1b1b);box-shadow:0 .5rem 2rem rgb(0 0 0/.3)}
:where(vt-modal dialog)::backdrop{background:rgb(0 0 0/.5)}`;

/** Each problem once per page (a trigger clicked ten times is one report). */
const reportOnce = (message: string) => once(message, { source: TAG });

/** `<vt-modal>`; define it under another name with `customElements.define('acme-modal', ModalElement)`. */
export class ModalElement extends PlainElement<Config<typeof modalRuntime>> {
  static override definition = modalRuntime;
  static override styles = STYLES;
  /** For tests: the clock of the timed opening (spec §2 timed modal). */
  static clock: Clock = systemClock;

  #timer: unknown;
  /** Opened once (by a trigger or its timeout): the timed opening never comes after that. */
  #opened = false;

  /** The `<dialog>` it wraps. */
  get dialog(): HTMLDialogElement | null {
    return this.querySelector('dialog');
  }

  protected setUp(): () => void {
    listenForTriggers(this.ownerDocument);
    this.addEventListener('click', this.#onClick);
    const stop = () => {
      this.removeEventListener('click', this.#onClick);
      ModalElement.clock.clearTimeout(this.#timer);
      this.#timer = undefined;
      // Removed while open (an SPA re-rendering): a removed dialog fires no close event, and the
      // page would stay locked.
      this.dialog?.close();
    };
    const dialog = this.dialog;
    if (!dialog) {
      reportOnce(`<vt-modal${this.id ? ` id="${this.id}"` : ''}> holds no <dialog>: it cannot open`);
      return stop;
    }
    if (!this.id) reportOnce('A <vt-modal> has no id: no [data-modal-trigger] can open it');
    // APG: a modal is labelled by its title. The CMS's first heading, when the dialog has no name.
    const heading = dialog.querySelector('h1, h2, h3, h4, h5, h6');
    if (heading && !dialog.hasAttribute('aria-labelledby') && !dialog.hasAttribute('aria-label')) {
      heading.id ||= `${this.id || 'vt-modal'}-title`;
      dialog.setAttribute('aria-labelledby', heading.id);
    }
    this.#startTimer();
    return stop;
  }

  /**
   * data-timeout changed after start (issue 39): the count starts again from the change (none once
   * it has opened); the dialog, open or not, stays as it is.
   */
  protected override update(): void {
    ModalElement.clock.clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.dialog) this.#startTimer();
  }

  #startTimer(): void {
    const { ms, error } = timeoutMs(this.config.timeout);
    if (error) report(`<vt-modal id="${this.id}"> ${error}`, { attribute: 'data-timeout' });
    if (ms === null || this.#opened || this.#timer !== undefined) return;
    this.#timer = ModalElement.clock.setTimeout(() => {
      this.#timer = undefined;
      // Spec §2: once, after the timeout, unless another modal is open then.
      if (!this.#opened && this.isConnected && !modalOpen(this.ownerDocument)) this.show(null);
    }, ms);
  }

  /** Opens the dialog; focus returns to `opener` (default: what has focus now) when it closes. */
  show(opener?: Element | null): boolean {
    const dialog = this.dialog;
    if (!dialog) return false;
    let opened: boolean;
    try {
      opened = openModal(dialog, {
        opener,
        lightDismiss: true,
        onClose: () => emit<ModalEventDetail>(this, 'vt-modal-close', { id: this.id }),
      });
    } catch (error) {
      report(`<vt-modal id="${this.id}"> could not open: ${(error as Error).message}`);
      return false;
    }
    if (opened) {
      this.#opened = true;
      emit<ModalEventDetail>(this, 'vt-modal-open', { id: this.id });
    }
    return opened;
  }

  close(): void {
    this.dialog?.close();
  }

  /** `[data-modal-close]` inside: the close button (a `<form method="dialog">` button works natively). */
  #onClick = (event: Event): void => {
    const target = event.target as Element | null;
    if (target?.closest?.('[data-modal-close]') && this.contains(target)) {
      event.preventDefault();
      this.close();
    }
  };
}

/** The `<vt-modal>` a trigger's id names: the element itself, or a `<dialog>` inside one. */
function modalNamed(doc: Document, id: string): ModalElement | null {
  const target = doc.getElementById(id);
  if (target instanceof ModalElement) return target;
  const host = target instanceof HTMLDialogElement ? target.parentElement?.closest(TAG) : null;
  return host instanceof ModalElement ? host : null;
}

const LISTENING = Symbol.for('vt-elements.modal-triggers');
type Listening = Document & { [LISTENING]?: true };

/** One click listener on the document serves every trigger, including those added later. */
function listenForTriggers(doc: Listening): void {
  if (doc[LISTENING]) return;
  doc[LISTENING] = true;
  doc.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.('[data-modal-trigger]');
    if (!trigger) return;
    const parsed = parseTrigger(trigger.getAttribute('data-modal-trigger'));
    const modal = parsed.ok ? modalNamed(doc, parsed.id) : null;
    // Spec §8: reported, and the trigger does nothing (a link keeps its own href).
    if (!parsed.ok) return reportOnce(parsed.reason);
    if (!modal) return reportOnce(noDialogMessage(parsed.id));
    event.preventDefault();
    modal.show(trigger);
  });
}

ModalElement.define();
