import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import '@vt-elements/lead-wizard/element';
import { leadWizardDefinition } from '@vt-elements/lead-wizard/definition';
import { expect, waitFor, within } from 'storybook/test';
import { argTypesFor, docsFor, renderElementAround } from './element-story';
import { clickThrough, expectPanel, expectSubmitError, shownPanel, SLOW } from './play';

type Args = Record<string, unknown> & { markup: string };

/**
 * The class-account and tutor-application forms of examples/ (spec §7 check_email, new_user,
 * check_tutor_details, check_tutor_phone, new_tutor) over the demo API
 * (packages/demo-api/src/leads.ts), plus contact, contact-update and callback forms (new_contact,
 * update_contact, new_callback). The failing variants prefill a fixture value (or override a
 * handler) and click through in `play`, so each §8 text shows beside the Next button with the
 * typed values kept.
 */
const nav = (next = 'Next', back = true) =>
  `<p>${back ? '<button type="button" data-back>Back</button> ' : ''}<button type="button" data-next>${next}</button></p>`;

const field = (id: string, label: string, input: string) => `<p><label for="${id}">${label}</label><br>${input}</p>`;

const form = (label: string, formId: string, panels: string) =>
  `<form aria-label="${label}" novalidate><input type="hidden" name="leadform" value="${formId}">${panels}</form>`;

/** examples/class-account.html: the email is checked first, then the account is created. */
const classAccount = (email = '') =>
  form(
    'Create a class account',
    'class-account',
    `<div data-panel-type="form" data-id="email"><h2>Your email</h2>
      ${field('ca-email', 'Email', `<input id="ca-email" type="email" name="email" autocomplete="email" value="${email}" required>`)}${nav('Continue', false)}</div>
    <div data-panel-type="action" data-id="check-email" data-action-name="submit" data-options='{"action":"check_email"}'></div>
    <div data-panel-type="form" data-id="account"><h2>About you</h2>
      ${field('ca-name', 'Full name', `<input id="ca-name" name="full_name" autocomplete="name" value="${email ? 'Ada Lovelace' : ''}" required>`)}
      ${field('ca-phone', 'Phone number', `<input id="ca-phone" type="tel" name="phone_number" autocomplete="tel" value="${email ? '2025550100' : ''}" required>`)}
      ${field('ca-password', 'Password', `<input id="ca-password" type="password" name="password" autocomplete="new-password" value="${email ? 'correct horse battery' : ''}" required>`)}
      ${nav('Create account')}</div>
    <div data-panel-type="action" data-id="create" data-action-name="submit"></div>
    <div data-panel-type="form" data-id="done"><h2>Your account is ready</h2><p>Welcome, {{full_name}}!</p></div>`,
  );

/** examples/tutor-application.html, shortened: details and phone are checked, then the application is sent. */
const tutorApplication = (email = '') =>
  form(
    'Tutor application',
    'tutor-application',
    `<div data-panel-type="welcome" data-id="welcome"><h2>Share your expertise</h2>${nav('Start my application', false)}</div>
    <div data-panel-type="form" data-id="about-you"><h2>About you</h2>
      ${field('ta-name', 'Full name', `<input id="ta-name" name="full_name" autocomplete="name" value="${email ? 'Grace Hopper' : ''}" required>`)}
      ${field('ta-email', 'Email', `<input id="ta-email" type="email" name="email" autocomplete="email" value="${email}" required>`)}
      ${field('ta-country', 'Country', '<select id="ta-country" name="country_code" autocomplete="country"><option value="US">United States</option><option value="CA">Canada</option></select>')}
      ${field('ta-zip', 'ZIP Code', `<input id="ta-zip" name="zip_code" autocomplete="postal-code" value="${email ? '20500' : ''}" required>`)}
      ${nav()}</div>
    <div data-panel-type="action" data-id="check-details" data-action-name="submit" data-options='{"action":"check_tutor_details"}'></div>
    <div data-panel-type="form" data-id="phone"><h2>How can we reach you?</h2>
      ${field('ta-phone', 'Phone number', `<input id="ta-phone" type="tel" name="phone_number" autocomplete="tel" value="${email ? '2025550100' : ''}" required>`)}${nav()}</div>
    <div data-panel-type="action" data-id="check-phone" data-action-name="submit" data-options='{"action":"check_tutor_phone"}'></div>
    <div data-panel-type="form" data-id="experience"><h2>Your experience</h2>
      ${field('ta-years', 'Years of teaching or tutoring experience', `<input id="ta-years" name="years_experience" inputmode="numeric" value="${email ? '5' : ''}" required>`)}
      ${nav('Submit application')}</div>
    <div data-panel-type="action" data-id="apply" data-action-name="submit"></div>
    <div data-panel-type="form" data-id="done"><h2>Thank you for applying, {{full_name}}!</h2></div>`,
  );

