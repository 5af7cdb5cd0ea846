import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { http, HttpResponse } from 'msw';
import { startDemoApi } from '../../../../tests/msw';
import { DEMO_CORRELATION_ID } from '../../../demo-api/src/leads';
import { readPanel, type Panel } from '../core/panel';
import { redirectAddress } from './submit-step';
import { runSubmitStep } from './submit-run';

const server = startDemoApi();

/** The DOM side of a submit step: the API host comes from the page, and identical resends are skipped. */

let requests: { method: string; url: string }[];
const onRequest = ({ request }: { request: Request }) => {
  requests.push({ method: request.method, url: request.url });
};

beforeEach(() => {
  requests = [];
  server.events.on('request:start', onRequest);
  (globalThis as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (globalThis as { dataLayer?: unknown[] }).dataLayer;
});

function setPage(url: string) {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

function submitPanel(options: Record<string, unknown> = {}): Panel {
  const attrs: Record<string, string> = {
    'data-id': 'send',
    'data-panel-type': 'action',
    'data-action-name': 'submit',
    'data-options': JSON.stringify(options),
  };
  return readPanel(
    (name) => attrs[name] ?? null,
    1,
    false,
    () => {},
  );
}

function mount(attributes = '') {
  document.body.innerHTML = `<vt-lead-wizard ${attributes}><form><input type="hidden" name="leadform" value="unit-form"></form></vt-lead-wizard>`;
  const host = document.querySelector('vt-lead-wizard') as HTMLElement;
  const form = host.querySelector('form')!;
  return { host, form, settings: { host, form, action: 'new_contact', userType: null, uuid: null } };
}

const lead = { full_name: 'Ada Lovelace', email: 'ada@example.com', phone_number: '2025550100', leadform: 'unit-form' };

describe('the API host of a submit comes from the page (contract: page-level inputs)', () => {
  it('www.example.test calls api.example.test', async () => {
    setPage('https://www.example.test/get-started');
    const { settings } = mount();
    await runSubmitStep(settings, submitPanel(), lead);
    expect(requests).toEqual([{ method: 'POST', url: 'https://api.example.test/v1/contact/requests' }]);
  });

  it('<meta name="vt-api-host"> overrides the page host', async () => {
    setPage('https://www.example.test/get-started');
    document.head.innerHTML = '<meta name="vt-api-host" content="https://leads.partner.test/">';
    const { settings } = mount();
    await runSubmitStep(settings, submitPanel({ action: 'check_email' }), { email: 'new@example.com' });
    expect(requests).toEqual([{ method: 'GET', url: 'https://leads.partner.test/v1/learn-lab/users/exists?email=new%40example.com' }]);
  });

  it("the element's data-api-host overrides the meta tag", async () => {
    setPage('https://www.example.test/get-started');
    document.head.innerHTML =
      '<meta name="vt-api-host" content="https://leads.partner.test"><meta name="vt-allowed-hosts" content="api.staging.test">';
    const { settings } = mount('data-api-host="https://api.staging.test"');
    await runSubmitStep(settings, submitPanel(), lead);
    expect(requests).toEqual([{ method: 'POST', url: 'https://api.staging.test/v1/contact/requests' }]);
  });

  it('a data-api-host the page does not list gets no lead (URL policy): the call goes to the trusted host', async () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: data-api-host "https://collector.evil.test" was refused: it goes to another host (collector.evil.test) that <meta name="vt-allowed-hosts"> does not list; using the next API host source.',
    );
    setPage('https://www.example.test/get-started');
    const { settings } = mount('data-api-host="https://collector.evil.test"');
    await runSubmitStep(settings, submitPanel(), lead);
    expect(requests).toEqual([{ method: 'POST', url: 'https://api.example.test/v1/contact/requests' }]);
  });
});

