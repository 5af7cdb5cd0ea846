import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import {
  addAnalyticsDestination,
  flag,
  flagsReady,
  flagsState,
  onFlagsState,
  onFlag,
  resetAnalytics,
  setFlagSource,
  setFlagsOff,
  type FlagsState,
  track,
  whenHandedOff,
  type TrackedEvent,
} from './analytics';
import { addErrorReporter } from './errors';
import { FakeClock } from '../../../tests/support/fake-clock';

describe('track() — one funnel (contract "<vt-analytics>")', () => {
  beforeEach(() => {
    resetAnalytics();
    (globalThis as { dataLayer?: unknown[] }).dataLayer = [];
  });
  afterEach(() => vi.restoreAllMocks());

  it('pushes to the data layer at once, whether or not a destination exists', () => {
    track('lead_form_start', { form_id: 'f1' });
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toEqual([{ event: 'lead_form_start', form_id: 'f1' }]);
  });

  it('hands a late destination every earlier event in order, then live ones', () => {
    track('a');
    track('b', { x: 1 });
    const seen: TrackedEvent[] = [];
    addAnalyticsDestination({ name: 'test', track: (e) => seen.push(e) });
    track('c');
    expect(seen.map((e) => e.event)).toEqual(['a', 'b', 'c']);
    expect(seen[1]?.properties).toEqual({ x: 1 });
  });

  it('§9 queue cap 512: keeps the last 512 events, dropping the oldest (written out: issue 51)', () => {
    for (let i = 0; i < 515; i++) track(`e${i}`, {}, { dataLayer: false });
    const seen: string[] = [];
    addAnalyticsDestination({ name: 'test', track: (e) => seen.push(e.event) });
    expect(seen).toHaveLength(512);
    expect([seen[0], seen.at(-1)]).toEqual(['e3', 'e514']);
  });

  it('reports a nameless event as "Event missing" and a failing destination without stopping the others', () => {
    expectConsoleError('[vt-elements] analytics: Event missing', '[vt-elements] analytics: boom');
    const reports: string[] = [];
    const remove = addErrorReporter((error) => reports.push(error.message));
    const seen: string[] = [];
    addAnalyticsDestination({
      name: 'broken',
      track: () => {
        throw new Error('boom');
      },
    });
    addAnalyticsDestination({ name: 'ok', track: (e) => seen.push(e.event) });
    track('');
    track('fine');
    remove();
    expect(reports).toEqual(['Event missing', 'boom']);
    expect(seen).toEqual(['fine']);
  });
});

describe('flag() (spec §1 flags, §8)', () => {
  beforeEach(() => resetAnalytics());
  afterEach(() => vi.restoreAllMocks());

  it('is false until a source is set, then follows it, and subscribers hear changes once', () => {
    const values: Record<string, unknown> = { 'sign-in': true };
    let changed = () => {};
    const heard: boolean[] = [];
    onFlag('sign-in', (v) => heard.push(v));
    expect(flag('sign-in')).toBe(false);
    setFlagSource({ value: (k) => values[k], subscribe: (cb) => ((changed = cb), () => {}) });
    expect(flag('sign-in')).toBe(true);
    values['sign-in'] = false;
    changed();
    changed();
    expect(heard).toEqual([false, true, false]);
  });

  it('flagsState()/onFlagsState: pending until a source is set (ready), heard after the values are applied, and when cleared', () => {
    const heard: [FlagsState, boolean][] = [];
    const stop = onFlagsState((state) => heard.push([state, flag('sign-in')]));
    expect([flagsState(), flagsReady()]).toEqual(['pending', false]);
    setFlagSource({ value: (k) => k === 'sign-in', subscribe: () => () => {} });
    expect([flagsState(), flagsReady()]).toEqual(['ready', true]);
    setFlagSource(null);
    stop();
    setFlagSource({ value: () => true, subscribe: () => () => {} });
    expect(heard).toEqual([
      ['pending', false],
      ['ready', true],
      ['pending', false],
    ]);
  });

  it('flags read false without a source: the feature-flag client failed or timed out, the flags are known (off) and every flag is false', () => {
    const heard: FlagsState[] = [];
    onFlagsState((state) => heard.push(state));
    setFlagsOff();
    setFlagsOff();
    expect([flagsState(), flagsReady(), flag('sign-in')]).toEqual(['off', false, false]);
    expect(heard).toEqual(['pending', 'off']);
    // A source that comes after all (a <vt-analytics> defined late) still makes them ready.
    setFlagSource({ value: (k) => k === 'sign-in', subscribe: () => () => {} });
    expect([flagsState(), flag('sign-in')]).toEqual(['ready', true]);
    expect(heard).toEqual(['pending', 'off', 'ready']);
    resetAnalytics();
    expect(flagsState()).toBe('pending');
  });

  it("reads false and logs 'Error checking feature flag' when the source throws", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setFlagSource({
      value: () => {
        throw new Error('sdk down');
      },
      subscribe: () => () => {},
    });
    expect(flag('hover-menu')).toBe(false);
    expect(log.mock.calls[0]?.[0]).toBe('Error checking feature flag');
  });
});

describe('whenHandedOff() — a page about to leave waits for its events to be queued (issue 36)', () => {
  beforeEach(() => resetAnalytics());
  const settledYet = (promise: Promise<void>) =>
    Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5))]);

  it('resolves at once when no destination is still queueing an event', async () => {
    addAnalyticsDestination({ name: 'sync', track: () => 1 });
    track('lead_form_complete');
    expect(await settledYet(whenHandedOff(300, new FakeClock()))).toBe(true);
  });

  it("waits for a destination's promise (the SDK queueing the completion event), then resolves", async () => {
    let queued!: () => void;
    addAnalyticsDestination({ name: 'sdk', track: () => new Promise<void>((resolve) => (queued = resolve)) });
    track('lead_form_complete');
    const handed = whenHandedOff(300, new FakeClock());
    expect(await settledYet(handed)).toBe(false);
    queued();
    expect(await settledYet(handed)).toBe(true);
    // Delivered events are forgotten: the next leave does not wait.
    expect(await settledYet(whenHandedOff(300, new FakeClock()))).toBe(true);
  });

  it("gives up after maxMs (300 by default, as Segment's trackLink) when the SDK never queues it, and a rejected delivery counts as handed", async () => {
    addAnalyticsDestination({ name: 'stuck', track: () => new Promise(() => {}) });
    track('lead_form_complete');
    const clock = new FakeClock();
    const handed = whenHandedOff(300, clock);
    clock.tick(299);
    expect(await settledYet(handed)).toBe(false);
    clock.tick(1);
    expect(await settledYet(handed)).toBe(true);
    resetAnalytics();
    addAnalyticsDestination({ name: 'failing', track: () => Promise.reject(new Error('offline')) });
    track('lead_form_complete');
    expect(await settledYet(whenHandedOff(300, new FakeClock()))).toBe(true);
  });
});
