import { describe, expect, it } from 'vitest';
import type { SearchState } from '../core/url-state';
import { recordState } from './url-state';

const state = (query: string, page = 1): SearchState => ({ query, page, selection: {} });

describe('the search as URL state (q, page, filters[field]; the page’s other parameters kept)', () => {
  it('a change is a new history entry, a correction replaces the current one', () => {
    const entries: string[] = [];
    const win = {
      location: { pathname: '/s', search: '?q=a', hash: '' },
      history: {
        state: { kept: true },
        pushState: (data: unknown, _: string, url: string) => entries.push(`push ${url} ${JSON.stringify(data)}`),
        replaceState: (data: unknown, _: string, url: string) => entries.push(`replace ${url} ${JSON.stringify(data)}`),
      },
    } as unknown as Window;
    recordState(state('b'), 'push', win);
    recordState(state('a', 2), 'replace', win);
    expect(entries).toEqual(['push /s?q=b {"kept":true}', 'replace /s?q=a&page=2 {"kept":true}']);
  });
});
