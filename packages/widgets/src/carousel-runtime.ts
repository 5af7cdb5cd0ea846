import type { ElementRuntime } from '@vt-elements/core';
import { CAROUSEL_KEYS } from './core/carousel';
import { textsCheck } from './core/texts';

/**
 * `<vt-carousel>`'s attribute parsers (docs: definition.ts). Its own module, not
 * runtime-definition.ts: that one is in the shared chunk every widget loads, this one only with the
 * carousel.
 */
export const carouselRuntime = {
  tag: 'vt-carousel',
  attributes: {
    'data-variant': { type: 'enum', values: ['default', 'single'] as const, default: 'default' },
    'data-autoplay': { type: 'boolean' },
    'data-interval': { type: 'number', default: null },
    'data-label': { type: 'string' },
    'data-texts': { type: 'json', check: textsCheck(CAROUSEL_KEYS) },
  },
} satisfies ElementRuntime;
