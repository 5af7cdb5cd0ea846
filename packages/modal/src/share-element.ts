/**
 * `<vt-share>`: the share modal's body (contract "Content widgets"; spec §2 share modal, §7 share
 * links). A read-only copy-link input, a Copy button (Clipboard API, with a fallback) with a
 * polite 'Copied', email, Facebook, X and LinkedIn links, and the device's own share sheet where
 * the Web Share API exists. Plain DOM: a handful of native controls need no React.
 */
import { make, PlainElement, reportError, safeUrl, uniqueId, visitorId, type Config } from '@vt-elements/core';
import { shareRuntime } from './share-runtime-definition';
import { SHARE_NETWORKS, shareLinks, shareUrl } from './core/share';
import { SHARE_TEXTS, SHARE_EN, type ShareTexts } from './core/share-texts';
import { copyFrom } from './dom/copy';

const TAG = shareRuntime.tag;

// The theme's tokens, as <vt-locale-suggest>'s buttons: Copy is the primary action, the device's
// share sheet an outlined secondary one; 44 px targets.
const STYLES = `:where(vt-share){display:block}
:where(.vt-share__copy){display:flex;gap:.5rem;align-items:stretch}
:where(.vt-share__url,.vt-share__copy-button,.vt-share__native){box-sizing:border-box;min-block-size:2.75rem;font:inherit;border:1px solid var(--vt-color-border,#767676);border-radius:var(--vt-radius-md,.375rem);background:var(--vt-color-surface,#fff);color:var(--vt-color-text,#1b1b1b)}
:where(.vt-share__url){flex:1;min-inline-size:0;padding:.5rem .75rem}
:where(.vt-share__copy-button,.vt-share__native){padding:.5rem 1rem;font-weight:600;border-color:var(--vt-color-primary,#0b57d0);color:var(--vt-color-primary,#0b57d0);cursor:pointer}
:where(.vt-share__copy-button){background:var(--vt-color-primary,#0b57d0);color:var(--vt-color-on-primary,#fff)}
:where(.vt-share__status){min-block-size:1.5em;margin:.25rem 0}
:where(.vt-share__links){display:flex;flex-wrap:wrap;gap:.5rem 1rem;list-style:none;padding:0;margin:.5rem 0}
:where(.vt-share__link){display:inline-block;padding:.5rem 0;min-block-size:24px}
:where(.vt-share__hidden){position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
:where(.vt-share :focus-visible){outline:3px solid var(--vt-focus-color,var(--vt-color-focus,#1a5fd0));outline-offset:2px}`;

/** `<vt-share>`; define it under another name with `customElements.define('acme-share', ShareElement)`. */
export class ShareElement extends PlainElement<Config<typeof shareRuntime>> {
  static override definition = shareRuntime;
  static override styles = STYLES;
  // It reads no content (it builds its own): rendered as soon as it is in the page.
  static override eager = true;
  #input: HTMLInputElement | null = null;
  #status: HTMLElement | null = null;
  #links: Partial<Record<(typeof SHARE_NETWORKS)[number], HTMLAnchorElement>> = {};
  #texts: ShareTexts = SHARE_EN;
  /** The parts whose words come from data-texts, to change them in place (issue 39). */
  #worded: [Node, keyof ShareTexts][] = [];
  #list?: HTMLElement;

