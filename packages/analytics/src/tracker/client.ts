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

interface Listenable {
  addEventListener(type: string, listener: (event: Event) => void): void;
}

/** How long a navigation away that has not taken the page yet still counts (a 204 or a download never does). */
export const LEAVING_MS = 10_000;

/**
 * Whether the page is on its way out: from a cross-document navigation's start (Navigation API
 * `navigate`, where the browser has it) or `pagehide`, until `pageshow` (back/forward cache), a
 * failed navigation, or LEAVING_MS after a navigation that never took the page. A keepalive
 * request rejected in that window has most likely been sent: Chromium can reject it when the
 * navigation starts, before `pagehide`, and a retry then delivered the event twice.
 */
export function watchLeaving(
  win: Listenable,
  navigation: Listenable | undefined,
  timer: (run: () => void, ms: number) => unknown = setTimeout,
): () => boolean {
  let hidden = false;
  let navigating = 0;
  win.addEventListener('pagehide', () => (hidden = true));
  win.addEventListener('pageshow', () => {
    hidden = false;
    navigating = 0;
  });
  navigation?.addEventListener('navigate', (event) => {
    if ((event as Event & { destination?: { sameDocument?: boolean } }).destination?.sameDocument !== false) return;
    const id = ++navigating;
    timer(() => {
      if (navigating === id) navigating = 0;
    }, LEAVING_MS);
  });
  navigation?.addEventListener('navigateerror', () => (navigating = 0));
  return () => hidden || navigating > 0;
}

const scope = globalThis as typeof globalThis & { navigation?: Listenable };
/** True while the page is leaving (see watchLeaving). */
export const pageHiding: () => boolean =
  typeof addEventListener === 'function' ? watchLeaving(globalThis as unknown as Listenable, scope.navigation) : () => false;

/**
 * POSTs one JSON body to the tracker (spec §7): `application-id` header, optional
 * `authorization`, `keepalive: true` so an event sent while the page unloads still leaves. On a
 * fetch failure (a rejected fetch: network error, or a keepalive body over the browser's quota)
 * it retries once without keepalive, unless the page is unloading (see below). Never throws: every failure is reported (spec §8 texts for
 * missing settings or data) and resolves false.
 */
export async function sendToTracker(
  settings: Partial<TrackerEndpoint>,
  data: unknown,
  fetchImpl: typeof fetch = globalThis.fetch,
  unloading: () => boolean = pageHiding,
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
    // A keepalive request outlives the page: rejected while the page leaves, it has most
    // likely been sent, and a retry would deliver the event twice.
    if (unloading()) return false;
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
