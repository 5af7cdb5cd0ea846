// What the benchmark and the investigation tools in scripts/perf/ share: when a page's elements
// count as ready (in-page tests, serialised into the page), serving a file of this checkout as a
// page of the demo server, a cold throttled page to measure in, which Long Animation Frame scripts
// are not the library's own, and the median (min–max) they print.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';

/** Every lead form has taken over its form (true on a page without one). */
export const WIZARDS_READY = `[...document.querySelectorAll('vt-lead-wizard')].every((e) => e.hasAttribute('data-ready'))`;
/** Every cart badge shows its icon or count. */
export const BADGES_COUNTED = `[...document.querySelectorAll('vt-cart-badge')].every((e) => e.querySelector('.vt-cart-badge__count, .vt-cart-badge'))`;
/** Every callback picker has loaded its time slots. */
export const PICKERS_LOADED = `[...document.querySelectorAll('vt-scheduled-callback')].every((e) => e.querySelector('.vt-callback:not([aria-busy=true])'))`;

/**
 * The path to open for `path`: a file of this checkout (scripts/bench/three-elements.html) is
 * served as /bench-page.html through a route on `page`; anything else is a path of the demo server.
 */
export async function pagePath(page: Page, path: string): Promise<string> {
  if (!existsSync(path)) return path;
  const body = readFileSync(path, 'utf8');
  await page.route('**/bench-page.html', (route) => route.fulfill({ contentType: 'text/html', body }));
  return '/bench-page.html';
}

/**
 * Builds the baseline (dist/bench/bare-react.js, with the project's rollup settings) from `root`,
 * and stops the process with a message when that fails or the elements are not built.
 */
export function buildBaseline(root: string): void {
  const build = spawnSync('npx', ['rollup', '-c', 'rollup.bench.config.mjs', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(join(root, 'dist', 'autoload.js'))) {
    console.error('Build the elements first (npm run build); the baseline build failed or dist/ is missing.');
    process.exit(1);
  }
}

/** The bench's baseline: a page of the demo server with bare React (dist/bench/bare-react.js) in place of the autoloader. */
export const withBareReact = (html: string) =>
  html.replace(/<script src="\/dist\/autoload\.js"[^>]*><\/script>/, '<script type="module" src="/dist/bench/bare-react.js"></script>');

/** A fresh context and page as a measurement wants them: 1280×800, the HTTP cache disabled, the CPU throttled. */
export async function coldPage(browser: Browser, throttle = 4) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page, cdp };
}

/** A trace event, as Chromium's Tracing domain reports it (the fields the perf scripts read). */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown> };
};

/** The renderer's main thread in a page load's trace (the one whose tasks took longest, as `pid:tid`) and its tasks, in order. */
export function rendererTasks(events: readonly TraceEvent[]): { renderer: string; mine: TraceEvent[] } {
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const byThread = new Map<string, number>();
  for (const e of tasks) byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur!);
  const renderer = [...byThread].sort((a, b) => b[1] - a[1])[0]![0];
  return { renderer, mine: tasks.filter((e) => `${e.pid}:${e.tid}` === renderer).sort((a, b) => a.ts - b.ts) };
}

/** The analytics SDKs (Segment, LaunchDarkly): third-party code <vt-analytics> loads after the first paint. */
export const isSdk = (s: { url: string }) => /\/chunks\/(analytics-(segment|flags)|segment-lazy)-/.test(s.url);
/** React's module evaluation (the baseline evaluates React too). */
export const isReactEval = (s: { type: string; url: string }) => s.type === 'module-script' && /\/chunks\/react-/.test(s.url);

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** `median (min–max)`. */
export const spread = (xs: number[], digits = 0) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;
