import { delay, http, HttpResponse } from 'msw';
import { demoCatalogue, type CatalogueEntry } from './catalogue';

/**
 * The navbar search's two calls (spec §7):
 * - `GET {api host}/vtwa/v1/subjects/lookup?query={q}`: the subjects whose label contains the
 *   query (those starting with it first), as `[{display_name, short_name}]`;
 * - `POST {search host}/api/as/v1/engines/{items-st|items-pr}/search`: an App Search-compatible
 *   engine over the demo catalogue (catalogue.ts): the query (every word in the title or a
 *   subject), `filters` (all / any / none; value lists and from/to ranges on numbers and dates),
 *   `result_fields`, `facets` (value facets) and `page`, answered as App Search does
 *   (`{meta, results: [{field: {raw}, _meta}], facets}`).
 *
 * Scripted failures: a word of the query picks one (and is not searched for), so a story, a test
 * or a visitor of the demo page can show every state:
 */
export const SEARCH_FIXTURES = {
  'fail-500': 'both sources answer HTTP 500',
  'fail-html': 'both sources answer 200 with an HTML page (not JSON)',
  'fail-network': 'both sources fail at the network level (no answer)',
  slow: 'both sources answer after 3 s',
  'lookup-500': 'the subject lookup answers HTTP 500 (the engine answers normally)',
  'lookup-html': 'the subject lookup answers 200 with an HTML page',
  'lookup-network': 'the subject lookup fails at the network level',
  'lookup-slow': 'the subject lookup answers after 3 s',
  'search-500': 'the engine answers HTTP 500 (the subject lookup answers normally)',
  'search-html': 'the engine answers 200 with an HTML page',
  'search-network': 'the engine fails at the network level',
  'search-slow': 'the engine answers after 3 s',
  zzz: 'nothing matches: no results',
  hostile: 'a subject and a class whose names are markup, and a javascript: details page',
} as const;

/** Subject lookup records (spec §3) with the spec's subject labels (§3 Lookup tables). */
export const DEMO_SUBJECTS: { display_name: string; short_name: string }[] = [
  ...[
    'SAT',
    'ACT',
    'GRE',
    'GMAT',
    'LSAT',
    'MCAT',
    'PSAT',
    'ISEE',
    'SSAT',
    'Praxis',
    'CPA',
    'USMLE',
    'Algebra',
    'Algebra 1',
    'Algebra 2',
    'Pre-Algebra',
    'College Algebra',
    'Linear Algebra',
    'Abstract Algebra',
    'Geometry',
    'Trigonometry',
    'Precalculus',
    'Calculus',
    'Calculus 2',
    'Multivariable Calculus',
    'Statistics',
    'Math',
    'AP Calculus AB',
    'AP Calculus BC',
    'AP Statistics',
    'AP Chemistry',
    'AP Biology',
    'AP Physics 1',
    'AP US History',
    'AP English Language',
    'Chemistry',
    'Organic Chemistry',
    'Biology',
    'Physics',
    'Earth Science',
    'Anatomy',
    'Spanish',
    'French',
    'German',
    'Mandarin Chinese',
    'Japanese',
    'ESL/ELL',
    'English',
    'Reading',
    'Writing',
    'Essay Editing',
    'Phonics',
    'History',
    'Economics',
    'Computer Science',
    'Python',
    'Java',
    'Elementary Math',
    'Middle School Math',
    'High School Chemistry',
    'Study Skills',
    'Special Education',
  ].map((display_name) => ({
    display_name,
    short_name: display_name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
  })),
  // Shown as text, never as markup (Bad input).
  { display_name: '<img src=x onerror="window.__vtPwned=1">Hostile <i>subject</i>', short_name: 'hostile' },
];

const FAILURE_WORDS = new Set(Object.keys(SEARCH_FIXTURES).filter((w) => w !== 'zzz' && w !== 'hostile'));

const serverError = () => HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 });
const htmlPage = () => HttpResponse.html('<html><body><h1>Bad gateway</h1></body></html>');

/** The scripted failure for one source ('lookup' or 'search'), or undefined to answer. */
async function scripted(words: string[], source: 'lookup' | 'search'): Promise<Response | undefined> {
  const has = (kind: string) => words.includes(`fail-${kind}`) || words.includes(`${source}-${kind}`);
  if (has('500')) return serverError();
  if (has('html')) return htmlPage();
  if (has('network')) return HttpResponse.error();
  if (words.includes('slow') || words.includes(`${source}-slow`)) await delay(3000);
  return undefined;
}

const wordsOf = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);
const searched = (words: string[]) => words.filter((w) => !FAILURE_WORDS.has(w));

export function lookupSubjects(query: string): { display_name: string; short_name: string }[] {
  const q = searched(wordsOf(query)).join(' ');
  if (!q) return [];
  const found = DEMO_SUBJECTS.filter((s) => s.display_name.toLowerCase().includes(q));
  return [
    ...found.filter((s) => s.display_name.toLowerCase().startsWith(q)),
    ...found.filter((s) => !s.display_name.toLowerCase().startsWith(q)),
  ];
}