const meta: Meta<Args> = {
  title: 'Elements/Lead submissions',
  argTypes: { ...argTypesFor(leadWizardDefinition), markup: { control: false, table: { disable: true } } },
  args: { markup: '' },
  parameters: docsFor(leadWizardDefinition),
  render: ({ markup, ...args }) => renderElementAround(leadWizardDefinition, args, markup),
};
export default meta;

type Story = StoryObj<Args>;

/** A lead call the demo API received (spec §7): method, path with its query, and its body (JSON parsed). */
interface Sent {
  call: string;
  body?: unknown;
}

/** The lead calls MSW received while the story played, in order (see `recordCalls`). */
const sent: Sent[] = [];
const LEAD_CALLS = /\/(v1\/learn-lab\/|v1\/contact\/|v1\/todos\/me\/callback\/|vtwa\/v3\/|supply\/sourcing\/)/;

/**
 * Records each lead call as MSW receives it and lets it through to the next handler (a resolver
 * that returns nothing: the story's override or the demo API answers it). First in the story's
 * handlers, so it sees every call.
 */
const recordCalls = http.all(LEAD_CALLS, async ({ request }) => {
  const url = new URL(request.url);
  const text = await request.clone().text();
  let body: unknown = text || undefined;
  try {
    if (text) body = JSON.parse(text);
  } catch {
    // A body that is not JSON is kept as its text.
  }
  sent.push({ call: `${request.method} ${url.pathname}${url.search}`, ...(body === undefined ? {} : { body }) });
});

/** The story's MSW handlers: the recorder first, then its own overrides of the demo API. */
const recording = (handlers: RequestHandler[] = []) => ({ msw: { handlers: [recordCalls, ...handlers] } });

/**
 * The calls these forms make, each with its exact body (spec §7; the demo form's fields). What
 * depends on where the canvas runs is read from the page as the wizard reads it: `page` and the
 * tracking context are this page's address (the runner sets it to the story's own), `referer` is
 * document.referrer; `landing_page` is the first canvas page of the tab (one page plays many
 * stories) and `visitor_id` a fresh UUID.
 */
