import { cartHandlers } from './cart';
import { timeslotHandlers } from './timeslots';
import { leadHandlers } from './leads';
import { trackerHandlers } from './tracker';

export { CART_FIXTURES, type CartFixture } from './cart';
export { TRACKER_PATH, trackerLog, resetTrackerLog, type TrackerRecord } from './tracker';

/** Every happy-path handler. Each feature adds its own list here. */
export const handlers = [...cartHandlers, ...timeslotHandlers, ...leadHandlers, ...trackerHandlers];
