import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, passthrough } from 'msw';
import { startDemoApi } from '../../../tests/msw';
import { startDemoServer, type DemoServer } from './server';

const mswServer = startDemoApi();

/** The analytics and flag endpoints of the demo server (segment.ts, flags.ts, analytics-log.ts), over real HTTP. */
let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer({ root: new URL('../../..', import.meta.url).pathname });
});
afterAll(() => demo.close());

const direct = () => mswServer.use(http.all(`${demo.url}/*`, () => passthrough()));
const log = async (key: string) =>
  (await (await fetch(`${demo.url}/__analytics/log?key=${key}`)).json()) as { kind: string; status: number; body: unknown }[];

describe('demo server: Segment', () => {
  it('gives settings that point the SDK at its own /v1, and records the batches it receives', async () => {
    direct();
    const settings = (await (await fetch(`${demo.url}/v1/projects/unit-key/settings`)).json()) as {
      integrations: Record<string, { apiHost: string; protocol: string }>;
    };
    expect(settings.integrations['Segment.io']).toMatchObject({ apiHost: `${new URL(demo.url).host}/v1`, protocol: 'http' });
    const batch = await fetch(`${demo.url}/v1/b`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ writeKey: 'unit-key', batch: [{ type: 'page' }] }),
    });
    expect(batch.status).toBe(200);
    expect((await log('unit-key')).map((e) => [e.kind, e.status])).toEqual([
      ['segment-settings', 200],
      ['segment', 200],
    ]);
  });

  it('scripts failures by write key: 500, and 429 with x-ratelimit-reset', async () => {
    direct();
    const post = (writeKey: string) => fetch(`${demo.url}/v1/b`, { method: 'POST', body: JSON.stringify({ writeKey, batch: [] }) });
    expect((await post('fail-500')).status).toBe(500);
    const limited = await post('fail-429');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-reset')).toBe('2');
    expect((await fetch(`${demo.url}/v1/projects/settings-500/settings`)).status).toBe(500);
  });

  it("answers batches to any origin, x-ratelimit-reset readable (1.81.0 posts an http page's batches over https, spec §8)", async () => {
    direct();
    for (const writeKey of ['unit-key', 'fail-500', 'fail-429']) {
      const answer = await fetch(`${demo.url}/v1/b`, { method: 'POST', body: JSON.stringify({ writeKey, batch: [] }) });
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('access-control-expose-headers')).toBe('x-ratelimit-reset');
    }
  });
});

describe('demo server: feature flags', () => {
  it('evaluates flags (GET and REPORT), and a POST to /__flags changes them', async () => {
    direct();
    const context = Buffer.from(JSON.stringify({ kind: 'user', key: 'v1' })).toString('base64url');
    const flags = await (await fetch(`${demo.url}/sdk/evalx/unit-env/contexts/${context}`)).json();
    expect(flags).toMatchObject({ 'show-sign-in': { value: true }, 'new-banner': { value: false } });
    await fetch(`${demo.url}/__flags/unit-env`, { method: 'POST', body: JSON.stringify({ 'new-banner': true }) });
    const report = await fetch(`${demo.url}/sdk/evalx/unit-env/context`, {
      method: 'REPORT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'user', key: 'v1' }),
    });
    expect(await report.json()).toMatchObject({ 'new-banner': { value: true, version: 2 } });
  });

  it('streams a put, then a patch per change', async () => {
    direct();
    const controller = new AbortController();
    const response = await fetch(`${demo.url}/eval/stream-env/e30`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(text).toMatch(/^event: put\ndata: \{/);
    await fetch(`${demo.url}/__flags/stream-env`, { method: 'POST', body: JSON.stringify({ 'hover-menu': false }) });
    while (!text.includes('event: patch')) text += decoder.decode((await reader.read()).value);
    expect(text).toContain('"key":"hover-menu"');
    controller.abort();
  });

  it('scripts failures by environment id: 404, 500, not JSON', async () => {
    direct();
    expect((await fetch(`${demo.url}/sdk/evalx/env-404/contexts/e30`)).status).toBe(404);
    expect((await fetch(`${demo.url}/sdk/goals/env-500`)).status).toBe(500);
    expect((await fetch(`${demo.url}/sdk/evalx/env-not-json/contexts/e30`)).headers.get('content-type')).toMatch(/text\/html/);
  });
});
