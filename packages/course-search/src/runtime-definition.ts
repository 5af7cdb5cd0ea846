import type { ElementRuntime } from '@vt-elements/core';
import { parseOptions } from './core/options';
import { parseTexts } from './core/texts';

/** What the bundle needs of the definition: the tag and how each attribute parses (docs: definition.ts). */
export const courseSearchRuntime = {
  tag: 'vt-course-search',
  attributes: {
    'data-target-id': { type: 'string' },
    'data-options': { type: 'json', check: parseOptions },
    'data-search-url': { type: 'string' },
    'data-templates-url': { type: 'string' },
    'data-topics': { type: 'boolean' },
    'data-texts': { type: 'json', check: parseTexts },
  },
} satisfies ElementRuntime;
