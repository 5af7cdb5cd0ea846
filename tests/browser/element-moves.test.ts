import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, waitForWizards, type Harness } from './harness';

/**
 * Issue 9: an element survives a move (append elsewhere, Chromium's moveBefore, a framework
 * re-parenting): the lead form stays at its step with its values and history. A real removal
 * ends its timers and listeners. examples/lead-wizard.html on the built dist/, in Chromium.
 * Time is Playwright's page clock (installed, running); each test has its own page, so they run concurrently.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const form = (page: Page) => page.getByRole('form', { name: 'Request a tutor' });
const button = (page: Page, name: string) => form(page).getByRole('button', { name, exact: true });

async function shown(page: Page): Promise<string[]> {
  return page.$$eval('vt-lead-wizard [data-panel-type]', (els) =>
    els.filter((el) => !(el as HTMLElement).hidden).map((el) => el.getAttribute('data-id') ?? ''),
  );
}

/** Opens the page, records every vt-step-change, and walks to step 3 (grade) with two answers. */
async function atStepThree(expect: ExpectStatic) {
  const tracked = await h.newPage();
  const { page } = tracked;
  await page.clock.install();
  await page.goto(h.url('/lead-wizard'));
  await waitForWizards(page);
  await page.evaluate(() => {
    const w = window as unknown as { steps: unknown[] };
    w.steps = [];
    document.querySelector('vt-lead-wizard')!.addEventListener('vt-step-change', (e) => w.steps.push((e as CustomEvent).detail));
  });
  await button(page, 'Get started').click();
  await form(page).getByLabel('My child').check();
  await button(page, 'Next').click();
  await form(page).getByRole('heading', { name: 'What grade is your child in?' }).waitFor();
  await form(page).getByLabel('Middle School').check();
  await expect.poll(() => new URL(page.url()).hash).toBe('#get-started/3');
  return tracked;
}

const steps = (page: Page) => page.evaluate(() => (window as unknown as { steps: unknown[] }).steps.length);

async function expectStillAtStepThree(expect: ExpectStatic, page: Page, historyLength: number) {
  // Well past the task in which an unmount would have happened: 200 ms of page time, every timer due run.
  await page.clock.runFor(200);
  expect(await shown(page)).toEqual(['grade']);
  expect(await form(page).getByLabel('Middle School').isChecked()).toBe(true);
  expect(await page.locator('input[name="who_needs_help"][value="My child"]').isChecked()).toBe(true);
  await expect.poll(() => new URL(page.url()).hash).toBe('#get-started/3');
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  expect(await page.locator('vt-lead-wizard').getAttribute('data-ready')).toBe('');
  // Taken over once: one progress bar (a second takeover would add its own), still at 2 of its steps.
  expect(await page.locator('vt-lead-wizard .vt-lead-wizard__progress').count()).toBe(1);
  expect(await form(page).getByRole('progressbar').count()).toBe(1);
  expect(await steps(page)).toBe(2);
}

describe.concurrent('moves keep an element whole (issue 9)', () => {
  it('append to another parent: same step, values, history; the flow and Back go on from there', async ({ expect }) => {
    const { page, pageErrors } = await atStepThree(expect);
    const historyLength = await page.evaluate(() => history.length);
    await page.evaluate(() => {
      const box = document.createElement('section');
      box.id = 'elsewhere';
      document.querySelector('main')!.append(box);
      box.append(document.querySelector('vt-lead-wizard')!);
    });
    expect(await page.locator('#elsewhere > vt-lead-wizard').count()).toBe(1);
    await expectStillAtStepThree(expect, page, historyLength);
    // It still works: Next goes on, the browser's Back comes back to step 3 with its answer.
    await button(page, 'Next').click();
    await form(page).getByRole('heading', { name: 'Where can we reach you?' }).waitFor();
    await page.goBack();
    await form(page).getByRole('heading', { name: 'What grade is your child in?' }).waitFor();
    expect(await form(page).getByLabel('Middle School').isChecked()).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('moveBefore: same step, values and history', async ({ expect }) => {
    const { page, pageErrors } = await atStepThree(expect);
    const historyLength = await page.evaluate(() => history.length);
    const supported = await page.evaluate(() => {
      const main = document.querySelector('main') as HTMLElement & { moveBefore?: (n: Node, c: Node | null) => void };
      if (typeof main.moveBefore !== 'function') return false;
      main.moveBefore(document.querySelector('vt-lead-wizard')!, main.firstElementChild);
      return true;
    });
    expect(supported).toBe(true);
    expect(await page.evaluate(() => document.querySelector('main')!.firstElementChild!.localName)).toBe('vt-lead-wizard');
    await expectStillAtStepThree(expect, page, historyLength);
    await button(page, 'Next').click();
    await form(page).getByRole('heading', { name: 'Where can we reach you?' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('a real removal leaves no timer or listener firing: the interstitial, history, get-started and scroll do nothing', async ({ expect }) => {
    const { page, pageErrors, consoleErrors } = await atStepThree(expect);
    await button(page, 'Next').click();
    // The interstitial (data-delay 2 s) is showing: remove the form while its timer runs.
    await page.locator('[data-id="matching"]').waitFor({ state: 'visible' });
    const before = await steps(page);
    await page.evaluate(() => {
      const w = window as unknown as { removed: Element };
      w.removed = document.querySelector('vt-lead-wizard')!;
      w.removed.remove();
    });
    // Past the interstitial's 2 s on the page clock.
    await page.clock.runFor(2500);
    expect(await steps(page)).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { removed: Element }).removed.hasAttribute('data-ready'))).toBe(false);
    const header = () => page.locator('.site-header').getAttribute('class');
    const headerBefore = await header();
    // Back: the popstate has been dispatched, then 300 ms of page time.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          addEventListener('popstate', () => resolve(), { once: true });
          history.back();
        }),
    );
    await page.clock.runFor(300);
    await page.locator('[data-get-started]').first().click();
    await page.evaluate(() => window.scrollTo(0, 0));
    // The wheel's scroll has ended (scrollend), then 500 ms of page time.
    await page.evaluate(() => {
      const w = window as unknown as { scrolled: Promise<unknown> };
      w.scrolled = new Promise((resolve) => document.addEventListener('scrollend', resolve, { once: true }));
    });
    await page.mouse.wheel(0, 2000);
    await page.evaluate(() => (window as unknown as { scrolled: Promise<unknown> }).scrolled);
    await page.clock.runFor(500);
    expect(await steps(page)).toBe(before);
    expect(await header()).toBe(headerBefore);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
