import { reportError, systemClock, track as coreTrack, visitorId, type AnalyticsDestination, type Clock } from '@vt-elements/core';
import { actionBody } from './action';
import { sendToTracker, settingsError, TRACKER_SOURCE } from './client';
import { livePageSource, pageRequestId, type PageSource } from './page';
import { pageTimings, pageViewBody, type PerformanceLike } from './page-view';
import { trackClicks, trackScrollDepth, type TrackFunction } from './page-tracking';

export interface ActionTrackerSettings {
  endpoint: string;
  applicationId: string;
  authorization?: string;
  divisionId?: string;
  contentVersion?: string;
}

/** The event name the page view is sent under (its properties are the spec §3 page view fields). */
export const PAGE_VIEW_EVENT = 'page_view';
export const DESTINATION_NAME = 'action-tracker';

/** What the tracker reads from the page; the live page by default, fakes in tests. */
export interface TrackerEnvironment {
  fetch: typeof fetch;
  page: PageSource;
  url(): string;
  visitorId(): string;
  userAgent: string;
  viewport(): { height: number; width: number };
  performance: PerformanceLike | undefined;
}

export function liveEnvironment(win: Window = window): TrackerEnvironment {
  return {
    fetch: (input, init) => win.fetch(input, init),
    page: livePageSource(win),
    url: () => win.location.href,
    visitorId,
    userAgent: win.navigator.userAgent,
    viewport: () => ({ height: win.innerHeight, width: win.innerWidth }),
    performance: win.performance as PerformanceLike | undefined,
  };
}

/**
 * The action tracker (spec §3 Tracking, §7 Action tracker, §8 Tracker): sends the page view at
 * once, and returns the destination `<vt-analytics>` registers with the core, which sends every
 * tracked event as an action body. Settings that cannot send ('endpoint not set',
 * 'applicationId not set') are reported once and the destination drops events.
 */
export function createActionTracker(
  settings: ActionTrackerSettings,
  env: TrackerEnvironment,
): { destination: AnalyticsDestination; stop(): void; pageView: Promise<boolean> } {
  let stopped = false;
  const problem = settingsError(settings);
  if (problem) {
    reportError(new Error(problem), { source: TRACKER_SOURCE });
    return { destination: { name: DESTINATION_NAME, track: () => {} }, stop: () => {}, pageView: Promise.resolve(false) };
  }
  const send = (body: unknown) => sendToTracker(settings, body, env.fetch);
  const view = pageViewBody({
    url: env.url(),
    visitorId: env.visitorId(),
    userAgent: env.userAgent,
    divisionId: settings.divisionId,
    contentVersion: settings.contentVersion,
    page: env.page,
    ...pageTimings(env.performance, env.page),
  });
  const pageView = send({ eventName: PAGE_VIEW_EVENT, properties: view, timestamp: new Date().toISOString() });
  const destination: AnalyticsDestination = {
    name: DESTINATION_NAME,
    track(event) {
      if (stopped) return;
      void send(
        actionBody(event, { applicationId: settings.applicationId, pageRequestId: pageRequestId(env.page), viewport: env.viewport() }),
      );
    },
  };
  return {
    destination,
    pageView,
    stop() {
      stopped = true;
    },
  };
}

/** Declarative click tracking and (when asked) scroll depth on a page, through `track`. */
export function pageTracking(
  options: { scroll: boolean },
  win: Window,
  clock: Clock = systemClock,
  track: TrackFunction = coreTrack,
): () => void {
  const stops = [trackClicks(win.document, track)];
  if (options.scroll) stops.push(trackScrollDepth(win, clock, track));
  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}
