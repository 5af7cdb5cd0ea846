export { NavbarSearch, SEARCH_DEBOUNCE_MS, type NavbarSearchProps } from './view/navbar-search';
export { navbarSearchDefinition } from './definition';
export { normaliseQuery, resultsHref } from './core/query';
export { parseFilters, type ExtraFilters, type Filter } from './core/filters';
export {
  subjectLookupRequest,
  siteSearchRequest,
  startOfToday,
  ENGINES,
  BUSINESS_UNITS,
  RESULT_FIELDS,
  ENGINE_PAGE_SIZE,
  type Engine,
  type SearchRequest,
  type SiteSearchOptions,
} from './core/requests';
export { parseSubjects, parseEngineAnswer, type SubjectRecord, type EngineAnswer, type EngineHit, type Parsed } from './core/parse';
export {
  groupRows,
  subjectGroup,
  engineGroups,
  subjectHref,
  GROUP_SIZE,
  type Group,
  type GroupKey,
  type ResultItem,
  type ResultType,
} from './core/groups';
export {
  initialState,
  reduce,
  sections,
  statusOf,
  optionsOf,
  settled,
  type SearchState,
  type Section,
  type Status,
  type Action,
} from './core/combobox';
export { TEXTS, textsFor, parseTexts, fill, type SearchTexts, type TextKey } from './core/texts';
