import { ApiError, latestOnly, reportError, requestJson, safeUrl, track } from '@vt-elements/core';
import type { SearchQueryDetail, SearchResultsDetail } from '../events';
import { settled, type Action, type SearchState, type SourceKey } from './combobox';
import type { ExtraFilters } from './filters';
import { engineGroups, subjectGroup, type Group } from './groups';
import { parseEngineAnswer, parseSubjects, type Parsed } from './parse';
import { resultsHref } from './query';
import { siteSearchRequest, subjectLookupRequest, type Engine, type SearchRequest } from './requests';

/**
 * The dropdown's requests out of the view (issue 31): a query is sent once typing pauses, to both
 * sources; a newer query (or clearing it) aborts the last (core's latestOnly; spec §7 subject
 * lookup "a new request aborts the previous"), and an aborted run is never reported. What the
 * sources answer goes to the combobox state machine (combobox.ts), which also drops an answer to
 * an older query. Once both answered: the results event, or searchEmpty (spec §8).
 */
export const SOURCE = 'vt-navbar-search';

/**
 * Bounded requests when typing fast: a query is sent once typing has paused this long, and each
 * source has at most one request in flight (a newer query aborts it). Typing 'algebra' at a
 * normal pace sends one request per source, not seven.
 */
export const SEARCH_DEBOUNCE_MS = 150;
/** A search answer later than this is a failure ('Request timed out…'), not an endless 'Searching…'. */
const TIMEOUT_MS = 10_000;
const CALLS: Record<SourceKey, string> = { subjects: 'subject lookup', engine: 'site search' };

/** The element's settings the requests depend on, read when the query is sent. */
export interface SearchSetup {
  engine?: Engine | null;
  searchHost?: string | null;
  searchKey?: string | null;
  filters?: ExtraFilters | null;
  /** The API host for the subject lookup (core's apiHost()). */
  apiHost(): string;
  /** The results page: the engine's fallback links point there. */
  resultsUrl: string;
  /** The page's address: a search host given as a path is on its origin, and none means its origin. */
  page: string;
}

/** Where the runs' news goes: the combobox's actions and the element's events. */
export interface SearchOutput {
  dispatch(action: Action): void;
  emit<D>(type: string, detail: D): void;
}

export type Send = (request: SearchRequest, signal: AbortSignal) => Promise<unknown>;

const network: Send = async ({ method, url, headers, body, credentials }, signal) =>
  (await requestJson(url, { method, headers, body, credentials, signal, timeoutMs: TIMEOUT_MS })).data;

/** The search host: an absolute http(s) URL (a path is taken on the page's origin); default the page's origin. */
function searchBase(value: string | null | undefined, page: string): string {
  if (!value) return new URL(page).origin;
  const url = new URL(value, page);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`data-search-host "${value}" is not an http(s) URL`);
  return url.href.replace(/\/+$/, '');
}

/** One search box's requests: `run` for each query, `stop` when the query or the element goes, `settle` after each state change. */
export function navbarSearch(send: Send = network) {
  const latest = latestOnly();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Counts the runs, so the events fire once for each. */
  let generation = 0;
  let announced = -1;

  const stop = () => {
    clearTimeout(timer);
    latest.stop();
  };

  function run(query: string, setup: SearchSetup, out: SearchOutput): void {
    stop();
    if (!query) return;
    generation++;
    const signal = latest.next();
    const call = async (source: SourceKey, read: () => Promise<Parsed<Group[]>>) => {
      try {
        const { value, skipped } = await read();
        if (signal.aborted) return;
        if (skipped)
          reportError(new Error(`<${SOURCE}> ${CALLS[source]}: ${skipped} record(s) without the expected fields were left out`), {
            source: SOURCE,
            query,
          });
        out.dispatch({ type: 'answer', source, query, groups: value });
      } catch (error) {
        if (signal.aborted || (error instanceof ApiError && error.kind === 'abort')) return;
        const cause = error instanceof ApiError && error.kind === 'http' ? `${error.message} from ${error.url}` : (error as Error).message;
        reportError(new Error(`<${SOURCE}> ${CALLS[source]} failed: ${cause}`, { cause: error }), {
          source: SOURCE,
          call: CALLS[source],
          query,
        });
        out.dispatch({ type: 'fail', source, query });
      }
    };
    timer = setTimeout(() => {
      out.emit<SearchQueryDetail>('vt-search', { query });
      void call('subjects', async () => {
        const parsed = parseSubjects(await send(subjectLookupRequest(setup.apiHost(), query), signal));
        return { value: [subjectGroup(parsed.value)], skipped: parsed.skipped };
      });
      void call('engine', async () => {
        const { engine, searchHost, searchKey, filters } = setup;
        const request = siteSearchRequest({
          searchHost: searchBase(searchHost, setup.page),
          engine: engine ?? 'items-pr',
          searchKey,
          query,
          filters,
        });
        const parsed = parseEngineAnswer(await send(request, signal));
        const link = (href: string | null) => (href && safeUrl(href, { source: SOURCE, what: 'result details_page' }) ? href : null);
        return { value: engineGroups(parsed.value, link, resultsHref(setup.resultsUrl, query)), skipped: parsed.skipped };
      });
    }, SEARCH_DEBOUNCE_MS);
  }

  /** Once both sources have answered a run: the results event, or (spec §8) searchEmpty and vt-search-empty; once a run. */
  function settle(state: SearchState, out: SearchOutput): void {
    if (!settled(state) || announced === generation) return;
    announced = generation;
    const groups = [...state.subjects.groups, ...state.engine.groups].filter((g) => g.results.length);
    const query = state.query;
    if (groups.length) {
      out.emit<SearchResultsDetail>('vt-search-results', {
        query,
        groups: groups.map((g) => ({ type: g.key, total: g.total, results: g.results })),
      });
    } else if (state.subjects.status === 'done' && state.engine.status === 'done') {
      track('searchEmpty', { query });
      out.emit<SearchQueryDetail>('vt-search-empty', { query });
    }
  }

  return { run, stop, settle };
}
