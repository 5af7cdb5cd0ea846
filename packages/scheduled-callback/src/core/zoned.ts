/**
 * An instant read in a time zone, from the browser's Intl: the little of luxon's DateTime the
 * picker used (issue 38: luxon was 22 of the module's 29 KB gzip, for what Intl does). The rules
 * follow luxon's where they differ from a plain reading: 'UTC' and 'GMT' are the fixed zone
 * written 'Z' in ISO times, 'UTC-5' a fixed offset, and a time written without an offset is read
 * in the zone (grouping.test.ts checks them against luxon).
 */

/** What the picker reads of an instant in a zone; weekday 1 (Monday) to 7 (Sunday), offset in minutes. */
export interface Zoned {
  ms: number;
  zone: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  weekday: number;
  offset: number;
}

/** 'UTC', 'GMT', 'UTC-5', 'UTC+5:30' (luxon's fixed-offset names): the offset in minutes; null for an IANA name. */
function fixedOffset(zone: string): number | null {
  const lowered = zone.toLowerCase();
  if (lowered === 'utc' || lowered === 'gmt') return 0;
  const match = /^utc([+-]\d{1,2})(?::(\d{2}))?$/.exec(lowered);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  return hours * 60 + (hours < 0 || match[1]!.startsWith('-') ? -minutes : minutes);
}

/** One formatter per zone and per locale and options: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

/** An IANA zone name the browser knows ('UTC', 'America/Chicago'; not 'UTC-5'), as luxon's IANAZone.isValidZone. */
export function isValidZone(zone: string): boolean {
  if (!zone) return false;
  try {
    formatter('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** The parts formatter of a zone, by zone name: zoned() runs once or twice per time slot. */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let made = partsFormatters.get(zone);
  if (!made) partsFormatters.set(zone, (made = formatter('en-US', { ...PARTS, timeZone: zone })));
  return made;
}

/** `ms` read in `zone` (a valid one: see isValidZone). */
export function zoned(ms: number, zone: string): Zoned {
  const fixed = fixedOffset(zone);
  let offset: number;
  if (fixed !== null) offset = fixed;
  else {
    const parts: Record<string, number> = {};
    for (const part of partsFormatter(zone).formatToParts(ms)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
    const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
    offset = Math.round((wall - (ms - mod(ms, 1000))) / 60_000);
  }
  const local = new Date(ms + offset * 60_000);
  return {
    ms,
    zone,
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    millisecond: local.getUTCMilliseconds(),
    weekday: local.getUTCDay() || 7,
    offset,
  };
}

const mod = (n: number, m: number) => ((n % m) + m) % m;
const pad = (n: number, width = 2) => String(Math.trunc(n)).padStart(width, '0');

/** 'yyyy-MM-dd' of the day it falls on in its zone. */
export const isoDate = (z: Zoned): string => `${pad(z.year, 4)}-${pad(z.month)}-${pad(z.day)}`;

/** luxon's toISO(): '2026-11-24T08:30:00.000-06:00', 'Z' in a fixed zone at offset 0. */
export function isoTime(z: Zoned): string {
  const sign = z.offset < 0 ? '-' : '+';
  const offset =
    z.offset === 0 && fixedOffset(z.zone) !== null ? 'Z' : `${sign}${pad(Math.abs(z.offset) / 60)}:${pad(Math.abs(z.offset) % 60)}`;
  return `${isoDate(z)}T${pad(z.hour)}:${pad(z.minute)}:${pad(z.second)}.${pad(z.millisecond, 3)}${offset}`;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * An ISO date-time ('2026-11-24T14:30:00+00:00', '…Z', or with no offset: then read in `zone`) as
 * epoch milliseconds; null when it is not one or names no real time ('2026-02-30T…').
 */
export function parseIso(value: string, zone: string): number | null {
  const m = ISO.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  const millisecond = m[7] ? Math.trunc(Number(`0.${m[7]}`) * 1000) : 0;
  if (month! < 1 || month! > 12 || day! < 1 || hour! > 23 || minute! > 59 || second! > 59) return null;
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, millisecond);
  if (new Date(wall).getUTCDate() !== day) return null;
  const written = m[8];
  if (written) {
    if (written.toUpperCase() === 'Z') return wall;
    const [, sign, hh, mm] = /^([+-])(\d{2}):?(\d{2})?$/.exec(written)!;
    const offset = (Number(hh) * 60 + Number(mm ?? 0)) * (sign === '-' ? -1 : 1);
    return wall - offset * 60_000;
  }
  // No offset: the wall time in the zone, found as luxon does (a guess, then the offset there): a
  // time skipped by clocks springing forward moves forward by the gap.
  const offsetAt = (ms: number) => zoned(ms, zone).offset;
  const o = offsetAt(wall);
  let guess = wall - o * 60_000;
  const o2 = offsetAt(guess);
  if (o === o2) return guess;
  guess -= (o2 - o) * 60_000;
  const o3 = offsetAt(guess);
  return o2 === o3 ? guess : wall - Math.min(o2, o3) * 60_000;
}

/** Intl's text of the instant in its zone, in `locale`. */
export function formatZoned(z: Zoned, locale: string, options: Intl.DateTimeFormatOptions): string {
  const fixed = fixedOffset(z.zone);
  // Intl knows no 'UTC-5': the wall time read in UTC is the same text.
  if (fixed !== null) return formatter(locale, { ...options, timeZone: 'UTC' }).format(z.ms + fixed * 60_000);
  return formatter(locale, { ...options, timeZone: z.zone }).format(z.ms);
}

/** The zone's abbreviation at that instant, as luxon's 'ZZZZ' ('CST', 'EDT'; 'GMT+1' where none exists; 'UTC-5' for a fixed zone). */
export function zoneAbbreviation(ms: number, zone: string): string {
  const fixed = fixedOffset(zone);
  if (fixed !== null)
    return fixed === 0
      ? 'UTC'
      : `UTC${fixed < 0 ? '-' : '+'}${Math.trunc(Math.abs(fixed) / 60)}${Math.abs(fixed) % 60 ? `:${pad(Math.abs(fixed) % 60)}` : ''}`;
  const part = formatter('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(ms)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}
