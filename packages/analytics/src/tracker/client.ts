import { reportError } from '@vt-elements/core';

/** What the action tracker needs to send (spec §7 Action tracker). */
export interface TrackerEndpoint {
  endpoint: string;
  applicationId: string;
  authorization?: string | undefined;
}

/** The spec §8 Tracker error texts. */
export const TRACKER_ERRORS = {
  endpoint: 'endpoint not set',
  applicationId: 'applicationId not set',
  data: 'no data given',
} as const;

export const TRACKER_SOURCE = 'action-tracker';

/** The first §8 Tracker error the settings have, or null when they can send. */
export function settingsError(settings: Partial<TrackerEndpoint>): string | null {
  if (!settings.endpoint?.trim()) return TRACKER_ERRORS.endpoint;
  if (!settings.applicationId?.trim()) return TRACKER_ERRORS.applicationId;
  return null;
}

/**
 * POSTs one JSON body to the tracker (spec §7): `application-id` header, optional
 * `authorization`, `keepalive: true` so an event sent while the page unloads still leaves. On a
 * fetch failure (a rejected fetch: network error, or a keepalive body over the browser's quota)
 * it retries once without keepalive. Never throws: every failure is reported (spec §8 texts for
 * missing settings or data) and resolves false.
 */
export async function sendToTracker(
  settings: Partial<TrackerEndpoint>,
  data: unknown,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<boolean> {
  const problem = settingsError(settings) ?? (data === undefined || data === null ? TRACKER_ERRORS.data : null);
  if (problem) {
    reportError(new Error(problem), { source: TRACKER_SOURCE });
    return false;
  }
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'application-id': settings.applicationId! };
  if (settings.authorization) headers.authorization = settings.authorization;
  let body: string;
  try {
    body = JSON.stringify(data);
  } catch (error) {
    reportError(error, { source: TRACKER_SOURCE });
    return false;
  }
  const init: RequestInit = { method: 'POST', headers, body };
  let response: Response;
  try {
    response = await fetchImpl(settings.endpoint!, { ...init, keepalive: true });
  } catch {
    try {
      response = await fetchImpl(settings.endpoint!, { ...init, keepalive: false });
    } catch (error) {
      reportError(new Error(`Tracker request failed twice: ${(error as Error)?.message ?? String(error)}`, { cause: error }), {
        source: TRACKER_SOURCE,
      });
      return false;
    }
  }
  if (!response.ok) {
    reportError(new Error(`Tracker answered HTTP status ${response.status}`), { source: TRACKER_SOURCE, endpoint: settings.endpoint });
    return false;
  }
  return true;
}
