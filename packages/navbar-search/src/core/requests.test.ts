import { describe, expect, it } from 'vitest';
import { parseFilters } from './filters';
import { siteSearchRequest, startOfToday, subjectLookupRequest } from './requests';

/** Spec §7: the two calls, pinned (method, URL, headers, body, credentials). */
describe('subject lookup request', () => {
  it('GET {api host}/vtwa/v1/subjects/lookup?query={q}, credentials included', () => {
    expect(subjectLookupRequest('https://api.example.com', 'alg')).toEqual({
      method: 'GET',
      url: 'https://api.example.com/vtwa/v1/subjects/lookup?query=alg',
      headers: { Accept: 'application/json' },
      credentials: 'include',
    });
  });

  it('encodes the query', () => {
    expect(subjectLookupRequest('https://api.example.com', 'a&b c/d').url).toBe(
      'https://api.example.com/vtwa/v1/subjects/lookup?query=a%26b+c%2Fd',
    );
  });
});

describe('site search request (App Search wire format)', () => {
  const now = new Date(2026, 10, 23, 15, 30);
  const today = new Date(2026, 10, 23).toISOString();

  it('POST {host}/api/as/v1/engines/{engine}/search with the bearer key, the query, the fixed filters, the result fields, the type facet and a page', () => {
    expect(
      siteSearchRequest({ searchHost: 'https://search.example.com/', engine: 'items-pr', searchKey: 'search-abc', query: 'alg', now }),
    ).toEqual({
      method: 'POST',
      url: 'https://search.example.com/api/as/v1/engines/items-pr/search',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer search-abc' },
      credentials: 'omit',
      body: {
        query: 'alg',
        filters: {
          all: [{ business_units: ['VSD', 'Camps', 'Courses'] }, { start_dates: { from: today } }],
          none: [{ topic_ids: { from: 0 } }],
        },
        result_fields: {
          id: { raw: {} },
          title: { raw: {} },
          details_page: { raw: {} },
          business_units: { raw: {} },
          instructor_names: { raw: {} },
          catalog_type: { raw: {} },
        },
        facets: { catalog_type: { type: 'value' } },
        page: { size: 20, current: 1 },
      },
    });
  });

  it('the staging engine; no key, no Authorization header', () => {
    const request = siteSearchRequest({ searchHost: 'https://search.example.com', engine: 'items-st', query: 'x', now });
    expect(request.url).toBe('https://search.example.com/api/as/v1/engines/items-st/search');
    expect(request.headers).not.toHaveProperty('Authorization');
  });

  it('adds the extra filters of data-filters to all / any / none', () => {
    const filters = parseFilters({ subjects: ['math'], any: [{ grades: ['9'] }], none: { title: 'x' } });
    const body = siteSearchRequest({ searchHost: 'https://s.example', engine: 'items-pr', query: 'x', filters, now }).body as {
      filters: unknown;
    };
    expect(body.filters).toEqual({
      all: [{ business_units: ['VSD', 'Camps', 'Courses'] }, { start_dates: { from: today } }, { subjects: ['math'] }],
      any: [{ grades: ['9'] }],
      none: [{ topic_ids: { from: 0 } }, { title: 'x' }],
    });
  });

  it('start of today is local midnight', () => {
    expect(startOfToday(now)).toBe(today);
  });
});

describe('data-filters', () => {
  it('takes a list of filter objects', () => {
    expect(parseFilters([{ a: 1 }, { b: [2] }])).toEqual({ all: [{ a: 1 }, { b: [2] }], any: [], none: [] });
  });
  it('refuses what is not filters, naming it', () => {
    expect(() => parseFilters('math')).toThrow('expected a JSON object of App Search filters or a list of them, got "math"');
    expect(() => parseFilters([1])).toThrow('the list must hold filter objects, got 1');
    expect(() => parseFilters({ all: [null] })).toThrow('"all" must hold filter objects, got null');
  });
});
