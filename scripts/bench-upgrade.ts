// npm run bench: upgrade time in real Chromium on the built dist/. A page with N cart badges (the
// cart API answered at once by a fetch stub inside the page, so only loading, our code and React
// are timed) measures, in the page, from autoload.js starting to every badge showing its count.
// Prints the median of several runs.
import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';
import { startDemoServer } from '@vt-elements/demo-api/server';
import { CHROME_ARGS } from '../tests/browser/harness';
import { root } from './elements.mjs';

const counts = [1, 10, 100];
const runs = Number(process.env.RUNS ?? 7);
const server = await startDemoServer({ root });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined), args: CHROME_ARGS });
const cart = JSON.stringify({ data: { id: 'c', type: 'carts', attributes: { cart_type: 'checkout' }, relationships: { line_items: { data: [{}, {}] } } } });

for (const n of counts) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript((body) => {
      const real = window.fetch.bind(window);
      window.fetch = (input, init) =>
        String(input).endsWith('/v1/carts') ? Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } })) : real(input, init);
    }, cart);
    await page.route('**/bench.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta name="visitor-id" content="v"><script>window.t0=performance.now()</script><script src="/dist/autoload.js"></script></head><body>${'<vt-cart-badge></vt-cart-badge>'.repeat(n)}</body></html>`,
      }),
    );
    await page.goto(`${server.url}/bench.html`);
    await page.waitForFunction((count) => document.querySelectorAll('vt-cart-badge .vt-cart-badge__count').length === count, n, { polling: 'raf' });
    times.push(await page.evaluate(() => performance.now() - (window as unknown as { t0: number }).t0));
    await context.close();
  }
  times.sort((a, b) => a - b);
  console.log(`${String(n).padStart(3)} badges: median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms (min ${times[0]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)}) over ${runs} runs`);
}
await browser.close();
await server.close();
