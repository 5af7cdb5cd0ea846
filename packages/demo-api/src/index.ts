import { cartHandlers } from './cart';
import { timeslotHandlers } from './timeslots';
import { leadHandlers } from './leads';

export { CART_FIXTURES, type CartFixture } from './cart';

/** Every happy-path handler. Each feature adds its own list here. */
export const handlers = [...cartHandlers, ...timeslotHandlers, ...leadHandlers];
