import type { estypes } from '@elastic/elasticsearch';

/**
 * The three query templates (spec §5 Search, §7): Elasticsearch query clauses in JSON in which
 * the string "{{query}}" stands for the visitor's query. The query is put into the parsed
 * template's string values, so it is JSON-escaped by JSON.stringify when the body is sent: a
 * query never becomes JSON syntax (no string concatenation into JSON).
 */
export const TEMPLATE_NAMES = ['query', 'blank_query', 'phrase_query'] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];
export type Templates = Record<TemplateName, estypes.QueryDslQueryContainer>;

export const PLACEHOLDER = '{{query}}';

/** Spec §5: double quotes become single quotes; surrounding spaces are no part of the query. */
export function normaliseQuery(query: string): string {
  return query.replace(/"/g, "'").trim();
}

/** Spec §5: an empty query uses the blank template, a query with a space the phrase template, else the plain one. */
export function templateFor(query: string): TemplateName {
  if (query === '') return 'blank_query';
  return /\s/.test(query) ? 'phrase_query' : 'query';
}

/** A fetched template's text, checked: a JSON object (one query clause). Throws an Error naming the problem. */
export function parseTemplate(name: TemplateName, text: string): estypes.QueryDslQueryContainer {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`the ${name} template is not valid JSON (${(error as Error).message})`, { cause: error });
  }
  return checkTemplate(name, value);
}

/** A parsed template, checked: a non-empty JSON object. */
export function checkTemplate(name: TemplateName, value: unknown): estypes.QueryDslQueryContainer {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.keys(value).length === 0)
    throw new Error(`the ${name} template is not a JSON object holding one query clause`);
  return value as estypes.QueryDslQueryContainer;
}

/** The template with every "{{query}}" in its string values replaced by the query. */
export function fillTemplate(template: estypes.QueryDslQueryContainer, query: string): estypes.QueryDslQueryContainer {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return value.split(PLACEHOLDER).join(query);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, fill(v)]));
    return value;
  };
  return fill(template) as estypes.QueryDslQueryContainer;
}
