/**
 * The one funnel every element tracks through (contract "`<vt-analytics>`"): `track()` pushes to
 * `window.dataLayer` at once and hands the event to every analytics destination that
 * `<vt-analytics>` registers (the analytics SDK, the action tracker). Elements never import an SDK.
 *
 * Destinations load late (the SDKs are fetched after first paint), so events are kept in a bounded
 * backlog and each destination is handed the backlog, in order, when it registers.
 *
 * Feature flags work the same way: `flag(key)` reads false until a flag source is set, and on
 * any error (spec §8 'Error checking feature flag'). Whether the flags are known yet is their state
 * (`flagsState()`, spec §4 'Feature-flag client: initializing, ready or failed'): pending until a
 * source is set (ready) or none can come (off: every flag reads false for good).
 */
import { pushDataLayer } from './data-layer';
import { reportError } from './errors';
import { systemClock, type Clock } from './clock';

export type TrackProperties = Record<string, unknown>;

/** One event as the destinations receive it. */
export interface TrackedEvent {
  event: string;
  properties: TrackProperties;
  /** ms since the epoch when `track()` was called, so late delivery keeps the real time. */
  timestamp: number;
}

export interface AnalyticsDestination {
  /** Names the destination in error reports ('segment', 'action-tracker'). */
  readonly name: string;
  /**
   * May return a promise that settles once the event is in the destination's own queue, which the
   * destination sends when the page hides (the analytics SDK's): a page about to leave waits for
   * it (`whenHandedOff`).
   */
  track(event: TrackedEvent): unknown;
}

export interface TrackOptions {
  /** What goes to `window.dataLayer`; by default `{ event, ...properties }`. `false` skips it. */
  dataLayer?: Record<string, unknown> | false;
}

/** Events older than the backlog's cap are dropped first (the SDK's own queue cap is 512). */
export const TRACK_BACKLOG_CAP = 512;

interface AnalyticsState {
  backlog: TrackedEvent[];
  destinations: AnalyticsDestination[];
  flags: FlagSource | null;
  flagListeners: Map<string, Set<(value: boolean) => void>>;
  unsubscribeSource: (() => void) | null;
  /** No flag source will come (setFlagsOff). Optional, as are the fields below: a state made by an older copy has none. */
  flagsOff?: boolean;
  /** Hear when the flags' state changes (onFlagsState). */
  stateListeners?: Set<(state: FlagsState) => void>;
  /** Deliveries not yet in their destination's queue (optional, as flagsOff). */
  handing?: Set<Promise<void>>;
}

// One state per page even when two copies of the core are loaded (a script loaded twice).
const STATE_KEY = Symbol.for('vt-elements.analytics');
function state(): AnalyticsState {
  const holder = globalThis as unknown as Record<symbol, AnalyticsState | undefined>;
  return (holder[STATE_KEY] ??= { backlog: [], destinations: [], flags: null, flagListeners: new Map(), unsubscribeSource: null });
}

/** Sends an analytics event to the data layer and every destination; never throws. */
export function track(event: string, properties: TrackProperties = {}, options: TrackOptions = {}): void {
  if (typeof event !== 'string' || event === '') {
    reportError(new Error('Event missing'), { source: 'analytics' });
    return;
  }
  if (options.dataLayer !== false) {
    try {
      pushDataLayer({ ...(options.dataLayer ?? properties), event });
    } catch (error) {
      // The data layer belongs to the page; a broken one must not stop the other destinations.
      reportError(error, { source: 'analytics', event });
    }
  }
  const tracked: TrackedEvent = { event, properties, timestamp: Date.now() };
  const { backlog, destinations } = state();
  backlog.push(tracked);
  if (backlog.length > TRACK_BACKLOG_CAP) backlog.shift();
  for (const destination of destinations) deliver(destination, tracked);
}

/** Registers a destination and hands it every event tracked so far, in order. */
export function addAnalyticsDestination(destination: AnalyticsDestination): () => void {
  const current = state();
  if (current.destinations.includes(destination)) return () => removeAnalyticsDestination(destination);
  current.destinations.push(destination);
  for (const tracked of current.backlog) deliver(destination, tracked);
  return () => removeAnalyticsDestination(destination);
}

export function removeAnalyticsDestination(destination: AnalyticsDestination): void {
  const current = state();
  current.destinations = current.destinations.filter((d) => d !== destination);
}

function deliver(destination: AnalyticsDestination, tracked: TrackedEvent): void {
  try {
    const result = destination.track(tracked) as PromiseLike<unknown> | undefined;
    if (result && typeof result.then === 'function') {
      const handing = (state().handing ??= new Set());
      const handed: Promise<void> = Promise.resolve(result).then(
        () => void handing.delete(handed),
        () => void handing.delete(handed),
      );
      handing.add(handed);
    }
  } catch (error) {
    reportError(error, { source: 'analytics', destination: destination.name, event: tracked.event });
  }
}

