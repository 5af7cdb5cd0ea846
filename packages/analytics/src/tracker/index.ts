/**
 * The action tracker of `<vt-analytics>` (spec §3 Tracking, §7 Action tracker, §8 Tracker, §9).
 * README.md beside this file says where each page-view field comes from on a CMS page.
 *
 * - `startActionTracker(settings)` sends the page view (POST JSON to `settings.endpoint` with the
 *   `application-id` header, optional `authorization`, keepalive; one retry without keepalive on
 *   a fetch failure) and returns the core analytics destination that sends each tracked event as
 *   a spec §3 action body. The caller registers it: `addAnalyticsDestination(destination)`.
 *   Page-view fields: url (hash dropped), visitorId (core visitor id), divisionId (settings, else
 *   the page's, else 'VT::VT'), userAgent, contentVersion (settings, else the page's), nspSlug,
 *   nspSlugType, cache (lowercased, default 'none'), clientUuid, entity, sessionId, userId (when
 *   present), tests {experimentId, variantId} (when both exist): "the page's" value is
 *   `window.vtTracking.{name}`, else `<meta name="vt-{kebab-name}">`; a missing contentVersion,
 *   nspSlug or nspSlugType is the string 'undefined'. applicationTime and
 *   firstContentfulPaintTime come from the Performance API (see page-view.ts pageTimings).
 * - `startPageTracking({ scroll })`: clicks on `[data-track-action]` elements and, when `scroll`
 *   is true, scroll depth (debounced 200 ms, 2-decimal percentage, `scroll_depth` only when it
 *   grows), both through the core's `track()` so every destination and the data layer get them.
 */
import type { AnalyticsDestination } from '@vt-elements/core';
import { createActionTracker, liveEnvironment, pageTracking, type ActionTrackerSettings } from './tracker';

export type { ActionTrackerSettings } from './tracker';

export function startActionTracker(settings: ActionTrackerSettings): { destination: AnalyticsDestination; stop(): void } {
  const { destination, stop } = createActionTracker(settings, liveEnvironment(window));
  return { destination, stop };
}

export function startPageTracking(options: { scroll: boolean }): () => void {
  return pageTracking(options, window);
}
