import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { captureReports } from '@vt-elements/core/testing';
import { courseSearch, type SearchOutput, type SearchSetup, type SearchTransport, type Shown } from './search';
import type { Templates } from './templates';
import { readState, sameState, stateUrl, writeState, type SearchState } from './url-state';

const TEMPLATES: Templates = {
  query: { match: { title: '{{query}}' } },
  blank_query: { match_all: {} },
  phrase_query: { match_phrase: { title: '{{query}}' } },
};
const SETUP: SearchSetup = { searchUrl: 'https://search.example.com', templatesUrl: '/templates', facets: {} };
const state = (query: string, page = 1): SearchState => ({ query, page, selection: {} });
/** An Elasticsearch answer with one hit per title. */
const answer = (total: number, ...titles: string[]) => ({
  hits: {
    total: { value: total },
    hits: titles.map((title, i) => ({ _id: `${title}-${i}`, _index: 'catalog-items', _source: { title } })),
  },
});

/** A transport whose answers the test releases, in any order. */
function manualTransport() {
  const calls: { body: unknown; signal: AbortSignal; answer(data: unknown): void; fail(error: Error): void }[] = [];
  const transport: SearchTransport = {
    templates: async () => TEMPLATES,
    send: (_url, body, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ body, signal, answer: resolve, fail: reject });
      }),
  };
  return { calls, transport };
}

function recorder() {
  const log: string[] = [];
  const shown: Shown[] = [];
  const out: SearchOutput = {
    show: (s) => (shown.push(s), log.push(`show ${s.query}`)),
    fail: () => log.push('fail'),
    replace: (s) => log.push(`replace page ${s.page}`),
    emit: (type) => log.push(`emit ${type}`),
  };
  return { log, shown, out };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const reported = captureReports();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('course search runs (spec §4 Search; §7 "a new request aborts the previous")', () => {
  it('a stale answer never shows: the earlier search answering last is dropped, its request aborted', async () => {
    const { calls, transport } = manualTransport();
    const { log, shown, out } = recorder();
    const searches = courseSearch(transport);
    searches.run(state('algebra'), SETUP, out);
    await settle();
    searches.run(state('geometry'), SETUP, out);
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    // The later search answers first, then the earlier one arrives anyway (a server that ignores the abort).
    calls[1]!.answer(answer(1, 'Geometry'));
    await settle();
    calls[0]!.answer(answer(1, 'Algebra'));
    await settle();
    expect(log).toEqual(['show geometry', 'emit searchComplete', 'emit facetsComplete']);
    expect(shown[0]!.answer.results.map((r) => r.title)).toEqual(['Geometry']);
  });

  it("a stale search's failure is neither shown nor reported; the latest one's is, once, with vt-search-error", async () => {
    expectConsoleError('[vt-elements] vt-course-search: <vt-course-search> course search failed: HTTP status 500');
    const { calls, transport } = manualTransport();
    const { log, out } = recorder();
    const searches = courseSearch(transport);
    searches.run(state('a'), SETUP, out);
    await settle();
    searches.run(state('b'), SETUP, out);
    await settle();
    calls[0]!.fail(new Error('stale failure'));
    await settle();
    expect(log).toEqual([]);
    expect(reported).toEqual([]);
    calls[1]!.fail(new Error('HTTP status 500'));
    await settle();
    expect(log).toEqual(['fail', 'emit vt-search-error']);
    expect(reported).toEqual(['<vt-course-search> course search failed: HTTP status 500']);
  });

  it('stop(): the running search is aborted and its answer never shows (the element left the page)', async () => {
    const { calls, transport } = manualTransport();
    const { log, out } = recorder();
    const searches = courseSearch(transport);
    searches.run(state('a'), SETUP, out);
    await settle();
    searches.stop();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.answer(answer(1, 'A'));
    await settle();
    expect(log).toEqual([]);
  });

  it('a page past the end becomes the last page (no answer shown for it); the data layer gets course_search for a shown answer', async () => {
    const { calls, transport } = manualTransport();
    const { log, out } = recorder();
    const searches = courseSearch(transport);
    searches.run(state('a', 9), SETUP, out);
    await settle();
    // 30 results are two pages of 24: page 9 is past the end.
    calls[0]!.answer({ hits: { total: { value: 30 }, hits: [] } });
    await settle();
    expect(log).toEqual(['replace page 2']);
    const layer = ((globalThis as { dataLayer?: unknown[] }).dataLayer ??= []);
    const before = layer.length;
    searches.run(state('a', 2), SETUP, out);
    await settle();
    calls[1]!.answer(answer(30, 'X'));
    await settle();
    expect(layer.slice(before)).toEqual([
      expect.objectContaining({
        event: 'course_search',
        course_search: expect.objectContaining({ query: 'a', page: 2, result_uuids: ['X-0'] }),
      }),
    ]);
  });

  it('a missing search URL is a failure reported with what to fix', async () => {
    expectConsoleError(
      '[vt-elements] vt-course-search: <vt-course-search> course search failed: data-search-url is missing: there is no item-search service to ask',
    );
    const { log, out } = recorder();
    courseSearch(manualTransport().transport).run(state('a'), { ...SETUP, searchUrl: null }, out);
    await settle();
    expect(log).toEqual(['fail', 'emit vt-search-error']);
    expect(reported[0]).toMatch(/data-search-url is missing/);
  });
});

describe('the search as URL state (q, page, filters[field]; the page’s other parameters kept)', () => {
  const full: SearchState = { query: 'algebra 1', page: 3, selection: { grades: ['6', '7'] } };

  it('round trip: the state a URL holds is the state written into it, whatever else the URL has', () => {
    expect(readState(writeState(full))).toEqual(full);
    expect(readState(writeState(full, '?utm_source=x&page=9'))).toEqual(full);
    expect(writeState(full, '?utm_source=x&page=9')).toBe('?utm_source=x&q=algebra+1&page=3&filters%5Bgrades%5D=6&filters%5Bgrades%5D=7');
    // The first page and an empty query are the defaults: not written.
    expect(writeState(state(''))).toBe('');
    expect(readState('')).toEqual(state(''));
  });

  it('same search, same state; the page URL keeps its path and hash', () => {
    expect(sameState(full, { ...full, selection: { grades: ['6', '7'] } })).toBe(true);
    expect(sameState(full, { ...full, page: 1 })).toBe(false);
    expect(stateUrl(state('chess'), { pathname: '/classes/search', search: '?ref=nav&q=old', hash: '#results' })).toBe(
      '/classes/search?ref=nav&q=chess#results',
    );
  });
});
