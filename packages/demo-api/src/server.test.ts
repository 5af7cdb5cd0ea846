import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, passthrough } from 'msw';
import { server as mswServer } from '../../../tests/setup-unit';
import { startDemoServer, type DemoServer } from './server';

/** The demo server of `npm start` answers like the MSW worker of Storybook, network errors included. */
let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer({ root: new URL('../../..', import.meta.url).pathname });
});
afterAll(() => demo.close());

// The unit setup's MSW intercepts fetch; let these requests reach the real demo server.
const direct = () => mswServer.use(http.all(`${demo.url}/*`, () => passthrough()));

describe('demo server', () => {
  it('serves the examples index at / and at /index.html, listing pages in sub-folders too', async () => {
    direct();
    for (const path of ['/', '/index.html']) {
      const response = await fetch(`${demo.url}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<h1>vt-elements examples</h1>');
      expect(html).toContain('href="/all.html"');
      expect(html).toContain('href="/classes/search.html"');
      expect(html).not.toContain('href="/index.html"');
    }
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
