import { parseFacets, type FacetConfigs } from './facets';
import { NO_FILTERS, parseFilters, type Filters } from './filters';

/** `data-options` (spec §2 Course search block): engine, filters, page, query, min_score; plus facets (an extension). */
export interface CourseSearchOptions {
  /** A topic engine (a name containing "topic") also searches catalog-topics (spec §7). */
  engine: string | null;
  filters: Filters;
  page: number | null;
  query: string | null;
  min_score: number | null;
  /** null: the default facets (facets.ts). */
  facets: FacetConfigs | null;
}

const KEYS = ['engine', 'filters', 'page', 'query', 'min_score', 'facets'];

export function parseOptions(value: unknown): CourseSearchOptions {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('expected a JSON object {engine, filters, page, query, min_score, facets}');
  const o = value as Record<string, unknown>;
  for (const key of Object.keys(o)) if (!KEYS.includes(key)) throw new Error(`unknown option "${key}" (known: ${KEYS.join(', ')})`);
  const text = (key: string) => {
    if (o[key] === undefined || o[key] === null) return null;
    if (typeof o[key] !== 'string') throw new Error(`option "${key}" must be a string`);
    return o[key];
  };
  const number = (key: string, check: (n: number) => boolean, what: string) => {
    if (o[key] === undefined || o[key] === null) return null;
    if (typeof o[key] !== 'number' || !check(o[key])) throw new Error(`option "${key}" must be ${what}`);
    return o[key];
  };
  return {
    engine: text('engine'),
    filters: o.filters === undefined || o.filters === null ? NO_FILTERS : parseFilters(o.filters),
    page: number('page', (n) => Number.isInteger(n) && n >= 1, 'a whole number from 1'),
    query: text('query'),
    min_score: number('min_score', (n) => Number.isFinite(n) && n >= 0, 'a number of 0 or more'),
    facets: o.facets === undefined || o.facets === null ? null : parseFacets(o.facets),
  };
}

export const isTopicEngine = (engine: string | null | undefined) => !!engine && /topic/i.test(engine);
