import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { startHarness, waitForWizards, type Harness } from './harness';

/**
 * Spec §8 on the example pages: every failure kind of every lead action shows its exact text in
 * the form's alert, keeps every typed value, sends the action's request once and stays on the
 * panel. Failures are picked by fixture values (packages/demo-api/src/leads.ts); a dropped
 * connection comes from a fixture (the demo server destroys the socket) or page.route(...).abort().
 * The demo API keeps no state between lead calls and each test has its own context, so the tests
 * run concurrently.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** One visitor input: how it is typed and the value its control must still hold afterwards. */
interface Typed {
  label: string | RegExp;
  kind: 'fill' | 'keys' | 'select' | 'check';
  value: string;
  /** The control's value after typing (phone masks format it). */
  shown?: string;
}

const text = (label: string | RegExp, value: string): Typed => ({ label, kind: 'fill', value });
const phone = (label: string, digits: string, shown: string): Typed => ({ label, kind: 'keys', value: digits, shown });
const select = (label: string, value: string): Typed => ({ label, kind: 'select', value });
const check = (label: string | RegExp): Typed => ({ label, kind: 'check', value: 'checked' });

/** By label, so controls on hidden (earlier) panels are found too. */
function control(page: Page, field: Typed) {
  return page.getByLabel(field.label);
}

async function type(page: Page, fields: Typed[]) {
  for (const field of fields) {
    const c = control(page, field);
    if (field.kind === 'fill') await c.fill(field.value);
    else if (field.kind === 'keys') await c.pressSequentially(field.value);
    else if (field.kind === 'select') await c.selectOption(field.value);
    else await c.check();
  }
}

/** What each typed control holds now (hidden panels included). */
async function heldValues(page: Page, fields: Typed[]): Promise<string[]> {
  return Promise.all(
    fields.map(async (field) => (field.kind === 'check' ? ((await control(page, field).isChecked()) ? 'checked' : 'unchecked') : control(page, field).inputValue())),
  );
}

/** The panels shown (data-id), exactly one when the wizard is at rest. */
async function visiblePanels(page: Page): Promise<string[]> {
  return page.$$eval('vt-lead-wizard [data-panel-type]', (els) => els.filter((el) => !(el as HTMLElement).hidden).map((el) => el.getAttribute('data-id') ?? ''));
}

/** A lead call: method, path, and for the shared validations path which body it carries. */
interface Call {
  method: string;
  path: string;
  body?: 'email' | 'phone_number';
}

function matches(request: Request, call: Call): boolean {
  const url = new URL(request.url());
  if (request.method() !== call.method || url.pathname !== call.path) return false;
  if (!call.body) return true;
  const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
  return call.body in body;
}

function countCalls(page: Page, call: Call): () => number {
  let n = 0;
  page.on('request', (request) => {
    if (matches(request, call)) n++;
  });
  return () => n;
}

const EXISTS: Call = { method: 'GET', path: '/v1/learn-lab/users/exists' };
const USERS: Call = { method: 'POST', path: '/v1/learn-lab/users' };
const DETAILS: Call = { method: 'POST', path: '/vtwa/v3/tutor_applicants/validations', body: 'email' };
const PHONE: Call = { method: 'POST', path: '/vtwa/v3/tutor_applicants/validations', body: 'phone_number' };
const APPLY: Call = { method: 'POST', path: '/vtwa/v3/tutor_applicants' };
const LEAD: Call = { method: 'POST', path: '/v1/contact/requests' };
const UPDATE: Call = { method: 'PATCH', path: '/v1/contact/requests' };

/** An example flow up to one submit: the page, how to reach the panel, its fields and its button. */
interface Flow {
  page: string;
  panel: string;
  call: Call;
  button: string;
  /** How many of the last `fields` sit on the submit panel (typed after `reach`). */
  own: number;
  /** Fields typed on earlier panels (kept too) and on the submit panel; `email` is the case's. */
  fields(email: string, phoneDigits?: string): Typed[];
  /** Clicks and typing before the submit panel's fields, given the typed fields. */
  reach(page: Page, fields: Typed[]): Promise<void>;
  /** Choices made besides the typed fields, still made after the failure. */
  chosen?(page: Page): Promise<boolean>;
}

const accountEmail: Flow = {
  page: '/class-account.html',
  panel: 'email',
  call: EXISTS,
  button: 'Continue',
  own: 1,
  fields: (email) => [text('Email', email)],
  reach: async () => {},
};

const accountCreate: Flow = {
  page: '/class-account.html',
  panel: 'account',
  call: USERS,
  button: 'Create account',
  own: 3,
  fields: (email) => [text('Email', email), text('Full name', 'Ada Lovelace'), phone('Phone number', '2025550100', '(202) 555-0100'), text('Password', 'correct horse battery')],
  reach: async (page, fields) => {
    await type(page, fields.slice(0, 1));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Full name').waitFor();
  },
};

