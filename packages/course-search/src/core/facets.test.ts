import { describe, expect, it } from 'vitest';
import { valueLabel } from './facets';

describe('valueLabel (a value facet checkbox label)', () => {
  it('reads a lower-case slug as words, the slug itself staying the value', () => {
    expect(['algebra', 'algebra-2', 'pre-algebra', 'college-algebra', 'linear-algebra', 'physics'].map(valueLabel)).toEqual([
      'Algebra',
      'Algebra 2',
      'Pre-algebra',
      'College algebra',
      'Linear algebra',
      'Physics',
    ]);
  });

  it("puts a test's initials in capitals, a prefix only at the start", () => {
    expect(valueLabel('sat-prep')).toBe('SAT prep');
    expect(valueLabel('ap-calculus-ab')).toBe('AP calculus ab');
    expect(valueLabel('gre')).toBe('GRE');
    // 'co' is a prefix only as the first word: 'college' keeps its letters, 'co' later is a word.
    expect(valueLabel('co-teaching')).toBe('Co-teaching');
    expect(valueLabel('satellite-design')).toBe('Satellite design');
  });

  it('leaves anything that is not a slug as it is: grades, titles, mixed case', () => {
    for (const value of ['9', '10', 'College', 'Algebra-Based Physics', 'K-12', 'algebra 2', '']) expect(valueLabel(value)).toBe(value);
  });
});
