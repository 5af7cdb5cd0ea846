import * as v from 'valibot';

/**
 * The two answers (spec §3 Subject lookup record; §7 App Search rawResults), checked with valibot.
 * A record that lacks a field is skipped (and counted, so the view can report it); an answer that
 * is not the expected shape at all throws an Error naming what arrived.
 */

export interface SubjectRecord {
  display_name: string;
  short_name: string;
}

const text = v.pipe(v.string(), v.trim(), v.minLength(1));

const SubjectSchema = v.object({ display_name: text, short_name: text });

export interface Parsed<T> {
  value: T;
  /** Records left out because a field was missing or of the wrong type. */
  skipped: number;
}

function describe(data: unknown): string {
  if (data === null) return 'an empty body';
  if (Array.isArray(data)) return 'a list';
  return typeof data === 'object' ? 'an object' : `a ${typeof data}`;
}

export function parseSubjects(data: unknown): Parsed<SubjectRecord[]> {
  if (!Array.isArray(data)) throw new Error(`the subject lookup answered ${describe(data)}, not a list of {display_name, short_name}`);
  const value: SubjectRecord[] = [];
  for (const record of data) {
    const result = v.safeParse(SubjectSchema, record);
    if (result.success) value.push(result.output);
  }
  return { value, skipped: data.length - value.length };
}

export type EngineType = 'topic' | 'item';

export interface EngineHit {
  type: EngineType;
  title: string;
  /** details_page as sent (checked by the view's URL policy), or null. */
  href: string | null;
}

export interface EngineAnswer {
  topics: EngineHit[];
  items: EngineHit[];
  /** From the catalog_type facet; else the hits of that type in the answer. */
  topicTotal: number;
  itemTotal: number;
}

const raw = <T extends v.GenericSchema>(schema: T) => v.object({ raw: schema });

const HitSchema = v.object({
  title: raw(text),
  details_page: v.optional(v.nullable(raw(v.nullable(v.string())))),
  catalog_type: v.optional(v.nullable(raw(v.nullable(v.string())))),
});

const FacetSchema = v.array(v.object({ data: v.array(v.object({ value: v.unknown(), count: v.number() })) }));

const ResponseSchema = v.object({
  results: v.array(v.unknown()),
  facets: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
});

/** catalog-topics-v1 (spec §3) is a topic; anything else an item. */
const typeOf = (catalogType: string | null | undefined): EngineType => (catalogType?.includes('topic') ? 'topic' : 'item');

export function parseEngineAnswer(data: unknown): Parsed<EngineAnswer> {
  const response = v.safeParse(ResponseSchema, data);
  if (!response.success) throw new Error(`the search engine answered ${describe(data)} without a results list`);
  const value: EngineAnswer = { topics: [], items: [], topicTotal: 0, itemTotal: 0 };
  for (const result of response.output.results) {
    const hit = v.safeParse(HitSchema, result);
    if (!hit.success) continue;
    const type = typeOf(hit.output.catalog_type?.raw);
    (type === 'topic' ? value.topics : value.items).push({
      type,
      title: hit.output.title.raw,
      href: hit.output.details_page?.raw?.trim() || null,
    });
  }
  value.topicTotal = value.topics.length;
  value.itemTotal = value.items.length;
  const facet = v.safeParse(FacetSchema, response.output.facets?.catalog_type);
  if (facet.success) {
    for (const { value: type, count } of facet.output[0]?.data ?? []) {
      if (typeof type !== 'string') continue;
      if (typeOf(type) === 'topic') value.topicTotal = Math.max(count, value.topics.length);
      else value.itemTotal = Math.max(count, value.items.length);
    }
  }
  return { value, skipped: response.output.results.length - value.topics.length - value.items.length };
}
