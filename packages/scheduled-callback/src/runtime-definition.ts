import { API_HOST_ATTRIBUTE, type ElementRuntime } from '@vt-elements/core';
import { checkCallbackTexts } from './core/texts';

/** What the bundle needs of the definition: the tag and how each attribute parses (docs: definition.ts). */
export const scheduledCallbackRuntime = {
  tag: 'vt-scheduled-callback',
  attributes: {
    'data-domain': { type: 'string' },
    'data-uuid': { type: 'string' },
    'data-tou': { type: 'boolean', default: false },
    'data-timerange': { type: 'boolean', default: false },
    'data-brand': { type: 'string' },
    'data-consent-explainer': { type: 'string' },
    'data-schedule-email': { type: 'string' },
    'data-support-phone': { type: 'string' },
    'data-review-script': { type: 'string', default: 'https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js' },
    'data-time-zone': { type: 'string' },
    'data-api-host': API_HOST_ATTRIBUTE,
    'data-texts': { type: 'json', check: checkCallbackTexts },
  },
} satisfies ElementRuntime;
