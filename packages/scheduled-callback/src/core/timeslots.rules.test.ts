import { describe, expect, it } from 'vitest';
import { ApiError } from '@vt-elements/core';
import { endpointPath, fetchTimeslots, leadUuid, parseTimeslots, TimeslotFetchError, timeslotsUrl } from './timeslots';

/** Issue 51: §3 Timeslot and §7 timeslot-call rules the mutation run found unpinned. */
const API = 'https://api.example.com';

describe('§7 the timeslot call and §3 its list (issue 51)', () => {
  it('the domain may end in any number of slashes; the uuid and the secure-uuid parameter are trimmed, a blank one is none', () => {
    expect(timeslotsUrl(`${API}///`, 'lead-1', null)).toBe('https://api.example.com/v1/todos/me/timeslots/lead-1');
    expect(leadUuid(' own ', '')).toBe('own');
    expect(leadUuid(null, '?secure-uuid=%20from-url%20')).toBe('from-url');
    expect(leadUuid(null, '?secure-uuid=%20%20')).toBeNull();
  });

  it('the timeslot strings are trimmed', () => {
    expect(parseTimeslots([{ timeslot: ' 2026-11-24T14:00:00Z ' }])).toEqual(['2026-11-24T14:00:00Z']);
  });

  it('the report names the request path; a URL it cannot read is named as it is', () => {
    expect(endpointPath('/v1/todos/me/timeslots/lead-1')).toBe('/v1/todos/me/timeslots/lead-1');
    expect(endpointPath('http://[not-a-host/v1/todos/me/timeslots')).toBe('http://[not-a-host/v1/todos/me/timeslots');
  });

  it("a failed fetch is a TimeslotFetchError keeping its cause; an aborted load (a newer one started) is the abort, not a 'fetch fail'", async () => {
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const failed = await fetchTimeslots(`${API}/v1/todos/me/timeslots/lead-1`, { fetch: down }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(TimeslotFetchError);
    expect((failed as Error).name).toBe('TimeslotFetchError');
    expect(((failed as Error).cause as ApiError).kind).toBe('network');

    const controller = new AbortController();
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as unknown as typeof fetch;
    const load = fetchTimeslots(`${API}/v1/todos/me/timeslots/lead-1`, { fetch: hanging, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();
    const aborted = await load;
    expect(aborted).toBeInstanceOf(ApiError);
    expect(aborted).not.toBeInstanceOf(TimeslotFetchError);
    expect((aborted as ApiError).kind).toBe('abort');
  });
});