const UUID = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const LANDING = expect.stringMatching(/\/iframe\.html\?id=elements-/);
const PHONE = '(202) 555-0100';
const tracking = (leadform: string) => ({
  ...Object.fromEntries(new URLSearchParams(location.search)),
  param_string: location.search.slice(1),
  path: location.pathname,
  visitor_id: UUID,
  referer: document.referrer,
  leadform,
});
/** check_email: GET users/exists?email=… */
const emailCheck = (email: string): Sent => ({ call: `GET /v1/learn-lab/users/exists?email=${encodeURIComponent(email)}` });
/** new_user: the class account (the form's fields, its message of them all, the visit's cookies). */
const newUser = (email: string): Sent => ({
  call: 'POST /v1/learn-lab/users',
  body: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    phone: PHONE,
    password: 'correct horse battery',
    type: 'homepage_client',
    message: `email: ${email}\nfull_name: Ada Lovelace\nphone_number: ${PHONE}`,
    cookies: { visitor_id: UUID, referer: document.referrer, landing_page: LANDING, page: location.href },
  },
});
/** check_tutor_details: email, first_name, last_name, zip_code. */
const tutorDetails = (email: string): Sent => ({
  call: 'POST /vtwa/v3/tutor_applicants/validations',
  body: { email, first_name: 'Grace', last_name: 'Hopper', zip_code: '20500' },
});
/** check_tutor_phone: only phone_number. */
const tutorPhone: Sent = { call: 'POST /vtwa/v3/tutor_applicants/validations', body: { phone_number: PHONE } };
/** new_tutor: the form's data plus formVersion. */
const newTutor = (email: string): Sent => ({
  call: 'POST /vtwa/v3/tutor_applicants',
  body: {
    email,
    first_name: 'Grace',
    last_name: 'Hopper',
    phone_number: PHONE,
    tutor_summary_note: 'years_experience: 5',
    country_code: 'US',
    zip_code: '20500',
    landing_page: LANDING,
    utm_source: '',
    utm_medium: '',
    utm_term: '',
    utm_campaign: '',
    subjects: [],
    flag_ids: [],
    formVersion: 'tutor-application',
  },
});
/** The whole tutor flow up to the application: both checks, then new_tutor. */
const tutorFlow = (email: string) => [tutorDetails(email), tutorPhone, newTutor(email)];
/** new_contact: the lead. */
const newContact = (email: string): Sent => ({
  call: 'POST /v1/contact/requests',
  body: {
    name: { full_name: 'Ada Lovelace' },
    contact_details: { email, phone: PHONE, dialer_consent_accepted: true },
    location: { country_code: 'US', zip_code: '' },
    tutoring_preferences: { types: [], subjects: [] },
    page: location.href,
    message: `full_name: Ada Lovelace\nemail: ${email}\nphone_number: ${PHONE}`,
    referer: document.referrer,
    referred_by_url: '',
    landing_page: LANDING,
    visitor_id: UUID,
    callback_time: '',
    primary_language: '',
    tracking: tracking('contact-lead'),
  },
});
/** update_contact: PATCH with the list of replace operations. */
const updateContact = (correlationId: string): Sent => ({
  call: `PATCH /v1/contact/requests?correlationId=${correlationId}`,
  body: [
    { op: 'replace', path: '/contact_details/dialer_consent_accepted', value: false },
    { op: 'replace', path: '/contact_details/phone', value: PHONE },
    { op: 'replace', path: '/callback_time', value: '2026-11-23T15:00:00-05:00' },
    { op: 'replace', path: '/send_calendar_invite', value: true },
    { op: 'replace', path: '/tracking', value: tracking('contact-update') },
  ],
});
/** new_callback: reason, number, time. */
const newCallback = (uuid: string): Sent => ({
  call: `POST /v1/todos/me/callback/${uuid}`,
  body: { reason: 'Contact provided name: Ada Lovelace', number: PHONE, time: '2026-11-23T15:00:00-05:00', tracking: tracking('callback') },
});

/** Every field's value as the visitor left it, by name (the values the story prefilled, formatted by the form). */
const values = (canvasElement: HTMLElement) =>
  Object.fromEntries(
    [...canvasElement.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input:not([type="hidden"]), select')].map((input) => [
      input.name,
      input instanceof HTMLInputElement && input.type === 'checkbox' ? String(input.checked) : input.value,
    ]),
  );

/**
 * Prefills a form, clicks through `clicks` Next buttons and shows the §8 `error` beside the last
 * one. Asserts what the title claims: the calls the demo API received, each with its exact body
 * (spec §7; `calls`, in order: none after the failing one, and none at all where the form refuses
 * before calling), and every value the visitor gave still in its field.
 */
const failing = (args: Args, clicks: number, error: string, calls: () => Sent[], handlers?: RequestHandler[]): Story => ({
  args,
  parameters: recording(handlers),
  beforeEach: () => {
    sent.length = 0;
  },
  play: async ({ canvasElement }) => {
    await shownPanel(canvasElement);
    // The phone mask arrives at idle and formats the prefilled number: the values given are the
    // formatted ones (a capture before it came compared '2025550100' with '(202) 555-0100').
    await waitFor(() => {
      for (const tel of canvasElement.querySelectorAll<HTMLInputElement>('input[type="tel"]')) expect(tel.value).toBe(PHONE);
    }, SLOW);
    const given = values(canvasElement);
    await clickThrough(canvasElement, clicks);
    await expectSubmitError(canvasElement, error);
    // The error shows once the failing call has been answered: every call was received by then.
    expect(sent).toEqual(calls());
    await shownPanel(canvasElement);
    expect(values(canvasElement)).toEqual(given);
  },
});

