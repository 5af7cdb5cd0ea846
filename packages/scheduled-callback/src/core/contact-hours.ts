import { isoDate, zoned } from './zoned';

/**
 * Spec §9 Contact hours, as data so holiday overrides need no code change.
 *
 * Choices (the spec leaves them open, documented in the README and definition):
 * - The business's hours are read in America/New_York (the consultants' office).
 * - The second window is the dialer's, at a fixed UTC-5 offset (no daylight saving).
 * - 'Now' is offered only when BOTH windows are open: now is at or after opening, and the call,
 *   5 minutes ahead, is at or before closing. So on a weekday 20:25 passes and 20:26 does not;
 *   on a weekend 9:59 does not pass and 10:00 does.
 * - A holiday override replaces a day's hours in one window, or closes it (`null`).
 */

/** Opening and closing as minutes after midnight. */
export interface Hours {
  open: number;
  close: number;
}

export interface ContactWindow {
  /** An IANA zone or a fixed offset ('UTC-5', zoned.ts). */
  zone: string;
  weekdays: Hours;
  weekends: Hours;
  /** 'YYYY-MM-DD' in the window's zone → that day's hours, or null when closed. */
  holidays: Readonly<Record<string, Hours | null>>;
}

export interface ContactHours {
  /** How far ahead a call is offered (spec §9: 5 minutes). */
  leadMinutes: number;
  windows: readonly ContactWindow[];
}

export const hm = (hours: number, minutes = 0): number => hours * 60 + minutes;

export const BUSINESS_ZONE = 'America/New_York';
export const DIALER_ZONE = 'UTC-5';
export const CALL_LEAD_MINUTES = 5;

export const CONTACT_HOURS: ContactHours = {
  leadMinutes: CALL_LEAD_MINUTES,
  windows: [
    { zone: BUSINESS_ZONE, weekdays: { open: hm(8), close: hm(20, 30) }, weekends: { open: hm(10), close: hm(18) }, holidays: {} },
    { zone: DIALER_ZONE, weekdays: { open: hm(8, 30), close: hm(22) }, weekends: { open: hm(8, 30), close: hm(19) }, holidays: {} },
  ],
};

/** The hours of the day `at` falls on, in the window's zone (null: closed all day). */
export function hoursOn(window: ContactWindow, at: number): Hours | null {
  const local = zoned(at, window.zone);
  const date = isoDate(local);
  if (Object.prototype.hasOwnProperty.call(window.holidays, date)) return window.holidays[date] ?? null;
  return local.weekday >= 6 ? window.weekends : window.weekdays;
}

/** Whole minutes: the check reads the clock like a person does (20:25:59 is still 20:25). */
function minuteOfDay(at: number, zone: string): number {
  const local = zoned(at, zone);
  return local.hour * 60 + local.minute;
}

function windowOpen(window: ContactWindow, now: number, call: number): boolean {
  const today = hoursOn(window, now);
  if (!today) return false;
  // The call must fall on the same local day as now, inside that day's hours.
  if (isoDate(zoned(call, window.zone)) !== isoDate(zoned(now, window.zone))) return false;
  return minuteOfDay(now, window.zone) >= today.open && minuteOfDay(call, window.zone) <= today.close;
}

/** Spec §4/§9: the availability check that puts 'Now' in the 'Today' group. */
export function canCallNow(nowMs: number, hours: ContactHours = CONTACT_HOURS): boolean {
  const call = nowMs + hours.leadMinutes * 60_000;
  return hours.windows.every((window) => windowOpen(window, nowMs, call));
}
