import { describe, expect, it } from 'vitest';
import { textsCheck, textsFor } from './texts';

describe('widget texts (contract "Strings and languages"; spec §2 Read more / Read less, More / Fewer)', () => {
  it('default to English, Spanish when the page is Spanish', () => {
    expect(textsFor(['readMore', 'readLess'], 'en-US')).toEqual({ readMore: 'Read more', readLess: 'Read less' });
    expect(textsFor(['more', 'fewer'], '')).toEqual({ more: 'More', fewer: 'Fewer' });
    expect(textsFor(['more', 'fewer'], 'es-MX')).toEqual({ more: 'Más', fewer: 'Menos' });
    expect(textsFor(['expandAll', 'collapseAll'], 'es')).toEqual({ expandAll: 'Expandir todo', collapseAll: 'Contraer todo' });
    expect(textsFor(['showBio', 'close'], null)).toEqual({ showBio: 'Read bio', close: 'Close' });
  });
  it('data-texts replaces any of the element’s own keys', () => {
    expect(textsFor(['readMore', 'readLess'], 'es', { readMore: 'Ver todo' })).toEqual({ readMore: 'Ver todo', readLess: 'Leer menos' });
  });
  it('refuses another element’s key, a non-string or a non-object, naming the problem', () => {
    const check = textsCheck(['more', 'fewer']);
    expect(check({ more: 'Plus' })).toEqual({ more: 'Plus' });
    expect(() => check({ readMore: 'x' })).toThrow('unknown text key "readMore" (known: more, fewer)');
    expect(() => check({ more: 1 })).toThrow('text "more" must be a string');
    expect(() => check(['more'])).toThrow('expected a JSON object of text keys to strings');
  });
});
