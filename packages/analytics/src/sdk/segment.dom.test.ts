import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  body: { writeKey: string; batch: { messageId: string; type: string; context: { library: { name: string; version: string } } }[] };
}

let keys = 0;

/** The settings CDN and the batch endpoint: batch n gets answers[n] (then 200). */
function segmentServer(answers: Answer[]): { batches: Batch[]; writeKey: string } {
  const writeKey = `wk-retry-${++keys}`;
  const batches: Batch[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === `https://cdn.example.com/v1/projects/${writeKey}/settings`)
      return Response.json({
        integrations: { 'Segment.io': { apiKey: writeKey, apiHost: 'api.example.com/v1', protocol: 'https' } },
        plan: { track: { __default: { enabled: true, integrations: {} } } },
        metrics: { sampleRate: 0 },
        remotePlugins: [],
      });
    if (url === 'https://api.example.com/v1/b') {
      const answer = answers[batches.length] ?? { status: 200 };
      batches.push({ at: Date.now(), body: JSON.parse(String(init?.body)) as Batch['body'] });
      return new Response('{}', { status: answer.status, headers: answer.headers });
    }
    return new Response('not here', { status: 404 });
  });
  return { batches, writeKey };
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
