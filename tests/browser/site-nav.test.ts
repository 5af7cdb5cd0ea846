import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, pauseClock, settled, startHarness, type Harness, type PageOptions, type TrackedPage } from './harness';
import { root } from '../../scripts/elements.mjs';

/**
 * <vt-site-nav> on the built dist/ in Chromium (spec §1 flags, §2 Navigation, §4 Navbar, §9
 * hover delay and breakpoints): the example page at 1366, 1024, 600 and 375 px wide by mouse,
 * keyboard only and touch, hover on Playwright's clock, the drawer's scroll lock, deep levels,
 * flags, the header, the footer disclaimer and bad markup; axe in each state.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const EXAMPLE = readFileSync(join(root, 'examples', 'site-nav.html'), 'utf8');
let pages = 0;
let envs = 0;
/** A fresh path on the demo origin (taken at once: tests run concurrently). */
const freshPath = () => `/__test/site-nav-${++pages}.html`;

/** Serves `html` at `path` (a fresh one by default) on the demo origin and opens it; errors reported by the elements land in window.reported. */
async function openHtml(page: Page, html: string, path = freshPath()): Promise<void> {
  const withReporter = html.replace(
    '<head>',
    '<head><script>window.reported=[];window.vtErrorReporter=(e)=>window.reported.push(e.message);</script>',
  );
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: withReporter }),
  );
  await page.goto(h.url(path));
  await page.waitForSelector('vt-site-nav[data-ready]');
}

/** The example page with its own flag environment (so a test can change flags without touching another's). */
async function openExample(page: Page, env = `env-nav-${++envs}`, flags?: Record<string, boolean>): Promise<void> {
  if (flags)
    await fetch(h.url(`/__flags/${env}`), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(flags) });
  await openHtml(page, EXAMPLE.replace('content="demo-env"', `content="${env}"`));
}

