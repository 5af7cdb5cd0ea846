import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { CHROME_ARGS, chromiumPath, ELEMENTS_READY, startHarness, type Harness } from './harness';

/**
 * Issue 30, "no leaks": inserting and removing every element (the contents of /all.html's <main>)
 * again and again in one page leaves DOM nodes and listeners flat and the heap after a forced GC
 * about where it was. The rounds run inside the page, in one evaluation, so the measurement
 * compiles no script per round (each protocol evaluation is a script V8 keeps).
 *
 * What grew before (issue 30: 4.87 -> 6.18 MB, round 5 -> 200): a search's results that React
 * rendered and then dropped (an interrupted render) held their <img srcset>, which Chromium keeps
 * alive once created if it is never inserted, and through it the whole element (catalogue
 * view/parts.tsx now sets srcset once the image is in the document). What still grows is not ours
 * to free: the compiled code V8's optimising tiers add as the code warms up (about 0.8 MB by round
 * 40, levelling off), and the browser's bounded performance-entry buffers. So this page's
 * Chromium runs with only V8's interpreter (the objects the page keeps, not the code), and the
 * heap is compared from round 20, once those buffers are full: the issue's +0.3 MB over 195
 * rounds, at the same rate over 120.
 */
const BASELINE = 20;
/**
 * Measured once, over MEASURED rounds from round BASELINE, against one limit (issue 51: the test
 * used to run 40 more rounds with a looser limit after a failure, a retry in disguise). A leak is a
 * rate and a one-off bump is not: over more rounds the rate allows more, while a bump stays
 * what it is. Measured over 120 rounds on 2 cores at load 11-16 (other work, two runs at once):
 * +41, +50, +47 KB, nodes and listeners flat; a clean-clone CI run on a loaded machine once
 * measured +156 KB over 80 rounds (a bump: 17-38 KB in every other run then). Over 120 rounds the
 * limit is 189 KB: above that bump and four times what is measured, while the leak issue 30 fixed
 * (+1.3 MB over 195 rounds, about 800 KB over 120) is four times over it. 50 s a run here.
 */
const MEASURED = Number(process.env.LEAK_ROUNDS) || 120;
const ROUNDS = BASELINE + MEASURED;
/** The rate: +0.3 MB over 195 rounds. */
const HEAP_LIMIT = (0.3 * 1024 * 1024 * MEASURED) / 195;

let h: Harness;
let browser: Browser;
beforeAll(async () => {
  h = await startHarness();
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROME_ARGS, '--js-flags=--no-sparkplug --no-maglev --no-turbofan'],
  });
});
afterAll(async () => {
  await browser?.close();
  await h?.close();
});

/** `count` rounds: empty <main>, put `markup` back, wait until every element is ready; <main> is left empty. */
function rounds(page: Page, markup: string, count: number): Promise<void> {
  return page.evaluate(
    async ({ markup, count, ready }) => {
      const main = document.querySelector('main')!;
      const isReady = new Function(`return ${ready}`) as () => boolean;
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      for (let i = 0; i < count; i++) {
        main.replaceChildren();
        await frame();
        main.innerHTML = markup;
        while (!isReady()) await frame();
        await frame();
      }
      main.replaceChildren();
      // An element unmounts a task after it leaves (a move comes back in the same task).
      await frame();
      await frame();
    },
    { markup, count, ready: ELEMENTS_READY },
  );
}

async function measure(cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { heap: usedSize, nodes, listeners: jsEventListeners };
}

describe('no leaks (issue 30)', () => {
  it(
    `${ROUNDS} insert-and-remove rounds of every element: from round ${BASELINE}, nodes and listeners flat, heap within the issue's rate`,
    { timeout: 180_000 },
    async () => {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const pageErrors: Error[] = [];
        page.on('pageerror', (error) => pageErrors.push(error));
        const consoled: string[] = [];
        page.on('console', (message) => consoled.push(`${message.type()}: ${message.text().slice(0, 160)}`));
        const html = await (await fetch(h.url('/all.html'))).text();
        // The CMS markup as served, before any element upgraded it.
        const markup = /<main>([\s\S]*)<\/main>/.exec(html)![1]!;
        await page.goto(h.url('/all.html'));
        // <vt-analytics> starts its SDKs after the first paint, at idle (up to 2 s later): their
        // set-up (code run for the first time, settings and flags fetched) must be over before
        // the baseline, or it counts as growth (a loaded machine: +600 KB from round 20 to 100;
        // the same with their chunks held back 3 s).
        await page.waitForFunction(() =>
          ['analytics-segment-', 'analytics-flags-'].every((name) =>
            performance.getEntriesByType('resource').some((entry) => entry.name.includes(name)),
          ),
        );
        await page.waitForLoadState('networkidle');
        const cdp = await context.newCDPSession(page);
        await rounds(page, markup, BASELINE);
        const start = await measure(cdp);
        await rounds(page, markup, MEASURED);
        const end = await measure(cdp);
        // With what the page logged (a report held by the console stays in the heap): named if it fails.
        const figures = `round ${BASELINE}: ${JSON.stringify(start)}; round ${ROUNDS}: ${JSON.stringify(end)}; heap +${Math.round((end.heap - start.heap) / 1024)} KB of ${Math.round(HEAP_LIMIT / 1024)} KB; console: ${consoled.length} ${JSON.stringify([...new Set(consoled)].slice(0, 5))}`;
        if (process.env.LEAK_FIGURES) console.log(`[leak figures] ${figures}`);
        expect(end.nodes, figures).toBeLessThanOrEqual(start.nodes);
        expect(end.listeners, figures).toBeLessThanOrEqual(start.listeners);
        expect(end.heap - start.heap, figures).toBeLessThan(HEAP_LIMIT);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
