import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import {
  addAnalyticsDestination,
  flag,
  flagsState,
  onFlag,
  onFlagsState,
  removeAnalyticsDestination,
  resetAnalytics,
  setFlagSource,
  setFlagsOff,
  track,
  type FlagsState,
  type TrackedEvent,
  whenHandedOff,
} from './analytics';
import { FakeClock } from '../../../tests/support/fake-clock';
import { addErrorReporter } from './errors';

/**
 * Issue 51: the rules of the one analytics funnel (contract "<vt-analytics>", spec §8 'Event
 * missing', §9 Analytics) that the mutation run found unpinned, as the public functions show them.
 */
const dataLayer = () => (globalThis as { dataLayer?: unknown[] }).dataLayer;

function collect() {
  const seen: TrackedEvent[] = [];
  return { seen, destination: { name: 'test', track: (e: TrackedEvent) => void seen.push(e) } };
}

describe('§8 / §9 analytics: the track backlog and its destinations (issue 51)', () => {
  beforeEach(() => {
    resetAnalytics();
    (globalThis as { dataLayer?: unknown[] }).dataLayer = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("§8 an event with no name (not a string) is 'Event missing': reported, and nothing reaches the data layer or a destination", () => {
    expectConsoleError('[vt-elements] analytics: Event missing');
    const reports: string[] = [];
    const remove = addErrorReporter((error) => reports.push(error.message));
    const { seen, destination } = collect();
    addAnalyticsDestination(destination);
    track(undefined as unknown as string, { form_id: 'f1' });
    remove();
    expect(reports).toEqual(['Event missing']);
    expect(dataLayer()).toEqual([]);
    expect(seen).toEqual([]);
    // Nor is it kept for a destination that comes later.
    const late = collect();
    addAnalyticsDestination(late.destination);
    expect(late.seen).toEqual([]);
  });

  it('the data layer gets `dataLayer` instead of the properties when given, never without its event name; false skips it', () => {
    track('lead_form_complete', { form_id: 'f1', event: 'not this' });
    track('lead_form_step', { form_id: 'f1' }, { dataLayer: { formId: 'f1', step: 2 } });
    track('scroll_depth', { percentage: 50 }, { dataLayer: false });
    expect(dataLayer()).toEqual([
      { form_id: 'f1', event: 'lead_form_complete' },
      { formId: 'f1', step: 2, event: 'lead_form_step' },
    ]);
  });

  it("a broken data layer (the page's) is reported and the destinations still get the event", () => {
    expectConsoleError('[vt-elements] analytics: page broke it');
    (globalThis as { dataLayer?: unknown }).dataLayer = Object.assign([], {
      push: () => {
        throw new Error('page broke it');
      },
    });
    const reports: [string, unknown][] = [];
    const remove = addErrorReporter((error, context) => reports.push([error.message, context]));
    const { seen, destination } = collect();
    addAnalyticsDestination(destination);
    track('lead_form_start', { form_id: 'f1' });
    remove();
    expect(reports).toEqual([['page broke it', { source: 'analytics', event: 'lead_form_start' }]]);
    expect(seen.map((e) => [e.event, e.properties])).toEqual([['lead_form_start', { form_id: 'f1' }]]);
  });

  it('each event keeps the time track() was called, however late its destination comes', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-23T15:00:00Z'));
    track('lead_form_start');
    vi.setSystemTime(Date.parse('2026-11-23T15:00:30Z'));
    const { seen, destination } = collect();
    addAnalyticsDestination(destination);
    track('lead_form_complete');
    expect(seen.map((e) => [e.event, e.timestamp])).toEqual([
      ['lead_form_start', Date.parse('2026-11-23T15:00:00Z')],
      ['lead_form_complete', Date.parse('2026-11-23T15:00:30Z')],
    ]);
  });

  it('a destination registered twice gets each event once; removed (either way) it gets no more, and the others still do', () => {
    const first = collect();
    const second = collect();
    track('a');
    const stop = addAnalyticsDestination(first.destination);
    addAnalyticsDestination(first.destination);
    addAnalyticsDestination(second.destination);
    track('b');
    stop();
    track('c');
    // Registered again while registered: that registration's remove removes it as well.
    addAnalyticsDestination(second.destination)();
    track('d');
    const third = collect();
    addAnalyticsDestination(third.destination);
    removeAnalyticsDestination(third.destination);
    track('e');
    expect(first.seen.map((e) => e.event)).toEqual(['a', 'b']);
    expect(second.seen.map((e) => e.event)).toEqual(['a', 'b', 'c']);
    expect(third.seen.map((e) => e.event)).toEqual(['a', 'b', 'c', 'd']);
    // Registering it again hands it the backlog again, as any late destination.
    const again = collect();
    const stopAgain = addAnalyticsDestination(again.destination);
    stopAgain();
    addAnalyticsDestination(again.destination)();
    expect(again.seen.map((e) => e.event)).toEqual(['a', 'b', 'c', 'd', 'e', 'a', 'b', 'c', 'd', 'e']);
  });

  it('a failing destination is reported naming it and the event', () => {
    expectConsoleError('[vt-elements] analytics: down');
    const reports: unknown[] = [];
    const remove = addErrorReporter((_error, context) => reports.push(context));
    addAnalyticsDestination({
      name: 'action-tracker',
      track: () => {
        throw new Error('down');
      },
    });
    track('lead_form_start');
    remove();
    expect(reports).toEqual([{ source: 'analytics', destination: 'action-tracker', event: 'lead_form_start' }]);
  });
});

describe('§8 feature flags through the core: false unless the source says true (issue 51)', () => {
  beforeEach(() => resetAnalytics());
  afterEach(() => vi.restoreAllMocks());

  it("a flag is on only for the value true: 'true', 1 or an object read false", () => {
    const values: Record<string, unknown> = { a: true, b: 'true', c: 1, d: {} };
    setFlagSource({ value: (k) => values[k], subscribe: () => () => {} });
    expect(['a', 'b', 'c', 'd', 'e'].map(flag)).toEqual([true, false, false, false, false]);
  });

  it('a new source replaces the old one: the old one is unsubscribed and its changes are no longer heard', () => {
    const unsubscribed: string[] = [];
    let oldChanged = () => {};
    const values: Record<string, boolean> = { x: true };
    setFlagSource({ value: (k) => values[k], subscribe: (cb) => ((oldChanged = cb), () => unsubscribed.push('old')) });
    const heard: boolean[] = [];
    onFlag('x', (v) => heard.push(v));
    setFlagSource({ value: () => true, subscribe: () => () => unsubscribed.push('new') });
    values.x = false;
    oldChanged();
    expect(unsubscribed).toEqual(['old']);
    expect(heard).toEqual([true]);
    resetAnalytics();
    expect(unsubscribed).toEqual(['old', 'new']);
  });

  it('an unsubscribed flag listener hears no more changes', () => {
    let changed = () => {};
    const values: Record<string, boolean> = { x: false };
    setFlagSource({ value: (k) => values[k], subscribe: (cb) => ((changed = cb), () => {}) });
    const heard: boolean[] = [];
    const stop = onFlag('x', (v) => heard.push(v));
    values.x = true;
    changed();
    stop();
    values.x = false;
    changed();
    expect(heard).toEqual([false, true]);
  });

  it('a source whose subscribe throws is reported, and its flags still read; a throwing listener is reported with its flag, the others still hear', () => {
    expectConsoleError('[vt-elements] feature-flags: no stream', '[vt-elements] feature-flags: listener bug');
    const reports: [string, unknown][] = [];
    const remove = addErrorReporter((error, context) => reports.push([error.message, context]));
    const heard: boolean[] = [];
    let calls = 0;
    onFlag('x', () => {
      if (calls++ > 0) throw new Error('listener bug');
    });
    onFlag('x', (v) => heard.push(v));
    setFlagSource({
      value: () => true,
      subscribe: () => {
        throw new Error('no stream');
      },
    });
    remove();
    expect(flag('x')).toBe(true);
    expect(heard).toEqual([false, true]);
    expect(reports).toEqual([
      ['no stream', { source: 'feature-flags' }],
      ['listener bug', { source: 'feature-flags', flag: 'x' }],
    ]);
  });
});

describe('issue 36/51: a page about to leave waits for every destination, and every flags-state listener hears', () => {
  beforeEach(() => resetAnalytics());

  it('waits for each event still being queued, by any destination, not only the last one handed', async () => {
    const queued: (() => void)[] = [];
    const pending = () => new Promise<void>((resolve) => queued.push(resolve));
    addAnalyticsDestination({ name: 'sdk', track: pending });
    addAnalyticsDestination({ name: 'other', track: pending });
    track('lead_form_complete');
    const clock = new FakeClock();
    let settled = false;
    void whenHandedOff(300, clock).then(() => (settled = true));
    queued[1]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    queued[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
  });

  it('every listener of the flags state hears each change', () => {
    const heard: [string, FlagsState][] = [];
    onFlagsState((state) => heard.push(['a', state]));
    onFlagsState((state) => heard.push(['b', state]));
    setFlagsOff();
    expect(flagsState()).toBe('off');
    expect(heard).toEqual([
      ['a', 'pending'],
      ['b', 'pending'],
      ['a', 'off'],
      ['b', 'off'],
    ]);
  });
});
