import { fillText, textsCheck, type TextTables } from '@vt-elements/core';

/** Every text the badge shows (contract "Strings and languages"): `data-texts` replaces any of them. */
export interface CartTexts {
  /** The accessible name while the count is unknown (no cart, or a failure). */
  cart: string;
  /** The accessible name with one line item. */
  cartOne: string;
  /** The accessible name with any other count; `{count}` is the number. */
  cartMany: string;
  /** The badge for counts above 99. */
  overflow: string;
}

/** English texts (tests assert them); Spanish for `lang="es"` pages. */
export const TEXTS: TextTables<CartTexts> = {
  en: { cart: 'Cart', cartOne: 'Cart, 1 item', cartMany: 'Cart, {count} items', overflow: '99+' },
  es: { cart: 'Carrito', cartOne: 'Carrito, 1 artículo', cartMany: 'Carrito, {count} artículos', overflow: '99+' },
};

/** `data-texts`: known keys, string values (a typo is reported, not ignored). */
export const checkCartTexts = textsCheck(TEXTS.en);

/** The accessible name of the badge: "Cart, 3 items" (just "Cart" while the count is unknown). */
export function cartLabel(count: number | null, texts: CartTexts = TEXTS.en): string {
  if (count === null) return texts.cart;
  return count === 1 ? texts.cartOne : fillText(texts.cartMany, { count });
}
