import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsBrowser, type Analytics, type Context, type Plugin } from '@segment/analytics-next';
import { track } from '@vt-elements/core';
import { resetAnalytics } from '@vt-elements/core/testing';
import { analyticsSettings } from '../core/settings';
import { startSegment } from './segment';

/**
 * Spec §8 Analytics and §9 through our Segment set-up (startSegment, the real
 * @segment/analytics-next): the library version it reports and how it retries a batch, on a fake
 * clock. Each test's source has its own write key (the SDK persists its queue per key).
 */

interface Answer {
  status: number;
  headers?: Record<string, string>;
}
interface Batch {
  /** When it was posted, on the fake clock. */
  at: number;
  body: {
    writeKey: string;
    batch: { messageId: string; type: string; event?: string; context: { library: { name: string; version: string } } }[];
  };
}

let keys = 0;

/** The settings CDN and the batch endpoint: batch n gets answers[n] (then 200); metrics (posts to /m) sampled at `sampleRate`. */
function segmentServer(
  answers: Answer[],
  sampleRate = 0,
): { batches: Batch[]; metrics: { at: number; series: unknown[] }[]; writeKey: string } {
  const writeKey = `wk-retry-${++keys}`;
  const batches: Batch[] = [];
  const metrics: { at: number; series: unknown[] }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === `https://cdn.example.com/v1/projects/${writeKey}/settings`)
      return Response.json({
        integrations: { 'Segment.io': { apiKey: writeKey, apiHost: 'api.example.com/v1', protocol: 'https' } },
        plan: { track: { __default: { enabled: true, integrations: {} } } },
        metrics: { sampleRate, host: 'api.example.com/v1' },
        remotePlugins: [],
      });
    // Only this test's SDK: one loaded by an earlier test still sends what it holds when the page is left.
    if (url === 'https://api.example.com/v1/b' && (JSON.parse(String(init?.body)) as Batch['body']).writeKey === writeKey) {
      const answer = answers[batches.length] ?? { status: 200 };
      batches.push({ at: Date.now(), body: JSON.parse(String(init?.body)) as Batch['body'] });
      return new Response('{}', { status: answer.status, headers: answer.headers });
    }
    if (url === 'https://api.example.com/v1/m') {
      metrics.push({ at: Date.now(), series: (JSON.parse(String(init?.body)) as { series: unknown[] }).series });
      return new Response('', { status: 200 });
    }
    return new Response('not here', { status: 404 });
  });
  return { batches, metrics, writeKey };
}

const settingsFor = (writeKey: string) =>
  analyticsSettings(
    () => null,
    (name) => ({ 'vt-segment-write-key': writeKey, 'vt-segment-cdn': 'https://cdn.example.com' })[name] ?? null,
    'https://www.example.com/',
  );

/** Starts Segment and runs the fake clock until its first batch (the Page event) is posted. */
async function firstBatch(answers: Answer[]): Promise<Batch[]> {
  const { batches, writeKey } = segmentServer(answers);
  await startSegment(settingsFor(writeKey), document);
  for (let ms = 0; ms < 10_000 && batches.length === 0; ms += 100) await vi.advanceTimersByTimeAsync(100);
  expect(batches).toHaveLength(1);
  return batches;
}

const messageIds = (batch: Batch) => batch.body.batch.map((event) => event.messageId);

