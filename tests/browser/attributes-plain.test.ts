import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness, type TrackedPage } from './harness';

/**
 * Issue 39 on the built dist/ in Chromium: <vt-site-nav>, <vt-modal>, <vt-share>,
 * <vt-locale-suggest>, <vt-country-picker> and <vt-analytics> follow an attribute set after start,
 * and the same through its property, and keep what the visitor did (an open sub-menu or drawer, an
 * open dialog and its focus, the country chosen, the Segment session). A malformed new value is
 * reported once and the last good value kept. Each test has its own context: they run concurrently.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Reporting = { reported: string[]; vtErrorReporter: (e: Error) => void };

/** Collects what the page reports (window.vtErrorReporter) from its first script on. */
async function watch(tracked: TrackedPage): Promise<() => Promise<string[]>> {
  await tracked.page.addInitScript(() => {
    const w = window as unknown as Reporting;
    w.reported = [];
    w.vtErrorReporter = (e) => w.reported.push(e.message);
  });
  return () => tracked.page.evaluate(() => (window as unknown as Reporting).reported);
}

let pages = 0;
/** Serves `html` on the demo origin at a fresh path and opens it. */
async function openHtml(page: Page, html: string): Promise<void> {
  const path = `/__test/attributes-plain-${++pages}.html`;
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(h.url(path));
}

/** Sets (or with null removes) an attribute of the first `selector`, in the page. */
const setAttribute = (page: Page, selector: string, name: string, value: string | null) =>
  page.evaluate(
    ([selector, name, value]) => {
      const element = document.querySelector(selector)!;
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    },
    [selector, name, value] as const,
  );
/** Sets a property of the first `selector`, in the page. */
const setProperty = (page: Page, selector: string, name: string, value: unknown) =>
  page.evaluate(
    ([selector, name, value]) => {
      (document.querySelector(selector) as unknown as Record<string, unknown>)[name] = value;
    },
    [selector, name, value] as const,
  );
/** The element's update (a microtask after the change, queued before this one) has run; no timer, so a paused page clock does not hold it. */
const nextTask = (page: Page) => page.evaluate(() => new Promise((resolve) => queueMicrotask(() => resolve(null))));

