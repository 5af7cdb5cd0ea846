import type { ElementRuntime } from '@vt-elements/core';

/** What the bundle needs of the definition: the tag and its attribute parsers (docs: definition.ts). */
export const modalRuntime = {
  tag: 'vt-modal',
  attributes: {
    'data-timeout': { type: 'number' },
  },
} satisfies ElementRuntime;
