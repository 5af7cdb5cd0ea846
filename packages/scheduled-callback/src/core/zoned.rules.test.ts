import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatZoned, isoTime, zoneAbbreviation, zoned } from './zoned';

/**
 * Issue 51: the fixed zones zoned.test.ts does not list ('GMT', negative half-hour offsets), read
 * as luxon reads them (luxon is the oracle, as there): §9 Callback formats and the 'Now' value.
 */
const FIXED = ['GMT', 'gmt', 'UTC-3:30', 'UTC-0:30', 'UTC+0', 'UTC-5'];
const INSTANTS = ['2026-11-23T16:00:00Z', '2026-07-01T03:15:30.250Z'].map(Date.parse);

describe('fixed zones as luxon reads them (issue 51)', () => {
  it.each(FIXED)('%s', (zone) => {
    for (const ms of INSTANTS) {
      const theirs = DateTime.fromMillis(ms, { zone });
      expect(zoned(ms, zone).offset).toBe(theirs.offset);
      expect(isoTime(zoned(ms, zone))).toBe(theirs.toISO());
      expect(zoneAbbreviation(ms, zone)).toBe(theirs.setLocale('en-US').toFormat('ZZZZ'));
      expect(formatZoned(zoned(ms, zone), 'en', { hour: 'numeric', minute: 'numeric' }).replace(/\u202f/g, ' ')).toBe(
        theirs
          .setLocale('en')
          .toLocaleString({ hour: 'numeric', minute: 'numeric' })
          .replace(/\u202f/g, ' '),
      );
    }
  });

  it("written out: 'GMT' is UTC written 'Z'; UTC-3:30 and UTC-0:30 are behind UTC", () => {
    const ms = Date.parse('2026-11-23T16:00:00Z');
    expect([isoTime(zoned(ms, 'GMT')), zoneAbbreviation(ms, 'GMT')]).toEqual(['2026-11-23T16:00:00.000Z', 'UTC']);
    expect([isoTime(zoned(ms, 'UTC-3:30')), zoneAbbreviation(ms, 'UTC-3:30')]).toEqual(['2026-11-23T12:30:00.000-03:30', 'UTC-3:30']);
    expect([isoTime(zoned(ms, 'UTC-0:30')), zoneAbbreviation(ms, 'UTC-0:30')]).toEqual(['2026-11-23T15:30:00.000-00:30', 'UTC-0:30']);
  });
});