describe('Segment through <vt-analytics> (spec §8 Analytics, §9)', () => {
  beforeEach(() => {
    resetAnalytics();
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('§9: every event reports library version 1.81.0', async () => {
    const [batch] = await firstBatch([]);
    expect(batch!.body.batch.map((event) => event.type)).toEqual(['page']);
    expect(batch!.body.batch[0]!.context.library).toEqual({ name: 'analytics.js', version: 'npm:next-1.81.0' });
  });

  it('§8: a 429 with x-ratelimit-reset: 3 is retried 3 s later (the header is seconds), the same events', async () => {
    const batches = await firstBatch([{ status: 429, headers: { 'x-ratelimit-reset': '3' } }]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(batches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toHaveLength(2);
    expect(batches[1]!.at - batches[0]!.at).toBe(3000);
    expect(messageIds(batches[1]!)).toEqual(messageIds(batches[0]!));
  });

  it('§8: a 429 without x-ratelimit-reset (a Retry-After is not read) is retried after 5 s', async () => {
    const batches = await firstBatch([{ status: 429, headers: { 'Retry-After': '1' } }]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(batches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toHaveLength(2);
    expect(batches[1]!.at - batches[0]!.at).toBe(5000);
    expect(messageIds(batches[1]!)).toEqual(messageIds(batches[0]!));
  });

  it.for([500, 501, 503, 505, 511])('§8: status %i (500 or above) is a bad response and is retried, the same events', async (status) => {
    const batches = await firstBatch([{ status }]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(batches.length).toBeGreaterThanOrEqual(2);
    expect(messageIds(batches[1]!)).toEqual(messageIds(batches[0]!));
  });

  it('§9: at most 10 retries, then the batch is dropped', async () => {
    const batches = await firstBatch(Array.from({ length: 20 }, () => ({ status: 500 })));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(batches).toHaveLength(11);
  });
});

/** Bytes as the SDK's batching counts them (UTF-8 of the JSON), in KB. */
const kilobytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length / 1024;

/** Advances the clock in 10 ms steps until `done()` or `ms` have passed; returns the time it took. */
async function until(done: () => boolean, ms: number): Promise<number> {
  const start = Date.now();
  while (!done() && Date.now() - start < ms) await vi.advanceTimersByTimeAsync(10);
  return Date.now() - start;
}

describe('Segment batching and queues through <vt-analytics>, the real SDK on a fake clock (spec §9 Analytics)', () => {
  beforeEach(() => {
    resetAnalytics();
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('§9 analytics cookie: the anonymous id is kept 365 days, SameSite Lax', async () => {
    const written: string[] = [];
    const descriptor = (() => {
      for (let proto: object | null = document; proto; proto = Object.getPrototypeOf(proto)) {
        const found = Object.getOwnPropertyDescriptor(proto, 'cookie');
        if (found) return found;
      }
      throw new Error('no document.cookie');
    })();
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document) as string,
      set: (value: string) => {
        written.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      await emptied();
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    // The SDK clears a cookie by writing it empty, expired: the id is the one with a value.
    const cookie = written.find((value) => /^ajs_anonymous_id=[^;]+;/.test(value));
    expect(cookie).toBeDefined();
    const expires = Date.parse(/expires=([^;]+)/i.exec(cookie!)![1]!);
    // js-cookie writes the date to the second, a few fake seconds before now.
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(365);
    expect(cookie).toMatch(/;\s*samesite=Lax(;|$)/i);
  });

  /** Started, with the Page event's batch sent (at 5 s): the SDK's buffer is empty. */
  async function emptied(sampleRate = 0) {
    const server = segmentServer([], sampleRate);
    await startSegment(settingsFor(server.writeKey), document);
    await until(() => server.batches.length === 1, 10_000);
    expect(server.batches).toHaveLength(1);
    return server;
  }

  it('§9 flush timeout 5000 ms: a lone event is sent 5 s after it was tracked, not 4.999 s', async () => {
    const { batches } = await emptied();
    track('lone', {});
    await vi.advanceTimersByTimeAsync(4999);
    expect(batches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches.map((batch) => batch.body.batch.map((event) => event.event ?? event.type))).toEqual([['page'], ['lone']]);
  });

  it('§9 10 events per batch: the 10th event sends the batch at once; 9 wait for the flush timeout', async () => {
    const { batches } = await emptied();
    for (let i = 1; i <= 9; i++) track(`event-${i}`, {});
    await vi.advanceTimersByTimeAsync(4000);
    expect(batches).toHaveLength(1);
    track('event-10', {});
    expect(await until(() => batches.length === 2, 500)).toBeLessThan(500);
    expect(batches[1]!.body.batch.map((event) => event.event)).toEqual(Array.from({ length: 10 }, (_, i) => `event-${i + 1}`));
  });

  /** One event of about `kb` KB in the SDK's buffer (its JSON measured on a first, empty one). */
  async function eventOf(kb: number, batches: Batch[]): Promise<void> {
    track('measure', { pad: '' });
    await until(() => batches.length === 2, 10_000);
    const empty = kilobytes(batches[1]!.body.batch);
    track('big', { pad: 'x'.repeat(Math.round((kb - empty) * 1024)) });
  }

  it.for([
    { kb: 449.5, flushed: false },
    { kb: 450.5, flushed: true },
  ])('§9 flush size 450 KB: a buffer of $kb KB is sent at once: $flushed', async ({ kb, flushed }) => {
    const { batches } = await emptied();
    await eventOf(kb, batches);
    const took = await until(() => batches.length === 3, 4000);
    expect(batches.length === 3 && took < 1000).toBe(flushed);
  });

  it.for([
    { kb: 63.5, requests: 1 },
    { kb: 64.5, requests: 2 },
  ])(
    '§9 batch at most 64 KB: on leaving the page, an event joins a batch of $kb KB only under 64 KB ($requests requests)',
    async ({ kb, requests }) => {
      const { batches } = await emptied();
      await eventOf(kb, batches);
      track('small', {});
      await vi.advanceTimersByTimeAsync(100);
      expect(batches).toHaveLength(2);
      window.dispatchEvent(new Event('pagehide'));
      await vi.advanceTimersByTimeAsync(100);
      expect(batches.slice(2).map((batch) => batch.body.batch.map((event) => event.event))).toEqual(
        requests === 1 ? [['big', 'small']] : [['big'], ['small']],
      );
    },
  );

  it.for([
    { kb: 53.5, flushed: false },
    { kb: 54.5, flushed: true },
  ])(
    '§9 keepalive 54 KB: with keepalive on (our set-up leaves it off), a buffer of $kb KB is sent at once: $flushed',
    async ({ kb, flushed }) => {
      // startSegment() does not turn keepalive on, so the SDK is loaded here with our batching options plus keepalive.
      const server = segmentServer([]);
      const [analytics] = await AnalyticsBrowser.load(
        { writeKey: server.writeKey, cdnURL: 'https://cdn.example.com' },
        {
          integrations: {
            'Segment.io': { deliveryStrategy: { strategy: 'batching', config: { size: 10, timeout: 5000, keepalive: true } } },
          },
        },
      );
      void analytics.track('measure', { pad: '' });
      await until(() => server.batches.length === 1, 10_000);
      const empty = kilobytes(server.batches[0]!.body.batch);
      void analytics.track('big', { pad: 'x'.repeat(Math.round((kb - empty) * 1024)) });
      const took = await until(() => server.batches.length === 2, 4000);
      expect(server.batches.length === 2 && took < 1000).toBe(flushed);
    },
  );

  it('§9 metrics: at most 20 queued, sent every 30 s', async () => {
    const { metrics } = segmentServer([], 1);
    const started = Date.now();
    const server = await startSegment(settingsFor(`wk-retry-${keys}`), document);
    void server;
    for (let i = 0; i < 30; i++) track(`event-${i}`, {});
    await vi.advanceTimersByTimeAsync(29_999 - (Date.now() - started));
    expect(metrics).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(metrics.map((post) => [post.at - started, post.series.length])).toEqual([[30_000, 20]]);
  });

  /** The analytics instance startSegment() loads (the SDK's own), caught on its way out of AnalyticsBrowser.load. */
  function catchAnalytics(): () => Analytics {
    let analytics: Analytics | null = null;
    const load = AnalyticsBrowser.load.bind(AnalyticsBrowser);
    vi.spyOn(AnalyticsBrowser, 'load').mockImplementation((...args) => {
      const browser = load(...args);
      void browser.then(([loaded]) => (analytics = loaded));
      return browser;
    });
    return () => analytics!;
  }

  /** The times at which the event queue delivers `failing`, whose delivery always fails (a plugin before the destinations throws). */
  async function deliveries(random: number): Promise<number[]> {
    const real = Math.random.bind(Math);
    // The jitter's draw is fixed; every other draw (message ids) stays random.
    vi.spyOn(Math, 'random').mockImplementation(() => (new Error().stack?.includes('backoff') ? random : real()));
    const analytics = catchAnalytics();
    const { writeKey } = segmentServer([]);
    await startSegment(settingsFor(writeKey), document);
    const times: number[] = [];
    const pass = (ctx: Context) => ctx;
    const flaky: Plugin = {
      name: 'flaky',
      type: 'before',
      version: '1.0.0',
      isLoaded: () => true,
      load: () => Promise.resolve(),
      page: pass,
      identify: pass,
      track(ctx) {
        if (ctx.event.event !== 'failing') return ctx;
        times.push(Date.now());
        throw new Error('delivery failed');
      },
    };
    await analytics().register(flaky);
    track('failing', {});
    await vi.advanceTimersByTimeAsync(2_000_000);
    return times.slice(1).map((at, i) => at - times[i]!);
  }

  /** Each delay is the backoff plus the queue's own few 0 ms timers (1 ms on the fake clock): within 10 ms of `expected`. */
  const within = (delays: number[], expected: number[]) => delays.map((delay, i) => delay >= expected[i]! && delay < expected[i]! + 10);

  it('§9 retry backoff: base 500 ms, factor 2, 10 attempts in all (with no jitter drawn: 1, 2, 4… s apart)', async () => {
    const expected = [1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000];
    const delays = await deliveries(0);
    expect(delays).toHaveLength(9);
    expect(within(delays, expected)).toEqual(expected.map(() => true));
  });

  it('§9 retry backoff jitter: each delay times 1 to 2 (a draw of 0.5: 1.5)', async () => {
    const expected = [1500, 3000, 6000, 12_000, 24_000, 48_000, 96_000, 192_000, 384_000];
    const delays = await deliveries(0.5);
    expect(delays).toHaveLength(9);
    expect(within(delays, expected)).toEqual(expected.map(() => true));
  });
});
