import { PAGE_SIZE } from './request';

/** Spec §3 Search hit: the source record plus id and catalog_type (the index it came from). */
export type SearchHit = Record<string, unknown> & { id: string; catalog_type: string };

/** Spec §3 Page info. */
export interface PageInfo {
  current: number;
  size: number;
  total_pages: number;
  total_results: number;
}

export interface SearchAnswer {
  results: SearchHit[];
  page_info: PageInfo;
  aggregations: unknown;
  /** Hits left out because _id, _index or _source was missing. */
  skipped: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads hits.total.value, hits.hits[]._source/_id/_index and the aggregations (spec §7). An
 * answer without a hits list throws an Error naming what arrived; a hit without its fields is
 * skipped and counted, so the view can report it.
 */
export function readSearchResponse(data: unknown, page = 1): SearchAnswer {
  if (!isObject(data) || !isObject(data.hits) || !Array.isArray(data.hits.hits)) {
    const what =
      data === null
        ? 'an empty body'
        : Array.isArray(data)
          ? 'a list'
          : isObject(data)
            ? 'an object without hits.hits'
            : `a ${typeof data}`;
    throw new Error(`the search service answered ${what}, not an Elasticsearch search response`);
  }
  const results: SearchHit[] = [];
  for (const hit of data.hits.hits) {
    if (!isObject(hit) || !isObject(hit._source) || typeof hit._id !== 'string' || typeof hit._index !== 'string') continue;
    results.push({ ...hit._source, id: hit._id, catalog_type: hit._index });
  }
  const total = data.hits.total;
  const counted = isObject(total) ? total.value : total;
  const current = Math.max(1, Math.floor(page) || 1);
  const total_results = typeof counted === 'number' && counted >= 0 ? counted : (current - 1) * PAGE_SIZE + results.length;
  return {
    results,
    page_info: { current, size: PAGE_SIZE, total_pages: Math.ceil(total_results / PAGE_SIZE), total_results },
    aggregations: data.aggregations,
    skipped: data.hits.hits.length - results.length,
  };
}
