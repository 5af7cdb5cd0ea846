import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, passthrough } from 'msw';
import { startDemoApi } from '../../../tests/msw';
import { demoCatalogue } from './catalogue';
import { classPage } from './class-pages';
import { startDemoServer, type DemoServer } from './server';

const mswServer = startDemoApi();

/** Every URL the demo catalogue hands out (through the navbar search and the class search) resolves on the demo server. */
const root = new URL('../../..', import.meta.url).pathname;
const NOW = new Date();
const catalogue = demoCatalogue(NOW);

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer({ root });
});
afterAll(() => demo.close());

describe('demo catalogue URLs', () => {
  it('every image path is a file under examples/', () => {
    const missing = catalogue
      .flatMap((entry) => Object.values(entry.images))
      .filter((path) => {
        const file = join(root, 'examples', path);
        return !existsSync(file) || !statSync(file).isFile();
      });
    expect(missing).toEqual([]);
  });

  it("every details page, topic page and child's page opens a page (200, HTML); the hostile row's javascript: page is the one exception", async () => {
    // The unit setup's MSW intercepts fetch; let these requests reach the real demo server.
    mswServer.use(http.all(`${demo.url}/*`, () => passthrough()));
    const pages = new Set(
      catalogue
        .flatMap((entry) => [entry.details_page, entry.topic_page, ...(entry.children ?? []).map((c) => c.details_page)])
        .filter((p) => p !== null),
    );
    const linked = [...pages].filter((page) => !page.startsWith('javascript:'));
    expect(pages.size - linked.length).toBe(1);
    const answers = await Promise.all(
      linked.map(async (page) => {
        const response = await fetch(`${demo.url}${page}`);
        return [page, response.status, response.headers.get('content-type')?.split(';')[0], await response.text()] as const;
      }),
    );
    expect(
      answers.filter(([, status, type]) => status !== 200 || type !== 'text/html').map(([page, status]) => `${status} ${page}`),
    ).toEqual([]);
    // Each page is its entry's: the title, escaped.
    const bootcamp = answers.find(([page]) => page === '/classes/algebra-1-bootcamp')!;
    expect(bootcamp[3]).toContain('<h1>Algebra 1 Bootcamp</h1>');
    // Markup in an entry stays text on its page.
    const hostile = classPage(catalogue.find((e) => e.subjects[0] === 'hostile')!);
    expect(hostile).not.toMatch(/<img src=x|<script>window|<b>/);
    expect(hostile).toContain('<h1>&lt;img src=x onerror=&quot;window.__vtPwned=1&quot;&gt;Hostile &lt;b&gt;class&lt;/b&gt;</h1>');
    expect((await fetch(`${demo.url}/classes/no-such-class`)).status).toBe(404);
  });
});