describe.concurrent('<vt-site-nav> after start', () => {
  const NAV = `<nav aria-label="Main"><button type="button" data-menu-toggle>Menu</button><ul>
<li><a href="/subjects">Subjects</a><ul><li><a href="/math-tutors">Math</a><ul><li><a href="/algebra-tutors">Algebra</a></li></ul></li><li><a href="/english-tutors">English</a></li></ul></li>
<li><a href="/test-prep">Test prep</a><ul><li><a href="/sat-tutors">SAT</a></li></ul></li>
<li><a href="/memberships">Memberships</a></li></ul></nav>`;
  const navPage = (
    attributes = '',
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site nav attributes</title><link rel="stylesheet" href="/site.css"><script src="/dist/autoload.js" defer></script></head>
<body><header class="site-header"><a class="logo" href="/">Varsity Tutors</a><vt-site-nav${attributes}>${NAV}</vt-site-nav></header>
<main><h1>Test</h1><p style="min-height:200vh">Content</p></main></body></html>`;
  const button = (page: Page, label: string) => page.locator(`vt-site-nav button[aria-controls][aria-label="${label}"]`);
  const expanded = (page: Page, label: string) => button(page, label).getAttribute('aria-expanded');
  const backTexts = (page: Page) => page.locator('vt-site-nav .vt-nav__back-button').allTextContents();

  it('data-hover-flag removed after start turns hover opening on, set again through the property turns it off; the open sub-menu stays open', async ({
    expect,
  }) => {
    const tracked = await h.newPage({ viewport: { width: 1366, height: 800 } });
    const { page } = tracked;
    const reported = await watch(tracked);
    await page.clock.install();
    // No <vt-analytics>: the flag never exists, so hover is off.
    await openHtml(page, navPage(' data-hover-flag="hover-menu"'));
    await page.waitForSelector('vt-site-nav[data-ready]');
    await page.getByRole('link', { name: 'Test prep', exact: true }).hover();
    await page.clock.runFor(1000);
    expect(await expanded(page, 'Test prep sub-menu')).toBe('false');
    // The visitor opens Subjects by a click.
    await button(page, 'Subjects sub-menu').click();
    expect(await expanded(page, 'Subjects sub-menu')).toBe('true');

    await setAttribute(page, 'vt-site-nav', 'data-hover-flag', null);
    await nextTask(page);
    // Kept: the sub-menu the visitor opened.
    expect(await expanded(page, 'Subjects sub-menu')).toBe('true');
    // Hover now opens Test prep after 200 ms (one open sub-menu per level: Subjects closes).
    await page.mouse.move(10, 700);
    await page.getByRole('link', { name: 'Test prep', exact: true }).hover();
    await page.clock.runFor(300);
    expect(await expanded(page, 'Test prep sub-menu')).toBe('true');

    // The property sets the attribute: hover follows the (unknown, so false) flag again.
    await page.mouse.move(10, 700);
    await page.clock.runFor(300);
    await button(page, 'Subjects sub-menu').click();
    await setProperty(page, 'vt-site-nav', 'hoverFlag', 'hover-menu');
    await nextTask(page);
    expect(await page.locator('vt-site-nav').getAttribute('data-hover-flag')).toBe('hover-menu');
    expect(await expanded(page, 'Subjects sub-menu')).toBe('true');
    await page.getByRole('link', { name: 'Test prep', exact: true }).hover();
    await page.clock.runFor(1000);
    expect(await expanded(page, 'Test prep sub-menu')).toBe('false');
    expect(await expanded(page, 'Subjects sub-menu')).toBe('true');
    expect(await reported()).toEqual([]);
  });

  it('data-texts set after start renames the buttons in place and keeps the drawer and its sub-menu open; the property too; a malformed one is reported once and the last good texts kept', async ({
    expect,
  }) => {
    const tracked = await h.newPage({ viewport: { width: 375, height: 700 } });
    const { page } = tracked;
    const reported = await watch(tracked);
    await openHtml(page, navPage());
    await page.waitForSelector('vt-site-nav[data-ready]');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await button(page, 'Subjects sub-menu').click();
    expect(await expanded(page, 'Subjects sub-menu')).toBe('true');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    expect(await focused()).toBe('Back');

    await setAttribute(page, 'vt-site-nav', 'data-texts', '{"back":"Atrás","submenu":"Menú {label}"}');
    await expect.poll(() => backTexts(page)).toEqual(['Atrás', 'Atrás', 'Atrás']);
    expect(await expanded(page, 'Menú Subjects')).toBe('true');
    expect(await button(page, 'Menú Test prep').count()).toBe(1);
    // Kept: the drawer, the sub-menu shown, the focus on its Back button, the scroll lock.
    expect(await page.locator('vt-site-nav').getAttribute('data-drawer-open')).toBe('');
    expect(await focused()).toBe('Atrás');
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');

    // The property: an object, written as JSON; the keys it leaves out are the defaults again.
    await setProperty(page, 'vt-site-nav', 'texts', { back: 'Zurück' });
    await expect.poll(() => backTexts(page)).toEqual(['Zurück', 'Zurück', 'Zurück']);
    expect(await expanded(page, 'Subjects sub-menu')).toBe('true');

    await setAttribute(page, 'vt-site-nav', 'data-texts', '{"back": 5}');
    await nextTask(page);
    await setAttribute(page, 'vt-site-nav', 'data-texts', '{"back": 5}');
    await nextTask(page);
    expect(await backTexts(page)).toEqual(['Zurück', 'Zurück', 'Zurück']);
    expect(await expanded(page, 'Subjects sub-menu')).toBe('true');
    const reports = await reported();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('<vt-site-nav> data-texts');
    expect(reports[0]).toContain('keeping its last good value');
  });
});

describe.concurrent('<vt-modal> and <vt-share> after start', () => {
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
  const open = async (tracked: TrackedPage) => {
    const reported = await watch(tracked);
    await tracked.page.goto(h.url('/modals.html'));
    await tracked.page.waitForFunction(() => customElements.get('vt-modal') && customElements.get('vt-share'));
    return reported;
  };
  /** Pauses the page clock a second on (it ran in real time while the page loaded). */
  const pause = async (page: Page) => page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));

  it("data-timeout set after start counts again from the change (the 45 s offer opens 3 s later); the property on an open modal's leaves it open", async ({
    expect,
  }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    await page.clock.install();
    const reported = await open(tracked);
    // The visitor opens the share dialog.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => dialog(page, 'Share this class').isVisible()).toBe(true);
    await pause(page);
    // The property on the open modal's own element: it stays open (no restart closes it).
    await setProperty(page, '#share-modal', 'timeout', 1);
    expect(await page.locator('#share-modal').getAttribute('data-timeout')).toBe('1');
    await page.clock.runFor(2000);
    expect(await dialog(page, 'Share this class').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page, 'Share this class').count()).toBe(0);

    await setAttribute(page, '#offer-modal', 'data-timeout', '3');
    await nextTask(page);
    await page.clock.runFor(2500);
    expect(await dialog(page, 'Your first session is free').count()).toBe(0);
    await page.clock.runFor(1000);
    await expect.poll(() => dialog(page, 'Your first session is free').isVisible()).toBe(true);
    expect(await reported()).toEqual([]);
  });

  it('a malformed data-timeout after start is reported once and the last good one kept', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    await page.clock.install();
    const reported = await open(tracked);
    await pause(page);
    await setProperty(page, '#offer-modal', 'timeout', 2);
    await nextTask(page);
    await setAttribute(page, '#offer-modal', 'data-timeout', 'soon');
    await nextTask(page);
    await page.clock.runFor(2500);
    await expect.poll(() => dialog(page, 'Your first session is free').isVisible()).toBe(true);
    const reports = await reported();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('<vt-modal> data-timeout: expected a number, got "soon"; keeping its last good value');
  });

  it('<vt-share> data-title, data-url and data-texts set after start update the copy-link input, the share links and the words; the property too; the dialog stays open with its focus', async ({
    expect,
  }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    const reported = await open(tracked);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = dialog(page, 'Share this class');
    await expect.poll(() => share.isVisible()).toBe(true);
    const input = share.getByRole('textbox', { name: 'Link to this page' });
    await input.focus();
    const email = () => share.getByRole('link', { name: 'Email' }).getAttribute('href');
    expect(await email()).toContain(`subject=${encodeURIComponent('Algebra 1 live class')}`);

    await setAttribute(page, 'vt-share', 'data-title', 'Geometry live class');
    await setAttribute(page, 'vt-share', 'data-url', '/geometry-class?ref=1');
    await expect.poll(email).toContain(`subject=${encodeURIComponent('Geometry live class')}`);
    const link = new URL(await input.inputValue());
    expect(link.pathname).toBe('/geometry-class');
    expect(link.searchParams.get('ref')).toBe('1');
    expect(link.searchParams.get('direct_share')).toBe('copy');
    const x = await share.getByRole('link', { name: /^X/ }).getAttribute('href');
    expect(new URL(x!).searchParams.get('url')).toBe(link.href);

    // The properties: data-title's is dataTitle (an element's own title keeps its meaning), data-url's url.
    await setProperty(page, 'vt-share', 'dataTitle', 'Chemistry live class');
    await setProperty(page, 'vt-share', 'url', '/chemistry-class');
    await expect.poll(email).toContain(`subject=${encodeURIComponent('Chemistry live class')}`);
    expect(new URL(await input.inputValue()).pathname).toBe('/chemistry-class');

    await setProperty(page, 'vt-share', 'texts', { label: 'Lien de la page', copy: 'Copier' });
    await expect.poll(() => share.getByRole('button', { name: 'Copier' }).count()).toBe(1);
    expect(await share.getByRole('textbox', { name: 'Lien de la page' }).count()).toBe(1);
    // Kept: the open dialog and the focus in its input.
    expect(await share.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('vt-share__url'))).toBe(true);
    expect(await reported()).toEqual([]);
  });
});

describe.concurrent('<vt-locale-suggest> and <vt-country-picker> after start', () => {
  it("<vt-locale-suggest> data-texts set after start changes the open dialog's words in place, focus kept; the property too; a malformed one is reported once; data-router-url is read once", async ({
    expect,
  }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    const reported = await watch(tracked);
    const routerCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/router_loc') routerCalls.push(request.url());
    });
    await page.goto(h.url('/locale.html?demo_country=CA'));
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const inside = () => page.evaluate(() => document.querySelector('dialog')!.contains(document.activeElement));
    expect(await inside()).toBe(true);
    await page.evaluate(() => ((window as unknown as { asked: Element }).asked = document.querySelector('dialog')!));

    await setAttribute(page, 'vt-locale-suggest', 'data-texts', '{"title":"¿Ir al sitio de {country}?","yes":"Sí","CA":"Canadá"}');
    await expect.poll(() => page.getByRole('dialog', { name: '¿Ir al sitio de Canadá?' }).count()).toBe(1);
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Sí', 'No, stay here']);
    // Kept: the same dialog, open, focus inside.
    expect(await page.evaluate(() => document.querySelector('dialog') === (window as unknown as { asked: Element }).asked)).toBe(true);
    expect(await inside()).toBe(true);

    await setProperty(page, 'vt-locale-suggest', 'texts', { no: 'Non, merci' });
    await expect.poll(() => dialog.getByRole('button').allTextContents()).toEqual(['Yes', 'Non, merci']);
    expect(await page.getByRole('dialog', { name: 'Go to our Canada site?' }).count()).toBe(1);

    await setAttribute(page, 'vt-locale-suggest', 'data-texts', '{"no":');
    await nextTask(page);
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Yes', 'Non, merci']);
    // Read once: the country was asked for already; a new URL asks nothing again.
    await setProperty(page, 'vt-locale-suggest', 'routerUrl', '/router_loc?again=1');
    await nextTask(page);
    expect(routerCalls).toHaveLength(1);
    const reports = await reported();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('<vt-locale-suggest> data-texts: malformed JSON');
  });

  it('<vt-country-picker> data-texts set after start renames the label and options and keeps the chosen country; the property too', async ({
    expect,
  }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    const reported = await watch(tracked);
    // An SPA routes itself: the choice stays on this page.
    await page.addInitScript(() => addEventListener('vt-locale-change', (event) => event.preventDefault()));
    await page.goto(h.url('/locale.html'));
    const select = page.getByRole('combobox', { name: 'Country' });
    await expect.poll(() => select.count()).toBe(1);
    await select.selectOption('CA');
    expect(await select.inputValue()).toBe('CA');

    await setAttribute(page, 'vt-country-picker', 'data-texts', '{"label":"País","US":"Estados Unidos","CA":"Canadá","GB":"Reino Unido"}');
    const renamed = page.getByRole('combobox', { name: 'País' });
    await expect.poll(() => renamed.count()).toBe(1);
    expect(await renamed.locator('option').allTextContents()).toEqual(['Estados Unidos', 'Canadá', 'Reino Unido']);
    // Kept: the country chosen, and the same select.
    expect(await renamed.inputValue()).toBe('CA');
    expect(await page.locator('vt-country-picker select').count()).toBe(1);

    await setProperty(page, 'vt-country-picker', 'texts', { label: 'Pays' });
    await expect.poll(() => page.getByRole('combobox', { name: 'Pays' }).count()).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Pays' }).locator('option').allTextContents()).toEqual([
      'United States',
      'Canada',
      'United Kingdom',
    ]);
    expect(await page.getByRole('combobox', { name: 'Pays' }).inputValue()).toBe('CA');
    expect(await reported()).toEqual([]);
  });
});

describe.concurrent('<vt-analytics> after start', () => {
  interface LogEntry {
    kind: string;
    status: number;
    body: unknown;
  }
  interface SegmentEvent {
    type: string;
    event?: string;
    userId?: string;
  }
  /** Every event the Segment endpoints received for a write key, in order. */
  const segmentEvents = async (key: string): Promise<SegmentEvent[]> =>
    ((await (await fetch(h.url(`/__analytics/log?key=${encodeURIComponent(key)}`))).json()) as LogEntry[])
      .filter((e) => e.kind === 'segment' && e.status === 200)
      .flatMap((e) => (e.body as { batch: SegmentEvent[] }).batch);
  /** Polls `value`, moving the page clock on 500 ms before each look (the SDK's 5 s batch flush). */
  const drive = <T>(expect: ExpectStatic, page: Page, value: () => Promise<T>) =>
    expect.poll(
      async () => {
        await page.clock.runFor(500);
        return value();
      },
      { timeout: 15_000 },
    );

  it('data-user-id set after start identifies the user again, and through the property; read-once settings (the write key) change nothing: one page view, one session', async ({
    expect,
  }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    const reported = await watch(tracked);
    await page.clock.install();
    await openHtml(
      page,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Analytics attributes</title>
<meta name="visitor-id" content="5b0e6f0e-8c1e-4c53-9d5f-2f4f1b6f0a11">
<meta name="vt-segment-write-key" content="wk-attr-user"><meta name="vt-segment-cdn" content="/">
<meta name="vt-flags-base-url" content="/"><meta name="vt-application-id" content="test-app"><meta name="vt-tracker-endpoint" content="/__tracker/actions">
<script src="/dist/autoload.js" defer></script></head><body><vt-analytics></vt-analytics><p>Page</p></body></html>`,
    );
    await drive(expect, page, async () => (await segmentEvents('wk-attr-user')).map((e) => e.type)).toEqual(['page']);

    // A sign-in in a single-page app.
    await setAttribute(page, 'vt-analytics', 'data-user-id', 'user-2001');
    // Read once: Segment already runs with its write key.
    await setAttribute(page, 'vt-analytics', 'data-segment-write-key', 'wk-attr-other');
    await drive(expect, page, async () =>
      (await segmentEvents('wk-attr-user')).filter((e) => e.type === 'identify').map((e) => e.userId),
    ).toEqual(['user-2001']);
    await setProperty(page, 'vt-analytics', 'userId', 'user-2002');
    expect(await page.locator('vt-analytics').getAttribute('data-user-id')).toBe('user-2002');
    await page.evaluate(`import('/dist/elements/analytics.js').then((m) => m.track('after_sign_in'))`);
    await drive(expect, page, async () =>
      (await segmentEvents('wk-attr-user')).map((e) => [e.type, e.type === 'track' ? e.event : (e.userId ?? null)]),
    ).toEqual([
      ['page', null],
      ['identify', 'user-2001'],
      ['identify', 'user-2002'],
      ['track', 'after_sign_in'],
    ]);
    // Kept: one page view, one SDK; nothing went to the new key.
    expect(await segmentEvents('wk-attr-other')).toEqual([]);
    expect(await reported()).toEqual(['Missing meta tags: vt-flags-client-id']);
  });
});