  /**
   * Built once: a removed one put back keeps its body and only refreshes it. So does a change after
   * start (issue 39, the default update sets up again): a new data-url or data-title rebuilds the
   * link and the share links, new data-texts change the words in place; the input, the focus and a
   * 'Copied' shown stay.
   */
  protected setUp(): void {
    if (!this.#input) this.#render();
    this.#setTexts();
    this.refresh();
  }

  /**
   * The URL shared: `data-url` (same-site http(s) only) or the page, with direct_share=copy and v_id
   * (spec §7). (`url` is the `data-url` attribute's property, as for every attribute.)
   */
  get sharedUrl(): string {
    const { url } = this.config;
    const own = url && safeUrl(url, { source: TAG, what: 'data-url' });
    return shareUrl(own || location.href, visitorId());
  }

  /** Rebuilds the URL and links (the page URL may have changed since: an SPA, a filter in the query). */
  refresh(): void {
    if (!this.#input) return;
    const url = this.sharedUrl;
    this.#input.value = url;
    const links = shareLinks(url, this.config.title || this.ownerDocument.title);
    for (const network of SHARE_NETWORKS) this.#links[network]?.setAttribute('href', links[network]);
  }

  #render(): void {
    const doc = this.ownerDocument;
    const worded = <N extends Node>(node: N, key: keyof ShareTexts) => {
      this.#worded.push([node, key]);
      return node;
    };
    const root = make(doc, 'div', 'vt-share');
    const id = uniqueId('vt-share-url');
    const label = worded(make(doc, 'label', 'vt-share__label'), 'label');
    label.htmlFor = id;
    const input = (this.#input = make(doc, 'input', 'vt-share__url'));
    Object.assign(input, { id, type: 'text', readOnly: true, spellcheck: false });
    input.addEventListener('focus', () => input.select());
    const copy = worded(make(doc, 'button', 'vt-share__copy-button'), 'copy');
    copy.type = 'button';
    copy.addEventListener('click', () => void this.#copy());
    const row = make(doc, 'div', 'vt-share__copy');
    row.append(input, copy);
    // Polite: the confirmation is announced without moving focus off the button.
    const status = (this.#status = make(doc, 'p', 'vt-share__status'));
    status.setAttribute('role', 'status');
    const list = (this.#list = make(doc, 'ul', 'vt-share__links'));
    for (const network of SHARE_NETWORKS) {
      const link = (this.#links[network] = make(doc, 'a', 'vt-share__link'));
      link.dataset.network = network;
      link.append(worded(doc.createTextNode(''), network));
      if (network !== 'email') {
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
        link.append(' ', worded(make(doc, 'span', 'vt-share__hidden'), 'newTab'));
      }
      const item = make(doc, 'li');
      item.append(link);
      list.append(item);
    }
    root.append(label, row, status, list);
    // The Web Share API: the device's own sheet (phones), only where it exists.
    if (typeof navigator.share === 'function') {
      const native = worded(make(doc, 'button', 'vt-share__native'), 'native');
      native.type = 'button';
      native.addEventListener('click', () => {
        navigator.share({ title: this.config.title || doc.title, url: input.value }).catch((error: Error) => {
          // The visitor closing the sheet is not a failure.
          if (error?.name !== 'AbortError') reportError(error, { source: TAG, part: 'web-share' });
        });
      });
      root.append(native);
    }
    this.append(root);
  }

  /** Its words: the defaults for the page's language, data-texts on top. */
  #setTexts(): void {
    const t = (this.#texts = this.readTexts(SHARE_TEXTS));
    for (const [node, key] of this.#worded) node.textContent = t[key];
    this.#list!.setAttribute('aria-label', t.shareOn);
  }

  async #copy(): Promise<void> {
    const input = this.#input!;
    const status = this.#status!;
    this.refresh();
    const copied = await copyFrom(input);
    // Cleared first, so a second copy is announced again.
    status.textContent = '';
    await new Promise((resolve) => setTimeout(resolve, 50));
    status.textContent = copied ? this.#texts.copied : this.#texts.copyFailed;
    if (!copied) {
      input.focus();
      input.select();
    }
  }
}

/** A `<vt-modal>` opening: its `<vt-share>` refreshes (the page URL may have changed since). */
document.addEventListener('vt-modal-open', (event) => {
  for (const share of (event.target as Element).querySelectorAll?.(TAG) ?? []) (share as ShareElement).refresh?.();
});

ShareElement.define();
