import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { axeViolations, startHarness, waitForWizards, type Harness } from './harness';

/**
 * Lead submissions end to end (spec §3, §5, §7, §8; thank-you routes of §2) on the example pages,
 * built dist/ in Chromium, answered by the demo API (packages/demo-api/src/leads.ts).
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** Records the lead calls the page makes (method, path, query, JSON body). */
function recordCalls(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!/^\/(v1\/learn-lab\/|v1\/contact\/|v1\/todos\/me\/callback\/|vtwa\/v3\/|supply\/sourcing\/)/.test(url.pathname)) return;
    const data = request.postData();
    sent.push({ method: request.method(), path: url.pathname, search: url.search, body: data ? JSON.parse(data) : undefined });
  });
  return sent;
}

/** The submit error shown on the form (an alert beside the Next button), with its exact text. */
async function expectAlert(page: Page, text: string) {
  const alert = page.locator('vt-lead-wizard').getByRole('alert').filter({ hasText: text });
  await alert.waitFor();
  expect((await alert.textContent())?.trim()).toBe(text);
}

async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event));
}

async function fillTutorDetails(page: Page, email: string, country = 'US', zip = '20500') {
  await page.getByRole('button', { name: 'Start my application' }).click();
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Country').selectOption(country);
  await page.getByLabel(/ZIP Code|Postal Code/).fill(zip);
  await page.getByRole('button', { name: 'Next' }).click();
}

/**
 * Types into the phone field once its panel shows, as a visitor does: pressSequentially does not
 * wait for a visible field, and while the details check is on its way the phone panel is hidden,
 * so the keys went nowhere, Next found an empty phone and the test waited for SAT (seen in clean-clone runs).
 */
async function typePhone(page: Page, number: string) {
  await page.getByLabel('Phone number').click();
  await page.getByLabel('Phone number').pressSequentially(number);
}

