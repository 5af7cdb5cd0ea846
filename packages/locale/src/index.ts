export { LocaleSuggestElement, ROUTER_TIMEOUT_MS } from './locale-suggest-element';
export { CountryPickerElement } from './country-picker-element';
export { localeSuggestDefinition, countryPickerDefinition } from './definition';
export type { LocaleChangeDetail, LocaleSuggestEventMap, CountryPickerEventMap } from './events';
// For a page's own code: the cookie the elements read and write, and the words data-texts replaces.
export { PREFERRED_LOCALE_COOKIE, PREFERRED_LOCALE_MAX_AGE, type Country } from './core/locales';
export { SUGGEST_EN, PICKER_EN, type SuggestTexts, type PickerTexts } from './core/texts';
