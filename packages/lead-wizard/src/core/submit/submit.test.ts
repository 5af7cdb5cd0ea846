import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../../tests/support/console';
import { http, HttpResponse } from 'msw';
import { addAnalyticsDestination, addErrorReporter, type ErrorContext, type TrackedEvent } from '@vt-elements/core';
import { resetAnalytics } from '@vt-elements/core/testing';
import { startDemoApi } from '../../../../../tests/msw';
import { DEMO_CORRELATION_ID, DEMO_TUTOR, DEMO_USER_ID } from '../../../../demo-api/src/leads';
import {
  ACTIONS,
  buildPayload,
  LEAD_ACTIONS,
  LEAD_FORM_COMPLETE_EVENT,
  LEAD_FORM_FAILURE_EVENT,
  LeadSubmitError,
  SKIP_IDENTICAL_ACTIONS,
  submissionKey,
  submitAction,
} from './index';
import { testContext } from '../../../../../tests/support/lead-submit-context';
import { writtenFields, type LeadAction, type SubmitContext } from './types';

const server = startDemoApi();

const contact = { full_name: 'Ada Lovelace', email: 'ada@example.com', phone_number: '2025550100', zip_code: '20500' };
const tutor = { ...contact, subjects: 'SAT', education: "Bachelor's", availability: 'Evenings' };
const user = { ...contact, password: 'correct horse' };

let reports: { error: Error; context: ErrorContext }[];
let removeReporter: () => void;
const layer = () => (globalThis as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];

