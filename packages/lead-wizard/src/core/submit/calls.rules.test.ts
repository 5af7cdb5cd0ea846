import { describe, expect, it } from 'vitest';
import { checkEmail, newUser } from './account-calls';
import { newCallback, newContact, updateContact } from './contact-calls';
import { newTutor, validateTutor } from './tutor-calls';
import { newContactLead } from './lead';
import { classUserPayload } from './account';
import { tutorSubmission } from './tutor';
import { callbackPayload, contactUpdateOperations } from './update';
import { expectConsoleError } from '../../../../../tests/support/console';
import { LeadSubmitError, type LeadAction } from './types';
import { testContext } from '../../../../../tests/support/lead-submit-context';

/** A fetch that answers every request with `respond()` and records what was asked. */
function stubFetch(respond: () => Response | Promise<Response>) {
  const requests: { url: string; method: string }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push({ url: String(input), method: init?.method ?? 'GET' });
    return respond();
  };
  return { fetch, requests };
}

async function rejection(promise: Promise<unknown>): Promise<LeadSubmitError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LeadSubmitError);
  return error as LeadSubmitError;
}

describe('§7 GET users/exists and §8 Email already exists (issue 51)', () => {
  const ctx = (respond: () => Response | Promise<Response>) => testContext({ action: 'check_email', fetch: stubFetch(respond).fetch });

  it("a 2xx answer, JSON or not, is 'Email already exists'", async () => {
    const json = await rejection(
      checkEmail(
        ctx(() => Response.json({ exists: true })),
        { email: 'ada@example.com' },
      ),
    );
    expect(json.message).toBe('Email already exists');
    expect(json.detail).toBe('HTTP status 200');
    const html = await rejection(
      checkEmail(
        ctx(() => new Response('<html>yes</html>', { status: 200 })),
        { email: 'ada@example.com' },
      ),
    );
    expect(html.message).toBe('Email already exists');
  });

  it('any other status means the email is free; the answer is kept as the response', async () => {
    await expect(
      checkEmail(
        ctx(() => Response.json({ exists: false }, { status: 404 })),
        { email: 'ada@example.com' },
      ),
    ).resolves.toEqual({
      response: { exists: false },
      fields: {},
    });
    await expect(
      checkEmail(
        ctx(() => new Response(null, { status: 404 })),
        { email: 'ada@example.com' },
      ),
    ).resolves.toEqual({
      response: null,
      fields: {},
    });
  });

  it("a network failure is 'Sorry, something went wrong', keeping the original message", async () => {
    const error = await rejection(
      checkEmail(
        ctx(() => Promise.reject(new TypeError('connection reset'))),
        { email: 'ada@example.com' },
      ),
    );
    expect(error.message).toBe('Sorry, something went wrong');
    expect(error.detail).toBe(
      'Network error: connection reset (https://api.example.com/v1/learn-lab/users/exists?email=ada%40example.com)',
    );
    expect(error.cause).toBeInstanceOf(Error);
  });
});

/** A context whose fetch answers with `respond()`; `requests` lists what was asked. */
function stubbed(action: LeadAction, values: Record<string, string>, respond: () => Response | Promise<Response>) {
  const { fetch, requests } = stubFetch(respond);
  return { ctx: testContext({ action, values, fetch }), requests };
}

const networkDown = () => Promise.reject(new TypeError('connection reset'));

