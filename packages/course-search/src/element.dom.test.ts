import { http, HttpResponse } from 'msw';
import { expectConsoleError } from '../../../tests/support/console';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApi } from '../../../tests/msw';
import './element';

const server = startDemoApi();

/** `<vt-course-search>` in happy-dom against MSW: bad input is reported once and the page carries on (issue 14 "Bad input"). */
const settle = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

const BASE = 'https://search.example.com';
const TEMPLATES = 'https://assets.example.com/search';
const answer = (n: number, total = n) => ({
  hits: {
    total: { value: total, relation: 'eq' },
    hits: Array.from({ length: n }, (_, i) => ({
      _index: 'catalog-items-v1',
      _id: `item-${i}`,
      _source: { title: `Class ${i}`, details_page: `/classes/${i}` },
    })),
  },
  aggregations: { subjects: { buckets: [{ key: 'algebra', doc_count: n }] } },
});

describe('<vt-course-search> element', () => {
  const reported: string[] = [];
  const bodies: unknown[] = [];
  beforeAll(() => {
    window.vtErrorReporter = (e) => reported.push(e.message);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    reported.length = 0;
    bodies.length = 0;
    history.replaceState(null, '', '/classes/search');
  });

  function serve(search: (body: unknown) => Response | Promise<Response> = () => HttpResponse.json(answer(3))) {
    server.use(
      http.get(`${TEMPLATES}/:file`, ({ params }) =>
        HttpResponse.json(params.file === 'blank_query.json' ? { match_all: {} } : { match: { title: '{{query}}' } }),
      ),
      http.post(`${BASE}/:indices/_search`, async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        return search(body);
      }),
    );
  }

  const mount = (attributes: string) => {
    document.body.innerHTML = `<vt-course-search data-search-url="${BASE}" data-templates-url="${TEMPLATES}" ${attributes}></vt-course-search>`;
    return document.querySelector('vt-course-search')!;
  };
  const heading = (el: Element) => el.querySelector('h2')?.textContent;

  it('searches the query of the URL and renders the hits', async () => {
    serve();
    history.replaceState(null, '', '/classes/search?q=algebra');
    const el = mount('');
    await settle(() => heading(el) === '3 results for “algebra”');
    expect(el.querySelectorAll('.vt-course-search__hit')).toHaveLength(3);
    expect(bodies[0]).toMatchObject({ from: 0, size: 24, query: { bool: { must: [{ match: { title: 'algebra' } }] } } });
    expect(reported).toEqual([]);
  });

  it('malformed data-options: reported once naming the problem; the defaults are used', async () => {
    expectConsoleError(
      '[vt-elements] vt-course-search: <vt-course-search> data-options: Unknown facet type "histogram" for facet "subjects" (known: value, range); keeping its last good value.',
    );
    serve();
    const el = mount(`data-options='{"facets": {"subjects": {"type": "histogram"}}}'`);
    await settle(() => heading(el) === '3 results');
    expect(reported).toEqual([expect.stringContaining('Unknown facet type "histogram" for facet "subjects"')]);
  });

  it('no data-search-url: the error with Retry, reported once', async () => {
    expectConsoleError(
      '[vt-elements] vt-course-search: <vt-course-search> course search failed: data-search-url is missing: there is no item-search service to ask',
    );
    serve();
    document.body.innerHTML = `<vt-course-search data-templates-url="${TEMPLATES}"></vt-course-search>`;
    const el = document.querySelector('vt-course-search')!;
    await settle(() => !!el.querySelector('[role="alert"]'));
    expect(reported).toEqual([expect.stringContaining('data-search-url is missing')]);
    expect(bodies).toEqual([]);
  });

  it('a page past the end shows the last page instead', async () => {
    serve((body) => HttpResponse.json((body as { from: number }).from >= 48 ? answer(0, 30) : answer(6, 30)));
    history.replaceState(null, '', '/classes/search?q=x&page=9');
    const el = mount('');
    await settle(() => el.querySelectorAll('.vt-course-search__hit').length === 6);
    expect(location.search).toBe('?q=x&page=2');
    expect(bodies.map((b) => (b as { from: number }).from)).toEqual([192, 24]);
  });

  it('an unknown range choice in the URL is reported once and ignored', async () => {
    expectConsoleError(
      '[vt-elements] vt-course-search: <vt-course-search> the URL names range choices the facets do not have (ignored): start_times: Brunch',
    );
    serve();
    history.replaceState(null, '', '/classes/search?q=x&filters[start_times]=Brunch');
    const el = mount('');
    await settle(() => heading(el) === '3 results for “x”');
    expect(reported).toEqual([
      expect.stringContaining('the URL names range choices the facets do not have (ignored): start_times: Brunch'),
    ]);
  });

  it('a Spanish page shows the block in Spanish; data-texts replaces one text (contract "Strings and languages")', async () => {
    serve();
    history.replaceState(null, '', '/classes/search?q=algebra');
    document.documentElement.lang = 'es';
    try {
      const el = mount(`data-texts='{"submit":"Encontrar"}'`);
      await settle(() => heading(el) === '3 resultados para «algebra»');
      expect(el.querySelector('button[type="submit"]')?.textContent).toBe('Encontrar');
      expect(el.querySelector('input')?.getAttribute('placeholder')).toBe('Buscar clases y temas');
      expect(el.querySelector('.vt-course-search__facets')?.getAttribute('aria-label')).toBe('Filtrar resultados');
      expect(reported).toEqual([]);
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });
});
