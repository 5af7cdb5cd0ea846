// The detail types of the events this package fires. Types only, no imports: scripts/types-lib.ts copies
// this file into the published declarations (dist/types/index.d.ts), and the emit sites use these types.

/** A range of a range facet or filter (from inclusive, to exclusive, or gte/gt/lte/lt). */
export interface CourseSearchRange {
  name?: string;
  from?: string | number;
  to?: string | number;
  gte?: string | number;
  gt?: string | number;
  lte?: string | number;
  lt?: string | number;
}

/** One filter entry: each field's values, any of which a record may have. */
export type CourseSearchFilterEntry = { [field: string]: (string | number | boolean | CourseSearchRange)[] | undefined };

/** The filters of a search: all of `all`, none of `none`. */
export interface CourseSearchFilters {
  all: CourseSearchFilterEntry[];
  none: CourseSearchFilterEntry[];
}

/** A search hit (spec §3): the source record plus id and catalog_type. */
export type CourseSearchHit = Record<string, unknown> & { id: string; catalog_type: string };

/** Spec §3 Page info. */
export interface CourseSearchPageInfo {
  current: number;
  size: number;
  total_pages: number;
  total_results: number;
}

/** `searchComplete`: an answer is shown. */
export interface SearchCompleteDetail {
  query: string;
  filters: CourseSearchFilters;
  page: number;
  results: CourseSearchHit[];
  page_info: CourseSearchPageInfo;
}

/** A facet of the answer: value counts, or named ranges with counts. */
export type CourseSearchFacet =
  | { field: string; type: 'value'; data: { value: string | number | boolean; count: number }[] }
  | { field: string; type: 'range'; data: (CourseSearchRange & { name: string; count: number })[] };

/** `facetsComplete`: the facets of the answer shown. */
export interface FacetsCompleteDetail {
  facets: CourseSearchFacet[];
}

/** `vt-search-error`: a search failed. */
export interface SearchErrorDetail {
  message: string;
}

/** The events of <vt-course-search>, by name. */
export interface CourseSearchEventMap {
  searchComplete: SearchCompleteDetail;
  facetsComplete: FacetsCompleteDetail;
  'vt-search-error': SearchErrorDetail;
}
