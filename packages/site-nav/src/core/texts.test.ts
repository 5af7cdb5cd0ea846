import { describe, expect, it } from 'vitest';
import { textsFor } from '@vt-elements/core';
import { fill, parseTexts, TEXTS } from './texts';

describe('texts (contract "Strings and languages")', () => {
  it("follows the page's lang and takes overrides", () => {
    expect(textsFor(TEXTS, 'es-MX').back).toBe('Volver');
    expect(textsFor(TEXTS, 'en', { back: 'Up' })).toEqual({ submenu: '{label} sub-menu', back: 'Up' });
    expect(fill(textsFor(TEXTS, null).submenu, 'Subjects')).toBe('Subjects sub-menu');
  });

  it('refuses an unknown key or a non-string', () => {
    expect(() => parseTexts({ bak: 'x' })).toThrow('unknown text key "bak" (known: submenu, back)');
    expect(() => parseTexts({ back: 1 })).toThrow('text "back" must be a string');
    expect(() => parseTexts([])).toThrow('expected a JSON object');
  });
});
