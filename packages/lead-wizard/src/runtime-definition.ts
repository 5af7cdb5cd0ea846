import { API_HOST_ATTRIBUTE, type ElementRuntime } from '@vt-elements/core';
import { LEAD_ACTIONS } from './core/submit/types';
import { checkLeadTexts } from './core/texts';

/** What the bundle needs of the definition: the tag and how each attribute parses (docs: definition.ts). */
export const leadWizardRuntime = {
  tag: 'vt-lead-wizard',
  attributes: {
    'data-action': { type: 'enum', values: LEAD_ACTIONS },
    'data-history': { type: 'boolean', default: false },
    'data-variant': { type: 'enum', values: ['tutoring-jobs'] as const },
    'data-replace-target': { type: 'string' },
    'data-redirect-url': { type: 'string' },
    'data-user-type': { type: 'string' },
    'data-uuid': { type: 'string' },
    'data-persist': { type: 'boolean', default: true },
    'data-api-host': API_HOST_ATTRIBUTE,
    'data-texts': { type: 'json', check: checkLeadTexts },
  },
} satisfies ElementRuntime;
