import { isRecord, startOfToday } from '@vt-elements/core';
import type { estypes } from '@elastic/elasticsearch';
import type { CourseSearchRange } from '../events';

/**
 * Filter entries (spec §3): `all` and `none` lists of `{key: value | [values] }` over the spec's
 * keys, turned into Elasticsearch filter and must_not clauses (spec §5 Search, §9 Search).
 */
export const FILTER_KEYS = [
  'subjects',
  'parent_group',
  'title',
  'grades',
  'days_of_week',
  'start_times',
  'end_times',
  'start_dates',
  'end_date',
  'topic_ids',
  'e_commerce',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** A range (spec §3 Facets): from/to as Elastic App Search has them (from inclusive, to exclusive), or gte/gt/lte/lt. */
export type Range = CourseSearchRange;
export const RANGE_KEYS = ['name', 'from', 'to', 'gte', 'gt', 'lte', 'lt'] as const;

export type FilterValue = string | number | boolean | Range;
/** One entry: each key's values, any of which a record may have. */
export type FilterEntry = Partial<Record<FilterKey, FilterValue[]>>;
export interface Filters {
  all: FilterEntry[];
  none: FilterEntry[];
}

export const NO_FILTERS: Filters = { all: [], none: [] };

/** Time-of-day fields hold times on this placeholder date (spec §5: a range wrapping midnight). */
export const PLACEHOLDER_DATE = '1970-01-01';
const TIME_KEYS: readonly FilterKey[] = ['start_times', 'end_times'];

/** The field a key filters on: title is full text, its keyword sub-field holds the exact title. */
export const FIELD_OF: Partial<Record<FilterKey, string>> = { title: 'title.keyword' };
const field = (key: FilterKey) => FIELD_OF[key] ?? key;


function parseValue(key: string, value: unknown): FilterValue {
  if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return value;
  if (isRecord(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (!(RANGE_KEYS as readonly string[]).includes(k))
        throw new Error(`filter "${key}": unknown range key "${k}" (known: ${RANGE_KEYS.join(', ')})`);
      if (typeof v !== 'string' && typeof v !== 'number') throw new Error(`filter "${key}": range "${k}" must be a string or a number`);
    }
    return value as Range;
  }
  throw new Error(`filter "${key}": expected a string, number, boolean or range, got ${JSON.stringify(value)}`);
}

/** One entry, checked: known keys only (a typo is reported), values a list. */
export function parseEntry(entry: unknown): FilterEntry {
  if (!isRecord(entry)) throw new Error(`a filter entry must be an object such as {"subjects": ["algebra"]}, got ${JSON.stringify(entry)}`);
  const out: FilterEntry = {};
  for (const [key, value] of Object.entries(entry)) {
    if (!(FILTER_KEYS as readonly string[]).includes(key))
      throw new Error(`unknown filter key "${key}" (known: ${FILTER_KEYS.join(', ')})`);
    const values = (Array.isArray(value) ? value : [value]).map((v) => parseValue(key, v));
    if (values.length) out[key as FilterKey] = values;
  }
  return out;
}

/** `{"all": [...], "none": [...]}` (either may be missing; a single entry object is taken as one). */
export function parseFilters(value: unknown): Filters {
  if (!isRecord(value)) throw new Error('filters must be an object {"all": [...], "none": [...]}');
  for (const key of Object.keys(value))
    if (key !== 'all' && key !== 'none') throw new Error(`filters: unknown list "${key}" (known: all, none)`);
  const list = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).map(parseEntry);
  return { all: list(value.all), none: list(value.none) };
}

/** Spec §9: start_dates from the start of today (the core's, re-exported: this package's public name). */
export { startOfToday };

type Bound = string | number;
export interface Bounds {
  lower?: { at: Bound; inclusive: boolean };
  upper?: { at: Bound; inclusive: boolean };
}

function boundsOf(range: Range): Bounds {
  const lower = range.from ?? range.gte ?? range.gt;
  const upper = range.to ?? range.lt ?? range.lte;
  const bounds: Bounds = {};
  // from and gte include their bound, gt does not; to and lt exclude theirs, lte does not.
  if (lower !== undefined) bounds.lower = { at: lower, inclusive: range.from !== undefined || range.gte !== undefined };
  if (upper !== undefined) bounds.upper = { at: upper, inclusive: range.to === undefined && range.lt === undefined };
  return bounds;
}

