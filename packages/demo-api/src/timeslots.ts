import { DateTime } from 'luxon';
import { delay, http, HttpResponse } from 'msw';

/**
 * `GET {domain}/v1/todos/me/timeslots/{uuid}` and `GET {domain}/v1/todos/me/timeslots?tz={zone}`
 * (spec §7; the zone's '/' arrives as '@'). Slots are made relative to the request time: the
 * next 7 days in business hours (America/New_York: weekdays 8:00-20:00, weekends 10:00-17:30,
 * every 30 minutes), every third slot already taken, and the 3rd and 6th day fully booked.
 * The uuid picks a scripted case; any other uuid and any zone get the generated slots:
 *
 * | uuid                | answer |
 * |---------------------|--------|
 * | `demo-fully-booked` | an empty list (the widget shows the fully booked panel) |
 * | `demo-fail`         | HTTP 500 with an error object, no list (fully booked panel; reported as a fetch fail) |
 * | `demo-not-json`     | HTTP 200 with an HTML body (fully booked panel; reported) |
 * | `demo-slow`         | the generated slots after 3 s (shows the loading state) |
 * | `demo-one-slot`     | a single slot, tomorrow at 10:00 New York time |
 */

const ZONE = 'America/New_York';
const DAYS = 7;
const BOOKED_DAYS = new Set([2, 5]);

/** The demo's slots as the server sends them: `[{timeslot: ISO with offset}]`. */
export function demoTimeslots(nowMs: number = Date.now()): { timeslot: string }[] {
  const now = DateTime.fromMillis(nowMs, { zone: ZONE });
  const out: { timeslot: string }[] = [];
  for (let day = 0; day < DAYS; day++) {
    if (BOOKED_DAYS.has(day)) continue;
    const date = now.plus({ days: day }).startOf('day');
    const weekend = date.weekday >= 6;
    const [open, close] = weekend ? [10 * 60, 17 * 60 + 30] : [8 * 60, 20 * 60];
    for (let minute = open, n = 0; minute <= close; minute += 30, n++) {
      const at = date.plus({ minutes: minute });
      if (n % 3 === 2 || at.toMillis() < nowMs + 30 * 60_000) continue;
      out.push({ timeslot: at.toISO() ?? '' });
    }
  }
  return out;
}

async function answer(uuid: string | null) {
  switch (uuid) {
    case 'demo-fully-booked':
      return HttpResponse.json([]);
    case 'demo-fail':
      return HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 });
    case 'demo-not-json':
      return HttpResponse.html('<html><body>Bad gateway page</body></html>');
    case 'demo-one-slot': {
      const tomorrow = DateTime.now().setZone(ZONE).plus({ days: 1 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
      return HttpResponse.json([{ timeslot: tomorrow.toISO() }]);
    }
    case 'demo-slow':
      await delay(3000);
      return HttpResponse.json(demoTimeslots());
    default:
      return HttpResponse.json(demoTimeslots());
  }
}

export const timeslotHandlers = [
  http.get('*/v1/todos/me/timeslots/:uuid', ({ params }) => answer(String(params.uuid))),
  http.get('*/v1/todos/me/timeslots', ({ request }) => {
    const tz = new URL(request.url).searchParams.get('tz');
    if (!tz) return HttpResponse.json({ error: 'tz or uuid is required' }, { status: 400 });
    return answer(null);
  }),
];
