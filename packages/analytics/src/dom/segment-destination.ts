import { pageEvent, type PageEventProperties } from '../core/segment-destination';

/** The §3 Page event fields of the current page. */
export function pageEventProperties(
  doc: Document,
  settings: { applicationId: string | null; pageRequestId: string },
  location: Pick<Location, 'pathname' | 'search'> = doc.defaultView?.location ?? globalThis.location,
): PageEventProperties {
  return pageEvent({ path: location.pathname, title: doc.title, referrer: doc.referrer, search: location.search }, settings);
}
