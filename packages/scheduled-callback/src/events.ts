// The detail types of the events this package fires. Types only, no imports: scripts/types-lib.ts copies
// this file into the published declarations (dist/types/index.d.ts), and the emit sites use these types.

/** `vt-callback-confirm`: the visitor confirmed a time. */
export interface CallbackConfirmDetail {
  day_to_call: string;
  time_to_call: string;
  /** Whether the terms were accepted; null when the element shows no terms (no data-tou). */
  dialer_consent_accepted: boolean | null;
}

/** `vt-callback-slots`: the slots are known. */
export interface CallbackSlotsDetail {
  state: 'slots' | 'fully-booked';
  /** The times offered ('Now' included); 0 when fully booked. */
  count: number;
}

/** The events of <vt-scheduled-callback>, by name. */
export interface ScheduledCallbackEventMap {
  'vt-callback-confirm': CallbackConfirmDetail;
  'vt-callback-slots': CallbackSlotsDetail;
}
