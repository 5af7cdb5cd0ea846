/**
 * `<vt-cart-badge>` (spec §3 Cart, §6, §7, §8): the cart icon linked to the cart page, with the
 * line-item count read from the API once for every badge of the page (dom/shared-cart.ts). Plain
 * DOM on the core, no React (issue 38): a page with a badge beside the lead form loads no React.
 */
import { apiHost, cloak, emit, PlainElement, reportError, safeUrl, visitorId, type Config } from '@vt-elements/core';
import { cartOwner, type CartOwner } from './core/cart';
import { TEXTS } from './core/texts';
import { watchCart } from './dom/shared-cart';
import type { CartUpdateDetail } from './events';
import { cartBadgeRuntime } from './runtime-definition';
import { createBadge, type BadgeState } from './view/cart-badge';
import { cartBadgeStyles } from './view/styles';

const SOURCE = cartBadgeRuntime.tag;

/** `<vt-cart-badge>`; define it under another name with `customElements.define('acme-cart', CartBadgeElement)`. */
export class CartBadgeElement extends PlainElement<Config<typeof cartBadgeRuntime>> {
  static override definition = cartBadgeRuntime;
  static override styles = cartBadgeStyles;
  /** The count while set up (null: unknown, no cart, or a failure). */
  #count: number | null = null;
  #badge?: ReturnType<typeof createBadge>;
  #unwatch = () => {};

  protected setUp(): () => void {
    this.#count = null;
    const badge = (this.#badge = createBadge(this.ownerDocument));
    // After the CMS's own content, which stays as it is.
    this.append(badge.link);
    this.#render();
    this.#watch();
    return () => {
      this.#unwatch();
      badge.link.remove();
      this.#badge = undefined;
    };
  }

  /** After start (issue 39): a new owner or API host reads that cart; the link and texts follow at once. */
  protected override update(changed: ReadonlySet<string>): void {
    if (changed.has('data-client-id') || changed.has('data-api-host')) this.#watch();
    this.#render();
  }

  /** Shared with every badge of the same owner and API host: one request, failures reported there once. */
  #watch(): void {
    this.#unwatch();
    this.#unwatch = () => {};
    const { clientId, apiHost: apiHostAttr } = this.config;
    let owner: CartOwner;
    try {
      owner = cartOwner(clientId, visitorId());
    } catch (error) {
      reportError(error, { source: SOURCE });
      this.#show(null);
      return;
    }
    this.#unwatch = watchCart(apiHost({ element: this, attribute: apiHostAttr }), owner, (read) => {
      if ('failed' in read) return this.#show(null);
      this.#show(read.count);
      emit<CartUpdateDetail>(this, 'vt-cart-update', { count: read.count });
    });
  }

  #show(count: number | null): void {
    this.#count = count;
    this.#render();
  }

  #render(): void {
    const { href } = this.config;
    // A link is a navigation too: data-href passes the URL policy (a refusal is reported once).
    const state: BadgeState = {
      count: this.#count,
      texts: this.readTexts(TEXTS),
      href: href && safeUrl(href, { source: SOURCE, what: 'data-href' }) ? href : '/cart',
    };
    this.#badge?.render(state);
  }
}

// Before the upgrade (a page may import this module without the autoloader): see core/cloak.ts.
cloak(document);
CartBadgeElement.define();
