import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { captureReports } from '@vt-elements/core/testing';
import { initialState, reduce, type Action, type SearchState } from './combobox';
import type { SearchRequest } from './requests';
import { navbarSearch, SEARCH_DEBOUNCE_MS, type SearchOutput, type SearchSetup } from './search';

const SETUP: SearchSetup = {
  searchHost: 'https://search.example.com',
  apiHost: () => 'https://api.example.com',
  resultsUrl: '/classes/search',
  page: 'https://www.example.com/tutoring',
};

/** A send whose answers the test releases, in any order. */
function manualSend() {
  const calls: { url: string; signal: AbortSignal; answer(data: unknown): void; fail(error: Error): void }[] = [];
  const send = (request: SearchRequest, signal: AbortSignal) =>
    new Promise<unknown>((resolve, reject) => calls.push({ url: request.url, signal, answer: resolve, fail: reject }));
  return { calls, send };
}

/** The view's part: the combobox state, driven by the actions, and the events fired. */
function box() {
  let state: SearchState = initialState();
  const events: string[] = [];
  const out: SearchOutput = {
    dispatch: (action: Action) => void (state = reduce(state, action)),
    emit: (type, detail) => void events.push(`${type} ${JSON.stringify(detail)}`),
  };
  return {
    out,
    events,
    type: (value: string) => (state = reduce(state, { type: 'input', value })),
    get state() {
      return state;
    },
  };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const reported = captureReports();
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('location', { origin: 'https://www.example.com', href: 'https://www.example.com/' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('navbar search requests (spec §7 "a new request aborts the previous"; §4 Search dropdown)', () => {
  it(`typing fast sends one request per source, for the last query, once typing pauses ${SEARCH_DEBOUNCE_MS} ms`, async () => {
    const { calls, send } = manualSend();
    const searches = navbarSearch(send);
    const { out, events } = box();
    for (const query of ['a', 'al', 'alg']) {
      searches.run(query, SETUP, out);
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 10);
    }
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10);
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.example.com/vtwa/v1/subjects/lookup?query=alg',
      'https://search.example.com/api/as/v1/engines/items-pr/search',
    ]);
    expect(events).toEqual(['vt-search {"query":"alg"}']);
  });

  it('a stale answer never shows: an older query answering after a newer one was sent is dropped, its requests aborted and never reported', async () => {
    const { calls, send } = manualSend();
    const searches = navbarSearch(send);
    const view = box();
    view.type('alg');
    searches.run('alg', SETUP, view.out);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    view.type('algebra');
    searches.run('algebra', SETUP, view.out);
    expect(calls.slice(0, 2).every((c) => c.signal.aborted)).toBe(true);
    // The old query's answers arrive anyway (one a result, one a failure): nothing shows, nothing is reported.
    calls[0]!.answer([{ display_name: 'Algebra 1', short_name: 'algebra-1' }]);
    calls[1]!.fail(new Error('HTTP status 500'));
    await flush();
    expect(view.state.subjects).toEqual({ status: 'loading', groups: [] });
    expect(view.state.engine).toEqual({ status: 'loading', groups: [] });
    expect(reported).toEqual([]);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[2]!.answer([{ display_name: 'Algebra 2', short_name: 'algebra-2' }]);
    await flush();
    expect(view.state.subjects.groups[0]!.results.map((r) => r.text)).toEqual(['Algebra 2']);
  });

  it("the current query's failure is reported, once, naming the call", async () => {
    expectConsoleError('[vt-elements] vt-navbar-search: <vt-navbar-search> subject lookup failed: network down');
    const { calls, send } = manualSend();
    const searches = navbarSearch(send);
    const view = box();
    view.type('chess');
    searches.run('chess', SETUP, view.out);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[0]!.fail(new Error('network down'));
    await flush();
    expect(reported).toEqual(['<vt-navbar-search> subject lookup failed: network down']);
    expect(view.state.subjects.status).toBe('error');
  });

  it('stop() (the query cleared, the element gone) cancels a pending query and aborts the running one', async () => {
    const { calls, send } = manualSend();
    const searches = navbarSearch(send);
    const view = box();
    searches.run('chess', SETUP, view.out);
    searches.stop();
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
    searches.run('chess', SETUP, view.out);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    searches.run('', SETUP, view.out);
    expect(calls.map((c) => c.signal.aborted)).toEqual([true, true]);
  });

  it('once both sources answered: vt-search-results once a run, or (spec §8) searchEmpty in the data layer and vt-search-empty', async () => {
    const { calls, send } = manualSend();
    const searches = navbarSearch(send);
    const view = box();
    view.type('chess');
    searches.run('chess', SETUP, view.out);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[0]!.answer([{ display_name: 'Chess', short_name: 'chess' }]);
    await flush();
    searches.settle(view.state, view.out);
    expect(view.events).toEqual(['vt-search {"query":"chess"}']);
    calls[1]!.answer({ results: [] });
    await flush();
    searches.settle(view.state, view.out);
    searches.settle(view.state, view.out);
    expect(view.events.slice(1)).toEqual([
      'vt-search-results {"query":"chess","groups":[{"type":"subjects","total":1,"results":[{"type":"subject","text":"Chess","href":"/chess-tutors"}]}]}',
    ]);

    const layer = ((globalThis as { dataLayer?: unknown[] }).dataLayer ??= []);
    const before = layer.length;
    view.type('zzz');
    searches.run('zzz', SETUP, view.out);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[2]!.answer([]);
    calls[3]!.answer({ results: [] });
    await flush();
    searches.settle(view.state, view.out);
    expect(view.events.slice(2)).toEqual(['vt-search {"query":"zzz"}', 'vt-search-empty {"query":"zzz"}']);
    expect(layer.slice(before)).toEqual([expect.objectContaining({ event: 'searchEmpty', query: 'zzz' })]);
  });
});
