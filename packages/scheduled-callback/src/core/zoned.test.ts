import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatZoned, isValidZone, isoDate, isoTime, parseIso, zoneAbbreviation, zoned, type Zoned } from './zoned';

/**
 * Issue 38: the picker reads times in zones with Intl instead of luxon, which was 22 of its 29 KB
 * gzip. luxon stays the oracle here: for instants around the daylight-saving changes and across
 * the year, in zones west and east, with half-hour offsets and fixed ones, every reading the
 * picker makes is luxon's.
 */
const ZONES = [
  'America/Chicago',
  'America/New_York',
  'America/St_Johns',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Europe/London',
  'UTC',
  'UTC-5',
  'UTC+5:30',
  'Etc/GMT+5',
];
const start = Date.parse('2026-01-01T00:00:00Z');
// Every 7 hours 13 minutes and 7.5 seconds over a year and a half: every hour of the day, both sides of each change.
const INSTANTS = Array.from({ length: 1900 }, (_, i) => start + i * (7 * 3_600_000 + 13 * 60_000 + 7_500));
const CHANGES = [
  '2026-03-08T07:59:59.999Z',
  '2026-03-08T08:00:00Z',
  '2026-11-01T05:59:00Z',
  '2026-11-01T06:00:00Z',
  '2026-11-01T07:00:00Z',
  '2026-10-25T00:59:59Z',
  '2026-10-25T01:00:00Z',
].map(Date.parse);

describe('zoned(): the wall time, weekday and offset of an instant in a zone, as luxon reads them', () => {
  it.each(ZONES)('%s', (zone) => {
    for (const ms of [...INSTANTS, ...CHANGES]) {
      const ours = zoned(ms, zone);
      const theirs = DateTime.fromMillis(ms, { zone });
      const read = (d: Omit<Zoned, 'ms' | 'zone'>) =>
        [d.year, d.month, d.day, d.hour, d.minute, d.second, d.millisecond, d.weekday, d.offset].join(' ');
      expect(read(ours), new Date(ms).toISOString()).toBe(read(theirs));
      expect(isoDate(ours)).toBe(theirs.toISODate());
      expect(isoTime(ours)).toBe(theirs.toISO());
    }
  });
});

describe('parseIso(): an ISO date-time as luxon fromISO reads it in the zone', () => {
  const written = [
    '2026-11-24T14:30:00+00:00',
    '2026-11-24T14:30:00Z',
    '2026-11-24T08:30:00-06:00',
    '2026-11-24T08:30:00.250-0600',
    '2026-11-24T08:30',
    '2026-03-08T02:30:00',
    '2026-06-30T23:59:59.999',
  ];
  it.each(ZONES.filter((zone) => !zone.startsWith('UTC')))('%s', (zone) => {
    for (const value of written) expect(parseIso(value, zone), value).toBe(DateTime.fromISO(value, { zone }).toMillis());
  });

  it('a wall time that happens twice (clocks falling back) is the earlier instant, as Temporal\'s "compatible" (luxon picks by the date it runs on)', () => {
    expect(new Date(parseIso('2026-11-01T01:30:00', 'America/Chicago')!).toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(new Date(parseIso('2026-11-01T01:30:00-06:00', 'America/Chicago')!).toISOString()).toBe('2026-11-01T07:30:00.000Z');
  });

  it('refuses what names no real time, as luxon finds it invalid', () => {
    for (const value of ['2026-02-30T10:00:00Z', '2026-13-01T10:00:00Z', '2026-11-24T25:00:00Z', '2026-11-24', 'tomorrow', '']) {
      expect(parseIso(value, 'America/Chicago'), value).toBeNull();
      expect(DateTime.fromISO(value, { zone: 'America/Chicago' }).toISOTime() === null || value === '2026-11-24').toBe(true);
    }
  });
});

describe('texts', () => {
  it("zone abbreviations are luxon's 'ZZZZ'", () => {
    for (const zone of ZONES)
      for (const ms of [...INSTANTS.slice(0, 400), ...CHANGES])
        expect(zoneAbbreviation(ms, zone), `${zone} ${new Date(ms).toISOString()}`).toBe(
          DateTime.fromMillis(ms, { zone }).setLocale('en-US').toFormat('ZZZZ'),
        );
  });

  it("dates and times in the page's language are luxon's toLocaleString", () => {
    const ms = Date.parse('2026-11-24T14:30:00Z');
    for (const zone of ZONES)
      for (const locale of ['en', 'es', 'fr', 'de', 'zh', 'ja', 'ar'])
        for (const options of [
          { weekday: 'long', month: 'long', day: 'numeric' },
          { hour: 'numeric', minute: 'numeric' },
        ] as const)
          // luxon formats some fixed zones apart ('UTC', 'UTC+5:30'), with a narrow no-break space before AM/PM where this Intl has a space.
          expect(
            formatZoned(zoned(ms, zone), locale, options).replace(/\u202f/g, ' '),
            `${zone} ${locale} ${JSON.stringify(options)}`,
          ).toBe(
            DateTime.fromMillis(ms, { zone })
              .setLocale(locale)
              .toLocaleString(options)
              .replace(/\u202f/g, ' '),
          );
  });

  it('a zone is valid as luxon IANAZone.isValidZone says', () => {
    for (const zone of ['America/Chicago', 'UTC', 'Etc/GMT+5', 'Mars/Olympus', 'UTC-5', '', 'america/chicago'])
      expect(isValidZone(zone), zone).toBe(zone ? IANAZoneValid(zone) : false);
  });
});

function IANAZoneValid(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
