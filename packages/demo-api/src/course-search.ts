import { delay, http, HttpResponse } from 'msw';
import { isRecord } from '@vt-elements/core';
import { demoCatalogue, type CatalogueEntry } from './catalogue';

/**
 * The course search's item-search service (spec §7), Elasticsearch-compatible over the demo
 * catalogue (catalogue.ts, the navbar search's fixture):
 * - `GET /course-search/templates/{query,blank_query,phrase_query}.json`: the three query templates;
 * - `POST /course-search/{catalog-items[,catalog-topics]}/_search`: executes the subset of the DSL
 *   the element sends (match_all, simple_query_string, multi_match and match_phrase over text
 *   fields with boosts; bool must/filter/should/must_not; term, terms, range, exists; nested over
 *   a topic's `children` with inner_hits, answered as `hits.hits[].inner_hits.{name}.hits.hits[]`;
 *   terms, range and date_range aggregations; from, size, min_score, track_total_hits) and
 *   answers in Elasticsearch's response shape. Anything else answers 400 as Elasticsearch does,
 *   so a malformed body is seen at once.
 *
 * Scripted failures: a word of the query picks one (and the search is not run):
 */
export const COURSE_SEARCH_FIXTURES = {
  'fail-500': 'the search answers HTTP 500',
  'fail-html': 'the search answers 200 with an HTML page (not JSON)',
  'fail-network': 'the search fails at the network level (no answer)',
  slow: 'the search answers after 3 s',
  zzz: 'nothing matches: no results',
} as const;

const FIELDS = ['title^3', 'subjects^2', 'description_markdown', 'instructor_names'];
export const COURSE_SEARCH_TEMPLATES: Record<string, unknown> = {
  // A single word also finds the words it starts ('alg' finds Algebra), as the navbar search does.
  query: { simple_query_string: { query: '{{query}}*', fields: FIELDS, default_operator: 'and' } },
  blank_query: { match_all: {} },
  phrase_query: { multi_match: { query: '{{query}}', type: 'phrase', fields: FIELDS } },
};

/** The indices (aliases) and the concrete index each answers from, as `_index`. */
const INDICES: Record<string, CatalogueEntry['catalog_type']> = {
  'catalog-items': 'catalog-items-v1',
  'catalog-topics': 'catalog-topics-v1',
};

export class QueryError extends Error {
  constructor(
    readonly type: string,
    reason: string,
    readonly status = 400,
  ) {
    super(reason);
  }
}

type Json = Record<string, unknown>;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const tokens = (v: unknown): string[] =>
  list(v).flatMap((x) =>
    String(x)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );

/** A field's values: `title.keyword` is the title; `title^3` has boost 3. */
function valuesOf(entry: CatalogueEntry, field: string): unknown[] {
  return list((entry as unknown as Json)[field.replace(/\^.*$/, '').replace(/\.keyword$/, '')]);
}
const boostOf = (field: string) => Number(/\^([\d.]+)$/.exec(field)?.[1] ?? 1);

const comparable = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'boolean' ? Number(v) : Date.parse(String(v)));
const same = (a: unknown, b: unknown) => String(a).toLowerCase() === String(b).toLowerCase();

function inRange(value: unknown, r: Json): boolean {
  const v = comparable(value);
  if (Number.isNaN(v)) return false;
  return (
    (r.gte === undefined || v >= comparable(r.gte)) &&
    (r.gt === undefined || v > comparable(r.gt)) &&
    (r.lte === undefined || v <= comparable(r.lte)) &&
    (r.lt === undefined || v < comparable(r.lt))
  );
}

/**
 * Each query word found in any of the fields (operator and) or any word (or); a word ending in *
 * (simple_query_string's prefix operator) finds the words it starts. The score adds the boosts of
 * the fields a word is in.
 */
