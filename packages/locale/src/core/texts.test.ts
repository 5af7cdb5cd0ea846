import { textsFor } from '@vt-elements/core';
import { describe, expect, it } from 'vitest';
import { PICKER_TEXTS, PICKER_EN, SUGGEST_TEXTS, SUGGEST_EN } from './texts';

describe('locale texts (contract "Strings and languages")', () => {
  it("English is the spec's, word for word ('Yes', 'No, stay here') and the default", () => {
    expect(SUGGEST_EN).toEqual({
      title: 'Go to our {country} site?',
      message: 'There is a {country} version of this page.',
      yes: 'Yes',
      no: 'No, stay here',
      US: 'United States',
      CA: 'Canada',
      GB: 'United Kingdom',
    });
    expect(PICKER_EN).toEqual({
      label: 'Country',
      hint: 'Choosing a country opens its site.',
      US: 'United States',
      CA: 'Canada',
      GB: 'United Kingdom',
    });
    expect(textsFor(SUGGEST_TEXTS, '')).toEqual(SUGGEST_EN);
    expect(textsFor(PICKER_TEXTS, 'en-CA')).toEqual(PICKER_EN);
  });

  it('Spanish has every key, picked for es and es-MX, under the overrides', () => {
    for (const tables of [SUGGEST_TEXTS, PICKER_TEXTS]) expect(Object.keys(tables.es).sort()).toEqual(Object.keys(tables.en).sort());
    expect(textsFor(SUGGEST_TEXTS, 'es-MX')).toMatchObject({ yes: 'Sí', no: 'No, quedarme aquí', CA: 'Canadá' });
    expect(textsFor(PICKER_TEXTS, 'es', { label: 'Tu país' })).toMatchObject({ label: 'Tu país', US: 'Estados Unidos' });
  });
});