const tutorDetailFields = (email: string): Typed[] => [text('Full name', 'Grace Hopper'), text('Email', email), select('Country', 'US'), text('ZIP Code', '20500')];

const tutorDetails: Flow = {
  page: '/tutor-application.html',
  panel: 'about-you',
  call: DETAILS,
  button: 'Next',
  own: 4,
  fields: tutorDetailFields,
  reach: (page) => page.getByRole('button', { name: 'Start my application' }).click(),
};

const tutorPhone: Flow = {
  page: '/tutor-application.html',
  panel: 'phone',
  call: PHONE,
  button: 'Next',
  own: 1,
  fields: (email, digits = '2025550100') => [...tutorDetailFields(email), phone('Phone number', digits, `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`)],
  reach: async (page, fields) => {
    await tutorDetails.reach(page, fields);
    await type(page, fields.slice(0, 4));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Phone number').waitFor();
  },
};

const tutorApply: Flow = {
  page: '/tutor-application.html',
  panel: 'experience',
  call: APPLY,
  button: 'Submit application',
  own: 2,
  fields: (email) => [...tutorPhone.fields(email), check('CELTA'), text('Years of teaching or tutoring experience', '5')],
  reach: async (page, fields) => {
    await tutorPhone.reach(page, fields);
    await type(page, fields.slice(4, 5));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'SAT', exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Doctorate' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Years of teaching or tutoring experience').waitFor();
  },
};

const contactFields = (name: string, email: string): Typed[] => [text('Full name', name), text('Email', email), phone('Phone number', '2025550100', '(202) 555-0100'), check(/I agree to be contacted/)];

const contactLead: Flow = {
  page: '/contact-update.html',
  panel: 'contact',
  call: LEAD,
  button: 'Next',
  own: 4,
  fields: (email) => contactFields('Ada Lovelace', email),
  reach: async () => {},
};

/** A fixed slot two days ahead at 15:00 UTC (the same date in every test time zone). */
function slot(): string {
  const at = new Date(Date.now() + 2 * 86_400_000);
  at.setUTCHours(15, 0, 0, 0);
  return at.toISOString().replace('.000Z', '+00:00');
}

const contactUpdate: Flow = {
  page: '/contact-update.html',
  panel: 'when',
  call: UPDATE,
  button: 'Book my call',
  own: 0,
  fields: (email) => contactFields('Ada Lovelace', email),
  reach: async (page, fields) => {
    await type(page, fields);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'When should we call, Ada Lovelace?' }).waitFor();
    const timeslot = slot();
    const day = page.locator(`input[name="day_to_call"][value="${timeslot.slice(0, 10)}"]`);
    await day.waitFor({ state: 'attached' });
    await day.check();
    await page.locator(`input[name="time_to_call"][value="${timeslot}"]`).check();
  },
  chosen: async (page) => {
    const timeslot = slot();
    const day = await page.locator(`input[name="day_to_call"][value="${timeslot.slice(0, 10)}"]`).isChecked();
    return day && (await page.locator(`input[name="time_to_call"][value="${timeslot}"]`).isChecked());
  },
};

const homeLead: Flow = {
  page: '/lead-wizard.html',
  panel: 'contact',
  call: LEAD,
  button: 'Get my match',
  own: 5,
  fields: (email) => [...contactFields('Ada Lovelace', email).slice(0, 3), text('ZIP Code', '10001'), check(/I agree to be contacted/)],
  reach: async (page) => {
    await page.locator('[data-id="welcome"] [data-next]').click();
    await page.getByRole('radio', { name: 'Myself' }).check();
    await page.locator('[data-id="who"] [data-next]').click();
    // The interstitial advances on its own after 2 s.
    await page.getByLabel('Full name').waitFor({ timeout: 10_000 });
  },
};

/** Opens the flow's page; the contact-update page gets a known slot so the update can be reached. */
async function open(flow: Flow, drop?: Call) {
  const tracked = await h.newPage({ timezoneId: 'America/Chicago' });
  const { page } = tracked;
  if (flow.page === '/contact-update.html') await page.route('**/v1/todos/me/timeslots**', (route) => route.fulfill({ json: [{ timeslot: slot() }] }));
  // A dropped connection for this call only; the calls before it reach the demo API.
  if (drop) await page.route((url) => url.pathname === drop.path, (route) => (matches(route.request(), drop) ? route.abort('failed') : route.fallback()));
  const sent = countCalls(page, flow.call);
  await page.goto(h.url(flow.page));
  await waitForWizards(page);
  return { ...tracked, sent };
}

/** The form's one non-empty alert (the submit error beside the Next button). */
function submitAlert(page: Page) {
  return page.locator('vt-lead-wizard').getByRole('alert').filter({ hasText: /\S/ });
}