function textScore(entry: CatalogueEntry, query: unknown, fields: unknown, phrase: boolean, and: boolean): number | null {
  const terms = String(query ?? '')
    .split(/\s+/)
    .flatMap((word) =>
      tokens(word).map((token, i, all) => ({ token, prefix: phrase ? false : word.endsWith('*') && i === all.length - 1 })),
    );
  const words = terms.map((t) => t.token);
  if (!words.length) return null;
  const names = list(fields).map(String);
  if (!names.length) throw new QueryError('parsing_exception', 'the demo needs the fields of a text query listed');
  let score = 0;
  if (phrase) {
    for (const name of names)
      for (const value of valuesOf(entry, name)) {
        const have = tokens(value);
        if (have.some((_, i) => words.every((w, j) => have[i + j] === w))) score += boostOf(name);
      }
    return score > 0 ? score : null;
  }
  let found = 0;
  for (const { token, prefix } of terms) {
    const boosts = names
      .filter((name) => valuesOf(entry, name).some((v) => tokens(v).some((t) => (prefix ? t.startsWith(token) : t === token))))
      .map(boostOf);
    if (boosts.length) found++;
    score += boosts.reduce((a, b) => a + b, 0);
  }
  return (and ? found === terms.length : found > 0) ? score : null;
}

/** The nested fields the demo indices map (catalogue.ts: a topic's children). */
const NESTED = ['children'];
const NESTED_KEYS = ['path', 'query', 'score_mode', 'ignore_unmapped', 'inner_hits'];
const INNER_HITS_KEYS = ['name', 'size', 'from'];

/** A nested record seen as its own document, its fields under the path ('children.start_dates'). */
const nestedDocument = (path: string, child: unknown) =>
  Object.fromEntries(
    Object.entries(isRecord(child) ? child : {}).map(([key, value]) => [`${path}.${key}`, value]),
  ) as unknown as CatalogueEntry;

/** A nested clause, checked: its path (null when unmapped and ignore_unmapped) and query. */
function nestedClause(body: Json): { path: string; query: unknown } | null {
  for (const key of Object.keys(body))
    if (!NESTED_KEYS.includes(key)) throw new QueryError('parsing_exception', `[nested] query does not support [${key}]`);
  if (typeof body.path !== 'string') throw new QueryError('parsing_exception', "[nested] requires 'path' field");
  if (body.query === undefined) throw new QueryError('parsing_exception', "[nested] requires 'query' field");
  if (!NESTED.includes(body.path)) {
    if (body.ignore_unmapped === true) return null;
    throw new QueryError('query_shard_exception', `[nested] failed to find nested object under path [${body.path}]`);
  }
  if (body.inner_hits !== undefined) {
    if (!isRecord(body.inner_hits)) throw new QueryError('parsing_exception', '[inner_hits] must be an object');
    for (const key of Object.keys(body.inner_hits))
      if (!INNER_HITS_KEYS.includes(key)) throw new QueryError('parsing_exception', `[inner_hits] unknown field [${key}]`);
  }
  return { path: body.path, query: body.query };
}

/** The entry's nested records at `path` that match `query`, with their offsets and scores. */
function matchingChildren(entry: CatalogueEntry, path: string, query: unknown) {
  return list((entry as unknown as Json)[path]).flatMap((child, offset) => {
    const score = scoreOf(query, nestedDocument(path, child));
    return score === null ? [] : [{ child, offset, score }];
  });
}

