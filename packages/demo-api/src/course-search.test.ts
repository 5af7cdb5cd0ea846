import { describe, expect, it } from 'vitest';
import {
  defaultFacets,
  facetCountBodies,
  readFacets,
  readSearchResponse,
  searchBody,
  type RangeFacetData,
  type SearchOptions,
  type Templates,
} from '@vt-elements/course-search';
import { COURSE_SEARCH_TEMPLATES, executeSearch, QueryError } from './course-search';

/** The demo item-search service runs the bodies <vt-course-search> builds (spec §7), over the navbar search's catalogue. */
const NOW = new Date('2026-11-23T12:00:00Z');
const BOTH = ['catalog-items', 'catalog-topics'];
const options = (over: Partial<SearchOptions> = {}): SearchOptions => ({
  searchUrl: '/course-search',
  topics: true,
  templates: COURSE_SEARCH_TEMPLATES as Templates,
  query: 'algebra',
  page: 1,
  pageFilters: { all: [], none: [] },
  selection: {},
  facets: defaultFacets(NOW),
  now: NOW,
  ...over,
});
const run = (o: SearchOptions) =>
  readSearchResponse(executeSearch(o.topics ? BOTH : ['catalog-items'], JSON.parse(JSON.stringify(searchBody(o))), NOW), o.page);
const titles = (o: SearchOptions) => run(o).results.map((r) => r.title);

