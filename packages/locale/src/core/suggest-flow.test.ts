import { describe, expect, it } from 'vitest';
import { getCookie, serializeCookie } from '@vt-elements/core';
import { parsePreference, preferenceCookie, PREFERRED_LOCALE_COOKIE, type Alternate } from './locales';
import { suggestFlow, type SuggestPage } from './suggest-flow';

const PAGE = 'https://www.example.com/math-tutors?vtsource=email';
const ROUTER = 'https://www.example.com/router_loc';
const ALTERNATES: Alternate[] = [
  { country: 'US', url: 'https://www.example.com/math-tutors' },
  { country: 'CA', url: 'https://www.example.com/en-ca/math-tutors' },
  { country: 'GB', url: 'https://www.example.com/en-gb/math-tutors' },
];

/**
 * A page for the flow: a cookie jar (the real `preferred_locale` cookie, read and written with the
 * core's cookie helpers), /router_loc answering `answer` (or failing with it), and a log of what
 * the flow read and did, in order.
 */
function page(options: {
  cookie?: string;
  alternates?: Alternate[];
  lang?: string;
  answer?: unknown;
  routerUrl?: string | null;
  free?: boolean;
}) {
  const jar = { cookie: options.cookie ?? '' };
  const log: string[] = [];
  const reports: string[] = [];
  const cookies: string[] = [];
  const facts: SuggestPage = {
    url: PAGE,
    lang: options.lang ?? 'en',
    preference: () => (log.push('preference'), parsePreference(getCookie(PREFERRED_LOCALE_COOKIE, jar))),
    alternates: () => (log.push('alternates'), options.alternates ?? ALTERNATES),
    routerUrl: () => (log.push('routerUrl'), options.routerUrl === undefined ? ROUTER : options.routerUrl),
    fetch: async (url) => {
      log.push(`fetch ${url}`);
      if (options.answer instanceof Error) throw options.answer;
      return { data: options.answer };
    },
    report: (message) => void reports.push(message),
    free: async () => (log.push('free'), options.free ?? true),
    store: (country) => {
      const { name, value, options: attributes } = preferenceCookie(country, true);
      cookies.push(serializeCookie(name, value, attributes));
    },
  };
  return { facts, jar, log, reports, cookies };
}

describe('the country suggestion (spec §4 Locale, §7 GET /router_loc, §9)', () => {
  it.each(['preferred_locale=en-gb', 'preferred_locale=fr-ca', 'preferred_locale=%%%'])(
    'a visitor who has chosen (%s) is never asked: no alternates read, no call',
    async (cookie) => {
      const p = page({ cookie, answer: { country_code: 'CA' } });
      expect(await suggestFlow(p.facts)).toBeNull();
      expect(p.log).toEqual(['preference']);
      expect(p.reports).toEqual([]);
    },
  );

  it('a page without alternates to offer asks nothing and calls nothing', async () => {
    const p = page({ alternates: [ALTERNATES[0]!], answer: { country_code: 'CA' } });
    expect(await suggestFlow(p.facts)).toBeNull();
    expect(p.log).toEqual(['preference', 'alternates']);
  });

  it('a refused data-router-url (reported by the URL policy) makes no call', async () => {
    const p = page({ routerUrl: null, answer: { country_code: 'CA' } });
    expect(await suggestFlow(p.facts)).toBeNull();
    expect(p.log).toEqual(['preference', 'alternates', 'routerUrl']);
    expect(p.reports).toEqual([]);
  });

  it.each([
    [new Error('HTTP status 500'), `Country detection failed (${ROUTER}): HTTP status 500`],
    [
      new Error(`Request timed out after 10000 ms: ${ROUTER}`),
      `Country detection failed (${ROUTER}): Request timed out after 10000 ms: ${ROUTER}`,
    ],
    [{ country_code: 'ZZ' }, '/router_loc answered an unknown country code "ZZ"'],
    [{}, '/router_loc answered no country_code ({})'],
    [null, '/router_loc answered no country_code (null)'],
  ])('a failing /router_loc (%o) is reported and nothing shows', async (answer, message) => {
    const p = page({ answer });
    expect(await suggestFlow(p.facts)).toBeNull();
    expect(p.reports).toEqual([message]);
    expect(p.log).toEqual(['preference', 'alternates', 'routerUrl', `fetch ${ROUTER}`]);
    expect(p.cookies).toEqual([]);
  });

  it.each([
    ["the visitor is from this page's country", 'US'],
    ['the country is outside the three', 'FR'],
  ])('nothing is suggested when %s, and nothing is reported', async (_, code) => {
    const p = page({ answer: { country_code: code } });
    expect(await suggestFlow(p.facts)).toBeNull();
    expect(p.reports).toEqual([]);
    expect(p.log).not.toContain('free');
  });

  it('a Canadian visitor on the US page is offered the CA page with the query string, once no other modal is open', async () => {
    const p = page({ answer: { country_code: 'CA' } });
    const ask = await suggestFlow(p.facts);
    expect(ask?.offer).toEqual({ country: 'CA', url: 'https://www.example.com/en-ca/math-tutors?vtsource=email' });
    // The cookie is read again after the wait: the picker may have been used meanwhile.
    expect(p.log).toEqual(['preference', 'alternates', 'routerUrl', `fetch ${ROUTER}`, 'free', 'preference']);
    expect(p.cookies).toEqual([]);
  });

  it("'Yes' stores the visitor's country for about a year and goes to its page", async () => {
    const p = page({ answer: { country_code: 'CA' } });
    const ask = await suggestFlow(p.facts);
    expect(ask!.answer(true)).toEqual({ country: 'CA', url: 'https://www.example.com/en-ca/math-tutors?vtsource=email' });
    expect(p.cookies).toEqual(['preferred_locale=en-ca; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
  });

  it("'No, stay here' stores this page's locale when the page is one of its alternates, and stays", async () => {
    const p = page({ answer: { country_code: 'GB' } });
    const ask = await suggestFlow(p.facts);
    expect(ask!.offer.country).toBe('GB');
    expect(ask!.answer(false)).toEqual({ country: 'US', url: null });
    expect(p.cookies).toEqual(['preferred_locale=en-us; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
  });

  it("'No, stay here' on a page that does not list itself stores nothing (its country is only its lang)", async () => {
    const p = page({ alternates: ALTERNATES.slice(1), lang: 'en-GB', answer: { country_code: 'CA' } });
    const ask = await suggestFlow(p.facts);
    expect(ask!.answer(false)).toEqual({ country: 'GB', url: null });
    expect(p.cookies).toEqual([]);
  });

  it('nothing is asked when the element was removed while another modal was open', async () => {
    const p = page({ answer: { country_code: 'CA' }, free: false });
    expect(await suggestFlow(p.facts)).toBeNull();
    expect(p.log.at(-1)).toBe('free');
  });

  it('nothing is asked when the visitor chose a country meanwhile (the country picker)', async () => {
    const p = page({ answer: { country_code: 'CA' } });
    p.facts.free = async () => ((p.jar.cookie = 'preferred_locale=en-gb'), true);
    expect(await suggestFlow(p.facts)).toBeNull();
    expect(p.cookies).toEqual([]);
  });
});
