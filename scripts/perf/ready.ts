// Experiment, not part of npm test: when each element of a page becomes ready (at 4x), and when
// each of its scripts and API requests started and ended. Shows which element holds a page back.
// Usage: npx tsx scripts/perf/ready.ts /all.html [runs], or a file: scripts/bench/three-elements.html
import { chromium } from 'playwright-core';
import { startDemoServer } from '@vt-elements/demo-api/server';
import { CHROME_ARGS } from '../../tests/browser/harness';
import { root } from '../elements.mjs';
import { BADGES_COUNTED, coldPage, PICKERS_LOADED, pagePath, WIZARDS_READY } from '../bench/pages';
import { chromiumPath } from '../chromium';

const path = process.argv[2] ?? '/all.html';
const runs = Number(process.argv[3] ?? 3);
const CONDITIONS: Record<string, string> = { wizard: WIZARDS_READY, badge: BADGES_COUNTED, picker: PICKERS_LOADED };
const init = `(() => { const t = window.__ready = {}; const conds = { ${Object.entries(CONDITIONS)
  .map(([k, v]) => `${k}: () => ${v}`)
  .join(', ')} };
  new MutationObserver(() => { if (document.readyState === 'loading') return; for (const k in conds) if (!t[k] && conds[k]()) t[k] = performance.now(); }).observe(document, { subtree: true, childList: true, attributes: true });
  window.__lt = []; new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true });
})();`;
const server = await startDemoServer({ root });
const executablePath = chromiumPath('full');
const browser = await chromium.launch({ executablePath, args: CHROME_ARGS, headless: true });
for (let run = 0; run < runs; run++) {
  const { context, page } = await coldPage(browser, Number(process.env.CPU_THROTTLE ?? 4));
  await page.addInitScript({ content: init });
  await page.goto(server.url + (await pagePath(page, path)));
  await page.waitForTimeout(3000);
  const { ready, lt, resources, measures } = (await page.evaluate(`({ ready: window.__ready, lt: window.__lt,
    resources: performance.getEntriesByType('resource').map((r) => [r.name.replace(location.origin, ''), Math.round(r.startTime), Math.round(r.responseEnd)]),
    measures: performance.getEntriesByType('measure').map((m) => [m.name, Math.round(m.startTime), Math.round(m.duration)]) })`)) as {
    ready: Record<string, number>;
    lt: number[][];
    resources: [string, number, number][];
    measures: [string, number, number][];
  };
  console.log(
    `run ${run}: ready ${JSON.stringify(Object.fromEntries(Object.entries(ready).map(([k, v]) => [k, Math.round(v)])))} long tasks ${JSON.stringify(lt)}`,
  );
  if (run === runs - 1 || process.env.VERBOSE) {
    for (const [name, start, end] of resources) console.log(`  ${String(start).padStart(5)}–${String(end).padEnd(5)} ${name}`);
    for (const [name, start, d] of measures) console.log(`  measure ${name} at ${start} for ${d}`);
  }
  await context.close();
}
await browser.close();
await server.close();