describe('demo _search', () => {
  it("'algebra': 26 classes and topics (no past class, no tutoring), 24 on page 1, 2 on page 2", () => {
    const first = run(options());
    expect(first.page_info).toEqual({ current: 1, size: 24, total_pages: 2, total_results: 26 });
    expect(first.results).toHaveLength(24);
    expect(first.results[0]).toMatchObject({ id: expect.stringMatching(/^topic-/), catalog_type: 'catalog-topics-v1', title: 'Algebra' });
    const all = [...first.results, ...run(options({ page: 2 })).results].map((r) => r.title);
    expect(all).toHaveLength(26);
    expect(all).not.toContain('Algebra Spring Intensive');
    expect(all).not.toContain('Algebra One-on-One');
    expect(run(options({ topics: false })).page_info.total_results).toBe(23);
  });

  it('value facets count the matches; ticking one narrows the hits and its own counts come from the search without it', () => {
    const answer = run(options());
    const subjects = readFacets(answer.aggregations, defaultFacets(NOW)).find((f) => f.field === 'subjects')!;
    expect(subjects.data.slice(0, 3)).toEqual([
      { value: 'algebra', count: 18 },
      { value: 'algebra-2', count: 3 },
      { value: 'pre-algebra', count: 2 },
    ]);
    const ticked = options({ selection: { subjects: ['algebra-2'] } });
    expect(titles(ticked)).toEqual(['Algebra 2', 'Algebra 2 Crash Course', 'Honors Algebra 2']);
    const [count] = facetCountBodies(ticked);
    const kept = readFacets(executeSearch(BOTH, count!.body, NOW).aggregations, { subjects: { type: 'value' } });
    expect(kept[0]!.data).toEqual(subjects.data);
  });

  it("a range over midnight ('Night', 21:00 to 06:00) finds the 22:00, 21:00 and 05:00 sections and is counted in its two parts", () => {
    const night = options({ query: 'weekly', selection: { start_times: ['Night'] } });
    expect(titles(night).sort()).toEqual([
      'Algebra 1 Weekly Practice: Early Wednesdays',
      'Algebra 1 Weekly Practice: Sunday Nights',
      'Algebra 1 Weekly Practice: Tuesday Nights',
    ]);
    const times = readFacets(run(options({ query: 'weekly' })).aggregations, defaultFacets(NOW)).find((f) => f.field === 'start_times')!;
    expect((times.data as RangeFacetData[]).map((d) => [d.name, d.count])).toEqual([
      ['Morning', 3],
      ['Afternoon', 4],
      ['Evening', 4],
      ['Night', 3],
    ]);
  });

  it('phrases, quoted phrases and no match', () => {
    expect(titles(options({ query: 'linear algebra' }))).toEqual(['Linear Algebra for Beginners']);
    expect(titles(options({ query: '"summer camp"' }))).toEqual(['Pre-Algebra Summer Camp', 'Geometry Summer Camp']);
    expect(run(options({ query: 'zzz' })).page_info.total_results).toBe(0);
    // The plain template's prefix: 'alg' finds what 'algebra' finds (the navbar's '+N more' leads here with 'alg').
    expect(run(options({ query: 'alg' })).page_info.total_results).toBe(26);
  });

  it("inner hits as Elasticsearch answers them (spec §9): each hit's children matching the nested query, under inner_hits.children", () => {
    type Inner = {
      hits: {
        total: { value: number };
        hits: { _index: string; _id: string; _nested: { field: string; offset: number }; _source: { title: string } }[];
      };
    };
    const answer = executeSearch(BOTH, JSON.parse(JSON.stringify(searchBody(options()))), NOW);
    const hits = answer.hits.hits as unknown as {
      _id: string;
      _index: string;
      _source: { title: string };
      inner_hits: { children: Inner };
    }[];
    const topic = hits[0];
    const item = hits.find((hit) => hit._index === 'catalog-items-v1');
    expect(topic!._source.title).toBe('Algebra');
    // The algebra classes sold online, but the one whose dates are all past.
    const children = topic!.inner_hits.children.hits;
    expect(children.total.value).toBe(17);
    expect(children.hits[0]).toMatchObject({ _index: 'catalog-topics-v1', _id: topic!._id, _nested: { field: 'children', offset: 0 } });
    expect(children.hits.map((h) => h._source.title)).not.toContain('Algebra Spring Intensive');
    expect(children.hits.map((h) => h._nested.offset)).not.toContain(4);
    // A class has no children: its inner hits are there, empty.
    expect(item!.inner_hits.children.hits).toMatchObject({ total: { value: 0 }, hits: [] });
    // Read as the element reads them: the topic's offerings are its children's 32 start dates.
    const read = run(options());
    expect(read.offerings.get(read.results[0]!)).toHaveLength(32);
    expect(read.offerings.has(read.results.find((r) => r.catalog_type === 'catalog-items-v1')!)).toBe(false);
  });

  it('inner hits: from, size and the name; none without inner_hits; a nested query alone finds the records with a matching child', () => {
    const nested = (extra: object) => ({ nested: { path: 'children', query: { match_all: {} }, ...extra } });
    type Inner = { hits: { hits: { _nested: { offset: number } }[] } };
    const paged = executeSearch(BOTH, { query: nested({ inner_hits: { name: 'sections', from: 1, size: 2 } }) }, NOW).hits.hits;
    expect(paged.every((hit) => hit._index === 'catalog-topics-v1')).toBe(true);
    const first = paged.find((hit) => hit._source.title === 'Algebra') as unknown as { inner_hits: { sections: Inner } };
    expect(first.inner_hits.sections.hits.hits.map((h) => h._nested.offset)).toEqual([1, 2]);
    expect(executeSearch(BOTH, { query: nested({}) }, NOW).hits.hits[0]).not.toHaveProperty('inner_hits');
  });

  it('refuses what Elasticsearch would refuse: an unknown clause, body key or index', () => {
    expect(() => executeSearch(BOTH, { query: { fuzzy_magic: {} } }, NOW)).toThrow(
      new QueryError('parsing_exception', 'unknown query [fuzzy_magic]'),
    );
    expect(() => executeSearch(BOTH, { filter: [] }, NOW)).toThrow('Unknown key for a START_OBJECT in [filter].');
    expect(() => executeSearch(['catalog'], {}, NOW)).toThrow('no such index [catalog]');
    // A nested path no index maps, unless ignore_unmapped; an unknown nested or inner_hits key.
    const sections = { nested: { path: 'sections', query: { match_all: {} } } };
    expect(() => executeSearch(BOTH, { query: sections }, NOW)).toThrow('[nested] failed to find nested object under path [sections]');
    expect(executeSearch(BOTH, { query: { nested: { ...sections.nested, ignore_unmapped: true } } }, NOW).hits.total.value).toBe(0);
    expect(() => executeSearch(BOTH, { query: { nested: { path: 'children', query: { match_all: {} }, boost: 2 } } }, NOW)).toThrow(
      '[nested] query does not support [boost]',
    );
    expect(() =>
      executeSearch(BOTH, { query: { nested: { path: 'children', query: { match_all: {} }, inner_hits: { highlight: {} } } } }, NOW),
    ).toThrow('[inner_hits] unknown field [highlight]');
  });
});
