export { CourseSearch, type CourseSearchProps } from './view/course-search';
export { courseSearchDefinition } from './definition';
export {
  normaliseQuery,
  templateFor,
  parseTemplate,
  checkTemplate,
  fillTemplate,
  TEMPLATE_NAMES,
  PLACEHOLDER,
  type Templates,
  type TemplateName,
} from './core/templates';
export {
  FILTER_KEYS,
  PLACEHOLDER_DATE,
  parseFilters,
  parseEntry,
  filterClauses,
  wrappedExclusion,
  startOfToday,
  combine,
  NO_FILTERS,
  type Filters,
  type FilterEntry,
  type FilterKey,
  type FilterValue,
  type Range,
} from './core/filters';
export {
  parseFacets,
  defaultFacets,
  aggregations,
  readFacets,
  FACET_SIZES,
  DEFAULT_FACET_SIZE,
  type Facet,
  type FacetConfig,
  type FacetConfigs,
  type RangeFacetData,
  type ValueFacetData,
} from './core/facets';
export {
  searchBody,
  facetCountBodies,
  searchUrl,
  selectionFilters,
  PAGE_SIZE,
  ITEMS_INDEX,
  TOPICS_INDEX,
  type SearchBody,
  type SearchOptions,
  type Selection,
} from './core/request';
export { readSearchResponse, type SearchHit, type PageInfo, type SearchAnswer } from './core/response';
export { readState, writeState, type SearchState } from './core/url-state';
export { parseOptions, isTopicEngine, type CourseSearchOptions } from './core/options';
export { TEXTS, COURSE_SEARCH_TEXTS, parseTexts, fill, type CourseSearchTexts, type TextKey } from './core/texts';
