import type { PageSource } from './page';
import { pageValue } from './page';

/** Spec §3 Tracking (page view). */
export interface PageViewBody {
  url: string;
  visitorId: string;
  divisionId: string;
  userAgent: string;
  contentVersion: string;
  nspSlug: string;
  nspSlugType: string;
  cache: string;
  applicationTime: number | null;
  firstContentfulPaintTime: number | null;
  clientUuid?: string;
  entity?: string;
  sessionId?: string;
  userId?: string;
  tests?: { experimentId: string; variantId: string };
}

export const DEFAULT_DIVISION_ID = 'VT::VT';
export const DEFAULT_CACHE = 'none';
/** What the original page view sent for a value the page lacks (the value through a template string). */
export const MISSING = 'undefined';

export interface PageViewInputs {
  /** The page URL; the hash is dropped. */
  url: string;
  visitorId: string;
  userAgent: string;
  /** `<vt-analytics>` settings (data attribute or meta tag), over the page's own values. */
  divisionId?: string | undefined;
  contentVersion?: string | undefined;
  page: PageSource;
  /** ms from navigation start until the page's application started (see pageTimings). */
  applicationTime: number | null;
  firstContentfulPaintTime: number | null;
}

export function urlWithoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/** Builds the spec §3 page view body from what the page holds. */
export function pageViewBody(inputs: PageViewInputs): PageViewBody {
  const { page } = inputs;
  const body: PageViewBody = {
    url: urlWithoutHash(inputs.url),
    visitorId: inputs.visitorId,
    divisionId: inputs.divisionId?.trim() || pageValue(page, 'divisionId') || DEFAULT_DIVISION_ID,
    userAgent: inputs.userAgent,
    contentVersion: inputs.contentVersion?.trim() || pageValue(page, 'contentVersion') || MISSING,
    nspSlug: pageValue(page, 'nspSlug') ?? MISSING,
    nspSlugType: pageValue(page, 'nspSlugType') ?? MISSING,
    cache: (pageValue(page, 'cache') ?? DEFAULT_CACHE).toLowerCase(),
    applicationTime: inputs.applicationTime,
    firstContentfulPaintTime: inputs.firstContentfulPaintTime,
  };
  for (const name of ['clientUuid', 'entity', 'sessionId', 'userId'] as const) {
    const value = pageValue(page, name);
    if (value !== undefined) body[name] = value;
  }
  const experimentId = pageValue(page, 'experimentId', 'experiment');
  const variantId = pageValue(page, 'variantId', 'variant');
  if (experimentId && variantId) body.tests = { experimentId, variantId };
  return body;
}

/** The subset of the Performance API the timings need. */
export interface PerformanceLike {
  now(): number;
  getEntriesByName(name: string): { startTime: number }[];
  getEntriesByType(type: string): unknown[];
}

/**
 * Timings from the Performance API, rounded to whole ms; null where the browser has none.
 * - firstContentfulPaintTime: the `first-contentful-paint` paint entry's startTime.
 * - applicationTime: the page's own `vtTracking.applicationTime` (e.g. the server's render time)
 *   when given, else when the page became interactive to its scripts (the navigation entry's
 *   `domInteractive`), else `performance.now()` when the tracker starts.
 */
export function pageTimings(
  perf: PerformanceLike | undefined,
  page: PageSource,
): { applicationTime: number | null; firstContentfulPaintTime: number | null } {
  const own = Number(pageValue(page, 'applicationTime'));
  let applicationTime: number | null = Number.isFinite(own) && pageValue(page, 'applicationTime') !== undefined ? Math.round(own) : null;
  let firstContentfulPaintTime: number | null = null;
  if (perf) {
    try {
      const paint = perf.getEntriesByName('first-contentful-paint')[0];
      if (paint) firstContentfulPaintTime = Math.round(paint.startTime);
      if (applicationTime === null) {
        const navigation = perf.getEntriesByType('navigation')[0] as { domInteractive?: number } | undefined;
        applicationTime = Math.round(navigation?.domInteractive || perf.now());
      }
    } catch {
      /* a page without the Performance API's entries */
    }
  }
  return { applicationTime, firstContentfulPaintTime };
}
