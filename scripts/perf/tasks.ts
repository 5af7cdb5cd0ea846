// Investigation tool (npx tsx scripts/perf/tasks.ts /page.html), not part of npm test: traces one page load at 4x CPU throttle and prints every task
// over 30 ms with what ran inside it (script evaluation and function calls by URL), so the long
// tasks can be attributed to React, the library's runtime chunk or an element module.
// Usage: npx tsx scripts/perf/tasks.ts /lead-wizard.html
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');
type Consumer = { originalPositionFor(p: { line: number; column: number }): { source: string | null; line: number | null } };
const maps = new Map<string, Consumer | null>();
function original(url: string, column: number): string {
  const file = url.replace(/^https?:\/\/[^/]+\//, root + '/');
  if (!maps.has(file))
    maps.set(file, existsSync(file + '.map') ? new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8'))) : null);
  const pos = maps.get(file)?.originalPositionFor({ line: 1, column });
  return pos?.source ? `${pos.source.replace(/^.*?(packages|node_modules)\//, '$1/')}:${pos.line}` : String(column);
}
import { chromium } from 'playwright-core';
import { startDemoServer } from '@vt-elements/demo-api/server';
import { CHROME_ARGS } from '../../tests/browser/harness';
import { root } from '../elements.mjs';
import { pagePath, rendererTasks, type TraceEvent } from '../bench/pages';
import { chromiumPath } from '../chromium';

const path = process.argv[2] ?? '/lead-wizard.html';
const server = await startDemoServer({ root });
const executablePath = chromiumPath('full');
const browser = await chromium.launch({ executablePath, args: CHROME_ARGS, headless: true });
const context = await browser.newContext();
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
type Ev = TraceEvent;
const events: Ev[] = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as Ev[])));
const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
await cdp.send('Tracing.start', {
  categories: process.env.TRACE_CATS ?? 'devtools.timeline,v8.execute,toplevel,disabled-by-default-devtools.timeline',
  transferMode: 'ReportEvents',
});
if (!process.env.TIMELINE) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
}
await page.goto(server.url + (await pagePath(page, path)));
await page.waitForTimeout(3000);
const { profile } = (process.env.TIMELINE ? { profile: { nodes: [], startTime: 0, samples: [], timeDeltas: [] } } : await cdp.send('Profiler.stop')) as { profile: Profile };
await cdp.send('Tracing.end');
await done;
type Profile = {
  nodes: { id: number; callFrame: { url: string; functionName: string; columnNumber?: number }; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};
const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
const sampleTimes: number[] = [];
{
  let t = profile.startTime;
  for (const d of profile.timeDeltas) sampleTimes.push((t += d));
}
/** Self time per script URL within [from, to) µs. */
function selfTime(from: number, to: number): string {
  const byUrl = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const t = sampleTimes[i]!;
    if (t < from || t >= to) continue;
    const node = nodeById.get(profile.samples[i]!)!;
    const key = node.callFrame.url
      ? node.callFrame.functionName + '@' + original(node.callFrame.url, node.callFrame.columnNumber ?? 0)
      : `(${node.callFrame.functionName || 'native'})`;
    byUrl.set(key, (byUrl.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 100));
  }
  return [...byUrl]
    .sort((a, b) => b[1] - a[1])
    .filter(([, us]) => us > 1000)
    .map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`)
    .join(' | ');
}
const short = (u: unknown) =>
  String(u ?? '')
    .replace(server.url, '')
    .slice(0, 60);
if (process.env.TIMELINE) {
  // Every task of the renderer's main thread over 2 ms, in order, named by what ran in it.
  const { renderer, mine } = rendererTasks(events);
  const nav = events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === renderer)?.ts ?? mine[0]!.ts;
  for (const task of mine) {
    if (task.dur! < 2000) continue;
    const inside = events.filter((e) => e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts < task.ts + task.dur! && e !== task && e.ph === 'X');
    const named = inside
      .filter((e) => /^(EvaluateScript|v8\.evaluateModule|FunctionCall|Layout|UpdateLayoutTree|ParseHTML|Paint|EventDispatch|TimerFire|ResourceReceiveResponse|ResourceFinish|RunMicrotasks)$/.test(e.name) && (e.dur ?? 0) > 500)
      .map((e) => `${e.name}${(e.args?.data as { url?: string })?.url ? ' ' + short((e.args!.data as { url: string }).url).replace(/^.*\//, '') : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`);
    const other = named.length ? [] : inside.filter((e) => (e.dur ?? 0) > 300).sort((a, b) => b.dur! - a.dur!).slice(0, 3).map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(0)}`);
    console.log(`${String(((task.ts - nav) / 1000).toFixed(0)).padStart(5)} +${((task.dur ?? 0) / 1000).toFixed(0).padEnd(4)} ${[...new Set(named)].slice(0, 6).join(' | ')}${other.join(' | ')}`);
  }
  const marks = events.filter((e) => (e.name === 'ResourceSendRequest' || e.name === 'ResourceFinish') && `${e.pid}:${e.tid}` === renderer);
  for (const e of marks) if (e.name === 'ResourceSendRequest') console.log(`  request at ${((e.ts - nav) / 1000).toFixed(0)} ${short((e.args?.data as { url?: string })?.url).replace(/^.*\//, '')}`);
  await browser.close();
  await server.close();
  process.exit(0);
}
if (process.env.SUMMARY) {
  // Main-thread time until SUMMARY ms after the first task: busy (tasks) and idle, then the profile's
  // self time by file (what the busy time was spent on).
  const { renderer, mine } = rendererTasks(events);
  const t0 = mine[0]!.ts;
  const until = t0 + Number(process.env.SUMMARY) * 1000;
  const busy = mine.filter((e) => e.ts < until).reduce((sum, e) => sum + Math.min(e.dur!, until - e.ts), 0);
  console.log(`main thread over the first ${process.env.SUMMARY} ms: busy ${(busy / 1000).toFixed(0)} ms`);
  const [pid, tid] = renderer.split(':').map(Number);
  const byName = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid || e.ph !== 'X' || e.ts < t0 || e.ts >= until) continue;
    if (!/^(UpdateLayoutTree|Layout|Paint|PrePaint|Layerize|Commit|ParseHTML|ParseAuthorStyleSheet|v8\.compile|v8\.compileModule|EvaluateScript|v8\.evaluateModule|FunctionCall|RunMicrotasks|MinorGC|MajorGC|EventDispatch|TimerFire|FireAnimationFrame|HitTest|ScheduleStyleRecalculation|UpdateLayer|CompositeLayers)$/.test(e.name)) continue;
    byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur!);
  }
  console.log('  by trace event (nested events counted in each):', [...byName].sort((a, b) => b[1] - a[1]).map(([n, d]) => `${n} ${(d / 1000).toFixed(0)}`).join(', '));
  const byFile = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const t = sampleTimes[i]!;
    if (t < t0 || t >= until) continue;
    const node = nodeById.get(profile.samples[i]!)!;
    const url = node.callFrame.url;
    const key = url ? original(url, node.callFrame.columnNumber ?? 0).replace(/:\d+$/, '').replace(/^(node_modules\/[^/]+|packages\/[^/]+\/src\/[^/]+).*$/, '$1') : `(${node.callFrame.functionName || 'native'})`;
    byFile.set(key, (byFile.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 100));
  }
  console.log([...byFile].sort((a, b) => b[1] - a[1]).filter(([, us]) => us > 2000).map(([k, us]) => `  ${k} ${(us / 1000).toFixed(1)}`).join('\n'));
  await browser.close();
  await server.close();
  process.exit(0);
}
const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 30000);
for (const task of tasks) {
  const inside = events.filter(
    (e) => e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts < task.ts + task.dur! && e !== task && (e.dur ?? 0) > 700,
  );
  console.log(`task ${(task.dur! / 1000).toFixed(0)} ms at ${((task.ts - tasks[0]!.ts) / 1000).toFixed(0)}`);
  console.log(`  self time: ${selfTime(task.ts, task.ts + task.dur!)}`);
  if (process.env.AGGREGATE) {
    const all = events.filter((e) => e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts < task.ts + task.dur! && e !== task && e.ph === 'X');
    const byName = new Map<string, [number, number]>();
    for (const e of all) { const v = byName.get(e.name) ?? [0, 0]; v[0] += e.dur ?? 0; v[1]++; byName.set(e.name, v); }
    console.log([...byName].sort((a, b) => b[1][0] - a[1][0]).slice(0, 40).map(([n, [d, c]]) => `    ${n} ${(d / 1000).toFixed(1)} ms ×${c}`).join('\n'));
    continue;
  }
  for (const e of inside) {
    const d = e.args?.data ?? {};
    const what = d.url ?? d.functionName ?? d.type ?? (d as { stackTrace?: unknown }).stackTrace ?? '';
    console.log(`  ${e.name.padEnd(24)} ${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${short(what)} ${d.functionName ? '' : ''}`);
  }
}
await browser.close();
await server.close();
