import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { zoned } from './zoned';
import { dateLabel, groupTimeslots, isFullyBooked, nowLabel, rangeLabel, timeLabel, todayLabel, zoneAbbreviation } from './grouping';

const CHICAGO = 'America/Chicago';
const at = (iso: string, zone = CHICAGO) => DateTime.fromISO(iso, { zone }).toMillis();

// Monday 2026-11-23, 10:00 in Chicago (CST, UTC-6).
const NOW = at('2026-11-23T10:00');
const SLOTS = [
  '2026-11-23T15:00:00Z', // 9:00 AM today: already past, dropped
  '2026-11-23T16:03:00Z', // 10:03 AM: before now + 5 minutes, dropped
  '2026-11-23T18:30:00Z', // 12:30 PM today
  '2026-11-24T14:30:00Z', // Tue 8:30 AM
  '2026-11-24T14:00:00Z', // Tue 8:00 AM (out of order on purpose)
  '2026-11-25T01:30:00Z', // Tue 7:30 PM in Chicago, Wednesday in UTC
  '2026-11-24T14:00:00Z', // a repeat
  'not a date',
];

describe('§3 Timeslot / §4 Callback widget: grouping by date in the visitor zone', () => {
  it("puts the synthetic 'Today' group first, with 'Now' when the contact-hours check passes, then groups by local date", () => {
    const groups = groupTimeslots(SLOTS, { now: NOW, zone: CHICAGO, locale: 'en', nowAvailable: true });
    expect(groups).toEqual([
      {
        display: 'Today',
        value: '2026-11-23',
        today: true,
        times: [
          { display: 'Now', value: '2026-11-23T10:05:00.000-06:00', now: true },
          { display: '12:30 PM', value: '2026-11-23T18:30:00Z' },
        ],
      },
      {
        display: 'Tuesday, November 24',
        value: '2026-11-24',
        times: [
          { display: '8:00 AM', value: '2026-11-24T14:00:00Z' },
          { display: '8:30 AM', value: '2026-11-24T14:30:00Z' },
          { display: '7:30 PM', value: '2026-11-25T01:30:00Z' },
        ],
      },
    ]);
  });

  it("without the check 'Today' has no 'Now' (and stays first, even empty)", () => {
    const groups = groupTimeslots(['2026-11-24T14:00:00Z'], { now: NOW, zone: CHICAGO, locale: 'en', nowAvailable: false });
    expect(groups.map((g) => [g.display, g.value, g.times.map((t) => t.display)])).toEqual([
      ['Today', '2026-11-23', []],
      ['Tuesday, November 24', '2026-11-24', ['8:00 AM']],
    ]);
  });

  it("§4 'Today' is valued today's date plus 5 minutes: at 23:57 that is tomorrow's date", () => {
    const groups = groupTimeslots([], { now: at('2026-11-23T23:57'), zone: CHICAGO, locale: 'en', nowAvailable: true });
    expect(groups[0]).toMatchObject({
      display: 'Today',
      value: '2026-11-24',
      times: [{ display: 'Now', value: '2026-11-24T00:02:00.000-06:00' }],
    });
  });

  it("…unless tomorrow has slots: then 'Today' keeps today's date, so no two radios share a value", () => {
    const groups = groupTimeslots(['2026-11-24T14:00:00Z'], {
      now: at('2026-11-23T23:57'),
      zone: CHICAGO,
      locale: 'en',
      nowAvailable: false,
    });
    expect(groups.map((g) => [g.display, g.value])).toEqual([
      ['Today', '2026-11-23'],
      ['Tuesday, November 24', '2026-11-24'],
    ]);
  });

  it('the same slots fall on other dates for a visitor in another zone', () => {
    const groups = groupTimeslots(['2026-11-25T01:30:00Z'], { now: NOW, zone: 'Asia/Tokyo', locale: 'en', nowAvailable: false });
    expect(groups.map((g) => g.display)).toEqual(['Today', 'Wednesday, November 25']);
    expect(groups[1]!.times[0]!.display).toBe('10:30 AM');
  });

  it('§9 timerange: 15-minute ranges, the value stays the full timeslot', () => {
    const groups = groupTimeslots(['2026-11-24T14:00:00Z', '2026-11-24T18:45:00Z'], {
      now: NOW,
      zone: CHICAGO,
      locale: 'en',
      timerange: true,
      nowAvailable: true,
    });
    expect(groups[0]!.times).toEqual([{ display: 'Now', value: '2026-11-23T10:05:00.000-06:00', now: true }]);
    expect(groups[1]!.times).toEqual([
      { display: '8:00 AM - 8:15 AM', value: '2026-11-24T14:00:00Z' },
      { display: '12:45 PM - 1:00 PM', value: '2026-11-24T18:45:00Z' },
    ]);
  });
});

