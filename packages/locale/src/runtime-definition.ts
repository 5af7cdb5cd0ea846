import { textsCheck, type ElementRuntime } from '@vt-elements/core';
import { PICKER_TEXTS, SUGGEST_TEXTS } from './core/texts';

/** What the bundles need of the definitions: tags and attribute parsers (docs: definition.ts). */
export const suggestRuntime = {
  tag: 'vt-locale-suggest',
  attributes: {
    'data-router-url': { type: 'string', default: '/router_loc' },
    'data-texts': { type: 'json', check: textsCheck(SUGGEST_TEXTS) },
  },
} satisfies ElementRuntime;

export const pickerRuntime = {
  tag: 'vt-country-picker',
  attributes: {
    'data-texts': { type: 'json', check: textsCheck(PICKER_TEXTS) },
  },
} satisfies ElementRuntime;
