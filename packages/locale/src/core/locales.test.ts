import { describe, expect, it } from 'vitest';
import {
  countryOfLocale,
  currentCountry,
  dismissedLocale,
  parsePreference,
  parseRouterAnswer,
  pickerOptions,
  preferenceCookie,
  PREFERRED_LOCALE_MAX_AGE,
  suggestion,
  targetUrl,
  type Alternate,
} from './locales';
import { serializeCookie } from '@vt-elements/core';

const US = 'https://www.example.com/math-tutors';
const ALTERNATES: Alternate[] = [
  { country: 'US', url: US },
  { country: 'CA', url: 'https://www.example.com/en-ca/math-tutors' },
  { country: 'GB', url: 'https://www.example.com/en-gb/math-tutors' },
];

describe('locale tags (spec §9 Locales in suggestion: United States, Canada, United Kingdom (English))', () => {
  it.each([
    ['en-us', 'US'],
    ['en-US', 'US'],
    ['EN_ca', 'CA'],
    ['en-GB', 'GB'],
    ['en-uk', 'GB'],
    ['en-Latn-CA', 'CA'],
    [' en-gb ', 'GB'],
  ])('%s is %s', (tag, country) => expect(countryOfLocale(tag)).toBe(country));

  it.each(['x-default', 'fr-ca', 'en', 'en-au', 'de-DE', 'es-419'])('%s is a tag of no known country (null)', (tag) =>
    expect(countryOfLocale(tag)).toBeNull(),
  );

  it.each(['', 'en ca', 'en-', '<script>', 'en-ca;path=/', '../en-ca', '12-34', null, undefined])('%s is not a tag (undefined)', (tag) =>
    expect(countryOfLocale(tag)).toBeUndefined(),
  );
});

describe('the preferred_locale cookie (spec §4 Locale, §9 about 1 year)', () => {
  it('decides when set: known locales preselect, others only decide, malformed ones are told apart', () => {
    expect(parsePreference(null)).toEqual({ kind: 'none' });
    expect(parsePreference('')).toEqual({ kind: 'none' });
    expect(parsePreference('en-ca')).toEqual({ kind: 'country', country: 'CA' });
    expect(parsePreference('fr-ca')).toEqual({ kind: 'other', value: 'fr-ca' });
    expect(parsePreference('%E0%A4%A')).toEqual({ kind: 'malformed', value: '%E0%A4%A' });
    expect(parsePreference('{"a":1}')).toEqual({ kind: 'malformed', value: '{"a":1}' });
  });

  it('is the lowercase hreflang, for 365 days (31,536,000 s), path /, SameSite Lax, Secure on https', () => {
    expect(PREFERRED_LOCALE_MAX_AGE).toBe(365 * 24 * 60 * 60);
    const { name, value, options } = preferenceCookie('GB', true);
    expect(serializeCookie(name, value, options)).toBe('preferred_locale=en-gb; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    const http = preferenceCookie('CA', false);
    expect(serializeCookie(http.name, http.value, http.options)).toBe('preferred_locale=en-ca; Max-Age=31536000; Path=/; SameSite=Lax');
    // What it writes, it reads back.
    expect(parsePreference(value)).toEqual({ kind: 'country', country: 'GB' });
  });
});

describe('GET /router_loc answers {country_code} (spec §7)', () => {
  it('reads the three countries, UK as GB, any case', () => {
    expect(parseRouterAnswer({ country_code: 'CA' })).toEqual({ ok: true, country: 'CA' });
    expect(parseRouterAnswer({ country_code: 'gb' })).toEqual({ ok: true, country: 'GB' });
    expect(parseRouterAnswer({ country_code: 'UK' })).toEqual({ ok: true, country: 'GB' });
    expect(parseRouterAnswer({ country_code: ' US ' })).toEqual({ ok: true, country: 'US' });
  });

  it('a country outside the three has no better page: null, not an error', () => {
    expect(parseRouterAnswer({ country_code: 'FR' })).toEqual({ ok: true, country: null });
  });

  it.each([
    [{}],
    [null],
    ['CA'],
    [{ country_code: 42 }],
    [{ country_code: '' }],
    [{ country_code: 'ZZ' }],
    [{ country_code: 'XX' }],
    [{ country_code: 'Canada' }],
    [{ country_code: '<b>' }],
  ])('%j is an error naming the answer', (data) => {
    const answer = parseRouterAnswer(data);
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.error).toMatch(/^\/router_loc answered (no country_code|an unknown country code)/);
  });
});

