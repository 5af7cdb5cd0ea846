import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { zoned } from './zoned';
import { dateLabel, groupTimeslots, nowLabel, timeLabel, todayLabel } from './grouping';

/** Issue 51: §3 Timeslot, §4 Callback widget and §9 Callback rules the mutation run found unpinned. */
const CHICAGO = 'America/Chicago';
const at = (iso: string, zone = CHICAGO) => DateTime.fromISO(iso, { zone }).toMillis();
const chicago = (iso: string) => zoned(at(iso), CHICAGO);
// Monday 2026-11-23, 10:00 in Chicago (CST).
const NOW = at('2026-11-23T10:00');

describe("§9 Callback formats 'h:mm A' and MM/DD/YYYY, §4 the 'Now' 5 minutes ahead (issue 51)", () => {
  it("'h:mm A' around midnight and noon: 12:00 AM, 12:05 AM, 9:05 AM, 11:59 AM, 12:00 PM, 1:07 PM, 11:45 PM", () => {
    expect(['00:00', '00:05', '09:05', '11:59', '12:00', '13:07', '23:45'].map((time) => timeLabel(chicago(`2026-11-24T${time}`)))).toEqual(
      ['12:00 AM', '12:05 AM', '9:05 AM', '11:59 AM', '12:00 PM', '1:07 PM', '11:45 PM'],
    );
  });

  it('MM/DD/YYYY pads month and day (a language Intl does not know, or a tag it cannot read)', () => {
    const march8 = chicago('2026-03-08T12:00');
    expect(dateLabel(march8, 'xx')).toBe('03/08/2026');
    expect(dateLabel(march8, 'not a language tag!')).toBe('03/08/2026');
    expect(todayLabel('not a language tag!')).toBe('Today');
    expect(nowLabel('not a language tag!')).toBe('Now');
    // A known one: weekday, month, day.
    expect(dateLabel(march8, 'en')).toBe('Sunday, March 8');
  });

  it("a slot at exactly now + 5 minutes is offered, one a second earlier is not (§4/§9: 'Now' is 5 minutes ahead)", () => {
    const groups = groupTimeslots(['2026-11-23T16:04:59Z', '2026-11-23T16:05:00Z'], {
      now: NOW,
      zone: CHICAGO,
      locale: 'en',
      nowAvailable: false,
    });
    expect(groups).toEqual([
      { display: 'Today', value: '2026-11-23', today: true, times: [{ display: '10:05 AM', value: '2026-11-23T16:05:00Z' }] },
    ]);
  });

  it("§3 YYYY-MM-DD values with a one-digit month and day; 'Now' valued now + 5 minutes in the visitor's offset", () => {
    const groups = groupTimeslots(['2026-03-09T15:00:00Z'], {
      now: at('2026-03-05T08:58'),
      zone: CHICAGO,
      locale: 'en',
      nowAvailable: true,
    });
    expect(groups.map((g) => [g.display, g.value, g.times])).toEqual([
      ['Today', '2026-03-05', [{ display: 'Now', value: '2026-03-05T09:03:00.000-06:00', now: true }]],
      ['Monday, March 9', '2026-03-09', [{ display: '10:00 AM', value: '2026-03-09T15:00:00Z' }]],
    ]);
  });

  it("the page's own words for 'Today' and 'Now' (data-texts) win over the language's", () => {
    const groups = groupTimeslots([], {
      now: NOW,
      zone: CHICAGO,
      locale: 'fr',
      nowAvailable: true,
      labels: { today: 'Right now-ish', now: 'ASAP' },
    });
    expect(groups.map((g) => [g.display, g.times.map((t) => t.display)])).toEqual([['Right now-ish', ['ASAP']]]);
  });

  it('an item that is not a string (a broken server list) is dropped like an unreadable one', () => {
    const groups = groupTimeslots([null, 42, '2026-11-24T14:00:00Z'] as unknown as string[], {
      now: NOW,
      zone: CHICAGO,
      locale: 'en',
      nowAvailable: false,
    });
    expect(groups.map((g) => g.times.map((t) => t.value))).toEqual([[], ['2026-11-24T14:00:00Z']]);
  });

  it("§4 at 23:57 'Today' is valued tomorrow's date (now + 5 minutes), also when later days have slots", () => {
    const groups = groupTimeslots(['2026-11-25T15:00:00Z'], {
      now: at('2026-11-23T23:57'),
      zone: CHICAGO,
      locale: 'en',
      nowAvailable: false,
    });
    expect(groups.map((g) => [g.display, g.value])).toEqual([
      ['Today', '2026-11-24'],
      ['Wednesday, November 25', '2026-11-25'],
    ]);
  });
});