beforeEach(() => {
  reports = [];
  removeReporter = addErrorReporter((error, context) => reports.push({ error, context }));
  (globalThis as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => {
  removeReporter();
  vi.restoreAllMocks();
  delete (globalThis as { dataLayer?: unknown[] }).dataLayer;
});

function submit(action: LeadAction, values: Record<string, string>, overrides: Partial<SubmitContext> = {}) {
  return submitAction(testContext({ action, values, ...overrides }));
}

async function failure(
  action: LeadAction,
  values: Record<string, string>,
  overrides: Partial<SubmitContext> = {},
): Promise<LeadSubmitError> {
  const error = await submit(action, values, overrides).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LeadSubmitError);
  return error as LeadSubmitError;
}

describe('§7 the calls: successes', () => {
  it('new_contact stores the correlationId and pushes the completion event', async () => {
    const result = await submit('new_contact', contact);
    expect(result.fields).toEqual({ correlation_id: DEMO_CORRELATION_ID });
    expect(result.response).toEqual({ correlationId: DEMO_CORRELATION_ID });
    expect(layer()).toEqual([
      {
        event: LEAD_FORM_COMPLETE_EVENT,
        action: 'new_contact',
        form_id: 'home-hero',
        leadform: 'home-hero',
        visitor_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
        correlation_id: DEMO_CORRELATION_ID,
      },
    ]);
    expect(LEAD_FORM_COMPLETE_EVENT).toBe('lead_form_complete');
    expect(LEAD_FORM_FAILURE_EVENT).toBe('lead_form_failure');
    expect(reports).toEqual([]);
  });
  it('check_email: a non-2xx status means the email is free', async () => {
    await expect(submit('check_email', { email: 'new@example.com' })).resolves.toMatchObject({ fields: {} });
    await expect(submit('check_email', { email: 'fail-500@example.com' })).resolves.toMatchObject({ fields: {} });
  });
  it('tutor checks pass on 204', async () => {
    await expect(submit('check_tutor_details', tutor)).resolves.toEqual({ response: null, fields: {} });
    await expect(submit('check_tutor_phone', { phone_number: '2025550100' })).resolves.toEqual({ response: null, fields: {} });
  });
  it('new_tutor without an interview_url has no redirect of its own: the redirect step picks the target (issue 28)', async () => {
    const result = await submit('new_tutor', tutor);
    expect(result.fields).toEqual({ tutor_id: String(DEMO_TUTOR.id), tutor_uuid: DEMO_TUTOR.uuid });
    expect(result.redirectUrl).toBeUndefined();
    expect('redirectUrl' in result).toBe(false);
  });
  it('new_tutor goes to a safe interview_url', async () => {
    const result = await submit('new_tutor', { ...tutor, email: 'interview@example.com' });
    expect(result.redirectUrl).toBe(`https://www.example.com/tutor-interview/${DEMO_TUTOR.uuid}`);
  });
  it('new_tutor never goes to a javascript: interview_url, and reports it', async () => {
    expectConsoleError('[vt-elements] lead-form: Ignored an unsafe tutor interview_url');
    const result = await submit('new_tutor', { ...tutor, email: 'hostile-url@example.com' });
    expect(result.redirectUrl).toBeUndefined();
    expect(reports.map((r) => r.error.message)).toContain('Ignored an unsafe tutor interview_url');
  });
  it('new_tutor only reports a failing sourcing call', async () => {
    expectConsoleError('[vt-elements] lead-form: HTTP status 500');
    const result = await submit('new_tutor', { ...tutor, email: 'fail-sourcing@example.com' });
    expect(result.fields.tutor_id).toBe('4242');
    expect(reports.map((r) => [r.error.message, r.context.call])).toEqual([['HTTP status 500', 'sourcing']]);
    expect(layer().map((e) => e.event)).toEqual(['lead_form_complete']);
  });
  it('the application-* and account-* fixtures pass the checks before their failing call', async () => {
    for (const email of ['application-500@example.com', 'application-not-json@example.com', 'application-data-error@example.com']) {
      await expect(submit('check_tutor_details', { ...tutor, email })).resolves.toEqual({ response: null, fields: {} });
    }
    for (const email of ['account-not-json@example.com', 'account-network-error@example.com']) {
      await expect(submit('check_email', { email })).resolves.toMatchObject({ fields: {} });
    }
    await expect(submit('new_contact', { ...contact, email: 'update-not-json@example.com' })).resolves.toMatchObject({
      fields: { correlation_id: 'not-json' },
    });
  });
  it('new_user stores the userID', async () => {
    await expect(submit('new_user', user)).resolves.toMatchObject({ fields: { user_id: DEMO_USER_ID } });
  });
  it('update_contact keeps the correlation id', async () => {
    await expect(submit('update_contact', { correlation_id: 'c-1', phone_number: '2025550100' })).resolves.toMatchObject({
      fields: { correlation_id: 'c-1' },
    });
  });
  it('new_callback uses the secure-uuid of the page', async () => {
    const result = await submit('new_callback', contact, { page: 'https://www.example.com/cb?secure-uuid=abc-123' });
    expect(result.response).toMatchObject({ uuid: 'abc-123', scheduled: true });
  });
});

describe('§7 a lead form completion event after every successful call', () => {
  const VISITOR = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it.each<[LeadAction, Record<string, string>, Partial<SubmitContext>, Record<string, string>]>([
    ['check_email', { email: 'new@example.com' }, {}, {}],
    ['check_tutor_details', tutor, {}, {}],
    ['check_tutor_phone', { phone_number: '2025550100' }, {}, {}],
    ['new_contact', contact, {}, { correlation_id: DEMO_CORRELATION_ID }],
    ['new_tutor', tutor, {}, { tutor_id: String(DEMO_TUTOR.id), tutor_uuid: DEMO_TUTOR.uuid }],
    ['new_user', user, {}, { user_id: DEMO_USER_ID }],
    ['update_contact', { correlation_id: 'c-1', phone_number: '2025550100' }, {}, { correlation_id: 'c-1' }],
    ['new_callback', contact, { uuid: 'abc-123' }, {}],
  ])(
    '%s pushes lead_form_complete once, with the fields it writes: those writtenFields names',
    async (action, values, overrides, fields) => {
      const result = await submit(action, values, overrides);
      // The author checker counts writtenFields(action) among the form's fields: the same list.
      expect(Object.keys(result.fields).sort()).toEqual([...writtenFields(action)].sort());
      expect(result.fields).toEqual(fields);
      expect(layer()).toEqual([
        { event: 'lead_form_complete', action, form_id: 'home-hero', leadform: 'home-hero', visitor_id: VISITOR, ...fields },
      ]);
    },
  );
});

describe('§8 error catalogue through the calls', () => {
  it.each<[LeadAction, Record<string, string>, string]>([
    ['check_email', { email: 'taken@example.com' }, 'Email already exists'],
    ['check_email', { email: 'network-error@example.com' }, 'Sorry, something went wrong'],
    ['check_tutor_details', { ...tutor, email: 'fail-validation@example.com' }, 'Validation failed: Email has already applied.'],
    ['check_tutor_details', { ...tutor, email: 'error-no-cause@example.com' }, 'Sorry, something went wrong'],
    [
      'check_tutor_details',
      { ...tutor, email: 'data-error@example.com' },
      'Success response, but data indicated an error: Applicant is blocked',
    ],
    ['check_tutor_details', { ...tutor, email: 'fail-500@example.com' }, 'Sorry, something went wrong'],
    ['check_tutor_details', { ...tutor, email: 'not-json@example.com' }, 'HTTP status 502'],
    ['check_tutor_details', { ...tutor, email: 'network-error@example.com' }, 'Sorry, something went wrong'],
    ['check_tutor_phone', { phone_number: '(202) 555-0199' }, 'Validation failed: Phone number is already in use.'],
    ['new_tutor', { ...tutor, email: 'fail-validation@example.com' }, 'Could not submit form. Email has already applied.'],
    ['new_tutor', { ...tutor, email: 'error-no-cause@example.com' }, 'Could not submit form.'],
    ['new_tutor', { ...tutor, email: 'data-error@example.com' }, 'Could not submit form.'],
    ['new_tutor', { ...tutor, email: 'not-json@example.com' }, 'Could not submit form.'],
    ['new_tutor', { ...tutor, email: 'network-error@example.com' }, 'Could not submit form.'],
    ['new_user', { ...user, email: 'taken@example.com' }, 'Validation failed: Email has already been taken.'],
    ['new_user', { ...user, email: 'not-json@example.com' }, 'HTTP status 502'],
    ['new_user', { ...user, email: 'account-not-json@example.com' }, 'HTTP status 502'],
    ['new_user', { ...user, email: 'account-network-error@example.com' }, 'Sorry, something went wrong'],
    ['new_tutor', { ...tutor, email: 'application-500@example.com' }, 'Could not submit form.'],
    ['new_tutor', { ...tutor, email: 'application-not-json@example.com' }, 'Could not submit form.'],
    ['new_tutor', { ...tutor, email: 'application-data-error@example.com' }, 'Could not submit form.'],
    ['new_contact', { ...contact, full_name: 'Fail Server' }, 'Server error, could not submit form.'],
    ['new_contact', { ...contact, email: 'not-json@example.com' }, 'Server error, could not submit form.'],
    ['new_contact', { ...contact, email: 'network-error@example.com' }, 'Server error, could not submit form.'],
    ['new_contact', { ...contact, email: 'data-error@example.com' }, 'Server error, could not submit form.'],
    ['update_contact', { phone_number: '2025550100' }, 'correlation_id value is required from lead submission'],
    ['update_contact', { correlation_id: 'c-1' }, 'Phone number is required'],
    ['update_contact', { correlation_id: 'fail-500', phone_number: '2025550100' }, 'Server error, could not submit form.'],
    ['update_contact', { correlation_id: 'not-json', phone_number: '2025550100' }, 'Server error, could not submit form.'],
    ['new_callback', { ...contact, uuid: 'not-json' }, 'Server error, could not submit form.'],
    ['new_callback', { ...contact, uuid: 'fail-500' }, 'Server error, could not submit form.'],
  ])('%s %j -> %s', async (action, values, message) => {
    // §8: any submit error is reported (console and reporter) with its message.
    expectConsoleError(`[vt-elements] lead-form: ${message}`);
    const error = await failure(action, values);
    expect(error.message).toBe(message);
    expect(error.action).toBe(action);
    // Reported (source lead-form) and recorded in the data layer.
    expect(reports.some((r) => r.error === error && r.context.source === 'lead-form')).toBe(true);
    expect(layer().at(-1)).toMatchObject({ event: LEAD_FORM_FAILURE_EVENT, action, form_id: 'home-hero', error_message: message });
    expect(layer().some((e) => e.event === LEAD_FORM_COMPLETE_EVENT)).toBe(false);
  });

  it('keeps the original message of a contact failure', async () => {
    expectConsoleError('[vt-elements] lead-form: Server error, could not submit form.');
    const error = await failure('new_contact', { ...contact, full_name: 'Fail Server' });
    expect(error.detail).toBe('HTTP status 500: Internal Server Error');
    expect(layer().at(-1)).toMatchObject({ error_detail: 'HTTP status 500: Internal Server Error' });
  });

  it('a new_callback without any uuid fails without a call', async () => {
    expectConsoleError('[vt-elements] lead-form: Sorry, something went wrong');
    const error = await failure('new_callback', contact);
    expect(error.message).toBe('Sorry, something went wrong');
    expect(error.detail).toBe('secure-uuid value is required for a callback');
  });

  it('an HTTP error status on a check is HTTP status N', async () => {
    expectConsoleError('[vt-elements] lead-form: HTTP status 503');
    server.use(http.post('*/vtwa/v3/tutor_applicants/validations', () => new HttpResponse('busy', { status: 503 })));
    expect((await failure('check_tutor_phone', { phone_number: '2025550100' })).message).toBe('HTTP status 503');
  });

  it('a broken data layer does not turn a success into a failure', async () => {
    expectConsoleError('[vt-elements] analytics: bad layer');
    const broken = Object.assign([], {
      push: () => {
        throw new Error('bad layer');
      },
    });
    (globalThis as { dataLayer?: unknown[] }).dataLayer = broken;
    await expect(submit('new_contact', contact)).resolves.toMatchObject({ fields: { correlation_id: DEMO_CORRELATION_ID } });
    expect(reports.map((r) => r.error.message)).toContain('bad layer');
  });
});

describe('issue 11: completion and failure go through the core track()', () => {
  afterEach(() => resetAnalytics());
  it('the data layer gets the same objects; analytics destinations the events with their properties', async () => {
    expectConsoleError('[vt-elements] lead-form: Server error, could not submit form.');
    resetAnalytics();
    const received: TrackedEvent[] = [];
    addAnalyticsDestination({ name: 'test', track: (e) => received.push(e) });
    await submit('new_contact', contact);
    await failure('new_contact', { ...contact, full_name: 'Fail Server' });
    expect(layer().map((e) => Object.keys(e)[0])).toEqual(['event', 'event']);
    expect(received.map((e) => [e.event, e.properties])).toEqual([
      [
        'lead_form_complete',
        {
          action: 'new_contact',
          form_id: 'home-hero',
          leadform: 'home-hero',
          visitor_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
          correlation_id: DEMO_CORRELATION_ID,
        },
      ],
      [
        'lead_form_failure',
        {
          action: 'new_contact',
          form_id: 'home-hero',
          leadform: 'home-hero',
          error_message: 'Server error, could not submit form.',
          error_detail: expect.any(String),
        },
      ],
    ]);
    expect(received.map(({ event, properties }) => ({ event, ...properties }))).toEqual(layer());
  });
});

describe('§5 checks report but never block', () => {
  it('reports misses with source lead-form and still submits', async () => {
    expectConsoleError(
      '[vt-elements] lead-form: full_name: expected two words',
      '[vt-elements] lead-form: Unsupported how_soon value: Yesterday',
    );
    const result = await submit('new_contact', { full_name: 'Ada', phone_number: '2025550100', how_soon: 'Yesterday' });
    expect(result.fields.correlation_id).toBe(DEMO_CORRELATION_ID);
    expect(reports.map((r) => [r.error.message, r.context.source, r.context.field])).toEqual([
      ['full_name: expected two words', 'lead-form', 'full_name'],
      ['Unsupported how_soon value: Yesterday', 'lead-form', 'how_soon'],
    ]);
  });
});

describe('buildPayload', () => {
  it('gives a body for every action', () => {
    // (Each action's exact body: the ACTIONS test below; toBeTruthy held for any object.)
    expect(buildPayload(testContext({ action: 'check_email', values: { email: ' a@b.co ' } }))).toEqual({ email: 'a@b.co' });
    expect(LEAD_ACTIONS).toEqual([
      'check_email',
      'check_tutor_details',
      'check_tutor_phone',
      'new_contact',
      'new_tutor',
      'new_user',
      'update_contact',
      'new_callback',
    ]);
  });
});

describe('issue 40: one ACTIONS table; the payload built once and handed on', () => {
  it('every action has its payload and its call; buildPayload is its payload (§3 and §7 bodies, written out)', () => {
    expect(Object.keys(ACTIONS)).toEqual(LEAD_ACTIONS);
    // Issue 51: the expected bodies are the spec's fields with the values of `tutor` and of
    // testContext() written out, not what ACTIONS computes, so a wrong field or value fails here.
    const page = 'https://www.example.com/get-started?vtsource=google';
    const landing_page = 'https://www.example.com/landing?vtsource=google';
    const referer = 'https://search.example.org/';
    const visitor_id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const message =
      "full_name: Ada Lovelace\nemail: ada@example.com\nphone_number: 2025550100\neducation: Bachelor's\navailability: Evenings";
    const tracking = { leadform: 'home-hero' };
    const replace = (path: string, value: unknown) => ({ op: 'replace', path, value });
    const expected: Record<LeadAction, unknown> = {
      check_email: { email: 'ada@example.com' },
      // §7: tutor validation sends email, first_name, last_name, zip_code, or only phone_number.
      check_tutor_details: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', zip_code: '20500' },
      check_tutor_phone: { phone_number: '2025550100' },
      // §3 New-contact lead payload.
      new_contact: {
        name: { full_name: 'Ada Lovelace' },
        contact_details: { email: 'ada@example.com', phone: '2025550100', dialer_consent_accepted: false },
        location: { country_code: 'US', zip_code: '20500' },
        tutoring_preferences: { types: [], subjects: ['SAT'] },
        page,
        message,
        referer,
        referred_by_url: referer,
        landing_page,
        visitor_id,
        callback_time: '',
        primary_language: '',
        tracking,
      },
      // §3 Tutor applicant (submission), SAT 50 and bachelor's 9002 from the lookup tables; §7 plus formVersion.
      new_tutor: {
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone_number: '2025550100',
        tutor_summary_note: 'availability: Evenings',
        country_code: 'US',
        zip_code: '20500',
        landing_page,
        utm_source: '',
        utm_medium: '',
        utm_term: '',
        utm_campaign: '',
        subjects: [50],
        flag_ids: [9002],
        formVersion: 'home-hero',
      },
      // §3 Class user: type defaults to homepage_client; cookies carry the page context.
      new_user: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '2025550100',
        password: '',
        type: 'homepage_client',
        message,
        cookies: { visitor_id, referer, landing_page, page },
      },
      // §3 Contact update: replace operations on the listed paths, then the extra lead fields.
      update_contact: [
        replace('/contact_details/dialer_consent_accepted', false),
        replace('/contact_details/phone', '2025550100'),
        replace('/callback_time', ''),
        replace('/send_calendar_invite', false),
        replace('/name/full_name', 'Ada Lovelace'),
        replace('/contact_details/email', 'ada@example.com'),
        replace('/location/zip_code', '20500'),
        replace('/tracking', tracking),
      ],
      // §3 Callback payload.
      new_callback: { reason: 'Contact provided name: Ada Lovelace', number: '2025550100', time: '', tracking },
    };
    for (const action of LEAD_ACTIONS) {
      expect(typeof ACTIONS[action].send, action).toBe('function');
      expect(buildPayload(testContext({ action, values: tutor })), action).toEqual(expected[action]);
    }
  });

  it('submitAction sends the payload it is given, as it is', async () => {
    const bodies: unknown[] = [];
    const capture: typeof fetch = (input, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return globalThis.fetch(input, init);
    };
    const ctx = testContext({ action: 'new_contact', values: contact, fetch: capture });
    const payload = { ...(buildPayload(ctx) as object), message: 'given' };
    await submitAction(ctx, payload);
    expect(bodies).toEqual([payload]);
  });

  it('the submission key is that of the payload given; a changed value changes it', () => {
    const ctx = testContext({ action: 'new_contact', values: contact });
    const payload = buildPayload(ctx);
    expect(JSON.parse(submissionKey(ctx, payload))).toEqual(['new_contact', payload, null, null]);
    const changed = testContext({ action: 'new_contact', values: { ...contact, zip_code: '10001' } });
    expect(submissionKey(changed, buildPayload(changed))).not.toBe(submissionKey(ctx, payload));
  });

  it("the key drops the page's hash wherever the payload carries the page (history mode)", () => {
    for (const action of ['new_contact', 'new_user'] as const) {
      const plain = testContext({ action, values: user });
      const hashed = testContext({ action, values: user, page: `${plain.page}#get-started/3` });
      expect(JSON.stringify(buildPayload(hashed))).toContain('#get-started/3');
      expect(submissionKey(hashed, buildPayload(hashed))).toBe(submissionKey(plain, buildPayload(plain)));
    }
  });

  it('the key leaves out fields a previous success wrote (they would show in free-form notes)', () => {
    const before = testContext({ action: 'new_user', values: user });
    const after = testContext({ action: 'new_user', values: { ...user, user_id: DEMO_USER_ID } });
    expect((buildPayload(after) as { message: string }).message).toContain(`user_id: ${DEMO_USER_ID}`);
    expect(submissionKey(after, buildPayload(after), ['user_id'])).toBe(submissionKey(before, buildPayload(before), ['user_id']));
    expect(submissionKey(after, buildPayload(after))).not.toBe(submissionKey(before, buildPayload(before)));
  });
});
describe('§7 check_email body and the resend rule (issue 51)', () => {
  it('check_email sends the trimmed email, empty when the form has none', () => {
    expect(buildPayload(testContext({ action: 'check_email', values: { email: ' ada@example.com ' } }))).toEqual({
      email: 'ada@example.com',
    });
    expect(buildPayload(testContext({ action: 'check_email', values: {} }))).toEqual({ email: '' });
  });

  it('only the calls that create or change a record skip an identical resend; the checks ask again', () => {
    expect(SKIP_IDENTICAL_ACTIONS).toEqual(['new_contact', 'new_tutor', 'new_user', 'update_contact', 'new_callback']);
  });
});
describe('issue 40: what identifies a submission, beyond its body (issue 51)', () => {
  const key = (ctx: SubmitContext, ignore?: readonly string[]) => submissionKey(ctx, buildPayload(ctx), ignore);

  it('a callback to another uuid is another submission; for other actions the uuid is not part of it', () => {
    const callback = (page: string) => testContext({ action: 'new_callback', values: contact, page });
    expect(key(callback('https://www.example.com/cb?secure-uuid=a'))).not.toBe(key(callback('https://www.example.com/cb?secure-uuid=b')));
    const lead = (uuid: string) => testContext({ action: 'new_contact', values: contact, uuid });
    expect(key(lead('a'))).toBe(key(lead('b')));
  });

  it('an update of another correlation id is another submission (its body does not carry it)', () => {
    const update = (correlation_id: string) =>
      testContext({ action: 'update_contact', values: { correlation_id, phone_number: '2025550100' } });
    expect(key(update('c-1'))).not.toBe(key(update('c-2')));
  });

  it('any one of the written fields the form holds is left out', () => {
    const before = testContext({ action: 'new_user', values: user });
    const after = testContext({ action: 'new_user', values: { ...user, user_id: DEMO_USER_ID } });
    expect(key(after, ['user_id', 'tutor_id'])).toBe(key(before, ['user_id', 'tutor_id']));
  });
});
describe('§7 an action that is not one of the eight (issue 51)', () => {
  it('fails with the generic text, naming the action in the report, before any check or call', async () => {
    expectConsoleError('[vt-elements] lead-form: Sorry, something went wrong');
    const error = await failure('bogus' as LeadAction, contact);
    expect(error.detail).toBe('Unknown lead form action: bogus');
    expect(reports.map((r) => r.context.detail)).toEqual(['Unknown lead form action: bogus']);
    expect(layer()).toMatchObject([{ event: LEAD_FORM_FAILURE_EVENT, action: 'bogus', error_detail: 'Unknown lead form action: bogus' }]);
  });
});
