import { describe, expect, it } from 'vitest';
import { markupProblems, type MarkupItem } from './markup';

const item = (level: number, label: string, hasList = false, href: string | null = `/${label.toLowerCase()}`): MarkupItem => ({
  level,
  label,
  href,
  hasList,
});

describe('markup the element does not expect (issue 15 Bad input)', () => {
  it('good markup: no problem', () => {
    expect(
      markupProblems({ hasList: true, hasToggle: true, items: [item(0, 'Subjects', true), item(1, 'Math', true), item(2, 'Algebra')] }),
    ).toEqual([]);
  });

  it('names each problem: no nested lists, a list deeper than level 4, a link without text, no toggle', () => {
    expect(markupProblems({ hasList: true, hasToggle: true, items: [item(0, 'Home'), item(0, 'About')] })).toEqual([
      'no sub-menus (no <li> holds a <ul>): plain links',
    ]);
    expect(markupProblems({ hasList: true, hasToggle: true, items: [item(3, 'L3', true), item(4, 'L4', true)] })).toEqual([
      'the list under "L4" is level 5 (levels 0-4): plain links',
    ]);
    expect(markupProblems({ hasList: true, hasToggle: false, items: [item(0, 'A', true), item(1, '', false, '/x')] })).toEqual([
      'a link without text (/x)',
      'no [data-menu-toggle]: below 630 px, plain links',
    ]);
    expect(markupProblems({ hasList: false, hasToggle: true, items: [] })).toEqual(['no <ul> to enhance']);
  });
});
