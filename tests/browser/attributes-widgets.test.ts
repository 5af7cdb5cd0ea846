import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pauseClock, startHarness, type Harness, type PageOptions, type TrackedPage } from './harness';
import { shownSlides } from './carousel-support';

/**
 * Issue 39 for the content widgets, on the built dist/ in Chromium (examples/subject-page.html, as
 * widgets.test.ts and carousel.test.ts): an attribute set after start, or the matching property
 * (which sets the attribute), takes effect at once and keeps what the visitor did (an open panel,
 * the items shown, the bio shown, the slide shown, the focus); a malformed new value is reported
 * once and the last good value kept. <vt-accordion> and <vt-dropdown> have no attributes of their
 * own: an attribute that is not theirs changes nothing and keeps the visitor's state.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const WIDGETS = 'vt-collapsible,vt-accordion,vt-faq,vt-expand-text,vt-show-more,vt-dropdown,vt-bio-cards,vt-carousel';
const DESKTOP: PageOptions = { viewport: { width: 1280, height: 800 } };

interface Opened extends TrackedPage {
  reported: () => Promise<string[]>;
}

async function open(options: PageOptions = DESKTOP, { clock = false } = {}): Promise<Opened> {
  const tracked = await h.newPage({ motion: true, ...options });
  const { page } = tracked;
  if (clock) await page.clock.install();
  await page.addInitScript(() => {
    const w = window as unknown as { reported: string[]; vtErrorReporter: (e: Error) => void };
    w.reported = [];
    w.vtErrorReporter = (e) => w.reported.push(e.message);
  });
  await page.goto(h.url('/subject-page.html'));
  await page.waitForFunction((sel) => [...document.querySelectorAll(sel)].every((el) => el.hasAttribute('data-ready')), WIDGETS);
  return { ...tracked, reported: () => page.evaluate(() => (window as unknown as { reported: string[] }).reported) };
}

/** Sets attributes (null: removes) of the first element matching `selector`, in one task. */
const setAttributes = (page: Page, selector: string, attributes: Record<string, string | null>) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, attrs) => {
      for (const [name, value] of Object.entries(attrs)) {
        if (value === null) el.removeAttribute(name);
        else el.setAttribute(name, value);
      }
    }, attributes);
/** Sets a property of the first element matching `selector` (the typed property sets the attribute). */
const setProperty = (page: Page, selector: string, name: string, value: unknown) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, [key, v]) => void ((el as unknown as Record<string, unknown>)[key as string] = v), [name, value] as const);
/** Lets the element's update (batched per microtask) run; no timer, so it works on a paused clock too. */
const flushed = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => queueMicrotask(resolve)));
/** Two animation frames: a resize has been dispatched. */
const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
const text = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.textContent!.trim());
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);
const hiddenList = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => (el as HTMLElement).hidden));

