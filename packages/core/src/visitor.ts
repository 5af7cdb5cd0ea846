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
 * Spec §1 and the contract's "Page-level inputs": the visitor id is `<meta name="visitor-id">`
 * (the server's id for this page view), else the `visitor-id` cookie, else a new UUID, with a
 * `missing-visitor-id` page action sent to the page's performance monitor, when it has one. The
 * id is stored in the cookie when the cookie holds another (or none), so §3's tracking context
 * visitor_id "from the cookie" names the same visitor as every payload, the cart's owner and the
 * flag context.
 */
export function resolveVisitorId(sources: VisitorSources = {}): string {
  const doc = sources.doc ?? globalThis.document;
  const jar = sources.jar ?? doc;
  const fromMeta = readMeta('visitor-id', doc);
  const fromCookie = getCookie(VISITOR_COOKIE, jar);
  const id = fromMeta || fromCookie || (sources.generate ?? randomUuid)();
  if (id !== fromCookie) setCookie(VISITOR_COOKIE, id, { maxAge: VISITOR_COOKIE_MAX_AGE, sameSite: 'Lax', secure: true, path: '/' }, jar);
  if (fromMeta || fromCookie) return id;
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
