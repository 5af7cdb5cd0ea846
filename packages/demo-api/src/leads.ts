import { delay, http, HttpResponse } from 'msw';

/**
 * The lead-form calls of spec §7 over fixture data. A request value picks the case, so pages,
 * stories and tests can show every outcome; anything else succeeds.
 *
 * | value in the request                      | calls                                   | answer |
 * |-------------------------------------------|-----------------------------------------|--------|
 * | email `taken@example.com`                 | users/exists                            | 200 (email exists) |
 * | email `taken@example.com`                 | learn-lab/users                         | 422 with root cause 'Email has already been taken' |
 * | email `fail-500@example.com`              | every call with an email                | HTTP 500 (JSON error body; check_email: free) |
 * | email `fail-validation@example.com`       | tutor validations, tutor_applicants, learn-lab/users | 422 with root causes |
 * | email `error-no-cause@example.com`        | tutor validations, tutor_applicants     | 422 with an error but no root cause |
 * | email `data-error@example.com`            | tutor validations, tutor_applicants, contact requests, learn-lab/users | 200 whose body carries an error |
 * | email `not-json@example.com`              | every call with an email                | 502 with an HTML body (users/exists: 200 HTML, so 'Email already exists') |
 * | email `network-error@example.com`         | every call with an email                | network error (HttpResponse.error(); the demo server drops the connection) |
 * | email `slow@example.com`                  | every call with an email                | answers after 3 s |
 * | email `fail-application@example.com`      | tutor_applicants (checks pass)          | 422 root cause 'Zip code is outside our tutoring area' |
 * | email `application-500@example.com`       | tutor_applicants (checks pass)          | HTTP 500, JSON error body without a root cause |
 * | email `application-not-json@example.com`  | tutor_applicants (checks pass)          | 502 with an HTML body |
 * | email `application-data-error@example.com`| tutor_applicants (checks pass)          | 200 whose body carries an error |
 * | email `account-not-json@example.com`      | learn-lab/users (email check: free)     | 502 with an HTML body |
 * | email `account-network-error@example.com` | learn-lab/users (email check: free)     | network error |
 * | email `fail-update@example.com`           | contact requests (POST)                 | 201 with correlationId `fail-500`, so the PATCH that follows fails with 500 |
 * | email `update-not-json@example.com`       | contact requests (POST)                 | 201 with correlationId `not-json`, so the PATCH that follows answers 502 HTML |
 * | email `interview@example.com`             | tutor_applicants                        | 201 with interview_url https://www.example.com/tutor-interview/… |
 * | email `hostile-url@example.com`           | tutor_applicants                        | 201 with interview_url `javascript:alert(document.domain)` |
 * | email `fail-sourcing@example.com`         | supply/sourcing/v1/applicants           | HTTP 500 (only reported) |
 * | phone_number `2025550199`                 | tutor validations (phone)               | 422 root cause 'Phone number is already in use' |
 * | full_name containing `Fail Server`        | contact requests (POST)                 | HTTP 500 |
 * | correlationId `fail-500` / `not-json`     | contact requests (PATCH)                | HTTP 500 / 502 HTML |
 * | callback uuid `fail-500` / `not-json`     | todos/me/callback/{uuid}                | HTTP 500 / 502 HTML |
 *
 * Successes: users/exists 404 (free); validations 204; tutor_applicants 201 {id, uuid,
 * interview_url: null}; sourcing 202; learn-lab/users 201 {userID}; contact requests 201
 * {correlationId: DEMO_CORRELATION_ID}; PATCH 200; callback 201.
 */

export const DEMO_CORRELATION_ID = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
export const DEMO_TUTOR = { id: 4242, uuid: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a' } as const;
export const DEMO_USER_ID = 'user-1001';

type Body = Record<string, unknown>;

const serverError = () => HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 });
const htmlPage = (status: number) => HttpResponse.html('<html><body><h1>Bad gateway</h1></body></html>', { status });

