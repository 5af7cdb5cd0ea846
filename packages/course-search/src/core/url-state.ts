import { FILTER_KEYS, type FilterKey } from './filters';
import type { Selection } from './request';

/**
 * The search as page state (Elastic Search UI's URL state): `?q=…&page=N&filters[field]=value`,
 * pushed on each change and read back on load and on Back/Forward (dom/url-state.ts), so a
 * results page can be shared. Other parameters of the page's URL are kept.
 */
export interface SearchState {
  query: string;
  page: number;
  selection: Selection;
}

const param = (field: FilterKey) => `filters[${field}]`;

/** The state a query string holds; `fallback` (the page's options) fills what it lacks. */
export function readState(search: string, fallback: { query?: string | null; page?: number | null } = {}): SearchState {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const selection: Selection = {};
  for (const field of FILTER_KEYS) {
    const values = [...new Set(params.getAll(param(field)).filter(Boolean))];
    if (values.length) selection[field] = values;
  }
  return {
    query: params.get('q') ?? fallback.query ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : Number.isInteger(fallback.page) && fallback.page! >= 1 ? fallback.page! : 1,
    selection,
  };
}

/** The query string for a state: q, then page (when past the first), then the filters; the page's other parameters stay. */
export function writeState(state: SearchState, search = ''): string {
  const params = new URLSearchParams(search);
  params.delete('q');
  params.delete('page');
  for (const field of FILTER_KEYS) params.delete(param(field));
  if (state.query) params.set('q', state.query);
  if (state.page > 1) params.set('page', String(state.page));
  for (const field of FILTER_KEYS) for (const value of state.selection[field] ?? []) params.append(param(field), value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The same search (no new history entry, no new request). */
export const sameState = (a: SearchState, b: SearchState) => writeState(a) === writeState(b);

/** The page's URL for a state: its path, the state's query string (the page's other parameters kept), its hash. */
export const stateUrl = (state: SearchState, at: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${at.pathname}${writeState(state, at.search)}${at.hash}`;
