import type { Page } from 'playwright-core';

/**
 * How long this machine's Chromium takes for a fixed piece of page work (string, array and object
 * churn, as a page's scripts do; after a warm-up run), in ms: the fastest of three runs.
 * Machines of one kind differ up to 3.5x in speed from day to day (DEVELOPERS.md).
 */
export function machineSpeed(page: Page): Promise<number> {
  return page.evaluate(() => {
    const work = () => {
      const start = performance.now();
      let total = 0;
      for (let i = 0; i < 100_000; i++) {
        const parts = String(i)
          .split('')
          .map((d) => ({ d, n: Number(d) * i }));
        total += JSON.stringify(parts).length + parts.reduce((sum, p) => sum + p.n, 0);
      }
      if (total < 0) throw new Error('unreachable');
      return performance.now() - start;
    };
    work();
    return Math.min(work(), work(), work());
  });
}
