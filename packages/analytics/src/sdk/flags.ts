/**
 * The feature-flag SDK (launchdarkly-js-client-sdk 3.x), loaded by `<vt-analytics>` as its own
 * chunk when the page is idle after the first paint. `flag()` in the core reads false until it is ready, and on any error.
 * Its start settles the core's flag state (spec §4 'Feature-flag client: initializing, ready or
 * failed'): ready with a source, or off when it fails or times out.
 */
import { basicLogger, initialize, type LDClient, type LDContext, type LDOptions } from 'launchdarkly-js-client-sdk';
import { reportError, setFlagSource, setFlagsOff, visitorId } from '@vt-elements/core';
import type { AnalyticsSettings } from '../core/settings';

/** Spec §9: 5 s to initialise; the SDK's defaults below are the spec's figures, pinned here. */
export const FLAGS_INIT_TIMEOUT_S = 5;
export const FLAGS_OPTIONS = {
  eventCapacity: 100,
  flushInterval: 2000,
  streamReconnectDelay: 1000,
  diagnosticRecordingInterval: 900_000,
} as const satisfies LDOptions;

/** Spec §1: the visitor as a user when a visitor id exists, else an anonymous context (the SDK gives it a key). */
export function flagContext(id: () => string = visitorId): LDContext {
  let key = '';
  try {
    key = id();
  } catch {
    /* no visitor id: anonymous */
  }
  return key ? { kind: 'user', key } : { kind: 'user', anonymous: true };
}

/** The SDK's base, events and stream URLs all on `base` (the demo server), else LaunchDarkly's. */
export function flagUrls(base: string | null): Pick<LDOptions, 'baseUrl' | 'eventsUrl' | 'streamUrl'> {
  if (!base) return {};
  const url = base.replace(/\/+$/, '');
  return { baseUrl: url, eventsUrl: url, streamUrl: url };
}

export async function startFlags(settings: AnalyticsSettings): Promise<LDClient | null> {
  const reported = new Set<string>();
  // One report per distinct problem: the SDK raises the same one from several requests.
  const report = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (reported.has(message)) return;
    reported.add(message);
    reportError(error, { source: 'vt-analytics', part: 'feature-flags' });
  };
  const application = settings.applicationId
    ? { id: settings.applicationId, ...(settings.contentVersion ? { version: settings.contentVersion } : {}) }
    : undefined;
  const client = initialize(settings.flagsClientId!, flagContext(), {
    ...FLAGS_OPTIONS,
    ...flagUrls(settings.flagsBaseUrl),
    ...(application ? { application } : {}),
    logger: basicLogger({ level: 'warn' }),
  });
  // With a listener the SDK hands its errors here instead of logging them.
  client.on('error', report);
  try {
    await client.waitForInitialization(FLAGS_INIT_TIMEOUT_S);
  } catch (error) {
    // Failed or timed out: the flags stay false for the page view (an answer arriving later sets no source).
    setFlagsOff();
    report(error);
    return null;
  }
  setFlagSource({
    value: (key) => client.variation(key, false),
    subscribe(onChange) {
      // A change listener also opens the SDK's stream, so changes arrive as they are made.
      client.on('change', onChange);
      return () => client.off('change', onChange);
    },
  });
  return client;
}