/** A clause's score on an entry, or null when it does not match. */
export function scoreOf(clause: unknown, entry: CatalogueEntry): number | null {
  if (!isRecord(clause) || Object.keys(clause).length !== 1)
    throw new QueryError('parsing_exception', 'a query clause must be an object with one key');
  const [type, body] = Object.entries(clause)[0]!;
  if (!isRecord(body)) throw new QueryError('parsing_exception', `[${type}] query malformed, no start_object after query name`);
  const only = () => {
    const [field, value] = Object.entries(body)[0] ?? [];
    if (!field) throw new QueryError('parsing_exception', `[${type}] query does not name a field`);
    return [field, value] as const;
  };
  switch (type) {
    case 'match_all':
      return 1;
    case 'simple_query_string':
      return textScore(entry, body.query, body.fields, false, String(body.default_operator ?? 'or').toLowerCase() === 'and');
    case 'multi_match':
      return textScore(entry, body.query, body.fields, body.type === 'phrase', String(body.operator ?? 'or').toLowerCase() === 'and');
    case 'match_phrase': {
      const [field, value] = only();
      return textScore(entry, isRecord(value) ? value.query : value, [field], true, true);
    }
    case 'term': {
      const [field, value] = only();
      const wanted = isRecord(value) ? value.value : value;
      return valuesOf(entry, field).some((v) => same(v, wanted)) ? 0 : null;
    }
    case 'terms': {
      const [field, wanted] = only();
      if (!Array.isArray(wanted)) throw new QueryError('parsing_exception', `[terms] query does not support [${field}] without a list`);
      return valuesOf(entry, field).some((v) => wanted.some((w) => same(v, w))) ? 0 : null;
    }
    case 'range': {
      const [field, r] = only();
      if (!isRecord(r)) throw new QueryError('parsing_exception', `[range] query malformed on [${field}]`);
      for (const key of Object.keys(r))
        if (!['gte', 'gt', 'lte', 'lt', 'format', 'time_zone'].includes(key))
          throw new QueryError('parsing_exception', `[range] query does not support [${key}]`);
      return valuesOf(entry, field).some((v) => inRange(v, r)) ? 0 : null;
    }
    case 'exists':
      return valuesOf(entry, String(body.field)).length ? 0 : null;
    case 'nested': {
      const nested = nestedClause(body);
      if (!nested) return null;
      const scores = matchingChildren(entry, nested.path, nested.query).map((c) => c.score);
      if (!scores.length) return null;
      switch (body.score_mode ?? 'avg') {
        case 'none':
          return 0;
        case 'sum':
          return scores.reduce((a, b) => a + b, 0);
        case 'max':
          return Math.max(...scores);
        case 'min':
          return Math.min(...scores);
        case 'avg':
          return scores.reduce((a, b) => a + b, 0) / scores.length;
        default:
          throw new QueryError('parsing_exception', `[nested] illegal score_mode [${String(body.score_mode)}]`);
      }
    }
    case 'bool': {
      let score = 0;
      for (const c of list(body.must)) {
        const s = scoreOf(c, entry);
        if (s === null) return null;
        score += s;
      }
      for (const c of list(body.filter)) if (scoreOf(c, entry) === null) return null;
      for (const c of list(body.must_not)) if (scoreOf(c, entry) !== null) return null;
      const should = list(body.should).map((c) => scoreOf(c, entry));
      // As Elasticsearch: with no must or filter, at least one should clause has to match.
      const needed = Number(body.minimum_should_match ?? (list(body.must).length || list(body.filter).length ? 0 : 1));
      if (should.length && should.filter((s) => s !== null).length < needed) return null;
      return score + should.reduce<number>((a, s) => a + (s ?? 0), 0);
    }
    default:
      throw new QueryError('parsing_exception', `unknown query [${type}]`);
  }
}

/** The nested clauses of a query that ask for inner hits (in bool clauses at any depth). */
function innerHitsClauses(clause: unknown): { name: string; path: string; query: unknown; from: number; size: number }[] {
  if (!isRecord(clause)) return [];
  const [type, body] = Object.entries(clause)[0] ?? [];
  if (!isRecord(body)) return [];
  if (type === 'bool') return ['must', 'filter', 'should', 'must_not'].flatMap((key) => list(body[key]).flatMap(innerHitsClauses));
  if (type !== 'nested' || !isRecord(body.inner_hits)) return [];
  const nested = nestedClause(body);
  if (!nested) return [];
  const inner = body.inner_hits;
  // Elasticsearch's defaults: the path as the name, 3 hits from the first.
  return [
    {
      ...nested,
      name: typeof inner.name === 'string' ? inner.name : nested.path,
      from: Number(inner.from ?? 0),
      size: Number(inner.size ?? 3),
    },
  ];
}