describe('§7 contact calls and §8 their failures (issue 51)', () => {
  it('new_contact: the correlationId, text or number, becomes the correlation_id field', async () => {
    const { ctx } = stubbed('new_contact', {}, () => Response.json({ correlationId: 'c-9' }, { status: 201 }));
    await expect(newContact(ctx, newContactLead(ctx))).resolves.toEqual({
      response: { correlationId: 'c-9' },
      fields: { correlation_id: 'c-9' },
    });
    const numeric = stubbed('new_contact', {}, () => Response.json({ correlationId: 77 }, { status: 201 }));
    await expect(newContact(numeric.ctx, newContactLead(numeric.ctx))).resolves.toMatchObject({ fields: { correlation_id: '77' } });
  });

  it('new_contact: a response without correlationId is reported, and sets no field', async () => {
    expectConsoleError('[vt-elements] lead-form: new_contact response has no correlationId');
    const { ctx } = stubbed('new_contact', {}, () => Response.json({}, { status: 201 }));
    await expect(newContact(ctx, newContactLead(ctx))).resolves.toEqual({ response: {}, fields: {} });
  });

  it("'Server error, could not submit form.' on a 2xx with an error or a network failure, the original message kept", async () => {
    const body = stubbed('new_contact', {}, () => Response.json({ error: 'Duplicate lead' }));
    const data = await rejection(newContact(body.ctx, newContactLead(body.ctx)));
    expect([data.message, data.detail]).toEqual([
      'Server error, could not submit form.',
      'Success response, but data indicated an error: Duplicate lead',
    ]);
    const down = stubbed('new_contact', {}, networkDown);
    const network = await rejection(newContact(down.ctx, newContactLead(down.ctx)));
    expect(network.message).toBe('Server error, could not submit form.');
    expect(network.detail).toBe('Network error: connection reset (https://api.example.com/v1/contact/requests)');
  });

  it('update_contact: PATCH with the trimmed correlation id, encoded; it stays the correlation_id field', async () => {
    const values = { correlation_id: ' c 1 ', phone_number: '2025550100' };
    const { ctx, requests } = stubbed('update_contact', values, () => Response.json({ ok: true }));
    await expect(updateContact(ctx, contactUpdateOperations(ctx))).resolves.toEqual({
      response: { ok: true },
      fields: { correlation_id: 'c 1' },
    });
    expect(requests).toEqual([{ url: 'https://api.example.com/v1/contact/requests?correlationId=c%201', method: 'PATCH' }]);
  });

  it('update_contact: a blank correlation id or phone is refused before any request', async () => {
    const blankId = stubbed('update_contact', { correlation_id: ' ', phone_number: '2025550100' }, () => Response.json({}));
    expect((await rejection(updateContact(blankId.ctx, []))).message).toBe('correlation_id value is required from lead submission');
    const blankPhone = stubbed('update_contact', { correlation_id: 'c-1', phone_number: ' ' }, () => Response.json({}));
    expect((await rejection(updateContact(blankPhone.ctx, []))).message).toBe('Phone number is required');
    expect([...blankId.requests, ...blankPhone.requests]).toEqual([]);
  });

  it('update_contact and new_callback: a 2xx with an error or a network failure is the server error', async () => {
    const values = { correlation_id: 'c-1', phone_number: '2025550100', uuid: 'u-1' };
    for (const respond of [() => Response.json({ errors: ['Gone'] }), networkDown]) {
      const update = stubbed('update_contact', values, respond);
      expect((await rejection(updateContact(update.ctx, []))).message).toBe('Server error, could not submit form.');
      const callback = stubbed('new_callback', values, respond);
      expect((await rejection(newCallback(callback.ctx, callbackPayload(callback.ctx)))).message).toBe(
        'Server error, could not submit form.',
      );
    }
  });

  it('new_callback: POST to the callback uuid, no field written', async () => {
    const { ctx, requests } = stubbed('new_callback', { uuid: 'u-1', full_name: 'Ada Lovelace' }, () =>
      Response.json({ id: 1 }, { status: 201 }),
    );
    await expect(newCallback(ctx, callbackPayload(ctx))).resolves.toEqual({ response: { id: 1 }, fields: {} });
    expect(requests).toEqual([{ url: 'https://api.example.com/v1/todos/me/callback/u-1', method: 'POST' }]);
  });
});

