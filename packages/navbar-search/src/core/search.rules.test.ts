import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@vt-elements/core';
import { captureReports } from '@vt-elements/core/testing';
import { expectConsoleError } from '../../../../tests/support/console';
import { initialState, reduce, sections, statusOf, type Action, type SearchState } from './combobox';
import { GROUP_SIZE } from './groups';
import { parseEngineAnswer, parseSubjects } from './parse';
import { normaliseQuery, resultsHref } from './query';
import { BUSINESS_UNITS, ENGINES, siteSearchRequest } from './requests';
import { navbarSearch, SEARCH_DEBOUNCE_MS, type SearchOutput, type SearchSetup } from './search';
import { TEXTS } from './texts';

/**
 * Issue 51: the navbar search's rules, pinned by literals (spec §3 Site search result item, §4
 * Search dropdown, §5 Search, §7 subject lookup and site search call, §8 search errors, §9 at most
 * 5 results a group).
 */

describe('§5, §7, §9 numbers and names', () => {
  it('5 a group, a 150 ms pause, the two engines, the three business units', () => {
    expect(GROUP_SIZE).toBe(5);
    expect(SEARCH_DEBOUNCE_MS).toBe(150);
    expect(ENGINES).toEqual(['items-st', 'items-pr']);
    expect(BUSINESS_UNITS).toEqual(['VSD', 'Camps', 'Courses']);
  });
  it('§5: the query is trimmed, lowercased, its inner runs of blanks one space', () => {
    expect(normaliseQuery('  Algebra \t  II\n')).toBe('algebra ii');
    expect(resultsHref('/classes/search', 'algebra ii')).toBe('/classes/search?q=algebra%20ii');
  });
  it('§7: the engine name is encoded into the path', () => {
    expect(siteSearchRequest({ searchHost: 'https://s.example//', engine: 'a b' as never, query: 'x' }).url).toBe(
      'https://s.example/api/as/v1/engines/a%20b/search',
    );
  });
});

describe('§4 Search dropdown: opening, closing, Escape', () => {
  const typed = (value: string, from: SearchState = initialState()) => reduce(from, { type: 'input', value });
  it('open shows a closed dropdown with a query again; without a query it stays closed', () => {
    const closed = reduce(typed('alg'), { type: 'close' });
    expect(closed).toMatchObject({ open: false, active: -1 });
    expect(reduce(closed, { type: 'open' }).open).toBe(true);
    const empty = initialState();
    expect(reduce(empty, { type: 'open' })).toBe(empty);
    const open = typed('alg');
    expect(reduce(open, { type: 'open' })).toBe(open);
  });
  it('close forgets the active option; a closed dropdown with none is left as it is', () => {
    const moved = reduce(typed('alg'), { type: 'move', move: 'next', count: 2 });
    expect(reduce(moved, { type: 'close' })).toMatchObject({ open: false, active: -1 });
    const closed = reduce(moved, { type: 'close' });
    expect(reduce(closed, { type: 'close' })).toBe(closed);
  });
  it('typing the same query again (another case, more blanks) keeps the answers; clearing it closes', () => {
    const answered = reduce(typed('alg'), {
      type: 'answer',
      source: 'subjects',
      query: 'alg',
      groups: [{ key: 'subjects', results: [{ type: 'subject', text: 'Algebra', href: '/algebra-tutors' }], total: 1 }],
    });
    const again = typed(' ALG ', answered);
    expect(again.subjects).toBe(answered.subjects);
    expect(again).toMatchObject({ value: ' ALG ', open: true });
    const cleared = typed('', again);
    expect(cleared).toMatchObject({ query: '', open: false, subjects: { status: 'idle' }, engine: { status: 'idle' } });
  });
  it('Up from no option goes to the last; Down past the last to the first; a move with no options only opens', () => {
    const ready = typed('alg');
    expect(reduce(ready, { type: 'move', move: 'previous', count: 4 }).active).toBe(3);
    const last = reduce(ready, { type: 'move', move: 'last', count: 4 });
    expect(reduce(last, { type: 'move', move: 'previous', count: 4 }).active).toBe(2);
    expect(reduce(last, { type: 'move', move: 'next', count: 4 }).active).toBe(0);
    expect(reduce(ready, { type: 'move', move: 'next', count: 0 })).toEqual(ready);
    const none = initialState();
    expect(reduce(none, { type: 'move', move: 'next', count: 0 })).toBe(none);
  });
  it('an answer for a source that is not loading (answered already) is dropped', () => {
    const failed = reduce(typed('x'), { type: 'fail', source: 'engine', query: 'x' });
    expect(reduce(failed, { type: 'answer', source: 'engine', query: 'x', groups: [] })).toBe(failed);
  });
  it('the engine failing alone puts the error in the classes group’s place, headed Classes', () => {
    const state = [
      { type: 'fail', source: 'engine', query: 'x' },
      { type: 'answer', source: 'subjects', query: 'x', groups: [] },
    ].reduce((s, a) => reduce(s, a as Action), typed('x'));
    const list = sections(state, TEXTS.en, '/classes/search?q=x');
    expect(list).toEqual([{ key: 'items', header: 'Classes', options: [], failed: true }]);
    expect(statusOf(state, list)).toBe('error');
    expect(statusOf({ ...state, open: false }, list)).toBe('closed');
  });
});