/** A hit's inner hits, as Elasticsearch answers them: each asked-for name with the matching nested records (empty when none). */
function innerHitsOf(entry: CatalogueEntry, clauses: ReturnType<typeof innerHitsClauses>): Json {
  return Object.fromEntries(
    clauses.map(({ name, path, query, from, size }) => {
      const matching = matchingChildren(entry, path, query);
      return [
        name,
        {
          hits: {
            total: { value: matching.length, relation: 'eq' },
            max_score: matching.length ? Math.max(...matching.map((m) => m.score)) : null,
            hits: matching.slice(from, from + size).map(({ child, offset, score }) => ({
              _index: entry.catalog_type,
              _id: entry.id,
              _nested: { field: path, offset },
              _score: score,
              _source: child,
            })),
          },
        },
      ];
    }),
  );
}

function aggregate(name: string, agg: unknown, found: CatalogueEntry[]): Json {
  if (!isRecord(agg) || Object.keys(agg).length !== 1)
    throw new QueryError('parsing_exception', `aggregation [${name}] must have one type`);
  const [type, body] = Object.entries(agg)[0]!;
  if (!isRecord(body) || typeof body.field !== 'string') throw new QueryError('parsing_exception', `aggregation [${name}] needs a field`);
  const field = body.field;
  if (type === 'terms') {
    const counts = new Map<string, { key: unknown; doc_count: number }>();
    for (const entry of found)
      for (const v of new Set(valuesOf(entry, field).map((x) => JSON.stringify(x))))
        counts.set(v, { key: JSON.parse(v), doc_count: (counts.get(v)?.doc_count ?? 0) + 1 });
    const sorted = [...counts.values()].sort((a, b) => b.doc_count - a.doc_count || String(a.key).localeCompare(String(b.key)));
    const size = Number(body.size ?? 10);
    const shown = sorted
      .slice(0, size)
      .map((b) => (typeof b.key === 'boolean' ? { key: Number(b.key), key_as_string: String(b.key), doc_count: b.doc_count } : b));
    return { doc_count_error_upper_bound: 0, sum_other_doc_count: sorted.slice(size).reduce((a, b) => a + b.doc_count, 0), buckets: shown };
  }
  if (type === 'range' || type === 'date_range') {
    if (!Array.isArray(body.ranges)) throw new QueryError('parsing_exception', `[${type}] aggregation [${name}] needs ranges`);
    const buckets = body.ranges.map((r: unknown) => {
      if (!isRecord(r)) throw new QueryError('parsing_exception', `[${type}] aggregation [${name}]: a range must be an object`);
      const from = r.from === undefined ? undefined : comparable(r.from);
      const to = r.to === undefined ? undefined : comparable(r.to);
      const doc_count = found.filter((entry) => valuesOf(entry, field).some((v) => inRange(v, { gte: from, lt: to }))).length;
      const asString = (v: number | undefined) => (type === 'date_range' && v !== undefined ? new Date(v).toISOString() : undefined);
      return {
        key: typeof r.key === 'string' ? r.key : `${asString(from) ?? from ?? '*'}-${asString(to) ?? to ?? '*'}`,
        ...(from !== undefined ? { from, ...(asString(from) ? { from_as_string: asString(from) } : {}) } : {}),
        ...(to !== undefined ? { to, ...(asString(to) ? { to_as_string: asString(to) } : {}) } : {}),
        doc_count,
      };
    });
    return { buckets: body.keyed ? Object.fromEntries(buckets.map((b) => [b.key, b])) : buckets };
  }
  throw new QueryError('parsing_exception', `unknown aggregation type [${type}] for [${name}]`);
}

const BODY_KEYS = ['from', 'size', 'query', 'min_score', 'aggs', 'aggregations', 'track_total_hits', '_source', 'sort'];

