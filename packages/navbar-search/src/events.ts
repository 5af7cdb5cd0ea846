// The detail types of the events this package fires. Types only, no imports: scripts/types-lib.ts copies
// this file into the published declarations (dist/types/index.d.ts), and the emit sites use these types.

/** `vt-search` and `vt-search-empty`: a query was sent, or found nothing. */
export interface SearchQueryDetail {
  query: string;
}

/** One result of the dropdown. */
export interface SearchResultItem {
  type: 'topic' | 'item' | 'subject' | 'header' | 'more';
  text: string;
  href: string;
}

/** One group of the dropdown. */
export interface SearchResultGroup {
  type: 'subjects' | 'topics' | 'items';
  /** How many the source knows of. */
  total: number;
  results: SearchResultItem[];
}

/** `vt-search-results`: both sources answered and something was found. */
export interface SearchResultsDetail {
  query: string;
  groups: SearchResultGroup[];
}

/** The events of <vt-navbar-search>, by name. */
export interface NavbarSearchEventMap {
  'vt-search': SearchQueryDetail;
  'vt-search-results': SearchResultsDetail;
  'vt-search-empty': SearchQueryDetail;
}