interface FailureCase {
  flow: Flow;
  kind: string;
  email: string;
  phoneDigits?: string;
  /** Drop the connection of the flow's call instead of answering it. */
  dropped?: boolean;
  message: string;
}

const SOMETHING_WRONG = 'Sorry, something went wrong';
const SERVER_ERROR = 'Server error, could not submit form.';

const CASES: FailureCase[] = [
  // check_email: a 2xx means the email is taken; other statuses mean free (spec §7).
  { flow: accountEmail, kind: 'email exists (200)', email: 'taken@example.com', message: 'Email already exists' },
  { flow: accountEmail, kind: 'email exists (200, not JSON)', email: 'not-json@example.com', message: 'Email already exists' },
  { flow: accountEmail, kind: 'network error', email: 'ada@example.com', dropped: true, message: SOMETHING_WRONG },
  // new_user
  { flow: accountCreate, kind: 'validation error with a root cause (422)', email: 'fail-validation@example.com', message: 'Validation failed: Password is too short.' },
  { flow: accountCreate, kind: '2xx body carrying an error', email: 'data-error@example.com', message: 'Success response, but data indicated an error: Account creation is disabled' },
  { flow: accountCreate, kind: '500 with an error but no root cause', email: 'fail-500@example.com', message: SOMETHING_WRONG },
  { flow: accountCreate, kind: 'not JSON (502 HTML)', email: 'account-not-json@example.com', message: 'HTTP status 502' },
  { flow: accountCreate, kind: 'network error', email: 'ada@example.com', dropped: true, message: SOMETHING_WRONG },
  { flow: accountCreate, kind: 'network error (demo fixture, connection dropped)', email: 'account-network-error@example.com', message: SOMETHING_WRONG },
  { flow: accountEmail, kind: 'network error (demo fixture, connection dropped)', email: 'network-error@example.com', message: SOMETHING_WRONG },
  // check_tutor_details
  { flow: tutorDetails, kind: 'validation error with a root cause (422)', email: 'fail-validation@example.com', message: 'Validation failed: Email has already applied.' },
  { flow: tutorDetails, kind: 'validation error without a root cause (422)', email: 'error-no-cause@example.com', message: SOMETHING_WRONG },
  { flow: tutorDetails, kind: '2xx body carrying an error', email: 'data-error@example.com', message: 'Success response, but data indicated an error: Applicant is blocked' },
  { flow: tutorDetails, kind: '500 with an error but no root cause', email: 'fail-500@example.com', message: SOMETHING_WRONG },
  { flow: tutorDetails, kind: 'not JSON (502 HTML)', email: 'not-json@example.com', message: 'HTTP status 502' },
  { flow: tutorDetails, kind: 'network error', email: 'grace@example.com', dropped: true, message: SOMETHING_WRONG },
  // check_tutor_phone
  { flow: tutorPhone, kind: 'validation error with a root cause (422)', email: 'grace@example.com', phoneDigits: '2025550199', message: 'Validation failed: Phone number is already in use.' },
  { flow: tutorPhone, kind: 'network error', email: 'grace@example.com', dropped: true, message: SOMETHING_WRONG },
  // new_tutor
  { flow: tutorApply, kind: 'application error with a root cause (422)', email: 'fail-application@example.com', message: 'Could not submit form. Zip code is outside our tutoring area.' },
  { flow: tutorApply, kind: '500 without a root cause', email: 'application-500@example.com', message: 'Could not submit form.' },
  { flow: tutorApply, kind: 'not JSON (502 HTML)', email: 'application-not-json@example.com', message: 'Could not submit form.' },
  { flow: tutorApply, kind: '2xx body carrying an error', email: 'application-data-error@example.com', message: 'Could not submit form.' },
  { flow: tutorApply, kind: 'network error', email: 'grace@example.com', dropped: true, message: 'Could not submit form.' },
  // new_contact (contact update page and home page)
  { flow: contactLead, kind: '500', email: 'fail-500@example.com', message: SERVER_ERROR },
  { flow: contactLead, kind: '2xx body carrying an error', email: 'data-error@example.com', message: SERVER_ERROR },
  { flow: contactLead, kind: 'not JSON (502 HTML)', email: 'not-json@example.com', message: SERVER_ERROR },
  { flow: contactLead, kind: 'network error', email: 'ada@example.com', dropped: true, message: SERVER_ERROR },
  { flow: contactLead, kind: 'network error (demo fixture, connection dropped)', email: 'network-error@example.com', message: SERVER_ERROR },
  { flow: homeLead, kind: '500', email: 'fail-500@example.com', message: SERVER_ERROR },
  { flow: homeLead, kind: 'network error', email: 'ada@example.com', dropped: true, message: SERVER_ERROR },
  // update_contact
  { flow: contactUpdate, kind: '500', email: 'fail-update@example.com', message: SERVER_ERROR },
  { flow: contactUpdate, kind: 'not JSON (502 HTML)', email: 'update-not-json@example.com', message: SERVER_ERROR },
  { flow: contactUpdate, kind: 'network error', email: 'ada@example.com', dropped: true, message: SERVER_ERROR },
];

