import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { addAnalyticsDestination, addErrorReporter, track } from '@vt-elements/core';
import { resetAnalytics } from '@vt-elements/core/testing';
import { createActionTracker, type TrackerEnvironment } from './tracker';

let reports: string[];
let removeReporter: () => void;
beforeEach(() => {
  reports = [];
  removeReporter = addErrorReporter((error) => reports.push(error.message));
  resetAnalytics();
  (globalThis as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => {
  removeReporter();
  resetAnalytics();
  delete (globalThis as { dataLayer?: unknown[] }).dataLayer;
  vi.restoreAllMocks();
});

function environment(tracking: Record<string, unknown> | null = null) {
  const sent: { url: string; headers: unknown; body: { eventName: string; properties: Record<string, unknown> } }[] = [];
  const env: TrackerEnvironment = {
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch,
    page: { tracking, meta: () => null },
    url: () => 'https://www.example.com/sat-tutors?vtsource=google#get-started/1',
    visitorId: () => 'v-1',
    userAgent: 'UA',
    viewport: () => ({ height: 720, width: 1280 }),
    performance: { now: () => 500, getEntriesByName: () => [{ startTime: 321 }], getEntriesByType: () => [] },
  };
  return { env, sent };
}

const SETTINGS = {
  endpoint: 'https://www.example.com/__tracker/actions',
  applicationId: 'vt-web',
  divisionId: 'VT::VT',
  contentVersion: '42',
};

describe('the action tracker', () => {
  it('sends the page view once, at start, with the §3 fields', async () => {
    const { env, sent } = environment({ nspSlug: 'sat', nspSlugType: 'subject' });
    const tracker = createActionTracker(SETTINGS, env);
    await expect(tracker.pageView).resolves.toBe(true);
    expect(sent).toEqual([
      {
        url: SETTINGS.endpoint,
        headers: { 'Content-Type': 'application/json', 'application-id': 'vt-web' },
        body: {
          eventName: 'page_view',
          properties: {
            url: 'https://www.example.com/sat-tutors?vtsource=google',
            visitorId: 'v-1',
            divisionId: 'VT::VT',
            userAgent: 'UA',
            contentVersion: '42',
            nspSlug: 'sat',
            nspSlugType: 'subject',
            cache: 'none',
            applicationTime: 500,
            firstContentfulPaintTime: 321,
          },
          timestamp: expect.any(String),
        },
      },
    ]);
  });

  it('as a core destination: events tracked before it registered arrive in order, then live ones', async () => {
    const { env, sent } = environment({ pageRequestId: 'req-9' });
    track('lead_form_start', { form_id: 'home-hero', leadform: 'home-hero' });
    track('scroll_depth', { percentage: 42.5 });
    const tracker = createActionTracker(SETTINGS, env);
    addAnalyticsDestination(tracker.destination);
    track('cta_click', { customEventData: { action: 'cta_click', category: 'atlas', label: '', value: '' } });
    await vi.waitFor(() => expect(sent).toHaveLength(4));
    expect(sent.map((s) => s.body.eventName)).toEqual(['page_view', 'lead_form_start', 'scroll_depth', 'cta_click']);
    expect(sent[2]!.body.properties).toMatchObject({
      percentage: 42.5,
      pageRequestId: 'req-9',
      applicationId: 'vt-web',
      window: { height: 720, width: 1280, visibleElements: [] },
    });
  });

  it('stop(): later events are not sent', async () => {
    const { env, sent } = environment();
    const tracker = createActionTracker(SETTINGS, env);
    tracker.stop();
    tracker.destination.track({ event: 'x', properties: {}, timestamp: 0 });
    await tracker.pageView;
    expect(sent.map((s) => s.body.eventName)).toEqual(['page_view']);
  });

  it.each([
    [{ ...SETTINGS, endpoint: '' }, 'endpoint not set'],
    [{ ...SETTINGS, applicationId: '' }, 'applicationId not set'],
  ])('spec §8: %j is reported once and nothing is sent', async (settings, message) => {
    expectConsoleError(`[vt-elements] action-tracker: ${message}`);
    const { env, sent } = environment();
    const tracker = createActionTracker(settings, env);
    tracker.destination.track({ event: 'x', properties: {}, timestamp: 0 });
    tracker.destination.track({ event: 'y', properties: {}, timestamp: 0 });
    await expect(tracker.pageView).resolves.toBe(false);
    expect(sent).toEqual([]);
    expect(reports).toEqual([message]);
  });
});
