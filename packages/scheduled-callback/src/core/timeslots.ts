import { ApiError, requestJson } from '@vt-elements/core';
import { EN } from './texts';

/** Spec §3 Timeslot: one item of the server's list. */
export interface Timeslot {
  timeslot: string;
}

/**
 * Spec §6/§7: the lead's uuid "from lead-form data attribute or secure-uuid query parameter":
 * the element's own data-uuid, else the enclosing `<vt-lead-wizard>`'s data-uuid, else the page
 * URL's `secure-uuid`.
 */
export function leadUuid(
  attribute: string | null | undefined,
  search: string | null | undefined,
  wizardAttribute: string | null | undefined = null,
): string | null {
  const fromAttribute = attribute?.trim() || wizardAttribute?.trim();
  if (fromAttribute) return fromAttribute;
  const fromUrl = new URLSearchParams(search ?? '').get('secure-uuid')?.trim();
  return fromUrl ? fromUrl : null;
}

/**
 * Spec §7: `GET {domain}/v1/todos/me/timeslots/{uuid}` when a uuid is known, else
 * `GET {domain}/v1/todos/me/timeslots?tz={zone}` with '/' in the zone replaced by '@', else null
 * (no call is made).
 */
export function timeslotsUrl(domain: string, uuid: string | null | undefined, zone: string | null | undefined): string | null {
  const base = `${domain.replace(/\/+$/, '')}/v1/todos/me/timeslots`;
  if (uuid) return `${base}/${encodeURIComponent(uuid)}`;
  if (zone) return `${base}?tz=${zone.split('/').map(encodeURIComponent).join('@')}`;
  return null;
}

/**
 * The server's list → ISO strings; items without a usable timeslot field are dropped. Null when
 * the body holds no list (an error object, an empty body, a bare value): there are no slots to
 * read, which spec §7 counts as a failed fetch, whatever the status.
 */
export function parseTimeslots(body: unknown): string[] | null {
  // Optional chaining reads nothing from null or undefined, and no `data` or `timeslot` from a string or number.
  const data = (body as { data?: unknown } | null | undefined)?.data;
  const list = Array.isArray(body) ? body : Array.isArray(data) ? data : null;
  if (!list) return null;
  const out: string[] = [];
  for (const item of list) {
    const value = (item as Partial<Timeslot> | null | undefined)?.timeslot;
    if (typeof value === 'string' && value.trim()) out.push(value.trim());
  }
  return out;
}

/** The path part of a URL, for the spec §7 report text. */
export function endpointPath(url: string): string {
  try {
    const parsed = new URL(url, 'http://localhost');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

export class TimeslotFetchError extends Error {
  override name = 'TimeslotFetchError';
}

/**
 * Fetches the slots. Spec §7: "Slot response status is not checked": a list answered with a 4xx
 * or 5xx is offered like a 2xx one (read from the body core's HTTP client keeps on its 'http'
 * error; it is the raw text when not JSON, which holds no list). Only a failed fetch (network
 * error, time-out, a body that is not JSON or holds no list) fails, as 'Scheduled callback fetch
 * fail endpoint: {path}' with the request's path (thrown here, reported by callback-widget.ts,
 * which shows the fully booked panel). An aborted load is rethrown as is.
 */
export async function fetchTimeslots(url: string, options: { signal?: AbortSignal; fetch?: typeof fetch } = {}): Promise<string[]> {
  let slots: string[] | null = null;
  let cause: unknown;
  try {
    slots = parseTimeslots((await requestJson(url, options)).data);
  } catch (error) {
    const kind = error instanceof ApiError && error.kind;
    if (kind === 'abort') throw error;
    if (kind === 'http') slots = parseTimeslots((error as ApiError).body);
    cause = error;
  }
  if (slots) return slots;
  throw new TimeslotFetchError(EN.fetchFail(endpointPath(url)), { cause });
}
