import { describe, expect, it } from 'vitest';
import { checkEmail } from './account-calls';
import { LeadSubmitError } from './types';
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
