import { getCookie, setCookie, type CookieJar } from './cookies';
import { readMeta } from './meta';
import { randomUuid } from './uuid';

/** Spec §9: the visitor-id cookie lives 2,592,000 s (30 days), SameSite Lax, Secure, path /. */
export const VISITOR_COOKIE = 'visitor-id';
export const VISITOR_COOKIE_MAX_AGE = 2_592_000;

/** The page's performance monitor (New Relic's browser agent API). */
export interface PerformanceMonitor {
  addPageAction(name: string, attributes?: Record<string, unknown>): void;
}

export interface VisitorSources {
  doc?: Document;
  jar?: CookieJar;
  monitor?: PerformanceMonitor | undefined;
  generate?: () => string;
}

let cached: string | null = null;

/**
 * Spec §1: the visitor id comes from the `visitor-id` cookie, else `<meta name="visitor-id">`
 * (§3: the tracking context's visitor_id is "from the cookie", so the cookie wins where both
 * exist, and every payload names the same visitor); else a new UUID is generated, stored in the
 * cookie and a `missing-visitor-id` page action is sent to the page's performance monitor, when
 * it has one.
 */
export function resolveVisitorId(sources: VisitorSources = {}): string {
  const doc = sources.doc ?? globalThis.document;
  const jar = sources.jar ?? doc;
  const fromCookie = getCookie(VISITOR_COOKIE, jar);
  if (fromCookie) return fromCookie;
  const fromMeta = readMeta('visitor-id', doc);
  if (fromMeta) return fromMeta;
  const id = (sources.generate ?? randomUuid)();
  setCookie(VISITOR_COOKIE, id, { maxAge: VISITOR_COOKIE_MAX_AGE, sameSite: 'Lax', secure: true, path: '/' }, jar);
  const monitor = sources.monitor ?? (globalThis as { newrelic?: PerformanceMonitor }).newrelic;
  try {
    monitor?.addPageAction('missing-visitor-id', { visitorId: id });
  } catch {
    /* the monitor is optional and must not break the page */
  }
  return id;
}

/** The page's visitor id, resolved once per page so every element agrees on it. */
export function visitorId(): string {
  cached ??= resolveVisitorId();
  return cached;
}