describe('§9 Callback formats on daylight-saving change days', () => {
  it('fall back (Chicago, Sunday 2026-11-01): 1:30 AM happens twice, two items with distinct values and labels, CDT then CST', () => {
    const groups = groupTimeslots(['2026-11-01T06:30:00Z', '2026-11-01T07:30:00Z', '2026-11-01T14:00:00Z'], {
      now: at('2026-10-31T12:00'),
      zone: CHICAGO,
      locale: 'en',
      nowAvailable: false,
    });
    expect(groups[1]).toEqual({
      display: 'Sunday, November 1',
      value: '2026-11-01',
      times: [
        { display: '1:30 AM (CDT)', value: '2026-11-01T06:30:00Z' },
        { display: '1:30 AM (CST)', value: '2026-11-01T07:30:00Z' },
        { display: '8:00 AM', value: '2026-11-01T14:00:00Z' },
      ],
    });
    expect(zoneAbbreviation(Date.parse('2026-11-01T06:30:00Z'), CHICAGO)).toBe('CDT');
    expect(zoneAbbreviation(Date.parse('2026-11-01T07:30:00Z'), CHICAGO)).toBe('CST');
  });

  it('a 15-minute range over the fall-back hour ends on the wall clock: 1:45 AM - 1:00 AM', () => {
    expect(rangeLabel(zoned(Date.parse('2026-11-01T06:45:00Z'), CHICAGO))).toBe('1:45 AM - 1:00 AM');
  });

  it('spring forward (Chicago, Sunday 2026-03-08): 1:45 AM is followed by 3:00 AM', () => {
    const groups = groupTimeslots(['2026-03-08T07:45:00Z', '2026-03-08T08:00:00Z'], {
      now: at('2026-03-07T12:00'),
      zone: CHICAGO,
      locale: 'en',
      timerange: true,
      nowAvailable: false,
    });
    expect(groups[1]!.times.map((t) => t.display)).toEqual(['1:45 AM - 3:00 AM', '3:00 AM - 3:15 AM']);
    expect(zoneAbbreviation(at('2026-03-08T12:00'), CHICAGO)).toBe('CDT');
  });
});

