import { describe, expect, it } from 'vitest';
import { segmentDestination, type SegmentClient } from './segment-destination';

/** Issue 51: the Segment destination's hand-off rules (contract "<vt-analytics>", core whenHandedOff) the mutation run found unpinned. */
const PAGE = { path: '/p', title: 'T', referrer: '', search: '', application: 'app', pageRequestId: 'undefined' };

describe('the Segment destination hands events to the SDK (issue 51)', () => {
  it("a failure of the SDK's calls is the SDK's to retry: never a rejection here; the promise settles once it is queued", async () => {
    const client: SegmentClient = {
      identify: () => Promise.reject(new Error('identify failed')),
      page: () => Promise.reject(new Error('page failed')),
      track: () => Promise.reject(new Error('track failed')),
    };
    const destination = segmentDestination(client, { scroll: false, userId: 'user-7', page: PAGE });
    const handed = destination.track({ event: 'lead_form_complete', properties: {}, timestamp: 1 });
    expect(handed).toBeInstanceOf(Promise);
    await expect(handed).resolves.toBeUndefined();
  });

  it('an SDK call that returns no promise gives nothing to wait for', () => {
    const client: SegmentClient = { identify: () => undefined, page: () => undefined, track: () => ({ then: 'not a function' }) };
    const destination = segmentDestination(client, { scroll: false, userId: null, page: PAGE });
    expect(destination.track({ event: 'lead_form_complete', properties: {}, timestamp: 1 })).toBeUndefined();
    expect(destination.name).toBe('segment');
  });

  it('only scroll_depth is skipped when scroll is off', () => {
    const tracked: string[] = [];
    const client: SegmentClient = { identify: () => undefined, page: () => undefined, track: (event) => void tracked.push(event) };
    const destination = segmentDestination(client, { scroll: false, userId: null, page: PAGE });
    for (const event of ['scroll_depth', 'scroll', 'lead_form_start']) destination.track({ event, properties: {}, timestamp: 1 });
    expect(tracked).toEqual(['scroll', 'lead_form_start']);
  });
});
