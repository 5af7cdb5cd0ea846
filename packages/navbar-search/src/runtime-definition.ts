import { API_HOST_ATTRIBUTE, type ElementRuntime } from '@vt-elements/core';
import { parseFilters } from './core/filters';
import { ENGINES } from './core/requests';
import { parseTexts } from './core/texts';

/** What the bundle needs of the definition: the tag and how each attribute parses (docs: definition.ts). */
export const navbarSearchRuntime = {
  tag: 'vt-navbar-search',
  attributes: {
    'data-engine': { type: 'enum', values: ENGINES, default: 'items-pr' },
    'data-search-host': { type: 'string' },
    'data-search-key': { type: 'string' },
    'data-filters': { type: 'json', check: parseFilters },
    'data-placeholder': { type: 'string' },
    'data-results-url': { type: 'string', default: '/classes/search' },
    'data-texts': { type: 'json', check: parseTexts },
    'data-api-host': API_HOST_ATTRIBUTE,
  },
} satisfies ElementRuntime;