type Filter = Record<string, unknown>;

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** One App Search filter clause on a record: a value (or list: any of them), a range {from, to}, or a nested all/any/none. */
function matches(entry: CatalogueEntry, filter: Filter): boolean {
  return Object.entries(filter).every(([field, condition]) => {
    if (field === 'all') return asList(condition).every((f) => matches(entry, f as Filter));
    if (field === 'any') return asList(condition).some((f) => matches(entry, f as Filter));
    if (field === 'none') return !asList(condition).some((f) => matches(entry, f as Filter));
    const values = asList((entry as unknown as Record<string, unknown>)[field]);
    if (condition && typeof condition === 'object' && !Array.isArray(condition)) {
      const { from, to } = condition as { from?: string | number; to?: string | number };
      const num = (v: unknown) => (typeof v === 'number' ? v : Date.parse(String(v)));
      return values.some((v) => (from === undefined || num(v) >= num(from)) && (to === undefined || num(v) < num(to)));
    }
    const wanted = asList(condition).map((c) => String(c).toLowerCase());
    return values.some((v) => wanted.includes(String(v).toLowerCase()));
  });
}

interface SearchBody {
  query?: unknown;
  filters?: { all?: unknown; any?: unknown; none?: unknown };
  result_fields?: Record<string, unknown>;
  facets?: Record<string, unknown>;
  page?: { size?: number; current?: number };
}

export function searchCatalogue(body: SearchBody, now = new Date()) {
  const words = searched(wordsOf(typeof body.query === 'string' ? body.query : ''));
  const filters = body.filters ?? {};
  const all = asList(filters.all) as Filter[];
  const any = asList(filters.any) as Filter[];
  const none = asList(filters.none) as Filter[];
  const found = demoCatalogue(now).filter(
    (entry) =>
      words.every((w) => entry.title.toLowerCase().includes(w) || entry.subjects.some((s) => s.includes(w))) &&
      all.every((f) => matches(entry, f)) &&
      (!any.length || any.some((f) => matches(entry, f))) &&
      !none.some((f) => matches(entry, f)),
  );
  // Topics first, then titles starting with the query, as a relevance stand-in.
  const first = words[0] ?? '';
  const score = (e: CatalogueEntry) => (e.catalog_type === 'catalog-topics-v1' ? 2 : 0) + (e.title.toLowerCase().startsWith(first) ? 1 : 0);
  found.sort((a, b) => score(b) - score(a));
  const size = Math.min(Math.max(body.page?.size ?? 10, 0), 1000);
  const current = Math.max(body.page?.current ?? 1, 1);
  const fields = Object.keys(body.result_fields ?? {});
  const results = found.slice((current - 1) * size, current * size).map((entry, i) => {
    const record = entry as unknown as Record<string, unknown>;
    const shown = fields.length ? fields : Object.keys(record);
    return {
      ...Object.fromEntries(shown.filter((f) => f in record).map((f) => [f, { raw: record[f] }])),
      _meta: { id: entry.id, engine: entry.catalog_type === 'catalog-topics-v1' ? 'catalog-topics' : 'catalog-items', score: 10 - i / 100 },
    };
  });
  const facets = Object.fromEntries(
    Object.keys(body.facets ?? {}).map((field) => {
      const counts = new Map<string, number>();
      for (const entry of found)
        for (const v of asList((entry as unknown as Record<string, unknown>)[field]))
          counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
      return [field, [{ type: 'value', data: [...counts].map(([value, count]) => ({ value, count })) }]];
    }),
  );
  return {
    meta: {
      alerts: [],
      warnings: [],
      page: { current, size, total_pages: Math.ceil(found.length / Math.max(size, 1)), total_results: found.length },
      request_id: `demo-${found.length}`,
    },
    results,
    facets,
  };
}

export const ENGINE_NAMES = ['items-st', 'items-pr'];

export const searchHandlers = [
  http.get('*/vtwa/v1/subjects/lookup', async ({ request }) => {
    const query = new URL(request.url).searchParams.get('query') ?? '';
    return (await scripted(wordsOf(query), 'lookup')) ?? HttpResponse.json(lookupSubjects(query));
  }),
  http.post('*/api/as/v1/engines/:engine/search', async ({ request, params }) => {
    if (!ENGINE_NAMES.includes(String(params.engine))) return HttpResponse.json({ errors: ['Could not find engine.'] }, { status: 404 });
    const body = (await request.json().catch(() => null)) as SearchBody | null;
    if (!body || typeof body !== 'object') return HttpResponse.json({ errors: ['Request body must be a JSON object.'] }, { status: 400 });
    const failure = await scripted(wordsOf(typeof body.query === 'string' ? body.query : ''), 'search');
    return failure ?? HttpResponse.json(searchCatalogue(body));
  }),
];
