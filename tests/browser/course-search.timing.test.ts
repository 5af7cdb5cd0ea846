import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { settled, startHarness, type Harness } from './harness';
import { machineSpeed } from './speed';

/**
 * `<vt-course-search>` render times (issue 10) on the built dist/ in Chromium at 4x CPU throttle.
 * It measures long animation frames, so it runs in the browser-timing project: after the other
 * tests, one file at a time, with nothing else loading the CPU (a busy machine made renders of
 * 111-252 ms that were other processes' time).
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/**
 * The budget below holds at 4x CPU throttle on the machine it was set on. Machines of one kind
 * differ up to 3.5x from day to day, so the rate is scaled to this machine's speed, as Lighthouse
 * scales its throttling: the page runs as on that reference device, slower on a slower machine
 * only where even no throttle is slower than it (issue 36).
 */
const REFERENCE_SPEED_MS = 45; // machineSpeed() on the 2-core machine of issue 36 (43-46 ms)
async function throttleRate(page: Page): Promise<number> {
  await page.goto('about:blank');
  const rate = Math.max(1, (4 * REFERENCE_SPEED_MS) / (await machineSpeed(page)));
  console.log(`CPU throttle ${rate.toFixed(2)}x (4x on the reference machine)`);
  return rate;
}

const hits = (page: Page) => page.locator('vt-course-search .vt-course-search__hit').count();

describe('<vt-course-search>: render times', () => {
  it('the first page of results renders in slices that yield to input: no render of ours over 100 ms at 4x CPU throttle (one of 116-172 ms before), the date data loaded apart (issue 10)', async () => {
    // Long Animation Frames (over 50 ms) list each script of 5 ms and more; React's renders are
    // scripts of the React chunk run from its scheduler (a MessageChannel: 'event-listener').
    const tracked = await h.newPage();
    {
      const { page } = tracked;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: await throttleRate(page) });
      await page.addInitScript(() => {
        const w = window as unknown as { scripts: [string, string, number][] };
        w.scripts = [];
        new PerformanceObserver((list) =>
          list
            .getEntries()
            .forEach((frame) =>
              (frame as unknown as { scripts: { sourceURL: string; invokerType: string; duration: number }[] }).scripts.forEach((s) =>
                w.scripts.push([s.sourceURL, s.invokerType, s.duration]),
              ),
            ),
        ).observe({ type: 'long-animation-frame', buffered: true });
      });
      await page.goto(h.url('/classes/search?q=algebra'));
    }
    const { page } = tracked;
    await expect.poll(() => hits(page), { timeout: 20_000 }).toBe(24);
    // Settled (no request loading, two frames and a task): the last frames' entries are delivered.
    await settled(tracked);
    const scripts = await page.evaluate(() => (window as unknown as { scripts: [string, string, number][] }).scripts);
    const renders = scripts.filter(([url, type]) => /\/dist\/elements\/chunks\/react-/.test(url) && type === 'event-listener');
    expect(Math.max(0, ...renders.map(([, , duration]) => duration)), JSON.stringify(renders)).toBeLessThan(100);
    // The browser's date data (45-90 ms at 4x, in the first date formatter) loaded once, in a task
    // of its own before the first render: not inside the results' render or the answer's handling.
    expect(await page.evaluate(() => performance.getEntriesByName('vt-intl-data').length)).toBe(1);
  });
});
