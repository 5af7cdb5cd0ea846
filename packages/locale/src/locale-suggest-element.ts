/**
 * `<vt-locale-suggest>` (spec §4 Locale, §7 GET /router_loc, §9): once per visitor, offers the
 * page for the visitor's country in a modal dialog. The `preferred_locale` cookie, if set, decides
 * and nothing is asked; a page without alternates asks nothing and calls nothing; a failing
 * /router_loc is reported and nothing shows. 'Yes' stores the country and goes to its page (with
 * this page's query string); 'No, stay here' (and Escape) stores this page's locale when the page
 * is one of its alternates (spec §4), so the visitor is not asked again. Plain DOM on the core (no
 * React): a <dialog>, a heading, two buttons.
 */
import {
  addStyles,
  fillText as fill,
  make,
  modalOpen,
  openModal,
  PlainElement,
  reportError,
  reportOnce,
  requestJson,
  safeUrl,
  uniqueId,
  type Config,
} from '@vt-elements/core';
import { suggestRuntime } from './runtime-definition';
import { currentCountry, dismissedLocale, parseRouterAnswer, suggestion, type Country, type Suggestion } from './core/locales';
import { SUGGEST_TABLES, type SuggestTexts } from './core/texts';
import { navigate, pageAlternates, pageLang, readPreference, storePreference } from './dom/page';

const TAG = suggestRuntime.tag;
/** How long /router_loc may take; later, the visitor is well into the page and is not interrupted. */
export const ROUTER_TIMEOUT_MS = 10_000;

// Surface and text from the theme's tokens (a native dark <dialog> keeps its heavy border); Yes is
// the primary action, No an outlined secondary one.
const STYLES = `:where(.vt-locale-suggest){max-inline-size:min(28rem,calc(100vw - 2rem));padding:1.5rem;border:0;border-radius:var(--vt-radius-lg,.5rem);background:var(--vt-color-surface,#fff);color:var(--vt-color-text,#1b1b1b);box-shadow:0 .5rem 2rem rgb(0 0 0/.3)}
:where(.vt-locale-suggest)::backdrop{background:rgb(0 0 0/.5)}
:where(.vt-locale-suggest__title){margin:0 0 .5rem;font-size:var(--vt-font-size-lg,1.25rem)}
:where(.vt-locale-suggest__actions){display:flex;flex-wrap:wrap;gap:.75rem;margin-block-start:1.25rem}
:where(.vt-locale-suggest__actions button){font:inherit;font-weight:600;min-block-size:2.75rem;padding:.5rem 1.25rem;border:1px solid var(--vt-color-primary,#0b57d0);border-radius:var(--vt-radius-md,.375rem);background:var(--vt-color-surface,#fff);color:var(--vt-color-primary,#0b57d0);cursor:pointer}
:where(.vt-locale-suggest__yes){background:var(--vt-color-primary,#0b57d0);color:var(--vt-color-on-primary,#fff)}
:where(.vt-locale-suggest :focus-visible){outline:3px solid var(--vt-focus-color,var(--vt-color-focus,#1a5fd0));outline-offset:2px}`;

// One suggestion at a time, even with two tags or the module loaded twice. A tag that an SPA
// renders again after removing the first one starts afresh (the cookie still decides).
const STARTED = Symbol.for('vt-elements.locale-suggest');
type Registry = typeof globalThis & { [STARTED]?: Element };

/** `<vt-locale-suggest>`; define it under another name with `customElements.define('acme-locale', LocaleSuggestElement)`. */
export class LocaleSuggestElement extends PlainElement<Config<typeof suggestRuntime>> {
  static override definition = suggestRuntime;
  // It reads no content (it asks the API and builds its own dialog): started as soon as it is in the page.
  static override eager = true;
  /** Sets the words of the dialog shown (again when data-texts changes, issue 39). */
  #setTexts?: () => void;

  protected setUp(): () => void {
    const registry = globalThis as Registry;
    if (!registry[STARTED]?.isConnected) {
      registry[STARTED] = this;
      this.#start().catch((error: unknown) => reportError(error, { source: TAG }));
    }
    // Removed while asking (an SPA re-rendering): a removed dialog fires no close event.
    return () => this.querySelector('dialog')?.close();
  }

