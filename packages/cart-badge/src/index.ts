export { cartBadgeDefinition } from './definition';
export type { CartBadgeEventMap, CartUpdateDetail } from './events';
export type { CartOwner } from './core/cart';
export { refreshCarts, type CartRead, type CartWatcher } from './core/shared-cart';
export { CART_REFRESH_EVENT, watchCart } from './dom/shared-cart';
export { TEXTS, checkCartTexts, type CartTexts } from './core/texts';
