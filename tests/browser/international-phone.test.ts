import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { axeViolations, startHarness, waitForWizards, type Harness, type TrackedPage } from './harness';
import { root } from '../../scripts/elements.mjs';

/**
 * Spec §5 "Phone by country" and "Postal code" on examples/international-lead.html, built
 * dist/ in Chromium: the international phone field's country selector drives country_code, the
 * mask, the per-country check and the ZIP Code / Postal Code label; the lead carries the country.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const CORRELATION_ID = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

async function open(): Promise<TrackedPage> {
  const tracked = await h.newPage({ timezoneId: 'Europe/London' });
  await tracked.page.goto(h.url('/international-lead'));
  await waitForWizards(tracked.page);
  return tracked;
}

const country = (page: Page) => page.getByLabel('Phone number country', { exact: true });
/**
 * Read with expect.poll after typing: the masks' library arrives at idle after the takeover (issue
 * 38), and what a visitor typed before it came is formatted when it does (masks.ts). On a busy
 * machine the typing could beat it (a red run read the unformatted '07700900123').
 */
const phone = (page: Page) => page.getByLabel('Phone number', { exact: true });

/** Clears the phone field and types like a visitor, key by key (the mask works on input). */
async function typePhone(page: Page, keys: string) {
  await phone(page).fill('');
  await phone(page).pressSequentially(keys);
}

/** The form's country_code value (the hidden field the selector writes). */
const countryCode = (page: Page) => page.locator('vt-lead-wizard form [name="country_code"]').inputValue();

/** The new_contact request bodies the page sends. */
function recordLeads(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/contact/requests') bodies.push(request.postDataJSON());
  });
  return bodies;
}

async function fillOtherFields(page: Page) {
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('checkbox', { name: 'I agree to be contacted by phone about tutoring.' }).check();
}

