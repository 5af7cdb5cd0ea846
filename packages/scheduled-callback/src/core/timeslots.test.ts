import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { startDemoApi } from '../../../../tests/msw';
import { demoTimeslots } from '../../../demo-api/src/timeslots';
import { endpointPath, fetchTimeslots, leadUuid, parseTimeslots, TimeslotFetchError, timeslotsUrl } from './timeslots';

const server = startDemoApi();

const API = 'https://api.example.com';

describe('§7 timeslot calls: URL building', () => {
  it('uses the uuid form when a uuid is known', () => {
    expect(timeslotsUrl(API, 'abc-123', 'America/Chicago')).toBe('https://api.example.com/v1/todos/me/timeslots/abc-123');
    expect(timeslotsUrl(`${API}/`, 'a b', null)).toBe('https://api.example.com/v1/todos/me/timeslots/a%20b');
  });

  it("else the time zone, with '/' replaced by '@'", () => {
    expect(timeslotsUrl(API, null, 'America/Chicago')).toBe('https://api.example.com/v1/todos/me/timeslots?tz=America@Chicago');
    expect(timeslotsUrl(API, '', 'America/Argentina/Buenos_Aires')).toBe(
      'https://api.example.com/v1/todos/me/timeslots?tz=America@Argentina@Buenos_Aires',
    );
    expect(timeslotsUrl(API, null, 'Etc/GMT+5')).toBe('https://api.example.com/v1/todos/me/timeslots?tz=Etc@GMT%2B5');
    expect(timeslotsUrl(API, null, 'UTC')).toBe('https://api.example.com/v1/todos/me/timeslots?tz=UTC');
  });

  it('with neither uuid nor zone no call is made', () => {
    expect(timeslotsUrl(API, null, null)).toBeNull();
  });

  it('§6 the uuid comes from data-uuid, else the secure-uuid query parameter', () => {
    expect(leadUuid('from-attr', '?secure-uuid=from-url')).toBe('from-attr');
    expect(leadUuid(' ', '?a=1&secure-uuid=from-url')).toBe('from-url');
    expect(leadUuid(null, '?a=1')).toBeNull();
    expect(leadUuid(undefined, undefined)).toBeNull();
  });

  it("§7 'from lead-form data attribute': own data-uuid, then the enclosing wizard's, then secure-uuid", () => {
    expect(leadUuid('own', '?secure-uuid=from-url', 'wizard')).toBe('own');
    expect(leadUuid(null, '?secure-uuid=from-url', 'wizard')).toBe('wizard');
    expect(leadUuid(' ', '?secure-uuid=from-url', ' ')).toBe('from-url');
  });

  it('the endpoint path of the report', () => {
    expect(endpointPath('https://api.example.com/v1/todos/me/timeslots?tz=America@Chicago')).toBe(
      '/v1/todos/me/timeslots?tz=America@Chicago',
    );
  });
});

describe('§3 Timeslot: the server list', () => {
  it('keeps the timeslot strings, dropping unusable items', () => {
    expect(parseTimeslots([{ timeslot: '2026-11-24T14:00:00Z' }, { timeslot: 5 }, null, {}, { timeslot: ' ' }])).toEqual([
      '2026-11-24T14:00:00Z',
    ]);
    expect(parseTimeslots({ data: [{ timeslot: 'x' }] })).toEqual(['x']);
    expect(parseTimeslots([])).toEqual([]);
    // No list at all: nothing to read (a failed fetch, below).
    expect(parseTimeslots(null)).toBeNull();
    expect(parseTimeslots({ error: 'nope' })).toBeNull();
    expect(parseTimeslots('2026-11-24T14:00:00Z')).toBeNull();
  });
});

