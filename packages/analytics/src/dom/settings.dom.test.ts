import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { captureReports, resetRefusedUrls } from '@vt-elements/core/testing';
import { REQUIRED_SETTINGS } from '../runtime-definition';
import { reportMissingSettings, resolveSettings } from './settings';

function page(metas: Record<string, string>, attributes: Record<string, string> = {}): Element {
  document.head.innerHTML = Object.entries(metas)
    .map(([name, content]) => `<meta name="${name}" content="${content}">`)
    .join('');
  const element = document.createElement('vt-analytics');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.replaceChildren(element);
  return element;
}

const ALL = {
  'vt-segment-write-key': 'wk',
  'vt-segment-cdn': 'https://cdn.example.com',
  'vt-flags-client-id': 'env-1',
  'vt-tracker-endpoint': 'https://tracker.example.com/v1/actions',
  'vt-application-id': 'app-1',
  'vt-division-id': 'VT::VT',
  'vt-content-version': 'v7',
};

describe('<vt-analytics> settings (contract "<vt-analytics>")', () => {
  const reported = captureReports();
  beforeEach(() => {
    resetRefusedUrls();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads every setting from the vt-* meta tags', () => {
    const settings = resolveSettings(page(ALL));
    expect(settings).toMatchObject({
      segmentWriteKey: 'wk',
      segmentCdn: 'https://cdn.example.com/',
      flagsClientId: 'env-1',
      trackerEndpoint: 'https://tracker.example.com/v1/actions',
      applicationId: 'app-1',
      divisionId: 'VT::VT',
      contentVersion: 'v7',
      userId: null,
      segmentApiHost: null,
      flagsBaseUrl: null,
      segmentScroll: false,
    });
  });

  it('a data attribute of the same name without vt- overrides the meta tag', () => {
    const settings = resolveSettings(
      page(ALL, { 'data-segment-write-key': 'other', 'data-application-id': 'app-2', 'data-segment-scroll': '' }),
    );
    expect(settings.segmentWriteKey).toBe('other');
    expect(settings.applicationId).toBe('app-2');
    expect(settings.segmentScroll).toBe(true);
    expect(resolveSettings(page(ALL, { 'data-segment-scroll': 'false' })).segmentScroll).toBe(false);
    // The meta tag's text is parsed by the core's parser too (its boolean words).
    expect(resolveSettings(page({ ...ALL, 'vt-segment-scroll': 'Off' })).segmentScroll).toBe(false);
    expect(resolveSettings(page({ ...ALL, 'vt-segment-scroll': 'yes' })).segmentScroll).toBe(true);
  });

  it('resolves URL settings against the page ("/" is the page origin)', () => {
    const settings = resolveSettings(page({ 'vt-segment-cdn': '/', 'vt-flags-base-url': '/' }));
    expect(settings.segmentCdn).toBe(`${location.origin}/`);
    expect(settings.flagsBaseUrl).toBe(`${location.origin}/`);
  });

  it("refuses a URL attribute on a host the page does not list, keeping the meta tag's", () => {
    expectConsoleError(
      '[vt-elements] vt-analytics: <vt-analytics> data-tracker-endpoint "https://evil.example.net/collect" was refused: it goes to another host (evil.example.net) that <meta name="vt-allowed-hosts"> does not list.',
    );
    const settings = resolveSettings(page(ALL, { 'data-tracker-endpoint': 'https://evil.example.net/collect' }));
    expect(settings.trackerEndpoint).toBe('https://tracker.example.com/v1/actions');
    expect(reported).toHaveLength(1);
    expect(reported[0]).toContain('data-tracker-endpoint');
  });

  it("pageRequestId defaults to the string 'undefined' (spec §3)", () => {
    expect(resolveSettings(page({})).pageRequestId).toBe('undefined');
    expect(resolveSettings(page({ 'vt-page-request-id': 'req-9' })).pageRequestId).toBe('req-9');
  });

  it("reports the missing required ones once as 'Missing meta tags: {list}' (spec §8)", () => {
    expectConsoleError('[vt-elements] vt-analytics: Missing meta tags: vt-flags-client-id, vt-tracker-endpoint, vt-application-id');
    expect(reportMissingSettings(page({ 'vt-segment-write-key': 'wk' }))).toEqual([
      'vt-flags-client-id',
      'vt-tracker-endpoint',
      'vt-application-id',
    ]);
    expect(reported).toEqual(['Missing meta tags: vt-flags-client-id, vt-tracker-endpoint, vt-application-id']);
  });

  it('a data attribute counts as given; nothing is reported when all are there', () => {
    expect(reportMissingSettings(page(ALL))).toEqual([]);
    expect(reportMissingSettings(page({}, Object.fromEntries(REQUIRED_SETTINGS.map((name) => [name, 'x']))))).toEqual([]);
    expect(reported).toEqual([]);
  });
});
