/**
 * `<vt-locale-suggest>` (spec §4 Locale, §7 GET /router_loc, §9): once per visitor, offers the
 * page for the visitor's country in a modal dialog. The `preferred_locale` cookie, if set, decides
 * and nothing is asked; a page without alternates asks nothing and calls nothing; a failing
 * /router_loc is reported and nothing shows. 'Yes' stores the country and goes to its page (with
 * this page's query string); 'No, stay here' (and Escape) stores this page's locale when the page
 * is one of its alternates (spec §4), so the visitor is not asked again. Plain DOM on the core (no
 * React): a <dialog>, a heading, two buttons. The dialog's code (its markup, styles and the modal
 * dialog) is fetched only when there is an offer: most visitors are never asked.
 */
import { PlainElement, reportError, reportOnce, requestJson, safeUrl, type Config } from '@vt-elements/core';
import { suggestRuntime } from './runtime-definition';
import { suggestFlow } from './core/suggest-flow';
import { SUGGEST_TEXTS } from './core/texts';
import { pageAlternates, pageLang, readPreference, storePreference } from './dom/page';

/** dom/suggest-dialog.ts and the modal dialog it opens, a chunk of their own (loaded once, when an offer is made). */
const dialogCode = () => import('./dom/suggest-dialog');

const TAG = suggestRuntime.tag;
/** How long /router_loc may take; later, the visitor is well into the page and is not interrupted. */
export const ROUTER_TIMEOUT_MS = 10_000;

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

  /** Asks when the flow says so (core/suggest-flow.ts), in the dialog (dom/suggest-dialog.ts). */
  async #start(): Promise<void> {
    const doc = this.ownerDocument;
    const ask = await suggestFlow({
      url: location.href,
      lang: pageLang(this),
      preference: () => readPreference(TAG, doc),
      alternates: () => pageAlternates(TAG, doc),
      routerUrl: () => safeUrl(this.config.routerUrl, { source: TAG, what: 'data-router-url' }),
      fetch: (url) => requestJson(url, { timeoutMs: ROUTER_TIMEOUT_MS, credentials: 'same-origin' }),
      report: (message) => reportOnce(message, { source: TAG }),
      // The dialog's code loads while other modals may still be open; a failed load is reported (#start's catch).
      free: () => dialogCode().then(({ whenNoModal }) => whenNoModal(this)),
      store: (country) => storePreference(country, doc),
    });
    if (ask) this.#setTexts = (await dialogCode()).showSuggestDialog(this, ask, () => this.readTexts(SUGGEST_TEXTS));
  }
}

LocaleSuggestElement.define();
