import { API_HOST_ATTRIBUTE, type ElementRuntime } from '@vt-elements/core';
import { checkCartTexts } from './core/texts';

/** What the bundle needs of the definition: the tag and how each attribute parses (docs: definition.ts). */
export const cartBadgeRuntime = {
  tag: 'vt-cart-badge',
  attributes: {
    'data-client-id': { type: 'string' },
    'data-href': { type: 'string', default: '/cart' },
    'data-api-host': API_HOST_ATTRIBUTE,
    'data-texts': { type: 'json', check: checkCartTexts },
  },
} satisfies ElementRuntime;
