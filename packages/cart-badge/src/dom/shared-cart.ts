import type { CartOwner } from '../core/cart';
import { refreshCarts, watchSharedCart, type CartWatcher } from '../core/shared-cart';

/** Window event that makes every badge on the page read the cart again (e.g. after add-to-cart). */
export const CART_REFRESH_EVENT = 'vt-cart-refresh';

let listening = false;

/**
 * Watches the cart of `owner` on `apiHost` (core/shared-cart.ts: one request shared by every
 * badge); the first watcher adds the page's one `vt-cart-refresh` listener, not one per badge.
 * Returns the function that stops watching.
 */
export function watchCart(apiHost: string, owner: CartOwner, watcher: CartWatcher): () => void {
  if (!listening && typeof window !== 'undefined') {
    window.addEventListener(CART_REFRESH_EVENT, refreshCarts);
    listening = true;
  }
  return watchSharedCart(apiHost, owner, watcher);
}
