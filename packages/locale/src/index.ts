export { LocaleSuggestElement, ROUTER_TIMEOUT_MS } from './suggest-element';
export { CountryPickerElement } from './picker-element';
export { localeSuggestDefinition, countryPickerDefinition } from './definition';
export * from './core/locales';
export * from './core/texts';
