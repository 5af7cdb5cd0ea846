import { useEffect, useId, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { apiHost, emit, pageLang, safeUrl, type Config, type HostProps } from '@vt-elements/core';
import { initialState, optionsOf, reduce, sections, statusOf } from '../core/combobox';
import { resultsHref } from '../core/query';
import { navbarSearch, SOURCE, type SearchOutput } from '../core/search';
import { fill, textsFor } from '../core/texts';
import type { navbarSearchRuntime } from '../runtime-definition';

export { SEARCH_DEBOUNCE_MS } from '../core/search';

/** Its attributes as the element parses them (Config of the definition) and the host; all optional for a React caller. */
export type NavbarSearchProps = Partial<Config<typeof navbarSearchRuntime> & HostProps>;

const DEFAULT_RESULTS_URL = '/classes/search';

export function NavbarSearch({
  engine,
  searchHost,
  searchKey,
  filters,
  placeholder,
  resultsUrl,
  texts: overrides,
  apiHost: apiHostAttr,
  host,
}: NavbarSearchProps) {
  const [state, dispatch] = useReducer(reduce, undefined, () => initialState());
  const id = useId();
  const lang = pageLang(host);
  const texts = useMemo(() => textsFor(lang, overrides), [lang, overrides]);
  // A navigation target: it passes the URL policy (a refusal is reported once) or the default is used.
  const base = resultsUrl && safeUrl(resultsUrl, { source: SOURCE, what: 'data-results-url' }) ? resultsUrl : DEFAULT_RESULTS_URL;
  const moreHref = resultsHref(base, state.query);
  const list = sections(state, texts, moreHref);
  const options = optionsOf(list);
  const status = statusOf(state, list);
  const optionId = (index: number) => `${id}-option-${index}`;
  const listId = `${id}-listbox`;
  const inputId = `${id}-input`;
  const [searches] = useState(() => navbarSearch());
  const out: SearchOutput = { dispatch, emit: (type, detail) => host && emit(host, type, detail) };

  // The two sources, once typing pauses; a newer query (or clearing it) aborts both (never reported).
  // A setting they depend on changed after start (same query): asked again, the open list kept.
  const asked = useRef('');
  useEffect(() => {
    if (asked.current === state.query) dispatch({ type: 'reload' });
    asked.current = state.query;
    searches.run(state.query, { engine, searchHost, searchKey, filters, apiHost: () => apiHost({ element: host, attribute: apiHostAttr }), resultsUrl: base, page: location.href }, out);
    return () => searches.stop();
    // base only shapes fallback links; a new results URL needs no new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.query, engine, searchHost, searchKey, filters, apiHostAttr, host]);

  // Once both sources have answered: the results event, or (spec §8) searchEmpty and vt-search-empty.
  useEffect(() => {
    searches.settle(state, out);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, host]);

  // Closes on a press outside (mouse, pen or touch).
  useEffect(() => {
    if (!state.open || !host) return;
    const outside = (event: Event) => {
      if (!host.contains(event.target as Node)) dispatch({ type: 'close' });
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [state.open, host]);

  // Keeps the active option in view in a scrolled dropdown.
  useEffect(() => {
    if (state.active >= 0) document.getElementById(optionId(state.active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.active]);

  const go = (href: string) => {
    dispatch({ type: 'close' });
    location.assign(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const open = state.open && options.length > 0;
    const move = (to: 'next' | 'previous' | 'first' | 'last') => {
      event.preventDefault();
      dispatch(open ? { type: 'move', move: to, count: options.length } : { type: 'open' });
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(event.altKey ? 'first' : 'next');
      case 'ArrowUp':
        return move('previous');
      case 'Home':
      case 'End':
        // Only while an option is active: otherwise the keys move the text cursor, as in any input.
        if (open && state.active >= 0) move(event.key === 'Home' ? 'first' : 'last');
        return;
      case 'Enter': {
        event.preventDefault();
        const active = open ? options[state.active] : undefined;
        if (active) go(active.href);
        else if (state.query) go(moreHref);
        return;
      }
      case 'Escape':
        if (state.open || state.value) {
          event.preventDefault();
          dispatch({ type: 'escape' });
        }
        return;
    }
  };

  const total = [...state.subjects.groups, ...state.engine.groups].reduce((sum, g) => sum + Math.max(g.total, g.results.length), 0);
  const message =
    status === 'searching'
      ? texts.searching
      : status === 'empty'
        ? fill(texts.noResults, { query: state.query })
        : status === 'error'
          ? texts.error
          : '';
  const announcement =
    status === 'results' ? (total === 1 ? texts.oneResult : fill(texts.results, { n: total })) : status === 'searching' ? '' : message;
  const expanded = status === 'results';
  const loadingMore = expanded && (state.subjects.status === 'loading' || state.engine.status === 'loading');
  let index = -1;

  return (
    <form className="vt-search" role="search" action={base} method="get" onSubmit={(e) => e.preventDefault()}>
      <label className="vt-visually-hidden" htmlFor={inputId}>
        {texts.label}
      </label>
      <input
        id={inputId}
        className="vt-search__input"
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && state.active >= 0 ? optionId(state.active) : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={placeholder ?? texts.placeholder}
        value={state.value}
        onChange={(e) => dispatch({ type: 'input', value: e.target.value })}
        onKeyDown={onKeyDown}
        onFocus={() => dispatch({ type: 'open' })}
        onClick={() => dispatch({ type: 'open' })}
        onBlur={(e) => {
          if (!host?.contains(e.relatedTarget as Node | null)) dispatch({ type: 'close' });
        }}
      />
      {/* A press inside keeps the focus in the input (mouse and touch), so choosing an option does not blur and close first. */}
      <div className="vt-search__popup" hidden={status === 'closed'} onMouseDown={(e) => e.preventDefault()}>
        {message && <p className={`vt-search__message vt-search__message--${status}`}>{message}</p>}
        <div id={listId} className="vt-search__listbox" role="listbox" aria-label={texts.label} hidden={!expanded}>
          {expanded &&
            list.map((section) => (
              <ul
                key={section.key}
                className={`vt-search__group vt-search__group--${section.key}`}
                role="group"
                aria-labelledby={`${id}-${section.key}`}
              >
                <li role="presentation" id={`${id}-${section.key}`} className="vt-search__header">
                  {section.header}
                </li>
                {section.failed ? (
                  <li role="presentation" className="vt-search__error">
                    {texts.error}
                  </li>
                ) : (
                  section.options.map((option) => {
                    index++;
                    const at = index;
                    return (
                      <li
                        key={at}
                        id={optionId(at)}
                        role="option"
                        aria-selected={at === state.active}
                        className={`vt-search__option vt-search__option--${option.type}`}
                        onClick={() => go(option.href)}
                      >
                        {option.text}
                      </li>
                    );
                  })
                )}
              </ul>
            ))}
        </div>
        {loadingMore && <p className="vt-search__message vt-search__message--searching">{texts.searching}</p>}
      </div>
      <div className="vt-visually-hidden" role="status">
        {announcement}
      </div>
    </form>
  );
}
