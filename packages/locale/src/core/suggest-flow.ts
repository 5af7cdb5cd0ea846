/**
 * The country suggestion's flow (spec §4 Locale, §7 GET /router_loc): whether to ask and what to
 * offer, what is reported, what each answer stores. Plain TypeScript: the page (its cookie,
 * alternates, the call, the wait for other modals) comes in as a `SuggestPage`, and each of its
 * readers runs only when the flow gets there (a refused alternate or router URL is reported then).
 */
import {
  currentCountry,
  dismissedLocale,
  parseRouterAnswer,
  suggestion,
  type Alternate,
  type Country,
  type Preference,
  type Suggestion,
} from './locales';
import type { LocaleChangeDetail } from '../events';

export interface SuggestPage {
  /** This page's URL. */
  url: string;
  /** Its language: its country when it lists no alternate for itself. */
  lang: string;
  /** The `preferred_locale` cookie: read first, and again just before asking (the picker may have been used meanwhile). */
  preference(): Preference;
  /** The page's alternates. */
  alternates(): readonly Alternate[];
  /** data-router-url through the URL policy; null when refused (the policy reports it). */
  routerUrl(): string | null;
  /** GET /router_loc: its JSON, or it throws (HTTP error, not JSON, time-out). */
  fetch(url: string): Promise<{ data: unknown }>;
  /** Reports a problem (once a page). */
  report(message: string): void;
  /** Resolves when no other modal is open, with whether the element is still in the page. */
  free(): Promise<boolean>;
  /** Stores the `preferred_locale` cookie. */
  store(country: Country): void;
}

export interface SuggestAsk {
  /** The country offered and its page. */
  offer: Suggestion;
  /** Stores the visitor's answer (true: 'Yes') and gives the `vt-locale-change` it announces. */
  answer(yes: boolean): LocaleChangeDetail;
}

/** Resolves with what to ask, or null when nothing is asked. */
export async function suggestFlow(page: SuggestPage): Promise<SuggestAsk | null> {
  if (page.preference().kind !== 'none') return null;
  const alternates = page.alternates();
  const current = currentCountry(alternates, page.url, page.lang);
  // Never on a page without alternates to offer: no call at all.
  if (!alternates.some((a) => a.country !== current)) return null;
  const routerUrl = page.routerUrl();
  if (!routerUrl) return null;
  let data: unknown;
  try {
    ({ data } = await page.fetch(routerUrl));
  } catch (error) {
    page.report(`Country detection failed (${routerUrl}): ${(error as Error).message}`);
    return null;
  }
  const answer = parseRouterAnswer(data);
  if (!answer.ok) {
    page.report(answer.error);
    return null;
  }
  const offer = suggestion(answer.country, alternates, page.url, page.lang);
  // Asked once no other modal is open: not when removed meanwhile, nor when chosen meanwhile (the
  // country picker: that decides).
  if (!offer || !(await page.free()) || page.preference().kind !== 'none') return null;
  // 'No, stay here' (Escape, a script closing it) stores this page's locale only when the page is
  // one of its alternates (spec §4), so the visitor is not asked again.
  const stay = dismissedLocale(alternates, page.url);
  return {
    offer,
    answer: (yes) => {
      const chosen = yes ? offer.country : stay;
      if (chosen) page.store(chosen);
      return yes ? offer : { country: current, url: null };
    },
  };
}
