// Investigation tool, not part of npm test: how busy the renderer's main thread is from navigation
// to ready (every lead form, badge and picker of the page ready, as scripts/bench.ts defines it),
// and on what. A page cannot be ready before its main thread has done its work, so its busy time
// over the baseline's ready time (the bench's bare React page, run in turn with it, round by round)
// is a floor under its "× baseline" that only less work lowers, whatever the order of that work.
// 4x CPU throttle, cache disabled, a Chromium trace per run (no JS profiler), one warm-up, medians.
// KINDS=1 splits the busy time by kind (script by file, style and layout, paint), at the cost of a
// heavier trace that slows the page; DETAIL=1 (with KINDS) names the rest.
// Usage: npx tsx scripts/perf/busy.ts /all.html [rounds] (after npm run build; it builds the
// baseline as the bench does); a checkout file (scripts/bench/three-elements.html) is served as a page.
import { chromium } from 'playwright-core';
import { startDemoServer } from '@vt-elements/demo-api/server';
import { CHROME_ARGS } from '../../tests/browser/harness';
import { root } from '../elements.mjs';
import {
  BADGES_COUNTED,
  buildBaseline,
  coldPage,
  median,
  pagePath,
  PICKERS_LOADED,
  rendererTasks,
  withBareReact,
  WIZARDS_READY,
  type TraceEvent,
} from '../bench/pages';
import { chromiumPath } from '../chromium';

const path = process.argv[2] ?? '/lead-wizard.html';
const runs = Number(process.argv[3] ?? 5);
const READY = `document.readyState !== 'loading' && ${WIZARDS_READY} && ${BADGES_COUNTED} && ${PICKERS_LOADED}`;
const init = `window.__done = new Promise((resolve) => {
  const observer = new MutationObserver(() => { if (${READY}) { observer.disconnect(); resolve(performance.now()); } });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
});`;
/** Script work, counted where it is outermost (a FunctionCall inside an evaluation is not counted twice). */
const SCRIPT =
  /^(EvaluateScript|v8\.evaluateModule|v8\.compileModule|v8\.compile|FunctionCall|RunMicrotasks|EventDispatch|TimerFire|FireAnimationFrame)$/;
const STYLE_LAYOUT = /^(UpdateLayoutTree|Layout)$/;
const PAINT = /^(PrePaint|Paint|Layerize|Commit|UpdateLayer)$/;

buildBaseline(root);
const server = await startDemoServer({ root });
const executablePath = chromiumPath('full');
const browser = await chromium.launch({ executablePath, args: CHROME_ARGS, headless: true });
const baselineHtml = withBareReact(await (await fetch(server.url + '/lead-wizard.html')).text());

async function measure(baseline: boolean): Promise<Record<string, number>> {
  const { context, page, cdp } = await coldPage(browser);
  await page.addInitScript({ content: init });
  let target = '/bench-baseline.html';
  if (baseline) await page.route('**/bench-baseline.html', (route) => route.fulfill({ contentType: 'text/html', body: baselineHtml }));
  else target = await pagePath(page, path);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    // By default only what the busy time needs: tasks (RunTask) and navigationStart. The full
    // timeline (KINDS) slows the page it traces, by about 30% on the lead form.
    categories: `blink.user_timing,disabled-by-default-devtools.timeline${process.env.KINDS ? ',toplevel,devtools.timeline,v8.execute' : ''}`,
    transferMode: 'ReportEvents',
  });
  await page.goto(server.url + target);
  const readyMs = (await page.evaluate('window.__done')) as number;
  await cdp.send('Tracing.end');
  await complete;
  await context.close();

  const { renderer, mine: tasks } = rendererTasks(events);
  const onMain = (e: TraceEvent) => `${e.pid}:${e.tid}` === renderer;
  const navs = events.filter((e) => e.name === 'navigationStart');
  const nav = (navs.find(onMain) ?? navs[navs.length - 1])?.ts;
  if (nav === undefined) throw new Error('no navigationStart in the trace');
  const end = nav + readyMs * 1000;
  const clip = (e: TraceEvent) => Math.max(0, Math.min(e.ts + (e.dur ?? 0), end) - Math.max(e.ts, nav)) / 1000;
  const row: Record<string, number> = {
    ready: readyMs,
    busy: 0,
    ...(process.env.KINDS && { script: 0, 'style+layout': 0, paint: 0, parseHTML: 0 }),
  };
  // The union of the tasks (a nested task is not counted twice), within navigation to ready.
  let covered = nav;
  for (const task of tasks) {
    const from = Math.max(task.ts, covered);
    const to = Math.min(task.ts + task.dur!, end);
    if (to > from) row.busy! += (to - from) / 1000;
    covered = Math.max(covered, task.ts + task.dur!);
  }
  // Outermost events of each kind only: sorted by start, an event inside the last one counted is skipped.
  const inner = events.filter((e) => e.ph === 'X' && onMain(e) && e.name !== 'RunTask').sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const counted: Record<string, number> = {};
  for (const e of process.env.KINDS ? inner : []) {
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
      const file = String(e.args?.data?.url ?? '')
        .replace(/^.*\//, '')
        .replace(/-[\w-]{8}\.js$/, '.js');
      const key = `  script: ${file || '(no url: microtasks, callbacks)'}`;
      row[key] = (row[key] ?? 0) + clip(e);
    }
  }
  // DETAIL=1: what the rest was, by the name of the outermost event inside each task.
  if (process.env.KINDS && process.env.DETAIL) {
    let until = 0;
    for (const e of inner) {
      // Task wrappers name no work of their own.
      if (/RunTask|mojo|SimpleWatcher|ThreadController|Scheduler/.test(e.name)) continue;
      if (e.ts < until || e.ts + e.dur! <= nav || e.ts >= end) continue;
      until = e.ts + e.dur!;
      row[`  outermost: ${e.name}`] = (row[`  outermost: ${e.name}`] ?? 0) + clip(e);
    }
  }
  return row;
}

const rows: Record<string, number>[] = [];
const baselines: Record<string, number>[] = [];
await measure(false); // warm-up
for (let round = 0; round < runs; round++) {
  baselines.push(await measure(true));
  rows.push(await measure(false));
  process.stderr.write(
    `round ${round + 1}/${runs}: baseline ready ${baselines.at(-1)!.ready!.toFixed(0)}, page busy ${rows.at(-1)!.busy!.toFixed(0)}\n`,
  );
}
await browser.close();
await server.close();
console.log(`${path}, median of ${runs} rounds (ms from navigation to ready, 4x CPU), the bare React baseline in turn:`);
const print = (label: string, value: number) => console.log(`${label.padEnd(48)} ${value.toFixed(0).padStart(6)}`);
print('baseline ready', median(baselines.map((r) => r.ready!)));
print('baseline busy', median(baselines.map((r) => r.busy!)));
for (const key of [...new Set(rows.flatMap(Object.keys))]) {
  const value = median(rows.map((r) => r[key] ?? 0));
  if (value >= 1 || !key.startsWith(' ')) print(key, value);
}
// Per round: the page's busy time over the baseline's ready time in the same round.
console.log(`floor (busy / baseline ready)                     ${median(rows.map((r, i) => r.busy! / baselines[i]!.ready!)).toFixed(2)}x`);
