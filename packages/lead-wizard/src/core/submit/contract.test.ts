import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../../tests/support/console';
import { startDemoApi } from '../../../../../tests/msw';
import { trackingContext } from '@vt-elements/core/tracking';
import { submitAction } from './index';
import { testContext } from '../../../../../tests/support/lead-submit-context';
import type { LeadAction } from './types';

const server = startDemoApi();

/**
 * The wire format of every lead call (spec §7), pinned: a change to a method, path, query,
 * header, credentials mode or body shape must fail here first. Requests are captured twice: the
 * fetch init the module passes (credentials, mode, redirect) and the request MSW receives.
 */

interface Captured {
  method: string;
  url: string;
  credentials: RequestCredentials | undefined;
  mode: RequestMode | undefined;
  redirect: RequestRedirect | undefined;
  headers: Record<string, string>;
  body: unknown;
}

let captured: Captured[];
let seenByServer: { method: string; url: string; contentType: string | null; credentials: RequestCredentials }[];
const onRequest = ({ request }: { request: Request }) => {
  seenByServer.push({
    method: request.method,
    url: request.url,
    contentType: request.headers.get('content-type'),
    credentials: request.credentials,
  });
};

beforeEach(() => {
  captured = [];
  seenByServer = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  vi.restoreAllMocks();
});

const capturingFetch: typeof fetch = (input, init) => {
  const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
  captured.push({
    method: init?.method ?? 'GET',
    url: String(input),
    credentials: init?.credentials,
    mode: init?.mode,
    redirect: init?.redirect,
    headers,
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
  });
  return globalThis.fetch(input, init);
};

const VISITOR = '0f8fad5b-d9cb-469f-a165-70867728950e';
const LANDING = 'https://www.example.com/landing?vtsource=google';
const PAGE = 'https://www.example.com/get-started?vtsource=google';
const REFERER = 'https://search.example.org/';
const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

/**
 * Makes the call and gives the requests it sent. Every call here is one the demo API accepts, so
 * it must resolve: a rejection fails the test (issue 51: a `.catch(() => undefined)` here let a
 * call that threw before or after its request pass).
 */
async function send(action: LeadAction, values: Record<string, string>, extra: Record<string, unknown> = {}) {
  await submitAction(testContext({ action, values, fetch: capturingFetch, ...extra }));
  return captured;
}

/** A call refused before any request, with its §5 message. */
async function refused(action: LeadAction, values: Record<string, string>, message: string) {
  await expect(submitAction(testContext({ action, values, fetch: capturingFetch }))).rejects.toMatchObject({
    name: 'LeadSubmitError',
    message,
  });
  return captured;
}