describe('§3, §7 the answers', () => {
  it('a list or a number is named as such', () => {
    expect(() => parseEngineAnswer([])).toThrow('the search engine answered a list without a results list');
    expect(() => parseSubjects(7)).toThrow('the subject lookup answered a number, not a list of {display_name, short_name}');
  });
  it('a blank details page is none; facet entries that are not strings are ignored; a facet never lowers the count below what came', () => {
    const parsed = parseEngineAnswer({
      results: [
        { title: { raw: 'T' }, details_page: { raw: '  ' }, catalog_type: { raw: 'catalog-topics-v1' } },
        { title: { raw: 'I' }, details_page: { raw: ' /i ' } },
      ],
      facets: {
        catalog_type: [
          {
            data: [
              { value: 7, count: 50 },
              { value: 'catalog-topics-v1', count: 0 },
              { value: 'catalog-items-v1', count: 0 },
            ],
          },
        ],
      },
    });
    expect(parsed).toEqual({
      value: {
        topics: [{ type: 'topic', title: 'T', href: null }],
        items: [{ type: 'item', title: 'I', href: '/i' }],
        topicTotal: 1,
        itemTotal: 1,
      },
      skipped: 0,
    });
  });
});

const SETUP: SearchSetup = {
  searchHost: 'https://search.example.com',
  apiHost: () => 'https://api.example.com',
  resultsUrl: '/classes/search',
  page: 'https://www.example.com/tutoring',
};

function harness() {
  const calls: { url: string; answer(data: unknown): void; fail(error: Error): void }[] = [];
  const send = (request: { url: string }) =>
    new Promise<unknown>((resolve, reject) => calls.push({ url: request.url, answer: resolve, fail: reject }));
  let state = initialState();
  const events: string[] = [];
  const out: SearchOutput = {
    dispatch: (action: Action) => void (state = reduce(state, action)),
    emit: (type, detail) => void events.push(`${type} ${JSON.stringify(detail)}`),
  };
  return { calls, send, out, events, type: (v: string) => (state = reduce(state, { type: 'input', value: v })), state: () => state };
}

describe('§7, §8 the requests of a query', () => {
  const reported = captureReports();
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('a search host given as a path is on the page’s origin; none is the page’s origin; the engine defaults to items-pr', async () => {
    for (const [searchHost, url] of [
      ['/search/', 'https://www.example.com/search/api/as/v1/engines/items-pr/search'],
      [null, 'https://www.example.com/api/as/v1/engines/items-pr/search'],
    ] as const) {
      const h = harness();
      navbarSearch(h.send).run('x', { ...SETUP, searchHost }, h.out);
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
      expect(h.calls.map((c) => c.url)[1]).toBe(url);
    }
  });

  it('an HTTP failure is reported with the URL that failed; a search host that is not http(s) is reported', async () => {
    expectConsoleError(
      '[vt-elements] vt-navbar-search: <vt-navbar-search> site search failed: HTTP status 503 from https://search.example.com/api/as/v1/engines/items-pr/search',
      '[vt-elements] vt-navbar-search: <vt-navbar-search> site search failed: data-search-host "ftp://files.example" is not an http(s) URL',
    );
    const h = harness();
    h.type('x');
    const search = navbarSearch(h.send);
    search.run('x', SETUP, h.out);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    h.calls[1]!.fail(new ApiError('HTTP status 503', 'http', h.calls[1]!.url, 503));
    await vi.advanceTimersByTimeAsync(0);
    search.run('x', { ...SETUP, searchHost: 'ftp://files.example' }, h.out);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(reported).toEqual([
      '<vt-navbar-search> site search failed: HTTP status 503 from https://search.example.com/api/as/v1/engines/items-pr/search',
      '<vt-navbar-search> site search failed: data-search-host "ftp://files.example" is not an http(s) URL',
    ]);
  });

  it('records left out are reported, counted; an abort is never reported', async () => {
    expectConsoleError(
      '[vt-elements] vt-navbar-search: <vt-navbar-search> subject lookup: 2 record(s) without the expected fields were left out',
    );
    const h = harness();
    h.type('x');
    navbarSearch(h.send).run('x', SETUP, h.out);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    h.calls[0]!.answer([{ display_name: 'A', short_name: 'a' }, {}, null]);
    h.calls[1]!.fail(new ApiError('Request aborted', 'abort', h.calls[1]!.url));
    await vi.advanceTimersByTimeAsync(0);
    expect(reported).toEqual(['<vt-navbar-search> subject lookup: 2 record(s) without the expected fields were left out']);
    expect(h.state().engine.status).toBe('loading');
  });

  it('§8: no searchEmpty when a source failed; the results event lists only the groups with results', async () => {
    expectConsoleError('[vt-elements] vt-navbar-search: <vt-navbar-search> subject lookup failed: down');
    const h = harness();
    h.type('x');
    const search = navbarSearch(h.send);
    search.run('x', SETUP, h.out);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    h.calls[0]!.fail(new Error('down'));
    h.calls[1]!.answer({ results: [] });
    await vi.advanceTimersByTimeAsync(0);
    search.settle(h.state(), h.out);
    expect(h.events).toEqual(['vt-search {"query":"x"}']);
  });
});
