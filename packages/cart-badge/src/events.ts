// The detail types of the events this package fires. Types only, no imports: scripts/types-lib.ts copies
// this file into the published declarations (dist/types/index.d.ts), and the emit sites use these types.

/** `vt-cart-update`: the cart was read. */
export interface CartUpdateDetail {
  /** The number of line items; null for an empty (204) answer or a failure. */
  count: number | null;
}

/** The events of <vt-cart-badge>, by name. */
export interface CartBadgeEventMap {
  'vt-cart-update': CartUpdateDetail;
}
