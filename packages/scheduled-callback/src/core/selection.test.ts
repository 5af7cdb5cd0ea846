import { describe, expect, it } from 'vitest';
import type { DateGroup } from './grouping';
import { EMPTY_SELECTION, initialSelection, selectionReducer, summary, type Selection } from './selection';

const GROUPS: DateGroup[] = [
  {
    display: 'Today',
    value: '2026-11-23',
    today: true,
    times: [
      { display: 'Now', value: '2026-11-23T10:05:00.000-06:00', now: true },
      { display: '12:30 PM', value: 'T1230' },
    ],
  },
  { display: 'Tuesday, November 24', value: '2026-11-24', times: [{ display: '8:00 AM', value: 'T0800' }] },
];

const run = (...intents: Parameters<typeof selectionReducer>[1][]): Selection => intents.reduce(selectionReducer, initialSelection(GROUPS));

describe('§2 Scheduled-callback widget: choosing and confirming', () => {
  it('selects the first date after render; the first one with times when Today is empty', () => {
    expect(initialSelection(GROUPS).date).toBe('2026-11-23');
    expect(initialSelection([{ ...GROUPS[0]!, times: [] }, GROUPS[1]!]).date).toBe('2026-11-24');
    expect(initialSelection([]).date).toBeNull();
  });

  it('choosing a date forgets the time; choosing a time clears the consent given for another', () => {
    let s = run({ type: 'choose-time', time: 'T1230' }, { type: 'consent', checked: true });
    expect(s).toMatchObject({ time: 'T1230', consent: true });
    s = selectionReducer(s, { type: 'choose-time', time: 'T1230' });
    expect(s.consent).toBe(true);
    s = selectionReducer(s, { type: 'choose-time', time: '2026-11-23T10:05:00.000-06:00' });
    expect(s.consent).toBe(false);
    s = selectionReducer(s, { type: 'choose-date', date: '2026-11-24' });
    expect(s).toEqual({ ...EMPTY_SELECTION, date: '2026-11-24' });
  });

  it('§5 Confirm needs the consent when terms of use are shown; the error clears once checked', () => {
    let s = run({ type: 'choose-time', time: 'T1230' }, { type: 'confirm', consentRequired: true });
    expect(s).toMatchObject({ consentError: true, confirmed: null });
    s = selectionReducer(s, { type: 'consent', checked: true });
    expect(s.consentError).toBe(false);
    s = selectionReducer(s, { type: 'confirm', consentRequired: true });
    expect(s.confirmed).toEqual({ date: '2026-11-23', time: 'T1230' });
  });

  it('a reset of the form goes back to the first date with nothing chosen', () => {
    const s = run(
      { type: 'choose-date', date: '2026-11-24' },
      { type: 'choose-time', time: 'T0800' },
      { type: 'confirm', consentRequired: false },
      { type: 'reset', date: '2026-11-23' },
    );
    expect(s).toEqual({ ...EMPTY_SELECTION, date: '2026-11-23' });
  });

  it('Confirm without a time does nothing; a new choice empties the summary', () => {
    expect(run({ type: 'confirm', consentRequired: false }).confirmed).toBeNull();
    const s = run(
      { type: 'choose-time', time: 'T1230' },
      { type: 'confirm', consentRequired: false },
      { type: 'choose-time', time: '2026-11-23T10:05:00.000-06:00' },
    );
    expect(s.confirmed).toBeNull();
  });

  it('summary: the time with the zone abbreviation in brackets and the date label', () => {
    const s = run(
      { type: 'choose-date', date: '2026-11-24' },
      { type: 'choose-time', time: 'T0800' },
      { type: 'confirm', consentRequired: false },
    );
    expect(summary(GROUPS, s.confirmed, 'CST')).toEqual({ date: 'Tuesday, November 24', time: '8:00 AM (CST)' });
    const today = run({ type: 'choose-time', time: 'T1230' }, { type: 'confirm', consentRequired: false });
    expect(summary(GROUPS, today.confirmed, 'CST')).toEqual({ date: 'Today', time: '12:30 PM (CST)' });
  });

  it("summary: 'Now' gives 'Thanks! We will call you ASAP' and an empty date summary with 'Today'", () => {
    const s = run({ type: 'choose-time', time: '2026-11-23T10:05:00.000-06:00' }, { type: 'confirm', consentRequired: false });
    expect(summary(GROUPS, s.confirmed, 'CST')).toEqual({ date: '', time: 'Thanks! We will call you ASAP' });
    expect(summary(GROUPS, null, 'CST')).toEqual({ date: '', time: '' });
  });
});
