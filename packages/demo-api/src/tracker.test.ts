import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import { addErrorReporter } from '@vt-elements/core';
import { sendToTracker } from '../../analytics/src/tracker/client';
import { resetTrackerLog, trackerLog } from './tracker';
import { startDemoApi } from '../../../tests/msw';

startDemoApi();

/** The demo tracker endpoint, through the unit tests' MSW server and the real tracker client. */
const ENDPOINT = 'https://www.example.com/__tracker/actions';
let reports: string[];
let removeReporter: () => void;
beforeEach(() => {
  resetTrackerLog();
  reports = [];
  removeReporter = addErrorReporter((error) => reports.push(error.message));
});
afterEach(() => {
  removeReporter();
  vi.restoreAllMocks();
});

describe('demo action tracker endpoint', () => {
  it('records a body with its application-id and authorization; GET answers the log', async () => {
    await expect(
      sendToTracker({ endpoint: ENDPOINT, applicationId: 'vt-web', authorization: 'Bearer t' }, { eventName: 'page_view' }),
    ).resolves.toBe(true);
    expect(trackerLog).toEqual([
      { applicationId: 'vt-web', authorization: 'Bearer t', body: { eventName: 'page_view' }, receivedAt: expect.any(String) },
    ]);
    expect(await (await fetch(ENDPOINT)).json()).toEqual(JSON.parse(JSON.stringify(trackerLog)));
    await fetch(ENDPOINT, { method: 'DELETE' });
    expect(trackerLog).toEqual([]);
  });

  it('401 without the application-id header', async () => {
    const response = await fetch(ENDPOINT, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(401);
    expect(trackerLog).toEqual([]);
  });

  it('?fail=500 answers 500: reported, not retried', async () => {
    expectConsoleError('[vt-elements] action-tracker: Tracker answered HTTP status 500');
    await expect(sendToTracker({ endpoint: `${ENDPOINT}?fail=500`, applicationId: 'vt-web' }, { eventName: 'x' })).resolves.toBe(false);
    expect(reports).toEqual(['Tracker answered HTTP status 500']);
  });

  it('?fail=network-once drops the first attempt; the retry without keepalive is recorded once', async () => {
    await expect(sendToTracker({ endpoint: `${ENDPOINT}?fail=network-once`, applicationId: 'vt-web' }, { eventName: 'x' })).resolves.toBe(
      true,
    );
    expect(trackerLog.map((r) => r.body)).toEqual([{ eventName: 'x' }]);
    expect(reports).toEqual([]);
  });

  it('?fail=network drops every attempt: two tries, then reported', async () => {
    expectConsoleError('[vt-elements] action-tracker: Tracker request failed twice: Failed to fetch');
    await expect(sendToTracker({ endpoint: `${ENDPOINT}?fail=network`, applicationId: 'vt-web' }, { eventName: 'x' })).resolves.toBe(false);
    expect(trackerLog).toEqual([]);
    expect(reports).toEqual([expect.stringMatching(/^Tracker request failed twice/)]);
  });
});
