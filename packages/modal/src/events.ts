// The detail types of the events this package fires. Types only, no imports: scripts/types-lib.ts copies
// this file into the published declarations (dist/types/index.d.ts), and the emit sites use these types.

/** `vt-modal-open` and `vt-modal-close`. */
export interface ModalEventDetail {
  /** The element's id. */
  id: string;
}

/** The events of <vt-modal>, by name. */
export interface ModalEventMap {
  'vt-modal-open': ModalEventDetail;
  'vt-modal-close': ModalEventDetail;
}
