import { describe, expect, it } from 'vitest';
import { textsDescription } from './element-docs';

describe('textsDescription', () => {
  it('lists every key with its English and Spanish defaults, from the tables', () => {
    const text = textsDescription(
      { en: { cart: 'Cart', many: '{n} items' }, es: { cart: 'Carrito', many: '{n} artículos' } },
      { note: '{n} is a count.' },
    );
    expect(text).toBe(
      "JSON object replacing any of its texts; defaults follow the page's lang (Spanish for es, es-MX…; English otherwise). {n} is a count. Keys with their English / Spanish defaults: cart 'Cart' / 'Carrito'; many '{n} items' / '{n} artículos'. An unknown key or a value that is not a string is reported and the defaults are kept.",
    );
    expect(textsDescription({ en: { a: 'A' }, es: { a: 'B' } }, { what: 'the texts it adds' })).toMatch(
      /^JSON object replacing any of the texts it adds;/,
    );
  });
});
