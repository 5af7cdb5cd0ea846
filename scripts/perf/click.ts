// Investigation tool (npx tsx scripts/perf/click.ts), not part of npm test: profiles the lead
// form's first Next click at 4x CPU throttle and prints its Event Timing duration and where the
// time went (self time by function, mapped through the source maps; INCLUSIVE=1 adds the
// library's functions with their callees).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { startDemoServer } from '@vt-elements/demo-api/server';
import { CHROME_ARGS } from '../../tests/browser/harness';
import { root } from '../elements.mjs';
import { chromiumPath } from '../chromium';

type Consumer = { originalPositionFor(p: { line: number; column: number }): { source: string | null; line: number | null } };
const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js') as { SourceMapConsumer: new (map: unknown) => Consumer };
const maps = new Map<string, Consumer | null>();
function original(url: string, column: number): string {
  const file = url.replace(/^https?:\/\/[^/]+\//, root + '/');
  if (!maps.has(file))
    maps.set(file, existsSync(file + '.map') ? new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8'))) : null);
  const pos = maps.get(file)?.originalPositionFor({ line: 1, column });
  return pos?.source ? `${pos.source.replace(/^.*?(packages|node_modules)\//, '$1/')}:${pos.line}` : String(column);
}
const server = await startDemoServer({ root });
const executablePath = chromiumPath('full');
const browser = await chromium.launch({ executablePath, args: CHROME_ARGS, headless: true });
const page = await (await browser.newContext()).newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript({
  content: `window.__clicks = []; new PerformanceObserver((l) => l.getEntries().forEach((e) => e.name === 'click' && window.__clicks.push([e.duration, e.processingEnd - e.processingStart, e.processingStart - e.startTime]))).observe({ type: 'event', buffered: true, durationThreshold: 16 });`,
});
await page.goto(server.url + '/lead-wizard.html');
await page.waitForFunction(() => document.querySelector('vt-lead-wizard')?.hasAttribute('data-ready'));
await page.waitForTimeout(1000);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
// A real mouse click at the button (CDP input): locator.click() would add Playwright's own
// hit-target listeners to the page, inside the measured event.
const box = (await page.locator('vt-lead-wizard [data-next]').first().boundingBox())!;
await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
await page.waitForTimeout(1000);
const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
  profile: {
    nodes: { id: number; callFrame: { url: string; functionName: string; columnNumber?: number }; children?: number[] }[];
    samples: number[];
    timeDeltas: number[];
  };
};
console.log('click [duration, processing, input delay]:', JSON.stringify(await page.evaluate('window.__clicks')));
const byFn = new Map<string, number>();
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
profile.samples.forEach((id, i) => {
  const { callFrame } = nodes.get(id)!;
  const key = callFrame.url
    ? `${callFrame.functionName}@${original(callFrame.url, callFrame.columnNumber ?? 0)}`
    : `(${callFrame.functionName})`;
  byFn.set(key, (byFn.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 100));
});
for (const [key, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25))
  if (!key.startsWith('((idle')) console.log(`${(us / 1000).toFixed(1).padStart(6)} ms ${key}`);
if (process.env.INCLUSIVE) {
  // Time with callees, for the library's own functions: where a step change spends its time.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const { callFrame } = nodes.get(n)!;
      if (!callFrame.url.includes('/dist/')) continue;
      const key = `${callFrame.functionName}@${original(callFrame.url, callFrame.columnNumber ?? 0)}`;
      if (!key.includes('packages/') || seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 100));
    }
  });
  console.log("with callees (the library's functions):");
  for (const [key, us] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${(us / 1000).toFixed(1).padStart(6)} ms ${key}`);
}
await browser.close();
await server.close();