describe.concurrent('international phone field (§5 Phone by country)', () => {
  it('has a labelled country selector listing United States and United Kingdom first, US chosen', async ({ expect }) => {
    const { page, pageErrors } = await open();
    const options = await country(page).locator('option').allTextContents();
    expect(options.slice(0, 3)).toEqual(['United States (+1)', 'United Kingdom (+44)', 'Australia (+61)']);
    // Each country is listed once (the preferred ones are not repeated further down).
    expect(options.filter((o) => o.startsWith('United States')).length).toBe(1);
    expect(options.filter((o) => o.startsWith('United Kingdom')).length).toBe(1);
    expect(await country(page).inputValue()).toBe('US');
    expect(await countryCode(page)).toBe('US');
    expect(await page.getByLabel('ZIP Code', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Phone number country' }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('keyboard: Tab goes Email, country selector, phone; ArrowDown chooses the United Kingdom', async ({ expect }) => {
    const { page } = await open();
    await page.getByLabel('Email').focus();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.labels?.[0]?.textContent))
      .toBe('Phone number country');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => countryCode(page)).toBe('GB');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('intl-phone');
    await page.keyboard.type('07700900123');
    await expect.poll(() => phone(page).inputValue()).toBe('07700 900 123');
  });

  it('US: the (999) 999-9999 mask, at most 14 characters, a +1 dial code dropped', async ({ expect }) => {
    const { page } = await open();
    await typePhone(page, '2125550100');
    await expect.poll(() => phone(page).inputValue()).toBe('(212) 555-0100');
    await typePhone(page, '21255501009');
    await expect.poll(() => phone(page).inputValue()).toBe('(212) 555-0100');
    await typePhone(page, '+12125550100');
    await expect.poll(() => phone(page).inputValue()).toBe('(212) 555-0100');
  });

  it('UK: the 99999 999 999 mask, country_code GB, the Postal Code label and upper-casing on change', async ({ expect }) => {
    const { page } = await open();
    await country(page).selectOption({ label: 'United Kingdom (+44)' });
    expect(await countryCode(page)).toBe('GB');

    await typePhone(page, '07700900123');
    await expect.poll(() => phone(page).inputValue()).toBe('07700 900 123');
    await typePhone(page, '077009001234');
    await expect.poll(() => phone(page).inputValue()).toBe('07700 900 123');
    // A pasted international number lands in the mask as the national number (national mode).
    await phone(page).fill('+44 7700 900123');
    await expect.poll(() => phone(page).inputValue()).toBe('07700 900 123');

    expect(await page.getByLabel('ZIP Code', { exact: true }).count()).toBe(0);
    const postal = page.getByLabel('Postal Code', { exact: true });
    expect(await page.locator('label[for="intl-zip"]').textContent()).toBe('Postal Code');
    // A UK postcode has letters: the numeric keyboard hint goes.
    expect(await postal.getAttribute('inputmode')).toBe('text');
    await postal.fill('sw1a 1aa');
    await postal.press('Tab');
    expect(await postal.inputValue()).toBe('SW1A 1AA');

    // Back to the US: the ZIP Code label and the US mask return.
    await country(page).selectOption({ label: 'United States (+1)' });
    expect(await countryCode(page)).toBe('US');
    expect(await page.locator('label[for="intl-zip"]').textContent()).toBe('ZIP Code');
    await typePhone(page, '2125550100');
    await expect.poll(() => phone(page).inputValue()).toBe('(212) 555-0100');
  });

  it('another country (Australia): a leading 00 becomes +, at most 15 characters, and the number is valid', async ({ expect }) => {
    const { page } = await open();
    await country(page).selectOption({ label: 'Australia (+61)' });
    expect(await countryCode(page)).toBe('AU');
    expect(await page.locator('label[for="intl-zip"]').textContent()).toBe('Postal Code');
    await typePhone(page, '0061 412 345 678');
    await expect.poll(() => phone(page).inputValue()).toBe('+61 412 345 678');
    await typePhone(page, '0061 412 345 6789');
    await expect.poll(() => phone(page).inputValue()).toBe('+61 412 345 678');

    await fillOtherFields(page);
    await page.getByLabel('Postal Code', { exact: true }).fill('2000');
    const leads = recordLeads(page);
    await Promise.all([page.waitForURL(/\/contacts\/marketing\/thank-you/), page.getByRole('button', { name: 'Request a call' }).click()]);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ contact_details: { phone: '+61 412 345 678' }, location: { country_code: 'AU', zip_code: '2000' } });
  });

  it("an invalid number for the country shows exactly 'Please enter a valid phone number' on the input, focused, axe clean", async ({
    expect,
  }) => {
    const { page, pageErrors } = await open();
    const leads = recordLeads(page);
    await fillOtherFields(page);
    await country(page).selectOption({ label: 'United Kingdom (+44)' });
    // Valid as a US number, not as a UK one (a UK number starts with the trunk 0 or +44).
    await typePhone(page, '2125550100');
    await expect.poll(() => phone(page).inputValue()).toBe('21255 501 00');
    await page.getByRole('button', { name: 'Request a call' }).click();

    const error = page.locator('vt-lead-wizard .vt-error-message');
    await error.waitFor();
    expect(await error.count()).toBe(1);
    expect(await error.textContent()).toBe('Error: Please enter a valid phone number');
    const errorId = await error.getAttribute('id');
    expect(errorId).toBeTruthy();
    expect(await phone(page).getAttribute('aria-invalid')).toBe('true');
    expect((await phone(page).getAttribute('aria-describedby'))?.split(/\s+/)).toContain(errorId);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('intl-phone');
    expect(page.url()).toBe(h.url('/international-lead'));
    expect(leads).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // Live clearing: the error goes as soon as the number is a valid UK one.
    await typePhone(page, '07700900123');
    await expect.poll(() => phone(page).inputValue()).toBe('07700 900 123');
    await expect.poll(() => error.count()).toBe(0);
    expect(await phone(page).getAttribute('aria-invalid')).toBeNull();
    expect(pageErrors).toEqual([]);
  });

  it('choosing a country for which the shown number is valid takes its error away', async ({ expect }) => {
    const { page } = await open();
    await fillOtherFields(page);
    await country(page).selectOption({ label: 'United Kingdom (+44)' });
    await typePhone(page, '2125550100');
    await page.getByRole('button', { name: 'Request a call' }).click();
    const error = page.locator('vt-lead-wizard .vt-error-message');
    await error.waitFor();
    expect(await error.textContent()).toBe('Error: Please enter a valid phone number');

    await country(page).selectOption({ label: 'United States (+1)' });
    await expect.poll(() => phone(page).inputValue()).toBe('(212) 555-0100');
    await expect.poll(() => error.count()).toBe(0);
    expect(await phone(page).getAttribute('aria-invalid')).toBeNull();
    expect(await phone(page).getAttribute('aria-describedby')).toBeNull();
  });

  it('an empty submit shows every error, labelled, with zero axe violations', async ({ expect }) => {
    const { page } = await open();
    await country(page).selectOption({ label: 'United Kingdom (+44)' });
    await page.getByRole('button', { name: 'Request a call' }).click();
    const errors = page.locator('vt-lead-wizard .vt-error-message');
    await errors.first().waitFor();
    expect(await errors.evaluateAll((els) => els.map((el) => [el.id, el.textContent]))).toEqual([
      ['intl-full-name-error', 'Error: Required'],
      ['intl-email-error', 'Error: Required'],
      ['intl-phone-error', 'Error: Required'],
      ['vt-dialer_consent_accepted-error', 'Error: Required'],
    ]);
    expect(await phone(page).getAttribute('aria-invalid')).toBe('true');
    expect(await phone(page).getAttribute('aria-describedby')).toBe('intl-phone-error');
    // §4: focus goes to the first invalid text field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('intl-full-name');
    expect(await axeViolations(page)).toEqual([]);
  });

  it("a valid GB lead sends country_code 'GB' in the new_contact body and reaches the thank-you page", async ({ expect }) => {
    const { page, pageErrors } = await open();
    const leads = recordLeads(page);
    await fillOtherFields(page);
    await country(page).selectOption({ label: 'United Kingdom (+44)' });
    await typePhone(page, '07700900123');
    await page.getByLabel('Postal Code', { exact: true }).fill('sw1a 1aa');
    await Promise.all([page.waitForURL(/\/contacts\/marketing\/thank-you/), page.getByRole('button', { name: 'Request a call' }).click()]);

    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: { full_name: 'Ada Lovelace' },
      contact_details: { email: 'ada@example.com', phone: '07700 900 123', dialer_consent_accepted: true },
      location: { country_code: 'GB', zip_code: 'SW1A 1AA' },
    });
    const url = new URL(page.url());
    expect(url.pathname).toBe('/contacts/marketing/thank-you');
    expect(url.searchParams.get('correlation_id')).toBe(CORRELATION_ID);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you!');
    expect(pageErrors).toEqual([]);
  });
});