describe('matching the visitor to the alternates (spec §4 Locale)', () => {
  it('this page is the alternate that is this page, else its lang, else the United States (§9 default)', () => {
    expect(currentCountry(ALTERNATES, 'https://www.example.com/en-ca/math-tutors/?x=1', 'en')).toBe('CA');
    expect(currentCountry(ALTERNATES, 'https://www.example.com/other', 'en-GB')).toBe('GB');
    expect(currentCountry(ALTERNATES, 'https://www.example.com/other', 'fr')).toBe('US');
    expect(currentCountry([], 'https://www.example.com/', null)).toBe('US');
    expect(currentCountry([{ country: 'CA', url: 'https://www.example.com/' }], 'https://www.example.com/index.html', null)).toBe('CA');
  });

  it('a Canadian visitor on the US page is offered the Canadian page with the query string kept', () => {
    expect(suggestion('CA', ALTERNATES, `${US}?vtsource=email&q=a%20b#faq`)).toEqual({
      country: 'CA',
      url: 'https://www.example.com/en-ca/math-tutors?vtsource=email&q=a+b',
    });
  });

  it("nothing for a visitor of this page's country, a country without an alternate, or outside the three", () => {
    expect(suggestion('US', ALTERNATES, US)).toBeNull();
    expect(suggestion('CA', ALTERNATES, 'https://www.example.com/en-ca/math-tutors')).toBeNull();
    expect(suggestion('GB', ALTERNATES.slice(0, 2), US)).toBeNull();
    expect(suggestion(null, ALTERNATES, US)).toBeNull();
    expect(suggestion('CA', [], US)).toBeNull();
  });

  it('a US page known only by its lang offers the UK alternate', () => {
    expect(suggestion('GB', ALTERNATES.slice(1), US, 'en-US')).toEqual({ country: 'GB', url: 'https://www.example.com/en-gb/math-tutors' });
  });

  it("'No, stay here' stores the current page's locale only if it is a known alternate (§4)", () => {
    expect(dismissedLocale(ALTERNATES, `${US}/?vtsource=email#faq`)).toBe('US');
    expect(dismissedLocale(ALTERNATES, 'https://www.example.com/en-gb/math-tutors')).toBe('GB');
    // Known only by its lang, or by the default: nothing to store.
    expect(dismissedLocale(ALTERNATES.slice(1), US)).toBeNull();
    expect(dismissedLocale([], US)).toBeNull();
  });

  it("the alternate's own parameters win over the page's", () => {
    expect(targetUrl('https://www.example.com/en-ca/?lang=ca&a=1', 'https://www.example.com/?lang=us&b=2')).toBe(
      'https://www.example.com/en-ca/?lang=ca&a=1&b=2',
    );
  });
});

describe('the country picker (spec §2 footer country picker, §4 Locale)', () => {
  it('lists the countries with an alternate, in the spec order, and preselects the preference', () => {
    const { options, selected, current } = pickerOptions(ALTERNATES, `${US}?q=1`, 'en', { kind: 'country', country: 'GB' });
    expect(options).toEqual([
      { country: 'US', url: null },
      { country: 'CA', url: 'https://www.example.com/en-ca/math-tutors?q=1' },
      { country: 'GB', url: 'https://www.example.com/en-gb/math-tutors?q=1' },
    ]);
    expect(selected).toBe('GB');
    expect(current).toBe('US');
  });

  it('without a (listed) preference, preselects this page; with no alternates, lists only the United States', () => {
    expect(pickerOptions(ALTERNATES, 'https://www.example.com/en-ca/math-tutors', null, { kind: 'none' }).selected).toBe('CA');
    expect(pickerOptions(ALTERNATES.slice(0, 2), US, null, { kind: 'country', country: 'GB' }).selected).toBe('US');
    expect(pickerOptions([], US, null, { kind: 'malformed', value: '%' })).toEqual({
      options: [{ country: 'US', url: null }],
      selected: 'US',
      current: 'US',
    });
  });
});
