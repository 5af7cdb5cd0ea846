import { startTransition, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ApiError, emit, pageLang, reportError, requestJson, textsFor, track, type HostProps } from '@vt-elements/core';
import { defaultFacets, readFacets, type Facet } from '../core/facets';
import { combine, FILTER_KEYS, type FilterKey } from '../core/filters';
import { isTopicEngine, type CourseSearchOptions } from '../core/options';
import { facetCountBodies, searchBody, searchUrl, selectionFilters, type SearchBody, type SearchOptions } from '../core/request';
import { readSearchResponse, type SearchAnswer } from '../core/response';
import { checkTemplate, normaliseQuery, TEMPLATE_NAMES, type Templates } from '../core/templates';
import { COURSE_SEARCH_TEXTS, fill, itemOverrides, type CourseSearchTexts, type ItemTextKey } from '../core/texts';
import { readState, writeState, type SearchState } from '../core/url-state';
import { Facets } from './facets';
import { Hit } from './hit';
import { Pagination } from './pagination';
import type { FacetsCompleteDetail, SearchCompleteDetail, SearchErrorDetail } from '../events';

export interface CourseSearchProps {
  targetId?: string | null;
  options?: CourseSearchOptions | null;
  searchUrl?: string | null;
  templatesUrl?: string | null;
  topics?: boolean | null;
  /** Its own texts and its hits' (the list items' keys, itemGrades for their grades). */
  texts?: Partial<CourseSearchTexts & Record<ItemTextKey, string>> | null;
}

const SOURCE = 'vt-course-search';
/** A search answer later than this is a failure shown with Retry, not an endless 'Searching…'. */
const TIMEOUT_MS = 15_000;

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

/** Range choices of the URL already reported (each once a page). */
const reportedChoices = new Set<string>();

function describe(error: unknown): string {
  if (error instanceof ApiError) return error.kind === 'http' ? `${error.message} from ${error.url}` : `${error.message} (${error.url})`;
  return (error as Error)?.message ?? String(error);
}

interface Shown {
  answer: SearchAnswer;
  facets: Facet[];
  query: string;
}

