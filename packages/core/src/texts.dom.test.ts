import { afterEach, describe, expect, it } from 'vitest';
import { fillText, pageLang, textsCheck, textsFor } from './texts';

/** Contract "Strings and languages": defaults by the page's lang, data-texts replaces any text. */
const TABLES = { en: { confirm: 'Confirm', today: 'Today' }, es: { confirm: 'Confirmar', today: 'Hoy' } };

afterEach(() => {
  document.documentElement.lang = '';
  document.body.innerHTML = '';
});

describe('texts (contract "Strings and languages")', () => {
  it('Spanish for es and its regions, English for anything else', () => {
    expect(textsFor(TABLES, 'es')).toEqual(TABLES.es);
    expect(textsFor(TABLES, 'es-MX')).toEqual(TABLES.es);
    expect(textsFor(TABLES, ' ES_419 ')).toEqual(TABLES.es);
    expect(textsFor(TABLES, 'en-GB')).toEqual(TABLES.en);
    expect(textsFor(TABLES, 'fr')).toEqual(TABLES.en);
    expect(textsFor(TABLES, '')).toEqual(TABLES.en);
    expect(textsFor(TABLES, null)).toEqual(TABLES.en);
  });

  it('overrides replace only their keys, in any language', () => {
    expect(textsFor(TABLES, 'es', { confirm: 'Reservar' })).toEqual({ confirm: 'Reservar', today: 'Hoy' });
    expect(textsFor(TABLES, 'en', null)).toEqual(TABLES.en);
  });

  it('the page language: the closest lang around the element, else the document, else empty', () => {
    document.body.innerHTML = '<section lang="es-MX"><p><b id="in"></b></p></section><b id="out"></b>';
    expect(pageLang(document.querySelector('#in'))).toBe('es-MX');
    expect(pageLang(document.querySelector('#out'))).toBe('');
    document.documentElement.lang = 'en-CA';
    expect(pageLang(document.querySelector('#out'))).toBe('en-CA');
    expect(pageLang(null)).toBe('en-CA');
  });

  it('data-texts: an object of known keys to strings; anything else names the problem', () => {
    const check = textsCheck(TABLES.en);
    expect(check({ confirm: 'Book' })).toEqual({ confirm: 'Book' });
    expect(() => check({ confrim: 'Book' })).toThrow('unknown text key "confrim" (known: confirm, today)');
    expect(() => check({ confirm: 3 })).toThrow('text "confirm" must be a string');
    expect(() => check(['Book'])).toThrow('expected a JSON object of text keys to strings');
    expect(() => check('Book')).toThrow('expected a JSON object of text keys to strings');
    expect(() => check(null)).toThrow('expected a JSON object of text keys to strings');
  });

  it('fills {placeholders} as text; an unknown one stays as written', () => {
    expect(fillText('Times in {zone}', { zone: '<b>CST</b>' })).toBe('Times in <b>CST</b>');
    expect(fillText('{n} of {m}', { n: 2 })).toBe('2 of {m}');
    expect(fillText('{n} of {m}', { n: 2, m: undefined })).toBe('2 of {m}');
  });
});
