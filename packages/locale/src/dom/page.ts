import { getCookie, reportOnce, safeUrl, setCookie } from '@vt-elements/core';
import {
  countryOfLocale,
  parsePreference,
  preferenceCookie,
  PREFERRED_LOCALE_COOKIE,
  type Alternate,
  type Country,
  type Preference,
} from '../core/locales';
import type { LocaleChangeDetail } from '../events';

/**
 * What the locale elements read from and write to the page: its alternates, the
 * `preferred_locale` cookie, its URL. Each problem is reported once per page (core reportOnce).
 */

/**
 * The page's `<link rel="alternate" hreflang href>` for the three known countries (others, and
 * x-default, are left alone), then any `a[hreflang]` link inside `within` (the picker's no-JS
 * links). Only URLs the core's URL policy allows count (same site, or a host the page lists;
 * http(s) only); a refused one is reported. The first of each country wins.
 */
export function pageAlternates(source: string, doc: Document = document, within?: Element): Alternate[] {
  // The head's links are read once per page (per set of links): both elements use them, and each
  // refusal is reported once.
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel~="alternate" i][hreflang]')];
  const key = JSON.stringify(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  let head = headAlternates.get(key);
  if (!head) headAlternates.set(key, (head = readAlternates(source, links, [])));
  return within ? readAlternates(source, within.querySelectorAll('a[hreflang][href]'), head) : head;
}

const headAlternates = new Map<string, Alternate[]>();

function readAlternates(source: string, links: Iterable<HTMLLinkElement | HTMLAnchorElement>, known: Alternate[]): Alternate[] {
  const found = [...known];
  for (const link of links) {
    const hreflang = link.getAttribute('hreflang');
    const country = countryOfLocale(hreflang);
    if (country === undefined)
      reportOnce(`<${link.localName} hreflang=${JSON.stringify(hreflang)}> is not a language tag: ignored`, { source });
    if (!country || found.some((a) => a.country === country)) continue;
    const url = safeUrl(link.getAttribute('href'), { source, what: `<${link.localName} rel="alternate" hreflang="${hreflang}"> href` });
    if (url) found.push({ country, url });
  }
  return found;
}

/** The `preferred_locale` cookie; a malformed one is reported. */
export function readPreference(source: string, doc: Document = document): Preference {
  const raw = getCookie(PREFERRED_LOCALE_COOKIE, doc);
  const preference = parsePreference(raw);
  if (preference.kind === 'malformed')
    reportOnce(`The ${PREFERRED_LOCALE_COOKIE} cookie ${JSON.stringify(String(raw).slice(0, 50))} is not a locale: ignored`, { source });
  return preference;
}

/** Stores the choice for about a year (spec §9). */
export function storePreference(country: Country, doc: Document = document): void {
  const { name, value, options } = preferenceCookie(country, doc.location?.protocol === 'https:');
  setCookie(name, value, options, doc);
}

/** The page's language (the core's: the closest `lang` around the element): its country and its texts' language. */
export { pageLang } from '@vt-elements/core';

/**
 * Goes to `url` after a cancelable `vt-locale-change` event on `host`: an SPA can route itself
 * (preventDefault) and tests can watch.
 */
export function navigate(host: Element, country: Country, url: string | null): void {
  const go = host.dispatchEvent(
    new CustomEvent<LocaleChangeDetail>('vt-locale-change', { detail: { country, url }, bubbles: true, composed: true, cancelable: true }),
  );
  if (go && url) host.ownerDocument.defaultView?.location.assign(url);
}