/** A page of the given nav markup only (no <vt-analytics>: flags never exist). */
function navPage(nav: string, attributes = '', extra = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site nav test</title><link rel="stylesheet" href="/site.css"><style>.site-header{position:sticky;top:0}</style><script src="/dist/autoload.js" defer></script></head>
<body><header class="site-header"><a class="logo" href="/">Varsity Tutors</a><vt-site-nav${attributes}>${nav}</vt-site-nav></header>
<main><h1>Test</h1><p style="min-height:200vh">Content</p></main>${extra}</body></html>`;
}

const reported = (page: Page) => page.evaluate(() => (window as unknown as { reported: string[] }).reported);
/** The sign-in link's display and visibility, its box and the box of what follows it (the cart badge in the example). */
const signInStyle = (page: Page) =>
  page.locator('vt-site-nav a[data-flag]').evaluate((el) => {
    const rect = (e: Element | null) => {
      const r = e?.getBoundingClientRect();
      return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
    };
    const { display, visibility } = getComputedStyle(el);
    return { display, visibility, box: rect(el)!, next: rect(el.nextElementSibling) };
  });
/** Holds the page's flag evaluation (LaunchDarkly's evalx) from when it is asked until release(). */
async function holdEvaluation(page: Page): Promise<{ asked: Promise<void>; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let ask = () => {};
  const asked = new Promise<void>((resolve) => (ask = resolve));
  await page.route('**/sdk/evalx/**', async (route) => {
    ask();
    await held;
    await route.fallback().catch(() => {});
  });
  return { asked, release };
}
/** Polls `value` while moving the page clock on 500 ms before each look (needs page.clock.install() before the page opened). */
const drive = <T>(expect: ExpectStatic, page: Page, value: () => Promise<T>) =>
  expect.poll(
    async () => {
      await page.clock.runFor(500);
      return value();
    },
    { timeout: 20_000 },
  );
/** A disclosure button, found also while hidden (in the drawer, an open level hides its own button). */
const button = (page: Page, name: string) => page.locator(`button[aria-label="${name} sub-menu"]`);
const expanded = (page: Page, name: string) => button(page, name).getAttribute('aria-expanded');
const link = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
const menu = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });
async function noAxe(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page), state).toEqual([]);
}
/** Presses Tab until `text` (a link's text or a button's name) has focus; fails after 30. */
async function tabTo(page: Page, text: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedText(page)) === text) return;
  }
  throw new Error(`Tab never reached ${text}`);
}

const WIDTHS = [
  { width: 1366, height: 800, drawer: false },
  { width: 1024, height: 768, drawer: false },
  { width: 600, height: 900, drawer: true },
  { width: 375, height: 700, drawer: true },
] as const;

describe.concurrent.each(WIDTHS)('at $width px wide (spec §9: drawer below 630)', ({ width, height, drawer }) => {
  const options: PageOptions = { viewport: { width, height } };

  it('mouse: opens and closes by click, one sub-menu per level, a click outside closes all; axe clean in each state', async ({
    expect,
  }) => {
    const { page, pageErrors } = await h.newPage(options);
    await openExample(page);
    expect(await page.locator('vt-site-nav').getAttribute('data-layout')).toBe(drawer ? 'drawer' : width >= 1280 ? 'desktop' : 'bar');
    await noAxe(page, 'closed');
    if (drawer) {
      expect(await link(page, 'Subjects').isVisible()).toBe(false);
      await menu(page).click();
      expect(await menu(page).getAttribute('aria-expanded')).toBe('true');
      expect(await link(page, 'Subjects').isVisible()).toBe(true);
      await noAxe(page, 'drawer open');
    } else {
      expect(await menu(page).isVisible()).toBe(false);
    }
    expect(await link(page, 'Math').isVisible()).toBe(false);
    await button(page, 'Subjects').click();
    expect(await expanded(page, 'Subjects')).toBe('true');
    expect(await link(page, 'Math').isVisible()).toBe(true);
    await button(page, 'Math').click();
    expect(await link(page, 'Algebra').isVisible()).toBe(true);
    await noAxe(page, 'two levels open');
    if (drawer) {
      // Its own level: the items around it are hidden; Back goes up one level.
      expect(await link(page, 'Science').isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Back' }).filter({ visible: true }).click();
      expect(await expanded(page, 'Math')).toBe('false');
      expect(await link(page, 'Science').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Back' }).filter({ visible: true }).click();
      expect(await link(page, 'Test prep').isVisible()).toBe(true);
    } else {
      // Opening a sibling closes the open one and everything inside it.
      await button(page, 'Test prep').click();
      expect(await expanded(page, 'Subjects')).toBe('false');
      expect(await link(page, 'Algebra').isVisible()).toBe(false);
      expect(await link(page, 'SAT').isVisible()).toBe(true);
      await button(page, 'Test prep').click();
      expect(await link(page, 'SAT').isVisible()).toBe(false);
      await button(page, 'Subjects').click();
    }
    // Outside: the header's own padding, beside the logo (the drawer covers the page below the header).
    await page.mouse.click(3, 3);
    expect(new URL(page.url()).pathname).toMatch(/^\/__test\//);
    await expect.poll(() => page.locator('vt-site-nav .vt-nav__open').count()).toBe(0);
    if (drawer) expect(await menu(page).getAttribute('aria-expanded')).toBe('false');
    expect(pageErrors).toEqual([]);
  });

  it('keyboard only: Tab, Enter, Space, arrows and Escape (focus returns to the button)', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage(options);
    await openExample(page);
    if (drawer) {
      await tabTo(page, 'Menu');
      await page.keyboard.press('Enter');
      expect(await link(page, 'Subjects').isVisible()).toBe(true);
    }
    await tabTo(page, 'Subjects');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Subjects sub-menu');
    await page.keyboard.press('Enter');
    expect(await expanded(page, 'Subjects')).toBe('true');
    if (drawer) {
      // The level opens on its own: focus goes to its Back button; Escape goes up one level.
      expect(await focusedText(page)).toBe('Back');
      await page.keyboard.press('ArrowDown');
      expect(await focusedText(page)).toBe('Math');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      expect(await focusedText(page)).toBe('English');
      await page.keyboard.press('Escape');
      expect(await expanded(page, 'Subjects')).toBe('false');
      expect(await focusedText(page)).toBe('Subjects sub-menu');
      // Space opens too.
      await page.keyboard.press(' ');
      expect(await expanded(page, 'Subjects')).toBe('true');
      await page.keyboard.press('Escape');
      await page.keyboard.press('ArrowDown');
      expect(await focusedText(page)).toBe('Test prep');
      // Focus stays in the drawer: Tab past its last item comes back to the toggle.
      for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('vt-site-nav'))).toBe(true);
      await page.keyboard.press('Escape');
      expect(await menu(page).getAttribute('aria-expanded')).toBe('false');
      expect(await focusedText(page)).toBe('Menu');
    } else {
      await page.keyboard.press(' ');
      expect(await expanded(page, 'Subjects')).toBe('false');
      await page.keyboard.press(' ');
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('Math');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      expect(await expanded(page, 'Math')).toBe('true');
      await page.keyboard.press('ArrowDown');
      await noAxe(page, 'keyboard, two levels open');
      // Escape closes the innermost and returns focus to its button, then the next one out.
      await page.keyboard.press('Escape');
      expect(await expanded(page, 'Math')).toBe('false');
      expect(await expanded(page, 'Subjects')).toBe('true');
      expect(await focusedText(page)).toBe('Math sub-menu');
      await page.keyboard.press('Escape');
      expect(await expanded(page, 'Subjects')).toBe('false');
      expect(await focusedText(page)).toBe('Subjects sub-menu');
      // Arrows move between the top-level links and buttons; ArrowDown on a button opens it.
      await page.keyboard.press('ArrowRight');
      expect(await focusedText(page)).toBe('Test prep');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      expect(await expanded(page, 'Test prep')).toBe('true');
      expect(await focusedText(page)).toBe('SAT');
      await page.keyboard.press('ArrowDown');
      expect(await focusedText(page)).toBe('ACT');
      await page.keyboard.press('End');
      expect(await focusedText(page)).toBe('GRE');
      // Tabbing out of the nav closes its sub-menus.
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
      expect(await expanded(page, 'Test prep')).toBe('true');
      for (let i = 0; i < 8 && (await page.evaluate(() => !!document.activeElement?.closest('vt-site-nav'))); i++)
        await page.keyboard.press('Tab');
      expect(await expanded(page, 'Test prep')).toBe('false');
    }
    expect(pageErrors).toEqual([]);
  });

  it('touch: taps open and close, a tap outside closes; hover never needed', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage({ ...options, hasTouch: true, isMobile: width < 1024 });
    await openExample(page);
    if (drawer) await menu(page).tap();
    await button(page, 'Subjects').tap();
    expect(await link(page, 'Math').isVisible()).toBe(true);
    await button(page, 'Math').tap();
    expect(await link(page, 'Algebra').isVisible()).toBe(true);
    if (drawer) {
      await page.getByRole('button', { name: 'Back' }).filter({ visible: true }).tap();
      expect(await link(page, 'Algebra').isVisible()).toBe(false);
      expect(await link(page, 'Science').isVisible()).toBe(true);
    }
    await page.touchscreen.tap(3, 3);
    expect(new URL(page.url()).pathname).toMatch(/^\/__test\//);
    await expect.poll(() => page.locator('vt-site-nav .vt-nav__open').count()).toBe(0);
    expect(await link(page, 'Math').isVisible()).toBe(false);
    expect(pageErrors).toEqual([]);
  });
});

describe.concurrent('hover at 1366 px with the flag on (spec §4, §9 hover delay 200 ms), on Playwright clock', () => {
  it('opens after 200 ms of hover, closes 200 ms after leaving, and crossing back within 200 ms does not flicker', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage({ viewport: { width: 1366, height: 800 } });
    await page.clock.install();
    await openExample(page);
    // The flag arrives from the demo LaunchDarkly (hover-menu: true).
    await page.waitForSelector('vt-site-nav[data-flags-known]', { timeout: 15_000 });
    await pauseClock(page);
    const item = page.locator('.vt-nav__item', { has: link(page, 'Subjects') }).first();
    const box = (await link(page, 'Subjects').boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + box.height / 2);
    await page.clock.runFor(199);
    expect(await expanded(page, 'Subjects')).toBe('false');
    await page.clock.runFor(1);
    expect(await expanded(page, 'Subjects')).toBe('true');
    expect(await link(page, 'Math').isVisible()).toBe(true);
    // Into the sub-menu: still open; then to Math's item: its sub-menu opens at 200 ms.
    const math = (await link(page, 'Math').boundingBox())!;
    await page.mouse.move(math.x + 5, math.y + math.height / 2, { steps: 4 });
    await page.clock.runFor(200);
    expect(await expanded(page, 'Math')).toBe('true');
    // Leave everything: closes 200 ms later, not before.
    await page.mouse.move(683, 600);
    await page.clock.runFor(199);
    expect(await expanded(page, 'Subjects')).toBe('true');
    await page.clock.runFor(1);
    expect(await expanded(page, 'Subjects')).toBe('false');
    expect(await item.getAttribute('class')).not.toContain('vt-nav__open');
    // Crossing a gap: out for 150 ms and back in keeps it open, with no close in between.
    await page.mouse.move(box.x + 5, box.y + box.height / 2);
    await page.clock.runFor(200);
    await page.mouse.move(683, 600);
    await page.clock.runFor(150);
    await page.mouse.move(box.x + 5, box.y + box.height / 2);
    await page.clock.runFor(1000);
    expect(await expanded(page, 'Subjects')).toBe('true');
    // axe waits on timers: with the clock running again (the pointer stays, nothing is pending).
    await page.clock.resume();
    await noAxe(page, 'opened by hover');
    expect(await expanded(page, 'Subjects')).toBe('true');
    expect(pageErrors).toEqual([]);
  });

  it('with the flag off, before the flags exist, or below 1280 px, hover opens nothing (click still does)', async ({ expect }) => {
    for (const [label, viewport, flags] of [
      ['flag off', { width: 1366, height: 800 }, { 'hover-menu': false }],
      ['1024 px', { width: 1024, height: 768 }, undefined],
    ] as const) {
      const { page } = await h.newPage({ viewport });
      await page.clock.install();
      await openExample(page, `env-nav-hover-${label.replace(/\W/g, '')}`, flags);
      await page.waitForSelector('vt-site-nav[data-flags-known]', { timeout: 15_000 });
      await link(page, 'Subjects').hover();
      await page.clock.runFor(1000);
      expect(await expanded(page, 'Subjects'), label).toBe('false');
      await button(page, 'Subjects').click();
      expect(await expanded(page, 'Subjects'), label).toBe('true');
    }
    // No <vt-analytics>: the flag never exists, so it reads false.
    const { page } = await h.newPage({ viewport: { width: 1366, height: 800 } });
    await page.clock.install();
    await openHtml(
      page,
      navPage(
        '<nav aria-label="Main"><button type="button" data-menu-toggle>Menu</button><ul><li><a href="/subjects">Subjects</a><ul><li><a href="/math">Math</a></li></ul></li></ul></nav>',
        ' data-hover-flag="hover-menu"',
      ),
    );
    await link(page, 'Subjects').hover();
    await page.clock.runFor(1000);
    expect(await expanded(page, 'Subjects')).toBe('false');
  });

  it('without data-hover-flag hover is on', async ({ expect }) => {
    const { page } = await h.newPage({ viewport: { width: 1366, height: 800 } });
    await page.clock.install();
    await openHtml(
      page,
      navPage(
        '<nav aria-label="Main"><button type="button" data-menu-toggle>Menu</button><ul><li><a href="/subjects">Subjects</a><ul><li><a href="/math">Math</a></li></ul></li></ul></nav>',
      ),
    );
    await link(page, 'Subjects').hover();
    await page.clock.runFor(200);
    expect(await expanded(page, 'Subjects')).toBe('true');
  });
});

const DEEP = `<nav aria-label="Main"><button type="button" data-menu-toggle>Menu</button><ul>
<li><a href="/subjects">Subjects</a><ul>
  <li><a href="/math-tutors">Math</a><ul>
    <li><a href="/algebra-tutors">Algebra</a><ul>
      <li><a href="/linear-algebra-tutors">Linear algebra</a><ul>
        <li><a href="/matrices-tutors">Matrices</a></li><li><a href="/vectors-tutors">Vectors</a></li>
      </ul></li>
      <li><a href="/algebra-2-tutors">Algebra 2</a></li>
    </ul></li>
    <li><a href="/geometry-tutors">Geometry</a></li>
  </ul></li>
  <li><a href="/english-tutors">English</a></li>
</ul></li>
<li><a href="/test-prep">Test prep</a><ul><li><a href="/sat-tutors">SAT</a></li></ul></li>
<li><a href="/memberships">Memberships</a></li>
</ul></nav>`;

describe.concurrent('mobile drawer (spec §4: locks page scroll; §2 levels 0-4, back goes up one level)', () => {
  it('locks page scroll while open and restores the body style and the scroll position exactly', async ({ expect }) => {
    const { page } = await h.newPage({ viewport: { width: 375, height: 700 }, isMobile: true });
    await openHtml(page, navPage(DEEP, '', '').replace('<body>', '<body style="background-color: rgb(255, 255, 254);">'));
    await page.evaluate(() => window.scrollTo(0, 640));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(640);
    const before = await page.evaluate(() => document.body.getAttribute('style'));
    await menu(page).click();
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
    // The page does not scroll behind the drawer.
    await page.mouse.move(200, 650);
    // The wheel turn has reached the page and two frames have been drawn since: a scroll it caused would show.
    const wheeled = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true }),
        ),
    );
    await page.mouse.wheel(0, 500);
    await wheeled;
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);
    expect(await link(page, 'Subjects').isVisible()).toBe(true);
    await noAxe(page, 'drawer open, scroll locked');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => window.scrollY)).toBe(640);
    expect(await page.evaluate(() => document.body.getAttribute('style'))).toBe(before);
    // Twice, and closed by the toggle this time.
    await menu(page).click();
    await menu(page).click();
    expect(await page.evaluate(() => [window.scrollY, document.body.getAttribute('style')])).toEqual([640, before]);
  });

  it('four levels down and back up, each level on its own, focus on Back going down and on the button coming up', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage({ viewport: { width: 375, height: 700 }, isMobile: true });
    await openHtml(page, navPage(DEEP));
    await menu(page).tap();
    const path = ['Subjects', 'Math', 'Algebra', 'Linear algebra'];
    for (const name of path) {
      await button(page, name).tap();
      expect(await focusedText(page)).toBe('Back');
    }
    expect(await link(page, 'Matrices').isVisible()).toBe(true);
    // Only the deepest level is shown.
    for (const name of [...path, 'Algebra 2', 'Geometry', 'English', 'Test prep'])
      expect(await link(page, name).isVisible(), name).toBe(false);
    expect(await page.evaluate(() => document.querySelectorAll('vt-site-nav .vt-nav__open').length)).toBe(4);
    await noAxe(page, 'four levels down');
    for (const name of [...path].reverse()) {
      await page.getByRole('button', { name: 'Back' }).filter({ visible: true }).tap();
      expect(await focusedText(page)).toBe(`${name} sub-menu`);
      expect(await link(page, name).isVisible()).toBe(true);
    }
    expect(await link(page, 'Memberships').isVisible()).toBe(true);
    expect(await menu(page).getAttribute('aria-expanded')).toBe('true');
    expect(pageErrors).toEqual([]);
  });

  it('the focus trap (issue 50): Tab and Shift+Tab cycle through links, buttons, a select and a textarea; disabled, tabindex -1 and a disabled fieldset are skipped', async ({
    expect,
  }) => {
    const { page, pageErrors } = await h.newPage({ viewport: { width: 375, height: 700 }, isMobile: true });
    await openHtml(
      page,
      navPage(`<nav aria-label="Main"><button type="button" data-menu-toggle>Menu</button><ul>
<li><a href="/subjects">Subjects</a><ul><li><a href="/math">Math</a></li></ul></li>
<li><label>Language <select name="language"><option>English</option><option>Español</option></select></label></li>
<li><label>Feedback <textarea name="feedback"></textarea></label></li>
<li><button type="button" disabled>Coming soon</button></li>
<li><a href="/skip" tabindex="-1">Skipped link</a></li>
<li><fieldset disabled><legend>Promo</legend><input name="promo" aria-label="Promo code"></fieldset></li>
<li><a href="/memberships">Memberships</a></li></ul></nav>`),
    );
    await menu(page).focus();
    await page.keyboard.press('Enter');
    expect(await menu(page).getAttribute('aria-expanded')).toBe('true');
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return el?.getAttribute('aria-label') ?? (el?.name || el?.textContent?.trim() || '');
      });
    const press = async (key: string) => {
      await page.keyboard.press(key);
      return focused();
    };
    const ring = ['Subjects', 'Subjects sub-menu', 'language', 'feedback', 'Memberships', 'Menu'];
    const forwards: string[] = [];
    for (let i = 0; i < ring.length * 2; i++) forwards.push(await press('Tab'));
    expect(forwards).toEqual([...ring, ...ring]);
    const backwards: string[] = [];
    for (let i = 0; i < ring.length; i++) backwards.push(await press('Shift+Tab'));
    expect(backwards).toEqual(['Memberships', 'feedback', 'language', 'Subjects sub-menu', 'Subjects', 'Menu']);
    // The select and the textarea still take their own keys: a letter typed goes in the textarea.
    for (let i = 0; i < 4; i++) await press('Tab');
    expect(await focused()).toBe('feedback');
    await page.keyboard.type('Hi');
    expect(await page.locator('textarea[name="feedback"]').inputValue()).toBe('Hi');
    expect(await reported(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('going from the drawer width to a wide window closes the drawer and unlocks the page', async ({ expect }) => {
    const { page } = await h.newPage({ viewport: { width: 375, height: 700 } });
    await openHtml(page, navPage(DEEP));
    await menu(page).click();
    await page.setViewportSize({ width: 1024, height: 700 });
    await expect.poll(() => page.locator('vt-site-nav').getAttribute('data-layout')).toBe('bar');
    expect(await page.evaluate(() => document.body.getAttribute('style'))).toBeNull();
    expect(await link(page, 'Subjects').isVisible()).toBe(true);
  });
});

describe.concurrent('header, flags, current page, footer disclaimer', () => {
  it('the header is relatively positioned under 676 px tall in the desktop layout only (spec §9)', async ({ expect }) => {
    const { page } = await h.newPage({ viewport: { width: 1366, height: 675 } });
    await openExample(page);
    const position = () =>
      page.locator('.site-header').evaluate((el) => [getComputedStyle(el).position, el.classList.contains('vt-header--relative')]);
    expect(await position()).toEqual(['relative', true]);
    await page.setViewportSize({ width: 1366, height: 676 });
    await expect.poll(position).toEqual(['sticky', false]);
    await page.setViewportSize({ width: 1024, height: 600 });
    await expect.poll(position).toEqual(['sticky', false]);
    expect(await page.locator('.site-header').getAttribute('style')).toBeNull();
  });

  it("the lead form's header minimizing keeps working with the nav in the header", async ({ expect }) => {
    const { page, pageErrors } = await h.newPage({ viewport: { width: 1366, height: 800 } });
    const html = readFileSync(join(root, 'examples', 'lead-wizard.html'), 'utf8').replace(
      /<nav aria-label="Main">[\s\S]*?<\/nav>/,
      `<vt-site-nav>${DEEP}</vt-site-nav>`,
    );
    await openHtml(page, html);
    await page.waitForSelector('vt-lead-wizard[data-ready]');
    // Opened from the keyboard: a mouse resting on Subjects would leave it as the page scrolls
    // under it, and hover closes a sub-menu 200 ms after leaving (on a busy machine, before the check).
    await button(page, 'Subjects').focus();
    await page.keyboard.press('Enter');
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    await expect.poll(() => page.locator('.site-header').getAttribute('class')).toContain('vt-header--minimized');
    expect(await expanded(page, 'Subjects')).toBe('true');
    await page.getByRole('button', { name: 'Get started' }).first().click();
    await button(page, 'Test prep').click();
    expect(await expanded(page, 'Test prep')).toBe('true');
    expect(await page.locator('.site-header').getAttribute('class')).toContain('vt-header--minimized');
    expect(pageErrors).toEqual([]);
  });

  it('flags read false without a source: with no <vt-analytics> the flagged sign-in ends hidden, as flagged content outside the nav', async ({
    expect,
  }) => {
    const { page, pageErrors } = await h.newPage({ viewport: { width: 1366, height: 800 } });
    await openHtml(
      page,
      navPage(
        `${DEEP.replace('</nav>', '<a href="/sign-in" data-flag="show-sign-in">Sign in</a></nav>')}`,
        '',
        '<p id="outside" data-flag="show-sign-in">Outside</p>',
      ),
    );
    // Known once the page has parsed: no source can come.
    await page.waitForSelector('vt-site-nav[data-flags-known]');
    expect(await signInStyle(page)).toMatchObject({ display: 'none' });
    expect(await link(page, 'Sign in').isVisible()).toBe(false);
    expect(await page.locator('#outside').isVisible()).toBe(false);
    expect(await reported(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('before the flags are known the flagged sign-in keeps its box, hidden (no layout shift when it appears); with the flag true it shows', async ({
    expect,
  }) => {
    const { page, pageErrors } = await h.newPage({ viewport: { width: 1366, height: 800 } });
    // The flag evaluation is held until the waiting link has been measured.
    const evaluation = await holdEvaluation(page);
    await openExample(page, 'env-nav-sign-in-on', { 'show-sign-in': true });
    await evaluation.asked;
    expect(await page.locator('vt-site-nav').getAttribute('data-flags-known')).toBeNull();
    const waiting = await signInStyle(page);
    expect(waiting).toMatchObject({ visibility: 'hidden' });
    expect(waiting.display).not.toBe('none');
    expect(waiting.box.width).toBeGreaterThan(0);
    expect(await link(page, 'Sign in').isVisible()).toBe(false);
    evaluation.release();
    await page.waitForSelector('vt-site-nav[data-flags-known]', { timeout: 15_000 });
    expect(await link(page, 'Sign in').isVisible()).toBe(true);
    const shown = await signInStyle(page);
    // The same box, and the cart badge after it where it was: nothing moved.
    expect(shown.box).toEqual(waiting.box);
    expect(shown.next).toEqual(waiting.next);
    expect(pageErrors).toEqual([]);
  });

  it('with the flag false it ends hidden once the flags are known', async ({ expect }) => {
    const { page } = await h.newPage({ viewport: { width: 1366, height: 800 } });
    await openExample(page, 'env-nav-sign-in-off', { 'show-sign-in': false });
    await page.waitForSelector('vt-site-nav[data-flags-known]', { timeout: 15_000 });
    expect(await signInStyle(page)).toMatchObject({ display: 'none' });
  });

  it('flags read false without a source: with a <vt-analytics> whose flag SDK times out (5 s, page clock) the flagged sign-in ends hidden', async ({
    expect,
  }) => {
    const { page, pageErrors } = await h.newPage({ viewport: { width: 1366, height: 800 } });
    const evaluation = await holdEvaluation(page);
    await page.clock.install();
    await openExample(page, 'env-nav-sign-in-timeout', { 'show-sign-in': true });
    await evaluation.asked;
    expect(await signInStyle(page)).toMatchObject({ visibility: 'hidden' });
    await drive(expect, page, () => page.locator('vt-site-nav').getAttribute('data-flags-known')).not.toBeNull();
    expect(await signInStyle(page)).toMatchObject({ display: 'none' });
    expect((await reported(page)).filter((m) => /timed out/.test(m))).toHaveLength(1);
    evaluation.release();
    expect(pageErrors).toEqual([]);
  });

  it('flags read false without a source: with a <vt-analytics> whose flag SDK fails (404) the flagged sign-in ends hidden', async ({
    expect,
  }) => {
    const { page } = await h.newPage({ viewport: { width: 1366, height: 800 } });
    await openExample(page, 'env-404');
    await page.waitForSelector('vt-site-nav[data-flags-known]', { timeout: 15_000 });
    expect(await signInStyle(page)).toMatchObject({ display: 'none' });
    expect((await reported(page)).some((m) => m.includes('Environment not found'))).toBe(true);
  });

  it('a <vt-analytics> whose module never loads keeps the sign-in waiting 10 s at most (page clock), then hidden and reported', async ({
    expect,
  }) => {
    const { page } = await h.newPage({ viewport: { width: 1366, height: 800 } });
    await page.route('**/dist/elements/analytics.js', (route) => route.abort());
    await page.clock.install();
    await openExample(page);
    expect(await signInStyle(page)).toMatchObject({ visibility: 'hidden' });
    await drive(expect, page, () => page.locator('vt-site-nav').getAttribute('data-flags-known')).not.toBeNull();
    expect(await signInStyle(page)).toMatchObject({ display: 'none' });
    expect(await reported(page)).toContain('<vt-analytics> was not defined within 10 s: every flag reads false');
  });

  it('without JavaScript for the nav (its module fails to load) the sign-in stays as the CMS wrote it', async ({ expect }) => {
    const { page } = await h.newPage({ viewport: { width: 1366, height: 800 } });
    await page.route('**/dist/elements/site-nav.js', (route) => route.abort());
    await page.route('**/dist/elements/analytics.js', (route) => route.abort());
    const path = freshPath();
    await page.route(
      (url) => url.pathname === path,
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: EXAMPLE.replace(
            '<head>',
            '<head><script>window.reported=[];window.vtErrorReporter=(e)=>window.reported.push(e.message);</script>',
          ),
        }),
    );
    await page.goto(h.url(path));
    await expect.poll(async () => (await reported(page)).filter((m) => /site-nav/.test(m)).length).toBeGreaterThan(0);
    expect(await link(page, 'Sign in').isVisible()).toBe(true);
  });

  it('marks the link to the current page aria-current="page"', async ({ expect }) => {
    const { page } = await h.newPage({ viewport: { width: 1366, height: 800 } });
    const path = freshPath();
    await openHtml(page, navPage(DEEP.replace('href="/algebra-tutors"', `href="${path}"`)), path);
    expect(await page.locator('a', { hasText: /^Algebra$/ }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('vt-site-nav [aria-current]').count()).toBe(1);
  });

  it('the footer disclaimer starts collapsed and toggles (aria-expanded, aria-controls)', async ({ expect }) => {
    const { page } = await h.newPage({ viewport: { width: 1024, height: 768 } });
    await openExample(page);
    const toggle = page.getByRole('button', { name: 'Disclaimer' });
    const block = page.locator('[data-disclaimer]');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-controls')).toBe(await block.getAttribute('id'));
    expect(await block.isVisible()).toBe(false);
    await toggle.click();
    expect(await block.isVisible()).toBe(true);
    await noAxe(page, 'disclaimer open');
    await toggle.press('Enter');
    expect(await block.isVisible()).toBe(false);
  });
});

/**
 * A CMS page that does not style the navigation (no site CSS, no theme); `css` is the page's own, if
 * any. Hover waits for a flag that never comes (no <vt-analytics>): the mouse's path between clicks
 * starts no timers.
 */
function barePage(css = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A CMS page</title>${css ? `<style>${css}</style>` : ''}<script src="/dist/autoload.js" defer></script></head>
<body><header><a href="/">Varsity Tutors</a><vt-site-nav data-hover-flag="hover-menu">${DEEP}</vt-site-nav></header><main><h1>A CMS page</h1><p>Content</p></main></body></html>`;
}

