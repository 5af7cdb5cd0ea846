// npx tsx scripts/bench-roots.ts: one React root per element (today) versus one root per page with
// a portal into each element, for N cart badges in real Chromium. Variants: `dist` (the built
// element: define-element, r2wc), `per-root` and `shared-root` (scripts/perf/roots-prototype.tsx,
// the same view without define-element's extras). Per variant and N it prints the median of:
// event listeners added minus removed (addEventListener patched by an init script), JS heap after
// a GC (CDP Runtime.getHeapUsage), and the time from navigation start to every badge showing its
// count (observed in the page). The cart API is answered by a stub in the page, as in bench-upgrade
// (REAL_API=1: by the demo server, so each request's cost counts; VARIANTS=dist for one variant).
import { chromium } from 'playwright-core';
import { build } from 'esbuild';
import { startDemoServer } from '@vt-elements/demo-api/server';
import { CHROME_ARGS } from '../tests/browser/harness';
import { root } from './elements.mjs';
import { chromiumPath } from './chromium';

const counts = [1, 10, 100];
const runs = Number(process.env.RUNS ?? 5);
const server = await startDemoServer({ root });
const browser = await chromium.launch({
  executablePath: chromiumPath('full'),
  args: CHROME_ARGS,
});
const cart = JSON.stringify({
  data: { id: 'c', type: 'carts', attributes: { cart_type: 'checkout' }, relationships: { line_items: { data: [{}, {}] } } },
});

async function prototype(shared: boolean): Promise<string> {
  const out = await build({
    entryPoints: [`${root}/scripts/perf/roots-prototype.tsx`],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    define: { SHARED_ROOT: String(shared), 'process.env.NODE_ENV': '"production"' },
  });
  return out.outputFiles[0]!.text;
}
const scripts = { 'per-root': await prototype(false), 'shared-root': await prototype(true) };
type Variant = 'dist' | keyof typeof scripts;

function html(variant: Variant, n: number): string {
  const script = variant === 'dist' ? '<script src="/dist/autoload.js"></script>' : '<script type="module" src="/proto.js"></script>';
  return `<!doctype html><html lang="en"><head><meta name="visitor-id" content="v">${script}</head><body>${'<vt-cart-badge></vt-cart-badge>'.repeat(n)}</body></html>`;
}

async function measure(variant: Variant, n: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let posts = 0;
  page.on('request', (r) => void (r.method() === 'POST' && r.url().endsWith('/v1/carts') && posts++));
  await page.addInitScript(
    ({ body, n, stub }) => {
      const w = window as unknown as { listeners: number; shownAt?: number };
      w.listeners = 0;
      const add = EventTarget.prototype.addEventListener;
      const remove = EventTarget.prototype.removeEventListener;
      EventTarget.prototype.addEventListener = function (...args: Parameters<EventTarget['addEventListener']>) {
        w.listeners++;
        return add.apply(this, args);
      };
      EventTarget.prototype.removeEventListener = function (...args: Parameters<EventTarget['removeEventListener']>) {
        w.listeners--;
        return remove.apply(this, args);
      };
      const real = window.fetch.bind(window);
      if (!stub) return observe();
      window.fetch = (input, init) =>
        String(input).endsWith('/v1/carts')
          ? Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }))
          : real(input, init);
      observe();
      // Observed in the page: the first moment every badge shows its count.
      function observe() {
        new MutationObserver((_, observer) => {
          if (document.querySelectorAll('vt-cart-badge .vt-cart-badge__count').length === n) {
            w.shownAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { subtree: true, childList: true });
      }
    },
    { body: cart, n, stub: !process.env.REAL_API },
  );
  await page.route('**/bench.html', (route) => route.fulfill({ contentType: 'text/html', body: html(variant, n) }));
  if (variant !== 'dist')
    await page.route('**/proto.js', (route) => route.fulfill({ contentType: 'text/javascript', body: scripts[variant] }));
  await page.goto(`${server.url}/bench.html`);
  await page.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt !== undefined);
  await page.waitForTimeout(100);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  const { listeners, shownAt } = await page.evaluate(() => {
    const w = window as unknown as { listeners: number; shownAt: number };
    return { listeners: w.listeners, shownAt: w.shownAt };
  });
  await context.close();
  return { listeners, heap, time: shownAt, posts };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const variants = (process.env.VARIANTS?.split(',') ?? ['dist', 'per-root', 'shared-root']) as Variant[];
for (const variant of variants) {
  for (const n of counts) {
    const all: Array<Awaited<ReturnType<typeof measure>>> = [];
    for (let i = 0; i < runs; i++) all.push(await measure(variant, n));
    const m = (k: 'listeners' | 'heap' | 'time' | 'posts') => median(all.map((r) => r[k]));
    console.log(
      `${variant.padEnd(11)} ${String(n).padStart(3)} badges: ${String(m('listeners')).padStart(6)} listeners, heap ${(m('heap') / 1024 / 1024).toFixed(2)} MB, all counts shown at ${m('time').toFixed(0)} ms, ${m('posts')} cart requests sent (median of ${runs})`,
    );
  }
}
await browser.close();
await server.close();
