import { textsCheck, type ElementRuntime } from '@vt-elements/core';
import { PICKER_EN, SUGGEST_EN } from './core/texts';

/** What the bundles need of the definitions: tags and attribute parsers (docs: definition.ts). */
export const suggestRuntime = {
  tag: 'vt-locale-suggest',
  attributes: {
    'data-router-url': { type: 'string', default: '/router_loc' },
    'data-texts': { type: 'json', check: textsCheck(SUGGEST_EN) },
  },
} satisfies ElementRuntime;

export const pickerRuntime = {
  tag: 'vt-country-picker',
  attributes: {
    'data-texts': { type: 'json', check: textsCheck(PICKER_EN) },
  },
} satisfies ElementRuntime;
