import type { ElementRuntime } from '@vt-elements/core';

/**
 * What the bundle needs of the definition (docs: definition.ts). Every setting is also a page meta
 * tag of the same name with `vt-` instead of `data-` (`data-segment-write-key` ↔
 * `<meta name="vt-segment-write-key">`); the attribute wins.
 */
export const analyticsRuntime = {
  tag: 'vt-analytics',
  attributes: {
    'data-segment-write-key': { type: 'string' },
    'data-segment-cdn': { type: 'string' },
    'data-segment-api-host': { type: 'string' },
    'data-segment-scroll': { type: 'boolean', default: false },
    'data-flags-client-id': { type: 'string' },
    'data-flags-base-url': { type: 'string' },
    'data-tracker-endpoint': { type: 'string' },
    'data-application-id': { type: 'string' },
    'data-division-id': { type: 'string' },
    'data-content-version': { type: 'string' },
    'data-user-id': { type: 'string' },
    'data-page-request-id': { type: 'string' },
  },
} satisfies ElementRuntime;