describe.concurrent('a lead sent before the masks library arrived (issue 38: it comes at idle)', () => {
  it('carries the phone as the mask formats it: the submit waits for the library, then sends once', async ({ expect }) => {
    const tracked = await h.newPage({ timezoneId: 'Europe/London' });
    const { page, pageErrors } = tracked;
    // A slow network: maska's chunk is held until the visitor has clicked, so the submit starts
    // before the library has arrived however fast or slow the machine (a 2 s delay let a slow
    // machine's typing outlast it, and the test passed without the wait it is about).
    let release!: () => void;
    const clicked = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/chunks\/maska-[\w-]+\.js$/, async (route) => {
      asked = true;
      await clicked;
      await route.continue();
    });
    await page.goto(h.url('/international-lead'));
    await waitForWizards(page);
    const leads = recordLeads(page);
    await fillOtherFields(page);
    await country(page).selectOption({ label: 'United Kingdom (+44)' });
    await typePhone(page, '07700900123');
    expect(await phone(page).inputValue()).toBe('07700900123');
    await page.getByLabel('Postal Code', { exact: true }).fill('sw1a 1aa');
    const thankYou = page.waitForURL(/\/contacts\/marketing\/thank-you/);
    await page.getByRole('button', { name: 'Request a call' }).click();
    // The submit waits for the library (asked for, still held): the button is busy and nothing is sent.
    await expect.poll(() => asked).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Request a call' }).getAttribute('aria-busy')).toBe('true');
    expect(leads).toEqual([]);
    release();
    await thankYou;
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ contact_details: { phone: '07700 900 123' }, location: { country_code: 'GB' } });
    expect(pageErrors).toEqual([]);
  });
});