async function finishTutorApplication(page: Page) {
  await typePhone(page, '2025550100');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'SAT', exact: true }).check();
  await page.getByRole('checkbox', { name: 'GRE', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Doctorate' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'CELTA', exact: true }).check();
  await page.getByLabel('Years of teaching or tutoring experience').fill('5');
  await page.getByRole('button', { name: 'Submit application' }).click();
}

describe.concurrent('tutor application (new_tutor)', () => {
  it('checks details and phone, applies, sends the sourcing payload and lands on the tutor thank-you page', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/New_York' });
    const sent = recordCalls(page);
    await page.goto(h.url('/tutor-application.html'));
    await waitForWizards(page);
    await fillTutorDetails(page, 'grace@example.com');
    await finishTutorApplication(page);
    await page.waitForURL('**/tutor-application/thank-you?**');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/tutor-application/thank-you');
    expect(url.searchParams.get('time_zone')).toBe('America/New_York');
    expect(url.searchParams.get('phone_number')).toBe('(202) 555-0100');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you for applying!');

    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /vtwa/v3/tutor_applicants/validations',
      'POST /vtwa/v3/tutor_applicants/validations',
      'POST /vtwa/v3/tutor_applicants',
      'POST /supply/sourcing/v1/applicants',
    ]);
    expect(sent[0]!.body).toEqual({ email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', zip_code: '20500' });
    expect(sent[1]!.body).toEqual({ phone_number: '(202) 555-0100' });
    expect(sent[2]!.body).toMatchObject({
      email: 'grace@example.com',
      first_name: 'Grace',
      last_name: 'Hopper',
      country_code: 'US',
      subjects: [50, 43],
      flag_ids: [9004, 116],
      tutor_summary_note: 'years_experience: 5',
      formVersion: 'tutor-application',
    });
    expect(sent[3]!.body).toMatchObject({ vtwa_id: 4242, vtwa_uuid: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', interview_url: null });
    expect(pageErrors).toEqual([]);
  });

  it('a Canadian tutor lands on the en-ca thank-you page', async ({ expect }) => {
    const { page } = await h.newPage({ timezoneId: 'America/Toronto' });
    await page.goto(h.url('/tutor-application.html'));
    await waitForWizards(page);
    await fillTutorDetails(page, 'grace@example.com', 'CA', 'K1A 0B1');
    await finishTutorApplication(page);
    await page.waitForURL('**/en-ca/tutor-application/thank-you?**');
    expect(new URL(page.url()).searchParams.get('time_zone')).toBe('America/Toronto');
  });

  it('a javascript: interview_url is never followed', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(h.url('/tutor-application.html'));
    await waitForWizards(page);
    await fillTutorDetails(page, 'hostile-url@example.com');
    await finishTutorApplication(page);
    await page.waitForURL('**/tutor-application/thank-you?**');
    expect(dialogs).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('a safe https interview_url is followed', async () => {
    const { page } = await h.newPage();
    await page.route('https://www.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Interview</title><h1>Your interview</h1>' }));
    await page.goto(h.url('/tutor-application.html'));
    await waitForWizards(page);
    await fillTutorDetails(page, 'interview@example.com');
    await finishTutorApplication(page);
    await page.waitForURL('https://www.example.com/tutor-interview/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a');
  });

  it.for<[string, string, string, RegExp]>([
    ["its redirect step's own data-url, over the form's data-redirect-url", 'data-url="/tutor-application/next-steps"', 'grace@example.com', /\/tutor-application\/next-steps\?/],
    ["its redirect step's own data-href", 'data-href="/tutor-application/next-steps"', 'grace@example.com', /\/tutor-application\/next-steps\?/],
    ["the form's data-redirect-url when the step has none", '', 'grace@example.com', /\/tutor-application\/from-element\?/],
    ["a safe interview_url, over the step's own target", 'data-url="/tutor-application/next-steps"', 'interview@example.com', /^https:\/\/www\.example\.com\/tutor-interview\//],
  ])('after new_tutor the visitor goes to %s (spec §2 custom redirect target, §3, §6; issue 28)', async ([, step, email, lands], { expect }) => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/New_York' });
    // The CMS page with redirect targets on its redirect step and on the element.
    await page.route(h.url('/tutor-application.html'), async (route) => {
      const html = await (await route.fetch()).text();
      await route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: html
          .replace('data-variant="tutoring-jobs"', 'data-variant="tutoring-jobs" data-redirect-url="/tutor-application/from-element"')
          .replace('data-id="thank-you" data-action-name="redirect"', `data-id="thank-you" data-action-name="redirect" ${step}`),
      });
    });
    const nextPage = '<!doctype html><title>Next</title><h1>Next steps</h1>';
    await page.route(/\/tutor-application\/(next-steps|from-element)\?/, (route) => route.fulfill({ contentType: 'text/html', body: nextPage }));
    await page.route('https://www.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: nextPage }));
    await page.goto(h.url('/tutor-application.html'));
    await waitForWizards(page);
    expect(await page.locator('vt-lead-wizard').getAttribute('data-redirect-url')).toBe('/tutor-application/from-element');
    await fillTutorDetails(page, email);
    await finishTutorApplication(page);
    await page.waitForURL((u) => u.pathname !== '/tutor-application.html');
    expect(page.url()).toMatch(lands);
    const url = new URL(page.url());
    if (url.host !== 'www.example.com') {
      expect(url.searchParams.get('time_zone')).toBe('America/New_York');
      expect(url.searchParams.get('phone_number')).toBe('(202) 555-0100');
    }
    expect(pageErrors).toEqual([]);
  });

  it('§8 a failed details check shows the first root cause on the form and stays', async ({ expect }) => {
    const { page } = await h.newPage();
    await page.goto(h.url('/tutor-application.html'));
    await waitForWizards(page);
    await fillTutorDetails(page, 'fail-validation@example.com');
    await expectAlert(page, 'Validation failed: Email has already applied.');
    expect(await page.getByLabel('Email').isVisible()).toBe(true);
    expect(await page.getByLabel('Phone number').isVisible()).toBe(false);
    expect(await dataLayerEvents(page)).toContain('lead_form_failure');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('§8 a phone already in use and a failed application show their texts', async () => {
    const { page } = await h.newPage();
    await page.goto(h.url('/tutor-application.html'));
    await waitForWizards(page);
    await fillTutorDetails(page, 'grace@example.com');
    await typePhone(page, '2025550199');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectAlert(page, 'Validation failed: Phone number is already in use.');
  });
});

describe.concurrent('class account (check_email, new_user)', () => {
  it("'Email already exists' for a registered email, then creates the account", async ({ expect }) => {
    const { page, pageErrors } = await h.newPage();
    const sent = recordCalls(page);
    await page.goto(h.url('/class-account.html'));
    await waitForWizards(page);
    await page.getByLabel('Email').fill('taken@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectAlert(page, 'Email already exists');
    expect(await axeViolations(page)).toEqual([]);

    // §2: Enter in a field clicks the step's Next button.
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Email').press('Enter');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Phone number').pressSequentially('2025550100');
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Your account is ready' }).waitFor();

    expect(sent.map((s) => `${s.method} ${s.path}${s.search}`)).toEqual([
      'GET /v1/learn-lab/users/exists?email=taken%40example.com',
      'GET /v1/learn-lab/users/exists?email=ada%40example.com',
      'POST /v1/learn-lab/users',
    ]);
    expect(sent[2]!.body).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'correct horse battery', type: 'homepage_client' });
    expect(await page.locator('input[name="user_id"]').inputValue()).toBe('user-1001');
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter((e) => String(e.event).startsWith('lead_form_') && e.event !== 'lead_form_start' && e.event !== 'lead_form_field'));
    expect(layer.map((e) => [e.event, e.action, e.form_id])).toEqual([
      ['lead_form_failure', 'check_email', 'class-account'],
      ['lead_form_complete', 'check_email', 'class-account'],
      ['lead_form_complete', 'new_user', 'class-account'],
    ]);
    expect(layer[0]).toMatchObject({ error_message: 'Email already exists' });
    expect(pageErrors).toEqual([]);
  });
});