describe('§7 wire format (contract)', () => {
  it('check_email: GET users/exists?email=…, no body', async () => {
    expect(await send('check_email', { email: 'ada+1@example.com' })).toEqual([
      {
        method: 'GET',
        url: 'https://api.example.com/v1/learn-lab/users/exists?email=ada%2B1%40example.com',
        credentials: 'include',
        mode: undefined,
        redirect: undefined,
        headers: { Accept: 'application/json' },
        body: undefined,
      },
    ]);
    expect(seenByServer).toEqual([
      {
        method: 'GET',
        url: 'https://api.example.com/v1/learn-lab/users/exists?email=ada%2B1%40example.com',
        contentType: null,
        credentials: 'include',
      },
    ]);
  });

  it('check_tutor_details: POST validations with email, first_name, last_name, zip_code', async () => {
    expect(
      await send('check_tutor_details', {
        full_name: 'Grace Hopper',
        email: 'grace@example.com',
        zip_code: '20500',
        phone_number: '2025550100',
      }),
    ).toEqual([
      {
        method: 'POST',
        url: 'https://api.example.com/vtwa/v3/tutor_applicants/validations',
        credentials: 'include',
        mode: undefined,
        redirect: undefined,
        headers: JSON_HEADERS,
        body: { email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', zip_code: '20500' },
      },
    ]);
    expect(seenByServer).toEqual([
      {
        method: 'POST',
        url: 'https://api.example.com/vtwa/v3/tutor_applicants/validations',
        contentType: 'application/json',
        credentials: 'include',
      },
    ]);
  });

  it('check_tutor_phone: POST validations with only phone_number', async () => {
    expect(await send('check_tutor_phone', { email: 'grace@example.com', phone_number: '2025550100' })).toEqual([
      {
        method: 'POST',
        url: 'https://api.example.com/vtwa/v3/tutor_applicants/validations',
        credentials: 'include',
        mode: undefined,
        redirect: undefined,
        headers: JSON_HEADERS,
        body: { phone_number: '2025550100' },
      },
    ]);
  });

  it('new_contact: POST contact/requests with the lead payload', async () => {
    const [request] = await send(
      'new_contact',
      {
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone_number: '2025550100',
        zip_code: '20500',
        dialer_consent_accepted: 'true',
        subjects: 'SAT',
        leadform: 'home-hero',
      },
      { tracking: { experiment: 'e1', variant: 'b' } },
    );
    expect(request).toEqual({
      method: 'POST',
      url: 'https://api.example.com/v1/contact/requests',
      credentials: 'include',
      mode: undefined,
      redirect: undefined,
      headers: JSON_HEADERS,
      body: {
        name: { full_name: 'Ada Lovelace' },
        contact_details: { email: 'ada@example.com', phone: '2025550100', dialer_consent_accepted: true },
        location: { country_code: 'US', zip_code: '20500' },
        tutoring_preferences: { types: [], subjects: ['SAT'] },
        page: PAGE,
        message: 'full_name: Ada Lovelace\nemail: ada@example.com\nphone_number: 2025550100',
        referer: REFERER,
        referred_by_url: REFERER,
        landing_page: LANDING,
        visitor_id: VISITOR,
        callback_time: '',
        primary_language: '',
        ab_test_name: 'e1',
        ab_test_variant: 'b',
        tracking: { experiment: 'e1', variant: 'b', leadform: 'home-hero' },
      },
    });
    expect(captured).toHaveLength(1);
  });

  it('new_tutor: POST tutor_applicants (form data plus formVersion), then POST sourcing applicants', async () => {
    const values = {
      full_name: 'Grace Hopper',
      email: 'grace@example.com',
      phone_number: '2025550100',
      zip_code: '20500',
      subjects: 'SAT,GRE',
      education: 'doctorate',
      availability: 'Evenings',
    };
    const requests = await send('new_tutor', values, { tracking: { vtsource: 'google', vtmedium: 'cpc' } });
    const application = {
      email: 'grace@example.com',
      first_name: 'Grace',
      last_name: 'Hopper',
      phone_number: '2025550100',
      tutor_summary_note: 'availability: Evenings',
      country_code: 'US',
      zip_code: '20500',
      landing_page: LANDING,
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_term: '',
      utm_campaign: '',
      subjects: [50, 43],
      flag_ids: [9004],
      formVersion: 'home-hero',
    };
    const response = { id: 4242, uuid: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', interview_url: null };
    expect(requests).toEqual([
      {
        method: 'POST',
        url: 'https://api.example.com/vtwa/v3/tutor_applicants',
        credentials: 'include',
        mode: undefined,
        redirect: undefined,
        headers: JSON_HEADERS,
        body: application,
      },
      {
        method: 'POST',
        url: 'https://api.example.com/supply/sourcing/v1/applicants',
        credentials: 'include',
        mode: undefined,
        redirect: undefined,
        headers: JSON_HEADERS,
        body: {
          ...values,
          extra: {
            form_id: 'home-hero',
            page: PAGE,
            landing_page: LANDING,
            referer: REFERER,
            visitor_id: VISITOR,
            time_zone: 'America/New_York',
            application,
          },
          interview_url: null,
          vtwa_id: 4242,
          vtwa_uuid: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
          vtwa_resp: response,
        },
      },
    ]);
    expect(seenByServer.map((r) => [r.method, r.url, r.contentType, r.credentials])).toEqual([
      ['POST', 'https://api.example.com/vtwa/v3/tutor_applicants', 'application/json', 'include'],
      ['POST', 'https://api.example.com/supply/sourcing/v1/applicants', 'application/json', 'include'],
    ]);
  });

  it('new_user: POST learn-lab/users, mode cors, redirect follow', async () => {
    expect(
      await send(
        'new_user',
        { full_name: 'Ada Lovelace', email: 'ada@example.com', phone_number: '2025550100', password: 'pw pw' },
        { userType: 'school_client' },
      ),
    ).toEqual([
      {
        method: 'POST',
        url: 'https://api.example.com/v1/learn-lab/users',
        credentials: 'include',
        mode: 'cors',
        redirect: 'follow',
        headers: JSON_HEADERS,
        body: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          phone: '2025550100',
          password: 'pw pw',
          type: 'school_client',
          message: 'full_name: Ada Lovelace\nemail: ada@example.com\nphone_number: 2025550100',
          cookies: { visitor_id: VISITOR, referer: REFERER, landing_page: LANDING, page: PAGE },
        },
      },
    ]);
  });

  it('update_contact: PATCH contact/requests?correlationId=… with replace operations', async () => {
    expect(
      await send('update_contact', {
        correlation_id: 'c 1',
        phone_number: '2025550100',
        dialer_consent_accepted: 'true',
        time_to_call: '2026-11-23T15:00:00-05:00',
      }),
    ).toEqual([
      {
        method: 'PATCH',
        url: 'https://api.example.com/v1/contact/requests?correlationId=c%201',
        credentials: 'include',
        mode: undefined,
        redirect: undefined,
        headers: JSON_HEADERS,
        body: [
          { op: 'replace', path: '/contact_details/dialer_consent_accepted', value: true },
          { op: 'replace', path: '/contact_details/phone', value: '2025550100' },
          { op: 'replace', path: '/callback_time', value: '2026-11-23T15:00:00-05:00' },
          { op: 'replace', path: '/send_calendar_invite', value: true },
          { op: 'replace', path: '/tracking', value: { leadform: 'home-hero' } },
        ],
      },
    ]);
  });

  it('new_callback: POST todos/me/callback/{uuid} with reason, number, time', async () => {
    expect(
      await send(
        'new_callback',
        { full_name: 'Ada Lovelace', phone_number: '2025550100', time_to_call: '2026-11-23T15:00:00-05:00' },
        { uuid: 'u/1' },
      ),
    ).toEqual([
      {
        method: 'POST',
        url: 'https://api.example.com/v1/todos/me/callback/u%2F1',
        credentials: 'include',
        mode: undefined,
        redirect: undefined,
        headers: JSON_HEADERS,
        body: {
          reason: 'Contact provided name: Ada Lovelace',
          number: '2025550100',
          time: '2026-11-23T15:00:00-05:00',
          tracking: { leadform: 'home-hero' },
        },
      },
    ]);
  });

  it('contract "Lead attribution": a ?vtsource=google&vtcampaign=fall lead, update and callback carry tracking with the form\'s leadform', async () => {
    const page = 'https://www.example.com/sat-tutors?vtsource=google&vtcampaign=fall&campaignid=77';
    const tracking = trackingContext({ url: page, visitorId: VISITOR, referer: REFERER, pageTracking: { nspSlug: 'sat' } });
    const expected = {
      nspSlug: 'sat',
      vtsource: 'google',
      vtcampaign: 'fall',
      param_string: 'vtsource=google&vtcampaign=fall&campaignid=77',
      path: '/sat-tutors',
      campaign_id: '77',
      campaignid: '77',
      visitor_id: VISITOR,
      referer: REFERER,
      leadform: 'home-hero',
    };
    const values = {
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone_number: '2025550100',
      correlation_id: 'c-1',
      time_to_call: 'now',
    };
    await send('new_contact', values, { page, tracking });
    await send('update_contact', values, { page, tracking });
    const [lead, update, callback] = await send('new_callback', values, { page, tracking, uuid: 'u-1' });
    expect(captured.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'POST /v1/contact/requests',
      'PATCH /v1/contact/requests',
      'POST /v1/todos/me/callback/u-1',
    ]);
    expect((lead!.body as { tracking: unknown }).tracking).toEqual(expected);
    expect((update!.body as unknown[]).at(-1)).toEqual({ op: 'replace', path: '/tracking', value: expected });
    expect((callback!.body as { tracking: unknown }).tracking).toEqual(expected);
  });

  it('no request for an update without correlation id or phone', async () => {
    expectConsoleError(
      '[vt-elements] lead-form: correlation_id value is required from lead submission',
      '[vt-elements] lead-form: Phone number is required',
    );
    // Spec §5 Contact update: the two required values and their messages.
    expect(
      await refused('update_contact', { phone_number: '2025550100' }, 'correlation_id value is required from lead submission'),
    ).toEqual([]);
    expect(await refused('update_contact', { correlation_id: 'c-1' }, 'Phone number is required')).toEqual([]);
  });
});
