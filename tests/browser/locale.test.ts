import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, settled, startHarness, type Harness, type TrackedPage } from './harness';

/**
 * <vt-locale-suggest> and <vt-country-picker> on the built dist/ in Chromium (spec §4 Locale, §7
 * GET /router_loc, §9 locales and preferred_locale). The demo's /router_loc answers the country
 * named by the page's demo_country parameter (packages/demo-api/src/locale.ts). The preference is
 * a cookie of each test's own context and the demo API keeps no state: the tests run concurrently.
 * `settled(tracked)` (the harness's): the picker is in place and the suggestion's question (if
 * any) was decided, its /router_loc call done.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const DAY = 24 * 60 * 60;

/** The dialog's own chunk, fetched only when there is a country to offer. */
const DIALOG_CHUNK = /\/chunks\/suggest-dialog-[\w-]+\.js$/;

/** Collects what the page reports (window.vtErrorReporter), every /router_loc request and every request for the dialog's chunk. */
async function watch(tracked: TrackedPage) {
  const routerCalls: string[] = [];
  const dialogChunks: string[] = [];
  tracked.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/router_loc') routerCalls.push(request.url());
    if (DIALOG_CHUNK.test(pathname)) dialogChunks.push(request.url());
  });
  await tracked.page.addInitScript(() => {
    (window as unknown as { reported: string[] }).reported = [];
    (window as unknown as { vtErrorReporter: (e: Error) => void }).vtErrorReporter = (e) =>
      (window as unknown as { reported: string[] }).reported.push(e.message);
  });
  return { routerCalls, dialogChunks, reported: () => tracked.page.evaluate(() => (window as unknown as { reported: string[] }).reported) };
}

const suggestion = (page: Page) => page.getByRole('dialog');
const preferred = async (tracked: TrackedPage) => (await tracked.context.cookies()).find((c) => c.name === 'preferred_locale');

