import { textsFor } from '@vt-elements/core';
import { describe, expect, it } from 'vitest';
import { PICKER_TABLES, PICKER_TEXTS, SUGGEST_TABLES, SUGGEST_TEXTS } from './texts';

describe('locale texts (contract "Strings and languages")', () => {
  it("English is the spec's, word for word ('Yes', 'No, stay here') and the default", () => {
    expect(SUGGEST_TEXTS).toEqual({
      title: 'Go to our {country} site?',
      message: 'There is a {country} version of this page.',
      yes: 'Yes',
      no: 'No, stay here',
      US: 'United States',
      CA: 'Canada',
      GB: 'United Kingdom',
    });
    expect(PICKER_TEXTS).toEqual({
      label: 'Country',
      hint: 'Choosing a country opens its site.',
      US: 'United States',
      CA: 'Canada',
      GB: 'United Kingdom',
    });
    expect(textsFor(SUGGEST_TABLES, '')).toEqual(SUGGEST_TEXTS);
    expect(textsFor(PICKER_TABLES, 'en-CA')).toEqual(PICKER_TEXTS);
  });

  it('Spanish has every key, picked for es and es-MX, under the overrides', () => {
    for (const tables of [SUGGEST_TABLES, PICKER_TABLES]) expect(Object.keys(tables.es).sort()).toEqual(Object.keys(tables.en).sort());
    expect(textsFor(SUGGEST_TABLES, 'es-MX')).toMatchObject({ yes: 'Sí', no: 'No, quedarme aquí', CA: 'Canadá' });
    expect(textsFor(PICKER_TABLES, 'es', { label: 'Tu país' })).toMatchObject({ label: 'Tu país', US: 'Estados Unidos' });
  });
});
