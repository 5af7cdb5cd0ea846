import { http, HttpResponse } from 'msw';
import { readBody, recordAnalytics } from './analytics-log';

/**
 * Segment's two hosts (spec §7 Analytics) on the demo origin: the settings CDN
 * (`GET {cdn}/v1/projects/{writeKey}/settings`, with `<meta name="vt-segment-cdn">` set to the
 * page's origin) answers settings whose `apiHost` is this server's `/v1`, so the SDK posts its
 * batches (`/v1/b`), single events (`/v1/t`, `/p`, `/i`, …) and metrics (`/v1/m`) here.
 *
 * | write key             | answer |
 * |-----------------------|--------|
 * | `settings-500`        | settings: HTTP 500 (the SDK does not load; reported once) |
 * | `settings-not-json`   | settings: 200 with an HTML body (the SDK does not load; reported once) |
 * | `fail-500`            | batches: HTTP 500 (the SDK retries 5 s later, at most 10 times) |
 * | `fail-429`            | batches: 429 with `x-ratelimit-reset: 2` (spec §8's header: the SDK, 1.81.0, retries 2 s later) |
 * | anything else         | settings for that key; batches 200 `{"success":true}` |
 */
export const SEGMENT_FIXTURES = {
  'settings-500': 'settings: HTTP 500',
  'settings-not-json': 'settings: an HTML page',
  'fail-500': 'batches: HTTP 500',
  'fail-429': 'batches: 429 with x-ratelimit-reset',
} as const;

/** The source settings the CDN would give, pointing the SDK's Segment.io destination at `host`. */
export function segmentSettings(writeKey: string, origin: URL) {
  return {
    integrations: {
      'Segment.io': {
        apiKey: writeKey,
        apiHost: `${origin.host}/v1`,
        protocol: origin.protocol.replace(':', ''),
        unbundledIntegrations: [],
        addBundledMetadata: true,
        maybeBundledConfigIds: {},
        versionSettings: { version: '4.4.7', componentTypes: ['browser'] },
      },
    },
    plan: {
      track: { __default: { enabled: true, integrations: {} } },
      identify: { __default: { enabled: true } },
      group: { __default: { enabled: true } },
    },
    edgeFunction: {},
    analyticsNextEnabled: true,
    middlewareSettings: {},
    enabledMiddleware: {},
    metrics: { sampleRate: 0 },
    legacyVideoPluginsEnabled: false,
    remotePlugins: [],
  };
}

function writeKeyOf(body: unknown, request: Request): string {
  if (body && typeof body === 'object' && typeof (body as { writeKey?: unknown }).writeKey === 'string')
    return (body as { writeKey: string }).writeKey;
  const auth = request.headers.get('authorization');
  if (auth?.startsWith('Basic ')) {
    try {
      return atob(auth.slice(6)).replace(/:$/, '');
    } catch {
      /* not base64 */
    }
  }
  return '';
}

/**
 * The API answers any page, as Segment's does: 1.81.0 posts its batches to `https://{apiHost}/b`,
 * another origin than an http page's own (the demo's, on the same port), and the SDK must read
 * the status and a 429's `x-ratelimit-reset` (spec §8).
 */
const ANY_ORIGIN = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'x-ratelimit-reset' };

export const segmentHandlers = [
  http.get('*/v1/projects/:writeKey/settings', async ({ request, params }) => {
    const writeKey = String(params.writeKey);
    const status = writeKey === 'settings-500' ? 500 : 200;
    await recordAnalytics('segment-settings', writeKey, request, status);
    if (writeKey === 'settings-500') return HttpResponse.text('Internal Server Error', { status: 500 });
    if (writeKey === 'settings-not-json') return HttpResponse.html('<html><body>Not the settings</body></html>');
    return HttpResponse.json(segmentSettings(writeKey, new URL(request.url)));
  }),
  http.post('*/v1/:type', async ({ request, params }) => {
    const type = String(params.type);
    if (!/^(b|batch|t|p|i|g|a|s|m|track|page|identify|group|alias|screen)$/.test(type)) return undefined;
    const writeKey = writeKeyOf(await readBody(request), request);
    const status = writeKey === 'fail-500' ? 500 : writeKey === 'fail-429' ? 429 : 200;
    await recordAnalytics(type === 'm' ? 'segment-metrics' : 'segment', writeKey, request, status);
    if (status === 500) return HttpResponse.json({ error: 'Internal Server Error' }, { status, headers: ANY_ORIGIN });
    if (status === 429)
      return HttpResponse.json({ error: 'Too Many Requests' }, { status, headers: { ...ANY_ORIGIN, 'x-ratelimit-reset': '2' } });
    return HttpResponse.json({ success: true }, { headers: ANY_ORIGIN });
  }),
];
