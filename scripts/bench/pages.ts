// What the benchmark and the investigation tools in scripts/perf/ share: when a page's elements
// count as ready (in-page tests, serialised into the page), and serving a file of this checkout as
// a page of the demo server.
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

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
