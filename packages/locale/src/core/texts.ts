/** Every string the locale elements render (contract "Strings and languages"): all replaceable with data-texts. */

/** The country names: the picker's options and `{country}` in the suggestion. */
const COUNTRY_NAMES = { US: 'United States', CA: 'Canada', GB: 'United Kingdom' };

/** `<vt-locale-suggest>`: 'Yes' and 'No, stay here' are the spec's (§4 Locale). */
export const SUGGEST_TEXTS = {
  title: 'Go to our {country} site?',
  message: 'There is a {country} version of this page.',
  yes: 'Yes',
  no: 'No, stay here',
  ...COUNTRY_NAMES,
};

export const PICKER_TEXTS = {
  label: 'Country',
  hint: 'Choosing a country opens its site.',
  ...COUNTRY_NAMES,
};

export type SuggestTexts = typeof SUGGEST_TEXTS;
export type PickerTexts = typeof PICKER_TEXTS;
