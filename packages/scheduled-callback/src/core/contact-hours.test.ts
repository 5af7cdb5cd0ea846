import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { canCallNow, CONTACT_HOURS, hm, type ContactHours } from './contact-hours';

/** Epoch ms of a wall-clock time in New York (the business's zone). */
const ny = (iso: string) => DateTime.fromISO(iso, { zone: 'America/New_York' }).toMillis();

describe('§9 Contact hours: "Now" is offered when the office is open and the call, 5 minutes ahead, still falls inside', () => {
  it("weekday and weekend hours follow New York's weekday: 9:00 and 19:00 are open on a Monday, closed on a Saturday", () => {
    expect(canCallNow(ny('2026-11-23T09:00'))).toBe(true);
    expect(canCallNow(ny('2026-11-23T19:00'))).toBe(true);
    expect(canCallNow(ny('2026-11-21T09:00'))).toBe(false);
    expect(canCallNow(ny('2026-11-21T19:00'))).toBe(false);
    // Friday 20:00 in New York is Saturday in UTC: still a weekday. Sunday 19:30 is Monday in UTC: still the weekend.
    expect(canCallNow(ny('2026-11-20T20:00'))).toBe(true);
    expect(canCallNow(ny('2026-11-22T19:30'))).toBe(false);
  });

  it('weekday closing 20:30: 20:25 passes, 20:26 does not', () => {
    expect(canCallNow(ny('2026-11-23T20:25'))).toBe(true);
    expect(canCallNow(ny('2026-11-23T20:25:59'))).toBe(true);
    expect(canCallNow(ny('2026-11-23T20:26'))).toBe(false);
  });

  it('weekend opening 10:00: 9:59 does not pass, 10:00 does', () => {
    expect(canCallNow(ny('2026-11-21T09:59'))).toBe(false);
    expect(canCallNow(ny('2026-11-21T10:00'))).toBe(true);
    expect(canCallNow(ny('2026-11-22T10:00'))).toBe(true);
  });

  it('weekend closing 18:00: 17:55 passes, 17:56 does not', () => {
    expect(canCallNow(ny('2026-11-21T17:55'))).toBe(true);
    expect(canCallNow(ny('2026-11-21T17:56'))).toBe(false);
  });

  it('the second window at UTC-5 (8:30-22:00 weekdays) also has to be open: in winter a weekday opens at 8:30', () => {
    expect(canCallNow(ny('2026-11-23T08:00'))).toBe(false);
    expect(canCallNow(ny('2026-11-23T08:29'))).toBe(false);
    expect(canCallNow(ny('2026-11-23T08:30'))).toBe(true);
  });

  it('in summer (New York = UTC-4) the UTC-5 window opens weekdays at 9:30 New York time; the weekday and weekend edges stay', () => {
    expect(canCallNow(ny('2026-07-15T09:29'))).toBe(false);
    expect(canCallNow(ny('2026-07-15T09:30'))).toBe(true);
    expect(canCallNow(ny('2026-07-15T20:25'))).toBe(true);
    expect(canCallNow(ny('2026-07-15T20:26'))).toBe(false);
    expect(canCallNow(ny('2026-07-18T09:59'))).toBe(false);
    expect(canCallNow(ny('2026-07-18T10:00'))).toBe(true);
  });

  it('does not depend on the visitor: the same instant gives the same answer whatever zone it came from', () => {
    const instant = DateTime.fromISO('2026-11-23T19:25', { zone: 'America/Chicago' }).toMillis();
    expect(instant).toBe(ny('2026-11-23T20:25'));
    expect(canCallNow(instant)).toBe(true);
  });

  it('closed at night and before midnight, never offering a call on the next day', () => {
    expect(canCallNow(ny('2026-11-23T23:58'))).toBe(false);
    expect(canCallNow(ny('2026-11-24T03:00'))).toBe(false);
  });

  it('holiday overrides are data: a closed day, and a day with shorter hours', () => {
    const [business, dialer] = CONTACT_HOURS.windows;
    const hours: ContactHours = {
      ...CONTACT_HOURS,
      windows: [{ ...business!, holidays: { '2026-11-26': null, '2026-11-27': { open: hm(10), close: hm(14) } } }, dialer!],
    };
    expect(canCallNow(ny('2026-11-26T12:00'), hours)).toBe(false);
    expect(canCallNow(ny('2026-11-26T12:00'))).toBe(true);
    expect(canCallNow(ny('2026-11-27T09:59'), hours)).toBe(false);
    expect(canCallNow(ny('2026-11-27T13:55'), hours)).toBe(true);
    expect(canCallNow(ny('2026-11-27T13:56'), hours)).toBe(false);
  });

  it('on the fall-back Sunday (2026-11-01) the weekend edges hold: 9:59 no, 10:00 yes, 17:55 yes, 17:56 no; 1:30 AM (twice) is closed', () => {
    expect(canCallNow(ny('2026-11-01T09:59'))).toBe(false);
    expect(canCallNow(ny('2026-11-01T10:00'))).toBe(true);
    expect(canCallNow(ny('2026-11-01T17:55'))).toBe(true);
    expect(canCallNow(ny('2026-11-01T17:56'))).toBe(false);
    expect(canCallNow(Date.parse('2026-11-01T05:30:00Z'))).toBe(false);
    expect(canCallNow(Date.parse('2026-11-01T06:30:00Z'))).toBe(false);
  });

  it('on the spring-forward Sunday (2026-03-08) the weekend edges hold: 9:59 no, 10:00 yes, 17:55 yes, 17:56 no', () => {
    expect(canCallNow(ny('2026-03-08T09:59'))).toBe(false);
    expect(canCallNow(ny('2026-03-08T10:00'))).toBe(true);
    expect(canCallNow(ny('2026-03-08T17:55'))).toBe(true);
    expect(canCallNow(ny('2026-03-08T17:56'))).toBe(false);
    // The Saturday before (EST) and the Monday after (EDT): the UTC-5 window opens at 8:30 and 9:30 New York time.
    expect(canCallNow(ny('2026-03-09T09:29'))).toBe(false);
    expect(canCallNow(ny('2026-03-09T09:30'))).toBe(true);
  });
});