describe('Back then Next with nothing changed', () => {
  beforeEach(() => setPage('https://www.example.test/get-started'));

  it('a delivered lead is not sent again; its correlation_id stays and the step moves on', async () => {
    const { settings, form, host } = mount();
    const events: string[] = [];
    for (const name of ['vt-lead-submit', 'vt-lead-success']) host.addEventListener(name, () => events.push(name));
    await runSubmitStep(settings, submitPanel(), lead);
    const correlation = form.querySelector<HTMLInputElement>('input[name="correlation_id"]')!;
    expect(correlation.value).toBe(DEMO_CORRELATION_ID);
    // History mode changes the hash between the two submits.
    setPage('https://www.example.test/get-started#get-started/1');
    await expect(runSubmitStep(settings, submitPanel(), { ...lead, correlation_id: DEMO_CORRELATION_ID })).resolves.toEqual({
      redirectUrl: undefined,
    });
    expect(requests).toHaveLength(1);
    expect(events).toEqual(['vt-lead-submit', 'vt-lead-success']);
  });

  it('a changed value is sent again', async () => {
    const { settings } = mount();
    await runSubmitStep(settings, submitPanel(), lead);
    await runSubmitStep(settings, submitPanel(), { ...lead, phone_number: '2025550111', correlation_id: DEMO_CORRELATION_ID });
    expect(requests).toHaveLength(2);
  });

  it('a failed submit is sent again', async () => {
    expectConsoleError(
      '[vt-elements] lead-form: Server error, could not submit form.',
      '[vt-elements] lead-form: Server error, could not submit form.',
    );
    const { settings } = mount();
    const failing = { ...lead, full_name: 'Fail Server' };
    await expect(runSubmitStep(settings, submitPanel(), failing)).rejects.toThrow('Server error, could not submit form.');
    await expect(runSubmitStep(settings, submitPanel(), failing)).rejects.toThrow('Server error, could not submit form.');
    expect(requests).toHaveLength(2);
  });

  it('a new_user success is not repeated although it wrote user_id into the form', async () => {
    const { settings } = mount();
    const user = { full_name: 'Ada Lovelace', email: 'ada@example.com', password: 'pw' };
    await runSubmitStep({ ...settings, action: 'new_user' }, submitPanel(), user);
    await runSubmitStep({ ...settings, action: 'new_user' }, submitPanel(), { ...user, user_id: 'user-1001' });
    expect(requests).toHaveLength(1);
  });

  it('checks are asked again (the answer may have changed)', async () => {
    const { settings } = mount();
    await runSubmitStep(settings, submitPanel({ action: 'check_email' }), { email: 'new@example.com' });
    await runSubmitStep(settings, submitPanel({ action: 'check_email' }), { email: 'new@example.com' });
    expect(requests).toHaveLength(2);
  });
});

