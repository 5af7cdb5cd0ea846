import { http, HttpResponse } from 'msw';

/**
 * What the demo server received from the analytics, flag and tracker SDKs, so the example page's
 * log panel and the browser tests can see it: `GET /__analytics/log` (optionally `?key=` a write
 * key or flag environment id, `&since=` an entry id), `DELETE /__analytics/log` to clear it.
 */
export interface AnalyticsLogEntry {
  id: number;
  /** 'segment-settings', 'segment', 'flags-eval', 'flags-stream', 'flags-events', 'flags-goals', … */
  kind: string;
  /** The write key or environment id the request was for. */
  key: string;
  method: string;
  path: string;
  /** The answer's status (the scripted failure, when one was asked for). */
  status: number;
  /** The request body: parsed JSON when it is JSON, else its text, else null. */
  body: unknown;
  headers: Record<string, string>;
  at: number;
}

const LOG_CAP = 2000;
const log: AnalyticsLogEntry[] = [];
let nextId = 1;

/** Reads a request's body (JSON when it parses) without consuming the original. */
export async function readBody(request: Request): Promise<unknown> {
  const text = await request
    .clone()
    .text()
    .catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function recordAnalytics(kind: string, key: string, request: Request, status: number): Promise<void> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (name === 'content-type' || name === 'authorization' || name.startsWith('x-') || name === 'application-id') headers[name] = value;
  });
  log.push({
    id: nextId++,
    kind,
    key,
    method: request.method,
    path: new URL(request.url).pathname,
    status,
    body: await readBody(request),
    headers,
    at: Date.now(),
  });
  if (log.length > LOG_CAP) log.shift();
}

export const analyticsLogHandlers = [
  http.get('*/__analytics/log', ({ request }) => {
    const url = new URL(request.url);
    const key = url.searchParams.get('key');
    const since = Number(url.searchParams.get('since') ?? 0);
    return HttpResponse.json(
      log.filter((entry) => (key === null || entry.key === key) && entry.id > since),
      { headers: { 'Cache-Control': 'no-store' } },
    );
  }),
  http.delete('*/__analytics/log', () => {
    log.length = 0;
    return new HttpResponse(null, { status: 204 });
  }),
];
