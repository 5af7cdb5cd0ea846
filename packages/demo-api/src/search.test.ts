import { describe, expect, it } from 'vitest';
import { demoCatalogue } from './catalogue';
import { lookupSubjects, searchCatalogue } from './search';

/** The demo search answers as the real services do (spec §7), over fixtures the course search can reuse. */
const NOW = new Date('2026-11-23T12:00:00Z');
const NAVBAR_FILTERS = {
  all: [{ business_units: ['VSD', 'Camps', 'Courses'] }, { start_dates: { from: '2026-11-23T00:00:00.000Z' } }],
  none: [{ topic_ids: { from: 0 } }],
};

describe('demo catalogue', () => {
  it('has at least 60 classes and topics, each with the spec §3 fields', () => {
    const catalogue = demoCatalogue(NOW);
    expect(catalogue.length).toBeGreaterThanOrEqual(60);
    expect(new Set(catalogue.map((e) => e.catalog_type))).toEqual(new Set(['catalog-items-v1', 'catalog-topics-v1']));
    expect(new Set(catalogue.map((e) => e.id)).size).toBe(catalogue.length);
    for (const entry of catalogue)
      expect(entry).toMatchObject({ title: expect.any(String), details_page: expect.any(String), start_dates: expect.any(Array) });
  });
});

describe('subject lookup', () => {
  it('answers the subjects containing the query, those starting with it first', () => {
    expect(lookupSubjects('alg').map((s) => s.display_name)).toEqual([
      'Algebra',
      'Algebra 1',
      'Algebra 2',
      'Pre-Algebra',
      'College Algebra',
      'Linear Algebra',
      'Abstract Algebra',
    ]);
    expect(lookupSubjects('SAT')[0]).toEqual({ display_name: 'SAT', short_name: 'sat' });
    expect(lookupSubjects('zzz')).toEqual([]);
  });
});

describe('App Search engine', () => {
  it('applies the navbar filters: no tutoring, no past classes, no classes of a topic', () => {
    const answer = searchCatalogue(
      {
        query: 'algebra',
        filters: NAVBAR_FILTERS,
        result_fields: { title: { raw: {} }, catalog_type: { raw: {} } },
        facets: { catalog_type: { type: 'value' } },
        page: { size: 20 },
      },
      NOW,
    );
    const titles = answer.results.map((r) => (r as unknown as { title: { raw: string } }).title.raw);
    expect(titles).not.toContain('Algebra One-on-One');
    expect(titles).not.toContain('Algebra Spring Intensive');
    expect(titles).not.toContain('Algebra 1 Weekly Practice');
    expect(answer.meta.page.total_results).toBe(12);
    expect(answer.facets.catalog_type).toEqual([
      {
        type: 'value',
        data: [
          { value: 'catalog-topics-v1', count: 3 },
          { value: 'catalog-items-v1', count: 9 },
        ],
      },
    ]);
    expect(answer.results[0]).toEqual({
      title: { raw: 'Algebra' },
      catalog_type: { raw: 'catalog-topics-v1' },
      _meta: expect.objectContaining({ engine: 'catalog-topics' }),
    });
  });

  it('pages the results', () => {
    const answer = searchCatalogue({ query: '', page: { size: 10, current: 2 } }, NOW);
    expect(answer.results).toHaveLength(10);
    expect(answer.meta.page).toMatchObject({ current: 2, size: 10, total_results: demoCatalogue(NOW).length });
  });
});