describe('Back during a submission (spec §4: moving backwards is always allowed)', () => {
  it('aborting cancels the request: no vt-lead-error, no report, no failure event', async () => {
    setPage('https://www.example.test/get-started');
    const { host, settings } = mount();
    const errors: unknown[] = [];
    host.addEventListener('vt-lead-error', (e) => errors.push((e as CustomEvent).detail));
    const reported: string[] = [];
    window.vtErrorReporter = (e) => reported.push(e.message);
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    server.use(
      http.post('https://api.example.test/v1/contact/requests', async ({ request }) => {
        seen = request.signal;
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        return HttpResponse.json({ correlationId: 'late' }, { status: 201 });
      }),
    );
    const submitting = runSubmitStep(settings, submitPanel(), lead, controller.signal);
    await vi.waitFor(() => expect(seen).toBeDefined());
    controller.abort();
    await expect(submitting).rejects.toThrow();
    expect(seen!.aborted).toBe(true);
    expect(errors).toEqual([]);
    expect(reported).toEqual([]);
    expect(((globalThis as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event)).toEqual([]);
    delete window.vtErrorReporter;
  });
});

describe('redirect steps pass the URL policy (issue 9)', () => {
  function redirectPanel(attrs: Record<string, string>): Panel {
    const all: Record<string, string> = { 'data-id': 'done', 'data-panel-type': 'action', 'data-action-name': 'redirect', ...attrs };
    return readPanel(
      (name) => all[name] ?? null,
      3,
      false,
      () => {},
    );
  }
  const values = { time_zone: 'America/Chicago', phone_number: '2025550100' };

  beforeEach(() => setPage('https://www.example.test/get-started'));

  it('a same-origin or listed-host URL is followed with the §7 parameters', () => {
    expect(redirectAddress(redirectPanel({ 'data-url': '/thanks' }), null, null, values)).toBe(
      'https://www.example.test/thanks?time_zone=America%2FChicago&phone_number=2025550100',
    );
    document.head.innerHTML = '<meta name="vt-allowed-hosts" content="partner.example">';
    expect(redirectAddress(redirectPanel({ 'data-href': 'https://partner.example/t#x' }), null, null, values)).toBe(
      'https://partner.example/t?time_zone=America%2FChicago&phone_number=2025550100#x',
    );
  });

  it.each([
    ['data-url', 'javascript:alert(document.domain)//', 'it uses the javascript: scheme (only http and https).'],
    ['data-href', 'JaVaScRiPt:alert(1)', 'it uses the javascript: scheme (only http and https).'],
    ['data-url', 'java\tscript:alert(1)', 'it contains a control character or a backslash.'],
    ['data-url', '\u0001javascript:alert(1)', 'it contains a control character or a backslash.'],
    ['data-href', '//evil.example', 'it goes to another host (evil.example) that <meta name="vt-allowed-hosts"> does not list.'],
    ['data-url', '/\\evil.example', 'it contains a control character or a backslash.'],
    [
      'data-url',
      'https://evil.example/thanks',
      'it goes to another host (evil.example) that <meta name="vt-allowed-hosts"> does not list.',
    ],
  ])('a refused %s %j is reported and the visitor goes to the default thank-you route', (attribute, url, cause) => {
    // Issue 51: the exact report, naming the step, the attribute, the value and why.
    expectConsoleError(
      `[vt-elements] vt-lead-wizard: <vt-lead-wizard> redirect step "done" ${attribute} ${JSON.stringify(url)} was refused: ${cause}`,
    );
    const seen: string[] = [];
    window.vtErrorReporter = (e) => seen.push(e.message);
    expect(redirectAddress(redirectPanel({ [attribute]: url }), null, null, values)).toBe(
      '/contacts/marketing/thank-you?time_zone=America%2FChicago&phone_number=2025550100',
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain(`redirect step "done" ${attribute}`);
    delete window.vtErrorReporter;
  });

  it("the element's data-redirect-url is checked too; a tutor form falls back to the tutor thank-you route", () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> data-redirect-url "javascript:alert(1)" was refused: it uses the javascript: scheme (only http and https).',
    );
    expect(redirectAddress(redirectPanel({}), 'javascript:alert(1)', null, { country_code: 'CA' }, 'new_tutor')).toBe(
      `/en-ca/tutor-application/thank-you?time_zone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
    );
    expect(redirectAddress(redirectPanel({}), null, null, values)).toBeNull();
  });

  it('§4 redirect, a lead flow never strands the visitor: after a successful submission, no step, element or page URL gives the lead thank-you route', () => {
    expect(redirectAddress(redirectPanel({}), null, null, values, 'new_contact', true)).toBe(
      '/contacts/marketing/thank-you?time_zone=America%2FChicago&phone_number=2025550100',
    );
    // The flow ended after its last submission with no redirect step at all.
    expect(redirectAddress(null, null, null, { ...values, correlation_id: 'c-1' }, 'new_contact', true)).toBe(
      '/contacts/marketing/thank-you?time_zone=America%2FChicago&correlation_id=c-1&phone_number=2025550100',
    );
    expect(redirectAddress(null, '/thanks-here', null, values, 'new_contact', true)).toBe(
      'https://www.example.test/thanks-here?time_zone=America%2FChicago&phone_number=2025550100',
    );
    // Nothing submitted yet: a redirect step without a URL is passed by, as before.
    expect(redirectAddress(redirectPanel({}), null, null, values, 'new_contact', false)).toBeNull();
  });

  it("after new_tutor: a safe interview_url, else the step's data-url/data-href, else data-redirect-url, else the tutor thank-you route (§2, §5; issue 28)", () => {
    const interview = 'https://www.example.com/tutor-interview/u-1';
    const own = redirectPanel({ 'data-url': '/tutor-welcome' });
    expect(redirectAddress(own, '/from-element', interview, values, 'new_tutor')).toBe(interview);
    expect(redirectAddress(own, '/from-element', null, values, 'new_tutor')).toBe(
      'https://www.example.test/tutor-welcome?time_zone=America%2FChicago&phone_number=2025550100',
    );
    expect(redirectAddress(redirectPanel({ 'data-href': '/tutor-next' }), '/from-element', null, values, 'new_tutor')).toBe(
      'https://www.example.test/tutor-next?time_zone=America%2FChicago&phone_number=2025550100',
    );
    expect(redirectAddress(redirectPanel({}), '/from-element', null, values, 'new_tutor')).toBe(
      'https://www.example.test/from-element?time_zone=America%2FChicago&phone_number=2025550100',
    );
    expect(redirectAddress(redirectPanel({}), null, null, values, 'new_tutor')).toBe(
      '/tutor-application/thank-you?time_zone=America%2FChicago&phone_number=2025550100',
    );
    expect(redirectAddress(redirectPanel({}), null, null, { ...values, country_code: 'CA' }, 'new_tutor')).toBe(
      '/en-ca/tutor-application/thank-you?time_zone=America%2FChicago&phone_number=2025550100',
    );
  });
});
