export { LocaleSuggestElement, ROUTER_TIMEOUT_MS } from './locale-suggest-element';
export { CountryPickerElement } from './country-picker-element';
export { localeSuggestDefinition, countryPickerDefinition } from './definition';
export * from './core/locales';
export * from './core/texts';
