import { describe, expect, it } from 'vitest';
import { textsFor } from '@vt-elements/core';
import { tablesFor, textsCheck } from './texts';

describe('widget texts (contract "Strings and languages"; spec §2 Read more / Read less, More / Fewer)', () => {
  it('default to English, Spanish when the page is Spanish', () => {
    expect(textsFor(tablesFor(['readMore', 'readLess']), 'en-US')).toEqual({ readMore: 'Read more', readLess: 'Read less' });
    expect(textsFor(tablesFor(['more', 'fewer']), '')).toEqual({ more: 'More', fewer: 'Fewer' });
    expect(textsFor(tablesFor(['more', 'fewer']), 'es-MX')).toEqual({ more: 'Más', fewer: 'Menos' });
    expect(textsFor(tablesFor(['expandAll', 'collapseAll']), 'es')).toEqual({ expandAll: 'Expandir todo', collapseAll: 'Contraer todo' });
    expect(textsFor(tablesFor(['showBio', 'close']), null)).toEqual({ showBio: 'Read bio', close: 'Close' });
  });
  it('data-texts replaces any of the element’s own keys', () => {
    expect(textsFor(tablesFor(['readMore', 'readLess']), 'es', { readMore: 'Ver todo' })).toEqual({
      readMore: 'Ver todo',
      readLess: 'Leer menos',
    });
  });
  it('refuses another element’s key, a non-string or a non-object, naming the problem', () => {
    const check = textsCheck(['more', 'fewer']);
    expect(check({ more: 'Plus' })).toEqual({ more: 'Plus' });
    expect(() => check({ readMore: 'x' })).toThrow('unknown text key "readMore" (known: more, fewer)');
    expect(() => check({ more: 1 })).toThrow('text "more" must be a string');
    expect(() => check(['more'])).toThrow('expected a JSON object of text keys to strings');
  });
});
