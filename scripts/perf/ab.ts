// Experiment, not part of npm test: compares two builds of dist/ on one page, runs interleaved
// (A, B, A, B, ...) so the machine's drift hits both alike. Copy a build aside first:
//   cp -r dist /tmp/dist-a; (change, npm run build); npx tsx scripts/perf/ab.ts /tmp/dist-a dist /lead-wizard.html 15 [click]
// Prints the median and spread of: ready (every element of the page upgraded and ready, as
// scripts/bench.ts defines it), the longest script of dist/ (LoAF, React's evaluation aside), and,
// with "click", the first Next click's Event Timing duration; DETAIL=1 also names the longest script. 4x CPU throttle, fresh context per run.
// SERVE=1 serves each build over HTTP (a demo server each, cache disabled) instead of through the
// driver; with it, LATENCY=150 adds that round trip to every request. READY='…' replaces the ready test.
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startDemoServer } from '@vt-elements/demo-api/server';
import { CHROME_ARGS } from '../../tests/browser/harness';
import { root } from '../elements.mjs';
import { BADGES_COUNTED, isReactEval, isSdk, PICKERS_LOADED, pagePath, spread, WIZARDS_READY } from '../bench/pages';
import { chromiumPath } from '../chromium';

const [dirA, dirB, path = '/lead-wizard.html', runsArg = '11', mode = ''] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error('usage: ab.ts DIST_A DIST_B [page] [runs] [click]');
// READY='in-page test' replaces the ready condition (the bench's badge pages wait for every count).
const READY = process.env.READY ?? `document.readyState !== 'loading' && ${WIZARDS_READY} && ${BADGES_COUNTED} && ${PICKERS_LOADED}`;
const init = `window.__ab = { scripts: [], clicks: [] };
new PerformanceObserver((l) => l.getEntries().forEach((f) => f.scripts.forEach((s) => window.__ab.scripts.push({ url: s.sourceURL, type: s.invokerType, start: s.startTime, duration: s.duration })))).observe({ type: 'long-animation-frame', buffered: true });
new PerformanceObserver((l) => l.getEntries().forEach((e) => e.name === 'click' && window.__ab.clicks.push([e.duration, e.processingEnd - e.processingStart, e.processingStart - e.startTime]))).observe({ type: 'event', buffered: true, durationThreshold: 16 });
window.__ab.ready = new Promise((resolve) => { const o = new MutationObserver(() => { if (${READY}) { o.disconnect(); resolve(performance.now()); } }); o.observe(document, { subtree: true, childList: true, attributes: true }); });`;

async function run(browser: Browser, base: string, dir: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (process.env.SERVE) {
    // Each build from a demo server of its own (real HTTP, as the bench serves it), cache disabled.
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // LATENCY=150: every request's round trip, as a phone on a real network has (CDP emulation).
    if (process.env.LATENCY) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: Number(process.env.LATENCY), downloadThroughput: -1, uploadThroughput: -1 });
    }
  } else await page.route('**/dist/**', (route) => {
    const file = join(resolve(dir), new URL(route.request().url()).pathname.replace(/^\/dist\//, ''));
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ body: readFileSync(file), contentType: file.endsWith('.css') ? 'text/css' : 'text/javascript' });
  });
  await page.addInitScript({ content: init });
  await page.goto(base + (await pagePath(page, path)));
  const ready = (await page.evaluate('window.__ab.ready')) as number;
  let click = NaN;
  let processing = NaN;
  let delay = NaN;
  if (mode === 'click') {
    await page.waitForTimeout(1000);
    const box = (await page.locator('vt-lead-wizard [data-next]').first().boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(800);
    // The longest click entry: its duration, its handlers' time and its input delay.
    const clicks = (await page.evaluate('window.__ab.clicks')) as [number, number, number][];
    [click, processing, delay] = clicks.sort((a, b) => b[0] - a[0])[0] ?? [0, 0, 0];
  } else await page.waitForTimeout(1500);
  const scripts = (await page.evaluate('window.__ab.scripts')) as { url: string; type: string; start: number; duration: number }[];
  // As the bench: the browser's date data load (a task of its own, measured as vt-intl-data) aside.
  const intl = (await page.evaluate(`performance.getEntriesByName('vt-intl-data').map((m) => m.startTime)`)) as number[];
  const isIntl = (s: { start: number; duration: number }) => intl.some((start) => start >= s.start && start <= s.start + s.duration);
  const mine = scripts.filter((s) => s.url.includes('/dist/') && !isReactEval(s) && !isSdk(s) && !isIntl(s));
  const library = Math.max(0, ...mine.map((s) => s.duration));
  const longest = mine.find((s) => s.duration === library);
  await context.close();
  return { ready, library, click, processing, delay, longest: longest ? `${longest.url.replace(/^.*\/dist\//, '')} (${longest.type})` : '' };
}

const server = await startDemoServer({ root });
// SERVE=1: each build served over HTTP by a demo server whose root has this checkout's examples and
// that build as dist/ (page.route answers through the driver, which changes the network's timing).
const servers = new Map<string, string>();
if (process.env.SERVE) {
  for (const dir of [dirA, dirB]) {
    const fake = mkdtempSync(join(tmpdir(), 'ab-root-'));
    for (const name of ['examples', 'docs', 'package.json']) symlinkSync(join(root, name), join(fake, name));
    symlinkSync(resolve(dir), join(fake, 'dist'));
    servers.set(dir, (await startDemoServer({ root: fake })).url);
  }
}
const base = (dir: string) => servers.get(dir) ?? server.url;
const browser = await chromium.launch({ executablePath: chromiumPath('full'), args: CHROME_ARGS, headless: true });
const results: Record<'A' | 'B', { ready: number; library: number; click: number; processing: number; delay: number; longest: string }[]> = { A: [], B: [] };
await run(browser, base(dirA), dirA); // warm-up
for (let i = 0; i < Number(runsArg); i++) {
  results.A.push(await run(browser, base(dirA), dirA));
  results.B.push(await run(browser, base(dirB), dirB));
}
await browser.close();
await server.close();
for (const key of ['A', 'B'] as const) {
  const rs = results[key];
  // Which script was the longest, and how often (DETAIL=1).
  if (process.env.DETAIL) {
    const counts = new Map<string, number>();
    for (const r of rs) counts.set(r.longest, (counts.get(r.longest) ?? 0) + 1);
    console.log(`${key} longest script: ${[...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  }
  console.log(`${key} ${key === 'A' ? dirA : dirB}: ready ${spread(rs.map((r) => r.ready))}, library script ${spread(rs.map((r) => r.library))}${mode === 'click' ? `, click ${spread(rs.map((r) => r.click))} (handlers ${spread(rs.map((r) => r.processing))}, input delay ${spread(rs.map((r) => r.delay))})` : ''}`);
}
process.exit(0); // the SERVE=1 servers would keep the process alive
