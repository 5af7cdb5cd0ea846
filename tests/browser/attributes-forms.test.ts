import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, waitForWizards, type Harness } from './harness';

/**
 * Issue 39 for the forms' elements: <vt-lead-wizard>, <vt-scheduled-callback> and <vt-cart-badge>
 * follow an attribute (or its property) set after start and keep what the visitor did; a malformed
 * new value is reported once and the last good value kept. Built dist/ in Chromium, demo API.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Reports = { reported: string[]; vtErrorReporter: (e: Error) => void };

/** Collects what the page reports (window.vtErrorReporter). */
async function collectReports(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as Reports;
    w.reported = [];
    w.vtErrorReporter = (e) => w.reported.push(e.message);
  });
  return () => page.evaluate(() => (window as unknown as Reports).reported);
}

/** Two rendering frames: a change's React render and its effects are done. */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/** The lead calls the page makes, as `METHOD /path`. */
function recordCalls(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/v1\/(learn-lab|contact)\//.test(url.pathname)) sent.push(`${request.method()} ${url.pathname}`);
  });
  return sent;
}

/** examples/class-account.html up to its account step: the email checked (check_email, the step's own action), name and phone typed. */
async function toAccountStep(page: Page, sent: string[]) {
  await page.goto(h.url('/class-account.html'));
  await waitForWizards(page);
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'About you' }).waitFor();
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Phone number').pressSequentially('2025550100');
  await page.getByLabel('Password').fill('correct horse battery');
  await frames(page);
  return [...sent];
}

/** The step reached and the typed values are still there. */
async function expectAccountStepKept(page: Page, expect: (v: unknown) => { toBe(x: unknown): void }) {
  expect(await page.getByRole('heading', { name: 'About you' }).isVisible()).toBe(true);
  expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
  expect(await page.getByLabel('Password').inputValue()).toBe('correct horse battery');
}

