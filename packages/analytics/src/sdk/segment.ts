/**
 * The analytics SDK (@segment/analytics-next 1.81.0, pinned: spec §8 and §9 are its numbers),
 * loaded by `<vt-analytics>` as its own chunk after the first paint. Batching, retries, the queue
 * and flushing when the page is hidden are the SDK's (spec §4, §8, §9): a batch answered 500 or
 * above is retried, a 429 after its `x-ratelimit-reset` seconds, else after the batch timeout
 * (5 s); see the package README for what 1.81.0 does beyond the spec.
 */
import { AnalyticsBrowser } from '@segment/analytics-next';
import { addAnalyticsDestination } from '@vt-elements/core';
import type { AnalyticsSettings } from '../core/settings';
import { segmentDestination } from '../core/segment-destination';
import { pageEventProperties } from '../dom/segment-destination';

/**
 * Spec §9: 10 events a batch, flushed after 5000 ms at the latest, at most 10 retries. The SDK's
 * batching also waits `timeout` before retrying a failed batch, which is spec §8's 5 s for a 429
 * without `x-ratelimit-reset`.
 */
export const SEGMENT_BATCH = { size: 10, timeout: 5000, maxRetries: 10 } as const;
/** Spec §9: the analytics cookie lives 365 days, SameSite Lax. */
export const SEGMENT_COOKIE = { maxage: 365, sameSite: 'Lax' } as const;

/** `https://api.example.com/v1` → the SDK's apiHost (`api.example.com/v1`) and protocol. */
export function segmentApiHost(value: string | null): { apiHost: string; protocol: 'http' | 'https' } | null {
  if (!value) return null;
  const match = /^(https?):\/\/(.+?)\/*$/.exec(value);
  return match ? { protocol: match[1] as 'http' | 'https', apiHost: match[2]! } : null;
}

/** Starts Segment; resolves with what identifies the user again (a new data-user-id after start, issue 39). */
export async function startSegment(settings: AnalyticsSettings, doc: Document = document): Promise<(userId: string) => void> {
  const [analytics] = await AnalyticsBrowser.load(
    { writeKey: settings.segmentWriteKey!, ...(settings.segmentCdn ? { cdnURL: settings.segmentCdn.replace(/\/+$/, '') } : {}) },
    {
      integrations: {
        'Segment.io': {
          deliveryStrategy: { strategy: 'batching', config: { ...SEGMENT_BATCH } },
          ...segmentApiHost(settings.segmentApiHost),
        },
      },
      cookie: { ...SEGMENT_COOKIE },
    },
  );
  addAnalyticsDestination(
    segmentDestination(analytics, {
      scroll: settings.segmentScroll,
      userId: settings.userId,
      page: pageEventProperties(doc, settings),
    }),
  );
  // A failure there is the SDK's to retry, never an unhandled rejection.
  return (userId) => void analytics.identify(userId).catch(() => {});
}
