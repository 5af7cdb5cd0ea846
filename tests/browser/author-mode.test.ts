import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, examplePages, startHarness, type Harness } from './harness';

/**
 * Author mode (issue 41): with <meta name="vt-author-mode" content="on"> or ?vt-author, each
 * element with findings shows them in a notice beside it; without the switch nothing is loaded or
 * rendered. The broken pages (one mistake each, packages/author/test-pages/broken/) are served as
 * a CMS would serve them, at /broken/<kind>.html.
 */
const BROKEN = join(__dirname, '../../packages/author/test-pages/broken');
const kinds = readdirSync(BROKEN)
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.replace(/\.html$/, ''));

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Serves the broken pages on the demo origin (so their scripts, meta and API calls are the demo site's). */
async function serveBroken(page: Page): Promise<void> {
  await page.route(/\/broken\/[\w-]+\.html(\?|$)/, (route) => {
    const kind = new URL(route.request().url()).pathname.replace(/^\/broken\/|\.html$/g, '');
    return route.fulfill({ contentType: 'text/html', body: readFileSync(join(BROKEN, `${kind}.html`), 'utf8') });
  });
}

const notices = (page: Page) => page.locator('.vt-author-notice');
/** Each notice's name and text, once the autoloader has run author mode (window.vtAutoload.ready). */
async function shown(page: Page): Promise<{ name: string; text: string }[]> {
  await page.evaluate(() => (window as unknown as { vtAutoload?: { ready: Promise<void> } }).vtAutoload?.ready);
  return notices(page).evaluateAll((els) =>
    els.map((el) => ({
      name: document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      text: (el as HTMLElement).innerText,
    })),
  );
}

describe.concurrent('author mode (issue 41)', () => {
  it.for(kinds)(
    '%s: the page shows that finding in a notice beside the element, with what it does instead and the fix',
    async (kind, { expect }) => {
      const { page, pageErrors } = await h.newPage();
      await serveBroken(page);
      await page.goto(h.url(`/broken/${kind}.html?vt-author`));
      await expect.poll(() => notices(page).count()).toBeGreaterThan(0);
      const found = await shown(page);
      const text = found.map((f) => f.text).join('\n');
      expect(found[0]!.name).toMatch(/^Author check: /);
      expect(text).toMatch(/Instead:/);
      expect(text).toMatch(/Fix:/);
      // The kind's own words (packages/author/src/core): one sample per kind.
      const words: Record<string, RegExp> = {
        'unknown-tag': /vt-lead-wizzard/,
        'unknown-attribute': /data-redirect-uri|data-minimise/,
        'malformed-value': /data-conditions/,
        'enum-value': /multiple_choice/,
        'panel-without-id': /data-id/,
        'duplicate-id': /"grade"/,
        'missing-target': /matching-tutors/,
        'unknown-field': /who_need_help/,
        'action-not-allowed': /check_tutor_details/,
        'runaway-path': /30/,
        'no-submit': /submit/,
        'missing-meta': /vt-tracker-endpoint/,
      };
      expect(text).toMatch(words[kind]!);
      expect(pageErrors).toEqual([]);
    },
  );

  it('the meta switch turns it on too; a notice is keyboard-dismissible (Tab to Dismiss, Enter) and focus is not lost; axe-clean in light and dark', async ({
    expect,
  }) => {
    const { page } = await h.newPage();
    await page.route('**/broken/two.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: readFileSync(join(BROKEN, 'unknown-attribute.html'), 'utf8').replace(
          '<head>',
          '<head><meta name="vt-author-mode" content="on">',
        ),
      }),
    );
    await page.goto(h.url('/broken/two.html'));
    await expect.poll(() => notices(page).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    const before = await notices(page).count();
    const dismiss = notices(page).first().getByRole('button', { name: 'Dismiss' });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => notices(page).count()).toBe(before - 1);
    // Focus went somewhere sensible: the next notice or the element, never the page's body.
    expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
  });

  it('off by default: no author.js requested, nothing rendered, on a broken page', async ({ expect }) => {
    const { page } = await h.newPage();
    await serveBroken(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(h.url('/broken/missing-target.html'));
    await page.evaluate(() => (window as unknown as { vtAutoload?: { ready: Promise<void> } }).vtAutoload?.ready);
    await page.waitForFunction(() => document.querySelector('vt-lead-wizard[data-ready]'));
    expect(requested.filter((path) => path.endsWith('/author.js'))).toEqual([]);
    expect(await notices(page).count()).toBe(0);
  });

  it('every example page in author mode: no notice at all', async ({ expect }) => {
    const { page } = await h.newPage();
    const withNotices: string[] = [];
    let checked = 0;
    for (const path of examplePages()) {
      await page.goto(h.url(`${path}${path.includes('?') ? '&' : '?'}vt-author`));
      const found = await shown(page);
      if (found.length) withNotices.push(`${path}: ${found.map((f) => f.text).join(' | ')}`);
      // Author mode ran (the checker was loaded), so no notice means no finding.
      if (await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/dist/author.js'))))
        checked++;
    }
    expect(withNotices).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(20);
  });
});
