import { describe, expect, it } from 'vitest';
import { engineGroups, groupRows, subjectGroup, subjectHref } from './groups';
import { resultsHref } from './query';
import { TEXTS } from './texts';

const subjects = (n: number) => Array.from({ length: n }, (_, i) => ({ display_name: `Subject ${i + 1}`, short_name: `subject-${i + 1}` }));
const more = resultsHref('/classes/search', 'alg');

describe('grouping (spec §3 result items, §9 at most 5 a group then +N more)', () => {
  it('a header, 5 results, then +N more with the right N linking to {results-url}?q={query}', () => {
    const rows = groupRows(subjectGroup(subjects(8)), TEXTS.en, more);
    expect(rows.map((r) => r.type)).toEqual(['header', 'subject', 'subject', 'subject', 'subject', 'subject', 'more']);
    expect(rows[0]!.text).toBe('Subjects');
    expect(rows[1]).toEqual({ type: 'subject', text: 'Subject 1', href: '/subject-1-tutors' });
    expect(rows[6]).toEqual({ type: 'more', text: '+3 more', href: '/classes/search?q=alg' });
  });

  it('exactly 5: no +N more; none: no header either', () => {
    expect(groupRows(subjectGroup(subjects(5)), TEXTS.en, more).map((r) => r.type)).toEqual([
      'header',
      'subject',
      'subject',
      'subject',
      'subject',
      'subject',
    ]);
    expect(groupRows(subjectGroup([]), TEXTS.en, more)).toEqual([]);
  });

  it('N counts what the engine knows of (its facet), not only what it sent', () => {
    const hit = (title: string) => ({ type: 'item' as const, title, href: `/classes/${title}` });
    const [topics, items] = engineGroups(
      { topics: [], items: ['a', 'b', 'c', 'd', 'e', 'f'].map(hit), topicTotal: 0, itemTotal: 42 },
      (href) => href,
      '/classes/search?q=x',
    );
    expect(groupRows(topics!, TEXTS.en, more)).toEqual([]);
    const rows = groupRows(items!, TEXTS.en, more);
    expect(rows[0]!.text).toBe('Classes');
    expect(rows.at(-1)).toEqual({ type: 'more', text: '+37 more', href: '/classes/search?q=alg' });
  });

  it('a details page the URL check refuses links to the results page instead', () => {
    const [, items] = engineGroups(
      { topics: [], items: [{ type: 'item', title: 'x', href: 'javascript:alert(1)' }], topicTotal: 0, itemTotal: 1 },
      () => null,
      '/classes/search?q=x',
    );
    expect(items!.results).toEqual([{ type: 'item', text: 'x', href: '/classes/search?q=x' }]);
  });

  it('subject links and the results link encode what they carry', () => {
    expect(subjectHref('a/b c')).toBe('/a%2Fb%20c-tutors');
    expect(resultsHref('/search?lang=es', 'a&b c')).toBe('/search?lang=es&q=a%26b%20c');
  });

  it('the +N more text follows the language', () => {
    expect(groupRows(subjectGroup(subjects(6)), TEXTS.es, more).at(-1)!.text).toBe('+1 más');
  });
});
