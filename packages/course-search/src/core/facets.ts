import { isRecord } from '@vt-elements/core';
import type { estypes } from '@elastic/elasticsearch';
import type { CourseSearchTexts, TextKey } from './texts';
import { FILTER_KEYS, PLACEHOLDER_DATE, RANGE_KEYS, startOfToday, wrappedExclusion, type FilterKey, type Range } from './filters';

/**
 * Facets (spec §3): a value facet (terms aggregation) answers value and count; a range facet
 * (named ranges) answers name, from, to, gte, gt, lte, lt and count. Sizes (spec §9): grades 24,
 * parent_group 30, others 10. An unknown facet type is an error (spec §5, §8).
 */
export type FacetConfig = { type: 'value'; size?: number } | { type: 'range'; ranges: (Range & { name: string })[] };
export type FacetConfigs = Partial<Record<FilterKey, FacetConfig>>;

export const FACET_SIZES: Partial<Record<FilterKey, number>> = { grades: 24, parent_group: 30 };
export const DEFAULT_FACET_SIZE = 10;

export interface ValueFacetData {
  value: string | number | boolean;
  count: number;
}
export type RangeFacetData = Range & { name: string; count: number };
export type Facet =
  { field: FilterKey; type: 'value'; data: ValueFacetData[] } | { field: FilterKey; type: 'range'; data: RangeFacetData[] };


/** `{field: {type: 'value'} | {type: 'range', ranges: [{name, from, to, …}]}}`, checked. */
export function parseFacets(value: unknown): FacetConfigs {
  if (!isRecord(value)) throw new Error('facets must be an object {field: {type: "value" | "range", …}}');
  const out: FacetConfigs = {};
  for (const [field, config] of Object.entries(value)) {
    if (!(FILTER_KEYS as readonly string[]).includes(field))
      throw new Error(`facet "${field}": unknown field (known: ${FILTER_KEYS.join(', ')})`);
    if (!isRecord(config)) throw new Error(`facet "${field}" must be an object with a type`);
    if (config.type === 'value') {
      if (config.size !== undefined && !(Number.isInteger(config.size) && (config.size as number) > 0))
        throw new Error(`facet "${field}": size must be a positive whole number`);
      out[field as FilterKey] = config.size === undefined ? { type: 'value' } : { type: 'value', size: config.size as number };
    } else if (config.type === 'range') {
      if (!Array.isArray(config.ranges) || !config.ranges.length) throw new Error(`facet "${field}": a range facet needs a list of ranges`);
      const ranges = config.ranges.map((range: unknown) => {
        if (!isRecord(range) || typeof range.name !== 'string' || !range.name)
          throw new Error(`facet "${field}": every range needs a name`);
        for (const [k, v] of Object.entries(range))
          if (!(RANGE_KEYS as readonly string[]).includes(k) || (typeof v !== 'string' && typeof v !== 'number'))
            throw new Error(`facet "${field}": range "${range.name}" has an unknown or malformed key "${k}"`);
        return range as unknown as Range & { name: string };
      });
      out[field as FilterKey] = { type: 'range', ranges };
    } else throw new Error(`Unknown facet type "${String(config.type)}" for facet "${field}" (known: value, range)`);
  }
  return out;
}

const DAY = 86_400_000;
const time = (hh: number) => `${PLACEHOLDER_DATE}T${String(hh).padStart(2, '0')}:00:00.000Z`;

/**
 * The facets a page gets unless its options name its own: subjects and grades as value facets;
 * days (ISO weekday numbers, Monday 1), times of day (on the placeholder date; 'Night' wraps
 * midnight) and start dates (from the start of today) as range facets.
 */
export function defaultFacets(now: Date): FacetConfigs {
  const today = Date.parse(startOfToday(now));
  const day = (n: number) => new Date(today + n * DAY).toISOString();
  return {
    subjects: { type: 'value' },
    grades: { type: 'value' },
    days_of_week: {
      type: 'range',
      ranges: [
        { name: 'Weekdays', from: 1, to: 6 },
        { name: 'Weekends', from: 6, to: 8 },
      ],
    },
    start_times: {
      type: 'range',
      ranges: [
        { name: 'Morning', from: time(6), to: time(12) },
        { name: 'Afternoon', from: time(12), to: time(17) },
        { name: 'Evening', from: time(17), to: time(21) },
        { name: 'Night', from: time(21), to: `1970-01-02T06:00:00.000Z` },
      ],
    },
    start_dates: {
      type: 'range',
      ranges: [
        { name: 'This week', from: day(0), to: day(7) },
        { name: 'This month', from: day(0), to: day(30) },
        { name: 'Later', from: day(30) },
      ],
    },
  };
}

/**
 * The default ranges' names (the filter values the URL keeps, so a shared link works in any
 * language) and the text each is shown with. A page's own range names are shown as written.
 */
