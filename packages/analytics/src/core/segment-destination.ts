import type { AnalyticsDestination, TrackedEvent } from '@vt-elements/core';

/** What the destination needs of the Segment SDK's `Analytics` (a fake in the unit tests). */
export interface SegmentClient {
  track(event: string, properties?: object, options?: object): unknown;
  page(properties: object, options?: object): unknown;
  identify(userId: string, traits?: object): unknown;
}

/** Spec §3 Page event. */
export interface PageEventProperties {
  path: string;
  title: string;
  referrer: string;
  search: string;
  application: string | null;
  pageRequestId: string;
}

/** The scroll-depth event's name (the tracker's startPageTracking tracks it through the core). */
export const SCROLL_DEPTH_EVENT = 'scroll_depth';

/** What the §3 Page event takes of the page (dom/segment-destination.ts reads it). */
export type PageFields = Pick<PageEventProperties, 'path' | 'title' | 'referrer' | 'search'>;

/** The §3 Page event: the page's fields, then its application and request id (the string 'undefined' when unknown). */
export function pageEvent(page: PageFields, settings: { applicationId: string | null; pageRequestId: string }): PageEventProperties {
  return { ...page, application: settings.applicationId, pageRequestId: settings.pageRequestId || 'undefined' };
}

/**
 * The SDK's calls return promises; a failure there is the SDK's to retry, never an unhandled
 * rejection. Returns the promise with its failure handled (undefined when the SDK gave none).
 */
function settle(result: unknown): Promise<unknown> | undefined {
  if (result && typeof (result as Promise<unknown>).then === 'function') return (result as Promise<unknown>).then(undefined, () => {});
  return undefined;
}

/**
 * Sends the Page event (and identifies a known user), then forwards every core `track()` event
 * with the time it was tracked. Scroll-depth events are skipped unless `scroll` (spec §9).
 */
export function segmentDestination(
  client: SegmentClient,
  options: { scroll: boolean; userId: string | null; page: PageEventProperties },
): AnalyticsDestination {
  if (options.userId) settle(client.identify(options.userId));
  settle(client.page(options.page));
  return {
    name: 'segment',
    track(tracked: TrackedEvent) {
      if (tracked.event === SCROLL_DEPTH_EVENT && !options.scroll) return;
      // Settles once the SDK has queued the event: a page about to leave waits for it (core whenHandedOff).
      return settle(client.track(tracked.event, tracked.properties, { timestamp: new Date(tracked.timestamp) }));
    },
  };
}