/** Prefills a form, clicks through `clicks` Next buttons and lands on the done panel showing `heading`, having sent `calls` (spec §7). */
const succeeding = (args: Args, clicks: number, heading: string, calls: () => Sent[]): Story => ({
  args,
  parameters: recording(),
  beforeEach: () => {
    sent.length = 0;
  },
  play: async ({ canvasElement }) => {
    await clickThrough(canvasElement, clicks);
    const done = await expectPanel(canvasElement, 'done');
    expect(within(done).getByRole('heading')).toHaveTextContent(heading);
    expect(sent).toEqual(calls());
  },
});

/** The first panel shows, with its heading and its Next button. */
const startsOn =
  (panelId: string, heading: string, next: string): Story['play'] =>
  async ({ canvasElement }) => {
    const panel = await shownPanel(canvasElement);
    expect(panel.dataset.id).toBe(panelId);
    expect(within(panel).getByRole('heading')).toHaveTextContent(heading);
    expect(within(panel).getByRole('button', { name: next })).toBeVisible();
  };

/** The class account form, empty: Continue checks the email (check_email), Create account sends new_user. */
export const ClassAccount: Story = {
  args: { 'data-action': 'new_user', markup: classAccount() },
  play: startsOn('email', 'Your email', 'Continue'),
};

/** `taken@example.com` is registered: 'Email already exists' beside Continue, the email kept. */
export const ClassAccountEmailExists = failing(
  { 'data-action': 'new_user', markup: classAccount('taken@example.com') },
  1,
  'Email already exists',
  () => [emailCheck('taken@example.com')],
);

/** `fail-validation@example.com`: the account call fails with a root cause, 'Validation failed: Password is too short.' */
export const ClassAccountRejected = failing(
  { 'data-action': 'new_user', markup: classAccount('fail-validation@example.com') },
  2,
  'Validation failed: Password is too short.',
  () => [emailCheck('fail-validation@example.com'), newUser('fail-validation@example.com')],
);

/** The tutor application, empty. */
export const TutorApplication: Story = {
  args: { 'data-action': 'new_tutor', 'data-variant': 'tutoring-jobs', markup: tutorApplication() },
  play: startsOn('welcome', 'Share your expertise', 'Start my application'),
};

/** `fail-validation@example.com`: the details check shows 'Validation failed: Email has already applied.' */
export const TutorApplicationFailingEmail = failing(
  { 'data-action': 'new_tutor', 'data-variant': 'tutoring-jobs', markup: tutorApplication('fail-validation@example.com') },
  2,
  'Validation failed: Email has already applied.',
  () => [tutorDetails('fail-validation@example.com')],
);

/** `fail-application@example.com`: the checks pass, the application shows 'Could not submit form. Zip code is outside our tutoring area.' */
export const TutorApplicationRejected = failing(
  { 'data-action': 'new_tutor', 'data-variant': 'tutoring-jobs', markup: tutorApplication('fail-application@example.com') },
  4,
  'Could not submit form. Zip code is outside our tutoring area.',
  () => tutorFlow('fail-application@example.com'),
);

const account = (email: string): Args => ({ 'data-action': 'new_user', markup: classAccount(email) });
/** The class account flow up to the account call: the email check, then new_user. */
const accountFlow = (email: string) => [emailCheck(email), newUser(email)];
const tutor = (email: string): Args => ({ 'data-action': 'new_tutor', 'data-variant': 'tutoring-jobs', markup: tutorApplication(email) });

/** `data-error@example.com`: 'Success response, but data indicated an error: Account creation is disabled' */
export const ClassAccountDataError = failing(
  account('data-error@example.com'),
  2,
  'Success response, but data indicated an error: Account creation is disabled',
  () => accountFlow('data-error@example.com'),
);
/** `account-not-json@example.com`: account creation answers an HTML page, 'HTTP status 502' */
export const ClassAccountNotJson = failing(account('account-not-json@example.com'), 2, 'HTTP status 502', () =>
  accountFlow('account-not-json@example.com'),
);
/** `account-network-error@example.com`: the connection drops, 'Sorry, something went wrong' */
export const ClassAccountNetworkError = failing(account('account-network-error@example.com'), 2, 'Sorry, something went wrong', () =>
  accountFlow('account-network-error@example.com'),
);
/** `fail-500@example.com`: a 500 whose body has an error but no root cause, 'Sorry, something went wrong' */
export const ClassAccountServerError = failing(account('fail-500@example.com'), 2, 'Sorry, something went wrong', () =>
  accountFlow('fail-500@example.com'),
);
/** A 503 with a text body (an override): 'HTTP status 503' */
export const ClassAccountHttpStatus = failing(account('ada@example.com'), 2, 'HTTP status 503', () => accountFlow('ada@example.com'), [
  http.post('*/v1/learn-lab/users', () => new HttpResponse('busy', { status: 503 })),
]);

