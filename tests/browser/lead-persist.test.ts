import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumPath, CHROME_ARGS, startHarness, waitForWizards, type Harness } from './harness';

/**
 * "Nothing typed is lost on reload": examples/lead-wizard.html and class-account.html on the built element.
 * Each test has its own context (its own sessionStorage) and the demo API keeps no lead state, so
 * the tests run concurrently.
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

/** The one visible panel's data-id, once it has settled (§9: 300 ms). */
async function shownPanel(page: Page): Promise<string> {
  await page.waitForFunction(() => !document.querySelector('.vt-panel--entering'));
  const ids = await page.$$eval('vt-lead-wizard [data-panel-type]', (els) =>
    els.filter((el) => !(el as HTMLElement).hidden).map((el) => el.getAttribute('data-id') ?? ''),
  );
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

async function waitPanel(page: Page, id: string) {
  await page.locator(`vt-lead-wizard [data-id="${id}"]`).waitFor({ state: 'visible' });
  expect(await shownPanel(page)).toBe(id);
}

/** Our sessionStorage entries (the wizard's own, not vt-landing-page). */
async function entries(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Object.keys(sessionStorage)
        .filter((k) => k.startsWith('vt-lead-wizard:'))
        .map((k) => [k, sessionStorage.getItem(k)!]),
    ),
  );
}

/** Three steps of the home form (who, grade, then the contact step half filled). */
async function fillThreeSteps(page: Page) {
  await waitForWizards(page);
  await button(page, 'Get started').click();
  await waitPanel(page, 'who');
  await page.getByLabel('My child').check();
  await button(page, 'Next').click();
  await waitPanel(page, 'grade');
  await page.getByLabel('High School').check();
  await button(page, 'Next').click();
  await waitPanel(page, 'contact');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone number').pressSequentially('2025550100');
}

async function expectContactRestored(expect: ExpectStatic, page: Page) {
  await waitForWizards(page);
  await waitPanel(page, 'contact');
  await expect.poll(() => new URL(page.url()).hash).toBe('#get-started/5');
  expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
  expect(await page.getByLabel('Email').inputValue()).toBe('ada@example.com');
  // The mask formats the restored number as it did the typed one.
  expect(await page.getByLabel('Phone number').inputValue()).toBe('(202) 555-0100');
  expect(await page.locator('input[value="My child"]').isChecked()).toBe(true);
  expect(await page.locator('input[value="High School"]').isChecked()).toBe(true);
  // Back follows the path walked: the grade step, in history mode through the browser's history.
  await button(page, 'Back').click();
  await waitPanel(page, 'grade');
}

describe.concurrent('a half-filled lead form survives a reload', () => {
  it('a reload, and reopening the page in the same tab, resume at the same step with the values', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage();
    await page.goto(h.url('/lead-wizard.html'));
    await fillThreeSteps(page);
    await page.reload();
    await expectContactRestored(expect, page);
    // Reopened (a new navigation, not a reload: the browser restores no form state of its own).
    await page.goto(h.url('/lead-wizard.html'));
    await waitForWizards(page);
    await expect.poll(() => shownPanel(page)).toBe('grade');
    await button(page, 'Next').click();
    await waitPanel(page, 'contact');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
    expect(pageErrors).toEqual([]);
  });

  it('never a password, and a reload after a successful account creation starts afresh (class-account)', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage();
    await page.goto(h.url('/class-account.html'));
    await waitForWizards(page);
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Phone number').pressSequentially('2025550100');
    await page.getByLabel('Password').fill('correct horse battery');
    await page.reload();
    await waitForWizards(page);
    // check_email is never replayed on load: the visitor resumes at its Continue, values in place.
    await expect.poll(() => shownPanel(page)).toBe('email');
    expect(await page.getByLabel('Email').inputValue()).toBe('ada@example.com');
    expect(JSON.stringify(await entries(page))).not.toContain('correct horse');
    expect(JSON.stringify(await entries(page))).toContain('Ada Lovelace');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Your account is ready' }).waitFor();
    // The hidden user_id the response wrote is not kept either: the entry is gone.
    expect(await entries(page)).toEqual({});
    await page.reload();
    await waitForWizards(page);
    await expect.poll(() => shownPanel(page)).toBe('email');
    expect(await page.evaluate(() => (document.querySelector('input[name="full_name"]') as HTMLInputElement).value)).toBe('');
    expect(await entries(page)).toEqual({});
    expect(pageErrors).toEqual([]);
  });

  it('a submitted lead that redirected leaves nothing: back to the form starts afresh', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage();
    await page.goto(h.url('/lead-wizard.html'));
    await fillThreeSteps(page);
    await page.getByLabel('ZIP Code').fill('10001');
    await page.getByLabel(/I agree to be contacted/).check();
    await button(page, 'Get my match').click();
    await page.waitForURL(/thank-you/);
    expect(await entries(page)).toEqual({});
    await page.goto(h.url('/lead-wizard.html'));
    await waitForWizards(page);
    await expect.poll(() => shownPanel(page)).toBe('welcome');
    expect(pageErrors).toEqual([]);
  });

  it('data-persist="false" keeps nothing', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage();
    // The example page with the attribute added, as a CMS author would write it.
    await page.route('**/lead-wizard.html', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('<vt-lead-wizard id="home-lead"', '<vt-lead-wizard id="home-lead" data-persist="false"');
      await route.fulfill({ response, body });
    });
    await page.goto(h.url('/lead-wizard.html'));
    await fillThreeSteps(page);
    expect(await page.locator('vt-lead-wizard').getAttribute('data-persist')).toBe('false');
    await page.goto(h.url('/lead-wizard.html'));
    await waitForWizards(page);
    await expect.poll(() => shownPanel(page)).toBe('welcome');
    expect(await entries(page)).toEqual({});
    expect(pageErrors).toEqual([]);
  });
});

