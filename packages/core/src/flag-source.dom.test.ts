import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import { flag, flagsState, resetAnalytics, setFlagSource } from './analytics';
import { FLAGS_SOURCE_WAIT_MS, settleFlagsWithoutSource } from './flag-source';
import { captureReports } from './testing';
import { FakeClock } from '../../../tests/support/fake-clock';

describe('flags read false without a source (spec §1 feature flags, §4 feature-flag client): settleFlagsWithoutSource', () => {
  const reported = captureReports();
  beforeEach(() => {
    resetAnalytics();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
    delete (document as { readyState?: string }).readyState;
  });

  it('a page without <vt-analytics>: the flags are known (off) once the document has parsed, every flag false', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const clock = new FakeClock();
    settleFlagsWithoutSource(document, clock);
    // Still parsing: a <vt-analytics> further down may come.
    expect(flagsState()).toBe('pending');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect([flagsState(), flag('sign-in')]).toEqual(['off', false]);
    expect(clock.pending).toBe(0);
    expect(reported).toEqual([]);
  });

  it('a <vt-analytics> whose module never defines it: off after the bounded wait (FLAGS_SOURCE_WAIT_MS), reported once however many navs ask', () => {
    expectConsoleError('[vt-elements] feature-flags: <vt-analytics> was not defined within 10 s: every flag reads false');
    document.body.innerHTML = '<vt-analytics></vt-analytics>';
    const clock = new FakeClock();
    settleFlagsWithoutSource(document, clock);
    settleFlagsWithoutSource(document, clock);
    clock.tick(FLAGS_SOURCE_WAIT_MS - 1);
    expect(flagsState()).toBe('pending');
    clock.tick(1);
    expect(flagsState()).toBe('off');
    expect(reported).toEqual([`<vt-analytics> was not defined within ${FLAGS_SOURCE_WAIT_MS / 1000} s: every flag reads false`]);
  });

  it('a source set during the wait (the flag SDK ready) wins: nothing is reported, the flags stay ready', () => {
    document.body.innerHTML = '<vt-analytics></vt-analytics>';
    const clock = new FakeClock();
    settleFlagsWithoutSource(document, clock);
    setFlagSource({ value: () => true, subscribe: () => () => {} });
    clock.tick(FLAGS_SOURCE_WAIT_MS);
    expect([flagsState(), flag('sign-in')]).toEqual(['ready', true]);
    expect(reported).toEqual([]);
  });

  it('a defined <vt-analytics> settles the flags itself (its flag SDK ready, failed or timed out): no bounded wait', () => {
    customElements.define('vt-analytics', class extends HTMLElement {});
    document.body.innerHTML = '<vt-analytics></vt-analytics>';
    const clock = new FakeClock();
    settleFlagsWithoutSource(document, clock);
    expect(clock.pending).toBe(0);
    expect(flagsState()).toBe('pending');
  });
});