/** Whether the pointer reaches the element: the one at its centre is it (or inside it), nothing covers it there. */
const hit = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!top && el.contains(top);
  });
/** Whether the pointer reaches `name`'s link and its disclosure button. */
const reachable = (page: Page, name: string) => Promise.all([hit(link(page, name)), hit(button(page, name))]);

const topItemBoxes = (page: Page) =>
  page.locator('vt-site-nav nav > ul > li').evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON() as DOMRect));

describe.concurrent('a CMS page that does not style the nav (issue 28; spec §2 Navigation, §9 desktop nav 1280)', () => {
  it.for([1280, 1024])(
    'at %i px the top level is a bar, and with a sub-menu open the next item is still reachable and clickable',
    async (width, { expect }) => {
      const { page, pageErrors } = await h.newPage({ viewport: { width, height: 720 } });
      await openHtml(page, barePage());
      // One row, left to right.
      const boxes = await topItemBoxes(page);
      expect(boxes).toHaveLength(3);
      for (const box of boxes.slice(1)) expect(Math.abs(box.top - boxes[0]!.top)).toBeLessThan(1);
      expect(boxes.map((b) => b.left)).toEqual([...boxes.map((b) => b.left)].sort((a, b) => a - b));
      await button(page, 'Subjects').click();
      await button(page, 'Math').click();
      expect(await link(page, 'Algebra').isVisible()).toBe(true);
      // Nothing open covers the next top-level item, nor the sub-menu's own next item.
      expect(await reachable(page, 'Test prep')).toEqual([true, true]);
      expect(await hit(link(page, 'Memberships'))).toBe(true);
      expect(await hit(link(page, 'English'))).toBe(true);
      // A real click on the next item's button opens its sub-menu (and closes the open one).
      await button(page, 'Test prep').click();
      expect(await expanded(page, 'Test prep')).toBe('true');
      expect(await expanded(page, 'Subjects')).toBe('false');
      expect(await reported(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    },
  );

  it("the page's CSS still wins: its column of items stays a column, and an open sub-menu goes beside its item instead of over the next", async ({
    expect,
  }) => {
    const { page } = await h.newPage({ viewport: { width: 1280, height: 720 } });
    await openHtml(page, barePage('nav ul{display:block;inline-size:14rem}'));
    const boxes = await topItemBoxes(page);
    expect(boxes[1]!.top).toBeGreaterThanOrEqual(boxes[0]!.bottom - 1);
    await button(page, 'Subjects').click();
    expect(await link(page, 'Math').isVisible()).toBe(true);
    expect(await reachable(page, 'Test prep')).toEqual([true, true]);
    const [menu, submenu] = await Promise.all(
      ['vt-site-nav nav > ul', 'vt-site-nav li:has(> a[href="/subjects"]) > ul'].map((selector) =>
        page.locator(selector).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      ),
    );
    expect(submenu!.left).toBeGreaterThanOrEqual(menu!.right - 1);
    await button(page, 'Math').click();
    expect(await link(page, 'Algebra').isVisible()).toBe(true);
    expect(await reachable(page, 'Test prep')).toEqual([true, true]);
    expect(await hit(link(page, 'English'))).toBe(true);
  });
});

describe.concurrent('bad markup: reported once, left working as plain links, no uncaught error', () => {
  it.for<[string, string, string]>([
    [
      'no nested lists',
      '<nav aria-label="Main"><button type="button" data-menu-toggle>Menu</button><ul><li><a href="/memberships">Memberships</a></li></ul></nav>',
      'no sub-menus',
    ],
    [
      'a list deeper than level 4',
      DEEP.replace(
        '<li><a href="/vectors-tutors">Vectors</a></li>',
        '<li><a href="/vectors-tutors">Vectors</a><ul><li><a href="/memberships">Memberships deep</a></li></ul></li>',
      ),
      'is level 5',
    ],
    ['no toggle', DEEP.replace('<button type="button" data-menu-toggle>Menu</button>', ''), 'no [data-menu-toggle]'],
    [
      'a link without text',
      DEEP.replace('<a href="/english-tutors">English</a>', '<a href="/english-tutors"></a>'),
      'a link without text (/english-tutors)',
    ],
  ])('%s', async ([, nav, message], { expect }) => {
    const tracked: TrackedPage = await h.newPage({ viewport: { width: 375, height: 700 } });
    const { page } = tracked;
    await openHtml(page, navPage(nav));
    // Reported once: still once when the page has settled.
    await settled(tracked);
    const messages = await reported(page);
    expect(messages.filter((m) => m.includes(message))).toHaveLength(1);
    expect(tracked.pageErrors).toEqual([]);
    if (message === 'no [data-menu-toggle]') {
      // Below 630 px without a toggle: the menu stays shown as a bar, its sub-menus still open by click.
      expect(await link(page, 'Subjects').isVisible()).toBe(true);
      await button(page, 'Subjects').click();
      expect(await link(page, 'Math').isVisible()).toBe(true);
    } else if (message === 'is level 5') {
      await menu(page).click();
      for (const name of ['Subjects', 'Math', 'Algebra', 'Linear algebra']) await button(page, name).click();
      // The fifth nested list is plain links, shown inside its level.
      expect(await page.getByRole('button', { name: 'Vectors sub-menu' }).count()).toBe(0);
      expect(await link(page, 'Memberships deep').isVisible()).toBe(true);
    } else {
      await menu(page).click();
    }
    // A link still navigates.
    await link(page, message === 'is level 5' ? 'Memberships deep' : 'Memberships').click();
    await page.waitForURL('**/memberships');
  });
});
