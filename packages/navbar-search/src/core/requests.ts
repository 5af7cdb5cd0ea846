import { startOfToday, withQuery } from '@vt-elements/core';
import type { ExtraFilters } from './filters';

/**
 * The two calls of spec §7, as plain data: what the view sends with the core's requestJson, and
 * what the unit tests pin (method, URL, headers, body).
 */
export interface SearchRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  credentials: RequestCredentials;
}

/** `GET {api host}/vtwa/v1/subjects/lookup?query={q}`, credentials included (spec §7). */
export function subjectLookupRequest(apiHost: string, query: string): SearchRequest {
  return {
    method: 'GET',
    url: withQuery(`${apiHost}/vtwa/v1/subjects/lookup`, { query }),
    headers: { Accept: 'application/json' },
    credentials: 'include',
  };
}

export const ENGINES = ['items-st', 'items-pr'] as const;
export type Engine = (typeof ENGINES)[number];

/** Spec §7: the business units the navbar searches. */
export const BUSINESS_UNITS = ['VSD', 'Camps', 'Courses'] as const;

/**
 * Spec §7 result fields, plus catalog_type (spec §3 Search hit): the dropdown groups topics and
 * items apart, and the five fields alone do not say which a result is.
 */
export const RESULT_FIELDS = ['id', 'title', 'details_page', 'business_units', 'instructor_names', 'catalog_type'] as const;

/** Enough results for 5 topics and 5 items in most answers; the counts come from the catalog_type facet. */
export const ENGINE_PAGE_SIZE = 20;

/** Spec §9: start_dates from the start of today (the core's, re-exported: this package's public name). */
export { startOfToday };

export interface SiteSearchOptions {
  /** The engine's endpoint base (no trailing slash), e.g. https://search.example.com. */
  searchHost: string;
  engine: Engine;
  /** The public search key; no Authorization header without one (as the official client). */
  searchKey?: string | null;
  query: string;
  filters?: ExtraFilters | null;
  now?: Date;
}

/**
 * The App Search search call, in the wire format of the official browser client
 * (@elastic/app-search-javascript 8.13: `POST {endpointBase}/api/as/v1/engines/{engine}/search`,
 * JSON body `{query, ...options}`, `Authorization: Bearer {searchKey}`), spoken with the core's
 * HTTP client so a newer query can abort it (the client takes no AbortSignal) and the bundle
 * stays within budget. Unlike the client, no cookies are sent: the public key is the credential.
 */
export function siteSearchRequest(options: SiteSearchOptions): SearchRequest {
  const extra = options.filters ?? { all: [], any: [], none: [] };
  const filters: Record<string, unknown> = {
    all: [{ business_units: [...BUSINESS_UNITS] }, { start_dates: { from: startOfToday(options.now ?? new Date()) } }, ...extra.all],
    // Records with topic_ids belong to a topic, which stands for them (spec §7). App Search has no
    // "field exists" filter: a range over the numeric ids matches any record that has one.
    none: [{ topic_ids: { from: 0 } }, ...extra.none],
  };
  if (extra.any.length) filters.any = extra.any;
  return {
    method: 'POST',
    url: `${options.searchHost.replace(/\/+$/, '')}/api/as/v1/engines/${encodeURIComponent(options.engine)}/search`,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(options.searchKey ? { Authorization: `Bearer ${options.searchKey}` } : {}),
    },
    body: {
      query: options.query,
      filters,
      result_fields: Object.fromEntries(RESULT_FIELDS.map((field) => [field, { raw: {} }])),
      facets: { catalog_type: { type: 'value' } },
      page: { size: ENGINE_PAGE_SIZE, current: 1 },
    },
    credentials: 'omit',
  };
}
