import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flag, flagsState } from '@vt-elements/core';
import { captureReports, resetAnalytics } from '@vt-elements/core/testing';
import { initialize, type LDClient } from 'launchdarkly-js-client-sdk';
import type { AnalyticsSettings } from '../core/settings';
import { startFlags } from './flags';

/**
 * Spec §8 Feature flags and §9 through startFlags() and the real launchdarkly-js-client-sdk 3.x, on
 * a fake clock: only the network is fake (XMLHttpRequest and EventSource, which the SDK uses in a
 * browser). Every number is written out here, never read from flags.ts: a changed option or a
 * bumped SDK fails these tests (scripts/mutate-constants.mjs proves it, issue 51).
 */

const ENV = 'env-1';
const BASE = 'https://flags.example.com';
const settings = { flagsClientId: ENV, flagsBaseUrl: BASE, applicationId: null, contentVersion: null } as unknown as AnalyticsSettings;

interface Sent {
  at: number;
  method: string;
  url: string;
  body: string | null;
}
/** null: the request is never answered. */
type Answer = { status: number; type?: string; body?: unknown } | null;

const sent: Sent[] = [];
let answer: (method: string, url: string) => Answer;
const defaultAnswer = (method: string, url: string): Answer => {
  if (url.startsWith(`${BASE}/sdk/evalx/${ENV}/`))
    return { status: 200, body: { 'show-sign-in': { value: true, version: 1, flagVersion: 1 } } };
  if (url === `${BASE}/sdk/goals/${ENV}`) return { status: 200, body: [] };
  if (method === 'POST') return { status: 202, body: '' };
  return { status: 404, body: '' };
};

