import { delay, http, HttpResponse } from 'msw';
import { recordAnalytics } from './analytics-log';

/**
 * LaunchDarkly's client-side endpoints (spec §7 Feature flags) on the demo origin, for a page whose
 * `<meta name="vt-flags-base-url">` is the page's origin: flag evaluation (evalx, GET and REPORT),
 * the stream (`/eval/{envId}/…`, server-sent events: a `put` of every flag, then a `patch` per
 * change), events (bulk and diagnostic) and goals.
 *
 * Every environment starts with DEMO_FLAGS; a test or the example page changes a value with
 * `POST /__flags/{envId}` and a JSON map of key to value, which open streams receive at once.
 *
 * | environment id   | answer |
 * |------------------|--------|
 * | `env-404`        | 404 (the SDK: 'Environment not found') |
 * | `env-500`        | 500 ('Error fetching flag settings') |
 * | `env-not-json`   | 200 with an HTML body ('Expected application/json content type') |
 * | `env-slow`       | flag evaluation answers after 7 s (past the SDK's 5 s init timeout) |
 * | anything else    | the environment's flags |
 */
export const DEMO_FLAGS: Readonly<Record<string, boolean>> = { 'show-sign-in': true, 'hover-menu': true, 'new-banner': false };

export const FLAG_FIXTURES = {
  'env-404': 'every flag endpoint: 404 environment not found',
  'env-500': 'every flag endpoint: HTTP 500',
  'env-not-json': 'every flag endpoint: 200 with an HTML body',
  'env-slow': 'flag evaluation answers after 7 s',
} as const;

interface FlagState {
  value: unknown;
  version: number;
}

const environments = new Map<string, Map<string, FlagState>>();
const streams = new Map<string, Set<ReadableStreamDefaultController<Uint8Array>>>();
const encoder = new TextEncoder();

function flagsOf(envId: string): Map<string, FlagState> {
  let flags = environments.get(envId);
  if (!flags) environments.set(envId, (flags = new Map(Object.entries(DEMO_FLAGS).map(([key, value]) => [key, { value, version: 1 }]))));
  return flags;
}

function evaluation(key: string, state: FlagState) {
  return {
    value: state.value,
    version: state.version,
    flagVersion: state.version,
    variation: state.value === true ? 0 : 1,
    trackEvents: false,
    key,
  };
}

function allFlags(envId: string) {
  return Object.fromEntries([...flagsOf(envId)].map(([key, state]) => [key, evaluation(key, state)]));
}

function scripted(envId: string): Response | undefined {
  if (envId === 'env-404') return HttpResponse.json({ message: 'Environment not found' }, { status: 404 });
  if (envId === 'env-500') return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
  if (envId === 'env-not-json') return HttpResponse.html('<html><body>Not flags</body></html>');
  return undefined;
}

function statusOf(envId: string): number {
  return envId === 'env-404' ? 404 : envId === 'env-500' ? 500 : 200;
}

function send(envId: string, event: string, data: unknown): void {
  const frame = encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  for (const controller of streams.get(envId) ?? []) {
    try {
      controller.enqueue(frame);
    } catch {
      streams.get(envId)?.delete(controller);
    }
  }
}

/** Sets flag values of an environment and pushes each change to its open streams. */
export function setDemoFlags(envId: string, values: Record<string, unknown>): void {
  const flags = flagsOf(envId);
  for (const [key, value] of Object.entries(values)) {
    const state = { value, version: (flags.get(key)?.version ?? 0) + 1 };
    flags.set(key, state);
    send(envId, 'patch', evaluation(key, state));
  }
}

async function evalx({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) {
  const envId = String(params.envId);
  await recordAnalytics('flags-eval', envId, request, statusOf(envId));
  if (envId === 'env-slow') await delay(7000);
  return scripted(envId) ?? HttpResponse.json(allFlags(envId));
}

export const flagHandlers = [
  http.get('*/sdk/evalx/:envId/contexts/:context', evalx),
  http.all('*/sdk/evalx/:envId/context', (info) => (info.request.method === 'REPORT' ? evalx(info) : undefined)),
  http.get('*/sdk/goals/:envId', async ({ request, params }) => {
    const envId = String(params.envId);
    await recordAnalytics('flags-goals', envId, request, statusOf(envId));
    return scripted(envId) ?? HttpResponse.json([]);
  }),
  http.all('*/eval/:envId/:context', async ({ request, params }) => {
    if (request.method !== 'GET' && request.method !== 'REPORT') return undefined;
    const envId = String(params.envId);
    await recordAnalytics('flags-stream', envId, request, statusOf(envId));
    const failure = scripted(envId);
    if (failure) return failure;
    let self: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        self = controller;
        let set = streams.get(envId);
        if (!set) streams.set(envId, (set = new Set()));
        set.add(controller);
        controller.enqueue(encoder.encode(`event: put\ndata: ${JSON.stringify(allFlags(envId))}\n\n`));
      },
      cancel() {
        streams.get(envId)?.delete(self);
      },
    });
    return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' } });
  }),
  http.post('*/events/:kind/:envId', async ({ request, params }) => {
    const envId = String(params.envId);
    await recordAnalytics(`flags-events-${String(params.kind)}`, envId, request, 202);
    return new HttpResponse(null, { status: 202 });
  }),
  http.post('*/__flags/:envId', async ({ request, params }) => {
    const values = (await request.json().catch(() => null)) as unknown;
    if (!values || typeof values !== 'object' || Array.isArray(values))
      return HttpResponse.json({ error: 'expected a JSON map of flag key to value' }, { status: 400 });
    setDemoFlags(String(params.envId), values as Record<string, unknown>);
    return HttpResponse.json(allFlags(String(params.envId)));
  }),
  http.get('*/__flags/:envId', ({ params }) => HttpResponse.json(allFlags(String(params.envId)))),
];