function rangeQuery(key: FilterKey, { lower, upper }: Bounds): estypes.QueryDslQueryContainer {
  const r: estypes.QueryDslUntypedRangeQuery = {};
  if (lower) r[lower.inclusive ? 'gte' : 'gt'] = lower.at;
  if (upper) r[upper.inclusive ? 'lte' : 'lt'] = upper.at;
  return { range: { [field(key)]: r } };
}

const onPlaceholder = (bound: Bound | undefined) => typeof bound === 'string' && bound.startsWith(PLACEHOLDER_DATE);
/** The same time of day on the placeholder date. */
const toPlaceholder = (bound: Bound) => (typeof bound === 'string' && bound.length > 10 ? PLACEHOLDER_DATE + bound.slice(10) : bound);

/**
 * Spec §5: on start_times/end_times, exactly one bound at the 1970-01-01 placeholder means the
 * range wraps midnight (21:00 to 06:00 the next day); the times are all on the placeholder date,
 * so it is matched as the exclusion of the inverted range (06:00 to 21:00). Null when it does not wrap.
 */
export function wrappedExclusion(key: FilterKey, range: Range): Bounds | null {
  if (!TIME_KEYS.includes(key)) return null;
  const { lower, upper } = boundsOf(range);
  if (!lower || !upper || onPlaceholder(lower.at) === onPlaceholder(upper.at)) return null;
  return {
    lower: { at: toPlaceholder(upper.at), inclusive: !upper.inclusive },
    upper: { at: toPlaceholder(lower.at), inclusive: !lower.inclusive },
  };
}

const isRange = (v: FilterValue): v is Range => typeof v === 'object';

/** One key's values as one clause (any of them matches), and whether that clause is an exclusion. */
function clauseOf(key: FilterKey, values: FilterValue[]): { clause: estypes.QueryDslQueryContainer; negated: boolean } {
  const plain = values.filter((v): v is string | number | boolean => !isRange(v));
  const parts: { clause: estypes.QueryDslQueryContainer; negated: boolean }[] = [];
  if (plain.length)
    parts.push({ clause: plain.length === 1 ? { term: { [field(key)]: plain[0]! } } : { terms: { [field(key)]: plain } }, negated: false });
  for (const range of values.filter(isRange)) {
    const wrapped = wrappedExclusion(key, range);
    parts.push(
      wrapped ? { clause: rangeQuery(key, wrapped), negated: true } : { clause: rangeQuery(key, boundsOf(range)), negated: false },
    );
  }
  if (parts.length === 1) return parts[0]!;
  return {
    clause: { bool: { should: parts.map((p) => (p.negated ? { bool: { must_not: [p.clause] } } : p.clause)), minimum_should_match: 1 } },
    negated: false,
  };
}

export interface FilterClauses {
  filter: estypes.QueryDslQueryContainer[];
  must_not: estypes.QueryDslQueryContainer[];
}

const has = (filters: Filters, key: FilterKey) => [...filters.all, ...filters.none].some((entry) => entry[key] !== undefined);

/**
 * The bool filter and must_not lists: each `all` entry must match, no `none` entry may; plus
 * e_commerce=true unless an entry names e_commerce, and start_dates from the start of today
 * unless an entry names start_dates (spec §5, §9).
 */
export function filterClauses(filters: Filters, now: Date): FilterClauses {
  const out: FilterClauses = { filter: [], must_not: [] };
  for (const [list, negate] of [
    [filters.all, false],
    [filters.none, true],
  ] as const)
    for (const entry of list)
      for (const key of FILTER_KEYS) {
        const values = entry[key];
        if (!values?.length) continue;
        const { clause, negated } = clauseOf(key, values);
        (negated !== negate ? out.must_not : out.filter).push(clause);
      }
  if (!has(filters, 'e_commerce')) out.filter.push({ term: { e_commerce: true } });
  if (!has(filters, 'start_dates')) out.filter.push({ range: { start_dates: { gte: startOfToday(now) } } });
  return out;
}

/** Page filters and the visitor's, as one list. */
export function combine(...lists: Filters[]): Filters {
  return { all: lists.flatMap((f) => f.all), none: lists.flatMap((f) => f.none) };
}
