import { cartHandlers } from './cart';

export { CART_FIXTURES, type CartFixture } from './cart';

/** Every happy-path handler. Each feature adds its own list here. */
export const handlers = [...cartHandlers];
