import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, passthrough } from 'msw';
import { startDemoApi } from '../../../tests/msw';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { get as getOverTls } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { DEMO_CERTIFICATE } from './tls';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { absoluteAlternates, examplePagesOnDisk, negotiateEncoding, startDemoServer, type DemoServer } from './server';

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
    // A page asked for over https links its alternates on https (the locale suggestion stays on it).
    const page = await fetchOverTls('/en-ca/locale.html', 'localhost');
    expect(page.body).toMatch(/<link rel="alternate" hreflang="en-ca" href="https:\/\/localhost:\d+\//);
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

/** A request as sent (fetch would add its own Accept-Encoding and decode), the body as received. */
function raw(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${demo.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('demo server compression (issue 50: 294 KB of JavaScript sent raw on /home)', () => {
  it('negotiates brotli or gzip from Accept-Encoding (q-values, *, identity)', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
  });

  it('sends dist/ JavaScript, CSS and the pages compressed as asked, with Vary: Accept-Encoding; the same bytes once decoded', async () => {
    const file = readFileSync(join(root, 'dist', 'autoload.js'));
    const br = await raw('/dist/autoload.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(file.length / 2);
    expect(brotliDecompressSync(br.body).equals(file)).toBe(true);
    const gzip = await raw('/dist/autoload.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(file)).toBe(true);
    // None asked: the file as it is (still Vary, so a cache does not hand it a compressed copy).
    const plain = await raw('/dist/autoload.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.body.equals(file)).toBe(true);
    // HEAD: the headers GET would send, no body.
    const head = await raw('/dist/autoload.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect([head.headers['content-encoding'], head.headers['content-length'], head.body.length]).toEqual([
      'br',
      br.headers['content-length'],
      0,
    ]);
    const page = await raw('/home', { 'Accept-Encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<vt-carousel');
    const css = await raw('/dist/theme.css', { 'Accept-Encoding': 'gzip' });
    expect(css.headers['content-encoding']).toBe('gzip');
  });

  it("sends the demo API's JSON compressed too, tiny bodies as they are, and fetch still reads every body", async () => {
    direct();
    const search = await fetch(`${demo.url}/course-search/catalog-items,catalog-topics/_search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: { match_all: {} }, size: 24 }),
    });
    // Node's fetch asks for gzip and deflate (br too in later versions), and decodes.
    expect(search.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(((await search.json()) as { hits: { hits: unknown[] } }).hits.hits.length).toBeGreaterThan(0);
    // 154 bytes: compressing would save less than the header costs.
    const small = await raw('/review-widget-stub.js', { 'Accept-Encoding': 'br' });
    expect([small.status, small.headers['content-encoding'], small.body.length]).toEqual([200, undefined, 154]);
  });
});

describe('demo pages: a description and absolute alternates (issue 50: Lighthouse SEO)', () => {
  it('every example page (examples/**/*.html) has a meta description of its own', () => {
    const seen = new Map<string, string>();
    for (const { file } of examplePagesOnDisk(root)) {
      const html = readFileSync(join(root, 'examples', file), 'utf8');
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(description.length, file).toBeGreaterThanOrEqual(50);
      expect(seen.get(description), `${file} repeats ${seen.get(description)}'s description`).toBeUndefined();
      seen.set(description, file);
    }
  });

  it('every page is served with absolute canonical and hreflang links on the origin it was asked for; the locale pages keep their alternates', async () => {
    const links = (html: string) =>
      [...html.matchAll(/<link\b[^>]*\brel="(?:canonical|alternate)"[^>]*>/g)].map((m) => /href="([^"]*)"/.exec(m[0])![1]!);
    let counted = 0;
    for (const { file } of examplePagesOnDisk(root)) {
      const served = (await raw(`/${file}`)).body.toString();
      for (const href of links(served)) {
        expect(href, file).toMatch(new RegExp(`^${demo.url}/`));
        counted += 1;
      }
    }
    expect(counted).toBeGreaterThanOrEqual(13);
    const locale = (await raw('/locale.html')).body.toString();
    expect(links(locale)).toEqual([
      `${demo.url}/locale.html`,
      `${demo.url}/en-ca/locale.html`,
      `${demo.url}/en-gb/locale.html`,
      `${demo.url}/locale.html`,
    ]);
    // Asked for on another name of this host (localhost, a LAN address): that origin, so the locale suggestion stays on it.
    const port = new URL(demo.url).port;
    const other = (await raw('/algebra-tutors', { Host: `localhost:${port}` })).body.toString();
    expect(links(other)).toEqual([`http://localhost:${port}/algebra-tutors`]);
    // A Host header that is no host name is not written into the page.
    const odd = (await raw('/algebra-tutors', { Host: 'evil.example/"><script>' })).body.toString();
    expect(links(odd)).toEqual([`${demo.url}/algebra-tutors`]);
  });

  it('absoluteAlternates rewrites root-relative canonical and alternate links only', () => {
    const origin = 'http://127.0.0.1:8080';
    expect(
      absoluteAlternates(
        '<link rel="canonical" href="/a"><link rel="alternate" hreflang="en-ca" href=\'/en-ca/\'><link rel="alternate" hreflang="x" href="https://x.example/"><link rel="stylesheet" href="/site.css"><link rel="alternate" href="//cdn.example/feed"><a href="/a" hreflang="en-ca">',
        origin,
      ),
    ).toBe(
      '<link rel="canonical" href="http://127.0.0.1:8080/a"><link rel="alternate" hreflang="en-ca" href=\'http://127.0.0.1:8080/en-ca/\'><link rel="alternate" hreflang="x" href="https://x.example/"><link rel="stylesheet" href="/site.css"><link rel="alternate" href="//cdn.example/feed"><a href="/a" hreflang="en-ca">',
    );
  });
});