const ACTIONS = new Map<Flow, string>([
  [accountEmail, 'check_email'],
  [accountCreate, 'new_user'],
  [tutorDetails, 'check_tutor_details'],
  [tutorPhone, 'check_tutor_phone'],
  [tutorApply, 'new_tutor'],
  [contactLead, 'new_contact'],
  [homeLead, 'new_contact'],
  [contactUpdate, 'update_contact'],
]);

/** Tuples with a full name ('%s' is not shortened like '$name'). */
const table = CASES.map((c) => [`${c.flow.page} ${ACTIONS.get(c.flow) ?? '?'}, ${c.kind}: "${c.message}"`, c] as const);

/** The lead_form_failure events the page pushed, as [action, error_message]. */
async function failureEvents(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => e.event === 'lead_form_failure').map((e) => [e.action, e.error_message]),
  );
}

describe.concurrent('§8 every failure kind on the example pages', () => {
  it.for(table)('%s, typed values kept, sent once', async ([, { flow, email, phoneDigits, dropped, message }], { expect }) => {
    const { page, pageErrors, sent } = await open(flow, dropped ? flow.call : undefined);
    const fields = flow.fields(email, phoneDigits);
    await flow.reach(page, fields);
    await type(page, fields.slice(fields.length - flow.own));
    await page.getByRole('button', { name: flow.button }).click();

    const alert = submitAlert(page);
    await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toBe(message);
    expect(await heldValues(page, fields)).toEqual(fields.map((f) => f.shown ?? f.value));
    if (flow.chosen) expect(await flow.chosen(page)).toBe(true);
    expect(await failureEvents(page)).toEqual([[ACTIONS.get(flow), message]]);
    expect(sent()).toBe(1);
    expect(await visiblePanels(page)).toEqual([flow.panel]);
    expect(pageErrors).toEqual([]);
  });
});

describe.concurrent('§8 after a failure, fixing the value and submitting again', () => {
  it('tutor details: a corrected email passes the check with exactly one more request and shows the phone panel', async ({ expect }) => {
    const { page, pageErrors, sent } = await open(tutorDetails);
    const fields = tutorDetails.fields('fail-validation@example.com');
    await tutorDetails.reach(page, fields);
    await type(page, fields);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => submitAlert(page).textContent()).toBe('Validation failed: Email has already applied.');
    expect(sent()).toBe(1);

    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Phone number').waitFor();
    expect(sent()).toBe(2);
    expect(await visiblePanels(page)).toEqual(['phone']);
    expect(await submitAlert(page).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('contact update: after a dropped connection the same lead is sent once more and the update reaches the thank-you page', async ({ expect }) => {
    const { page, pageErrors, sent } = await open(contactLead);
    let drops = 1;
    await page.route('**/v1/contact/requests', (route) => (route.request().method() === 'POST' && drops-- > 0 ? route.abort('failed') : route.fallback()));
    const fields = contactLead.fields('ada@example.com');
    await type(page, fields);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => submitAlert(page).textContent()).toBe(SERVER_ERROR);
    expect(await heldValues(page, fields)).toEqual(fields.map((f) => f.shown ?? f.value));
    expect(sent()).toBe(1);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'When should we call, Ada Lovelace?' }).waitFor();
    expect(sent()).toBe(2);
    const timeslot = slot();
    const day = page.locator(`input[name="day_to_call"][value="${timeslot.slice(0, 10)}"]`);
    await day.waitFor({ state: 'attached' });
    await day.check();
    await page.locator(`input[name="time_to_call"][value="${timeslot}"]`).check();
    await page.getByRole('button', { name: 'Book my call' }).click();
    await page.waitForURL('**/contacts/marketing/thank-you-nme?**');
    expect(new URL(page.url()).searchParams.get('phone_number')).toBe('(202) 555-0100');
    expect(pageErrors).toEqual([]);
  });

  it('a double click on a slow check sends one request and moves on once', async ({ expect }) => {
    const { page, sent } = await open(tutorDetails);
    const fields = tutorDetails.fields('slow@example.com');
    await tutorDetails.reach(page, fields);
    await type(page, fields);
    await page.getByRole('button', { name: 'Next' }).dblclick();
    await page.getByLabel('Phone number').waitFor({ timeout: 10_000 });
    expect(sent()).toBe(1);
    expect(await visiblePanels(page)).toEqual(['phone']);
  });
});
