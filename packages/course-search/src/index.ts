export { CourseSearch, type CourseSearchProps } from './view/course-search';
export { courseSearchDefinition } from './definition';
export type {
  CourseSearchEventMap,
  SearchCompleteDetail,
  FacetsCompleteDetail,
  SearchErrorDetail,
  CourseSearchFilters,
  CourseSearchFilterEntry,
  CourseSearchRange,
  CourseSearchHit,
  CourseSearchPageInfo,
  CourseSearchFacet,
} from './events';
// What the demo API (its item-search service) and the stories (a page's URL state) use.
export type { Templates } from './core/templates';
export { defaultFacets, readFacets, type RangeFacetData } from './core/facets';
export { searchBody, facetCountBodies, type SearchOptions } from './core/request';
export { readSearchResponse } from './core/response';
export { writeState, type SearchState } from './core/url-state';
