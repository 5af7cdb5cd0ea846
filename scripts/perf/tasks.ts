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

const path = process.argv[2] ?? '/lead-wizard.html';
const server = await startDemoServer({ root });
const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: CHROME_ARGS, headless: true });
const context = await browser.newContext();
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
type Ev = { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { data?: Record<string, unknown> } };
const events: Ev[] = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as Ev[])));
const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
await cdp.send('Tracing.start', {
  categories: 'devtools.timeline,v8.execute,toplevel,disabled-by-default-devtools.timeline',
  transferMode: 'ReportEvents',
});
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(server.url + path);
await page.waitForTimeout(3000);
const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
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
const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 30000);
for (const task of tasks) {
  const inside = events.filter(
    (e) => e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts < task.ts + task.dur! && e !== task && (e.dur ?? 0) > 700,
  );
  console.log(`task ${(task.dur! / 1000).toFixed(0)} ms at ${((task.ts - tasks[0]!.ts) / 1000).toFixed(0)}`);
  console.log(`  self time: ${selfTime(task.ts, task.ts + task.dur!)}`);
  for (const e of inside) {
    const d = e.args?.data ?? {};
    const what = d.url ?? d.functionName ?? d.type ?? (d as { stackTrace?: unknown }).stackTrace ?? '';
    console.log(`  ${e.name.padEnd(24)} ${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${short(what)} ${d.functionName ? '' : ''}`);
  }
}
await browser.close();
await server.close();