/** How long a page about to leave waits for its events at most (Segment's own trackLink waits 300 ms). */
export const HAND_OFF_MAX_MS = 300;

/**
 * Resolves once every event handed to a destination is in that destination's queue, or after
 * `maxMs`. A page about to navigate away calls it: the analytics SDK queues an event a few tasks
 * after `track()`, and on a slow device the next page could arrive first (the lead form's
 * completion event was lost on one core, issue 36). At once when nothing is being handed.
 */
export function whenHandedOff(maxMs = HAND_OFF_MAX_MS, clock: Clock = systemClock): Promise<void> {
  const handing = [...(state().handing ?? [])];
  if (!handing.length) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = clock.setTimeout(resolve, maxMs);
    void Promise.all(handing).then(() => {
      clock.clearTimeout(timer);
      resolve();
    });
  });
}

/** Where flag values come from (the feature-flag SDK, through `<vt-analytics>`). */
export interface FlagSource {
  /** The flag's current value; may throw. */
  value(key: string): unknown;
  /** Calls back whenever any flag may have changed; returns an unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** A feature flag: false until the flag source is ready, and false on any error (spec §8). */
export function flag(key: string): boolean {
  const source = state().flags;
  if (!source) return false;
  try {
    return source.value(key) === true;
  } catch (error) {
    console.error('Error checking feature flag', key, error);
    return false;
  }
}

/** Calls `listener` with the flag's value now and whenever it changes; returns an unsubscribe. */
export function onFlag(key: string, listener: (value: boolean) => void): () => void {
  const listeners = state().flagListeners;
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  const entry = (value: boolean) => listener(value);
  set.add(entry);
  const value = flag(key);
  lastNotified.set(entry, value);
  listener(value);
  return () => set.delete(entry);
}

/** Sets (or clears, with null) the flag source; every subscriber hears the new values. */
export function setFlagSource(source: FlagSource | null): void {
  const current = state();
  current.unsubscribeSource?.();
  current.unsubscribeSource = null;
  current.flags = source;
  if (source) {
    try {
      current.unsubscribeSource = source.subscribe(notifyFlags);
    } catch (error) {
      reportError(error, { source: 'feature-flags' });
    }
  }
  notifyFlags();
  notifyState();
}

/**
 * Where the flags stand: `pending` until they are known; `ready` once a flag source is set (the
 * flag SDK is ready); `off` once none can come (no `<vt-analytics>`, no flags client id, the flag
 * SDK failed or timed out): every flag reads false. A source set after `off` still makes them ready.
 * `<vt-analytics>` settles them; a page without one, or whose module never runs, is settled by
 * `settleFlagsWithoutSource()` (flag-source.ts, called by the elements that show flagged content).
 */
export type FlagsState = 'pending' | 'ready' | 'off';

export function flagsState(): FlagsState {
  const { flags, flagsOff } = state();
  return flags ? 'ready' : flagsOff ? 'off' : 'pending';
}

/** True once a flag source is set (the flag SDK is ready); until then every flag reads false. */
export function flagsReady(): boolean {
  return flagsState() === 'ready';
}

/** No flag source will come for this page view: the flags are known, every one false (state `off`). */
export function setFlagsOff(): void {
  const current = state();
  if (!current.flagsOff) {
    current.flagsOff = true;
    notifyState();
  }
}

/** Calls `listener` with `flagsState()` now and whenever it changes; returns an unsubscribe. */
export function onFlagsState(listener: (state: FlagsState) => void): () => void {
  const listeners = (state().stateListeners ??= new Set());
  listeners.add(listener);
  listener(flagsState());
  return () => listeners.delete(listener);
}

// After the values: a listener that starts following the flags finds them already applied.
function notifyState(): void {
  const now = flagsState();
  for (const listener of [...(state().stateListeners ?? [])]) call(listener, now);
}

/** Calls a flag listener; what it throws is reported, and the other listeners still hear. */
function call<T>(listener: (value: T) => void, value: T, flagKey?: string): void {
  try {
    listener(value);
  } catch (error) {
    reportError(error, { source: 'feature-flags', flag: flagKey });
  }
}

const lastNotified = new WeakMap<(value: boolean) => void, boolean>();
function notifyFlags(): void {
  for (const [key, listeners] of state().flagListeners) {
    const value = flag(key);
    for (const listener of listeners) {
      if (lastNotified.get(listener) === value) continue;
      lastNotified.set(listener, value);
      call(listener, value, key);
    }
  }
}

/** Tests only: forgets destinations, backlog and flags (their state back to pending). */
export function resetAnalytics(): void {
  const current = state();
  current.unsubscribeSource?.();
  Object.assign(current, {
    backlog: [],
    destinations: [],
    flags: null,
    flagListeners: new Map(),
    unsubscribeSource: null,
    handing: new Set(),
    flagsOff: false,
    stateListeners: new Set(),
  });
}
