import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryOfLocale,
  currentCountry,
  DEFAULT_COUNTRY,
  LOCALES,
  parsePreference,
  parseRouterAnswer,
  pickerOptions,
  suggestion,
  type Alternate,
} from './locales';
import { PICKER_TEXTS, SUGGEST_TEXTS } from './texts';

/**
 * Issue 51: the locale rules the suggestion's React rewrite leans on, pinned by literals (spec §4
 * Locale, §7 GET /router_loc, §9 "Locales in suggestion: United States, Canada, United Kingdom
 * (English). Default country US").
 */
const US = 'https://www.example.com/math-tutors';
const ALTERNATES: Alternate[] = [
  { country: 'US', url: US },
  { country: 'CA', url: 'https://www.example.com/en-ca/math-tutors' },
  { country: 'GB', url: 'https://www.example.com/en-gb/math-tutors' },
];

describe('§9 the three locales, in order, and the default', () => {
  it('United States, Canada, United Kingdom as en-us, en-ca, en-gb; the default is US', () => {
    expect(COUNTRIES).toEqual(['US', 'CA', 'GB']);
    expect(LOCALES).toEqual({ US: 'en-us', CA: 'en-ca', GB: 'en-gb' });
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(currentCountry([], 'https://www.example.com/', 'x-default')).toBe('US');
  });
});

describe('§4 locale tags: what is a tag, and whose country it names', () => {
  it.each(['abcdefghi-ca', 'en-abcdefghi', 'en--ca', 'en-c@'])('%s is not a tag (undefined)', (tag) =>
    expect(countryOfLocale(tag)).toBeUndefined(),
  );
  it.each([
    ['en-12345678', null],
    ['en-001', null],
    ['en-ca-x', 'CA'],
    ['en_Latn_GB', 'GB'],
    ['fr-uk', null],
  ])('%s is %s', (tag, country) => expect(countryOfLocale(tag)).toBe(country));
});

describe('§7 /router_loc: codes that name no country are errors, not "elsewhere"', () => {
  it.each(['T1', 'A1', 'A2', 'O1', 'zz', 'C', '1A', 'CAN', 'C-'])('%s is an unknown country code', (code) => {
    expect(parseRouterAnswer({ country_code: code })).toEqual({
      ok: false,
      error: `/router_loc answered an unknown country code ${JSON.stringify(code)}`,
    });
  });
  it('a two-character code with a digit is a country outside the three (null)', () => {
    expect(parseRouterAnswer({ country_code: 'A9' })).toEqual({ ok: true, country: null });
  });
  it('quotes at most 20 characters of an unknown code, and 100 of an answer without one', () => {
    expect(parseRouterAnswer({ country_code: 'x'.repeat(30) })).toEqual({
      ok: false,
      error: `/router_loc answered an unknown country code "${'x'.repeat(20)}"`,
    });
    const answer = parseRouterAnswer({ country: 'y'.repeat(200) });
    expect(answer).toEqual({
      ok: false,
      error: `/router_loc answered no country_code (${`{"country":"${'y'.repeat(200)}"}`.slice(0, 100)})`,
    });
  });
});

describe('§4 this page among its alternates', () => {
  it('/index.htm and /index.html are the folder; another origin is another page', () => {
    expect(
      currentCountry([{ country: 'CA', url: 'https://www.example.com/en-ca/' }], 'https://www.example.com/en-ca/index.htm', null),
    ).toBe('CA');
    expect(currentCountry([{ country: 'CA', url: 'https://www.example.com/en-ca' }], 'https://www.example.ca/en-ca', 'en')).toBe('US');
    expect(
      currentCountry([{ country: 'GB', url: 'https://www.example.com/en-gb/x' }], 'https://www.example.com/en-gb/x/index.html', null),
    ).toBe('GB');
  });
  it('a visitor from a country whose alternate is this very page is offered nothing', () => {
    // The page is listed as both the US and the CA alternate: the first decides it is the US page.
    expect(
      suggestion(
        'CA',
        [
          { country: 'US', url: US },
          { country: 'CA', url: `${US}/` },
        ],
        US,
      ),
    ).toBeNull();
  });
  it('the picker links each other country to its page, carrying the query string', () => {
    expect(pickerOptions(ALTERNATES.slice(1), US, 'en-GB', { kind: 'none' })).toEqual({
      options: [
        { country: 'CA', url: 'https://www.example.com/en-ca/math-tutors' },
        { country: 'GB', url: null },
      ],
      selected: 'GB',
      current: 'GB',
    });
    expect(pickerOptions(ALTERNATES, US, null, { kind: 'other', value: 'fr-ca' }).selected).toBe('US');
  });
});

describe('locale texts in Spanish (contract "Strings and languages"), word for word', () => {
  it('the suggestion and the picker', () => {
    expect(SUGGEST_TEXTS.es).toEqual({
      title: '¿Quieres ir a nuestro sitio de {country}?',
      message: 'Esta página tiene una versión para {country}.',
      yes: 'Sí',
      no: 'No, quedarme aquí',
      US: 'Estados Unidos',
      CA: 'Canadá',
      GB: 'Reino Unido',
    });
    expect(PICKER_TEXTS.es).toEqual({
      label: 'País',
      hint: 'Al elegir un país se abre su sitio.',
      US: 'Estados Unidos',
      CA: 'Canadá',
      GB: 'Reino Unido',
    });
  });
});

describe('§4 the preferred_locale cookie: set means a value', () => {
  it('absent or blank is not set', () => {
    expect(parsePreference(undefined)).toEqual({ kind: 'none' });
    expect(parsePreference('   ')).toEqual({ kind: 'none' });
  });
});

describe('§4 what is offered', () => {
  it("a visitor from the country this page's lang names is offered nothing, though another page of that country exists", () => {
    expect(suggestion('GB', ALTERNATES, 'https://www.example.com/other', 'en-GB')).toBeNull();
  });
  it('a page named index.htmlx is not its folder', () => {
    expect(currentCountry([{ country: 'CA', url: 'https://www.example.com/index.htmlx' }], 'https://www.example.com/x', null)).toBe('US');
  });
  it('/router_loc answering nothing at all is named', () => {
    expect(parseRouterAnswer(undefined)).toEqual({ ok: false, error: '/router_loc answered no country_code (undefined)' });
  });
});
