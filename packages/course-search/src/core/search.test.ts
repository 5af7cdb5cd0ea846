import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { ApiError } from '@vt-elements/core';
import { captureReports } from '@vt-elements/core/testing';
import { http, HttpResponse } from 'msw';
import { startDemoApi } from '../../../../tests/msw';
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

// Issue 51: what a run sends and hands on, pinned (spec §3 Action event course_search, §4 Search, §7, §9 Search).
describe('issue 51: the requests a run sends (spec §7 item-search call, §9 Search)', () => {
  /** 15:30 on 23 November 2026, the visitor's time: today starts at midnight. */
  const clock = { now: () => new Date(2026, 10, 23, 15, 30).getTime() };
  const TODAY = new Date(2026, 10, 23).toISOString();

  function recordingTransport(reply: (body: Record<string, unknown>) => unknown = () => answer(1, 'A')) {
    const sent: { url: string; body: Record<string, unknown> }[] = [];
    const transport: SearchTransport = {
      templates: async () => TEMPLATES,
      send: async (url, body) => (sent.push({ url, body: body as Record<string, unknown> }), reply(body as Record<string, unknown>)),
    };
    return { sent, transport };
  }

  it('POST to {search url}/catalog-items/_search?search_type=dfs_query_then_fetch; catalog-topics too for data-topics or a topic engine', async () => {
    const { sent, transport } = recordingTransport();
    const { out } = recorder();
    const searches = courseSearch(transport, clock);
    const options = (engine: string) => ({
      engine,
      filters: { all: [], none: [] },
      page: null,
      query: null,
      min_score: null,
      facets: null,
    });
    for (const setup of [
      SETUP,
      { ...SETUP, topics: true },
      { ...SETUP, options: options('topics-pr') },
      { ...SETUP, options: options('items-pr') },
    ]) {
      searches.run(state('a'), setup, out);
      await settle();
    }
    expect(sent.map((s) => s.url)).toEqual([
      'https://search.example.com/catalog-items/_search?search_type=dfs_query_then_fetch',
      'https://search.example.com/catalog-items,catalog-topics/_search?search_type=dfs_query_then_fetch',
      'https://search.example.com/catalog-items,catalog-topics/_search?search_type=dfs_query_then_fetch',
      'https://search.example.com/catalog-items/_search?search_type=dfs_query_then_fetch',
    ]);
  });

  it('the body: 24 from (page - 1) x 24, the query template, the page filters, e_commerce=true, start_dates from the start of today (the clock), min_score', async () => {
    const { sent, transport } = recordingTransport();
    const { out } = recorder();
    const setup: SearchSetup = {
      ...SETUP,
      options: { engine: null, filters: { all: [{ grades: ['8'] }], none: [] }, page: null, query: null, min_score: 0.5, facets: null },
    };
    courseSearch(transport, clock).run(state('"algebra"', 2), setup, out);
    await settle();
    expect(sent[0]!.body).toEqual({
      from: 24,
      size: 24,
      query: {
        bool: {
          must: [{ match: { title: "'algebra'" } }],
          filter: [{ term: { grades: '8' } }, { term: { e_commerce: true } }, { range: { start_dates: { gte: TODAY } } }],
          should: [
            {
              nested: {
                path: 'children',
                query: { range: { 'children.start_dates': { gte: TODAY } } },
                score_mode: 'none',
                ignore_unmapped: true,
                inner_hits: { name: 'children', size: 100 },
              },
            },
          ],
        },
      },
      min_score: 0.5,
      track_total_hits: true,
    });
  });

  it("searchComplete's detail is query, filters, page, results and page info; facetsComplete's the facets; the data layer gets course_search with result_uuids", async () => {
    const facets = { subjects: { type: 'value' as const } };
    const { sent, transport } = recordingTransport((body) =>
      body.size === 0
        ? {
            hits: { hits: [] },
            aggregations: {
              subjects: {
                buckets: [
                  { key: 'algebra', doc_count: 9 },
                  { key: 'geometry', doc_count: 4 },
                ],
              },
            },
          }
        : { ...answer(30, 'X', 'Y'), aggregations: { subjects: { buckets: [{ key: 'algebra', doc_count: 2 }] } } },
    );
    const events: [string, unknown][] = [];
    const out: SearchOutput = {
      show: () => {},
      fail: () => {},
      replace: () => {},
      emit: (type, detail) => void events.push([type, detail]),
    };
    const layer = ((globalThis as { dataLayer?: unknown[] }).dataLayer ??= []);
    const before = layer.length;
    const setup: SearchSetup = {
      ...SETUP,
      facets,
      options: { engine: null, filters: { all: [{ grades: ['8'] }], none: [] }, page: null, query: null, min_score: null, facets },
    };
    courseSearch(transport, clock).run({ query: ' algebra ', page: 1, selection: { subjects: ['algebra'] } }, setup, out);
    await settle();
    // The ticked facet's counts come from the second search, without its own selection.
    expect(sent).toHaveLength(2);
    const filters = { all: [{ grades: ['8'] }, { subjects: ['algebra'] }], none: [] };
    const results = [
      { title: 'X', id: 'X-0', catalog_type: 'catalog-items' },
      { title: 'Y', id: 'Y-1', catalog_type: 'catalog-items' },
    ];
    const subjects = {
      field: 'subjects',
      type: 'value',
      data: [
        { value: 'algebra', count: 9 },
        { value: 'geometry', count: 4 },
      ],
    };
    expect(events).toEqual([
      [
        'searchComplete',
        { query: 'algebra', filters, page: 1, results, page_info: { current: 1, size: 24, total_pages: 2, total_results: 30 } },
      ],
      ['facetsComplete', { facets: [subjects] }],
    ]);
    expect(layer.slice(before)).toEqual([
      { event: 'course_search', course_search: { query: 'algebra', filters, page: 1, result_uuids: ['X-0', 'Y-1'] } },
    ]);
  });

  it('the last page with no hits (the index changed) and a search without results are shown, not replaced', async () => {
    const { log, out } = recorder();
    const pages: [number, number][] = [
      [2, 30],
      [3, 0],
    ];
    for (const [page, total] of pages) {
      const { transport } = recordingTransport(() => ({ hits: { total: { value: total }, hits: [] } }));
      courseSearch(transport, clock).run(state('a', page), SETUP, out);
      await settle();
    }
    expect(log).toEqual(['show a', 'emit searchComplete', 'emit facetsComplete', 'show a', 'emit searchComplete', 'emit facetsComplete']);
  });

  it('hits without _id, _index or _source are reported, the rest shown', async () => {
    expectConsoleError('[vt-elements] vt-course-search: <vt-course-search> 2 hit(s) without _id, _index or _source were left out');
    const { transport } = recordingTransport(() => ({
      hits: { total: { value: 3 }, hits: [{ _id: 'a', _index: 'catalog-items', _source: {} }, { _id: 'b' }, {}] },
    }));
    const { log, shown, out } = recorder();
    courseSearch(transport, clock).run(state('a'), SETUP, out);
    await settle();
    expect(reported).toEqual(['<vt-course-search> 2 hit(s) without _id, _index or _source were left out']);
    expect(shown[0]!.answer.results.map((r) => r.id)).toEqual(['a']);
    expect(log[0]).toBe('show a');
  });

  it('range choices the facets lack are reported once a page, then ignored; the search runs without them', async () => {
    expectConsoleError(
      '[vt-elements] vt-course-search: <vt-course-search> the URL names range choices the facets do not have (ignored): start_times: Issue51Brunch, start_times: Issue51Tea',
    );
    const facets = {
      start_times: {
        type: 'range' as const,
        ranges: [{ name: 'Morning', from: '1970-01-01T06:00:00.000Z', to: '1970-01-01T12:00:00.000Z' }],
      },
    };
    const { sent, transport } = recordingTransport();
    const { out } = recorder();
    const searches = courseSearch(transport, clock);
    const chosen = { query: 'a', page: 1, selection: { start_times: ['Issue51Brunch', 'Issue51Tea'] } };
    searches.run(chosen, { ...SETUP, facets }, out);
    await settle();
    searches.run(chosen, { ...SETUP, facets }, out);
    await settle();
    expect(reported).toEqual([
      '<vt-course-search> the URL names range choices the facets do not have (ignored): start_times: Issue51Brunch, start_times: Issue51Tea',
    ]);
    expect(sent).toHaveLength(2);
  });

  it('a missing templates URL, and a failed request, are reported naming the cause and the URL', async () => {
    expectConsoleError(
      '[vt-elements] vt-course-search: <vt-course-search> course search failed: data-templates-url is missing: the query templates cannot be fetched',
      '[vt-elements] vt-course-search: <vt-course-search> course search failed: HTTP status 502 from https://search.example.com/x',
      '[vt-elements] vt-course-search: <vt-course-search> course search failed: timed out (https://search.example.com/x)',
    );
    const { log, out } = recorder();
    const failing = (error: Error): SearchTransport => ({ templates: async () => TEMPLATES, send: async () => Promise.reject(error) });
    courseSearch(recordingTransport().transport, clock).run(state('a'), { ...SETUP, templatesUrl: null }, out);
    await settle();
    courseSearch(failing(new ApiError('HTTP status 502', 'http', 'https://search.example.com/x', 502)), clock).run(state('a'), SETUP, out);
    await settle();
    courseSearch(failing(new ApiError('timed out', 'timeout', 'https://search.example.com/x')), clock).run(state('a'), SETUP, out);
    await settle();
    expect(log).toEqual(['fail', 'emit vt-search-error', 'fail', 'emit vt-search-error', 'fail', 'emit vt-search-error']);
  });
});

