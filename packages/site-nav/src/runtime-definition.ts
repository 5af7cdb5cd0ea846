import type { ElementRuntime } from '@vt-elements/core';
import { parseTexts } from './core/texts';

/** What the bundle needs of the definition: the tag and how each attribute parses (docs: definition.ts). */
export const siteNavRuntime = {
  tag: 'vt-site-nav',
  attributes: {
    'data-hover-flag': { type: 'string' },
    'data-texts': { type: 'json', check: parseTexts },
  },
} satisfies ElementRuntime;
