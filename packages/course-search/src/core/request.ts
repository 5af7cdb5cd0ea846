import type { estypes } from '@elastic/elasticsearch';
import { aggregations, type FacetConfigs } from './facets';
import { combine, filterClauses, FILTER_KEYS, startOfToday, type FilterKey, type Filters, type FilterEntry } from './filters';
import { fillTemplate, normaliseQuery, templateFor, type Templates } from './templates';

/** Spec §9: 24 hits a page. */
export const PAGE_SIZE = 24;
export const ITEMS_INDEX = 'catalog-items';
export const TOPICS_INDEX = 'catalog-topics';

/** Spec §9: the nested children's inner hits, 100 a hit. */
export const CHILDREN = 'children';
export const CHILD_INNER_HITS = 100;

/** What the visitor chose: a value facet's ticked values, a range facet's chosen range names. */
export type Selection = Partial<Record<FilterKey, string[]>>;

/** The request body: only fields of the official client's SearchRequest, so a malformed body fails the typecheck. */
export type SearchBody = Pick<estypes.SearchRequest, 'from' | 'size' | 'query' | 'min_score' | 'aggs' | 'track_total_hits'>;

export interface SearchOptions {
  /** The item-search service: an Elasticsearch-compatible base URL, without the index list. */
  searchUrl: string;
  /** Also search catalog-topics (data-topics, or a topic engine in data-options). */
  topics: boolean;
  templates: Templates;
  query: string;
  page: number;
  /** The page's own filters (data-options), always applied. */
  pageFilters: Filters;
  selection: Selection;
  facets: FacetConfigs;
  minScore?: number | null;
  now: Date;
}

/** `POST {search url}/{index list}/_search?search_type=dfs_query_then_fetch` (spec §7). */
export function searchUrl(base: string, topics: boolean): string {
  const indices = topics ? `${ITEMS_INDEX},${TOPICS_INDEX}` : ITEMS_INDEX;
  return `${base.replace(/\/+$/, '')}/${indices}/_search?search_type=dfs_query_then_fetch`;
}

/** The visitor's selection as filter entries; a range name the facet does not have is returned apart (to be reported). */
export function selectionFilters(selection: Selection, facets: FacetConfigs): { filters: Filters; unknown: string[] } {
  const all: FilterEntry[] = [];
  const unknown: string[] = [];
  for (const field of FILTER_KEYS) {
    const chosen = selection[field];
    if (!chosen?.length) continue;
    const facet = facets[field];
    if (facet?.type === 'range') {
      const ranges = chosen.flatMap((name) => {
        const range = facet.ranges.find((r) => r.name === name);
        if (!range) unknown.push(`${field}: ${name}`);
        return range ? [range] : [];
      });
      if (ranges.length) all.push({ [field]: ranges });
    } else all.push({ [field]: chosen });
  }
  return { filters: { all, none: [] }, unknown };
}

function queryOf(options: SearchOptions, selection: Selection): { bool: estypes.QueryDslBoolQuery } {
  const query = normaliseQuery(options.query);
  const { filter, must_not } = filterClauses(
    combine(options.pageFilters, selectionFilters(selection, options.facets).filters),
    options.now,
  );
  return {
    bool: {
      must: [fillTemplate(options.templates[templateFor(query)], query)],
      filter,
      ...(must_not.length ? { must_not } : {}),
    },
  };
}

/**
 * Spec §9 nested child inner hits: each hit's children (the nested `children` records: a topic's
 * classes, each with its start_dates) that start from the start of today, up to 100, answered as
 * `inner_hits.children`: the hit's offerings. Optional (a should clause beside must, scoring
 * nothing), so a record without children is found as before, and an index without the nested
 * field is no error (ignore_unmapped).
 */
export function childInnerHits(now: Date): estypes.QueryDslQueryContainer {
  return {
    nested: {
      path: CHILDREN,
      query: { range: { [`${CHILDREN}.start_dates`]: { gte: startOfToday(now) } } },
      score_mode: 'none',
      ignore_unmapped: true,
      inner_hits: { name: CHILDREN, size: CHILD_INNER_HITS },
    },
  };
}

/** The search: one page of hits with their children's inner hits, the exact total, and every facet's aggregation. */
export function searchBody(options: SearchOptions): SearchBody {
  const page = Math.max(1, Math.floor(options.page) || 1);
  const aggs = aggregations(options.facets);
  const query = queryOf(options, options.selection);
  return {
    from: (page - 1) * PAGE_SIZE,
    size: PAGE_SIZE,
    query: { bool: { ...query.bool, should: [childInnerHits(options.now)] } },
    ...(typeof options.minScore === 'number' ? { min_score: options.minScore } : {}),
    ...(Object.keys(aggs).length ? { aggs } : {}),
    track_total_hits: true,
  };
}

/**
 * A value facet with ticked values keeps showing its other values with their counts (as Elastic
 * Search UI's disjunctive facets): its counts come from a second search without its own
 * selection, no hits, only its aggregation.
 */
export function facetCountBodies(options: SearchOptions): { field: FilterKey; body: SearchBody }[] {
  return FILTER_KEYS.filter((field) => options.facets[field]?.type === 'value' && options.selection[field]?.length).map((field) => ({
    field,
    body: {
      size: 0,
      query: queryOf(options, { ...options.selection, [field]: [] }),
      ...(typeof options.minScore === 'number' ? { min_score: options.minScore } : {}),
      aggs: aggregations({ [field]: options.facets[field] }),
      track_total_hits: true,
    },
  }));
}
