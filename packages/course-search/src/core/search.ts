import { ApiError, latestOnly, reportError, requestJson, systemClock, track, type Clock } from '@vt-elements/core';
import type { FacetsCompleteDetail, SearchCompleteDetail, SearchErrorDetail } from '../events';
import { readFacets, type Facet, type FacetConfigs } from './facets';
import { combine } from './filters';
import { isTopicEngine, type CourseSearchOptions } from './options';
import { facetCountBodies, searchBody, searchUrl, selectionFilters, type SearchBody, type SearchOptions } from './request';
import { readSearchResponse, type SearchAnswer } from './response';
import { checkTemplate, normaliseQuery, TEMPLATE_NAMES, type Templates } from './templates';
import type { SearchState } from './url-state';

/**
 * The search's rules out of the view (issue 31): one search per state, only the latest answer
 * shown (core's latestOnly), the page past the end, what is reported, the events and the data
 * layer's course_search (spec §4 Search: "query, then result event 'searchComplete' and facets
 * event 'facetsComplete'"). The view renders what `run` hands it.
 */
export const SOURCE = 'vt-course-search';
/** A search answer later than this is a failure shown with Retry, not an endless 'Searching…'. */
export const TIMEOUT_MS = 15_000;

/** The answer on screen. */
export interface Shown {
  answer: SearchAnswer;
  facets: Facet[];
  query: string;
}

/** The element's settings a search depends on. */
export interface SearchSetup {
  searchUrl?: string | null;
  templatesUrl?: string | null;
  topics?: boolean | null;
  options?: CourseSearchOptions | null;
  facets: FacetConfigs;
}

/** What a run hands back; none of it is called for a run a later one replaced. */
export interface SearchOutput {
  /** The answer to show. */
  show(shown: Shown): void;
  /** The search failed (reported already): the view offers Retry. */
  fail(): void;
  /** A page past the end (an old link, fewer results now): show this state, in place of the history entry. */
  replace(state: SearchState): void;
  /** Fires one of the element's events. */
  emit<D>(type: string, detail: D): void;
}

/** How a search reaches the network; tests pass their own. */
export interface SearchTransport {
  send(url: string, body: SearchBody, signal: AbortSignal): Promise<unknown>;
  templates(folder: string): Promise<Templates>;
}

/** The three templates, fetched once per folder for the page (two blocks share them); a failure is forgotten so Retry fetches again. */
const templateCache = new Map<string, Promise<Templates>>();
function loadTemplates(folder: string): Promise<Templates> {
  let loading = templateCache.get(folder);
  if (!loading) {
    const base = folder.replace(/\/+$/, '');
    loading = Promise.all(
      TEMPLATE_NAMES.map(async (name) => {
        try {
          return checkTemplate(name, (await requestJson(`${base}/${name}.json`, { credentials: 'omit', timeoutMs: TIMEOUT_MS })).data);
        } catch (error) {
          if (error instanceof ApiError && error.kind === 'parse')
            throw new Error(`the ${name} template is not valid JSON (${base}/${name}.json)`, { cause: error });
          throw error;
        }
      }),
    ).then(([query, blank_query, phrase_query]) => ({ query: query!, blank_query: blank_query!, phrase_query: phrase_query! }));
    loading.catch(() => templateCache.delete(folder));
    templateCache.set(folder, loading);
  }
  return loading;
}

const network: SearchTransport = {
  send: async (url, body, signal) =>
    (await requestJson(url, { method: 'POST', body, credentials: 'omit', signal, timeoutMs: TIMEOUT_MS })).data,
  templates: loadTemplates,
};

/** Range choices of the URL already reported (each once a page). */
const reportedChoices = new Set<string>();

function describe(error: unknown): string {
  if (error instanceof ApiError) return error.kind === 'http' ? `${error.message} from ${error.url}` : `${error.message} (${error.url})`;
  return (error as Error)?.message ?? String(error);
}

/**
 * A block's searches: `run` starts one for a state (the one before is aborted and never shown), `stop` ends the current.
 * `clock` says when today starts (spec §9: start_dates from the start of today); tests pass their own.
 */
export function courseSearch(transport: SearchTransport = network, clock: Pick<Clock, 'now'> = systemClock) {
  const latest = latestOnly();

  async function search(state: SearchState, setup: SearchSetup, out: SearchOutput, query: string, signal: AbortSignal) {
    if (!setup.searchUrl) throw new Error('data-search-url is missing: there is no item-search service to ask');
    if (!setup.templatesUrl) throw new Error('data-templates-url is missing: the query templates cannot be fetched');
    const templates = await transport.templates(setup.templatesUrl);
    const { unknown } = selectionFilters(state.selection, setup.facets);
    const refused = unknown.filter((choice) => !reportedChoices.has(choice));
    refused.forEach((choice) => reportedChoices.add(choice));
    if (refused.length)
      reportError(new Error(`<${SOURCE}> the URL names range choices the facets do not have (ignored): ${refused.join(', ')}`), {
        source: SOURCE,
      });
    const options = setup.options;
    const search: SearchOptions = {
      searchUrl: setup.searchUrl,
      topics: !!setup.topics || isTopicEngine(options?.engine),
      templates,
      query,
      page: state.page,
      pageFilters: options?.filters ?? { all: [], none: [] },
      selection: state.selection,
      facets: setup.facets,
      minScore: options?.min_score,
      now: new Date(clock.now()),
    };
    const url = searchUrl(setup.searchUrl, search.topics);
    const counts = facetCountBodies(search);
    const [main, ...others] = await Promise.all(
      [searchBody(search), ...counts.map((c) => c.body)].map((body) => transport.send(url, body, signal)),
    );
    if (signal.aborted) return;
    const answer = readSearchResponse(main, state.page);
    if (!answer.results.length && state.page > answer.page_info.total_pages && answer.page_info.total_pages > 0)
      return out.replace({ ...state, page: answer.page_info.total_pages });
    if (answer.skipped)
      reportError(new Error(`<${SOURCE}> ${answer.skipped} hit(s) without _id, _index or _source were left out`), {
        source: SOURCE,
        query,
      });
    const aggs = { ...(answer.aggregations as object | undefined) } as Record<string, unknown>;
    counts.forEach(({ field }, i) => {
      aggs[field] = (others[i] as { aggregations?: Record<string, unknown> } | null)?.aggregations?.[field];
    });
    const facets = readFacets(aggs, setup.facets);
    out.show({ answer, facets, query });
    const filters = combine(search.pageFilters, selectionFilters(state.selection, setup.facets).filters);
    out.emit<SearchCompleteDetail>('searchComplete', {
      query,
      filters,
      page: state.page,
      results: answer.results,
      page_info: answer.page_info,
    });
    out.emit<FacetsCompleteDetail>('facetsComplete', { facets });
    track('course_search', { course_search: { query, filters, page: state.page, result_uuids: answer.results.map((r) => r.id) } });
  }

  return {
    run(state: SearchState, setup: SearchSetup, out: SearchOutput): void {
      const signal = latest.next();
      const query = normaliseQuery(state.query);
      search(state, setup, out, query, signal).catch((error: unknown) => {
        // A replaced run's failure (its abort included) is nobody's news.
        if (signal.aborted) return;
        const message = `<${SOURCE}> course search failed: ${describe(error)}`;
        reportError(new Error(message, { cause: error }), { source: SOURCE, query });
        out.fail();
        out.emit<SearchErrorDetail>('vt-search-error', { message });
      });
    },
    stop: latest.stop,
  };
}
