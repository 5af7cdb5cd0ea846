import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, demoSitePages, examplePages, startHarness, type Harness } from './harness';

/**
 * Every example page (and the index) loads without a page error and has zero axe-core violations.
 * The demo site's pages (and the index, in the site's style) are checked in the light and the dark
 * scheme, and the "Elements on this page" list of each must name exactly what the page uses.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const site = ['/', ...demoSitePages()];

async function load(path: string) {
  const tracked = await h.newPage();
  const { page } = tracked;
  await page.goto(h.url(path));
  await page.waitForLoadState('networkidle');
  // The autoloader evaluates each module in a task of its own, so on a loaded machine the network
  // can be idle before the last definition runs: wait for it (a tag never defined fails here).
  const undefinedTags = () => page.evaluate(() => [...document.querySelectorAll(':not(:defined)')].map((el) => el.localName).filter((n) => n.startsWith('vt-')));
  await expect.poll(undefinedTags, { timeout: 10_000 }).toEqual([]);
  return tracked;
}

/** The vt-* tags in the page's light DOM, and the data-scroll-to behaviour, as the footer lists them. */
const usedElements = (page: Page) =>
  page.evaluate(() => {
    const used = new Set([...document.querySelectorAll('*')].map((el) => el.localName).filter((name) => name.startsWith('vt-')));
    if (document.querySelector('[data-scroll-to]')) used.add('data-scroll-to');
    return [...used].sort();
  });

describe('example pages', () => {
  it.each(examplePages().filter((path) => !site.includes(path)))('%s: every vt-* tag upgrades, no page error, zero axe violations', async (path) => {
    const { page, pageErrors, context } = await load(path);
    expect(pageErrors.map((e) => e.message)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('demo site', () => {
  it('has its pages: home, a subject page, class search, the tutor application, a callback request and the thank-you routes', () => {
    expect(site).toEqual(
      expect.arrayContaining(['/home.html', '/subject-page.html', '/classes/search.html', '/tutor-application.html', '/callback-request.html', '/contacts/marketing/thank-you.html', '/contacts/marketing/thank-you-nme.html', '/tutor-application/thank-you.html', '/en-ca/tutor-application/thank-you.html']),
    );
  });

  it.each(site)('%s: lists the elements it uses, no page error, zero axe violations in light and dark', async (path) => {
    const { page, pageErrors, context } = await load(path);
    if (path !== '/') {
      const listed = await page.$$eval('.page-elements li code', (codes) => codes.map((code) => code.textContent ?? '').sort());
      expect(listed).toEqual(await usedElements(page));
    }
    expect(pageErrors.map((e) => e.message)).toEqual([]);
    expect(await axeViolations(page), 'light').toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    // The theme's colour transitions (choice cards, buttons) run on the switch: check their end state.
    await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished)));
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(31, 31, 31)');
    expect(await axeViolations(page), 'dark').toEqual([]);
    await context.close();
  });
});