describe('§9 labels and dates in many languages (from Intl)', () => {
  const tuesday = zoned(Date.parse('2026-11-24T14:30:00Z'), CHICAGO);

  it.each([
    ['en', 'Tuesday, November 24', 'Today', 'Now'],
    ['es', 'martes, 24 de noviembre', 'Hoy', 'Ahora'],
    ['fr', 'mardi 24 novembre', 'Aujourd’hui', 'Maintenant'],
    ['de', 'Dienstag, 24. November', 'Heute', 'Jetzt'],
    ['pt', 'terça-feira, 24 de novembro', 'Hoje', 'Agora'],
    ['zh', '11月24日星期二', '今天', '现在'],
    ['ja', '11月24日火曜日', '今日', '今'],
  ])("%s: %s, %s, %s; times 'h:mm A' (8:30 AM)", (locale, date, today, now) => {
    expect(dateLabel(tuesday, locale)).toBe(date);
    expect(todayLabel(locale)).toBe(today);
    expect(nowLabel(locale)).toBe(now);
    const [, tuesdayGroup] = groupTimeslots(['2026-11-24T14:30:00Z'], { now: NOW, zone: CHICAGO, locale, nowAvailable: false });
    expect(tuesdayGroup!.times.map((t) => t.display)).toEqual(['8:30 AM']);
  });

  it("§3 Timeslot / §9 'h:mm A' on every page: a German page shows '3:30 PM', not '15:30'; its range too; its dates in German", () => {
    // Tuesday 12:00 and 15:30 in Berlin (CET).
    const slots = ['2026-11-24T14:30:00Z', '2026-11-24T11:00:00Z'];
    const options = { now: NOW, zone: 'Europe/Berlin', locale: 'de', nowAvailable: false };
    const times = groupTimeslots(slots, options)[1]!;
    const ranges = groupTimeslots(slots, { ...options, timerange: true })[1]!;
    expect(times.display).toBe('Dienstag, 24. November');
    expect(times.times.map((t) => t.display)).toEqual(['12:00 PM', '3:30 PM']);
    expect(ranges.times.map((t) => t.display)).toEqual(['12:00 PM - 12:15 PM', '3:30 PM - 3:45 PM']);
    // The same in French, Spanish, Chinese and Japanese, whose own short times are '15:30' or '15時30分'.
    for (const locale of ['fr', 'es', 'zh', 'ja', 'pt-BR'])
      expect(groupTimeslots(slots, { ...options, locale })[1]!.times.map((t) => t.display)).toEqual(['12:00 PM', '3:30 PM']);
  });

  it("falls back to MM/DD/YYYY (and 'Today') for a language Intl does not know; times stay 'h:mm A'", () => {
    expect(dateLabel(tuesday, 'xx')).toBe('11/24/2026');
    expect(timeLabel(tuesday)).toBe('8:30 AM');
    expect(todayLabel('xx')).toBe('Today');
  });

  it('regional tags work: en-GB keeps h:mm A, es-MX has Spanish names', () => {
    expect(
      groupTimeslots(['2026-11-24T14:30:00Z'], { now: NOW, zone: CHICAGO, locale: 'en-GB', nowAvailable: false })[1]!.times[0]!.display,
    ).toBe('8:30 AM');
    expect(dateLabel(tuesday, 'es-MX')).toBe('martes, 24 de noviembre');
  });

  it('the zone abbreviation for the column heading', () => {
    expect(zoneAbbreviation(NOW, CHICAGO)).toBe('CST');
    expect(zoneAbbreviation(NOW, 'America/New_York')).toBe('EST');
    expect(zoneAbbreviation(at('2026-07-01T12:00'), 'America/Los_Angeles')).toBe('PDT');
    expect(zoneAbbreviation(NOW, 'Europe/Paris')).toBe('GMT+1');
  });
});

describe('§4/§8 fully booked after grouping', () => {
  it("is fully booked when no date has a time (every slot past and no 'Now'), not only for an empty list", () => {
    const past = groupTimeslots(['2026-11-23T15:00:00Z', '2026-11-23T16:03:00Z'], {
      now: NOW,
      zone: CHICAGO,
      locale: 'en',
      nowAvailable: false,
    });
    expect(past.map((g) => g.times.length)).toEqual([0]);
    expect(isFullyBooked(past)).toBe(true);
    expect(isFullyBooked([])).toBe(true);
    expect(isFullyBooked(groupTimeslots(['2026-11-23T15:00:00Z'], { now: NOW, zone: CHICAGO, locale: 'en', nowAvailable: true }))).toBe(
      false,
    );
    expect(isFullyBooked(groupTimeslots(['2026-11-24T14:00:00Z'], { now: NOW, zone: CHICAGO, locale: 'en', nowAvailable: false }))).toBe(
      false,
    );
  });
});
