import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TRUSTED_TYPES_CSP } from '@vt-elements/demo-api/server';
import { axeViolations, collectViolations, demoSitePages, examplePages, settled, startHarness, type Harness, type PageOptions, type TrackedPage } from './harness';

/**
 * Every example page (authors copy them) and the index, each loaded once per width for all of
 * these checks (issue 29):
 * - no layout shift by default: a cumulative layout shift under 0.01 at desktop and phone widths,
 *   whatever the elements do while they upgrade;
 * - at the phone width the page is served under Trusted Types (issue 30, `?csp=trusted-types`:
 *   the policy a strict partner site sets): every element upgrades and settles with zero
 *   violations and no page error (trusted-types.test.ts checks the library's own sinks);
 * - every vt-* tag upgrades, no page error, zero axe-core violations;
 * - the demo site's pages (and the index, in the site's style) in the light and the dark scheme, and
 *   the "Elements on this page" list of each names exactly what the page uses.
 * Pages are found on disk, so a new page is covered without editing this file.
 */
const WIDTHS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  // A phone's layout width (the pages' meta viewport is width=device-width). Not isMobile: under
  // Chromium's mobile emulation every shift of the load reports hadRecentInput (no input was
  // given), so the filter below would hide them all and this width could never fail.
  mobile: { viewport: { width: 390, height: 844 }, hasTouch: true },
} satisfies Record<string, PageOptions>;
type Width = keyof typeof WIDTHS;
const LIMIT = 0.01;
interface Shift {
  value: number;
  at: number;
  sources: string[];
}

declare global {
  interface Window {
    __vtShifts?: Shift[];
  }
}

/** The width whose load is served under Trusted Types (one load of each page serves both checks). */
const TRUSTED_TYPES_WIDTH = 'mobile' satisfies Width;

/** Runs before any page script: records every layout shift not caused by input, and what moved. */
function observeShifts() {
  const shifts: Shift[] = (window.__vtShifts = []);
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const id = node.id ? `#${node.id}` : '';
    const panel = node.getAttribute('data-id') ? `[data-id=${node.getAttribute('data-id')}]` : '';
    return `${node.localName}${id}${panel}`;
  };
  type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources ?? []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

interface Loaded extends TrackedPage {
  /** The layout shifts recorded from navigation until the page settled. */
  shifts: Shift[];
  /** Under Trusted Types (TRUSTED_TYPES_WIDTH): the policy the server sent and the violations reported until the page settled. */
  trustedTypes?: { policy: string | undefined; violations: string[] };
}

/**
 * One load of a page at a width, shared by the tests that check it; the context closes once the
 * last of them is done.
 */
const loads = new Map<string, { loaded: Promise<Loaded>; users: number }>();
function load(path: string, width: Width, users: number): Promise<Loaded> {
  const key = `${path} ${width}`;
  let entry = loads.get(key);
  if (!entry) {
    const loaded = (async () => {
      const tracked = await h.newPage({ ...WIDTHS[width], shared: true, motion: true });
      const trustedTypes = width === TRUSTED_TYPES_WIDTH;
      await tracked.page.addInitScript(observeShifts);
      if (trustedTypes) await tracked.page.addInitScript(collectViolations);
      const response = await tracked.page.goto(h.url(trustedTypes ? `${path}?csp=trusted-types` : path));
      // Settled: every element upgraded and ready, the elements' requests (cart, time slots) done
      // and rendered, their animations over.
      await settled(tracked);
      const shifts = await tracked.page.evaluate(() => window.__vtShifts ?? []);
      if (!trustedTypes) return { ...tracked, shifts };
      const violations = await tracked.page.evaluate(() => window.__vtViolations ?? []);
      return { ...tracked, shifts, trustedTypes: { policy: response?.headers()['content-security-policy'], violations } };
    })();
    entry = { loaded, users };
    loads.set(key, entry);
  }
  return entry.loaded;
}
async function done(path: string, width: Width): Promise<void> {
  const entry = loads.get(`${path} ${width}`)!;
  entry.users -= 1;
  if (entry.users === 0) await (await entry.loaded.catch(() => null))?.context.close();
}

const site = ['/', ...demoSitePages()];
const everyPage = ['/', ...examplePages()];
/** The tests that use a page's desktop load: its layout shift, and its example or site check. */
const DESKTOP_USERS = 2;