describe.concurrent('<vt-locale-suggest> (spec §4 Locale)', () => {
  it('offers a Canadian visitor on the US page the Canadian page, in a modal dialog (APG), axe clean', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page, pageErrors } = tracked;
    await page.goto(h.url('/locale.html?demo_country=CA&vtsource=email'));
    const dialog = suggestion(page);
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Go to our Canada site?' }).count()).toBe(1);
    expect(await dialog.getByText('There is a Canada version of this page.').isVisible()).toBe(true);
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Yes', 'No, stay here']);
    // Modal: focus is inside, the page does not scroll.
    expect(await page.evaluate(() => document.querySelector('dialog')!.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('Yes stores preferred_locale=en-ca for about a year and goes to the CA page keeping the query string; there, nothing is asked', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    const { routerCalls, dialogChunks } = await watch(tracked);
    await page.goto(h.url('/locale.html?demo_country=CA&vtsource=email'));
    await suggestion(page).getByRole('button', { name: 'Yes' }).click();
    expect(dialogChunks).toHaveLength(1);
    await page.waitForURL((url) => url.pathname === '/en-ca/locale.html');
    expect(new URL(page.url()).search).toBe('?demo_country=CA&vtsource=email');
    const cookie = await preferred(tracked);
    expect(cookie?.value).toBe('en-ca');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    // Spec §9: about 1 year (365 days).
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 365 * DAY))).toBeLessThan(DAY);
    await settled(tracked);
    expect(await suggestion(page).count()).toBe(0);
    expect(routerCalls).toHaveLength(1);
    // The picker on the CA page shows the choice.
    expect(await page.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('CA');
  });

  it("keyboard only: 'No, stay here' stores the current page's locale (en-us), closes, and a reload asks nothing", async ({ expect }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    const { routerCalls } = await watch(tracked);
    await page.goto(h.url('/locale.html?demo_country=GB'));
    await expect.poll(() => suggestion(page).isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Go to our United Kingdom site?' }).count()).toBe(1);
    // Focus starts on 'Yes'; Tab moves to 'No, stay here' and stays in the dialog (Tab wraps through the browser chrome, never the page).
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Yes');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('No, stay here');
    await page.keyboard.press('Enter');
    await expect.poll(() => suggestion(page).count()).toBe(0);
    // document.cookie reaches the browser's cookie store asynchronously: poll it.
    await expect.poll(async () => (await preferred(tracked))?.value).toBe('en-us');
    expect(page.url()).toBe(h.url('/locale.html?demo_country=GB'));
    // The scroll comes back on the dialog's close event, a task after it hides.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).position)).not.toBe('fixed');
    await page.reload();
    await settled(tracked);
    expect(await suggestion(page).count()).toBe(0);
    expect(routerCalls).toHaveLength(1);
  });

  it('Escape counts as No: the current locale is stored', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    await page.goto(h.url('/locale.html?demo_country=CA'));
    await expect.poll(() => suggestion(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => suggestion(page).count()).toBe(0);
    // document.cookie reaches the browser's cookie store asynchronously: poll it.
    await expect.poll(async () => (await preferred(tracked))?.value).toBe('en-us');
  });

  it('a visitor with the cookie is never asked (no /router_loc call at all); the picker preselects it', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page, context } = tracked;
    await context.addCookies([{ name: 'preferred_locale', value: 'en-gb', url: h.url('/') }]);
    const { routerCalls, dialogChunks } = await watch(tracked);
    await page.goto(h.url('/locale.html?demo_country=CA'));
    await settled(tracked);
    await expect.poll(() => page.getByRole('combobox', { name: 'Country' }).count()).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('GB');
    expect(await suggestion(page).count()).toBe(0);
    expect(routerCalls).toEqual([]);
    expect(dialogChunks).toEqual([]);
  });

  it("a visitor from this page's country, or from outside the three, is asked nothing", async ({ expect }) => {
    for (const country of ['US', 'FR']) {
      const tracked = await h.newPage();
      const { reported, routerCalls, dialogChunks } = await watch(tracked);
      await tracked.page.goto(h.url(`/locale.html?demo_country=${country}`));
      await settled(tracked);
      expect(await suggestion(tracked.page).count()).toBe(0);
      expect(await reported()).toEqual([]);
      // Asked nothing: the dialog's code is never downloaded.
      expect(routerCalls).toHaveLength(1);
      expect(dialogChunks).toEqual([]);
      expect(await preferred(tracked)).toBeUndefined();
    }
  });

  it("a page that does not list itself among its alternates: 'No, stay here' and Escape store nothing (§4 'if it is a known alternate'), so the next visit asks again", async ({ expect }) => {
    for (const answer of ['No, stay here', 'Escape']) {
      const tracked = await h.newPage();
      const { page } = tracked;
      const { reported } = await watch(tracked);
      // A CMS page known as the US page only by its lang: its alternates are the other two.
      await page.route('**/cms-locale.html*', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>A CMS page</title>
<link rel="alternate" hreflang="en-ca" href="/en-ca/locale.html">
<link rel="alternate" hreflang="en-gb" href="/en-gb/locale.html">
<script src="/dist/autoload.js" defer></script></head>
<body><main><h1>A CMS page</h1><vt-locale-suggest></vt-locale-suggest></main></body></html>`,
        }),
      );
      await page.goto(h.url('/cms-locale.html?demo_country=CA'));
      await expect.poll(() => suggestion(page).isVisible()).toBe(true);
      await page.evaluate(() => {
        const w = window as unknown as { answered: Promise<unknown> };
        w.answered = new Promise((resolve) => document.addEventListener('vt-locale-change', (e) => resolve((e as CustomEvent).detail), { once: true }));
      });
      if (answer === 'Escape') await page.keyboard.press('Escape');
      else await suggestion(page).getByRole('button', { name: answer }).click();
      // The visitor stays: the event says so, with this page's country (from its lang) and no URL.
      expect(await page.evaluate(() => (window as unknown as { answered: Promise<unknown> }).answered)).toEqual({ country: 'US', url: null });
      await expect.poll(() => suggestion(page).count()).toBe(0);
      // The page's own cookie jar is up to date once the dialog has closed (its close handler wrote it, or not).
      expect(await page.evaluate(() => document.cookie)).not.toContain('preferred_locale');
      expect(await preferred(tracked)).toBeUndefined();
      await page.reload();
      await expect.poll(() => suggestion(page).isVisible()).toBe(true);
      expect(await reported()).toEqual([]);
    }
  });

  it('touch: tapping No, stay here dismisses it', async ({ expect }) => {
    const tracked = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const { page } = tracked;
    await page.goto(h.url('/en-gb/locale.html?demo_country=CA'));
    await expect.poll(() => suggestion(page).isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Go to our Canada site?' }).count()).toBe(1);
    await suggestion(page).getByRole('button', { name: 'No, stay here' }).tap();
    await expect.poll(() => suggestion(page).count()).toBe(0);
    await expect.poll(async () => (await preferred(tracked))?.value).toBe('en-gb');
  });
});

describe.concurrent('bad input: reported once, nothing shows, the page carries on', () => {
  it.for([
    ['server-error', /^Country detection failed \(.*\/router_loc\): HTTP status 500$/],
    ['not-json', /^Country detection failed \(.*\/router_loc\): Response is not JSON \(HTTP status 200\)/],
    ['unknown', /^\/router_loc answered an unknown country code "ZZ"$/],
  ] as [string, RegExp][])('/router_loc %s', async ([fixture, message], { expect }) => {
    const tracked = await h.newPage();
    const { reported } = await watch(tracked);
    await tracked.page.goto(h.url(`/locale.html?demo_country=${fixture}`));
    await expect.poll(async () => (await reported()).length).toBe(1);
    expect((await reported())[0]).toMatch(message);
    await settled(tracked);
    expect(await suggestion(tracked.page).count()).toBe(0);
    expect(await reported()).toHaveLength(1);
    expect(tracked.pageErrors).toEqual([]);
  });

  it("the dialog's code failing to load is reported by name; nothing shows, nothing is stored, the picker works", async ({ expect }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    const { reported, dialogChunks } = await watch(tracked);
    await page.route(DIALOG_CHUNK, (route) => route.abort('connectionreset'));
    await page.goto(h.url('/locale.html?demo_country=CA'));
    await expect.poll(async () => (await reported()).length).toBe(1);
    // Chromium's words for a failed dynamic import name the module's URL.
    expect((await reported())[0]).toMatch(/suggest-dialog-[\w-]+\.js/);
    await settled(tracked);
    expect(dialogChunks).toHaveLength(1);
    expect(await suggestion(page).count()).toBe(0);
    expect(await preferred(tracked)).toBeUndefined();
    expect(await page.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('US');
    expect(tracked.pageErrors).toEqual([]);
  });

  it('a malformed cookie, and alternates with bad URLs, are reported; a bad alternate is never offered nor navigated to', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page, context } = tracked;
    const { reported, routerCalls } = await watch(tracked);
    await page.route('**/hostile-locale.html*', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Hostile alternates</title>
<link rel="alternate" hreflang="en-ca" href="javascript:alert(document.domain)//">
<link rel="alternate" hreflang="en-gb" href="https://evil.example/en-gb/">
<link rel="alternate" hreflang="en ca" href="/en-ca/locale.html">
<script src="/dist/autoload.js" defer></script></head>
<body><main><h1>Hostile</h1><vt-locale-suggest></vt-locale-suggest></main>
<footer><vt-country-picker></vt-country-picker></footer></body></html>`,
      }),
    );
    page.on('dialog', () => {
      throw new Error('a script ran');
    });
    await page.goto(h.url('/hostile-locale.html?demo_country=CA'));
    await settled(tracked);
    await expect.poll(async () => (await reported()).length).toBe(3);
    const lines = await reported();
    expect(lines.some((l) => /hreflang="en-ca"> href "javascript:alert\(document.domain\)\/\/" was refused/.test(l))).toBe(true);
    expect(lines.some((l) => /hreflang="en-gb"> href "https:\/\/evil.example\/en-gb\/" was refused: it goes to another host/.test(l))).toBe(
      true,
    );
    expect(lines).toContain('<link hreflang="en ca"> is not a language tag: ignored');
    // No usable alternate: no call, no question; the picker lists only this page's country.
    expect(routerCalls).toEqual([]);
    expect(await suggestion(page).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Country' }).locator('option').allTextContents()).toEqual(['United States']);

    await context.addCookies([{ name: 'preferred_locale', value: '%%bad%%', url: h.url('/') }]);
    await page.goto(h.url('/locale.html?demo_country=CA'));
    await settled(tracked);
    expect(await reported()).toEqual(['The preferred_locale cookie "%%bad%%" is not a locale: ignored']);
    expect(await suggestion(page).count()).toBe(0);
    expect(tracked.pageErrors).toEqual([]);
  });
});

