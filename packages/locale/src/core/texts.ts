import type { TextTables } from '@vt-elements/core';

/**
 * Every string the locale elements render (contract "Strings and languages"): defaults follow the
 * page's `lang` (English, Spanish), `data-texts` replaces any of them. `{country}` is filled in as text.
 */

/** The country names: the picker's options and `{country}` in the suggestion. */
const COUNTRY_NAMES = {
  en: { US: 'United States', CA: 'Canada', GB: 'United Kingdom' },
  es: { US: 'Estados Unidos', CA: 'Canadá', GB: 'Reino Unido' },
};

/** `<vt-locale-suggest>`, English: 'Yes' and 'No, stay here' are the spec's (§4 Locale). */
export const SUGGEST_EN = {
  title: 'Go to our {country} site?',
  message: 'There is a {country} version of this page.',
  yes: 'Yes',
  no: 'No, stay here',
  ...COUNTRY_NAMES.en,
};

/** `<vt-country-picker>`, English. */
export const PICKER_EN = {
  label: 'Country',
  hint: 'Choosing a country opens its site.',
  ...COUNTRY_NAMES.en,
};

export type SuggestTexts = typeof SUGGEST_EN;
export type PickerTexts = typeof PICKER_EN;

/** Spanish for `lang="es"` pages (the English above is the default). */
export const SUGGEST_TEXTS: TextTables<SuggestTexts> = {
  en: SUGGEST_EN,
  es: {
    title: '¿Quieres ir a nuestro sitio de {country}?',
    message: 'Esta página tiene una versión para {country}.',
    yes: 'Sí',
    no: 'No, quedarme aquí',
    ...COUNTRY_NAMES.es,
  },
};

export const PICKER_TEXTS: TextTables<PickerTexts> = {
  en: PICKER_EN,
  es: {
    label: 'País',
    hint: 'Al elegir un país se abre su sitio.',
    ...COUNTRY_NAMES.es,
  },
};