/** The vt-* tags in the page's light DOM, and the data-scroll-to behaviour, as the footer lists them. */
const usedElements = (page: Page) =>
  page.evaluate(() => {
    const used = new Set([...document.querySelectorAll('*')].map((el) => el.localName).filter((name) => name.startsWith('vt-')));
    if (document.querySelector('[data-scroll-to]')) used.add('data-scroll-to');
    return [...used].sort();
  });

/** The sum of every shift (at least the web-vitals session-window figure): stricter. */
const cumulative = (shifts: Shift[]) => shifts.reduce((sum, s) => sum + s.value, 0);

describe.concurrent('layout shift', () => {
  it.each(everyPage)(`%s at desktop width: cumulative layout shift < ${LIMIT}`, async (path) => {
    try {
      const { shifts } = await load(path, 'desktop', DESKTOP_USERS);
      expect(cumulative(shifts), JSON.stringify(shifts)).toBeLessThan(LIMIT);
    } finally {
      await done(path, 'desktop');
    }
  });

  // One test per load, so no load waits for a later test: the page is served under Trusted Types
  // at this width (an example page's policy; the index is the server's own page and has none).
  it.each(everyPage)(
    `%s at ${TRUSTED_TYPES_WIDTH} width, under Trusted Types: cumulative layout shift < ${LIMIT}; every element upgrades and settles, zero violations, no page error`,
    async (path) => {
      try {
        const { shifts, trustedTypes, pageErrors } = await load(path, TRUSTED_TYPES_WIDTH, 1);
        expect(cumulative(shifts), JSON.stringify(shifts)).toBeLessThan(LIMIT);
        expect(trustedTypes?.policy).toBe(path === '/' ? undefined : TRUSTED_TYPES_CSP);
        expect(trustedTypes?.violations).toEqual([]);
        expect(pageErrors.map((e) => e.message)).toEqual([]);
      } finally {
        await done(path, TRUSTED_TYPES_WIDTH);
      }
    },
  );
});

describe.concurrent('example pages', () => {
  it.each(examplePages().filter((path) => !site.includes(path)))('%s: every vt-* tag upgrades, no page error, zero axe violations', async (path) => {
    try {
      // Loaded means every vt-* tag was defined (a tag never defined fails the load).
      const { page, pageErrors } = await load(path, 'desktop', DESKTOP_USERS);
      expect(pageErrors.map((e) => e.message)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await done(path, 'desktop');
    }
  });
});

describe.concurrent('demo site', () => {
  it('has its pages: home, a subject page, class search, the tutor application, a callback request and the thank-you routes', () => {
    expect(site).toEqual(
      expect.arrayContaining(['/home.html', '/subject-page.html', '/classes/search.html', '/tutor-application.html', '/callback-request.html', '/contacts/marketing/thank-you.html', '/contacts/marketing/thank-you-nme.html', '/tutor-application/thank-you.html', '/en-ca/tutor-application/thank-you.html']),
    );
  });

  it.each(site)('%s: lists the elements it uses, no page error, zero axe violations in light and dark', async (path) => {
    try {
      const { page, pageErrors } = await load(path, 'desktop', DESKTOP_USERS);
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
    } finally {
      await done(path, 'desktop');
    }
  });
});

describe.concurrent('pre-upgrade rules', () => {
  it('hide the later panels until the wizard takes over, and are removed when its module fails to load', async () => {
    const { page, context } = await h.newPage();
    try {
      await page.route('**/elements/lead-wizard.js', (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto(h.url('/lead-wizard.html'));
      // The first discovery has settled: the failed import has been reported.
      await page.evaluate(() => window.vtAutoload?.ready);
      const shown = await page.$$eval('vt-lead-wizard [data-panel-type]:not([data-panel-type=action])', (panels) => panels.filter((p) => getComputedStyle(p).display !== 'none').length);
      expect(shown).toBeGreaterThan(1);
    } finally {
      await context.close();
    }
  });

  it('beat a page rule that displays every panel, before the wizard has taken over', async () => {
    const { page, context } = await h.newPage();
    try {
      // The module never arrives: the page stays in its before-upgrade state.
      await page.route('**/elements/lead-wizard.js', () => {});
      await page.goto(h.url('/lead-wizard.html'), { waitUntil: 'domcontentloaded' });
      await page.addStyleTag({ content: '.lead-form [data-panel-type] { display: block }' });
      const shown = await page.$$eval('vt-lead-wizard [data-panel-type]', (panels) => panels.filter((p) => getComputedStyle(p).display !== 'none').map((p) => p.getAttribute('data-id')));
      expect(shown).toEqual(['welcome']);
    } finally {
      await context.close();
    }
  });
});