describe.concurrent('<vt-country-picker> (spec §2 footer country picker, §4 Locale)', () => {
  it('a labelled select of the alternates, this page preselected; choosing one stores it and opens that page', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    await page.goto(h.url('/locale.html?vtsource=footer'));
    const select = page.getByRole('combobox', { name: 'Country' });
    await expect.poll(() => select.count()).toBe(1);
    expect(await select.locator('option').allTextContents()).toEqual(['United States', 'Canada', 'United Kingdom']);
    expect(await select.inputValue()).toBe('US');
    // The no-JS links are hidden once the select is in place.
    expect(await page.getByRole('navigation', { name: 'Country' }).count()).toBe(0);
    await select.selectOption('GB');
    await page.waitForURL((url) => url.pathname === '/en-gb/locale.html');
    expect(new URL(page.url()).search).toBe('?vtsource=footer');
    await expect.poll(async () => (await preferred(tracked))?.value).toBe('en-gb');
    await expect.poll(() => page.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('GB');
  });

  it('keyboard only: on the focused select, an arrow key picks the next country and opens its page (the hint says so beforehand)', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    await page.goto(h.url('/en-ca/locale.html?demo_country=CA'));
    const select = page.getByRole('combobox', { name: 'Country' });
    await expect.poll(() => select.count()).toBe(1);
    await settled(tracked);
    expect(await select.inputValue()).toBe('CA');
    await select.focus();
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('select');
    await page.keyboard.press('ArrowDown');
    await page.waitForURL((url) => url.pathname === '/en-gb/locale.html');
    expect(new URL(page.url()).search).toBe('?demo_country=CA');
    await expect.poll(async () => (await preferred(tracked))?.value).toBe('en-gb');
  });

  it('without JavaScript the CMS links are the picker', async ({ expect }) => {
    const browser = (await h.newPage()).context.browser()!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(h.url('/locale.html'));
      const links = page.getByRole('navigation', { name: 'Country' }).getByRole('link');
      expect(await links.allTextContents()).toEqual(['United States', 'Canada', 'United Kingdom']);
      await links.nth(1).click();
      await page.waitForURL((url) => url.pathname === '/en-ca/locale.html');
    } finally {
      await context.close();
    }
  });
});