describe.concurrent('<vt-lead-wizard>: a change after start applies from the next step and keeps the step reached', () => {
  it('data-action set after start: the next submit step calls the new action; the submit made is not redone, the typed values are kept', async ({
    expect,
  }) => {
    const { page, pageErrors } = await h.newPage();
    const sent = recordCalls(page);
    const before = await toAccountStep(page, sent);
    expect(before).toEqual(['GET /v1/learn-lab/users/exists']);
    await page.locator('vt-lead-wizard').evaluate((el) => el.setAttribute('data-action', 'new_contact'));
    await frames(page);
    await expectAccountStepKept(page, expect);
    expect(sent).toEqual(before);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent).toEqual(['GET /v1/learn-lab/users/exists', 'POST /v1/contact/requests']);
    await page.getByRole('heading', { name: 'Your account is ready' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('the action property after start: set as the attribute, the next submit step calls the new action, the values stay', async ({
    expect,
  }) => {
    const { page, pageErrors } = await h.newPage();
    const sent = recordCalls(page);
    await toAccountStep(page, sent);
    const attribute = await page.locator('vt-lead-wizard').evaluate((el) => {
      (el as HTMLElement & { action: string }).action = 'new_contact';
      return el.getAttribute('data-action');
    });
    expect(attribute).toBe('new_contact');
    await frames(page);
    await expectAccountStepKept(page, expect);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]).toBe('POST /v1/contact/requests');
    expect(pageErrors).toEqual([]);
  });

  it('a malformed data-action after start is reported once and the last good action kept', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage();
    const reports = await collectReports(page);
    const sent = recordCalls(page);
    await toAccountStep(page, sent);
    await page.locator('vt-lead-wizard').evaluate((el) => el.setAttribute('data-action', 'send_everything'));
    await frames(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Your account is ready' }).waitFor();
    expect(sent).toEqual(['GET /v1/learn-lab/users/exists', 'POST /v1/learn-lab/users']);
    const about = (await reports()).filter((m) => m.includes('data-action'));
    expect(about).toHaveLength(1);
    expect(about[0]).toMatch(/^<vt-lead-wizard> data-action: expected one of .*got "send_everything"; keeping its last good value\.$/);
    expect(pageErrors).toEqual([]);
  });
});

/** Monday 2026-11-23 10:00 in Chicago; Tuesday 8:00, 9:30 and 11:00 AM. */
const MONDAY_10AM_CHICAGO = new Date('2026-11-23T16:00:00Z');
const SLOTS = ['2026-11-24T14:00:00Z', '2026-11-24T15:30:00Z', '2026-11-24T17:00:00Z'];

/** examples/scheduled-callback.html's first picker with Tuesday 9:30 AM chosen. */
async function chooseTuesday930(page: Page) {
  await page.clock.setFixedTime(MONDAY_10AM_CHICAGO);
  await page.route('**/v1/todos/me/timeslots**', (route) => route.fulfill({ json: SLOTS.map((timeslot) => ({ timeslot })) }));
  await page.goto(h.url('/scheduled-callback.html'));
  const picker = page.locator('#book-picker');
  await picker.locator('input[value="2026-11-24"]').check();
  await picker.locator('input[value="2026-11-24T15:30:00Z"]').check();
  await picker.getByRole('checkbox', { name: 'I agree to the Terms of Use' }).check();
  return picker;
}

const chosen = (page: Page) =>
  page
    .locator('#book-picker')
    .evaluate((el) =>
      [...el.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')].map((input) => `${input.name}=${input.value}`),
    );

describe.concurrent('<vt-scheduled-callback>: a change after start keeps the chosen day and time', () => {
  it('data-timerange set after start shows ranges; Tuesday 9:30 stays chosen', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/Chicago' });
    const picker = await chooseTuesday930(page);
    expect(await picker.getByText('9:30 AM', { exact: true }).count()).toBe(1);
    await picker.evaluate((el) => el.setAttribute('data-timerange', 'true'));
    await picker.getByText('9:30 AM - 9:45 AM').waitFor();
    expect(await chosen(page)).toEqual(['day_to_call=2026-11-24', 'time_to_call=2026-11-24T15:30:00Z']);
    // The consent given for that time stays given.
    expect(await picker.getByRole('checkbox', { name: 'I agree to the Terms of Use' }).isChecked()).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('the tou property after start: false hides the consent, true shows it again; the chosen day and time stay', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/Chicago' });
    const picker = await chooseTuesday930(page);
    const terms = picker.getByRole('checkbox', { name: 'I agree to the Terms of Use' });
    const tou = await picker.evaluate((el) => {
      (el as HTMLElement & { tou: boolean }).tou = false;
      return el.getAttribute('data-tou');
    });
    expect(tou).toBe('false');
    await expect.poll(() => terms.count()).toBe(0);
    expect(await chosen(page)).toEqual(['day_to_call=2026-11-24', 'time_to_call=2026-11-24T15:30:00Z']);
    await picker.evaluate((el) => ((el as HTMLElement & { tou: boolean }).tou = true));
    await expect.poll(() => terms.count()).toBe(1);
    expect(await chosen(page)).toEqual(['day_to_call=2026-11-24', 'time_to_call=2026-11-24T15:30:00Z']);
    expect(pageErrors).toEqual([]);
  });
});

describe.concurrent('<vt-cart-badge>: a change after start', () => {
  it('data-href set after start updates the link; the focused link keeps focus and its count', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage();
    await page.goto(h.url('/cart-badge.html'));
    const badge = page.locator('#header-cart');
    const link = badge.getByRole('link', { name: 'Cart, 3 items' });
    await link.waitFor();
    await link.focus();
    await badge.evaluate((el) => el.setAttribute('data-href', '/basket'));
    await expect.poll(() => link.getAttribute('href')).toBe('/basket');
    expect(await link.evaluate((a) => a === document.activeElement)).toBe(true);
    expect(await badge.locator('.vt-cart-badge__count').textContent()).toBe('3');
    // The property sets the attribute, and the link follows.
    await badge.evaluate((el) => ((el as HTMLElement & { href: string }).href = '/checkout'));
    await expect.poll(() => link.getAttribute('href')).toBe('/checkout');
    expect(await badge.getAttribute('data-href')).toBe('/checkout');
    expect(await link.evaluate((a) => a === document.activeElement)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('data-texts after start renames the link; a malformed one is reported once and the last good texts kept', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage();
    const reports = await collectReports(page);
    await page.goto(h.url('/cart-badge.html'));
    const badge = page.locator('#header-cart');
    await badge.getByRole('link', { name: 'Cart, 3 items' }).waitFor();
    await badge.evaluate((el) => el.setAttribute('data-texts', '{"cartMany":"Basket, {count} items"}'));
    await badge.getByRole('link', { name: 'Basket, 3 items' }).waitFor();
    await badge.evaluate((el) => el.setAttribute('data-texts', '{"cartMany": oops'));
    await expect.poll(async () => (await reports()).filter((m) => m.includes('data-texts'))).toHaveLength(1);
    await badge.evaluate((el) => el.setAttribute('data-texts', '{"cartMany": oops'));
    expect(await badge.getByRole('link', { name: 'Basket, 3 items' }).count()).toBe(1);
    // A good value set after the second malformed one shows: the element has dealt with that one
    // too (in order), and still one report, not a second after a fixed two frames.
    await badge.evaluate((el) => el.setAttribute('data-texts', '{"cartMany":"Bag, {count} items"}'));
    await badge.getByRole('link', { name: 'Bag, 3 items' }).waitFor();
    const about = (await reports()).filter((m) => m.includes('data-texts'));
    expect(about).toHaveLength(1);
    expect(about[0]).toMatch(/^<vt-cart-badge> data-texts: malformed JSON .*; keeping its last good value\.$/);
    expect(pageErrors).toEqual([]);
  });
});