export const RANGE_TEXT_KEYS = {
  Weekdays: 'weekdays',
  Weekends: 'weekends',
  Morning: 'morning',
  Afternoon: 'afternoon',
  Evening: 'evening',
  Night: 'night',
  'This week': 'thisWeek',
  'This month': 'thisMonth',
  Later: 'later',
} as const satisfies Record<string, TextKey>;

/** A range choice as the visitor reads it: the page language's text for a default range, else its name. */
export const rangeLabel = (name: string, texts: CourseSearchTexts): string =>
  Object.hasOwn(RANGE_TEXT_KEYS, name) ? texts[RANGE_TEXT_KEYS[name as keyof typeof RANGE_TEXT_KEYS]] : name;

/**
 * A value facet's value as the visitor reads it (the checkbox's label): a lower-case slug gets a
 * capital and spaces for its hyphens ('algebra-2' 'Algebra 2', 'college-algebra' 'College
 * algebra'), except after a prefix ('Pre-algebra'), and a test's initials in capitals ('SAT prep');
 * anything else ('9', 'College', a title) as it is. The value sent and in the URL stays the slug.
 */
export function valueLabel(value: string): string {
  if (!/^[a-z][a-z\d]*(-[a-z\d]+)*$/.test(value)) return value;
  const words = value
    .replace(/-/g, ' ')
    .replace(/^(pre|post|non|anti|multi|semi|sub|co) /, '$1-')
    .replace(/\b(ap|act|sat|psat|gre|gmat|lsat|mcat|ged|isee|ssat|hspt|cpa|pmp|usmle|ib|esl|toefl|ielts)\b/g, (w) => w.toUpperCase());
  return words[0]!.toUpperCase() + words.slice(1);
}

type AggRange = { key: string; from?: string | number; to?: string | number };

/** A named range as aggregation ranges: a range wrapping midnight is counted as its two parts, under one key. */
function aggRanges(field: FilterKey, range: Range & { name: string }): AggRange[] {
  const wrapped = wrappedExclusion(field, range);
  const piece = (from?: string | number, to?: string | number): AggRange => ({
    key: range.name,
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
  });
  // The inverted range's ends are where the wrapping range stops (its lower end) and starts again (its upper end).
  if (wrapped) return [piece(wrapped.upper?.at, `1970-01-02T00:00:00.000Z`), piece(`${PLACEHOLDER_DATE}T00:00:00.000Z`, wrapped.lower?.at)];
  return [piece(range.from ?? range.gte ?? range.gt, range.to ?? range.lt ?? range.lte)];
}

/** The aggregations for the facets: terms for value facets, range (numbers) or date_range (dates) for range facets. */
export function aggregations(facets: FacetConfigs): Record<string, estypes.AggregationsAggregationContainer> {
  const aggs: Record<string, estypes.AggregationsAggregationContainer> = {};
  for (const field of FILTER_KEYS) {
    const facet = facets[field];
    if (!facet) continue;
    if (facet.type === 'value') {
      aggs[field] = { terms: { field, size: facet.size ?? FACET_SIZES[field] ?? DEFAULT_FACET_SIZE } };
      continue;
    }
    const ranges = facet.ranges.flatMap((range) => aggRanges(field, range));
    const dates = ranges.some((r) => typeof r.from === 'string' || typeof r.to === 'string');
    aggs[field] = dates
      ? { date_range: { field, ranges, keyed: false } }
      : { range: { field, ranges: ranges as estypes.AggregationsAggregationRange[], keyed: false } };
  }
  return aggs;
}

const bucketsOf = (agg: unknown): Record<string, unknown>[] =>
  isRecord(agg) && Array.isArray(agg.buckets) ? agg.buckets.filter(isRecord) : [];
const countOf = (bucket: Record<string, unknown>) => (typeof bucket.doc_count === 'number' ? bucket.doc_count : 0);

/** The facets from a response's aggregations, in the configured order; a facet missing from the answer has no data. */
export function readFacets(aggs: unknown, facets: FacetConfigs): Facet[] {
  const all = isRecord(aggs) ? aggs : {};
  const out: Facet[] = [];
  for (const field of FILTER_KEYS) {
    const facet = facets[field];
    if (!facet) continue;
    const buckets = bucketsOf(all[field]);
    if (facet.type === 'value') {
      const data: ValueFacetData[] = [];
      for (const bucket of buckets) {
        const value = bucket.key_as_string ?? bucket.key;
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
          data.push({ value, count: countOf(bucket) });
      }
      out.push({ field, type: 'value', data });
    } else {
      const counts = new Map<string, number>();
      for (const bucket of buckets)
        if (typeof bucket.key === 'string') counts.set(bucket.key, (counts.get(bucket.key) ?? 0) + countOf(bucket));
      out.push({ field, type: 'range', data: facet.ranges.map((range) => ({ ...range, count: counts.get(range.name) ?? 0 })) });
    }
  }
  return out;
}
