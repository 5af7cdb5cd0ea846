import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';
import { pauseClock, settled, startHarness, type Harness, type TrackedPage } from './harness';

/**
 * <vt-analytics> on the built dist/ in Chromium, the real SDKs (Segment analytics-next,
 * LaunchDarkly) against the demo server (spec §1 flags, §3 Page event, §4 queues, §7, §8, §9).
 * Each test uses its own write key / flag environment, so the demo server's log tells them apart
 * and the tests run concurrently. Tests that wait on the SDK's 5 s batch flush (spec §9) or the
 * flags' 5 s init timeout install Playwright's page clock and drive it (`drive`), not real time.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

interface LogEntry {
  id: number;
  kind: string;
  key: string;
  path: string;
  status: number;
  body: unknown;
}
interface SegmentEvent {
  type: string;
  event?: string;
  properties?: Record<string, unknown>;
  timestamp: string;
  userId?: string;
}

async function received(key: string): Promise<LogEntry[]> {
  return (await (await fetch(h.url(`/__analytics/log?key=${encodeURIComponent(key)}`))).json()) as LogEntry[];
}
/** Every event the Segment endpoints received for a write key, in order. */
async function segmentEvents(key: string): Promise<SegmentEvent[]> {
  return (await received(key))
    .filter((e) => e.kind === 'segment' && e.status === 200)
    .flatMap((e) => (e.body as { batch: SegmentEvent[] }).batch);
}

interface TestPage {
  /** <vt-analytics> attributes; `vt-*` meta tags come from `meta`. */
  attributes?: Record<string, string>;
  meta?: Record<string, string>;
  body?: string;
  script?: string;
  search?: string;
}