/** One `_search` over the given indices (aliases), as Elasticsearch answers it; throws QueryError for what Elasticsearch would refuse. */
export function executeSearch(indices: string[], body: unknown, now = new Date()) {
  for (const index of indices) if (!INDICES[index]) throw new QueryError('index_not_found_exception', `no such index [${index}]`, 404);
  if (!isRecord(body)) throw new QueryError('parsing_exception', 'the request body must be a JSON object');
  for (const key of Object.keys(body))
    if (!BODY_KEYS.includes(key)) throw new QueryError('parsing_exception', `Unknown key for a START_OBJECT in [${key}].`);
  const types = new Set(indices.map((i) => INDICES[i]));
  const query = body.query ?? { match_all: {} };
  const scored = demoCatalogue(now)
    .filter((entry) => types.has(entry.catalog_type))
    .map((entry) => ({ entry, score: scoreOf(query, entry) }))
    .filter(
      (s): s is { entry: CatalogueEntry; score: number } =>
        s.score !== null && (body.min_score === undefined || s.score >= Number(body.min_score)),
    );
  // Relevance, then topics before classes (they stand for several), then catalogue order.
  scored.sort(
    (a, b) =>
      b.score - a.score || Number(b.entry.catalog_type === 'catalog-topics-v1') - Number(a.entry.catalog_type === 'catalog-topics-v1'),
  );
  const from = Math.max(0, Number(body.from ?? 0));
  const size = Math.min(Math.max(0, Number(body.size ?? 10)), 10_000);
  const aggs = (body.aggs ?? body.aggregations) as Json | undefined;
  const found = scored.map((s) => s.entry);
  const inner = innerHitsClauses(query);
  return {
    took: 1,
    timed_out: false,
    _shards: { total: indices.length, successful: indices.length, skipped: 0, failed: 0 },
    hits: {
      total: { value: scored.length, relation: 'eq' },
      max_score: scored[0]?.score ?? null,
      hits: scored.slice(from, from + size).map(({ entry, score }) => {
        const { id, catalog_type, ...source } = entry;
        return {
          _index: catalog_type,
          _id: id,
          _score: score,
          _source: source,
          ...(inner.length ? { inner_hits: innerHitsOf(entry, inner) } : {}),
        };
      }),
    },
    ...(aggs ? { aggregations: Object.fromEntries(Object.entries(aggs).map(([name, agg]) => [name, aggregate(name, agg, found)])) } : {}),
  };
}

const esError = (error: QueryError) =>
  HttpResponse.json(
    { error: { root_cause: [{ type: error.type, reason: error.message }], type: error.type, reason: error.message }, status: error.status },
    { status: error.status },
  );

export const courseSearchHandlers = [
  http.get('*/course-search/templates/:file', ({ params }) => {
    const name = String(params.file).replace(/\.json$/, '');
    const template = COURSE_SEARCH_TEMPLATES[name];
    return template ? HttpResponse.json(template) : HttpResponse.json({ error: 'no such template' }, { status: 404 });
  }),
  http.post('*/course-search/:indices/_search', async ({ request, params }) => {
    const body: unknown = await request.json().catch(() => undefined);
    const words = tokens(JSON.stringify(isRecord(body) ? body.query : '')).join(' ');
    if (/\bfail 500\b/.test(words))
      return HttpResponse.json({ error: { type: 'demo', reason: 'scripted failure' }, status: 500 }, { status: 500 });
    if (/\bfail network\b/.test(words)) return HttpResponse.error();
    if (/\bfail html\b/.test(words))
      return new HttpResponse('<!doctype html><title>Oops</title>', { headers: { 'Content-Type': 'text/html' } });
    if (/\bslow\b/.test(words)) await delay(3000);
    try {
      return HttpResponse.json(executeSearch(String(params.indices).split(','), body));
    } catch (error) {
      if (error instanceof QueryError) return esError(error);
      throw error;
    }
  }),
];
