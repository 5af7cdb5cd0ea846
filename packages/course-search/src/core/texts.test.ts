import { TEXTS as ITEM_TEXTS } from '@vt-elements/catalogue/texts';
import { describe, expect, it } from 'vitest';
import { defaultFacets, rangeLabel } from './facets';
import { TEXTS, itemOverrides, parseTexts, EN } from './texts';

describe('course search texts (contract "Strings and languages")', () => {
  it('the Spanish table has exactly the English keys', () => {
    expect(Object.keys(TEXTS.es).sort()).toEqual(Object.keys(EN).sort());
  });

  it("the default range facets' choices are shown in the page's language; their names (the URL's values) stay", () => {
    const names = Object.values(defaultFacets(new Date(2026, 10, 24))).flatMap((facet) =>
      facet.type === 'range' ? facet.ranges.map((r) => r.name) : [],
    );
    expect(names.map((name) => rangeLabel(name, EN))).toEqual(names);
    expect(names.map((name) => rangeLabel(name, TEXTS.es))).toEqual([
      'Entre semana',
      'Fines de semana',
      'Mañana',
      'Tarde',
      'Noche',
      'Noche tardía',
      'Esta semana',
      'Este mes',
      'Más adelante',
    ]);
    // A page's own range is shown as named.
    expect(rangeLabel('Brunch', TEXTS.es)).toBe('Brunch');
    expect(rangeLabel('toString', TEXTS.es)).toBe('toString');
  });

  it("data-texts takes the hits' keys too (itemGrades for their grades) and passes them on", () => {
    // Issue 51: accepted as given (toBeTruthy held for any object, or a check that returned {}).
    expect(parseTexts({ submit: 'Go', nextClass: 'Next up', itemGrades: 'Years {range}', grades: 'Year' })).toEqual({
      submit: 'Go',
      nextClass: 'Next up',
      itemGrades: 'Years {range}',
      grades: 'Year',
    });
    expect(() => parseTexts({ nextclass: 'x' })).toThrow('unknown text key "nextclass"');
    expect(itemOverrides({ submit: 'Go', grades: 'Year', nextClass: 'Next up', itemGrades: 'Years {range}' })).toEqual({
      nextClass: 'Next up',
      grades: 'Years {range}',
    });
    expect(itemOverrides({ submit: 'Go' })).toBeUndefined();
    expect(itemOverrides(null)).toBeUndefined();
    expect(Object.keys(ITEM_TEXTS.en).length).toBeGreaterThan(30);
  });
});