describe.concurrent('<vt-collapsible> after start', () => {
  it('data-breakpoint and the breakpoint property take effect at once; the visitor’s open block is kept on the same side', async ({
    expect,
  }) => {
    const { page, pageErrors, reported } = await open();
    const toggle = page.getByRole('button', { name: 'Topics covered' });
    const disclosure = () =>
      page
        .locator('vt-collapsible')
        .evaluate((el) => (window as unknown as { d: unknown }).d === (el as unknown as { disclosure: unknown }).disclosure);
    await page
      .locator('vt-collapsible')
      .evaluate((el) => ((window as unknown as { d: unknown }).d = (el as unknown as { disclosure: unknown }).disclosure));
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // The property: 1280 px is now below the breakpoint, the collapsed side: it collapses.
    await setProperty(page, 'vt-collapsible', 'breakpoint', 1400);
    expect(await page.locator('vt-collapsible').getAttribute('data-breakpoint')).toBe('1400');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.locator('.topics').evaluate((el) => (el as HTMLElement).hidden)).toBe(true);
    // The visitor opens it; a new breakpoint on the same side keeps it open, the focus on its button.
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await setAttributes(page, 'vt-collapsible', { 'data-breakpoint': '1300' });
    await flushed(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedText(page)).toBe('Topics covered');
    // Not set up again: the same disclosure throughout.
    expect(await disclosure()).toBe(true);
    // The new breakpoint is the one the window crosses: at 1000 px wide, with data-breakpoint 900, it stays open (the default 1044 would collapse it).
    await setAttributes(page, 'vt-collapsible', { 'data-breakpoint': '900' });
    await flushed(page);
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.waitForFunction(() => innerWidth === 1000);
    await frames(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize({ width: 800, height: 800 });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await reported()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('a malformed new data-breakpoint is reported once and the last good value kept', async ({ expect }) => {
    const { page, pageErrors, reported } = await open();
    const toggle = page.getByRole('button', { name: 'Topics covered' });
    await setAttributes(page, 'vt-collapsible', { 'data-breakpoint': '1200' });
    await flushed(page);
    await setAttributes(page, 'vt-collapsible', { 'data-breakpoint': 'wide' });
    await flushed(page);
    await setAttributes(page, 'vt-collapsible', { 'data-breakpoint': '-5' });
    await flushed(page);
    expect(await reported()).toEqual([
      '<vt-collapsible> data-breakpoint: expected a number, got "wide"; keeping its last good value.',
      '<vt-collapsible> data-breakpoint must be a width in px above 0, got -5; using 1200',
    ]);
    // 1200 still rules: open at 1280, collapsed at 1100 (1044 would keep it open).
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await reported()).toHaveLength(2);
    expect(pageErrors).toEqual([]);
  });
});

describe.concurrent('<vt-faq> after start', () => {
  it('a new data-texts (attribute, then the texts property) relabels the button and keeps the open items and the focus', async ({
    expect,
  }) => {
    const { page, pageErrors, reported } = await open();
    const faq = page.locator('vt-faq');
    const button = faq.locator('[data-expand-all]');
    const openItems = () => faq.locator('details').evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));
    await faq.locator('summary').nth(1).click();
    expect(await openItems()).toEqual([false, true, false]);
    await setAttributes(page, 'vt-faq', { 'data-texts': '{"expandAll":"Open every answer","collapseAll":"Close every answer"}' });
    await expect.poll(() => button.textContent()).toBe('Open every answer');
    expect(await openItems()).toEqual([false, true, false]);
    // Expand all with the new texts; the button keeps the focus while its texts change again.
    await button.click();
    expect(await button.textContent()).toBe('Close every answer');
    await setProperty(page, 'vt-faq', 'texts', { collapseAll: 'Fold all' });
    expect(JSON.parse((await faq.getAttribute('data-texts'))!)).toEqual({ collapseAll: 'Fold all' });
    await expect.poll(() => button.textContent()).toBe('Fold all');
    expect(await openItems()).toEqual([true, true, true]);
    expect(await focusedText(page)).toBe('Fold all');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await button.click();
    // expandAll no longer given: the page language's default.
    expect(await button.textContent()).toBe('Expand all');
    expect(await reported()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('a malformed new data-texts is reported once and the last good texts kept', async ({ expect }) => {
    const { page, pageErrors, reported } = await open();
    const button = page.locator('vt-faq [data-expand-all]');
    await setProperty(page, 'vt-faq', 'texts', { expandAll: 'Open all' });
    await expect.poll(() => button.textContent()).toBe('Open all');
    await setAttributes(page, 'vt-faq', { 'data-texts': '{"expandAll": "Open' });
    await flushed(page);
    // The blocks toggling re-renders the button: still the last good text, and no second report.
    await page.locator('vt-faq summary').first().click();
    await page.locator('vt-faq summary').first().click();
    expect(await button.textContent()).toBe('Open all');
    const messages = await reported();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^<vt-faq> data-texts: malformed JSON .*; keeping its last good value\.$/);
    expect(pageErrors).toEqual([]);
  });
});

describe.concurrent('<vt-expand-text> after start', () => {
  it('a new data-texts (attribute, then property) relabels Read more / Read less and keeps the text expanded', async ({ expect }) => {
    const { page, pageErrors, reported } = await open();
    const button = page.locator('.about-text .vt-expand-text__toggle');
    const cut = () => page.locator('.about-text .vt-expand-text__content').evaluate((el) => el.hasAttribute('data-cut'));
    await button.click();
    expect(await button.textContent()).toBe('Read less');
    expect(await cut()).toBe(false);
    await setAttributes(page, '.about-text', { 'data-texts': '{"readMore":"Keep reading","readLess":"Show less"}' });
    await expect.poll(() => button.textContent()).toBe('Show less');
    expect(await cut()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedText(page)).toBe('Show less');
    await setProperty(page, '.about-text', 'texts', { readMore: 'More of this' });
    await expect.poll(() => button.textContent()).toBe('Read less');
    expect(await cut()).toBe(false);
    await button.click();
    expect(await button.textContent()).toBe('More of this');
    expect(await cut()).toBe(true);
    expect(await reported()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe.concurrent('<vt-show-more> after start', () => {
  const REVIEWS = 'vt-show-more:has(.reviews)';
  const items = (page: Page) => hiddenList(page, `${REVIEWS} .review`);

  it('new labels (attributes, then properties) show at once and keep the list expanded; a new data-visible keeps it as the visitor left it', async ({
    expect,
  }) => {
    const { page, pageErrors, reported } = await open();
    const button = page.locator(`${REVIEWS} .vt-show-more__toggle`);
    expect(await items(page)).toEqual([false, false, true, true, true]);
    await button.click();
    expect(await button.textContent()).toBe('Fewer reviews');
    await setAttributes(page, REVIEWS, { 'data-less-label': 'Show fewer', 'data-more-label': 'Show all' });
    await expect.poll(() => button.textContent()).toBe('Show fewer');
    expect(await items(page)).toEqual([false, false, false, false, false]);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedText(page)).toBe('Show fewer');
    // The property: still expanded, every review shown.
    await setProperty(page, REVIEWS, 'visible', 3);
    expect(await page.locator(REVIEWS).getAttribute('data-visible')).toBe('3');
    await flushed(page);
    expect(await items(page)).toEqual([false, false, false, false, false]);
    expect(await button.textContent()).toBe('Show fewer');
    await setProperty(page, REVIEWS, 'lessLabel', null);
    await expect.poll(() => button.textContent()).toBe('Fewer');
    // Collapsed now: the new count of 3.
    await button.click();
    expect(await items(page)).toEqual([false, false, false, true, true]);
    expect(await button.textContent()).toBe('Show all');
    await setProperty(page, REVIEWS, 'moreLabel', 'Every review');
    await expect.poll(() => button.textContent()).toBe('Every review');
    expect(await items(page)).toEqual([false, false, false, true, true]);
    expect(await reported()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('a data-visible that shows every item takes the button away; a smaller one brings it back, collapsed', async ({ expect }) => {
    const { page, pageErrors, reported } = await open();
    await setAttributes(page, REVIEWS, { 'data-visible': '5' });
    await expect.poll(() => page.locator(`${REVIEWS} .vt-show-more__toggle`).count()).toBe(0);
    expect(await items(page)).toEqual([false, false, false, false, false]);
    await setProperty(page, REVIEWS, 'visible', 1);
    await expect.poll(() => items(page)).toEqual([false, true, true, true, true]);
    expect(await page.locator(`${REVIEWS} .vt-show-more__toggle`).textContent()).toBe('More reviews');
    expect(await reported()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('a malformed new data-visible is reported once and the last good count kept', async ({ expect }) => {
    const { page, pageErrors, reported } = await open();
    const button = page.locator(`${REVIEWS} .vt-show-more__toggle`);
    await button.click();
    await setAttributes(page, REVIEWS, { 'data-visible': '-1' });
    await flushed(page);
    await setAttributes(page, REVIEWS, { 'data-visible': 'many' });
    await flushed(page);
    expect(await items(page)).toEqual([false, false, false, false, false]);
    await button.click();
    expect(await items(page)).toEqual([false, false, true, true, true]);
    expect(await reported()).toEqual([
      '<vt-show-more> data-visible must be a whole number of 0 or more, got -1; showing 2',
      '<vt-show-more> data-visible: expected a number, got "many"; keeping its last good value.',
    ]);
    expect(pageErrors).toEqual([]);
  });
});

describe.concurrent('<vt-bio-cards> after start', () => {
  it('a new data-texts (attribute, then property) relabels the added buttons and keeps the bio shown', async ({ expect }) => {
    const { page, pageErrors, reported } = await open();
    const team = page.locator('vt-bio-cards');
    const bios = () => hiddenList(page, 'vt-bio-cards [data-bio]');
    await team.locator('.vt-bio-cards__toggle').first().click();
    expect(await bios()).toEqual([false, true]);
    await setAttributes(page, 'vt-bio-cards', { 'data-texts': '{"showBio":"About them","close":"Hide"}' });
    await expect.poll(() => team.locator('.vt-bio-cards__toggle').allTextContents()).toEqual(['About them', 'About them']);
    // The added Close; James's own [data-close] is the CMS's and keeps its text.
    expect(await team.locator('.vt-bio-cards__close').allTextContents()).toEqual(['Hide']);
    expect(await text(page, 'vt-bio-cards [data-close]')).toBe('Close');
    expect(await bios()).toEqual([false, true]);
    expect(await focusedText(page)).toBe('About them');
    await setProperty(page, 'vt-bio-cards', 'texts', { close: 'Done' });
    await expect.poll(() => team.locator('.vt-bio-cards__close').allTextContents()).toEqual(['Done']);
    expect(await team.locator('.vt-bio-cards__toggle').allTextContents()).toEqual(['Read bio', 'Read bio']);
    expect(await bios()).toEqual([false, true]);
    await team.locator('.vt-bio-cards__close').click();
    expect(await bios()).toEqual([true, true]);
    expect(await reported()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe.concurrent('<vt-accordion> and <vt-dropdown> (no attributes of their own) after start', () => {
  it('an attribute that is not theirs changes nothing: the open block and the open panel are kept', async ({ expect }) => {
    const { page, pageErrors, reported } = await open();
    const blocks = () => page.locator('vt-accordion details').evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));
    await page.locator('vt-accordion summary').nth(2).click();
    expect(await blocks()).toEqual([false, false, true]);
    const toggle = page.getByRole('button', { name: 'Subjects Maria teaches' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    for (const selector of ['vt-accordion', 'vt-dropdown']) {
      await setAttributes(page, selector, { 'data-texts': '{"close":"x"}', 'data-label': 'Other', class: 'framework-set' });
      expect(
        await page
          .locator(selector)
          .first()
          .evaluate((el) => 'texts' in el || 'label' in el),
      ).toBe(false);
    }
    await flushed(page);
    expect(await blocks()).toEqual([false, false, true]);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedText(page)).toBe('Subjects Maria teaches');
    expect(await page.locator('vt-dropdown').first().getAttribute('data-ready')).toBe('');
    expect(await reported()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe.concurrent('<vt-carousel> after start', () => {
  const REVIEWS = '.review-carousel';
  const CLASSES = '.class-carousel';
  /** The slides in view (not inert), as indexes. */
  const shown = shownSlides;

  it('data-variant, data-label and data-texts (attributes, then properties) apply at once and keep the slide shown and the focus', async ({
    expect,
  }) => {
    const { page, pageErrors, reported } = await open();
    const region = page.locator(REVIEWS);
    const next = region.locator('.vt-carousel__next');
    await next.click();
    await next.click();
    await expect.poll(() => shown(page, REVIEWS)).toEqual([2, 3, 4]);
    expect(await focusedText(page)).toBe('Next slide');
    await setAttributes(page, REVIEWS, { 'data-variant': 'single' });
    await expect.poll(() => shown(page, REVIEWS)).toEqual([2]);
    expect(await region.locator('.vt-carousel__pick').count()).toBe(6);
    expect(await region.locator('[aria-current=true]').textContent()).toBe('3');
    expect(await focusedText(page)).toBe('Next slide');
    await setProperty(page, REVIEWS, 'label', 'Family reviews');
    await expect.poll(() => region.getAttribute('aria-label')).toBe('Family reviews');
    await setProperty(page, REVIEWS, 'texts', { next: 'Forward', slideOf: '{n} / {m}', goTo: 'Review {n}' });
    await expect.poll(() => next.textContent()).toBe('Forward');
    expect(await region.locator('[aria-roledescription=slide]').nth(2).getAttribute('aria-label')).toBe('3 / 6');
    expect(await region.locator('.vt-carousel__pick').nth(0).getAttribute('aria-label')).toBe('Review 1');
    expect(await shown(page, REVIEWS)).toEqual([2]);
    expect(await focusedText(page)).toBe('Forward');
    // Back to the default variant (the property): several a view again, from the slide shown.
    await setProperty(page, REVIEWS, 'variant', 'default');
    await expect.poll(() => shown(page, REVIEWS)).toEqual([2, 3, 4]);
    await next.click();
    await expect.poll(() => shown(page, REVIEWS)).toEqual([3, 4, 5]);
    // Removing data-label: the text label.
    await setAttributes(page, REVIEWS, { 'data-label': null });
    await expect.poll(() => region.getAttribute('aria-label')).toBe('Slides');
    expect(await reported()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('data-interval and data-autoplay after start: the new interval, the slide shown and a visitor’s stop kept; a malformed interval reported once', async ({
    expect,
  }) => {
    const { page, pageErrors, reported } = await open(DESKTOP, { clock: true });
    await page.mouse.move(5, 5);
    await pauseClock(page);
    const first = async () => (await shown(page, CLASSES))[0];
    const at = (await first())!;
    // The property: from now, every 3000 ms.
    await setProperty(page, CLASSES, 'interval', 3000);
    expect(await page.locator(CLASSES).getAttribute('data-interval')).toBe('3000');
    await flushed(page);
    await page.clock.runFor(2999);
    expect(await first()).toBe(at);
    await page.clock.runFor(1);
    await expect.poll(first).toBe((at + 1) % 4);
    // A malformed one: reported once, 3000 kept.
    await setAttributes(page, CLASSES, { 'data-interval': '10' });
    await flushed(page);
    await setAttributes(page, CLASSES, { 'data-interval': 'soon' });
    await flushed(page);
    await page.clock.runFor(3000);
    await expect.poll(first).toBe((at + 2) % 4);
    expect(await reported()).toEqual([
      '<vt-carousel> data-interval must be 1000 ms or more, got 10; using 3000',
      '<vt-carousel> data-interval: expected a number, got "soon"; keeping its last good value.',
    ]);
    // Autoplay off (the attribute): no rotation button, no move, the slide kept.
    await setAttributes(page, CLASSES, { 'data-autoplay': 'false' });
    await flushed(page);
    expect(await page.locator(`${CLASSES} .vt-carousel__rotation`).count()).toBe(0);
    await page.clock.runFor(30_000);
    expect(await first()).toBe((at + 2) % 4);
    // On again (the property): it runs again, from the slide shown.
    await setProperty(page, CLASSES, 'autoplay', true);
    await flushed(page);
    expect(await page.locator(`${CLASSES} .vt-carousel__rotation`).textContent()).toBe('Stop automatic slide show');
    await page.clock.runFor(3000);
    await expect.poll(first).toBe((at + 3) % 4);
    // The visitor stops it (the rotation button); a new interval keeps it stopped.
    await page.locator(`${CLASSES} .vt-carousel__rotation`).evaluate((el) => (el as HTMLElement).click());
    expect(await page.locator(`${CLASSES} .vt-carousel__rotation`).textContent()).toBe('Start automatic slide show');
    await setProperty(page, CLASSES, 'interval', 2000);
    await flushed(page);
    await page.clock.runFor(30_000);
    expect(await first()).toBe((at + 3) % 4);
    expect(await page.locator(`${CLASSES} .vt-carousel__rotation`).textContent()).toBe('Start automatic slide show');
    expect(await reported()).toHaveLength(2);
    expect(pageErrors).toEqual([]);
  });
});
