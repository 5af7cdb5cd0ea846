import { isRecord } from '@vt-elements/core';
import { CHILDREN, PAGE_SIZE } from './request';

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
  /**
   * The offerings of the hits that carry them (spec §9 nested child inner hits): the start dates
   * of the children in `inner_hits.children`, by hit. A hit without inner hits, or with none, is absent.
   */
  offerings: Map<SearchHit, string[]>;
  /** Hits left out because _id, _index or _source was missing. */
  skipped: number;
}


/**
 * Reads hits.total.value, hits.hits[]._source/_id/_index and the aggregations (spec §7). An
 * answer without a hits list throws an Error naming what arrived; a hit without its fields is
 * skipped and counted, so the view can report it.
 */
export function readSearchResponse(data: unknown, page = 1): SearchAnswer {
  if (!isRecord(data) || !isRecord(data.hits) || !Array.isArray(data.hits.hits)) {
    const what =
      data === null
        ? 'an empty body'
        : Array.isArray(data)
          ? 'a list'
          : isRecord(data)
            ? 'an object without hits.hits'
            : `a ${typeof data}`;
    throw new Error(`the search service answered ${what}, not an Elasticsearch search response`);
  }
  const results: SearchHit[] = [];
  const offerings = new Map<SearchHit, string[]>();
  for (const hit of data.hits.hits) {
    if (!isRecord(hit) || !isRecord(hit._source) || typeof hit._id !== 'string' || typeof hit._index !== 'string') continue;
    const result: SearchHit = { ...hit._source, id: hit._id, catalog_type: hit._index };
    results.push(result);
    const dates = offeringsOf(hit);
    if (dates.length) offerings.set(result, dates);
  }
  const total = data.hits.total;
  const counted = isRecord(total) ? total.value : total;
  const current = Math.max(1, Math.floor(page) || 1);
  const total_results = typeof counted === 'number' && counted >= 0 ? counted : (current - 1) * PAGE_SIZE + results.length;
  return {
    results,
    page_info: { current, size: PAGE_SIZE, total_pages: Math.ceil(total_results / PAGE_SIZE), total_results },
    aggregations: data.aggregations,
    offerings,
    skipped: data.hits.hits.length - results.length,
  };
}

/** The start dates of a hit's children's inner hits (`inner_hits.children.hits.hits[]._source.start_dates`, a list or one date). */
function offeringsOf(hit: Record<string, unknown>): string[] {
  const inner = isRecord(hit.inner_hits) ? hit.inner_hits[CHILDREN] : undefined;
  const children = isRecord(inner) && isRecord(inner.hits) && Array.isArray(inner.hits.hits) ? inner.hits.hits : [];
  return children.flatMap((child: unknown) => {
    const dates = isRecord(child) && isRecord(child._source) ? child._source.start_dates : undefined;
    return (Array.isArray(dates) ? dates : [dates]).filter((date): date is string => typeof date === 'string' && date !== '');
  });
}
