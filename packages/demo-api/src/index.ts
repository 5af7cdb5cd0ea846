import { cartHandlers } from './cart';
import { timeslotHandlers } from './timeslots';
import { leadHandlers } from './leads';
import { searchHandlers } from './search';

export { CART_FIXTURES, type CartFixture } from './cart';
export { demoCatalogue, type CatalogueEntry, type CatalogType } from './catalogue';
export { DEMO_SUBJECTS, SEARCH_FIXTURES, lookupSubjects, searchCatalogue } from './search';

/** Every happy-path handler. Each feature adds its own list here. */
export const handlers = [...cartHandlers, ...timeslotHandlers, ...leadHandlers, ...searchHandlers];
