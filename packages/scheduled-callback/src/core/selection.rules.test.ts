import { describe, expect, it } from 'vitest';
import type { DateGroup } from './grouping';
import { initialSelection, selectionReducer, summary, type Selection } from './selection';

/** Issue 51: spec §2 Scheduled-callback widget choices the mutation run found unpinned. */
const T1230 = '2026-11-23T18:30:00Z';
const GROUPS: DateGroup[] = [
  { display: 'Today', value: '2026-11-23', today: true, times: [{ display: '12:30 PM', value: T1230 }] },
  { display: 'Tuesday, November 24', value: '2026-11-24', times: [{ display: '8:00 AM', value: '2026-11-24T14:00:00Z' }] },
];
const run = (...intents: Parameters<typeof selectionReducer>[1][]): Selection => intents.reduce(selectionReducer, initialSelection(GROUPS));

describe('§2 choosing a date, a time and the consent (issue 51)', () => {
  it('choosing the date already chosen keeps its time and confirmation', () => {
    const chosen = run({ type: 'choose-time', time: T1230 }, { type: 'confirm', consentRequired: false });
    expect(selectionReducer(chosen, { type: 'choose-date', date: '2026-11-23' })).toBe(chosen);
  });

  it('§5 unticking the consent takes it back without an error; Confirm then shows the error again', () => {
    let s = run({ type: 'choose-time', time: T1230 }, { type: 'consent', checked: true }, { type: 'consent', checked: false });
    expect(s).toMatchObject({ consent: false, consentError: false });
    s = selectionReducer(s, { type: 'confirm', consentRequired: true });
    expect(s).toMatchObject({ consentError: true, confirmed: null });
    s = selectionReducer(s, { type: 'consent', checked: false });
    expect(s.consentError).toBe(true);
  });

  it("§2 the summary's time carries the zone abbreviation in brackets; a time no longer offered gives an empty summary", () => {
    expect(summary(GROUPS, { date: '2026-11-23', time: T1230 }, 'America/New_York')).toEqual({ date: 'Today', time: '12:30 PM (EST)' });
    expect(summary(GROUPS, { date: '2026-11-24', time: T1230 }, 'America/New_York')).toEqual({ date: '', time: '' });
  });

  it('§5 choosing another time clears the consent error; a Confirm that passes shows none', () => {
    let s = run({ type: 'choose-time', time: T1230 }, { type: 'confirm', consentRequired: true });
    expect(s.consentError).toBe(true);
    s = selectionReducer(s, { type: 'choose-date', date: '2026-11-24' });
    s = selectionReducer(s, { type: 'choose-time', time: '2026-11-24T14:00:00Z' });
    expect(s.consentError).toBe(false);
    s = selectionReducer(s, { type: 'confirm', consentRequired: false });
    expect(s).toMatchObject({ consentError: false, confirmed: { date: '2026-11-24', time: '2026-11-24T14:00:00Z' } });
  });

  it('new groups in which the chosen time is gone but its date has others: the date stays, the time is forgotten', () => {
    const chosen = run({ type: 'choose-time', time: T1230 });
    const other: DateGroup[] = [{ ...GROUPS[0]!, times: [{ display: '1:00 PM', value: '2026-11-23T19:00:00Z' }] }, GROUPS[1]!];
    expect(selectionReducer(chosen, { type: 'groups', groups: other })).toMatchObject({ date: '2026-11-23', time: null });
  });
});
