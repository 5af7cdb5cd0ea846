import { textsCheck, type ElementRuntime } from '@vt-elements/core';
import { SHARE_EN } from './core/share-texts';

/** What the bundle needs of the definition: the tag and its attribute parsers (docs: definition.ts). */
export const shareRuntime = {
  tag: 'vt-share',
  attributes: {
    'data-url': { type: 'string' },
    'data-title': { type: 'string' },
    'data-texts': { type: 'json', check: textsCheck(SHARE_EN) },
  },
} satisfies ElementRuntime;
