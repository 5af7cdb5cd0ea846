import { CALL_LEAD_MINUTES } from './contact-hours';
import { formatZoned, isoDate, isoTime, parseIso, zoneAbbreviation, zoned, type Zoned } from './zoned';

/** Spec §3 Timeslot: a time item (display h:mm A, or a 15-minute range; value the full timeslot). */
export interface TimeItem {
  display: string;
  value: string;
  /** The synthetic 'Now' item. */
  now?: boolean;
}

/** Spec §3 Timeslot: a date group (value YYYY-MM-DD). */
export interface DateGroup {
  display: string;
  value: string;
  times: TimeItem[];
  /** The synthetic 'Today' group. */
  today?: boolean;
}

export interface GroupOptions {
  /** Epoch milliseconds (from the injected clock). */
  now: number;
  /** The visitor's IANA time zone. */
  zone: string;
  /** The page's language, e.g. 'en', 'es', 'zh': of the dates, 'Today' and 'Now' (times are 'h:mm A' in all). */
  locale: string;
  /** Spec §9: 15-minute ranges when data-timerange is true. */
  timerange?: boolean;
  /** The contact-hours check of §9 (canCallNow). */
  nowAvailable: boolean;
  /** The page's own words for 'Today' and 'Now' (data-texts), else the language's. */
  labels?: { today?: string; now?: string };
}

/** Spec §9: the length of a time range. */
export const RANGE_MINUTES = 15;

const supportedLocales = new Map<string, boolean>();

/** Asked once per locale: supportedLocalesOf is slow, and a week of slots asks hundreds of times. */
function supported(locale: string): boolean {
  let known = supportedLocales.get(locale);
  if (known === undefined) {
    try {
      known = Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0;
    } catch {
      known = false;
    }
    supportedLocales.set(locale, known);
  }
  return known;
}

function isEnglish(locale: string): boolean {
  return /^en\b/i.test(locale) || !supported(locale);
}

/** Spec §9: weekday, month, day in the page's language; MM/DD/YYYY when the language is unknown. */
export function dateLabel(date: Zoned, locale: string): string {
  const numeric = () => `${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}/${date.year}`;
  if (!supported(locale)) return numeric();
  return formatZoned(date, locale, { weekday: 'long', month: 'long', day: 'numeric' }) || numeric();
}

/**
 * Spec §3 Timeslot / §9: times read 'h:mm A' ('8:30 AM', '12:00 PM') in every page language: the
 * spec names one format, so a German page shows '3:30 PM', not Intl's '15:30' (only the dates,
 * 'Today' and 'Now' follow the page's language).
 */
export function timeLabel(time: Zoned): string {
  return `${time.hour % 12 || 12}:${String(time.minute).padStart(2, '0')} ${time.hour < 12 ? 'AM' : 'PM'}`;
}

/** Spec §9: the 15-minute range, both ends 'h:mm A' ('8:30 AM - 8:45 AM'). */
export function rangeLabel(start: Zoned): string {
  return `${timeLabel(start)} - ${timeLabel(zoned(start.ms + RANGE_MINUTES * 60_000, start.zone))}`;
}

function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** 'Today' in the page's language (Intl relative time: 'Hoy', 'Aujourd’hui', '今天'…). */
export function todayLabel(locale: string): string {
  if (isEnglish(locale)) return 'Today';
  return capitalize(new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'day'), locale);
}

/** 'Now' in the page's language. */
export function nowLabel(locale: string): string {
  if (isEnglish(locale)) return 'Now';
  return capitalize(new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second'), locale);
}

export { zoneAbbreviation };

/**
 * Spec §3/§4: groups the server's timeslots by date in the visitor's zone. The synthetic 'Today'
 * group is always first, valued today's date 5 minutes ahead, holding 'Now' when the §9 check
 * passes and then today's remaining slots. Slots before now + 5 minutes, unreadable or repeated
 * are dropped; the rest are sorted.
 */
export function groupTimeslots(slots: readonly string[], options: GroupOptions): DateGroup[] {
  const { zone, locale } = options;
  const now = zoned(options.now, zone);
  const callAt = zoned(options.now + CALL_LEAD_MINUTES * 60_000, zone);
  const todayDate = isoDate(now);
  const today: DateGroup = {
    display: options.labels?.today ?? todayLabel(locale),
    value: isoDate(callAt),
    times: [],
    today: true,
  };
  if (options.nowAvailable) today.times.push({ display: options.labels?.now ?? nowLabel(locale), value: isoTime(callAt), now: true });

  const seen = new Set<number>();
  const parsed: { at: Zoned; value: string }[] = [];
  for (const value of slots) {
    const ms = typeof value === 'string' ? parseIso(value, zone) : null;
    if (ms === null || ms < callAt.ms || seen.has(ms)) continue;
    seen.add(ms);
    parsed.push({ at: zoned(ms, zone), value });
  }
  parsed.sort((a, b) => a.at.ms - b.at.ms);

  const groups: DateGroup[] = [today];
  const byDate = new Map<string, DateGroup>([[todayDate, today]]);
  for (const { at, value } of parsed) {
    const date = isoDate(at);
    let group = byDate.get(date);
    if (!group) {
      group = { display: dateLabel(at, locale), value: date, times: [] };
      byDate.set(date, group);
      groups.push(group);
    }
    group.times.push({ display: options.timerange ? rangeLabel(at) : timeLabel(at), value });
  }
  for (const group of groups) tellApartRepeatedLabels(group.times, zone);
  // In the last 5 minutes of the day 'Today' is valued tomorrow; two radios must not share a value.
  if (groups.some((g) => g !== today && g.value === today.value)) today.value = todayDate;
  return groups;
}

/**
 * When clocks fall back, 1:30 AM happens twice: two radios with one label cannot be told apart
 * (by anyone, and screen readers read only the label), so each such label gets its zone
 * abbreviation, e.g. '1:30 AM (CDT)' and '1:30 AM (CST)'.
 */
function tellApartRepeatedLabels(times: TimeItem[], zone: string): void {
  const counts = new Map<string, number>();
  for (const t of times) counts.set(t.display, (counts.get(t.display) ?? 0) + 1);
  for (const t of times) {
    const at = counts.get(t.display)! > 1 ? parseIso(t.value, zone) : null;
    if (at !== null) t.display = `${t.display} (${zoneAbbreviation(at, zone)})`;
  }
}

/** Spec §4/§8: no date has a time (every slot past, no 'Now'): the fully booked state, as for an empty list. */
export function isFullyBooked(groups: readonly DateGroup[]): boolean {
  return !groups.some((g) => g.times.length > 0);
}
