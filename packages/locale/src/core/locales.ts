/**
 * The locale rules (spec §4 Locale, §9 "Locales in suggestion: United States, Canada, United
 * Kingdom (English). Default country US", preferred_locale about 1 year). Pure: no DOM, no cookie
 * jar; the elements feed in the page's alternates, its URL, the cookie and /router_loc's answer.
 */

export type Country = 'US' | 'CA' | 'GB';

/** In the order the country picker lists them. */
export const COUNTRIES: readonly Country[] = ['US', 'CA', 'GB'];
export const DEFAULT_COUNTRY: Country = 'US';

/** The `preferred_locale` cookie's value for each country: its hreflang, lowercased. */
export const LOCALES: Record<Country, string> = { US: 'en-us', CA: 'en-ca', GB: 'en-gb' };

export const PREFERRED_LOCALE_COOKIE = 'preferred_locale';
/** Spec §9 "about 1 year": 365 days, in seconds. */
export const PREFERRED_LOCALE_MAX_AGE = 31_536_000;

/** A language tag as hreflang and the cookie carry it: `en-CA`, `en_ca`, `EN-GB`, `zh-Hant-TW`, `x-default`. */
const TAG = /^[a-z]{1,8}(?:[-_][a-z0-9]{1,8})*$/i;

/**
 * The known country of an English locale tag (`en-ca` → CA; `en-uk`, a common mistake for
 * `en-gb`, too), null for any other tag (x-default, fr-ca, en, de). Not a tag at all: undefined.
 */
export function countryOfLocale(value: string | null | undefined): Country | null | undefined {
  const text = (value ?? '').trim();
  if (!TAG.test(text)) return undefined;
  const [language, ...subtags] = text.toUpperCase().split(/[-_]/);
  if (language !== 'EN') return null;
  // The region is the first two-letter subtag (a script, like Latn, has four).
  const region = subtags.find((subtag) => /^[A-Z]{2}$/.test(subtag));
  const country = region === 'UK' ? 'GB' : region;
  return COUNTRIES.includes(country as Country) ? (country as Country) : null;
}

export type Preference =
  | { kind: 'none' }
  /** A known locale: it preselects the picker. */
  | { kind: 'country'; country: Country }
  /** A locale of another site (fr-ca): it still decides (nothing is asked), it preselects nothing. */
  | { kind: 'other'; value: string }
  /** Not a locale: reported; nothing is asked either (the visitor has chosen something). */
  | { kind: 'malformed'; value: string };

/** Spec §4: the `preferred_locale` cookie, if set, decides. */
export function parsePreference(raw: string | null | undefined): Preference {
  if (raw === null || raw === undefined || raw.trim() === '') return { kind: 'none' };
  const country = countryOfLocale(raw);
  if (country) return { kind: 'country', country };
  return country === null ? { kind: 'other', value: raw } : { kind: 'malformed', value: raw };
}

/** Country codes geolocation services send for "no country" (Cloudflare XX and T1 for Tor, ZZ). */
const NO_COUNTRY = new Set(['XX', 'ZZ', 'T1', 'A1', 'A2', 'O1']);

export type RouterAnswer = { ok: true; country: Country | null } | { ok: false; error: string };

/**
 * `GET /router_loc` answers `{country_code}` (spec §7). A well-formed code of a country outside
 * the three is `country: null`: there is no better page to offer. A missing, malformed or unknown
 * code is an error (reported; nothing shows).
 */
export function parseRouterAnswer(data: unknown): RouterAnswer {
  const code = (data as { country_code?: unknown } | null)?.country_code;
  if (typeof code !== 'string')
    return { ok: false, error: `/router_loc answered no country_code (${JSON.stringify(data)?.slice(0, 100)})` };
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z][A-Z0-9]$/.test(upper) || NO_COUNTRY.has(upper))
    return { ok: false, error: `/router_loc answered an unknown country code ${JSON.stringify(code.slice(0, 20))}` };
  const country = upper === 'UK' ? 'GB' : upper;
  return { ok: true, country: COUNTRIES.includes(country as Country) ? (country as Country) : null };
}

/** An alternate-language page (`<link rel="alternate" hreflang href>`), its URL already through the URL policy. */
export interface Alternate {
  country: Country;
  url: string;
}

/** `/en-ca/` and `/en-ca` are one page; so are `/` and `/index.html`. */
function samePage(a: string, b: string): boolean {
  const key = (href: string) => {
    const url = new URL(href);
    return url.origin + url.pathname.replace(/\/index\.html?$/, '/').replace(/\/$/, '');
  };
  return key(a) === key(b);
}

/**
 * The country of the page the visitor is on: the alternate that is this page; else its `lang`
 * when that is a known locale; else the default, the United States (spec §9).
 */
export function currentCountry(alternates: readonly Alternate[], pageUrl: string, lang: string | null | undefined): Country {
  return alternates.find((a) => samePage(a.url, pageUrl))?.country ?? countryOfLocale(lang) ?? DEFAULT_COUNTRY;
}

/**
 * Spec §4: dismissing the suggestion ('No, stay here') stores the current page's locale only if it
 * is a known alternate: the page lists itself among its alternates. A country only inferred from
 * the page's lang or the default is no choice of the visitor's to remember: null, nothing stored.
 */
export function dismissedLocale(alternates: readonly Alternate[], pageUrl: string): Country | null {
  return alternates.find((a) => samePage(a.url, pageUrl))?.country ?? null;
}

/** The page to go to: the alternate, carrying the current page's query string (its own parameters win). */
export function targetUrl(alternate: string, pageUrl: string): string {
  const url = new URL(alternate);
  for (const [key, value] of new URL(pageUrl).searchParams) if (!url.searchParams.has(key)) url.searchParams.append(key, value);
  return url.href;
}

export interface Suggestion {
  country: Country;
  url: string;
}

/**
 * Spec §4: offer the visitor's country's page when the page has an alternate for it and it is not
 * this page. Null otherwise (same country, no such alternate, a country outside the three).
 */
export function suggestion(
  visitor: Country | null,
  alternates: readonly Alternate[],
  pageUrl: string,
  lang?: string | null,
): Suggestion | null {
  if (!visitor || visitor === currentCountry(alternates, pageUrl, lang)) return null;
  const alternate = alternates.find((a) => a.country === visitor);
  if (!alternate || samePage(alternate.url, pageUrl)) return null;
  return { country: visitor, url: targetUrl(alternate.url, pageUrl) };
}

/** The cookie's value and lifetime for a choice (SameSite Lax, path /, Secure on https pages). */
export function preferenceCookie(country: Country, secure: boolean) {
  return {
    name: PREFERRED_LOCALE_COOKIE,
    value: LOCALES[country],
    options: { maxAge: PREFERRED_LOCALE_MAX_AGE, path: '/', sameSite: 'Lax' as const, secure },
  };
}

/**
 * The country picker's options: each known country with an alternate, or that is this page, in
 * the spec's order; the preselected one is the preference when listed, else this page's country.
 */
export function pickerOptions(alternates: readonly Alternate[], pageUrl: string, lang: string | null | undefined, preference: Preference) {
  const current = currentCountry(alternates, pageUrl, lang);
  const options = COUNTRIES.filter((c) => c === current || alternates.some((a) => a.country === c)).map((country) => ({
    country,
    url: country === current ? null : targetUrl(alternates.find((a) => a.country === country)!.url, pageUrl),
  }));
  const preferred = preference.kind === 'country' && options.some((o) => o.country === preference.country) ? preference.country : current;
  return { options, selected: preferred, current };
}
