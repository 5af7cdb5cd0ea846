import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, waitForWizards, type Harness } from './harness';

/**
 * No waterfall: with 150 ms of latency per request, the autoloader asks for an element module and
 * the shared chunk it imports together (modulepreload), so the chunk does not wait for the module
 * to arrive and be parsed; and the preloaded files are what import() uses (one fetch each).
 */
const LATENCY_MS = 150;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

interface Timing {
  name: string;
  startTime: number;
  responseEnd: number;
}

describe('autoloader loading (contract "Loading")', () => {
  it(`fetches the element module and its chunks in parallel, each once, at ${LATENCY_MS} ms latency`, async () => {
    const { page, pageErrors } = await h.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // Cache-Control: no-store on every file, so a second request for a file would reach the server.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/dist/')) requests.push(new URL(request.url()).pathname);
    });
    await page.addInitScript(() => {
      void customElements
        .whenDefined('vt-navbar-search')
        .then(() => ((window as unknown as { vtDefinedAt: number }).vtDefinedAt = performance.now()));
    });
    // A React element (the cart badge, once its subject, is plain DOM since issue 38).
    await page.goto(h.url('/navbar-search.html'));
    await expect.poll(() => page.getByRole('combobox', { name: 'Search subjects and classes' }).count()).toBeGreaterThan(0);

    const { entries, definedAt } = await page.evaluate(() => ({
      entries: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.name.includes('/dist/'))
        .map(({ name, startTime, responseEnd }) => ({ name: new URL(name).pathname, startTime, responseEnd })),
      definedAt: (window as unknown as { vtDefinedAt: number }).vtDefinedAt,
    }));
    const find = (pattern: RegExp): Timing => {
      const found = entries.filter((e: Timing) => pattern.test(e.name));
      expect(found, `${pattern}: ${JSON.stringify(entries)}`).toHaveLength(1);
      return found[0]!;
    };
    const module = find(/\/dist\/elements\/navbar-search\.js$/);
    const runtime = find(/\/dist\/elements\/chunks\/runtime-[^/]+\.js$/);
    const react = find(/\/dist\/elements\/chunks\/react-[^/]+\.js$/);
    const script = entries.find((e: Timing) => e.name.endsWith('/dist/autoload.js'));
    const round = (t: Timing) => `${t.name} ${Math.round(t.startTime)}-${Math.round(t.responseEnd)} ms`;
    console.log(
      `[preload] ${script ? round(script) : '?'}; ${round(module)}; ${round(runtime)}; vt-navbar-search defined at ${Math.round(definedAt)} ms`,
    );

    // The chunk is requested before the module that imports it has arrived: no third round trip.
    expect(runtime.startTime).toBeLessThan(module.responseEnd);
    expect(react.startTime).toBeLessThan(module.responseEnd);
    // Each file is fetched once: the import uses what the preload fetched.
    expect(requests.filter((path) => path.endsWith('.js')).sort()).toEqual(
      [...new Set(requests.filter((path) => path.endsWith('.js')))].sort(),
    );
    expect(requests.filter((path) => path.includes('navbar-search.js'))).toHaveLength(1);
    expect(requests.filter((path) => path.includes('/chunks/runtime-'))).toHaveLength(1);
    expect(requests.filter((path) => path.includes('/chunks/react-'))).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it('evaluates React, the runtime chunk and the element module in tasks of their own (no one long task)', async () => {
    const { page, pageErrors } = await h.newPage();
    const cdp = await page.context().newCDPSession(page);
    type TraceEvent = { name: string; ts: number; dur?: number; tid: number; pid: number };
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: 'toplevel,v8.execute,devtools.timeline', transferMode: 'ReportEvents' });
    await page.goto(h.url('/navbar-search.html'));
    await expect.poll(() => page.getByRole('combobox', { name: 'Search subjects and classes' }).count()).toBeGreaterThan(0);
    // Every module evaluated and its task ended before the trace stops (a slow machine had one
    // evaluation left out of any recorded task): the autoloader is ready once every module has
    // been evaluated, and a task that starts after that runs once the tasks that evaluated them
    // have ended (one task at a time on the main thread), so their trace events are complete. A
    // signal, not a 50 ms sleep that a slower machine outlasts.
    await page.evaluate(async () => {
      await (window as unknown as { vtAutoload: { ready: Promise<void> } }).vtAutoload.ready;
      await new Promise((resolve) => setTimeout(resolve));
    });
    await cdp.send('Tracing.end');
    await complete;
    // Each module evaluation (v8.evaluateModule) and the top-level task (RunTask) that holds it.
    const tasks = events.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
    const evaluations = events.filter((e) => e.name === 'v8.evaluateModule');
    const taskOf = (e: TraceEvent) =>
      tasks.find((t) => t.pid === e.pid && t.tid === e.tid && t.ts <= e.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0));
    const holders = evaluations.map((e) => taskOf(e));
    // React, our runtime chunk, the element module: three evaluations, three different tasks.
    expect(evaluations.length).toBeGreaterThanOrEqual(3);
    expect(holders.every(Boolean)).toBe(true);
    expect(new Set(holders.map((t) => `${t!.pid}:${t!.tid}:${t!.ts}`)).size).toBe(evaluations.length);
    expect(pageErrors).toEqual([]);
  });

  it('run while the page is still parsing, it starts fetching at once but upgrades only once parsed', async () => {
    const { page, pageErrors } = await h.newPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/dist/')) requests.push(new URL(request.url()).pathname);
    });
    // A classic script in <head> (the loading state), then a slow script that holds the parser
    // after the first search box until its files are fetched, but it must not upgrade
    // mid-parse (an element upgraded then would miss the content not yet parsed).
    await page.route('**/parsing.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>parsing</title><script src="/dist/autoload.js"></script></head><body>
          <vt-navbar-search id="first" data-search-key="search-demo-key"></vt-navbar-search><script src="/slow.js"></script><vt-navbar-search id="second" lang="es" data-search-key="search-demo-key"></vt-navbar-search></body></html>`,
      }),
    );
    // Held until the page has the runtime chunk (its resource timing entry), however long that takes (was 800 ms).
    await page.route('**/slow.js', async (route) => {
      // (Without it after 10 s: answered anyway, and the check below says what was missing.)
      await page
        .waitForFunction(
          () => performance.getEntriesByType('resource').some((e) => e.name.includes('/elements/chunks/runtime-')),
          undefined,
          {
            polling: 20,
            timeout: 10_000,
          },
        )
        .catch(() => {});
      await route.fulfill({
        contentType: 'text/javascript',
        body: `window.duringParse = { defined: !!customElements.get('vt-navbar-search'), fetched: performance.getEntriesByType('resource').some((e) => e.name.includes('/elements/chunks/runtime-')) };`,
      });
    });
    await page.goto(h.url('/parsing.html'));
    await page.evaluate(() => (window as unknown as { vtAutoload: { ready: Promise<void> } }).vtAutoload.ready);
    await expect.poll(() => page.locator('#second').getByRole('combobox', { name: 'Buscar materias y clases' }).count()).toBe(1);
    const duringParse = await page.evaluate(
      () => (window as unknown as { duringParse: { defined: boolean; fetched: boolean } }).duringParse,
    );
    expect(duringParse).toEqual({ defined: false, fetched: true });
    expect(requests.filter((path) => path.includes('navbar-search.js'))).toHaveLength(1);
    expect(requests.filter((path) => path.includes('/chunks/runtime-'))).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it('a page with a lead form alone loads no React: the core chunk and the wizard module take the form over (issue 38)', async () => {
    const { page, pageErrors } = await h.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.includes('/dist/elements/')) fetched.push(path.replace(/-[\w-]{8}\.js$/, '.js'));
    });
    await page.goto(h.url('/lead-wizard.html'));
    await waitForWizards(page);
    // Its own chrome, rendered without React: the progress bar from the second panel on.
    const form = page.getByRole('form', { name: 'Request a tutor' });
    await form.getByRole('button', { name: 'Get started' }).click();
    await form.getByLabel('My child').check();
    await form.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => form.getByRole('progressbar', { name: 'Form progress' }).getAttribute('aria-valuetext')).toBe('2 of 3');
    expect(fetched).toContain('/dist/elements/lead-wizard.js');
    expect(fetched).toContain('/dist/elements/chunks/core.js');
    expect(fetched.filter((path) => /\/chunks\/(react|runtime)\.js$/.test(path))).toEqual([]);
    expect(await page.evaluate(() => 'React' in window || document.querySelector('[data-vt-root]') !== null)).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  it("the lead form's masks (maska), submit code and persistence code are not in its first download: fetched once at idle after the takeover, ready before a phone is typed (issue 38)", async () => {
    const { page, pageErrors } = await h.newPage();
    const order: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.includes('/dist/elements/')) order.push(path.replace(/-[\w-]{8}\.js$/, '.js'));
    });
    // The page notes when the takeover ends (data-ready), so the order is the page's own, not
    // what this test sees a round trip later: on a busy machine idle can come before that.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('vt-lead-wizard[data-ready]')) return;
        (window as unknown as { readyAt: number }).readyAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributeFilter: ['data-ready'] });
    });
    await page.goto(h.url('/contact-update.html'));
    await waitForWizards(page);
    await expect.poll(() => order.filter((path) => path.endsWith('/chunks/maska.js')).length).toBe(1);
    await expect.poll(() => order.filter((path) => path.endsWith('/chunks/submit-run.js')).length).toBe(1);
    await expect.poll(() => order.filter((path) => path.endsWith('/chunks/persist.js')).length).toBe(1);
    // Each chunk's start on the page's clock, once its resource timing entry is there (the entry
    // comes when the response has ended, which a busy machine can leave for after the request).
    const startsOf = () =>
      page.evaluate(() => {
        const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/dist/elements/'));
        const startOf = (name: string): number | null =>
          entries.find((entry) => new URL(entry.name).pathname.replace(/-[\w-]{8}\.js$/, '.js').endsWith(name))?.startTime ?? null;
        return {
          readyAt: (window as unknown as { readyAt: number }).readyAt,
          wizard: startOf('/lead-wizard.js'),
          maska: startOf('/chunks/maska.js'),
          submit: startOf('/chunks/submit-run.js'),
          persist: startOf('/chunks/persist.js'),
        };
      });
    await expect.poll(async () => Object.values(await startsOf()).every((time) => time !== null)).toBe(true);
    const { readyAt, ...times } = await startsOf();
    const started = {
      wizard: times.wizard! < readyAt,
      maska: times.maska! > readyAt,
      submit: times.submit! > readyAt,
      persist: times.persist! > readyAt,
    };
    expect(started).toEqual({ wizard: true, maska: true, submit: true, persist: true });
    await page.getByLabel('Phone number').pressSequentially('2025550100');
    // maska's fetch has started, not necessarily ended: what was typed before it came is formatted when it does.
    await expect.poll(() => page.getByLabel('Phone number').inputValue()).toBe('(202) 555-0100');
    expect(order.filter((path) => path.endsWith('/chunks/maska.js'))).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});