describe('§7 account and tutor calls and §8 their failures (issue 51)', () => {
  it('new_user: the userID, text or number, becomes user_id; none without one', async () => {
    const text = stubbed('new_user', {}, () => Response.json({ userID: 'user-1' }, { status: 201 }));
    await expect(newUser(text.ctx, classUserPayload(text.ctx))).resolves.toEqual({
      response: { userID: 'user-1' },
      fields: { user_id: 'user-1' },
    });
    const numeric = stubbed('new_user', {}, () => Response.json({ userID: 1001 }, { status: 201 }));
    await expect(newUser(numeric.ctx, classUserPayload(numeric.ctx))).resolves.toMatchObject({ fields: { user_id: '1001' } });
    const none = stubbed('new_user', {}, () => new Response(null, { status: 204 }));
    await expect(newUser(none.ctx, classUserPayload(none.ctx))).resolves.toEqual({ response: null, fields: {} });
  });

  it("new_user: a 2xx with an error is 'Success response, but data indicated an error: …'; a network failure the generic text", async () => {
    const body = stubbed('new_user', {}, () => Response.json({ error: 'Blocked' }));
    const data = await rejection(newUser(body.ctx, classUserPayload(body.ctx)));
    expect([data.message, data.detail]).toEqual([
      'Success response, but data indicated an error: Blocked',
      'Success response, but data indicated an error: Blocked',
    ]);
    const down = stubbed('new_user', {}, networkDown);
    const network = await rejection(newUser(down.ctx, classUserPayload(down.ctx)));
    expect(network.message).toBe('Sorry, something went wrong');
    expect(network.detail).toBe('Network error: connection reset (https://api.example.com/v1/learn-lab/users)');
  });

  it('tutor validations: pass on a 2xx without error; a 2xx with errors fails with its text; a network failure the generic text', async () => {
    const ok = stubbed('check_tutor_phone', {}, () => Response.json({ valid: true }));
    await expect(validateTutor(ok.ctx, { phone_number: '2025550100' })).resolves.toEqual({ response: { valid: true }, fields: {} });
    const body = stubbed('check_tutor_phone', {}, () => Response.json({ errors: [{ message: 'Bad phone' }] }));
    const data = await rejection(validateTutor(body.ctx, {}));
    expect([data.message, data.detail]).toEqual([
      'Success response, but data indicated an error: Bad phone',
      'Success response, but data indicated an error: Bad phone',
    ]);
    const down = stubbed('check_tutor_phone', {}, networkDown);
    const network = await rejection(validateTutor(down.ctx, {}));
    expect(network.message).toBe('Sorry, something went wrong');
    expect(network.detail).toBe('Network error: connection reset (https://api.example.com/vtwa/v3/tutor_applicants/validations)');
  });

  it('new_tutor: id and uuid become tutor_id and tutor_uuid; a 2xx with an error is the tutor failure text', async () => {
    const { ctx, requests } = stubbed('new_tutor', { email: 'g@b.co' }, () =>
      Response.json({ id: 7, uuid: 'u-7', interview_url: null }, { status: 201 }),
    );
    await expect(newTutor(ctx, tutorSubmission(ctx))).resolves.toEqual({
      response: { id: 7, uuid: 'u-7', interview_url: null },
      fields: { tutor_id: '7', tutor_uuid: 'u-7' },
    });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST https://api.example.com/vtwa/v3/tutor_applicants',
      'POST https://api.example.com/supply/sourcing/v1/applicants',
    ]);
    const body = stubbed('new_tutor', {}, () => Response.json({ error: { root_causes: ['Zip code is outside our area'] } }));
    const data = await rejection(newTutor(body.ctx, tutorSubmission(body.ctx)));
    expect(data.message).toBe('Could not submit form. Zip code is outside our area.');
    // The error field without a message of its own is kept as JSON.
    expect(data.detail).toBe('Success response, but data indicated an error: {"root_causes":["Zip code is outside our area"]}');
    const down = stubbed('new_tutor', {}, networkDown);
    expect((await rejection(newTutor(down.ctx, tutorSubmission(down.ctx)))).message).toBe('Could not submit form.');
  });

  it('new_tutor: an interview_url that fails the §5 rule is reported and not followed', async () => {
    expectConsoleError('[vt-elements] lead-form: Ignored an unsafe tutor interview_url');
    const { ctx } = stubbed('new_tutor', {}, () => Response.json({ id: 7, interview_url: 'http://evil.example/' }, { status: 201 }));
    const result = await newTutor(ctx, tutorSubmission(ctx));
    expect(result).not.toHaveProperty('redirectUrl');
    expect(result.fields).toEqual({ tutor_id: '7' });
  });
});
