import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDemoApi } from '../../../tests/msw';
import { ApiError, latestOnly, requestJson, withQuery } from './http';

const server = startDemoApi();

const URL_ = 'https://api.example.com/v1/thing';

describe('HTTP client', () => {
  afterEach(() => vi.useRealTimers());

  it('sends JSON with credentials included and parses JSON', async () => {
    const seen: { body?: unknown; type?: string | null } = {};
    server.use(
      http.post(URL_, async ({ request }) => {
        seen.body = await request.json();
        seen.type = request.headers.get('content-type');
        return HttpResponse.json({ ok: 1 }, { status: 201 });
      }),
    );
    const calls: RequestInit[] = [];
    const spy: typeof fetch = (input, init) => (calls.push(init ?? {}), fetch(input, init));
    const res = await requestJson(URL_, { method: 'POST', body: { a: 1 }, fetch: spy });
    expect(res).toMatchObject({ status: 201, data: { ok: 1 } });
    expect(seen).toEqual({ body: { a: 1 }, type: 'application/json' });
    expect(calls[0]?.credentials).toBe('include');
  });

  it('204 gives data null', async () => {
    server.use(http.get(URL_, () => new HttpResponse(null, { status: 204 })));
    expect((await requestJson(URL_)).data).toBeNull();
  });

  it("a non-OK status is an ApiError 'HTTP status N' with the body kept", async () => {
    server.use(http.get(URL_, () => HttpResponse.json({ errors: ['bad'] }, { status: 422 })));
    const error = await requestJson(URL_).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'HTTP status 422', kind: 'http', status: 422, body: { errors: ['bad'] } });
  });

  it('a 2xx body that is not JSON is a parse error', async () => {
    server.use(http.get(URL_, () => HttpResponse.html('<p>hi</p>')));
    await expect(requestJson(URL_)).rejects.toMatchObject({ kind: 'parse', status: 200 });
  });

  it('a network failure is kind network', async () => {
    server.use(http.get(URL_, () => HttpResponse.error()));
    await expect(requestJson(URL_)).rejects.toMatchObject({ kind: 'network' });
  });

  it('times out after timeoutMs', async () => {
    server.use(
      http.get(URL_, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await expect(requestJson(URL_, { timeoutMs: 50 })).rejects.toMatchObject({
      kind: 'timeout',
      message: `Request timed out after 50 ms: ${URL_}`,
    });
  });

  it('latestOnly aborts the previous request (spec §7 subject lookup)', async () => {
    server.use(
      http.get(URL_, async () => {
        await delay(50);
        return HttpResponse.json({ n: 1 });
      }),
    );
    const latest = latestOnly();
    const first = requestJson(URL_, { signal: latest.next() });
    const second = requestJson(URL_, { signal: latest.next() });
    await expect(first).rejects.toMatchObject({ kind: 'abort' });
    await expect(second).resolves.toMatchObject({ data: { n: 1 } });
    // stop(): the current run is aborted too (its view is gone).
    const third = requestJson(URL_, { signal: latest.next() });
    latest.stop();
    await expect(third).rejects.toMatchObject({ kind: 'abort' });
  });

  it('withQuery appends encoded parameters and skips empty ones', () => {
    expect(withQuery('/a', { email: 'a+b@x.com', skip: undefined })).toBe('/a?email=a%2Bb%40x.com');
    expect(withQuery('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
  });
});
