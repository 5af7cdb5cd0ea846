import { describe, expect, it } from 'vitest';
import { segmentApiHost, SEGMENT_BATCH, SEGMENT_COOKIE } from './segment';
import { flagContext, flagUrls, FLAGS_INIT_TIMEOUT_S, FLAGS_OPTIONS } from './flags';

describe('SDK options (spec §9)', () => {
  it('Segment: 10 events a batch, 5000 ms flush, 10 retries, analytics cookie 365 days SameSite Lax', () => {
    expect(SEGMENT_BATCH).toEqual({ size: 10, timeout: 5000, maxRetries: 10 });
    expect(SEGMENT_COOKIE).toEqual({ maxage: 365, sameSite: 'Lax' });
  });

  it("Segment api host: an absolute URL becomes the SDK's host and protocol", () => {
    expect(segmentApiHost('https://api.example.com/v1/')).toEqual({ apiHost: 'api.example.com/v1', protocol: 'https' });
    expect(segmentApiHost('http://127.0.0.1:8080/v1')).toEqual({ apiHost: '127.0.0.1:8080/v1', protocol: 'http' });
    expect(segmentApiHost(null)).toBeNull();
  });

  it('flags: 5 s init timeout, capacity 100, flush 2000 ms, reconnect 1000 ms, diagnostics 900000 ms', () => {
    expect(FLAGS_INIT_TIMEOUT_S).toBe(5);
    expect(FLAGS_OPTIONS).toEqual({
      eventCapacity: 100,
      flushInterval: 2000,
      streamReconnectDelay: 1000,
      diagnosticRecordingInterval: 900_000,
    });
  });

  it('flags context: the visitor as a user, else anonymous (spec §1)', () => {
    expect(flagContext(() => 'v-1')).toEqual({ kind: 'user', key: 'v-1' });
    expect(flagContext(() => '')).toEqual({ kind: 'user', anonymous: true });
    expect(
      flagContext(() => {
        throw new Error('no cookies');
      }),
    ).toEqual({ kind: 'user', anonymous: true });
  });

  it('flags base URL: one host for polling, events and stream, else the SDK defaults', () => {
    expect(flagUrls('http://127.0.0.1:8080/')).toEqual({
      baseUrl: 'http://127.0.0.1:8080',
      eventsUrl: 'http://127.0.0.1:8080',
      streamUrl: 'http://127.0.0.1:8080',
    });
    expect(flagUrls(null)).toEqual({});
  });
});
