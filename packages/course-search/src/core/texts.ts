/**
 * Every string the block renders (contract "Strings and languages"): `data-texts` replaces any of
 * them. `{n}`, `{query}`, `{total}` are filled in as text, never as markup.
 */
export const TEXTS = {
  /** The query box's accessible name. */
  label: 'Search classes',
  placeholder: 'Search classes and topics',
  submit: 'Search',
  /** The facets' region name. */
  filters: 'Filter results',
  subjects: 'Subject',
  grades: 'Grade',
  parent_group: 'Collection',
  days_of_week: 'Days',
  start_times: 'Time of day',
  end_times: 'Ends',
  start_dates: 'Start date',
  end_date: 'End date',
  title: 'Title',
  topic_ids: 'Topic',
  e_commerce: 'Enrolment',
  /** The range facets' "no choice" option. */
  any: 'Any',
  clear: 'Clear filters',
  searching: 'Searching…',
  results: '{n} results',
  oneResult: '1 result',
  resultsFor: '{n} results for “{query}”',
  oneResultFor: '1 result for “{query}”',
  noResults: 'No classes match your search.',
  noResultsFor: 'No classes match “{query}”.',
  error: 'Search is not available right now.',
  retry: 'Retry',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {n}',
  pageOf: 'Page {n} of {total}',
};
export type CourseSearchTexts = typeof TEXTS;
export type TextKey = keyof CourseSearchTexts;

/** `data-texts`: a JSON object of text keys to strings (unknown keys are refused, so a typo is reported). */
export function parseTexts(value: unknown): Partial<CourseSearchTexts> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('expected a JSON object of text keys to strings');
  for (const [key, text] of Object.entries(value)) {
    if (!(key in TEXTS)) throw new Error(`unknown text key "${key}" (known: ${Object.keys(TEXTS).join(', ')})`);
    if (typeof text !== 'string') throw new Error(`text "${key}" must be a string`);
  }
  return value as Partial<CourseSearchTexts>;
}

export function fill(text: string, values: { query?: string; n?: number; total?: number }): string {
  return text.replace(/\{(query|n|total)\}/g, (whole, key: 'query' | 'n' | 'total') =>
    values[key] === undefined ? whole : String(values[key]),
  );
}
