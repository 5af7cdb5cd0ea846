import { nextTask } from './task';

let queued = false;

/**
 * The browser's first `Intl.DateTimeFormat` of a page loads its locale and time-zone data: 45-90
 * ms at 4x CPU throttle, once (formatters made after it, for any locale, zone or options, cost
 * 0.3-6 ms). An element that formats dates calls this when its module is evaluated, so the load
 * runs in a task of its own before the element's first render, and neither that render nor the
 * handling of its first API answer carries it (issue 10: no long task of ours); the callback
 * picker, which can know the zone without it, calls it once its request is on its way. Once per page.
 */
export function loadDateData(): void {
  if (queued) return;
  queued = true;
  nextTask(() => {
    const start = performance.now();
    try {
      Intl.DateTimeFormat().resolvedOptions();
    } catch {
      // No Intl: the element reports what it cannot format when it formats.
    }
    // Named for the benchmark (scripts/bench.ts), which reports the browser's data load apart.
    performance.measure?.('vt-intl-data', { start });
  });
}