/** `error-no-cause@example.com`: the details check fails without a root cause, 'Sorry, something went wrong' */
export const TutorDetailsNoCause = failing(tutor('error-no-cause@example.com'), 2, 'Sorry, something went wrong', () => [
  tutorDetails('error-no-cause@example.com'),
]);
/** `data-error@example.com`: 'Success response, but data indicated an error: Applicant is blocked' */
export const TutorDetailsDataError = failing(
  tutor('data-error@example.com'),
  2,
  'Success response, but data indicated an error: Applicant is blocked',
  () => [tutorDetails('data-error@example.com')],
);
/** `not-json@example.com`: the details check answers an HTML page, 'HTTP status 502' */
export const TutorDetailsNotJson = failing(tutor('not-json@example.com'), 2, 'HTTP status 502', () => [
  tutorDetails('not-json@example.com'),
]);
/** `network-error@example.com`: the connection drops, 'Sorry, something went wrong' */
export const TutorDetailsNetworkError = failing(tutor('network-error@example.com'), 2, 'Sorry, something went wrong', () => [
  tutorDetails('network-error@example.com'),
]);
/** `application-500@example.com`: the checks pass, the application answers 500 without a root cause, 'Could not submit form.' */
export const TutorApplicationServerError = failing(tutor('application-500@example.com'), 4, 'Could not submit form.', () =>
  tutorFlow('application-500@example.com'),
);
/** `application-not-json@example.com`: the application answers an HTML page, 'Could not submit form.' */
export const TutorApplicationNotJson = failing(tutor('application-not-json@example.com'), 4, 'Could not submit form.', () =>
  tutorFlow('application-not-json@example.com'),
);
/** `application-data-error@example.com`: the application answers 200 with an error, 'Could not submit form.' */
export const TutorApplicationDataError = failing(tutor('application-data-error@example.com'), 4, 'Could not submit form.', () =>
  tutorFlow('application-data-error@example.com'),
);
/** The application's connection drops (an override): 'Could not submit form.' */
export const TutorApplicationNetworkError = failing(
  tutor('grace@example.com'),
  4,
  'Could not submit form.',
  () => tutorFlow('grace@example.com'),
  [http.post('*/vtwa/v3/tutor_applicants', () => HttpResponse.error())],
);

/** A contact form (new_contact); `email` picks the demo answer. */
const contactLead = (email: string) =>
  form(
    'Request a call',
    'contact-lead',
    `<div data-panel-type="form" data-id="contact"><h2>Where can we reach you?</h2>
      ${field('cl-name', 'Full name', '<input id="cl-name" name="full_name" autocomplete="name" value="Ada Lovelace" required>')}
      ${field('cl-email', 'Email', `<input id="cl-email" type="email" name="email" autocomplete="email" value="${email}" required>`)}
      ${field('cl-phone', 'Phone number', '<input id="cl-phone" type="tel" name="phone_number" autocomplete="tel" value="2025550100" required>')}
      <p><label><input type="checkbox" name="dialer_consent_accepted" value="true" checked required> I agree to be contacted by phone.</label></p>
      ${nav('Next', false)}</div>
    <div data-panel-type="action" data-id="create-lead" data-action-name="submit"></div>
    <div data-panel-type="form" data-id="done"><h2>Thanks, {{full_name}}!</h2></div>`,
  );