let pages = 0;
/** A CMS-like page served on the demo origin: autoloader, settings, <vt-analytics>, a cart badge and a flagged link. */
async function open(tracked: TrackedPage, options: TestPage): Promise<void> {
  const { page } = tracked;
  const meta = {
    'vt-segment-cdn': '/',
    'vt-flags-base-url': '/',
    'vt-application-id': 'test-app',
    'vt-tracker-endpoint': '/__tracker/actions',
    ...options.meta,
  };
  const attributes = Object.entries(options.attributes ?? {})
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Analytics test page</title>
<meta name="visitor-id" content="5b0e6f0e-8c1e-4c53-9d5f-2f4f1b6f0a11">
${Object.entries(meta)
  .map(([name, content]) => `<meta name="${name}" content="${content}">`)
  .join('\n')}
<script src="/dist/autoload.js" defer blocking="render"></script></head>
<body><vt-analytics${attributes}></vt-analytics>
<nav aria-label="Main"><a href="/memberships">Memberships</a> <vt-cart-badge data-href="/cart"></vt-cart-badge> <a id="sign-in" href="/sign-in" data-flag="show-sign-in">Sign in</a></nav>
<p id="banner" data-flag="new-banner">Banner</p>
${options.body ?? ''}
<script>
  window.reported = [];
  window.vtErrorReporter = (error) => window.reported.push(error.message);
  requestAnimationFrame(() => { window.firstPaintSignIn = getComputedStyle(document.getElementById('sign-in')).display; });
</script>
${options.script ? `<script type="module">${options.script}</script>` : ''}
</body></html>`;
  const path = `/__test/analytics-${++pages}.html`;
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(h.url(path) + (options.search ?? ''));
}

const reported = (page: Page) => page.evaluate(() => (window as unknown as { reported: string[] }).reported);
/** True once the Segment destination is registered with the core (the SDK has loaded). */
const segmentReady = (page: Page) =>
  page.evaluate(() => {
    const state = (globalThis as unknown as Record<symbol, { destinations: { name: string }[] } | undefined>)[
      Symbol.for('vt-elements.analytics')
    ];
    return state?.destinations.some((d) => d.name === 'segment') ?? false;
  });
// A string: a function's import() would be rewritten by Vite for Node.
const viaModule = <T>(page: Page, call: string) => page.evaluate<T>(`import('/dist/elements/analytics.js').then((m) => m.${call})`);
const flagValue = (page: Page, key: string) => viaModule<boolean>(page, `flag(${JSON.stringify(key)})`);
const cartCount = (page: Page) => page.locator('vt-cart-badge .vt-cart-badge__count').textContent({ timeout: 10_000 });
/**
 * Polls `value` while moving the page clock on 500 ms before each look, so the SDK's timers (the
 * 5 s batch flush, its retry backoff, the flags' init timeout) fire in page time. Needs
 * `page.clock.install()` before the page was opened.
 */
const drive = <T>(expect: ExpectStatic, page: Page, value: () => Promise<T>, timeout = 12_000) =>
  expect.poll(
    async () => {
      await page.clock.runFor(500);
      return value();
    },
    { timeout },
  );

describe.concurrent('<vt-analytics>: analytics (Segment analytics-next)', () => {
  it('sends the page view once, in a batch to the demo api host, with the §3 Page event fields', async ({ expect }) => {
    const tracked = await h.newPage();
    await tracked.page.clock.install();
    await open(tracked, {
      meta: { 'vt-segment-write-key': 'wk-page-view', 'vt-page-request-id': '' },
      search: '?vtsource=google&vtcampaign=fall',
    });
    await drive(expect, tracked.page, async () => (await segmentEvents('wk-page-view')).filter((e) => e.type === 'page').length).toBe(1);
    const batches = (await received('wk-page-view')).filter((e) => e.kind === 'segment');
    expect(batches[0]!.path).toBe('/v1/b');
    const [pageView] = (await segmentEvents('wk-page-view')).filter((e) => e.type === 'page');
    expect(pageView!.properties).toMatchObject({
      path: expect.stringMatching(/^\/__test\/analytics-\d+\.html$/),
      title: 'Analytics test page',
      referrer: '',
      search: '?vtsource=google&vtcampaign=fall',
      application: 'test-app',
      pageRequestId: 'undefined',
    });
    // Still one after another whole batch window of page time, its requests done (no second page
    // view, e.g. from a second start: it would have been flushed by now).
    await tracked.page.clock.runFor(6000);
    await settled(tracked);
    expect((await segmentEvents('wk-page-view')).filter((e) => e.type === 'page')).toHaveLength(1);
    expect(tracked.pageErrors).toEqual([]);
  });

  it('delivers events tracked before the SDK loaded, in order, with the time they were tracked, and identifies a known user', async ({ expect }) => {
    const tracked = await h.newPage();
    await tracked.page.clock.install();
    await open(tracked, {
      meta: { 'vt-segment-write-key': 'wk-early', 'vt-user-id': 'user-1001' },
      script: `import { track } from '/dist/elements/analytics.js'; window.trackedAt = Date.now(); track('early_one', { n: 1 }); track('early_two', { n: 2 });`,
    });
    await drive(expect, tracked.page, async () => (await segmentEvents('wk-early')).length).toBeGreaterThanOrEqual(4);
    const events = await segmentEvents('wk-early');
    expect(events.map((e) => e.type)).toEqual(['identify', 'page', 'track', 'track']);
    expect(events[0]!.userId).toBe('user-1001');
    expect(events.slice(2).map((e) => [e.event, e.properties])).toEqual([
      ['early_one', { n: 1 }],
      ['early_two', { n: 2 }],
    ]);
    const trackedAt = await tracked.page.evaluate(() => (window as unknown as { trackedAt: number }).trackedAt);
    expect(Math.abs(Date.parse(events[2]!.timestamp) - trackedAt)).toBeLessThan(1000);
    expect(Date.parse(events[2]!.timestamp)).toBeLessThanOrEqual(Date.parse(events[1]!.timestamp));
    // The data layer got them at once too.
    const dataLayer = await tracked.page.evaluate(() =>
      (window as unknown as { dataLayer: { event: string }[] }).dataLayer.map((e) => e.event),
    );
    expect(dataLayer).toEqual(expect.arrayContaining(['early_one', 'early_two']));
  });

  it('sends the events still queued when the page is hidden (pagehide), before the 5 s flush', async ({ expect }) => {
    const tracked = await h.newPage();
    const batches: string[] = [];
    tracked.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/b') batches.push(request.url());
    });
    // The page's time is paused from before it opens and moves only by runFor (drive): the SDK's
    // 5 s flush (spec §9) cannot fire unless the test moves the clock 5 s, and it moves it about
    // 1 s in all. So the one batch that arrives was sent as the page was hidden (its keepalive
    // request outlives the page), however long the navigation takes on a busy machine.
    await tracked.page.clock.install();
    await pauseClock(tracked.page);
    await open(tracked, { meta: { 'vt-segment-write-key': 'wk-pagehide' } });
    await drive(expect, tracked.page, () => segmentReady(tracked.page)).toBe(true);
    await viaModule(tracked.page, `track('before_leaving', { step: 3 })`);
    // 300 ms of page time later the events are still queued: no batch sent or received.
    await tracked.page.clock.runFor(300);
    expect(batches).toEqual([]);
    expect(await segmentEvents('wk-pagehide')).toEqual([]);
    await tracked.page.goto(h.url('/memberships'));
    await expect.poll(async () => (await segmentEvents('wk-pagehide')).map((e) => e.event ?? e.type)).toEqual(['page', 'before_leaving']);
    // One batch, with both, as the demo server received it: the page-hide flush, not a timer's
    // (a keepalive request sent while the page unloads is not among the page's requests).
    expect((await received('wk-pagehide')).filter((e) => e.kind === 'segment')).toHaveLength(1);
  });

  it('scroll_depth is not sent to Segment unless data-segment-scroll is set (spec §9)', async ({ expect }) => {
    for (const [key, attributes] of [
      ['wk-scroll-off', {}],
      ['wk-scroll-on', { 'data-segment-scroll': '' }],
    ] as const) {
      const tracked = await h.newPage();
      await tracked.page.clock.install();
      await open(tracked, {
        meta: { 'vt-segment-write-key': key },
        attributes,
        script: `import { track } from '/dist/elements/analytics.js'; track('scroll_depth', { percentage: 50 }); track('after_scroll');`,
      });
      await drive(expect, tracked.page, async () => (await segmentEvents(key)).some((e) => e.event === 'after_scroll')).toBe(true);
      expect((await segmentEvents(key)).some((e) => e.event === 'scroll_depth')).toBe(key === 'wk-scroll-on');
    }
  });
});

describe.concurrent('<vt-analytics>: feature flags (LaunchDarkly)', () => {
  it('a data-flag element is hidden from the first paint, shown while its flag is true, and follows a change pushed by the server', async ({ expect }) => {
    const tracked = await h.newPage();
    await open(tracked, { meta: { 'vt-flags-client-id': 'env-flag-change' } });
    const { page } = tracked;
    expect(await page.evaluate(() => (window as unknown as { firstPaintSignIn: string }).firstPaintSignIn)).toBe('none');
    await expect.poll(() => page.locator('#sign-in').isVisible()).toBe(true);
    expect(await page.locator('#banner').isVisible()).toBe(false);
    expect(await flagValue(page, 'show-sign-in')).toBe(true);
    expect(await flagValue(page, 'new-banner')).toBe(false);
    // The stream is open: a change made on the server reaches the page.
    await expect.poll(async () => (await received('env-flag-change')).some((e) => e.kind === 'flags-stream')).toBe(true);
    await fetch(h.url('/__flags/env-flag-change'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ 'new-banner': true, 'show-sign-in': false }),
    });
    await expect.poll(() => page.locator('#banner').isVisible()).toBe(true);
    await expect.poll(() => page.locator('#sign-in').isVisible()).toBe(false);
    // An element added later gets the current value.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p id="late" data-flag="new-banner">Late</p>'));
    await expect.poll(() => page.locator('#late').isVisible()).toBe(true);
    // The flag context is the visitor (spec §1).
    const evaluation = (await received('env-flag-change')).find((e) => e.kind === 'flags-eval')!;
    const context = JSON.parse(Buffer.from(evaluation.path.split('/').pop()!, 'base64url').toString()) as unknown;
    expect(context).toEqual({ kind: 'user', key: '5b0e6f0e-8c1e-4c53-9d5f-2f4f1b6f0a11' });
    expect(tracked.pageErrors).toEqual([]);
  });
});

describe.concurrent('<vt-analytics>: bad input (the page and every element keep working)', () => {
  it('flags that take longer than the 5 s init timeout: reported once, flags stay false for the page view', async ({ expect }) => {
    // The flag evaluation is held until the page clock is past the timeout (the demo's env-slow
    // holds it 7 s of real time), then answered by the demo server with show-sign-in true.
    const tracked = await h.newPage();
    const { page } = tracked;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const evaluationRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route('**/sdk/evalx/env-held/**', async (route) => {
      requested();
      await released;
      await route.continue();
    });
    await page.clock.install();
    await open(tracked, { meta: { 'vt-flags-client-id': 'env-held' } });
    expect(await cartCount(page)).toBe('3');
    await evaluationRequested;
    await drive(expect, page, async () => (await reported(page)).filter((m) => /timed out/.test(m))).toHaveLength(1);
    // The answer arrives after the timeout: flags stay false (no flagged content popping in late).
    const answer = page.waitForResponse((response) => response.url().includes('/sdk/evalx/env-held/'));
    release();
    await (await answer).finished();
    expect((await received('env-held')).some((e) => e.kind === 'flags-eval')).toBe(true);
    // A second of page time for the SDK to act on it, and its requests done.
    await page.clock.runFor(1000);
    await settled(tracked);
    expect(await flagValue(page, 'show-sign-in')).toBe(false);
    expect(await page.locator('#sign-in').isVisible()).toBe(false);
    expect((await reported(page)).filter((m) => /timed out/.test(m))).toHaveLength(1);
    expect(tracked.pageErrors).toEqual([]);
  });

  it.for([
    ['fail-500', 'env-404', 'Environment not found'],
    ['fail-429', 'env-not-json', 'Expected application/json content type'],
    ['settings-500', 'env-500', 'Error fetching flag settings'],
  ] as [string, string, string][])(
    'analytics %s and flags %s: flags false, the cart badge works, each failure reported once, no page error',
    async ([writeKey, envId, flagMessage], { expect }) => {
      const tracked = await h.newPage();
      await tracked.page.clock.install();
      await open(tracked, { meta: { 'vt-segment-write-key': writeKey, 'vt-flags-client-id': envId } });
      const { page } = tracked;
      expect(await cartCount(page)).toBe('3');
      await expect.poll(async () => (await reported(page)).some((m) => m.includes(flagMessage)), { timeout: 12_000 }).toBe(true);
      expect(await flagValue(page, 'show-sign-in')).toBe(false);
      expect(await page.locator('#sign-in').isVisible()).toBe(false);
      if (writeKey === 'settings-500') {
        // The SDK could not load: reported once.
        await expect.poll(async () => (await reported(page)).filter((m) => /Internal Server Error/.test(m)).length).toBe(1);
      } else {
        // The batch fails: the SDK retries it (no retry of ours): 2 s after the 429 (its
        // x-ratelimit-reset), 5 s after the 500 (spec §8, the package README).
        await drive(expect, page, async () => (await received(writeKey)).filter((e) => e.kind === 'segment').length, 15_000).toBeGreaterThanOrEqual(2);
      }
      // Half a second of page time later, its requests done: still one report of each.
      await page.clock.runFor(500);
      await settled(tracked);
      const messages = await reported(page);
      expect(messages.filter((m) => m.includes(flagMessage))).toHaveLength(1);
      expect(new Set(messages).size).toBe(messages.length);
      // The page still works: its links navigate.
      await page.getByRole('link', { name: 'Memberships' }).click();
      await page.waitForURL('**/memberships');
      expect(tracked.pageErrors).toEqual([]);
    },
  );

  it("reports missing settings as 'Missing meta tags: {list}' and runs the parts it can", async ({ expect }) => {
    const tracked = await h.newPage();
    await tracked.page.clock.install();
    await open(tracked, { meta: { 'vt-application-id': '', 'vt-tracker-endpoint': '', 'vt-segment-write-key': 'wk-partial' } });
    await expect
      .poll(() => reported(tracked.page))
      .toEqual(['Missing meta tags: vt-flags-client-id, vt-tracker-endpoint, vt-application-id']);
    await drive(expect, tracked.page, async () => (await segmentEvents('wk-partial')).length).toBe(1);
    expect(await flagValue(tracked.page, 'show-sign-in')).toBe(false);
  });
});

describe.concurrent('<vt-analytics>: loading', () => {
  const sdkChunk = /\/chunks\/(analytics-(segment|flags|tracker)|segment-lazy)-/;

  it('a page without <vt-analytics> fetches no SDK code', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto(h.url('/cart-badge.html'));
    // Settled, then past an idle period (when <vt-analytics> would start the SDKs) and settled again.
    await settled(tracked);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await settled(tracked);
    expect(urls.filter((url) => sdkChunk.test(url) || url.includes('/elements/analytics.js') || url.includes('/v1/projects/'))).toEqual([]);
  });

  it('two <vt-analytics> and the module loaded twice: the SDKs load once, one page view, the second element is reported', async ({ expect }) => {
    const tracked = await h.newPage();
    const urls: string[] = [];
    tracked.page.on('request', (request) => urls.push(request.url()));
    await tracked.page.clock.install();
    await open(tracked, {
      meta: { 'vt-segment-write-key': 'wk-twice', 'vt-flags-client-id': 'env-twice' },
      body: '<vt-analytics></vt-analytics><script type="module" src="/dist/elements/analytics.js"></script>',
    });
    await drive(expect, tracked.page, async () => (await segmentEvents('wk-twice')).length).toBe(1);
    await expect.poll(() => flagValue(tracked.page, 'show-sign-in')).toBe(true);
    expect(urls.filter((url) => /analytics-segment-/.test(url))).toHaveLength(1);
    expect(urls.filter((url) => /analytics-flags-/.test(url))).toHaveLength(1);
    expect((await received('wk-twice')).filter((e) => e.kind === 'segment-settings')).toHaveLength(1);
    expect((await received('env-twice')).filter((e) => e.kind === 'flags-eval')).toHaveLength(1);
    expect(await reported(tracked.page)).toEqual(['Only one <vt-analytics> per page: this one is ignored']);
    // No segment-lazy chunk: the demo source's settings need no plugin.
    expect(urls.filter((url) => /segment-lazy-/.test(url))).toEqual([]);
    expect(tracked.pageErrors).toEqual([]);
  });
});
