import { cartHandlers } from './cart';
import { timeslotHandlers } from './timeslots';
import { leadHandlers } from './leads';
import { trackerHandlers } from './tracker';
import { searchHandlers } from './search';

export { CART_FIXTURES, type CartFixture } from './cart';
export { TRACKER_PATH, trackerLog, resetTrackerLog, type TrackerRecord } from './tracker';
export { demoCatalogue, type CatalogueEntry, type CatalogType } from './catalogue';
export { DEMO_SUBJECTS, SEARCH_FIXTURES, lookupSubjects, searchCatalogue } from './search';

/** Every happy-path handler. Each feature adds its own list here. */
export const handlers = [...cartHandlers, ...timeslotHandlers, ...leadHandlers, ...trackerHandlers, ...searchHandlers];
