import { describe, expect, it } from 'vitest';
import { defaultFacets, type FacetConfigs } from './facets';
import { NO_FILTERS, parseFilters, type Filters } from './filters';
import { CHILD_INNER_HITS, facetCountBodies, searchBody, searchUrl, selectionFilters, type SearchOptions } from './request';
import type { Templates } from './templates';

/** Spec §5 Search, §7 item-search call, §9 Search: the request bodies, pinned. */
const NOW = new Date(2026, 10, 23, 15, 30);
const TODAY = new Date(2026, 10, 23).toISOString();
const TEMPLATES: Templates = {
  query: {
    simple_query_string: { query: '{{query}}', fields: ['title^3', 'subjects^2', 'description_markdown'], default_operator: 'and' },
  },
  blank_query: { match_all: {} },
  phrase_query: { multi_match: { query: '{{query}}', type: 'phrase', fields: ['title^3', 'description_markdown'] } },
};
const BASE_FILTER = [{ term: { e_commerce: true } }, { range: { start_dates: { gte: TODAY } } }];

const options = (over: Partial<SearchOptions> = {}): SearchOptions => ({
  searchUrl: 'https://search.example.com',
  topics: false,
  templates: TEMPLATES,
  query: '',
  page: 1,
  pageFilters: NO_FILTERS,
  selection: {},
  facets: {},
  now: NOW,
  ...over,
});
/** Spec §9 nested child inner hits: 100 of each hit's children starting from the start of today, scoring nothing. */
const CHILDREN_SHOULD = [
  {
    nested: {
      path: 'children',
      query: { range: { 'children.start_dates': { gte: TODAY } } },
      score_mode: 'none',
      ignore_unmapped: true,
      inner_hits: { name: 'children', size: 100 },
    },
  },
];
/** The main search's query with the page's filters; its children clause (pinned above) checked and left out. */
const filtered = (filters: Filters) => {
  const { should, ...bool } = searchBody(options({ pageFilters: filters })).query!.bool!;
  expect(should).toEqual(CHILDREN_SHOULD);
  return { bool };
};

describe('the item-search call (spec §7)', () => {
  it('POST {search url}/catalog-items/_search?search_type=dfs_query_then_fetch; catalog-topics too with data-topics', () => {
    expect(searchUrl('https://search.example.com/', false)).toBe(
      'https://search.example.com/catalog-items/_search?search_type=dfs_query_then_fetch',
    );
    expect(searchUrl('/search', true)).toBe('/search/catalog-items,catalog-topics/_search?search_type=dfs_query_then_fetch');
  });
});

