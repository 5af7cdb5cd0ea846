import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { addErrorReporter } from '@vt-elements/core';
import { LEAVING_MS, sendToTracker, watchLeaving } from './client';

let reports: string[];
let removeReporter: () => void;
beforeEach(() => {
  reports = [];
  removeReporter = addErrorReporter((error) => reports.push(error.message));
});
afterEach(() => {
  removeReporter();
  vi.restoreAllMocks();
});

const SETTINGS = { endpoint: 'https://tracker.example.com/actions', applicationId: 'vt-web' };

function fakeFetch(...outcomes: ('ok' | 'fail' | number)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url: String(url), init });
    const outcome = outcomes[calls.length - 1] ?? 'ok';
    if (outcome === 'fail') throw new TypeError('Failed to fetch');
    return new Response(null, { status: outcome === 'ok' ? 204 : outcome });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('spec §7 Action tracker client', () => {
  it('POSTs JSON with the application-id header and keepalive', async () => {
    const { impl, calls } = fakeFetch('ok');
    await expect(sendToTracker(SETTINGS, { eventName: 'x' }, impl)).resolves.toBe(true);
    expect(calls).toEqual([
      {
        url: 'https://tracker.example.com/actions',
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'application-id': 'vt-web' },
          body: '{"eventName":"x"}',
          keepalive: true,
        },
      },
    ]);
    expect(reports).toEqual([]);
  });

  it('adds the optional authorization header', async () => {
    const { impl, calls } = fakeFetch('ok');
    await sendToTracker({ ...SETTINGS, authorization: 'Bearer t0ken' }, { eventName: 'x' }, impl);
    expect(calls[0]!.init.headers).toEqual({
      'Content-Type': 'application/json',
      'application-id': 'vt-web',
      authorization: 'Bearer t0ken',
    });
  });

  it('on a fetch failure retries once without keepalive', async () => {
    const { impl, calls } = fakeFetch('fail', 'ok');
    await expect(sendToTracker(SETTINGS, { eventName: 'x' }, impl)).resolves.toBe(true);
    expect(calls.map((c) => c.init.keepalive)).toEqual([true, false]);
    expect(calls[1]!.init.body).toBe(calls[0]!.init.body);
    expect(reports).toEqual([]);
  });

  it('does not retry while the page unloads: the keepalive request outlives the page, a retry would send the event twice', async () => {
    const { impl, calls } = fakeFetch('fail', 'ok');
    await expect(sendToTracker(SETTINGS, { eventName: 'x' }, impl, () => true)).resolves.toBe(false);
    expect(calls.map((c) => c.init.keepalive)).toEqual([true]);
    expect(reports).toEqual([]);
  });

  it('retries only once: a second failure is reported, never thrown', async () => {
    expectConsoleError('[vt-elements] action-tracker: Tracker request failed twice: Failed to fetch');
    const { impl, calls } = fakeFetch('fail', 'fail', 'ok');
    await expect(sendToTracker(SETTINGS, { eventName: 'x' }, impl)).resolves.toBe(false);
    expect(calls).toHaveLength(2);
    expect(reports).toEqual(['Tracker request failed twice: Failed to fetch']);
  });

  it('an HTTP error status is not a fetch failure: reported, no retry', async () => {
    expectConsoleError('[vt-elements] action-tracker: Tracker answered HTTP status 500');
    const { impl, calls } = fakeFetch(500);
    await expect(sendToTracker(SETTINGS, { eventName: 'x' }, impl)).resolves.toBe(false);
    expect(calls).toHaveLength(1);
    expect(reports).toEqual(['Tracker answered HTTP status 500']);
  });

  it.each([
    [{ ...SETTINGS, endpoint: '' }, { eventName: 'x' }, 'endpoint not set'],
    [{ applicationId: 'vt-web' }, { eventName: 'x' }, 'endpoint not set'],
    [{ ...SETTINGS, applicationId: ' ' }, { eventName: 'x' }, 'applicationId not set'],
    [SETTINGS, undefined, 'no data given'],
    [SETTINGS, null, 'no data given'],
  ])("spec §8 Tracker: %j with %j reports '%s' and sends nothing", async (settings, data, message) => {
    expectConsoleError(`[vt-elements] action-tracker: ${message}`);
    const { impl, calls } = fakeFetch('ok');
    await expect(sendToTracker(settings, data, impl)).resolves.toBe(false);
    expect(calls).toEqual([]);
    expect(reports).toEqual([message]);
  });
});

describe('watchLeaving: when a rejected keepalive request must not be retried', () => {
  const target = () => {
    const et = new EventTarget();
    const fire = (type: string, extra: object = {}) => et.dispatchEvent(Object.assign(new Event(type), extra));
    return { et, fire };
  };

  it('from the start of a cross-document navigation (before pagehide), not a same-document one', () => {
    const win = target();
    const nav = target();
    const leaving = watchLeaving(win.et, nav.et, () => 0);
    expect(leaving()).toBe(false);
    nav.fire('navigate', { destination: { sameDocument: true } });
    expect(leaving()).toBe(false);
    nav.fire('navigate', { destination: { sameDocument: false } });
    expect(leaving()).toBe(true);
    nav.fire('navigateerror');
    expect(leaving()).toBe(false);
  });

  it('from pagehide until pageshow (back/forward cache)', () => {
    const win = target();
    const leaving = watchLeaving(win.et, undefined, () => 0);
    win.fire('pagehide');
    expect(leaving()).toBe(true);
    win.fire('pageshow');
    expect(leaving()).toBe(false);
  });

  it(`a navigation that never takes the page (a 204, a download) stops counting after ${LEAVING_MS} ms`, () => {
    const win = target();
    const nav = target();
    const timers: (() => void)[] = [];
    const leaving = watchLeaving(win.et, nav.et, (run, ms) => {
      expect(ms).toBe(LEAVING_MS);
      timers.push(run);
    });
    nav.fire('navigate', { destination: { sameDocument: false } });
    nav.fire('navigate', { destination: { sameDocument: false } });
    timers[0]!();
    expect(leaving()).toBe(true); // the newer navigation still counts
    timers[1]!();
    expect(leaving()).toBe(false);
  });
});