describe('§7/§8 fetching against the demo API', () => {
  it('reads the generated slots by zone and by uuid', async () => {
    const byZone = await fetchTimeslots(timeslotsUrl(API, null, 'America/Chicago')!);
    const byUuid = await fetchTimeslots(timeslotsUrl(API, 'lead-1', null)!);
    expect(byZone.length).toBeGreaterThan(10);
    expect(byUuid.length).toBeGreaterThan(10);
  });

  it('demo-fully-booked answers an empty list', async () => {
    expect(await fetchTimeslots(timeslotsUrl(API, 'demo-fully-booked', null)!)).toEqual([]);
  });

  it.each(['demo-fail', 'demo-not-json'])("%s fails with 'Scheduled callback fetch fail endpoint: {path}'", async (uuid) => {
    const error = await fetchTimeslots(timeslotsUrl(API, uuid, null)!).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeslotFetchError);
    expect((error as Error).message).toBe(`Scheduled callback fetch fail endpoint: /v1/todos/me/timeslots/${uuid}`);
  });

  it('§7 "Slot response status is not checked": a list answered with 500, 404 or 503 is offered as it is', async () => {
    const slots = [{ timeslot: '2026-11-24T14:00:00Z' }, { timeslot: '2026-11-24T15:00:00Z' }];
    server.use(
      http.get('*/v1/todos/me/timeslots/status-500', () => HttpResponse.json(slots, { status: 500 })),
      http.get('*/v1/todos/me/timeslots/status-404', () => HttpResponse.json({ data: slots }, { status: 404 })),
      http.get('*/v1/todos/me/timeslots/status-503', () => HttpResponse.json([], { status: 503 })),
    );
    expect(await fetchTimeslots(timeslotsUrl(API, 'status-500', null)!)).toEqual(['2026-11-24T14:00:00Z', '2026-11-24T15:00:00Z']);
    expect(await fetchTimeslots(timeslotsUrl(API, 'status-404', null)!)).toEqual(['2026-11-24T14:00:00Z', '2026-11-24T15:00:00Z']);
    // An empty list with an error status is an empty list (fully booked, nothing to report).
    expect(await fetchTimeslots(timeslotsUrl(API, 'status-503', null)!)).toEqual([]);
  });

  it.each([
    ['an HTML error page with 502', () => HttpResponse.html('<h1>Bad gateway</h1>', { status: 502 })],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ['a JSON body with no list', () => HttpResponse.json({ error: 'Service unavailable' })],
  ])('§7 %s is a failed fetch, reported with the request path (query included)', async (_, answer) => {
    server.use(http.get('*/proxy/v1/todos/me/timeslots', answer));
    const error = await fetchTimeslots(timeslotsUrl(`${API}/proxy`, null, 'America/Chicago')!).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeslotFetchError);
    expect((error as Error).message).toBe('Scheduled callback fetch fail endpoint: /proxy/v1/todos/me/timeslots?tz=America@Chicago');
  });

  it('a network failure is a fetch fail too', async () => {
    server.use(http.get('*/v1/todos/me/timeslots', () => HttpResponse.error()));
    await expect(fetchTimeslots(timeslotsUrl(API, null, 'Europe/Paris')!)).rejects.toThrow(
      'Scheduled callback fetch fail endpoint: /v1/todos/me/timeslots?tz=Europe@Paris',
    );
  });

  it('the demo slots: 30-minute steps in New York business hours, two fully booked days, all in the future', () => {
    const now = Date.parse('2026-11-23T15:00:00Z'); // Monday 10:00 in New York
    const slots = demoTimeslots(now).map((s) => s.timeslot);
    const days = new Set(slots.map((s) => s.slice(0, 10)));
    expect([...days]).toEqual(['2026-11-23', '2026-11-24', '2026-11-26', '2026-11-27', '2026-11-29']);
    expect(slots.every((s) => Date.parse(s) >= now + 30 * 60_000)).toBe(true);
    expect(slots).toContain('2026-11-24T08:00:00.000-05:00');
    expect(slots).not.toContain('2026-11-24T09:00:00.000-05:00'); // every third slot is taken
    expect(slots.filter((s) => s.startsWith('2026-11-29')).at(0)).toBe('2026-11-29T10:00:00.000-05:00'); // Sunday opens at 10
  });
});
