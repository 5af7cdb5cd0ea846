export { CartBadge, CART_REFRESH_EVENT, type CartBadgeProps } from './view/cart-badge';
export { cartBadgeDefinition } from './definition';
export * from './core/cart';
export { watchCart, refreshCarts, type CartRead, type CartWatcher } from './core/shared-cart';
export { CART_TEXTS, checkCartTexts, type CartTexts } from './core/texts';
