/** Spec §5 Search: the navbar searches only for a non-empty, lowercased query (trimmed, inner runs of spaces as one). */
export function normaliseQuery(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Spec §2/§9: the results page for a query, `{results-url}?q={query}` (an existing query string is kept). */
export function resultsHref(base: string, query: string): string {
  return `${base}${base.includes('?') ? '&' : '?'}q=${encodeURIComponent(query)}`;
}