describe.concurrent('§4 the first start on a form whose first Next submits straight away', () => {
  it('pushes lead_form_start once per form id, minimizes the header and shows the consultant block', async ({ expect }) => {
    const { page } = await open();
    const starts = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'lead_form_start'),
      );
    const consultant = page.getByRole('complementary', { name: 'Your education consultant' });
    expect(await starts()).toEqual([]);
    expect(await consultant.count()).toBe(0);
    // An invalid Next is no start.
    await page.getByRole('button', { name: 'Request a call' }).click();
    expect(await starts()).toEqual([]);
    await fillOtherFields(page);
    await typePhone(page, '2125550100');
    // The submit fails (HTTP 500), so the visitor stays and tries again.
    await page.getByLabel('Email').fill('fail-500@example.com');
    await page.getByRole('button', { name: 'Request a call' }).click();
    await page.getByRole('alert').waitFor();
    expect(await starts()).toEqual([{ event: 'lead_form_start', form_id: 'international', leadform: 'international' }]);
    expect(await page.locator('.site-header').getAttribute('class')).toBe('site-header vt-header--minimized');
    expect(await consultant.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Request a call' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Server error, could not submit form.');
    expect(await starts()).toHaveLength(1);
  });
});

describe.concurrent("spec §9 money mask: a data-mask=\"money\" field (precision 2, delimiter '.', separator ',')", () => {
  /** examples/international-lead.html with an amount field in its contact panel, on a path of its own. */
  const MONEY_PAGE = readFileSync(join(root, 'examples', 'international-lead.html'), 'utf8').replace(
    '<div class="actions">',
    `<div class="field"><label for="intl-budget">Monthly budget</label>
      <input id="intl-budget" type="text" name="budget" data-mask="money" inputmode="decimal"></div>
    <div class="actions">`,
  );

  it('groups thousands with ".", marks at most 2 decimals with ",", completes them on leaving, and the lead carries it as shown', async ({
    expect,
  }) => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'Europe/London' });
    await page.route(
      (url) => url.pathname === '/__test/money-lead.html',
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: MONEY_PAGE }),
    );
    await page.goto(h.url('/__test/money-lead.html'));
    await waitForWizards(page);
    const leads = recordLeads(page);
    const budget = page.getByLabel('Monthly budget');
    await budget.pressSequentially('1234567,891');
    // Polled: maska arrives at idle, and what was typed before is formatted when it does.
    await expect.poll(() => budget.inputValue()).toBe('1.234.567,89');
    await budget.fill('');
    await budget.pressSequentially('-250');
    expect(await budget.inputValue()).toBe('250');
    await fillOtherFields(page);
    await typePhone(page, '2125551234');
    // Leaving the field (change) completes its decimals.
    expect(await budget.inputValue()).toBe('250,00');
    await Promise.all([page.waitForURL(/\/contacts\/marketing\/thank-you/), page.getByRole('button', { name: 'Request a call' }).click()]);
    expect(leads).toHaveLength(1);
    expect((leads[0] as { message: string }).message.split('\n')).toContain('budget: 250,00');
    expect(pageErrors).toEqual([]);
  });
});
