import { describe, expect, it } from 'vitest';
import type { PageSource } from './page';
import { pageRequestId, pageValue } from './page';
import { pageTimings, pageViewBody, urlWithoutHash, type PerformanceLike } from './page-view';

function source(tracking: Record<string, unknown> | null = null, metas: Record<string, string> = {}): PageSource {
  return { tracking, meta: (name) => metas[name] ?? null };
}

const BASE = {
  url: 'https://www.example.com/sat-tutors?vtsource=google#get-started/2',
  visitorId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  userAgent: 'Mozilla/5.0 Test',
  applicationTime: 412,
  firstContentfulPaintTime: 380,
};

describe('spec §3 Tracking (page view)', () => {
  it('defaults: divisionId VT::VT, cache none, the string undefined for missing page values; no optional ids', () => {
    expect(pageViewBody({ ...BASE, page: source() })).toEqual({
      url: 'https://www.example.com/sat-tutors?vtsource=google',
      visitorId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      divisionId: 'VT::VT',
      userAgent: 'Mozilla/5.0 Test',
      contentVersion: 'undefined',
      nspSlug: 'undefined',
      nspSlugType: 'undefined',
      cache: 'none',
      applicationTime: 412,
      firstContentfulPaintTime: 380,
    });
  });

  it('url without hash', () => {
    expect(urlWithoutHash('https://a.example/p?q=1#x')).toBe('https://a.example/p?q=1');
    expect(urlWithoutHash('https://a.example/p')).toBe('https://a.example/p');
  });

  it('every field from window.vtTracking; cache lowercased; optional ids and tests when present', () => {
    const page = source({
      nspSlug: 'sat',
      nspSlugType: 'subject',
      cache: 'HIT',
      clientUuid: 'c-1',
      entity: 'client',
      sessionId: 's-1',
      userId: 'u-1',
      experimentId: 'exp-7',
      variantId: 'b',
      contentVersion: 'page-version',
      divisionId: 'VT::UK',
    });
    expect(pageViewBody({ ...BASE, page })).toMatchObject({
      divisionId: 'VT::UK',
      contentVersion: 'page-version',
      nspSlug: 'sat',
      nspSlugType: 'subject',
      cache: 'hit',
      clientUuid: 'c-1',
      entity: 'client',
      sessionId: 's-1',
      userId: 'u-1',
      tests: { experimentId: 'exp-7', variantId: 'b' },
    });
  });

  it('settings (vt-division-id, vt-content-version) win over the page values', () => {
    const body = pageViewBody({
      ...BASE,
      divisionId: 'VT::CA',
      contentVersion: '2026.11',
      page: source({ divisionId: 'VT::UK', contentVersion: 'x' }),
    });
    expect([body.divisionId, body.contentVersion]).toEqual(['VT::CA', '2026.11']);
  });

  it('meta tags vt-{kebab-name} when window.vtTracking lacks a value', () => {
    const page = source(
      { nspSlug: 'sat' },
      { 'vt-nsp-slug': 'ignored', 'vt-nsp-slug-type': 'subject', 'vt-cache': 'MISS', 'vt-user-id': 'u-9' },
    );
    expect(pageViewBody({ ...BASE, page })).toMatchObject({ nspSlug: 'sat', nspSlugType: 'subject', cache: 'miss', userId: 'u-9' });
  });

  it('tests only when both experiment and variant exist', () => {
    expect(pageViewBody({ ...BASE, page: source({ experimentId: 'exp-7' }) }).tests).toBeUndefined();
    expect(pageViewBody({ ...BASE, page: source({ variantId: 'b' }) }).tests).toBeUndefined();
    expect(pageViewBody({ ...BASE, page: source({ experiment: 'exp-7', variant: 'a' }) }).tests).toEqual({
      experimentId: 'exp-7',
      variantId: 'a',
    });
  });

  it('ignores empty and object values of the page object', () => {
    const page = source({ userId: '', entity: { a: 1 }, sessionId: null });
    const body = pageViewBody({ ...BASE, page });
    expect(Object.keys(body)).not.toEqual(expect.arrayContaining(['userId']));
    expect(body).not.toHaveProperty('entity');
    expect(body).not.toHaveProperty('sessionId');
    expect(pageValue(page, 'userId')).toBeUndefined();
  });

  it('spec §3 Page event: pageRequestId defaults to the string undefined', () => {
    expect(pageRequestId(source())).toBe('undefined');
    expect(pageRequestId(source({ pageRequestId: 'req-1' }))).toBe('req-1');
  });
});

describe('page timings (Performance API)', () => {
  const perf = (entries: Record<string, { startTime: number }[]>, navigation: unknown[], now = 1234.6): PerformanceLike => ({
    now: () => now,
    getEntriesByName: (name) => entries[name] ?? [],
    getEntriesByType: (type) => (type === 'navigation' ? navigation : []),
  });

  it('firstContentfulPaintTime from the paint entry, applicationTime from domInteractive, rounded', () => {
    expect(pageTimings(perf({ 'first-contentful-paint': [{ startTime: 380.4 }] }, [{ domInteractive: 411.6 }]), source())).toEqual({
      applicationTime: 412,
      firstContentfulPaintTime: 380,
    });
  });

  it('without entries: performance.now() and null', () => {
    expect(pageTimings(perf({}, []), source())).toEqual({ applicationTime: 1235, firstContentfulPaintTime: null });
  });

  it("the page's own applicationTime wins", () => {
    expect(pageTimings(perf({}, [{ domInteractive: 411 }]), source({ applicationTime: '87' })).applicationTime).toBe(87);
  });

  it('no Performance API: both null', () => {
    expect(pageTimings(undefined, source())).toEqual({ applicationTime: null, firstContentfulPaintTime: null });
  });
});
