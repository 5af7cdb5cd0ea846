import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { TestContext } from 'vitest';
import { examplePagesOnDisk, startDemoServer, type DemoServer } from '@vt-elements/demo-api/server';
import { root } from '../../scripts/elements.mjs';
import { chromiumPath } from '../../scripts/chromium';
import { BADGES_COUNTED, PICKERS_LOADED, WIZARDS_READY } from '../../scripts/bench/pages';
import { AXE_RULES, AXE_SCRIPT, AXE_TAGS, requireBuiltDist, runAxe } from '../support/browser';

/**
 * Real Chromium on the built dist/ (DEVELOPERS.md): Debian's /usr/bin/chromium or CHROME_PATH;
 * on a laptop without either, Playwright's own Chromium. Never downloads a browser. Playwright's
 * launch() gives every run a fresh temporary user-data dir and removes it on close.
 *
 * Segment 1.81.0 posts its batches to `https://{apiHost}/b`, which the demo server answers on its
 * http port (packages/demo-api/src/tls.ts). Both flags are the browser's, not a context's option,
 * because they must also cover a `keepalive` batch sent while its page navigates away (spec §9),
 * which outlives the page and its context's settings:
 * - `--ignore-certificate-errors`: the demo certificate (packages/demo-api/certs) is self-signed.
 * - `LocalNetworkAccessChecks` off: a test's own page (route.fulfill) has no address space, so
 *   Chromium takes it for a public site whose requests to another origin on the loopback demo
 *   server (the https batches) need a local-network permission; a context's granted permission
 *   is not asked for a keepalive batch after its page has gone.
 */
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--ignore-certificate-errors',
  '--disable-features=LocalNetworkAccessChecks',
];

export interface Harness {
  server: DemoServer;
  url(path: string): string;
  /** A fresh browser context (fresh cookies); errors and console lines are collected per page. */
  newPage(options?: PageOptions): Promise<TrackedPage>;
  close(): Promise<void>;
}

export interface PageOptions {
  timezoneId?: string;
  locale?: string;
  /** CSS pixels; Playwright's default is 1280 x 720. */
  viewport?: { width: number; height: number };
  /** A phone: the meta viewport is honoured and touch events are on. */
  isMobile?: boolean;
  hasTouch?: boolean;
  /** Device pixels per CSS pixel (a 2x screen); Playwright's default is 1. */
  deviceScaleFactor?: number;
  /** A page shared by several tests: the caller closes its context, not the end of the test that opened it. */
  shared?: boolean;
  /**
   * The page animates as for a visitor who has not asked for reduced motion. Without it the
   * context prefers reduced motion (issue 36): a panel's entrance or a disclosure's slide costs no
   * frames and no wait where the test is not about motion (a lead flow through five panels: 30%
   * less CPU). Tests about motion, and the main visitor flows, ask for it.
   */
  motion?: boolean;
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors. */
  pageErrors: Error[];
  /** console.error lines. */
  consoleErrors: string[];
  /** Requests started and not yet finished or failed (an event stream counts until it closes). */
  inFlight: Set<Request>;
  /** How many requests the page has started so far. */
  started: number;
}

export { chromiumPath } from '../../scripts/chromium';

/**
 * The running test, seen from the harness: tests in a file run concurrently, and vitest's global
 * current test is whichever started last. Each test runs in its own async context, so a page knows
 * the test that opened it: its context closes when that test ends (an open page keeps running its
 * timers and animations, CPU the other tests need) and a failure prints that page's state.
 */
export const currentTest = new AsyncLocalStorage<TestContext>();

/**
 * One Chromium per worker, shared by the files it runs (the browser project keeps a worker's
 * modules between files, isolate: false): a test's isolation is its fresh context (cookies,
 * storage, cache), not a browser of its own, and a launch per file cost CPU the tests need. A
 * browser that crashed or was closed is launched again by the next file. Playwright ends it with
 * the worker.
 */
