import { describe, expect, it } from 'vitest';
import { pageEventProperties } from './segment-destination';

describe('the Segment destination', () => {
  it('has the §3 Page event fields, pageRequestId defaulting to the string undefined', () => {
    document.title = 'Math tutors';
    const props = pageEventProperties(
      document,
      { applicationId: 'app-1', pageRequestId: '' },
      { pathname: '/math-tutors', search: '?vtsource=google' },
    );
    expect(props).toEqual({
      path: '/math-tutors',
      title: 'Math tutors',
      referrer: document.referrer,
      search: '?vtsource=google',
      application: 'app-1',
      pageRequestId: 'undefined',
    });
  });
});
