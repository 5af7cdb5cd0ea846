import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { captureReports, resetRefusedUrls } from '@vt-elements/core/testing';
import { TRACKER_ERRORS } from '../tracker/client';
import { analyticsSettings, requiredMetaTags, trackerSettingsError } from './settings';

/** A lookup by name, null for a name it lacks (an absent attribute or meta tag). */
const texts =
  (table: Record<string, string>) =>
  (name: string): string | null =>
    table[name] ?? null;
const BASE = 'https://www.example.com/classes/math';

describe('the <vt-analytics> settings rules (contract "<vt-analytics>")', () => {
  const reported = captureReports();
  beforeEach(() => {
    resetRefusedUrls();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('the attribute wins; else the meta tag named with vt- for data-; parsed by the core parser', () => {
    const settings = analyticsSettings(
      texts({ 'data-application-id': 'app-2', 'data-segment-scroll': '' }),
      texts({ 'vt-application-id': 'app-1', 'vt-segment-write-key': 'wk', 'vt-segment-scroll': 'Off' }),
      BASE,
    );
    expect(settings).toMatchObject({ applicationId: 'app-2', segmentWriteKey: 'wk', segmentScroll: true, userId: null });
    expect(analyticsSettings(texts({}), texts({ 'vt-segment-scroll': 'Off' }), BASE).segmentScroll).toBe(false);
  });

  it("an empty attribute counts as absent (a boolean's is true); pageRequestId defaults to the string 'undefined'", () => {
    const settings = analyticsSettings(texts({ 'data-user-id': '  ', 'data-page-request-id': '' }), texts({ 'vt-user-id': 'u-1' }), BASE);
    expect(settings.userId).toBe('u-1');
    expect(settings.pageRequestId).toBe('undefined');
  });

  it("a meta tag's URL is resolved against the page; an attribute's must pass the URL policy, else the meta tag's is kept", () => {
    expectConsoleError(
      '[vt-elements] vt-analytics: <vt-analytics> data-tracker-endpoint "https://evil.example.net/collect" was refused: it goes to another host (evil.example.net) that <meta name="vt-allowed-hosts"> does not list.',
    );
    const settings = analyticsSettings(
      texts({ 'data-tracker-endpoint': 'https://evil.example.net/collect', 'data-flags-base-url': '/flags' }),
      texts({ 'vt-tracker-endpoint': '/v1/actions', 'vt-segment-cdn': '/' }),
      BASE,
    );
    expect(settings).toMatchObject({
      trackerEndpoint: 'https://www.example.com/v1/actions',
      segmentCdn: 'https://www.example.com/',
      flagsBaseUrl: 'https://www.example.com/flags',
    });
    expect(reported).toHaveLength(1);
    expect(reported[0]).toContain('data-tracker-endpoint');
  });

  it('the page must have the meta tags of the required settings its element does not give', () => {
    expect(requiredMetaTags(texts({ 'data-segment-write-key': 'wk', 'data-application-id': ' ' }))).toEqual([
      'vt-flags-client-id',
      'vt-tracker-endpoint',
      'vt-application-id',
    ]);
    expect(
      requiredMetaTags(
        texts({ 'data-segment-write-key': 'a', 'data-flags-client-id': 'b', 'data-tracker-endpoint': 'c', 'data-application-id': 'd' }),
      ),
    ).toEqual([]);
  });

  it("spec §8 Tracker: one of the tracker's two settings without the other is the tracker's own words; both or neither, nothing", () => {
    expect(trackerSettingsError({ trackerEndpoint: null, applicationId: 'app' })).toContain(`: ${TRACKER_ERRORS.endpoint} (`);
    expect(trackerSettingsError({ trackerEndpoint: 'https://t.example/a', applicationId: null })).toContain(
      `: ${TRACKER_ERRORS.applicationId} (`,
    );
    expect(trackerSettingsError({ trackerEndpoint: 'https://t.example/a', applicationId: 'app' })).toBeNull();
    expect(trackerSettingsError({ trackerEndpoint: null, applicationId: null })).toBeNull();
  });
});