export function CourseSearch({
  targetId,
  options,
  searchUrl: searchBase,
  templatesUrl,
  topics,
  texts: overrides,
  host,
}: CourseSearchProps & Partial<HostProps>) {
  const id = useId();
  const lang = pageLang(host);
  const texts = useMemo(() => textsFor(COURSE_SEARCH_TEXTS, lang, overrides), [lang, overrides]);
  const hitTexts = useMemo(() => itemOverrides(overrides), [overrides]);
  const fallback = useMemo(() => ({ query: options?.query, page: options?.page }), [options]);
  const facetConfigs = useMemo(() => options?.facets ?? defaultFacets(new Date()), [options]);
  const [state, setState] = useState<SearchState>(() => readState(location.search, fallback));
  const [draft, setDraft] = useState(state.query);
  const [shown, setShown] = useState<Shown | null>(null);
  const [status, setStatus] = useState<'loading' | 'done' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  /** Small screens: the facets behind a disclosure button (wide screens show them beside the results). */
  const [filtersOpen, setFiltersOpen] = useState(false);
  const counter = useRef(0);
  const focusResults = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Back/Forward: the state the URL holds, without a new history entry.
  useEffect(() => {
    const onPop = () => {
      const next = readState(location.search, fallback);
      setState(next);
      setDraft(next.query);
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [fallback]);

  // One search per state; only the latest answer is shown (a counter, and the older request aborted).
  useEffect(() => {
    const run = ++counter.current;
    const controller = new AbortController();
    const query = normaliseQuery(state.query);
    setStatus('loading');
    const fail = (error: unknown) => {
      if (controller.signal.aborted || run !== counter.current) return;
      const message = `<${SOURCE}> course search failed: ${describe(error)}`;
      reportError(new Error(message, { cause: error }), { source: SOURCE, query });
      setStatus('error');
      if (host) emit<SearchErrorDetail>(host, 'vt-search-error', { message });
    };
    (async () => {
      if (!searchBase) throw new Error('data-search-url is missing: there is no item-search service to ask');
      if (!templatesUrl) throw new Error('data-templates-url is missing: the query templates cannot be fetched');
      const templates = await loadTemplates(templatesUrl);
      const { unknown } = selectionFilters(state.selection, facetConfigs);
      const refused = unknown.filter((choice) => !reportedChoices.has(choice));
      refused.forEach((choice) => reportedChoices.add(choice));
      if (refused.length)
        reportError(new Error(`<${SOURCE}> the URL names range choices the facets do not have (ignored): ${refused.join(', ')}`), {
          source: SOURCE,
        });
      const search: SearchOptions = {
        searchUrl: searchBase,
        topics: !!topics || isTopicEngine(options?.engine),
        templates,
        query,
        page: state.page,
        pageFilters: options?.filters ?? { all: [], none: [] },
        selection: state.selection,
        facets: facetConfigs,
        minScore: options?.min_score,
        now: new Date(),
      };
      const url = searchUrl(searchBase, search.topics);
      const send = async (body: SearchBody) =>
        (await requestJson(url, { method: 'POST', body, credentials: 'omit', signal: controller.signal, timeoutMs: TIMEOUT_MS })).data;
      const counts = facetCountBodies(search);
      const [main, ...others] = await Promise.all([send(searchBody(search)), ...counts.map((c) => send(c.body))]);
      if (run !== counter.current) return;
      const answer = readSearchResponse(main, state.page);
      // A page past the end (an old link, fewer results now): the last page instead, in place of this history entry.
      if (!answer.results.length && state.page > answer.page_info.total_pages && answer.page_info.total_pages > 0) {
        const last = { ...state, page: answer.page_info.total_pages };
        history.replaceState(history.state, '', `${location.pathname}${writeState(last, location.search)}${location.hash}`);
        setState(last);
        return;
      }
      if (answer.skipped)
        reportError(new Error(`<${SOURCE}> ${answer.skipped} hit(s) without _id, _index or _source were left out`), {
          source: SOURCE,
          query,
        });
      const aggs = { ...(answer.aggregations as object | undefined) } as Record<string, unknown>;
      counts.forEach(({ field }, i) => {
        aggs[field] = (others[i] as { aggregations?: Record<string, unknown> } | null)?.aggregations?.[field];
      });
      const facets = readFacets(aggs, facetConfigs);
      // A page of hits is 40-60 ms of rendering at 4x CPU throttle: as a transition, React renders
      // it in slices that yield to input (issue 10: no long task of ours), as the picker's slots.
      startTransition(() => {
        setShown({ answer, facets, query });
        setStatus('done');
      });
      const filters = combine(search.pageFilters, selectionFilters(state.selection, facetConfigs).filters);
      if (host) {
        emit<SearchCompleteDetail>(host, 'searchComplete', {
          query,
          filters,
          page: state.page,
          results: answer.results,
          page_info: answer.page_info,
        });
        emit<FacetsCompleteDetail>(host, 'facetsComplete', { facets });
      }
      track('course_search', { course_search: { query, filters, page: state.page, result_uuids: answer.results.map((r) => r.id) } });
    })().catch(fail);
    return () => controller.abort();
  }, [state, attempt, searchBase, templatesUrl, topics, options, facetConfigs, host]);

  // After a page change, the focus goes to the new results' heading (the pressed button may be gone).
  useEffect(() => {
    if (status !== 'done' || !focusResults.current) return;
    focusResults.current = false;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [status, shown]);

  const change = (next: SearchState) => {
    if (writeState(next) === writeState(state)) return;
    history.pushState(history.state, '', `${location.pathname}${writeState(next, location.search)}${location.hash}`);
    setState(next);
  };
  const onFacet = (field: FilterKey, values: string[]) => change({ ...state, page: 1, selection: { ...state.selection, [field]: values } });
  const chosen = FILTER_KEYS.reduce((n, f) => n + (state.selection[f]?.length ?? 0), 0);

  const info = shown?.answer.page_info;
  const total = info?.total_results ?? 0;
  const q = shown?.query ?? '';
  const countText = !shown
    ? status === 'loading'
      ? texts.searching
      : ''
    : total === 0
      ? q
        ? fill(texts.noResultsFor, { query: q })
        : texts.noResults
      : q
        ? fill(total === 1 ? texts.oneResultFor : texts.resultsFor, { n: total, query: q })
        : fill(total === 1 ? texts.oneResult : texts.results, { n: total });

  return (
    <div className="vt-course-search">
      <form
        className="vt-course-search__form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          change({ query: draft.trim(), page: 1, selection: state.selection });
        }}
      >
        <label className="vt-course-search__label" htmlFor={`${id}-q`}>
          {texts.label}
        </label>
        <input
          id={`${id}-q`}
          className="vt-course-search__input"
          type="search"
          name="q"
          enterKeyHint="search"
          placeholder={texts.placeholder}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button className="vt-course-search__submit" type="submit">
          {texts.submit}
        </button>
      </form>
      <div className="vt-course-search__body">
        {/* Always there (empty while the first answer comes), so the results never move when the facets arrive. */}
        <section className="vt-course-search__facets" aria-label={texts.filters}>
          <button
            type="button"
            className="vt-course-search__toggle"
            aria-expanded={filtersOpen}
            aria-controls={`${id}-facets`}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {texts.filters}
            {chosen > 0 && ` (${chosen})`}
          </button>
          <div id={`${id}-facets`} className="vt-course-search__facet-list" data-open={filtersOpen}>
            {shown && <Facets id={id} facets={shown.facets} selection={state.selection} texts={texts} onChange={onFacet} />}
            {chosen > 0 && (
              <button type="button" className="vt-course-search__clear" onClick={() => change({ ...state, page: 1, selection: {} })}>
                {texts.clear}
              </button>
            )}
          </div>
        </section>
        <section
          id={targetId ?? undefined}
          className={`vt-course-search__results${status === 'loading' && shown ? ' vt-course-search__results--loading' : ''}`}
          aria-busy={status === 'loading'}
          aria-labelledby={`${id}-count`}
        >
          <h2 id={`${id}-count`} ref={heading} tabIndex={-1} className="vt-course-search__count" aria-live="polite">
            {countText}
            {info && info.total_pages > 1 && (
              <span className="vt-course-search__page-of"> · {fill(texts.pageOf, { n: info.current, total: info.total_pages })}</span>
            )}
          </h2>
          {status === 'error' && (
            <div className="vt-course-search__error" role="alert">
              <p>{texts.error}</p>
              <button type="button" className="vt-course-search__retry" onClick={() => setAttempt((n) => n + 1)}>
                {texts.retry}
              </button>
            </div>
          )}
          {shown && shown.answer.results.length > 0 && (
            <ul className="vt-course-search__hits">
              {shown.answer.results.map((course) => (
                <li key={`${course.catalog_type}/${course.id}`} className="vt-course-search__hit">
                  <Hit course={course} offerings={shown.answer.offerings.get(course)} lang={lang} texts={hitTexts} />
                </li>
              ))}
            </ul>
          )}
          {info && (
            <Pagination
              info={info}
              texts={texts}
              onPage={(page) => {
                focusResults.current = true;
                change({ ...state, page });
              }}
            />
          )}
        </section>
      </div>
    </div>
  );
}
