import { describe, expect, it } from 'vitest';
import { parseEngineAnswer, parseSubjects } from './parse';
import { fill, parseTexts, textsFor } from './texts';

describe('subject lookup answer (spec §3 Subject lookup record)', () => {
  it('keeps the records with both fields; skips and counts the others', () => {
    expect(
      parseSubjects([
        { display_name: 'Algebra', short_name: 'algebra' },
        { display_name: 'No short name' },
        null,
        { display_name: ' ', short_name: 'x' },
      ]),
    ).toEqual({
      value: [{ display_name: 'Algebra', short_name: 'algebra' }],
      skipped: 3,
    });
  });
  it('anything but a list is an error naming what came', () => {
    expect(() => parseSubjects({ error: 'x' })).toThrow('the subject lookup answered an object, not a list of {display_name, short_name}');
    expect(() => parseSubjects(null)).toThrow('answered an empty body');
  });
});

describe('site search answer (App Search rawResults)', () => {
  const result = (title: unknown, type: string, page = '/p') => ({
    id: { raw: 'x' },
    title: { raw: title },
    details_page: { raw: page },
    catalog_type: { raw: type },
  });
  it('splits topics and items; counts come from the catalog_type facet', () => {
    const parsed = parseEngineAnswer({
      results: [
        result('Algebra', 'catalog-topics-v1', '/topics/algebra'),
        result('Algebra 1 Bootcamp', 'catalog-items-v1'),
        result(42, 'catalog-items-v1'),
        { nope: true },
      ],
      facets: {
        catalog_type: [
          {
            type: 'value',
            data: [
              { value: 'catalog-topics-v1', count: 3 },
              { value: 'catalog-items-v1', count: 9 },
            ],
          },
        ],
      },
    });
    expect(parsed).toEqual({
      value: {
        topics: [{ type: 'topic', title: 'Algebra', href: '/topics/algebra' }],
        items: [{ type: 'item', title: 'Algebra 1 Bootcamp', href: '/p' }],
        topicTotal: 3,
        itemTotal: 9,
      },
      skipped: 2,
    });
  });
  it('without facets the counts are those received; a missing type is an item', () => {
    const parsed = parseEngineAnswer({ results: [{ title: { raw: 'T' } }] });
    expect(parsed.value).toEqual({ topics: [], items: [{ type: 'item', title: 'T', href: null }], topicTotal: 0, itemTotal: 1 });
  });
  it('an answer without results is an error', () => {
    expect(() => parseEngineAnswer({ errors: ['x'] })).toThrow('the search engine answered an object without a results list');
    expect(() => parseEngineAnswer('<html>')).toThrow('answered a string');
  });
});

describe('texts (contract "Strings and languages")', () => {
  it("follow the page's language; data-texts replaces any of them", () => {
    expect(textsFor('es-MX').searching).toBe('Buscando…');
    expect(textsFor('fr').searching).toBe('Searching…');
    expect(textsFor('en', { searching: 'Looking…' }).searching).toBe('Looking…');
  });
  it('fills {query} and {n}', () => {
    expect(fill(textsFor('en').noResults, { query: '<b>x</b>' })).toBe('No results for “<b>x</b>”.');
    expect(fill('{n} results', { n: 3 })).toBe('3 results');
  });
  it('data-texts: unknown keys and non-strings are refused, naming them', () => {
    expect(() => parseTexts({ serching: 'x' })).toThrow('unknown text key "serching"');
    expect(() => parseTexts({ error: 1 })).toThrow('text "error" must be a string');
    expect(() => parseTexts(['x'])).toThrow('expected a JSON object');
  });
});