let sharedBrowser: Promise<Browser> | undefined;
function browserOfWorker(): Promise<Browser> {
  sharedBrowser ??= chromium.launch({ executablePath: chromiumPath(), args: CHROME_ARGS, headless: true }).then(
    (browser) => {
      browser.on('disconnected', () => (sharedBrowser = undefined));
      return browser;
    },
    (error: unknown) => {
      sharedBrowser = undefined;
      throw error;
    },
  );
  return sharedBrowser;
}

export async function startHarness(): Promise<Harness> {
  requireBuiltDist();
  const [server, browser] = await Promise.all([startDemoServer({ root }), browserOfWorker()]);
  const contexts: BrowserContext[] = [];
  return {
    server,
    url: (path) => new URL(path, server.url).href,
    async newPage(options = {}) {
      const { isMobile, viewport, timezoneId } = options;
      const context = await browser.newContext({
        timezoneId,
        locale: options.locale ?? 'en-US',
        viewport,
        isMobile,
        hasTouch: options.hasTouch ?? isMobile,
        deviceScaleFactor: options.deviceScaleFactor,
        reducedMotion: options.motion ? 'no-preference' : 'reduce',
      });
      contexts.push(context);
      const page = await context.newPage();
      const tracked: TrackedPage = { page, context, pageErrors: [], consoleErrors: [], inFlight: new Set(), started: 0 };
      page.on('pageerror', (error) => tracked.pageErrors.push(error));
      page.on('request', (request) => {
        tracked.started += 1;
        tracked.inFlight.add(request);
      });
      page.on('requestfinished', (request) => tracked.inFlight.delete(request));
      page.on('requestfailed', (request) => tracked.inFlight.delete(request));
      page.on('console', (message) => {
        if (message.type() === 'error') tracked.consoleErrors.push(message.text());
      });
      const test = options.shared ? undefined : currentTest.getStore();
      // A page opened outside a test (in beforeAll) lives until close().
      test?.onTestFinished(async () => {
        if (test.task.result?.state === 'fail') diagnoseFailure(test, tracked);
        await context.close();
      });
      return tracked;
    },
    /** Closes this file's contexts and its server; the worker's browser stays for its next file. */
    async close() {
      await Promise.allSettled(contexts.map((c) => c.close()));
      await server.close();
    },
  };
}

/** After a failed test: where its page was and what it said, so a rare flake leaves a trace. */
function diagnoseFailure(test: TestContext, { page, pageErrors, consoleErrors }: TrackedPage): void {
  const error = test.task.result?.errors?.[0];
  console.error(
    [
      `[browser test failed] ${test.task.name}`,
      `  error: ${(error?.message ?? 'unknown').split('\n').slice(0, 6).join('\n  ')}`,
      `  page: ${page.isClosed() ? '(closed)' : page.url()}`,
      ...pageErrors.map((e) => `  page error: ${e.message}`),
      ...consoleErrors.slice(-5).map((line) => `  console.error: ${line}`),
    ].join('\n'),
  );
}

/** Every example page a visitor can open (every .html file under examples/, as URL paths), found on disk so new pages are covered. */
export function examplePages(dir = join(root, 'examples')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? examplePages(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [`/${relative(join(root, 'examples'), join(dir, entry.name))}`]
        : [],
  );
}

/** The demo site's pages (data-site on <html>), as URL paths of their files; the index lists them the same way. */
export function demoSitePages(): string[] {
  return examplePagesOnDisk(root)
    .filter((p) => p.site)
    .map((p) => `/${p.file}`);
}

/** Waits until every <vt-lead-wizard> on the page has taken over its form (data-ready). */
export async function waitForWizards(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const wizards = [...document.querySelectorAll('vt-lead-wizard')];
    return wizards.length > 0 && wizards.every((el) => el.hasAttribute('data-ready'));
  });
}

