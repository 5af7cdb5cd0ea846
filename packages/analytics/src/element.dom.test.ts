import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flagsState } from '@vt-elements/core';
import { captureReports, resetAnalytics } from '@vt-elements/core/testing';

describe('<vt-analytics> (contract "<vt-analytics>")', () => {
  const reported = captureReports();
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is defined once even when its module is evaluated twice, renders nothing, reports missing settings and a second element', async () => {
    document.head.innerHTML = '<meta name="vt-application-id" content="app">';
    await import('./element');
    vi.resetModules();
    const again = await import('./element');
    expect(customElements.get('vt-analytics')).toBeDefined();
    document.body.innerHTML = '<vt-analytics></vt-analytics>';
    expect(document.querySelector('vt-analytics')!.innerHTML).toBe('');
    expect(reported).toEqual(['Missing meta tags: vt-segment-write-key, vt-flags-client-id, vt-tracker-endpoint']);
    document.body.append(document.createElement('vt-analytics'));
    expect(reported.slice(1)).toEqual(['Only one <vt-analytics> per page: this one is ignored']);
    // Moving the first one in the page starts nothing again.
    document.body.append(document.querySelector('vt-analytics')!);
    expect(reported).toHaveLength(2);
    // An SPA that removes it and renders a new one: nothing restarts, nothing is reported.
    document.body.replaceChildren(document.createElement('vt-analytics'));
    expect(reported).toHaveLength(2);
    expect(typeof again.track).toBe('function');
    // After the first paint it imports the tracker chunk (and no SDK: neither key is set).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reported).toHaveLength(2);
  });

  it('flags read false without a source: <vt-analytics> without a flags client id makes the flags known at once (off)', async () => {
    const { startAnalytics } = await import('./element');
    resetAnalytics();
    document.head.innerHTML = '';
    startAnalytics(document.createElement('div'));
    expect(flagsState()).toBe('off');
  });
});
