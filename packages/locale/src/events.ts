// The detail types of the events this package fires. Types only, no imports: scripts/types-lib.ts copies
// this file into the published declarations (dist/types/index.d.ts), and the emit sites use these types.

/** `vt-locale-change` (cancelable: preventDefault() keeps the element from navigating). */
export interface LocaleChangeDetail {
  /** The country chosen. */
  country: 'US' | 'CA' | 'GB';
  /** The page it goes to; null to stay on this page. */
  url: string | null;
}

/** The events of <vt-locale-suggest>, by name. */
export interface LocaleSuggestEventMap {
  'vt-locale-change': LocaleChangeDetail;
}

/** The events of <vt-country-picker>, by name. */
export interface CountryPickerEventMap {
  'vt-locale-change': LocaleChangeDetail;
}