/**
 * Pauses Playwright's clock `ahead` ms past the page's present time (firing the timers due by then):
 * from here only runFor() moves it. On a busy machine the page's time can pass that mark before the
 * call lands ("Cannot fast-forward to the past"); the clock is paused by then, so a second call,
 * from the page's frozen time, succeeds.
 */
export async function pauseClock(page: Page, ahead = 1000): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * No vt-* tag is left undefined, and every lead form, badge and picker is ready as the benchmark
 * counts it (scripts/bench/pages.ts: taken over, counted, slots loaded).
 */
export const ELEMENTS_READY = `[...document.querySelectorAll('*')].every((el) => !el.localName.startsWith('vt-') || el.matches(':defined')) && ${WIZARDS_READY} && ${BADGES_COUNTED} && ${PICKERS_LOADED}`;
/**
 * The same as a function: Playwright runs a string predicate through the page's eval, which a page
 * under Trusted Types refuses (trusted-types.test.ts); a function it compiles over the protocol.
 */
const elementsReady = new Function(`return ${ELEMENTS_READY}`) as () => boolean;

/** Two rendering frames, then a task: what a response's render and the layout after it need to reach the screen. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));

declare global {
  interface Window {
    __vtViolations?: string[];
  }
}

/**
 * An init script (page.addInitScript): from before any page script, every Content Security Policy
 * violation the page reports, as a line, in window.__vtViolations.
 */
export function collectViolations() {
  const found: string[] = (window.__vtViolations = []);
  document.addEventListener('securitypolicyviolation', (e) =>
    found.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample} (${e.sourceFile}:${e.lineNumber})`),
  );
}

/**
 * A page that has settled, waited on signals rather than time (issue 29): its elements are ready,
 * none of its requests is in flight and none started over two rendering frames, and its finite CSS
 * animations and transitions have ended. What used to be `networkidle` (500 ms of quiet) and a
 * fixed 300 ms.
 */
export async function settled(tracked: TrackedPage): Promise<void> {
  const { page, inFlight } = tracked;
  await page.waitForFunction(elementsReady);
  for (;;) {
    await page.waitForFunction(() => document.readyState === 'complete');
    await quiet(tracked);
    const before = tracked.started;
    await frames(page);
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    await frames(page);
    if (loading(inFlight) === 0 && tracked.started === before) return;
  }
}

/** Requests that load something: an event stream (the flags SDK's) stays open for the page's life. */
const loading = (inFlight: Set<Request>) => [...inFlight].filter((r) => r.resourceType() !== 'eventsource').length;

/** Resolves when no request is loading; fails after 20 s naming what is still loading. */
function quiet({ page, inFlight }: TrackedPage): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (loading(inFlight) > 0) return;
      stop();
      resolve();
    };
    const deadline = setTimeout(() => {
      stop();
      reject(new Error(`still loading after 20 s: ${[...inFlight].map((r) => r.url()).join(', ')}`));
    }, 20_000);
    const stop = () => {
      clearTimeout(deadline);
      page.off('requestfinished', check);
      page.off('requestfailed', check);
    };
    // The harness's own listeners (registered first) have removed the request by the time these run.
    page.on('requestfinished', check);
    page.on('requestfailed', check);
    check();
  });
}

/** Fills the demo lead form ('Request a tutor', /lead-wizard.html and the site's hero) up to its last step, ready to submit. */
export async function fillHeroLead(form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Get started' }).click();
  await form.getByRole('radio', { name: 'Myself' }).check();
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Phone number').pressSequentially('2025550100');
  await form.getByLabel('ZIP Code').fill('20500');
  await form.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
}

/**
 * axe-core in the page: the violations as readable lines (empty when there are none). axe is
 * injected once per page. `context` (a selector) scopes the scan to the element under test; the
 * whole document is scanned on each example page (pages.test.ts).
 */
export async function axeViolations(page: Page, context: string | null = null): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(runAxe, { tags: AXE_TAGS, rules: AXE_RULES, selector: context });
}
