import { startTransition, useEffect, useId, useMemo, useRef, useState } from 'react';
import { emit, pageLang, textsFor, type Config, type HostProps } from '@vt-elements/core';
import { defaultFacets } from '../core/facets';
import { FILTER_KEYS, type FilterKey } from '../core/filters';
import { courseSearch, type Shown } from '../core/search';
import { TEXTS, fill, itemOverrides } from '../core/texts';
import { readState, sameState, type SearchState } from '../core/url-state';
import { recordState } from '../dom/url-state';
import type { courseSearchRuntime } from '../runtime-definition';
import { Facets } from './facets';
import { Hit } from './hit';
import { Pagination } from './pagination';

/**
 * Its attributes as the element parses them (Config of the definition; `texts`: its own and its
 * hits', the list items' keys with itemGrades for their grades) and the host; all optional for a
 * React caller.
 */
export type CourseSearchProps = Partial<Config<typeof courseSearchRuntime> & HostProps>;

export function CourseSearch({
  targetId,
  options,
  searchUrl: searchBase,
  templatesUrl,
  topics,
  texts: overrides,
  host,
}: CourseSearchProps) {
  const id = useId();
  const lang = pageLang(host);
  const texts = useMemo(() => textsFor(TEXTS, lang, overrides), [lang, overrides]);
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
  const [searches] = useState(() => courseSearch());
  const focusResults = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // data-options changed after start: its query and page apply where the URL has none, as on load
  // (the visitor's own search is in the URL and stays); the box keeps a query typed and not sent.
  const started = useRef(fallback);
  useEffect(() => {
    if (started.current === fallback) return;
    started.current = fallback;
    const next = readState(location.search, fallback);
    setState((last) => (sameState(last, next) ? last : next));
    setDraft((typed) => (typed === state.query ? next.query : typed));
    // Only a new data-options: state is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fallback]);

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

  // One search per state; only the latest answer is shown (the core's courseSearch, on latestOnly).
  useEffect(() => {
    setStatus('loading');
    searches.run(
      state,
      { searchUrl: searchBase, templatesUrl, topics, options, facets: facetConfigs },
      {
        // A page of hits is 40-60 ms of rendering at 4x CPU throttle: as a transition, React renders
        // it in slices that yield to input (issue 10: no long task of ours), as the picker's slots.
        show: (next) =>
          startTransition(() => {
            setShown(next);
            setStatus('done');
          }),
        fail: () => setStatus('error'),
        replace: (last) => {
          recordState(last, 'replace');
          setState(last);
        },
        emit: (type, detail) => host && emit(host, type, detail),
      },
    );
    return () => searches.stop();
  }, [searches, state, attempt, searchBase, templatesUrl, topics, options, facetConfigs, host]);

  // After a page change, the focus goes to the new results' heading (the pressed button may be gone).
  useEffect(() => {
    if (status !== 'done' || !focusResults.current) return;
    focusResults.current = false;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [status, shown]);

  const change = (next: SearchState) => {
    if (sameState(next, state)) return;
    recordState(next, 'push');
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
              {shown.answer.results.map((course, i) => (
                <li key={`${course.catalog_type}/${course.id}`} className="vt-course-search__hit">
                  <Hit course={course} offerings={shown.answer.offerings.get(course)} lang={lang} texts={hitTexts} position={i} />
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