describe.concurrent('the back-forward cache', () => {
  let browser: Browser;
  beforeAll(async () => {
    // The full browser: the headless shell has no back-forward cache. Playwright turns the cache
    // off by default; a visitor's Chrome has it on.
    const executablePath = chromiumPath('full');
    browser = await chromium.launch({
      executablePath,
      args: CHROME_ARGS,
      headless: true,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A page in the cache-enabled browser, its errors collected, with the example form cacheable. */
  async function cacheablePage() {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (e) => pageErrors.push(e));
    // The demo server answers no-store, which keeps a page out of the cache: a real CMS page is cacheable.
    await page.route('**/lead-wizard.html', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'cache-control': 'max-age=0' } });
    });
    return { context, page, pageErrors };
  }

  it('a page restored from the cache keeps its step, values and timers, and keeps saving', async ({ expect }) => {
    const { context, page, pageErrors } = await cacheablePage();
    await page.goto(h.url('/lead-wizard.html'));
    await fillThreeSteps(page);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      addEventListener('pageshow', (e) => ((window as unknown as { persisted: boolean }).persisted = e.persisted));
    });
    await page.goto(h.url('/cart-badge.html'));
    // A page restored from the cache fires no load event: wait for the commit only.
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { persisted?: boolean }).persisted !== undefined || document.readyState === 'complete',
    );
    const restored = await page.evaluate(() => ({
      marker: (window as unknown as { marker?: number }).marker,
      persisted: (window as unknown as { persisted?: boolean }).persisted,
    }));
    expect(restored).toEqual({ marker: 1, persisted: true });
    await expectContactRestored(expect, page);
    // The interstitial's timer still runs, and typing is still saved.
    await button(page, 'Next').click();
    await waitPanel(page, 'contact');
    await page.getByLabel('ZIP Code').fill('10001');
    await expect.poll(async () => JSON.stringify(await entries(page))).toContain('10001');
    await context.close();
    expect(pageErrors).toEqual([]);
  });

  it('back from the thank-you page (restored from the cache), the form takes Next again', async ({ expect }) => {
    const { context, page, pageErrors } = await cacheablePage();
    await page.goto(h.url('/lead-wizard.html'));
    await fillThreeSteps(page);
    await page.getByLabel('ZIP Code').fill('10001');
    await page.getByLabel(/I agree to be contacted/).check();
    await page.evaluate(() => addEventListener('pageshow', (e) => ((window as unknown as { persisted: boolean }).persisted = e.persisted)));
    await button(page, 'Get my match').click();
    await page.waitForURL(/thank-you/);
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { persisted?: boolean }).persisted === true);
    expect(await shownPanel(page)).toBe('contact');
    await button(page, 'Get my match').click();
    await page.waitForURL(/thank-you/);
    await context.close();
    expect(pageErrors).toEqual([]);
  });
});
