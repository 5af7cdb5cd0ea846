import { isValidZone } from './zoned';

/** An IANA zone name ('UTC', 'America/Port-au-Prince', 'Etc/GMT+5'), not an offset such as '+05:30'. */
const ZONE_NAME = /^[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)*$/;

/**
 * The visitor's IANA zone from Temporal, where the browser has it and gives a zone name: Temporal
 * knows the zone without the date data that Intl's first formatter loads (45-90 ms at 4x CPU
 * throttle), so the time slots can be asked for before that load. Null otherwise.
 */
function temporalZone(): string | null {
  try {
    const zone = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal?.Now.timeZoneId();
    return zone && ZONE_NAME.test(zone) ? zone : null;
  } catch {
    return null;
  }
}

/** The visitor's IANA zone from the browser (null when unknown): Temporal's, else Intl's. */
export function visitorZone(): string | null {
  const fromTemporal = temporalZone();
  if (fromTemporal) return fromTemporal;
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

export { isValidZone };

/** The zone is known without the browser's date data (see temporalZone). */
export const zoneWithoutDateData = (): boolean => temporalZone() !== null;