/** `not-json@example.com`: the lead call answers an HTML page, 'Server error, could not submit form.' */
export const ContactLeadNotJson = failing(
  { 'data-action': 'new_contact', markup: contactLead('not-json@example.com') },
  1,
  'Server error, could not submit form.',
  () => [newContact('not-json@example.com')],
);
/** `network-error@example.com`: the connection drops, 'Server error, could not submit form.' */
export const ContactLeadNetworkError = failing(
  { 'data-action': 'new_contact', markup: contactLead('network-error@example.com') },
  1,
  'Server error, could not submit form.',
  () => [newContact('network-error@example.com')],
);
/** `data-error@example.com`: a 2xx body with an error, 'Server error, could not submit form.' */
export const ContactLeadDataError = failing(
  { 'data-action': 'new_contact', markup: contactLead('data-error@example.com') },
  1,
  'Server error, could not submit form.',
  () => [newContact('data-error@example.com')],
);

/** A contact update (update_contact) after a lead: the correlation id sits in the form, as the lead left it. */
const contactUpdate = (correlationId: string) =>
  form(
    'Book a call',
    'contact-update',
    `<input type="hidden" name="correlation_id" value="${correlationId}"><input type="hidden" name="time_to_call" value="2026-11-23T15:00:00-05:00">
    <div data-panel-type="form" data-id="when"><h2>Confirm your call</h2>
      ${field('cu-phone', 'Phone number', '<input id="cu-phone" type="tel" name="phone_number" autocomplete="tel" value="2025550100" required>')}
      ${nav('Book my call', false)}</div>
    <div data-panel-type="action" data-id="update-lead" data-action-name="submit"></div>
    <div data-panel-type="form" data-id="done"><h2>Your call is booked</h2></div>`,
  );

/** The update succeeds: 'Your call is booked'. */
export const ContactUpdate = succeeding(
  { 'data-action': 'update_contact', markup: contactUpdate('6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b') },
  1,
  'Your call is booked',
  () => [updateContact('6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b')],
);
/** correlationId `fail-500`: the PATCH answers 500, 'Server error, could not submit form.' */
export const ContactUpdateServerError = failing(
  { 'data-action': 'update_contact', markup: contactUpdate('fail-500') },
  1,
  'Server error, could not submit form.',
  () => [updateContact('fail-500')],
);
/** correlationId `not-json`: the PATCH answers an HTML page, 'Server error, could not submit form.' */
export const ContactUpdateNotJson = failing(
  { 'data-action': 'update_contact', markup: contactUpdate('not-json') },
  1,
  'Server error, could not submit form.',
  () => [updateContact('not-json')],
);
/** No correlation id in the form: 'correlation_id value is required from lead submission', no call made. */
export const ContactUpdateWithoutLead = failing(
  { 'data-action': 'update_contact', markup: contactUpdate('') },
  1,
  'correlation_id value is required from lead submission',
  () => [],
);

/** A callback request (new_callback); the uuid comes from data-uuid (or the page's secure-uuid). */
const callbackForm = form(
  'Request a callback',
  'callback',
  `<input type="hidden" name="time_to_call" value="2026-11-23T15:00:00-05:00">
  <div data-panel-type="form" data-id="callback"><h2>Call me back</h2>
    ${field('cb-name', 'Full name', '<input id="cb-name" name="full_name" autocomplete="name" value="Ada Lovelace" required>')}
    ${field('cb-phone', 'Phone number', '<input id="cb-phone" type="tel" name="phone_number" autocomplete="tel" value="2025550100" required>')}
    ${nav('Call me', false)}</div>
  <div data-panel-type="action" data-id="send-callback" data-action-name="submit"></div>
  <div data-panel-type="form" data-id="done"><h2>We will call you, {{full_name}}</h2></div>`,
);

/** The callback is booked: 'We will call you, Ada Lovelace'. */
export const Callback = succeeding(
  { 'data-action': 'new_callback', 'data-uuid': 'abc-123', markup: callbackForm },
  1,
  'We will call you, Ada Lovelace',
  () => [newCallback('abc-123')],
);
/** uuid `fail-500`: the callback call answers 500, 'Server error, could not submit form.' */
export const CallbackServerError = failing(
  { 'data-action': 'new_callback', 'data-uuid': 'fail-500', markup: callbackForm },
  1,
  'Server error, could not submit form.',
  () => [newCallback('fail-500')],
);
/** No uuid on the form or the page: 'Sorry, something went wrong', no call made. */
export const CallbackWithoutUuid = failing(
  { 'data-action': 'new_callback', markup: callbackForm },
  1,
  'Sorry, something went wrong',
  () => [],
);
