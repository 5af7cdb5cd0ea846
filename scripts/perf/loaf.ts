// Experiment, not part of npm test: Long Animation Frame script attribution for one page at 4x.
// Usage: npx tsx scripts/perf/loaf.ts /all.html [runs]
import { chromium } from 'playwright-core';
import { startDemoServer } from '@vt-elements/demo-api/server';
import { CHROME_ARGS } from '../../tests/browser/harness';
import { root } from '../elements.mjs';
import { pagePath } from '../bench/pages';
import { chromiumPath } from '../chromium';

const path = process.argv[2] ?? '/lead-wizard.html';
const runs = Number(process.argv[3] ?? 3);
const server = await startDemoServer({ root });
const executablePath = chromiumPath('full');
const browser = await chromium.launch({ executablePath, args: CHROME_ARGS, headless: true });
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript({
    content: `window.__loaf = []; new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__loaf.push({ start: e.startTime, duration: e.duration, blocking: e.blockingDuration, scripts: e.scripts.map((s) => ({ invoker: s.invoker, type: s.invokerType, src: s.sourceURL, fn: s.sourceFunctionName, duration: s.duration, layout: s.forcedStyleAndLayoutDuration, start: s.startTime })) }))).observe({ type: 'long-animation-frame', buffered: true });
    window.__lt = []; new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true });`,
  });
  await page.goto(server.url + (await pagePath(page, path)));
  await page.waitForTimeout(2500);
  const { loaf, lt } = (await page.evaluate(`({ loaf: window.__loaf, lt: window.__lt })`)) as {
    loaf: {
      start: number;
      duration: number;
      blocking: number;
      scripts: { invoker: string; type: string; src: string; fn: string; duration: number; layout: number; start: number }[];
    }[];
    lt: number[][];
  };
  console.log(`run ${run}: long tasks ${JSON.stringify(lt)}`);
  for (const frame of loaf) {
    console.log(`  frame at ${frame.start.toFixed(0)}: ${frame.duration.toFixed(0)} ms (blocking ${frame.blocking.toFixed(0)})`);
    for (const s of frame.scripts)
      console.log(
        `    ${s.start.toFixed(0)} ${s.duration.toFixed(0).padStart(4)} ms ${s.type} ${s.invoker.replace(server.url, '')} ${s.fn} ${s.src.replace(server.url, '')} layout ${s.layout.toFixed(0)}`,
      );
  }
  await context.close();
}
await browser.close();
await server.close();
