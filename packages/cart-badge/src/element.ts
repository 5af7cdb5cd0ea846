import { cloak, createElementClass, defineElement } from '@vt-elements/core';
import { cartBadgeRuntime } from './runtime-definition';
import { CartBadge } from './view/cart-badge';
import { cartBadgeStyles } from './view/styles';

/** `<vt-cart-badge>`; define it under another name with `customElements.define('acme-cart', CartBadgeElement)`. */
export const CartBadgeElement = createElementClass({ definition: cartBadgeRuntime, view: CartBadge, styles: cartBadgeStyles });

// Before the upgrade (a page may import this module without the autoloader): see core/cloak.ts.
cloak(document);
defineElement(cartBadgeRuntime, CartBadgeElement);