async function readJson(request: Request): Promise<Body> {
  const body = (await request.json().catch(() => null)) as unknown;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

function str(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** The failures every call shares, by email; undefined means carry on. */
async function commonFailure(email: string, html = 502): Promise<Response | undefined> {
  switch (email) {
    case 'fail-500@example.com':
      return serverError();
    case 'not-json@example.com':
      return htmlPage(html);
    case 'network-error@example.com':
      return HttpResponse.error();
    case 'slow@example.com':
      await delay(3000);
      return undefined;
    default:
      return undefined;
  }
}

const validationFailure = (field: string, causes: string[]) =>
  HttpResponse.json({ errors: [{ field, message: 'is invalid', root_causes: causes }] }, { status: 422 });
const noCauseFailure = () => HttpResponse.json({ error: 'Unprocessable Entity' }, { status: 422 });
const dataError = (message: string) => HttpResponse.json({ error: message });

export const leadHandlers = [
  http.get('*/v1/learn-lab/users/exists', async ({ request }) => {
    const email = str(new URL(request.url).searchParams.get('email'));
    if (email === 'not-json@example.com') return htmlPage(200);
    if (email === 'fail-500@example.com') return serverError();
    const common = await commonFailure(email);
    if (common) return common;
    if (email === 'taken@example.com') return HttpResponse.json({ exists: true });
    return HttpResponse.json({ exists: false }, { status: 404 });
  }),

  http.post('*/vtwa/v3/tutor_applicants/validations', async ({ request }) => {
    const body = await readJson(request);
    const email = str(body.email);
    const phone = str(body.phone_number).replace(/\D/g, '');
    const common = await commonFailure(email);
    if (common) return common;
    if (email === 'fail-validation@example.com') return validationFailure('email', ['Email has already applied', 'Second cause']);
    if (email === 'error-no-cause@example.com') return noCauseFailure();
    if (email === 'data-error@example.com') return dataError('Applicant is blocked');
    if (phone.endsWith('2025550199')) return validationFailure('phone_number', ['Phone number is already in use']);
    return new HttpResponse(null, { status: 204 });
  }),

  http.post('*/vtwa/v3/tutor_applicants', async ({ request }) => {
    const body = await readJson(request);
    const email = str(body.email);
    const common = await commonFailure(email);
    if (common) return common;
    if (email === 'fail-validation@example.com') return validationFailure('email', ['Email has already applied']);
    if (email === 'error-no-cause@example.com') return noCauseFailure();
    if (email === 'data-error@example.com') return dataError('Applicant is blocked');
    if (email === 'fail-application@example.com') return validationFailure('zip_code', ['Zip code is outside our tutoring area']);
    if (email === 'application-500@example.com') return serverError();
    if (email === 'application-not-json@example.com') return htmlPage(502);
    if (email === 'application-data-error@example.com') return dataError('Applicant is blocked');
    const interview_url =
      email === 'interview@example.com'
        ? `https://www.example.com/tutor-interview/${DEMO_TUTOR.uuid}`
        : email === 'hostile-url@example.com'
          ? 'javascript:alert(document.domain)'
          : null;
    return HttpResponse.json({ ...DEMO_TUTOR, interview_url }, { status: 201 });
  }),

  http.post('*/supply/sourcing/v1/applicants', async ({ request }) => {
    const body = await readJson(request);
    if (str(body.email) === 'fail-sourcing@example.com') return serverError();
    return HttpResponse.json({ accepted: true }, { status: 202 });
  }),

  http.post('*/v1/learn-lab/users', async ({ request }) => {
    const body = await readJson(request);
    const email = str(body.email);
    const common = await commonFailure(email);
    if (common) return common;
    if (email === 'taken@example.com') return validationFailure('email', ['Email has already been taken']);
    if (email === 'fail-validation@example.com') return validationFailure('password', ['Password is too short']);
    if (email === 'data-error@example.com') return dataError('Account creation is disabled');
    if (email === 'account-not-json@example.com') return htmlPage(502);
    if (email === 'account-network-error@example.com') return HttpResponse.error();
    return HttpResponse.json({ userID: DEMO_USER_ID }, { status: 201 });
  }),

  http.post('*/v1/contact/requests', async ({ request }) => {
    const body = await readJson(request);
    const name = typeof body.name === 'object' && body.name !== null ? (body.name as Body).full_name : undefined;
    const details = typeof body.contact_details === 'object' && body.contact_details !== null ? (body.contact_details as Body) : {};
    const email = str(details.email);
    if (typeof name === 'string' && name.includes('Fail Server')) return serverError();
    const common = await commonFailure(email);
    if (common) return common;
    if (email === 'data-error@example.com') return dataError('Lead rejected');
    // The PATCH that follows carries this id and fails: the visitor's email picks the update failure.
    if (email === 'fail-update@example.com') return HttpResponse.json({ correlationId: 'fail-500' }, { status: 201 });
    if (email === 'update-not-json@example.com') return HttpResponse.json({ correlationId: 'not-json' }, { status: 201 });
    return HttpResponse.json({ correlationId: DEMO_CORRELATION_ID }, { status: 201 });
  }),

  http.patch('*/v1/contact/requests', async ({ request }) => {
    const correlationId = new URL(request.url).searchParams.get('correlationId');
    if (!correlationId) return HttpResponse.json({ error: 'correlationId is required' }, { status: 400 });
    if (correlationId === 'fail-500') return serverError();
    if (correlationId === 'not-json') return htmlPage(502);
    const operations = (await request.json().catch(() => null)) as unknown;
    if (!Array.isArray(operations)) return HttpResponse.json({ error: 'Expected a list of operations' }, { status: 400 });
    return HttpResponse.json({ correlationId, updated: operations.length });
  }),

  http.post('*/v1/todos/me/callback/:uuid', async ({ params, request }) => {
    if (params.uuid === 'fail-500') return serverError();
    if (params.uuid === 'not-json') return htmlPage(502);
    const body = await readJson(request);
    return HttpResponse.json({ uuid: params.uuid, time: body.time ?? null, scheduled: true }, { status: 201 });
  }),
];
