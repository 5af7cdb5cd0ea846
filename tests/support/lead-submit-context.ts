import type { SubmitContext } from '../../packages/lead-wizard/src/core/submit/types';

/** A complete SubmitContext for tests; override what a test is about. */
export function testContext(overrides: Partial<SubmitContext> = {}): SubmitContext {
  return {
    action: 'new_contact',
    values: {},
    apiHost: 'https://api.example.com',
    visitorId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    page: 'https://www.example.com/get-started?vtsource=google',
    landingPage: 'https://www.example.com/landing?vtsource=google',
    referer: 'https://search.example.org/',
    tracking: {},
    userType: null,
    uuid: null,
    timeZone: 'America/New_York',
    formId: 'home-hero',
    ...overrides,
  };
}
