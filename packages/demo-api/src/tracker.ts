import { http, HttpResponse } from 'msw';
import { recordAnalytics } from './analytics-log';

/**
 * The action tracker's endpoint (spec §7 Action tracker), for `npm start`, Storybook and tests:
 * a page configures `<meta name="vt-tracker-endpoint" content="/__tracker/actions">`.
 *
 * `POST /__tracker/actions` checks the `application-id` header (401 without one), records every
 * body it accepts and answers 204. The query scripts a failure:
 *
 * | query                   | answer |
 * |-------------------------|--------|
 * | `?fail=500`             | HTTP 500 (not a fetch failure: the client reports it, no retry) |
 * | `?fail=network`         | the connection is dropped every time (the client retries once without keepalive, then reports) |
 * | `?fail=network-once`    | the connection is dropped the first time a body is seen; the same body again (the retry) is accepted |
 *
 * `GET /__tracker/actions` answers what was recorded (oldest first), for tests and the example
 * page's log panel; `DELETE /__tracker/actions` forgets it.
 */
export const TRACKER_PATH = '/__tracker/actions';

export interface TrackerRecord {
  applicationId: string;
  authorization: string | null;
  body: unknown;
  receivedAt: string;
}

/** What the demo tracker received; capped so a long `npm start` session stays small. */
export const trackerLog: TrackerRecord[] = [];
const LOG_CAP = 1000;
const seenOnce = new Set<string>();

export function resetTrackerLog(): void {
  trackerLog.length = 0;
  seenOnce.clear();
}

export const trackerHandlers = [
  http.post(`*${TRACKER_PATH}`, async ({ request }) => {
    const applicationId = request.headers.get('application-id');
    if (!applicationId) return HttpResponse.json({ error: 'application-id header required' }, { status: 401 });
    const fail = new URL(request.url).searchParams.get('fail');
    // Also in the shared analytics log (the example page's log panel), keyed by application id.
    await recordAnalytics('tracker', applicationId, request, fail === '500' ? 500 : fail === 'network' ? 0 : 204);
    const text = await request.text();
    if (fail === '500') return HttpResponse.json({ error: 'scripted failure' }, { status: 500 });
    if (fail === 'network') return HttpResponse.error();
    if (fail === 'network-once' && !seenOnce.has(text)) {
      seenOnce.add(text);
      return HttpResponse.error();
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return HttpResponse.json({ error: 'JSON body required' }, { status: 400 });
    }
    trackerLog.push({ applicationId, authorization: request.headers.get('authorization'), body, receivedAt: new Date().toISOString() });
    if (trackerLog.length > LOG_CAP) trackerLog.shift();
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`*${TRACKER_PATH}`, () => HttpResponse.json(trackerLog)),
  http.delete(`*${TRACKER_PATH}`, () => {
    resetTrackerLog();
    return new HttpResponse(null, { status: 204 });
  }),
];
