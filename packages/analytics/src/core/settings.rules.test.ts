import { describe, expect, it } from 'vitest';
import { analyticsSettings, requiredMetaTags, trackerSettingsError } from './settings';

/** Issue 51: the <vt-analytics> settings rules (contract "<vt-analytics>", spec §3, §8 Tracker, §9) the mutation run found unpinned. */
const texts =
  (table: Record<string, string>) =>
  (name: string): string | null =>
    table[name] ?? null;
const BASE = 'https://www.example.com/classes/math';

describe('§3/§8/§9 the <vt-analytics> settings (issue 51)', () => {
  it("with no attribute and no meta tag: scroll off (§9 the Segment-type tracker ignores scroll by default), pageRequestId the string 'undefined' (§3), the rest unset", () => {
    expect(analyticsSettings(texts({}), texts({}), BASE)).toEqual({
      segmentWriteKey: null,
      segmentCdn: null,
      segmentApiHost: null,
      segmentScroll: false,
      flagsClientId: null,
      flagsBaseUrl: null,
      trackerEndpoint: null,
      applicationId: null,
      divisionId: null,
      contentVersion: null,
      userId: null,
      pageRequestId: 'undefined',
    });
  });

  it("an attribute's URL the policy accepts wins over the meta tag's; a blank one is absent; a meta URL that cannot be read is unset", () => {
    const settings = analyticsSettings(
      texts({ 'data-tracker-endpoint': ' https://www.example.com/own ', 'data-segment-cdn': '  ' }),
      texts({ 'vt-tracker-endpoint': '/v1/actions', 'vt-segment-cdn': '/cdn', 'vt-flags-base-url': 'http://[broken' }),
      BASE,
    );
    expect(settings).toMatchObject({
      trackerEndpoint: 'https://www.example.com/own',
      segmentCdn: 'https://www.example.com/cdn',
      flagsBaseUrl: null,
    });
  });

  it('a required setting given as a blank attribute still needs its meta tag', () => {
    expect(
      requiredMetaTags(
        texts({ 'data-segment-write-key': '  ', 'data-flags-client-id': 'c', 'data-tracker-endpoint': 'e', 'data-application-id': 'a' }),
      ),
    ).toEqual(['vt-segment-write-key']);
  });

  it("§8 Tracker: the messages word for word, with the spec's 'endpoint not set' and 'applicationId not set'", () => {
    expect(trackerSettingsError({ trackerEndpoint: null, applicationId: 'app' })).toBe(
      '<vt-analytics> action tracker: endpoint not set (<meta name="vt-tracker-endpoint"> or data-tracker-endpoint), so it does not start',
    );
    expect(trackerSettingsError({ trackerEndpoint: 'https://t.example/a', applicationId: null })).toBe(
      '<vt-analytics> action tracker: applicationId not set (<meta name="vt-application-id"> or data-application-id), so it does not start',
    );
    expect(trackerSettingsError({ trackerEndpoint: '', applicationId: 'app' })).toContain(': endpoint not set (');
  });
});
