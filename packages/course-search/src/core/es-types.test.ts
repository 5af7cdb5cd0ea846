import type { estypes } from '@elastic/elasticsearch';
import { describe, expect, it } from 'vitest';
import { aggregations, defaultFacets } from './facets';
import { facetCountBodies, searchBody, type SearchBody } from './request';

/**
 * The request bodies are typed against the official client's request types
 * (@elastic/elasticsearch 8, types only), so `npm run typecheck` fails on a malformed body. The
 * `@ts-expect-error` lines prove the types bite: were a malformed body accepted, the unused
 * directive would itself fail the typecheck.
 */
const good: SearchBody = {
  from: 24,
  size: 24,
  query: {
    bool: {
      must: [{ match_all: {} }],
      filter: [{ terms: { subjects: ['a'] } }, { range: { start_times: { gte: '1970-01-01T06:00:00Z' } } }],
    },
  },
  aggs: {
    grades: { terms: { field: 'grades', size: 24 } },
    start_dates: { date_range: { field: 'start_dates', ranges: [{ key: 'x', from: 'now' }] } },
  },
  track_total_hits: true,
};

// @ts-expect-error: size is a number
const badSize: SearchBody = { size: '24' };
// @ts-expect-error: bool.filter holds query clauses, not strings
const badFilter: SearchBody = { query: { bool: { filter: ['subjects:algebra'] } } };
// @ts-expect-error: no such aggregation as "buckets"
const badAgg: SearchBody = { aggs: { grades: { buckets: { field: 'grades' } } } };
// @ts-expect-error: the body has no "filter" of its own (filters go in query.bool)
const badTop: SearchBody = { filter: [] };

describe('request bodies against @elastic/elasticsearch types', () => {
  it('the builders return SearchRequest fields only', () => {
    const body = searchBody({
      searchUrl: '/search',
      topics: true,
      templates: { query: { match_all: {} }, blank_query: { match_all: {} }, phrase_query: { match_all: {} } },
      query: 'algebra',
      page: 2,
      pageFilters: { all: [], none: [] },
      selection: { subjects: ['algebra'] },
      facets: defaultFacets(new Date()),
      now: new Date(),
    });
    const request: estypes.SearchRequest = { index: 'catalog-items', ...body };
    const aggs: Record<string, estypes.AggregationsAggregationContainer> = aggregations(defaultFacets(new Date()));
    expect(Object.keys(request).sort()).toEqual(['aggs', 'from', 'index', 'query', 'size', 'track_total_hits']);
    expect(Object.keys(aggs)).toHaveLength(5);
    expect(facetCountBodies({ facets: {}, selection: {} } as never)).toEqual([]);
    expect([good, badSize, badFilter, badAgg, badTop]).toHaveLength(5);
  });
});
