import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { flag, flagsState } from '@vt-elements/core';
import { resetAnalytics } from '@vt-elements/core/testing';
import type { AnalyticsSettings } from '../core/settings';

// The SDK's client, as far as startFlags() uses it: initialisation settles as each test says.
const client = {
  init: Promise.resolve() as Promise<void>,
  on: vi.fn(),
  off: vi.fn(),
  variation: vi.fn((key: string) => key === 'show-sign-in'),
  waitForInitialization: vi.fn(() => client.init),
};
vi.mock('launchdarkly-js-client-sdk', () => ({ initialize: () => client, basicLogger: () => ({}) }));
const { startFlags } = await import('./flags');

const settings = { flagsClientId: 'env', flagsBaseUrl: null, applicationId: null, contentVersion: null } as unknown as AnalyticsSettings;

describe('startFlags(): the feature-flag client settles the flags (spec §4 initializing, ready or failed; §9 init timeout 5 s)', () => {
  beforeEach(() => {
    resetAnalytics();
  });
  afterEach(() => vi.restoreAllMocks());

  it('ready: a flag source is set, the flags are known and follow the SDK', async () => {
    client.init = Promise.resolve();
    expect(await startFlags(settings)).toBe(client);
    expect([flagsState(), flag('show-sign-in'), flag('new-banner')]).toEqual(['ready', true, false]);
  });

  it('flags read false without a source: the flag SDK timed out (5 s) or failed, the flags are known (off), every flag false', async () => {
    expectConsoleError('[vt-elements] vt-analytics: timed out waiting for initialization');
    client.init = Promise.reject(new Error('timed out waiting for initialization'));
    expect(await startFlags(settings)).toBeNull();
    expect([flagsState(), flag('show-sign-in')]).toEqual(['off', false]);
  });
});
