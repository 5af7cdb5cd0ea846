import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, passthrough } from 'msw';
import { startDemoApi } from '../../../tests/msw';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { get as getOverTls } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { examplePagesOnDisk, startDemoServer, type DemoServer } from './server';
import { DEMO_CERTIFICATE } from './tls';

const mswServer = startDemoApi();

/** The demo server of `npm start` answers like the MSW worker of Storybook, network errors included. */
const root = new URL('../../..', import.meta.url).pathname;
let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer({ root });
});
afterAll(() => demo.close());

// The unit setup's MSW intercepts fetch; let these requests reach the real demo server.
const direct = () => mswServer.use(http.all(`${demo.url}/*`, () => passthrough()));
const secure = () => demo.url.replace(/^http:/, 'https:');

/** A GET over https that verifies the demo certificate (its `ca`) and its name (`host`, the SAN). */
function fetchOverTls(path: string, host = '127.0.0.1') {
  mswServer.use(http.all(`${secure()}/*`, () => passthrough()));
  const { port } = new URL(demo.url);
  return new Promise<{ status: number; body: string; authorized: boolean }>((resolve, reject) => {
    getOverTls({ host, port, path, ca: DEMO_CERTIFICATE }, (res) => {
      const authorized = (res.socket as TLSSocket).authorized;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, authorized }));
    }).on('error', reject);
  });
}

describe('demo server', () => {
  it('serves the index at / and at /index.html: every page on disk (sub-folders too), Storybook and the docs', async () => {
    direct();
    for (const path of ['/', '/index.html']) {
      const response = await fetch(`${demo.url}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<h1>vt-elements</h1>');
      for (const page of examplePagesOnDisk(root)) expect(html).toContain(`href="${page.href}"`);
      expect(html).toContain('href="/all"');
      expect(html).toContain('href="/classes/search"');
      // The subject page is linked at its canonical route, the spec's /{short_name}-tutors.
      expect(html).toContain('href="/algebra-tutors"');
      expect(html).not.toContain('href="/index"');
      expect(html).toContain('href="/storybook/"');
      expect(html).toContain('href="/docs/elements.md"');
    }
  });

  it('serves a page at its canonical route, and the docs as text (nothing else from the repository)', async () => {
    direct();
    const subject = await fetch(`${demo.url}/algebra-tutors`);
    expect(subject.status).toBe(200);
    expect(await subject.text()).toContain('<h1 id="title">Algebra tutoring</h1>');
    const doc = await fetch(`${demo.url}/docs/theme.md`);
    expect(doc.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await doc.text()).toMatch(/^# The theme/);
    expect((await fetch(`${demo.url}/docs/%2E%2E/package.json`)).status).toBe(404);
  });

  it('serves a built Storybook at /storybook/, else says how to build it', async () => {
    direct();
    const response = await fetch(`${demo.url}/storybook/`);
    if (existsSync(join(root, 'storybook-static', 'index.html'))) expect(response.status).toBe(200);
    else {
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('npm run build-storybook');
    }
    const bare = await fetch(`${demo.url}/storybook`, { redirect: 'manual' });
    expect(bare.headers.get('location')).toBe('/storybook/');
  });

  it('answers https on its http port, with the demo certificate for 127.0.0.1 and localhost (Segment 1.81.0 posts batches over https, spec §8)', async () => {
    direct();
    const overHttp = await fetch(`${demo.url}/docs/theme.md`);
    expect(overHttp.status).toBe(200);
    const text = await overHttp.text();
    for (const host of ['127.0.0.1', 'localhost']) {
      const overHttps = await fetchOverTls('/docs/theme.md', host);
      expect(overHttps).toEqual({ status: 200, body: text, authorized: true });
    }
    // A request over https sees the https origin: the settings it gets say so.
    const settings = JSON.parse((await fetchOverTls('/v1/projects/tls-key/settings')).body) as {
      integrations: Record<string, { protocol: string }>;
    };
    expect(settings.integrations['Segment.io']!.protocol).toBe('https');
    // And http still answers after https on the same port.
    expect((await fetch(`${demo.url}/docs/theme.md`)).status).toBe(200);
  });

  it('drops the connection for a network-error fixture (no HTTP answer at all)', async () => {
    direct();
    const answer = fetch(`${demo.url}/v1/learn-lab/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'network-error@example.com' }),
    });
    await expect(answer).rejects.toThrow(TypeError);
  });

  it('answers the other fixtures over HTTP', async () => {
    direct();
    const response = await fetch(`${demo.url}/v1/learn-lab/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'account-not-json@example.com' }),
    });
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });
});