describe('issue 51: the network transport (spec §7: the item-search call and the three query templates from an assets host)', () => {
  const server = startDemoApi();
  const SEARCH = 'https://search.example.com';

  function serve(assets: string, templates: Record<string, () => Response>) {
    const fetched: string[] = [];
    const searches: { url: string; method: string; credentials: string; body: unknown }[] = [];
    server.use(
      http.get(`${assets}/:file`, ({ request, params }) => {
        fetched.push(`${new URL(request.url).pathname} ${request.credentials}`);
        return templates[params.file as string]?.() ?? HttpResponse.json({ match_all: {} });
      }),
      http.post(`${SEARCH}/:indices/_search`, async ({ request }) => {
        searches.push({ url: request.url, method: request.method, credentials: request.credentials, body: await request.json() });
        return HttpResponse.json(answer(1, 'A'));
      }),
    );
    return { fetched, searches };
  }

  it('fetches query, blank_query and phrase_query once a folder, without credentials; POSTs the body as JSON', async () => {
    const assets = 'https://assets.example.com/issue51-a';
    const { fetched, searches } = serve(assets, { 'query.json': () => HttpResponse.json({ match: { title: '{{query}}' } }) });
    const { log, out } = recorder();
    courseSearch().run(state('algebra'), { ...SETUP, templatesUrl: `${assets}//` }, out);
    await vi.waitFor(() => expect(log).toEqual(['show algebra', 'emit searchComplete', 'emit facetsComplete']));
    courseSearch().run(state('geometry'), { ...SETUP, templatesUrl: `${assets}//` }, out);
    await vi.waitFor(() => expect(log).toHaveLength(6));
    expect(fetched).toEqual(['/issue51-a/query.json omit', '/issue51-a/blank_query.json omit', '/issue51-a/phrase_query.json omit']);
    expect(searches.map((s) => [s.url, s.method, s.credentials])).toEqual([
      [`${SEARCH}/catalog-items/_search?search_type=dfs_query_then_fetch`, 'POST', 'omit'],
      [`${SEARCH}/catalog-items/_search?search_type=dfs_query_then_fetch`, 'POST', 'omit'],
    ]);
    expect(searches[0]!.body).toMatchObject({ size: 24, query: { bool: { must: [{ match: { title: 'algebra' } }] } } });
  });

  it('a template that is not JSON is named with its URL; a failed fetch is forgotten, so Retry fetches again', async () => {
    expectConsoleError(
      '[vt-elements] vt-course-search: <vt-course-search> course search failed: the phrase_query template is not valid JSON (https://assets.example.com/issue51-b/phrase_query.json)',
    );
    const assets = 'https://assets.example.com/issue51-b';
    let broken = true;
    const { fetched } = serve(assets, {
      'phrase_query.json': () =>
        broken ? new HttpResponse('{"match": ', { headers: { 'Content-Type': 'application/json' } }) : HttpResponse.json({ match_all: {} }),
    });
    const { log, out } = recorder();
    courseSearch().run(state('a'), { ...SETUP, templatesUrl: assets }, out);
    await vi.waitFor(() => expect(log).toEqual(['fail', 'emit vt-search-error']));
    broken = false;
    courseSearch().run(state('a'), { ...SETUP, templatesUrl: assets }, out);
    await vi.waitFor(() => expect(log).toHaveLength(5));
    expect(log.slice(2)).toEqual(['show a', 'emit searchComplete', 'emit facetsComplete']);
    expect(fetched).toHaveLength(6);
  });
});
