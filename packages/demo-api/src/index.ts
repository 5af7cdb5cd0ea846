import { cartHandlers } from './cart';
import { timeslotHandlers } from './timeslots';
import { leadHandlers } from './leads';
import { trackerHandlers } from './tracker';
import { analyticsLogHandlers } from './analytics-log';
import { segmentHandlers } from './segment';
import { flagHandlers } from './flags';
import { searchHandlers } from './search';
import { courseSearchHandlers } from './course-search';
import { classPageHandlers } from './class-pages';
import { localeHandlers } from './locale';

export { CART_FIXTURES, type CartFixture } from './cart';
export { TRACKER_PATH, trackerLog, resetTrackerLog, type TrackerRecord } from './tracker';
export { recordAnalytics, type AnalyticsLogEntry } from './analytics-log';
export { SEGMENT_FIXTURES } from './segment';
export { DEMO_FLAGS, FLAG_FIXTURES, setDemoFlags } from './flags';
export { demoCatalogue, type CatalogueEntry, type CatalogueChild, type CatalogType } from './catalogue';
export { ROUTER_LOC_FIXTURES } from './locale';
export { DEMO_SUBJECTS, SEARCH_FIXTURES, lookupSubjects, searchCatalogue } from './search';
export { COURSE_SEARCH_FIXTURES, COURSE_SEARCH_TEMPLATES, executeSearch, QueryError } from './course-search';

/** Every happy-path handler. Each feature adds its own list here. */
export const handlers = [
  ...cartHandlers,
  ...timeslotHandlers,
  ...leadHandlers,
  ...trackerHandlers,
  ...analyticsLogHandlers,
  ...segmentHandlers,
  ...flagHandlers,
  ...searchHandlers,
  ...courseSearchHandlers,
  ...classPageHandlers,
  ...localeHandlers,
];
