import { describe, expect, it } from 'vitest';
import { pageEvent, segmentDestination, type SegmentClient } from './segment-destination';

function fakeClient() {
  const calls: [string, ...unknown[]][] = [];
  const client: SegmentClient = {
    track: (...args) => (calls.push(['track', ...args]), Promise.reject(new Error('the SDK retries, not us'))),
    page: (...args) => (calls.push(['page', ...args]), Promise.resolve()),
    identify: (...args) => (calls.push(['identify', ...args]), undefined),
  };
  return { client, calls };
}

const PAGE = { path: '/p', title: 'T', referrer: '', search: '', application: 'app', pageRequestId: 'undefined' };

describe('the Segment destination', () => {
  it("the §3 Page event: the page's fields, its application, pageRequestId defaulting to the string undefined", () => {
    const page = { path: '/math-tutors', title: 'Math tutors', referrer: 'https://www.example.com/', search: '?vtsource=google' };
    expect(pageEvent(page, { applicationId: 'app-1', pageRequestId: '' })).toEqual({
      ...page,
      application: 'app-1',
      pageRequestId: 'undefined',
    });
    expect(pageEvent(page, { applicationId: null, pageRequestId: 'req-9' })).toEqual({
      ...page,
      application: null,
      pageRequestId: 'req-9',
    });
    // The SDK posts it as JSON in this order.
    expect(Object.keys(pageEvent(page, { applicationId: null, pageRequestId: '' }))).toEqual([
      'path',
      'title',
      'referrer',
      'search',
      'application',
      'pageRequestId',
    ]);
  });

  it('sends the page view at once, identifying a known user first', () => {
    const { client, calls } = fakeClient();
    segmentDestination(client, { scroll: false, userId: 'user-7', page: PAGE });
    expect(calls).toEqual([
      ['identify', 'user-7'],
      ['page', PAGE],
    ]);
  });

  it('does not identify without a user id', () => {
    const { client, calls } = fakeClient();
    segmentDestination(client, { scroll: false, userId: null, page: PAGE });
    expect(calls.map((c) => c[0])).toEqual(['page']);
  });

  it('forwards each tracked event with its properties and the time it was tracked', () => {
    const { client, calls } = fakeClient();
    const destination = segmentDestination(client, { scroll: false, userId: null, page: PAGE });
    destination.track({ event: 'lead_form_start', properties: { leadFormId: 'f1' }, timestamp: 1_700_000_000_000 });
    expect(calls[1]).toEqual(['track', 'lead_form_start', { leadFormId: 'f1' }, { timestamp: new Date(1_700_000_000_000) }]);
  });

  it('skips scroll_depth unless scroll is on (spec §9: off by default for the Segment-type tracker)', () => {
    const off = fakeClient();
    segmentDestination(off.client, { scroll: false, userId: null, page: PAGE }).track({
      event: 'scroll_depth',
      properties: { percentage: 50 },
      timestamp: 1,
    });
    expect(off.calls.map((c) => c[0])).toEqual(['page']);
    const on = fakeClient();
    segmentDestination(on.client, { scroll: true, userId: null, page: PAGE }).track({
      event: 'scroll_depth',
      properties: { percentage: 50 },
      timestamp: 1,
    });
    expect(on.calls.map((c) => c[0])).toEqual(['page', 'track']);
  });
});
