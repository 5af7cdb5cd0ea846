import { groupRows, type Group, type GroupKey, type GroupTexts, type ResultItem } from './groups';
import { normaliseQuery } from './query';

/**
 * The search dropdown as a pure state machine (spec §4 Search dropdown: closed, searching,
 * results, no results, error), driven by the view's events and the two sources' answers. An
 * answer carries the query it was asked for and is dropped unless that is still the query, so a
 * late answer to an older query never replaces the current one, whatever the network does.
 */

export type SourceKey = 'subjects' | 'engine';

export interface SourceState {
  status: 'idle' | 'loading' | 'done' | 'error';
  groups: Group[];
}

export interface SearchState {
  /** What the input shows. */
  value: string;
  /** The normalised query the sources answer for ('' sends nothing). */
  query: string;
  open: boolean;
  /** Index of the active option (aria-activedescendant) among all options, -1 for none. */
  active: number;
  subjects: SourceState;
  engine: SourceState;
}

export type Status = 'closed' | 'searching' | 'results' | 'empty' | 'error';

export type Move = 'next' | 'previous' | 'first' | 'last';

export type Action =
  | { type: 'input'; value: string }
  | { type: 'answer'; source: SourceKey; query: string; groups: Group[] }
  | { type: 'fail'; source: SourceKey; query: string }
  | { type: 'move'; move: Move; count: number }
  | { type: 'open' }
  | { type: 'close' }
  /** Escape: closes an open dropdown, else clears the input (APG combobox). */
  | { type: 'escape' }
  /** A setting the sources depend on changed after start (issue 39): both asked again, their rows shown until they answer. */
  | { type: 'reload' };

const IDLE: SourceState = { status: 'idle', groups: [] };
const LOADING: SourceState = { status: 'loading', groups: [] };

export function initialState(value = ''): SearchState {
  return { value, query: normaliseQuery(value), open: false, active: -1, subjects: IDLE, engine: IDLE };
}

export function reduce(state: SearchState, action: Action): SearchState {
  switch (action.type) {
    case 'input': {
      const query = normaliseQuery(action.value);
      if (query === state.query) return { ...state, value: action.value, open: query !== '' };
      const sources = query ? LOADING : IDLE;
      return { value: action.value, query, open: query !== '', active: -1, subjects: sources, engine: sources };
    }
    case 'answer':
    case 'fail': {
      if (action.query !== state.query || state[action.source].status !== 'loading') return state;
      const next: SourceState = action.type === 'answer' ? { status: 'done', groups: action.groups } : { status: 'error', groups: [] };
      // The engine's rows come after the subjects' (sections()): its answer leaves the option the
      // visitor has reached by arrows where it is. A subjects answer inserts rows before them, so
      // the index would point at another option: it resets.
      return { ...state, active: action.source === 'engine' ? state.active : -1, [action.source]: next };
    }
    case 'move': {
      if (!state.open || action.count === 0) return state.query ? { ...state, open: true } : state;
      const last = action.count - 1;
      const at = state.active;
      const active =
        action.move === 'first'
          ? 0
          : action.move === 'last'
            ? last
            : action.move === 'next'
              ? at >= last
                ? 0
                : at + 1
              : at <= 0
                ? last
                : at - 1;
      return { ...state, active };
    }
    case 'open':
      return state.query && !state.open ? { ...state, open: true } : state;
    case 'close':
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
    case 'escape':
      return state.open ? { ...state, open: false, active: -1 } : reduce(state, { type: 'input', value: '' });
    case 'reload':
      return state.query
        ? { ...state, subjects: { ...state.subjects, status: 'loading' }, engine: { ...state.engine, status: 'loading' } }
        : state;
  }
}

/** One group as the listbox renders it: its header, its options (results then `+N more`), or the error in its place. */
export interface Section {
  key: GroupKey;
  header: string;
  options: ResultItem[];
  failed: boolean;
}

/** Subjects first, then the engine's topics and items (contract); a failed source keeps its place with the error. */
export function sections(state: SearchState, texts: GroupTexts, moreHref: string): Section[] {
  if (!state.query) return [];
  const out: Section[] = [];
  const add = (source: SourceState, failedKey: GroupKey) => {
    if (source.status === 'error') out.push({ key: failedKey, header: texts[failedKey], options: [], failed: true });
    for (const group of source.groups) {
      const rows = groupRows(group, texts, moreHref);
      if (rows.length) out.push({ key: group.key, header: rows[0]!.text, options: rows.slice(1), failed: false });
    }
  };
  add(state.subjects, 'subjects');
  add(state.engine, 'items');
  return out;
}

export const optionsOf = (list: Section[]): ResultItem[] => list.flatMap((s) => s.options);

export function statusOf(state: SearchState, list: Section[]): Status {
  if (!state.open || !state.query) return 'closed';
  if (optionsOf(list).length) return 'results';
  const sources = [state.subjects, state.engine];
  if (sources.some((s) => s.status === 'loading')) return 'searching';
  if (sources.some((s) => s.status === 'error')) return 'error';
  return 'empty';
}

/** Both sources have answered (or failed) for the current query. */
export const settled = (state: SearchState) => !!state.query && state.subjects.status !== 'loading' && state.engine.status !== 'loading';
