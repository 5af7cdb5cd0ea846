import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl, call, field } from './request';
import { testContext } from '../../../../../tests/support/lead-submit-context';

describe('§7 the calls: paths on the API host, credentials included (issue 51)', () => {
  it('pins the paths; a callback uuid is encoded', () => {
    expect({ ...PATHS, callback: PATHS.callback('a/b c') }).toEqual({
      emailExists: '/v1/learn-lab/users/exists',
      tutorValidations: '/vtwa/v3/tutor_applicants/validations',
      tutorApplicants: '/vtwa/v3/tutor_applicants',
      sourcingApplicants: '/supply/sourcing/v1/applicants',
      users: '/v1/learn-lab/users',
      contactRequests: '/v1/contact/requests',
      callback: '/v1/todos/me/callback/a%2Fb%20c',
    });
  });

  it('joins the host and the path with one slash', () => {
    expect(apiUrl({ apiHost: 'https://api.example.com//' }, '/v1/carts')).toBe('https://api.example.com/v1/carts');
    expect(apiUrl({ apiHost: 'https://api.example.com' }, '/v1/carts')).toBe('https://api.example.com/v1/carts');
  });

  it("uses the context's fetch and abort signal, with credentials included", async () => {
    const seen: RequestInit[] = [];
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      seen.push(init ?? {});
      if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return Response.json({ ok: 1 });
    };
    await expect(call(testContext({ fetch }), '/x', { method: 'POST', body: { a: 1 } })).resolves.toMatchObject({
      status: 200,
      data: { ok: 1 },
    });
    expect(seen[0]).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(call(testContext({ fetch, signal: cancelled.signal }), '/x')).rejects.toMatchObject({ kind: 'abort' });
    expect(seen).toHaveLength(2);
  });

  it('reads a string or number property of a body, else empty', () => {
    expect(field({ id: 4242 }, 'id')).toBe('4242');
    expect(field({ id: 'u-1' }, 'id')).toBe('u-1');
    expect(field({ id: { n: 1 } }, 'id')).toBe('');
    expect(field({ id: true }, 'id')).toBe('');
    expect(field(null, 'id')).toBe('');
    expect(field('id', 'id')).toBe('');
  });
});
