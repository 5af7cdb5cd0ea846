import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import { flagsState } from '@vt-elements/core';
import { captureReports, resetAnalytics } from '@vt-elements/core/testing';

describe('<vt-analytics> (contract "<vt-analytics>")', () => {
  const reported = captureReports();
  beforeEach(() => {});
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is defined once even when its module is evaluated twice, renders nothing, reports missing settings and a second element', async () => {
    expectConsoleError(
      '[vt-elements] vt-analytics: Missing meta tags: vt-segment-write-key, vt-flags-client-id, vt-tracker-endpoint',
      '[vt-elements] vt-analytics: <vt-analytics> action tracker: endpoint not set (<meta name="vt-tracker-endpoint"> or data-tracker-endpoint), so it does not start',
      '[vt-elements] vt-analytics: Only one <vt-analytics> per page: this one is ignored',
    );
    document.head.innerHTML = '<meta name="vt-application-id" content="app">';
    const first = await import('./element');
    vi.resetModules();
    const again = await import('./element');
    // Issue 51: not just "some class is defined" (this file's import defines it): the module ran
    // twice (two classes), and the tag keeps the first one (a subclass of it, core define.ts); the second did not throw.
    expect(again.AnalyticsElement).not.toBe(first.AnalyticsElement);
    expect(Object.getPrototypeOf(customElements.get('vt-analytics'))).toBe(first.AnalyticsElement);
    document.body.innerHTML = '<vt-analytics></vt-analytics>';
    expect(document.querySelector('vt-analytics')!.innerHTML).toBe('');
    expect(reported).toEqual([
      'Missing meta tags: vt-segment-write-key, vt-flags-client-id, vt-tracker-endpoint',
      '<vt-analytics> action tracker: endpoint not set (<meta name="vt-tracker-endpoint"> or data-tracker-endpoint), so it does not start',
    ]);
    document.body.append(document.createElement('vt-analytics'));
    expect(reported.slice(2)).toEqual(['Only one <vt-analytics> per page: this one is ignored']);
    // Moving the first one in the page starts nothing again.
    document.body.append(document.querySelector('vt-analytics')!);
    expect(reported).toHaveLength(3);
    // An SPA that removes it and renders a new one: nothing restarts, nothing is reported.
    document.body.replaceChildren(document.createElement('vt-analytics'));
    expect(reported).toHaveLength(3);
    expect(typeof again.track).toBe('function');
    // After the first paint it imports the tracker chunk (and no SDK: neither key is set).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reported).toHaveLength(3);
  });

  it.for([
    // An application id (the element's attribute) and no endpoint.
    [
      '',
      { 'data-application-id': 'app' },
      '<vt-analytics> action tracker: endpoint not set (<meta name="vt-tracker-endpoint"> or data-tracker-endpoint), so it does not start',
      'vt-segment-write-key, vt-flags-client-id, vt-tracker-endpoint',
    ],
    // An endpoint (the page's meta tag) and no application id.
    [
      '<meta name="vt-tracker-endpoint" content="https://tracker.example.com/v1/actions">',
      {},
      '<vt-analytics> action tracker: applicationId not set (<meta name="vt-application-id"> or data-application-id), so it does not start',
      'vt-segment-write-key, vt-flags-client-id, vt-application-id',
    ],
  ] as [string, Record<string, string>, string, string][])(
    "spec §8 Tracker: an application id and no endpoint, or the reverse, is reported in the spec's words, once, naming the element and the setting (%#)",
    async ([meta, attributes, message, missing]) => {
      expectConsoleError(`[vt-elements] vt-analytics: Missing meta tags: ${missing}`, `[vt-elements] vt-analytics: ${message}`);
      const { startAnalytics } = await import('./element');
      resetAnalytics();
      document.head.innerHTML = meta;
      const element = document.createElement('vt-analytics');
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      const fetch = vi.spyOn(globalThis, 'fetch');
      const before = reported.length;
      startAnalytics(element);
      // After the first paint: the tracker did not start (its page view would be a fetch).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(fetch).not.toHaveBeenCalled();
      expect(reported.slice(before).filter((m) => m.includes('action tracker'))).toEqual([message]);
    },
  );

  it('neither tracker setting: no tracker error (the page has no tracker; Missing meta tags says so)', async () => {
    expectConsoleError(
      '[vt-elements] vt-analytics: Missing meta tags: vt-segment-write-key, vt-flags-client-id, vt-tracker-endpoint, vt-application-id',
    );
    const { startAnalytics } = await import('./element');
    resetAnalytics();
    document.head.innerHTML = '';
    const before = reported.length;
    startAnalytics(document.createElement('vt-analytics'));
    expect(reported.slice(before)).toEqual([
      'Missing meta tags: vt-segment-write-key, vt-flags-client-id, vt-tracker-endpoint, vt-application-id',
    ]);
  });

  it('flags read false without a source: <vt-analytics> without a flags client id makes the flags known at once (off)', async () => {
    expectConsoleError(
      '[vt-elements] vt-analytics: Missing meta tags: vt-segment-write-key, vt-flags-client-id, vt-tracker-endpoint, vt-application-id',
    );
    const { startAnalytics } = await import('./element');
    resetAnalytics();
    document.head.innerHTML = '';
    startAnalytics(document.createElement('div'));
    expect(flagsState()).toBe('off');
  });
});
