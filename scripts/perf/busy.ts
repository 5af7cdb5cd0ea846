// Investigation tool, not part of npm test: how busy the renderer's main thread is from navigation
// to ready (every lead form, badge and picker of the page ready, as scripts/bench.ts defines it),
// and on what. A page cannot be ready before its main thread has done its work, so busy time over
// the baseline's ready time is a floor under the page's "× baseline" that only less work lowers.
// 4x CPU throttle, cache disabled, a Chromium trace per run (no JS profiler), median of the runs.
// Usage: npx tsx scripts/perf/busy.ts /lead-wizard.html [runs]; BASELINE=1 swaps the autoloader for
// the bench's bare React page (npm run bench builds dist/bench/bare-react.js); a checkout file
// (scripts/bench/three-elements.html) is served as a page.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startDemoServer } from '@vt-elements/demo-api/server';
import { CHROME_ARGS } from '../../tests/browser/harness';
import { root } from '../elements.mjs';
import { BADGES_COUNTED, coldPage, median, pagePath, PICKERS_LOADED, WIZARDS_READY } from '../bench/pages';

const path = process.argv[2] ?? '/lead-wizard.html';
const runs = Number(process.argv[3] ?? 5);
const READY = `document.readyState !== 'loading' && ${WIZARDS_READY} && ${BADGES_COUNTED} && ${PICKERS_LOADED}`;
const init = `window.__done = new Promise((resolve) => {
  const observer = new MutationObserver(() => { if (${READY}) { observer.disconnect(); resolve(performance.now()); } });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
});`;
type Ev = { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { data?: { url?: string } } };
/** Script work, counted where it is outermost (a FunctionCall inside an evaluation is not counted twice). */
const SCRIPT =
  /^(EvaluateScript|v8\.evaluateModule|v8\.compileModule|v8\.compile|FunctionCall|RunMicrotasks|EventDispatch|TimerFire|FireAnimationFrame)$/;
const STYLE_LAYOUT = /^(UpdateLayoutTree|Layout)$/;
const PAINT = /^(PrePaint|Paint|Layerize|Commit|UpdateLayer)$/;

const server = await startDemoServer({ root });
const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: CHROME_ARGS, headless: true });
const rows: Record<string, number>[] = [];
for (let run = 0; run < runs; run++) {
  const { context, page, cdp } = await coldPage(browser);
  await page.addInitScript({ content: init });
  let target = await pagePath(page, path);
  if (process.env.BASELINE) {
    target = '/bench-baseline.html';
    const html = await (await fetch(server.url + path)).text();
    const body = html.replace(
      /<script src="\/dist\/autoload\.js"[^>]*><\/script>/,
      '<script type="module" src="/dist/bench/bare-react.js"></script>',
    );
    await page.route('**/bench-baseline.html', (route) => route.fulfill({ contentType: 'text/html', body }));
  }
  const events: Ev[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as Ev[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,v8.execute,toplevel,blink.user_timing,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await page.goto(server.url + target);
  const readyMs = (await page.evaluate('window.__done')) as number;
  await cdp.send('Tracing.end');
  await complete;
  await context.close();

  // The renderer's main thread: the one with the most task time.
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const byThread = new Map<string, number>();
  for (const e of tasks) byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur!);
  const main = [...byThread].sort((a, b) => b[1] - a[1])[0]![0];
  const onMain = (e: Ev) => `${e.pid}:${e.tid}` === main;
  const navs = events.filter((e) => e.name === 'navigationStart');
  const nav = (navs.find(onMain) ?? navs[navs.length - 1])?.ts;
  if (nav === undefined) throw new Error('no navigationStart in the trace');
  const end = nav + readyMs * 1000;
  const clip = (e: Ev) => Math.max(0, Math.min(e.ts + (e.dur ?? 0), end) - Math.max(e.ts, nav)) / 1000;
  const row: Record<string, number> = { ready: readyMs, busy: 0, script: 0, 'style+layout': 0, paint: 0, parseHTML: 0 };
  for (const task of tasks) if (onMain(task)) row.busy! += clip(task);
  // Outermost events of each kind only: sorted by start, an event inside the last one counted is skipped.
  const inner = events.filter((e) => e.ph === 'X' && onMain(e) && e.name !== 'RunTask').sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const counted: Record<string, number> = {};
  for (const e of inner) {
    const kind = SCRIPT.test(e.name)
      ? 'script'
      : STYLE_LAYOUT.test(e.name)
        ? 'style+layout'
        : PAINT.test(e.name)
          ? 'paint'
          : e.name === 'ParseHTML'
            ? 'parseHTML'
            : null;
    if (!kind || e.ts < (counted[kind] ?? 0)) continue;
    counted[kind] = e.ts + e.dur!;
    row[kind]! += clip(e);
    if (kind === 'script') {
      const file = (e.args?.data?.url ?? '').replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js');
      const key = `  script: ${file || '(no url: microtasks, callbacks)'}`;
      row[key] = (row[key] ?? 0) + clip(e);
    }
  }
  // DETAIL=1: what the rest was, by the name of the outermost event inside each task.
  if (process.env.DETAIL) {
    let until = 0;
    for (const e of inner) {
      // Task wrappers name no work of their own.
      if (/RunTask|mojo|SimpleWatcher|ThreadController|Scheduler/.test(e.name)) continue;
      if (e.ts < until || e.ts + e.dur! <= nav || e.ts >= end) continue;
      until = e.ts + e.dur!;
      row[`  outermost: ${e.name}`] = (row[`  outermost: ${e.name}`] ?? 0) + clip(e);
    }
  }
  rows.push(row);
  process.stderr.write(`run ${run + 1}/${runs}: ready ${readyMs.toFixed(0)} busy ${row.busy!.toFixed(0)}\n`);
}
await browser.close();
await server.close();
const keys = [...new Set(rows.flatMap(Object.keys))];
console.log(`${process.env.BASELINE ? 'bare React on ' : ''}${path}, median of ${runs} runs (ms, navigation to ready, 4x CPU):`);
for (const key of keys) {
  const value = median(rows.map((r) => r[key] ?? 0));
  if (value >= 1 || !key.startsWith(' ')) console.log(`${key.padEnd(48)} ${value.toFixed(0).padStart(6)}`);
}