  /**
   * After start (issue 39): new data-texts change the words of the dialog shown in place (or are
   * used when it shows); data-router-url is read once (the country is asked once per page view).
   */
  protected override update(): void {
    this.#setTexts?.();
  }

  /** Resolves with the suggestion shown, or null when nothing is asked. */
  async #start(): Promise<Suggestion | null> {
    const doc = this.ownerDocument;
    if (readPreference(TAG, doc).kind !== 'none') return null;
    const alternates = pageAlternates(TAG, doc);
    const here = location.href;
    const current = currentCountry(alternates, here, pageLang(this));
    // Never on a page without alternates to offer: no call at all.
    if (!alternates.some((a) => a.country !== current)) return null;
    const routerUrl = safeUrl(this.config.routerUrl, { source: TAG, what: 'data-router-url' });
    if (!routerUrl) return null;
    let data: unknown;
    try {
      ({ data } = await requestJson(routerUrl, { timeoutMs: ROUTER_TIMEOUT_MS, credentials: 'same-origin' }));
    } catch (error) {
      reportOnce(`Country detection failed (${routerUrl}): ${(error as Error).message}`, { source: TAG });
      return null;
    }
    const answer = parseRouterAnswer(data);
    if (!answer.ok) {
      reportOnce(answer.error, { source: TAG });
      return null;
    }
    const offer = suggestion(answer.country, alternates, here, pageLang(this));
    if (!offer) return null;
    await noOtherModal(doc);
    // Chosen meanwhile (the country picker): that decides.
    if (!this.isConnected || readPreference(TAG, doc).kind !== 'none') return null;
    this.#ask(offer, current, dismissedLocale(alternates, here));
    return offer;
  }

  #ask(offer: Suggestion, current: Country, stay: Country | null): void {
    const doc = this.ownerDocument;
    // Added with the dialog, not at set-up: most visitors are never asked.
    addStyles(doc, TAG, STYLES);
    const dialog = make(doc, 'dialog', 'vt-locale-suggest');
    const title = make(doc, 'h2', 'vt-locale-suggest__title');
    const message = make(doc, 'p', 'vt-locale-suggest__message');
    title.id = uniqueId('vt-locale-title');
    message.id = uniqueId('vt-locale-message');
    dialog.setAttribute('aria-labelledby', title.id);
    dialog.setAttribute('aria-describedby', message.id);
    const yes = make(doc, 'button', 'vt-locale-suggest__yes');
    const no = make(doc, 'button', 'vt-locale-suggest__no');
    (this.#setTexts = () => {
      const t: SuggestTexts = this.readTexts(SUGGEST_TABLES);
      const country = t[offer.country];
      title.textContent = fill(t.title, { country });
      message.textContent = fill(t.message, { country });
      yes.textContent = t.yes;
      no.textContent = t.no;
    })();
    yes.type = no.type = 'button';
    const actions = make(doc, 'div', 'vt-locale-suggest__actions');
    actions.append(yes, no);
    dialog.append(title, message, actions);
    this.append(dialog);
    let accepted = false;
    yes.addEventListener('click', () => {
      accepted = true;
      storePreference(offer.country, doc);
      dialog.close();
      navigate(this, offer.country, offer.url);
    });
    no.addEventListener('click', () => dialog.close());
    openModal(dialog, {
      // 'No, stay here', Escape, or the page closing it: this page's locale, so no second ask, when
      // the page is a known alternate (spec §4); a page that does not list itself stores nothing.
      onClose: () => {
        if (!accepted) {
          if (stay) storePreference(stay, doc);
          navigate(this, current, null);
        }
        dialog.remove();
      },
    });
  }
}

/** Resolves when no modal is open (a timed offer or the share dialog is not covered by this one). */
function noOtherModal(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (modalOpen(doc)) return;
      doc.removeEventListener('close', later, true);
      resolve();
    };
    // After the closing dialog's own listeners have run (they release its lock).
    const later = () => setTimeout(check, 0);
    doc.addEventListener('close', later, true);
    check();
  });
}

LocaleSuggestElement.define();