/** XMLHttpRequest as far as the SDK uses it: each request recorded, answered in a microtask by `answer`. */
class FakeXHR {
  withCredentials = false;
  status = 0;
  responseText = '';
  #type = '';
  #method = '';
  #url = '';
  #load: (() => void)[] = [];
  open(method: string, url: string): void {
    this.#method = method;
    this.#url = url;
  }
  setRequestHeader(): void {}
  addEventListener(type: string, listener: () => void): void {
    if (type === 'load') this.#load.push(listener);
  }
  getResponseHeader(name: string): string | null {
    return name.toLowerCase() === 'content-type' ? this.#type : null;
  }
  abort(): void {}
  send(body?: string | null): void {
    sent.push({ at: Date.now(), method: this.#method, url: this.#url, body: body ?? null });
    const reply = answer(this.#method, this.#url);
    if (!reply) return;
    queueMicrotask(() => {
      this.status = reply.status;
      this.#type = reply.type ?? 'application/json';
      this.responseText = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      for (const listener of this.#load) listener();
    });
  }
}

/** EventSource as far as the SDK uses it: each stream opened is recorded with its options; a test fires its errors. */
class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  readyState = 0;
  onerror: ((error: { status?: number }) => void) | null = null;
  onopen: (() => void) | null = null;
  readonly at = Date.now();
  constructor(
    readonly url: string,
    readonly options: Record<string, unknown>,
  ) {
    streams.push(this);
  }
  addEventListener(): void {}
  close(): void {
    this.readyState = 2;
  }
}
const streams: FakeEventSource[] = [];

const T0 = Date.UTC(2026, 0, 5, 12, 0, 0);
const elapsed = (at: number) => at - T0;
const bulk = () => sent.filter((request) => request.url === `${BASE}/events/bulk/${ENV}`);
const diagnostics = () => sent.filter((request) => request.url === `${BASE}/events/diagnostic/${ENV}`);
const events = (requests: Sent[]) => requests.flatMap((request) => JSON.parse(request.body!) as { kind: string; key?: string }[]);

/** What the SDK logged: its basicLogger writes 'warn: [LaunchDarkly] …' and 'error: [LaunchDarkly] …' lines to console.log. */
let logged: string[];

/** Starts the flags and lets the SDK's answers arrive (the clock stays at T0). */
async function started(): Promise<LDClient> {
  const client = await startFlags(settings);
  expect(client).not.toBeNull();
  return client!;
}

describe('feature flags through startFlags() and the real SDK (spec §8 Feature flags, §9)', () => {
  const reported = captureReports();
  beforeEach(() => {
    resetAnalytics();
    localStorage.clear();
    sent.length = 0;
    streams.length = 0;
    answer = defaultAnswer;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now: T0 });
    vi.stubGlobal('XMLHttpRequest', FakeXHR);
    vi.stubGlobal('EventSource', FakeEventSource);
    logged = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    // reportError() writes each report to console.error too: what was reported is asserted through `reported`.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    history.replaceState(null, '', '/');
  });

  it('ready: the flags come from the base URL and follow the SDK, and nothing is reported', async () => {
    await started();
    expect([flagsState(), flag('show-sign-in'), flag('new-banner')]).toEqual(['ready', true, false]);
    expect(sent.filter((request) => request.url.startsWith(`${BASE}/sdk/evalx/${ENV}/contexts/`))).toHaveLength(1);
    expect([reported, logged.filter((line) => line.startsWith('error:'))]).toEqual([[], []]);
  });

  it('§9 init timeout 5 s: unanswered, nothing is settled at 4.999 s; at 5 s the flags are off, with a message', async () => {
    answer = (method, url) => (url.includes('/sdk/evalx/') ? null : defaultAnswer(method, url));
    let result: LDClient | null | undefined;
    void startFlags(settings).then((client) => (result = client));
    await vi.advanceTimersByTimeAsync(4999);
    expect([result, flagsState()]).toEqual([undefined, 'pending']);
    await vi.advanceTimersByTimeAsync(1);
    expect([result, flagsState(), flag('show-sign-in')]).toEqual([null, 'off', false]);
    expect(reported).toEqual(['waitForInitialization timed out after 5 seconds.']);
  });

  it.for([
    {
      case: '404',
      reply: { status: 404, body: '' },
      message: 'Environment not found. Double check that you specified a valid environment/client-side ID.',
    },
    { case: 'another status (500)', reply: { status: 500, body: '' }, message: 'Error fetching flag settings: 500' },
    { case: 'another status (403)', reply: { status: 403, body: '' }, message: 'Error fetching flag settings: 403' },
    {
      case: 'a wrong content type',
      reply: { status: 200, type: 'text/html', body: '<p>' },
      message: 'Expected application/json content type but got "text/html"',
    },
  ])('§8 $case: the flags are off, every flag false, and the SDK message is reported', async ({ reply, message }) => {
    answer = (method, url) => (url.includes('/sdk/evalx/') ? reply : defaultAnswer(method, url));
    expect(await startFlags(settings)).toBeNull();
    expect([flagsState(), flag('show-sign-in')]).toEqual(['off', false]);
    expect(reported).toHaveLength(1);
    expect(reported[0]!.startsWith(message)).toBe(true);
  });

  it.for([
    { case: 'no context', context: null, message: 'No context specified.' },
    { case: 'a context without a key', context: { kind: 'user' }, message: 'Invalid context specified.' },
  ])(
    "§8 $case: the SDK's start fails with '$message' (flagContext() never sends one: sdk-options.test.ts)",
    async ({ context, message }) => {
      const client = initialize(ENV, context as never, { baseUrl: BASE, eventsUrl: BASE, streamUrl: BASE });
      client.on('error', () => {});
      const failure = await client.waitForInitialization(5).catch((error: Error) => error);
      expect((failure as Error).message.startsWith(message)).toBe(true);
    },
  );

  it('§9 event capacity 100: the 101st event waiting to be sent is dropped, with a warning', async () => {
    const client = await started();
    for (let i = 0; i < 150; i++) client.track(`event-${i}`);
    await vi.advanceTimersByTimeAsync(2000);
    expect(events(bulk()).filter((event) => event.kind !== 'summary')).toHaveLength(100);
    expect(logged.filter((line) => line.startsWith('warn: [LaunchDarkly] Exceeded event queue capacity'))).toHaveLength(1);
  });

  it('§9 flush interval 2000 ms: the events go at 2 s after start, not 1.999 s', async () => {
    const client = await started();
    client.track('clicked');
    await vi.advanceTimersByTimeAsync(1999);
    expect(bulk()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(bulk().map((request) => elapsed(request.at))).toEqual([2000]);
    expect(events(bulk()).some((event) => event.kind === 'custom' && event.key === 'clicked')).toBe(true);
  });

  it('§9 diagnostic interval 900000 ms: one diagnostic event at start, the next 900 s later', async () => {
    await started();
    await vi.advanceTimersByTimeAsync(899_999);
    expect(diagnostics().map((request) => elapsed(request.at))).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(diagnostics().map((request) => elapsed(request.at))).toEqual([0, 900_000]);
  });

  it('§9 stream read timeout 300000 ms: the stream opened for flag changes is given it', async () => {
    await started();
    expect(streams).toHaveLength(1);
    expect(streams[0]!.url.startsWith(`${BASE}/eval/${ENV}/`)).toBe(true);
    expect(streams[0]!.options).toMatchObject({ readTimeoutMillis: 300_000, heartbeatTimeout: 300_000, silentTimeout: 300_000 });
  });

  /** Fails each new stream at once, `count` times; the delays between the streams opened. */
  async function reconnectDelays(count: number): Promise<number[]> {
    await started();
    for (let i = 0; i < count; i++) {
      const opened = streams.length;
      streams.at(-1)!.onerror!({ status: 503 });
      for (let ms = 0; ms < 60_000 && streams.length === opened; ms += 250) await vi.advanceTimersByTimeAsync(250);
      expect(streams).toHaveLength(opened + 1);
    }
    return streams.slice(1).map((stream, i) => stream.at - streams[i]!.at);
  }

  it('§9 stream reconnect: 1000 ms doubling to at most 30000 ms (no jitter drawn)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    // The fake clock runs each timer at its due time: a stream's `at` is when it was due, whatever the 250 ms steps.
    expect(await reconnectDelays(7)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('§9 stream reconnect jitter: up to half of each delay is taken off (a draw of 0.5 takes a quarter)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect(await reconnectDelays(7)).toEqual([750, 1500, 3000, 6000, 12000, 22500, 22500]);
  });

  it.for([400, 408, 429, 500, 503])('§8 stream error %i is recoverable: reconnects after 1000 ms', async (status) => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await started();
    streams[0]!.onerror!({ status });
    await vi.advanceTimersByTimeAsync(999);
    expect(streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams).toHaveLength(2);
  });

  it.for([401, 403, 404, 405, 410, 499])(
    '§8 stream error %i (4xx but 400, 408, 429) is unrecoverable: the stream gives up',
    async (status) => {
      vi.spyOn(Math, 'random').mockReturnValue(0);
      await started();
      streams[0]!.onerror!({ status });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(streams).toHaveLength(1);
      expect(streams[0]!.readyState).toBe(2);
      expect(
        logged.filter(
          (line) => line.startsWith('error: [LaunchDarkly] Error on stream connection') && line.endsWith('giving up permanently'),
        ),
      ).toHaveLength(1);
    },
  );

  it('§9 goal URL polling 300 ms: a pageview goal is seen at the first poll after the URL changes', async () => {
    answer = (method, url) =>
      url === `${BASE}/sdk/goals/${ENV}`
        ? { status: 200, body: [{ kind: 'pageview', key: 'thanks-page', urls: [{ kind: 'substring', substring: '/thanks' }] }] }
        : defaultAnswer(method, url);
    const client = await started();
    // The goals arrived at T0, so the SDK looks at the URL at T0 + 300, + 600…
    history.pushState(null, '', '/thanks');
    await vi.advanceTimersByTimeAsync(299);
    await client.flush();
    const goals = () => events(bulk()).filter((event) => event.kind === 'pageview' && event.key === 'thanks-page');
    expect(goals()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await client.flush();
    expect(goals()).toHaveLength(1);
  });
});
