import { isRecord } from '@vt-elements/core';

/**
 * `data-filters`: extra App Search filters (spec §7 "extra filters from form data attribute").
 * Accepted shapes: one filter object (`{"subjects": ["math"]}`), a list of them, or an object
 * with `all` / `any` / `none` lists (merged into the request's own). Anything else throws, and
 * the attribute parser reports it and falls back to no extra filters.
 */
export type Filter = Record<string, unknown>;

export interface ExtraFilters {
  all: Filter[];
  any: Filter[];
  none: Filter[];
}

const BOOLEAN_KEYS = ['all', 'any', 'none'] as const;

function list(value: unknown, where: string): Filter[] {
  const items = Array.isArray(value) ? value : [value];
  for (const item of items) if (!isRecord(item)) throw new Error(`${where} must hold filter objects, got ${JSON.stringify(item)}`);
  return items as Filter[];
}

export function parseFilters(value: unknown): ExtraFilters {
  const out: ExtraFilters = { all: [], any: [], none: [] };
  if (Array.isArray(value)) {
    out.all = list(value, 'the list');
    return out;
  }
  if (!isRecord(value)) throw new Error(`expected a JSON object of App Search filters or a list of them, got ${JSON.stringify(value)}`);
  for (const [key, filter] of Object.entries(value)) {
    if ((BOOLEAN_KEYS as readonly string[]).includes(key)) out[key as (typeof BOOLEAN_KEYS)[number]].push(...list(filter, `"${key}"`));
    else out.all.push({ [key]: filter });
  }
  return out;
}