describe('query templates (spec §5 Search)', () => {
  it('an empty query: the blank template, from 0, size 24, e_commerce=true and start_dates from the start of today', () => {
    expect(searchBody(options())).toEqual({
      from: 0,
      size: 24,
      query: { bool: { must: [{ match_all: {} }], filter: BASE_FILTER, should: CHILDREN_SHOULD } },
      track_total_hits: true,
    });
  });

  it('spaces alone are an empty query', () => {
    expect(searchBody(options({ query: '   ' })).query).toEqual({
      bool: { must: [{ match_all: {} }], filter: BASE_FILTER, should: CHILDREN_SHOULD },
    });
  });

  it('one word: the plain template with the word in place of {{query}}', () => {
    expect(searchBody(options({ query: 'algebra' })).query).toEqual({
      bool: {
        must: [
          { simple_query_string: { query: 'algebra', fields: ['title^3', 'subjects^2', 'description_markdown'], default_operator: 'and' } },
        ],
        filter: BASE_FILTER,
        should: CHILDREN_SHOULD,
      },
    });
  });

  it('a phrase (a query with a space): the phrase template', () => {
    expect(searchBody(options({ query: ' linear algebra ' })).query).toEqual({
      bool: {
        must: [{ multi_match: { query: 'linear algebra', type: 'phrase', fields: ['title^3', 'description_markdown'] } }],
        filter: BASE_FILTER,
        should: CHILDREN_SHOULD,
      },
    });
  });

  it('a quoted phrase: double quotes become single quotes', () => {
    expect(searchBody(options({ query: '"linear algebra"' })).query).toEqual({
      bool: {
        must: [{ multi_match: { query: "'linear algebra'", type: 'phrase', fields: ['title^3', 'description_markdown'] } }],
        filter: BASE_FILTER,
        should: CHILDREN_SHOULD,
      },
    });
    // One quoted word has no space: the plain template.
    expect(JSON.stringify(searchBody(options({ query: '"sat"' })).query)).toContain(`"simple_query_string":{"query":"'sat'"`);
  });

  it('hostile text is a JSON string value, never JSON syntax', () => {
    const query = 'x\\"}, "match_all": {}, "a": "\u2028</script>';
    const body = JSON.stringify(searchBody(options({ query: 'x\\"},' })));
    expect(JSON.parse(body).query.bool.must[0].simple_query_string.query).toBe("x\\'},");
    const phrase = searchBody(options({ query })).query as { bool: { must: { multi_match: { query: string } }[] } };
    expect(phrase.bool.must[0]!.multi_match.query).toBe(query.replace(/"/g, "'"));
  });

  it('min_score when the page sets one', () => {
    expect(searchBody(options({ minScore: 0.5 })).min_score).toBe(0.5);
    expect(searchBody(options({ minScore: 0 })).min_score).toBe(0);
    expect(searchBody(options())).not.toHaveProperty('min_score');
  });
});

describe('filters (spec §3 Filter entries, §5 Search)', () => {
  it.each([
    ['subjects', ['algebra'], { term: { subjects: 'algebra' } }],
    ['subjects', ['algebra', 'geometry'], { terms: { subjects: ['algebra', 'geometry'] } }],
    ['parent_group', ['curation_list-popular'], { term: { parent_group: 'curation_list-popular' } }],
    ['title', ['SAT Prep'], { term: { 'title.keyword': 'SAT Prep' } }],
    ['grades', ['6', '7'], { terms: { grades: ['6', '7'] } }],
    ['days_of_week', [{ from: 1, to: 6 }], { range: { days_of_week: { gte: 1, lt: 6 } } }],
    [
      'start_times',
      [{ gte: '1970-01-01T06:00:00Z', lte: '1970-01-01T12:00:00Z' }],
      { range: { start_times: { gte: '1970-01-01T06:00:00Z', lte: '1970-01-01T12:00:00Z' } } },
    ],
    [
      'end_times',
      [{ gt: '1970-01-01T17:00:00Z', lt: '1970-01-01T21:00:00Z' }],
      { range: { end_times: { gt: '1970-01-01T17:00:00Z', lt: '1970-01-01T21:00:00Z' } } },
    ],
    ['end_date', [{ to: '2027-01-01' }], { range: { end_date: { lt: '2027-01-01' } } }],
    ['topic_ids', [101], { term: { topic_ids: 101 } }],
  ])('all: %s %j', (key, values, clause) => {
    expect(filtered(parseFilters({ all: [{ [key]: values }] }))).toEqual({
      bool: { must: [{ match_all: {} }], filter: [clause, ...BASE_FILTER] },
    });
  });

  it('start_dates given by the page replace the default "from the start of today"', () => {
    expect(filtered(parseFilters({ all: [{ start_dates: { from: '2026-12-01' } }] }))).toEqual({
      bool: { must: [{ match_all: {} }], filter: [{ range: { start_dates: { gte: '2026-12-01' } } }, { term: { e_commerce: true } }] },
    });
  });

  it('e_commerce is added as true unless present (in all or none)', () => {
    expect(filtered(parseFilters({ all: [{ e_commerce: false }] }))).toEqual({
      bool: { must: [{ match_all: {} }], filter: [{ term: { e_commerce: false } }, BASE_FILTER[1]] },
    });
    expect(filtered(parseFilters({ none: [{ e_commerce: true }] }))).toEqual({
      bool: { must: [{ match_all: {} }], filter: [BASE_FILTER[1]], must_not: [{ term: { e_commerce: true } }] },
    });
  });

  it('none: each entry goes to must_not; entries of all are ANDed, values of one key ORed', () => {
    expect(filtered(parseFilters({ all: [{ subjects: ['sat', 'act'] }, { grades: '11' }], none: [{ topic_ids: { from: 0 } }] }))).toEqual({
      bool: {
        must: [{ match_all: {} }],
        filter: [{ terms: { subjects: ['sat', 'act'] } }, { term: { grades: '11' } }, ...BASE_FILTER],
        must_not: [{ range: { topic_ids: { gte: 0 } } }],
      },
    });
  });

  describe('midnight wrap on start_times / end_times (spec §5)', () => {
    it('both bounds on the 1970-01-01 placeholder: a plain range', () => {
      expect(
        filtered(parseFilters({ all: [{ start_times: { from: '1970-01-01T17:00:00.000Z', to: '1970-01-01T21:00:00.000Z' } }] })),
      ).toEqual({
        bool: {
          must: [{ match_all: {} }],
          filter: [{ range: { start_times: { gte: '1970-01-01T17:00:00.000Z', lt: '1970-01-01T21:00:00.000Z' } } }, ...BASE_FILTER],
        },
      });
    });

    it('one bound on the placeholder (to on the next day): the exclusion of the inverted range', () => {
      expect(
        filtered(parseFilters({ all: [{ start_times: { from: '1970-01-01T21:00:00.000Z', to: '1970-01-02T06:00:00.000Z' } }] })),
      ).toEqual({
        bool: {
          must: [{ match_all: {} }],
          filter: BASE_FILTER,
          must_not: [{ range: { start_times: { gte: '1970-01-01T06:00:00.000Z', lt: '1970-01-01T21:00:00.000Z' } } }],
        },
      });
    });

    it('one bound on the placeholder (from on the day before), end_times, gt/lte kept exact', () => {
      expect(filtered(parseFilters({ all: [{ end_times: { gt: '1969-12-31T22:00:00.000Z', lte: '1970-01-01T02:00:00.000Z' } }] }))).toEqual(
        {
          bool: {
            must: [{ match_all: {} }],
            filter: BASE_FILTER,
            must_not: [{ range: { end_times: { gt: '1970-01-01T02:00:00.000Z', lte: '1970-01-01T22:00:00.000Z' } } }],
          },
        },
      );
    });

    it('a wrapping range in none: the inverted range is required', () => {
      expect(
        filtered(parseFilters({ none: [{ start_times: { from: '1970-01-01T21:00:00.000Z', to: '1970-01-02T06:00:00.000Z' } }] })),
      ).toEqual({
        bool: {
          must: [{ match_all: {} }],
          filter: [{ range: { start_times: { gte: '1970-01-01T06:00:00.000Z', lt: '1970-01-01T21:00:00.000Z' } } }, ...BASE_FILTER],
        },
      });
    });

    it('neither bound on the placeholder: a plain range (dates, not times)', () => {
      expect(filtered(parseFilters({ all: [{ start_times: { from: '2026-11-23T21:00:00Z', to: '2026-11-24T06:00:00Z' } }] }))).toEqual({
        bool: {
          must: [{ match_all: {} }],
          filter: [{ range: { start_times: { gte: '2026-11-23T21:00:00Z', lt: '2026-11-24T06:00:00Z' } } }, ...BASE_FILTER],
        },
      });
    });

    it('only on start_times and end_times', () => {
      expect(filtered(parseFilters({ all: [{ start_dates: { from: '1970-01-01T21:00:00Z', to: '2026-01-01' } }] }))).toMatchObject({
        bool: { filter: [{ range: { start_dates: { gte: '1970-01-01T21:00:00Z', lt: '2026-01-01' } } }, BASE_FILTER[0]] },
      });
    });

    it('a wrapping range among other choices: any of them, the wrap as a nested exclusion', () => {
      const night = { from: '1970-01-01T21:00:00.000Z', to: '1970-01-02T06:00:00.000Z' };
      const morning = { from: '1970-01-01T06:00:00.000Z', to: '1970-01-01T12:00:00.000Z' };
      expect(filtered(parseFilters({ all: [{ start_times: [morning, night] }] }))).toEqual({
        bool: {
          must: [{ match_all: {} }],
          filter: [
            {
              bool: {
                should: [
                  { range: { start_times: { gte: morning.from, lt: morning.to } } },
                  { bool: { must_not: [{ range: { start_times: { gte: '1970-01-01T06:00:00.000Z', lt: '1970-01-01T21:00:00.000Z' } } }] } },
                ],
                minimum_should_match: 1,
              },
            },
            ...BASE_FILTER,
          ],
        },
      });
    });
  });
});

describe('facets (spec §3 Facets, §9 sizes)', () => {
  it('value facets as terms (grades 24, parent_group 30, others 10); range facets as named ranges', () => {
    const body = searchBody(
      options({
        facets: {
          subjects: { type: 'value' },
          grades: { type: 'value' },
          parent_group: { type: 'value' },
          topic_ids: { type: 'value', size: 5 },
          days_of_week: {
            type: 'range',
            ranges: [
              { name: 'Weekdays', from: 1, to: 6 },
              { name: 'Weekends', gte: 6, lte: 7 },
            ],
          },
          start_times: {
            type: 'range',
            ranges: [
              { name: 'Morning', from: '1970-01-01T06:00:00.000Z', to: '1970-01-01T12:00:00.000Z' },
              { name: 'Night', from: '1970-01-01T21:00:00.000Z', to: '1970-01-02T06:00:00.000Z' },
            ],
          },
        },
      }),
    );
    expect(body.aggs).toEqual({
      subjects: { terms: { field: 'subjects', size: 10 } },
      grades: { terms: { field: 'grades', size: 24 } },
      parent_group: { terms: { field: 'parent_group', size: 30 } },
      topic_ids: { terms: { field: 'topic_ids', size: 5 } },
      days_of_week: {
        range: {
          field: 'days_of_week',
          keyed: false,
          ranges: [
            { key: 'Weekdays', from: 1, to: 6 },
            { key: 'Weekends', from: 6, to: 7 },
          ],
        },
      },
      start_times: {
        date_range: {
          field: 'start_times',
          keyed: false,
          ranges: [
            { key: 'Morning', from: '1970-01-01T06:00:00.000Z', to: '1970-01-01T12:00:00.000Z' },
            // A range over midnight is counted in its two parts, under one name.
            { key: 'Night', from: '1970-01-01T21:00:00.000Z', to: '1970-01-02T00:00:00.000Z' },
            { key: 'Night', from: '1970-01-01T00:00:00.000Z', to: '1970-01-01T06:00:00.000Z' },
          ],
        },
      },
    });
  });

  it('the default facets: subjects, grades, days, times of day, start dates from today', () => {
    const facets = defaultFacets(NOW);
    expect(Object.keys(facets)).toEqual(['subjects', 'grades', 'days_of_week', 'start_times', 'start_dates']);
    expect(facets.start_dates).toEqual({
      type: 'range',
      ranges: [
        { name: 'This week', from: TODAY, to: new Date(2026, 10, 30).toISOString() },
        { name: 'This month', from: TODAY, to: new Date(2026, 11, 23).toISOString() },
        { name: 'Later', from: new Date(2026, 11, 23).toISOString() },
      ],
    });
  });

  it('the selection: ticked values and chosen ranges become filters; a range name the facet lacks is set apart', () => {
    const facets = defaultFacets(NOW);
    expect(selectionFilters({ subjects: ['algebra'], start_times: ['Morning', 'Brunch'] }, facets)).toEqual({
      filters: {
        all: [
          { subjects: ['algebra'] },
          { start_times: [{ name: 'Morning', from: '1970-01-01T06:00:00.000Z', to: '1970-01-01T12:00:00.000Z' }] },
        ],
        none: [],
      },
      unknown: ['start_times: Brunch'],
    });
  });

  it('a ticked value facet gets its counts from a search without its own selection', () => {
    const facets = { subjects: { type: 'value' }, grades: { type: 'value' } } as const;
    const o = options({ query: 'algebra', facets, selection: { subjects: ['algebra'], grades: ['8'] } });
    const counts = facetCountBodies(o);
    expect(counts.map((c) => c.field)).toEqual(['subjects', 'grades']);
    expect(counts[0]!.body).toEqual({
      size: 0,
      query: {
        bool: {
          must: [searchBody(o).query!.bool!.must![0 as never]],
          filter: [{ term: { grades: '8' } }, ...BASE_FILTER],
        },
      },
      aggs: { subjects: { terms: { field: 'subjects', size: 10 } } },
      track_total_hits: true,
    });
  });
});

describe('nested child inner hits (spec §9: 100)', () => {
  it("the main search asks for each hit's children from the start of today, 100 of them, as an optional clause that scores nothing", () => {
    expect(
      searchBody(options({ query: 'algebra', selection: { subjects: ['algebra'] }, facets: { subjects: { type: 'value' } } })).query,
    ).toMatchObject({
      bool: { should: CHILDREN_SHOULD },
    });
    expect(CHILD_INNER_HITS).toBe(100);
    // Beside must and filter, a should clause is optional: a hit without children is found as before.
    expect(searchBody(options()).query!.bool).not.toHaveProperty('minimum_should_match');
  });
  it('the facet counts ask for no hits, so for no inner hits either', () => {
    const o = options({ facets: { subjects: { type: 'value' } }, selection: { subjects: ['algebra'] } });
    expect(JSON.stringify(facetCountBodies(o))).not.toContain('inner_hits');
  });
});

describe('pages (spec §3 Page info, §9 24 a page)', () => {
  it('page 3 starts at hit 48', () => {
    expect(searchBody(options({ page: 3 }))).toMatchObject({ from: 48, size: 24 });
  });
  it('a page below 1 or not a number is page 1', () => {
    expect(searchBody(options({ page: 0 })).from).toBe(0);
    expect(searchBody(options({ page: Number.NaN })).from).toBe(0);
  });
});

// Issue 51: the request builders at their edges (spec §3 Facets, §7 item-search call, §9 Search).
describe('issue 51: request edges (spec §3, §7, §9)', () => {
  it('every trailing slash of the search URL goes; a fractional page is its whole part', () => {
    expect(searchUrl('https://search.example.com//', false)).toBe(
      'https://search.example.com/catalog-items/_search?search_type=dfs_query_then_fetch',
    );
    expect(searchBody(options({ page: 2.9 })).from).toBe(24);
  });

  it('range aggregations take from/gte/gt and to/lt/lte; a date bound at either end makes a date_range; a wrap before midnight is split too', () => {
    const body = searchBody(
      options({
        facets: {
          days_of_week: { type: 'range', ranges: [{ name: 'Mid', gt: 2, lte: 4 }, { name: 'Early', gte: 1, lt: 3 }, { name: 'Any' }] },
          start_dates: { type: 'range', ranges: [{ name: 'Soon', to: '2027-01-01' }] },
          end_times: { type: 'range', ranges: [{ name: 'Late', gt: '1969-12-31T22:00:00.000Z', lte: '1970-01-01T02:00:00.000Z' }] },
        },
      }),
    );
    expect(body.aggs).toEqual({
      days_of_week: {
        range: {
          field: 'days_of_week',
          keyed: false,
          ranges: [{ key: 'Mid', from: 2, to: 4 }, { key: 'Early', from: 1, to: 3 }, { key: 'Any' }],
        },
      },
      end_times: {
        date_range: {
          field: 'end_times',
          keyed: false,
          ranges: [
            { key: 'Late', from: '1970-01-01T22:00:00.000Z', to: '1970-01-02T00:00:00.000Z' },
            { key: 'Late', from: '1970-01-01T00:00:00.000Z', to: '1970-01-01T02:00:00.000Z' },
          ],
        },
      },
      start_dates: { date_range: { field: 'start_dates', keyed: false, ranges: [{ key: 'Soon', to: '2027-01-01' }] } },
    });
  });

  it('only a ticked value facet gets a count search, with the min_score of the main one; a chosen range is a filter of it', () => {
    const facets: FacetConfigs = {
      subjects: { type: 'value' },
      grades: { type: 'value' },
      days_of_week: { type: 'range', ranges: [{ name: 'Weekdays', from: 1, to: 6 }] },
    };
    const o = options({ facets, minScore: 0.2, selection: { subjects: ['algebra'], days_of_week: ['Weekdays'] } });
    const counts = facetCountBodies(o);
    expect(counts.map((c) => c.field)).toEqual(['subjects']);
    expect(counts[0]!.body).toEqual({
      size: 0,
      query: { bool: { must: [{ match_all: {} }], filter: [{ range: { days_of_week: { gte: 1, lt: 6 } } }, ...BASE_FILTER] } },
      min_score: 0.2,
      aggs: { subjects: { terms: { field: 'subjects', size: 10 } } },
      track_total_hits: true,
    });
  });

  it('a choice for a field without a facet is a value filter; a range facet none of whose names match adds no filter', () => {
    const facets: FacetConfigs = { days_of_week: { type: 'range', ranges: [{ name: 'Weekdays', from: 1, to: 6 }] } };
    expect(selectionFilters({ grades: ['8'], days_of_week: ['Sundays'], subjects: [] }, facets)).toEqual({
      filters: { all: [{ grades: ['8'] }], none: [] },
      unknown: ['days_of_week: Sundays'],
    });
  });
});