describe.concurrent('contact update (new_contact, update_contact)', () => {
  it('creates the lead, stores correlation_id, patches the callback time and redirects with the three parameters', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/Chicago' });
    const slot = new Date(Date.now() + 2 * 86_400_000);
    slot.setUTCHours(15, 0, 0, 0);
    const timeslot = slot.toISOString().replace('.000Z', '+00:00');
    await page.route('**/v1/todos/me/timeslots**', (route) => route.fulfill({ json: [{ timeslot }] }));
    const sent = recordCalls(page);
    await page.goto(h.url('/contact-update.html'));
    await waitForWizards(page);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Phone number').pressSequentially('2025550100');
    await page.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'When should we call, Ada Lovelace?' }).waitFor();
    expect(await page.locator('input[name="correlation_id"]').inputValue()).toBe('6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b');

    // The slot is 15:00 UTC, the same date in Chicago: choose that date, then its time.
    const day = page.locator(`input[name="day_to_call"][value="${timeslot.slice(0, 10)}"]`);
    await day.waitFor({ state: 'attached' });
    await day.check();
    await page.locator(`input[name="time_to_call"][value="${timeslot}"]`).check();
    await page.getByRole('button', { name: 'Book my call' }).click();
    await page.waitForURL('**/contacts/marketing/thank-you-nme?**');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      time_zone: 'America/Chicago',
      correlation_id: '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      phone_number: '(202) 555-0100',
    });

    expect(sent.map((s) => `${s.method} ${s.path}${s.search}`)).toEqual([
      'POST /v1/contact/requests',
      'PATCH /v1/contact/requests?correlationId=6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
    ]);
    expect(sent[0]!.body).toMatchObject({ name: { full_name: 'Ada Lovelace' }, contact_details: { email: 'ada@example.com', phone: '(202) 555-0100', dialer_consent_accepted: true } });
    expect(sent[1]!.body).toEqual(
      expect.arrayContaining([
        { op: 'replace', path: '/contact_details/phone', value: '(202) 555-0100' },
        { op: 'replace', path: '/callback_time', value: timeslot },
        { op: 'replace', path: '/send_calendar_invite', value: true },
      ]),
    );
    expect(pageErrors).toEqual([]);
  });

  it('Back then Next with nothing changed does not create a second lead; a changed phone does', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/Chicago' });
    const slot = new Date(Date.now() + 2 * 86_400_000);
    slot.setUTCHours(15, 0, 0, 0);
    await page.route('**/v1/todos/me/timeslots**', (route) => route.fulfill({ json: [{ timeslot: slot.toISOString().replace('.000Z', '+00:00') }] }));
    const sent = recordCalls(page);
    await page.goto(h.url('/contact-update.html'));
    await waitForWizards(page);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Phone number').pressSequentially('2025550100');
    await page.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
    const when = page.getByRole('heading', { name: 'When should we call, Ada Lovelace?' });
    await page.getByRole('button', { name: 'Next' }).click();
    await when.waitFor();
    // Let the callback widget settle (it selects the first date on its own).
    await page.locator('input[name="day_to_call"]').first().waitFor({ state: 'attached' });

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel('Full name').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await when.waitFor();
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /v1/contact/requests']);
    expect(await page.locator('input[name="correlation_id"]').inputValue()).toBe('6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel('Phone number').fill('');
    await page.getByLabel('Phone number').pressSequentially('2025550111');
    await page.getByRole('button', { name: 'Next' }).click();
    await when.waitFor();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]!.body).toMatchObject({ contact_details: { phone: '(202) 555-0111' } });
    expect(pageErrors).toEqual([]);
  });

  it("§8 'Server error, could not submit form.' when the lead fails; the visitor's input is kept", async ({ expect }) => {
    const { page } = await h.newPage();
    await page.goto(h.url('/contact-update.html'));
    await waitForWizards(page);
    await page.getByLabel('Full name').fill('Fail Server');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Phone number').pressSequentially('2025550100');
    await page.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectAlert(page, 'Server error, could not submit form.');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Fail Server');
    expect(await dataLayerEvents(page)).toEqual(expect.arrayContaining(['lead_form_failure']));
    expect(await axeViolations(page)).toEqual([]);
  });
});
