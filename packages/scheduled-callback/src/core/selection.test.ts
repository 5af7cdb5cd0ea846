import { describe, expect, it } from 'vitest';
import { groupTimeslots, type DateGroup } from './grouping';
import { EMPTY_SELECTION, initialSelection, selectionReducer, summary, unsubmittedNames, type Selection } from './selection';

const CHICAGO = 'America/Chicago';
const T1230 = '2026-11-23T18:30:00Z';
const T0800 = '2026-11-24T14:00:00Z';

const GROUPS: DateGroup[] = [
  {
    display: 'Today',
    value: '2026-11-23',
    today: true,
    times: [
      { display: 'Now', value: '2026-11-23T10:05:00.000-06:00', now: true },
      { display: '12:30 PM', value: T1230 },
    ],
  },
  { display: 'Tuesday, November 24', value: '2026-11-24', times: [{ display: '8:00 AM', value: T0800 }] },
];

const run = (...intents: Parameters<typeof selectionReducer>[1][]): Selection => intents.reduce(selectionReducer, initialSelection(GROUPS));

describe('§2 Scheduled-callback widget: choosing and confirming', () => {
  it("selects the first date after render (§2), which is always 'Today' (§4), even when Today has no times", () => {
    expect(initialSelection(GROUPS).date).toBe('2026-11-23');
    expect(initialSelection([{ ...GROUPS[0]!, times: [] }, GROUPS[1]!]).date).toBe('2026-11-23');
    expect(initialSelection([]).date).toBeNull();
  });

  it("late in the evening (Chicago 21:00, no 'Now'): the empty 'Today' is selected, not tomorrow", () => {
    // Monday 2026-11-23 21:00 in Chicago, past contact hours: 'Today' holds nothing.
    const groups = groupTimeslots([T0800], { now: Date.parse('2026-11-24T03:00:00Z'), zone: CHICAGO, locale: 'en', nowAvailable: false });
    expect(groups.map((g) => [g.display, g.times.length])).toEqual([
      ['Today', 0],
      ['Tuesday, November 24', 1],
    ]);
    expect(initialSelection(groups)).toEqual({ ...EMPTY_SELECTION, date: '2026-11-23' });
    // New groups (a change after start) with nothing chosen, and a form reset, land on it too.
    expect(selectionReducer(EMPTY_SELECTION, { type: 'groups', groups }).date).toBe('2026-11-23');
    // With it chosen, the form data holds the date and an empty time (§5).
    expect(unsubmittedNames(groups, initialSelection(groups))).toEqual(['time_to_call']);
  });

  it('groups made again (a change after start, issue 39) keep the chosen date, time, consent and confirmation while offered', () => {
    const chosen = run(
      { type: 'choose-date', date: '2026-11-24' },
      { type: 'choose-time', time: T0800 },
      { type: 'consent', checked: true },
      { type: 'confirm', consentRequired: true },
    );
    const ranges = GROUPS.map((g) => ({ ...g, times: g.times.map((t) => ({ ...t, display: `${t.display} - later` })) }));
    expect(selectionReducer(chosen, { type: 'groups', groups: ranges })).toBe(chosen);
    // The chosen time is no longer offered: the date stays, nothing else.
    const without = [GROUPS[0]!, { ...GROUPS[1]!, times: [] }];
    expect(selectionReducer(chosen, { type: 'groups', groups: without })).toEqual({ ...EMPTY_SELECTION, date: '2026-11-24' });
    // The date went: the first date, as at the start; nothing chosen yet: the first date too.
    expect(selectionReducer(chosen, { type: 'groups', groups: [GROUPS[0]!] })).toEqual(initialSelection(GROUPS));
    expect(selectionReducer(EMPTY_SELECTION, { type: 'groups', groups: GROUPS })).toEqual(initialSelection(GROUPS));
  });

  it('choosing a date forgets the time; choosing a time clears the consent given for another', () => {
    let s = run({ type: 'choose-time', time: T1230 }, { type: 'consent', checked: true });
    expect(s).toMatchObject({ time: T1230, consent: true });
    s = selectionReducer(s, { type: 'choose-time', time: T1230 });
    expect(s.consent).toBe(true);
    s = selectionReducer(s, { type: 'choose-time', time: '2026-11-23T10:05:00.000-06:00' });
    expect(s.consent).toBe(false);
    s = selectionReducer(s, { type: 'choose-date', date: '2026-11-24' });
    expect(s).toEqual({ ...EMPTY_SELECTION, date: '2026-11-24' });
  });

  it('§5 Confirm needs the consent when terms of use are shown; the error clears once checked', () => {
    let s = run({ type: 'choose-time', time: T1230 }, { type: 'confirm', consentRequired: true });
    expect(s).toMatchObject({ consentError: true, confirmed: null });
    s = selectionReducer(s, { type: 'consent', checked: true });
    expect(s.consentError).toBe(false);
    s = selectionReducer(s, { type: 'confirm', consentRequired: true });
    expect(s.confirmed).toEqual({ date: '2026-11-23', time: T1230 });
  });

  it('a reset of the form goes back to the first date with nothing chosen', () => {
    const s = run(
      { type: 'choose-date', date: '2026-11-24' },
      { type: 'choose-time', time: T0800 },
      { type: 'confirm', consentRequired: false },
      { type: 'reset', date: '2026-11-23' },
    );
    expect(s).toEqual({ ...EMPTY_SELECTION, date: '2026-11-23' });
  });

  it('Confirm without a time does nothing; a new choice empties the summary', () => {
    expect(run({ type: 'confirm', consentRequired: false }).confirmed).toBeNull();
    const s = run(
      { type: 'choose-time', time: T1230 },
      { type: 'confirm', consentRequired: false },
      { type: 'choose-time', time: '2026-11-23T10:05:00.000-06:00' },
    );
    expect(s.confirmed).toBeNull();
  });

  it('summary: the time with the zone abbreviation in brackets and the date label', () => {
    const s = run(
      { type: 'choose-date', date: '2026-11-24' },
      { type: 'choose-time', time: T0800 },
      { type: 'confirm', consentRequired: false },
    );
    expect(summary(GROUPS, s.confirmed, CHICAGO)).toEqual({ date: 'Tuesday, November 24', time: '8:00 AM (CST)' });
    const today = run({ type: 'choose-time', time: T1230 }, { type: 'confirm', consentRequired: false });
    expect(summary(GROUPS, today.confirmed, CHICAGO)).toEqual({ date: 'Today', time: '12:30 PM (CST)' });
  });

  it("summary: 'Now' gives 'Thanks! We will call you ASAP' and an empty date summary with 'Today'", () => {
    const s = run({ type: 'choose-time', time: '2026-11-23T10:05:00.000-06:00' }, { type: 'confirm', consentRequired: false });
    expect(summary(GROUPS, s.confirmed, CHICAGO)).toEqual({ date: '', time: 'Thanks! We will call you ASAP' });
    expect(summary(GROUPS, null, CHICAGO)).toEqual({ date: '', time: '' });
  });

  it('summary: the abbreviation is the one at the chosen instant, not at load (after a DST change: CST, not CDT)', () => {
    // Loaded on Friday 2026-10-30 (CDT); the fall-back day has 1:30 AM twice, then a Monday slot.
    const groups = groupTimeslots(['2026-11-01T06:30:00Z', '2026-11-01T07:30:00Z', '2026-11-02T15:00:00Z'], {
      now: Date.parse('2026-10-30T17:00:00Z'),
      zone: CHICAGO,
      locale: 'en',
      nowAvailable: false,
    });
    const chosen = (date: string, time: string) => summary(groups, { date, time }, CHICAGO).time;
    expect(chosen('2026-11-01', '2026-11-01T06:30:00Z')).toBe('1:30 AM (CDT)');
    expect(chosen('2026-11-01', '2026-11-01T07:30:00Z')).toBe('1:30 AM (CST)');
    expect(chosen('2026-11-02', '2026-11-02T15:00:00Z')).toBe('9:00 AM (CST)');
    // Spring forward: a Sunday afternoon slot seen on Saturday (CST) is CDT.
    const spring = groupTimeslots(['2026-03-08T19:00:00Z'], {
      now: Date.parse('2026-03-07T18:00:00Z'),
      zone: CHICAGO,
      locale: 'en',
      nowAvailable: false,
    });
    expect(summary(spring, { date: '2026-03-08', time: '2026-03-08T19:00:00Z' }, CHICAGO).time).toBe('2:00 PM (CDT)');
  });
});

describe('§5 day_to_call and time_to_call must be present but may be empty', () => {
  it('names the fields no checked radio submits, so the view can send them empty', () => {
    expect(unsubmittedNames([], EMPTY_SELECTION)).toEqual(['day_to_call', 'time_to_call']);
    expect(unsubmittedNames(GROUPS, { date: '2026-11-24', time: null })).toEqual(['time_to_call']);
    expect(unsubmittedNames(GROUPS, { date: '2026-11-24', time: T0800 })).toEqual([]);
    // A time of another date is not on screen, so it is not submitted.
    expect(unsubmittedNames(GROUPS, { date: '2026-11-24', time: T1230 })).toEqual(['time_to_call']);
    expect(unsubmittedNames(GROUPS, { date: '2099-01-01', time: null })).toEqual(['day_to_call', 'time_to_call']);
  });
});
