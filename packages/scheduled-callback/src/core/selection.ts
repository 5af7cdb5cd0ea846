import { parseIso, zoneAbbreviation } from './zoned';
import type { DateGroup, TimeItem } from './grouping';
import { EN } from './texts';

/** What the visitor has chosen in the picker (spec §2 Scheduled-callback widget). */
export interface Selection {
  /** The chosen date group's value (day_to_call). */
  date: string | null;
  /** The chosen time item's value (time_to_call). */
  time: string | null;
  /** dialer_consent_accepted for the chosen time. */
  consent: boolean;
  consentError: boolean;
  /** Set by Confirm; fills the summary. */
  confirmed: { date: string; time: string } | null;
}

export type SelectionIntent =
  | { type: 'choose-date'; date: string }
  | { type: 'choose-time'; time: string }
  | { type: 'consent'; checked: boolean }
  | { type: 'confirm'; consentRequired: boolean }
  /** The surrounding form was reset: back to the given date, nothing else chosen. */
  | { type: 'reset'; date: string | null }
  /** The offered slots were grouped again (new slots, data-timerange, texts…): what is still offered stays chosen. */
  | { type: 'groups'; groups: readonly DateGroup[] };

export const EMPTY_SELECTION: Selection = { date: null, time: null, consent: false, consentError: false, confirmed: null };

/**
 * Spec §2: "the first date is selected automatically after render", and §4: the synthetic 'Today'
 * is always first. So 'Today' is selected even when it has no times (late in the evening, no
 * 'Now'): the time column then says so (texts' noTimesToday), and the visitor picks another day.
 */
export function initialSelection(groups: readonly DateGroup[]): Selection {
  return { ...EMPTY_SELECTION, date: groups[0]?.value ?? null };
}

/**
 * Choosing a date shows its times (and forgets the time); choosing a time clears the consent of
 * the previous one (spec §2); a changed choice empties the summary until confirmed again. New
 * groups (a change after start, issue 39) keep the chosen date and time while both are still
 * offered; a date whose time went keeps the date; else the first date, as at the start.
 */
export function selectionReducer(state: Selection, intent: SelectionIntent): Selection {
  switch (intent.type) {
    case 'reset':
      return { ...EMPTY_SELECTION, date: intent.date };
    case 'groups': {
      const group = intent.groups.find((g) => g.value === state.date);
      if (!group) return initialSelection(intent.groups);
      return !state.time || group.times.some((t) => t.value === state.time) ? state : { ...EMPTY_SELECTION, date: group.value };
    }
    case 'choose-date':
      if (intent.date === state.date) return state;
      return { ...EMPTY_SELECTION, date: intent.date };
    case 'choose-time':
      if (intent.time === state.time) return state;
      return { ...state, time: intent.time, consent: false, consentError: false, confirmed: null };
    case 'consent':
      return { ...state, consent: intent.checked, consentError: state.consentError && !intent.checked };
    case 'confirm':
      if (!state.date || !state.time) return state;
      if (intent.consentRequired && !state.consent) return { ...state, consentError: true };
      return { ...state, consentError: false, confirmed: { date: state.date, time: state.time } };
  }
}

export function findTime(
  groups: readonly DateGroup[],
  date: string | null,
  time: string | null,
): { group: DateGroup; item: TimeItem } | null {
  const group = groups.find((g) => g.value === date);
  const item = group?.times.find((t) => t.value === time);
  return group && item ? { group, item } : null;
}

/**
 * Spec §2: the summary after Confirm: the time with the zone abbreviation in brackets, or
 * 'Thanks! We will call you ASAP' for 'Now'; the date label, empty for 'Today' with 'Now'.
 * The abbreviation is the zone's at the chosen instant (after a DST change it differs from now's).
 */
export function summary(
  groups: readonly DateGroup[],
  confirmed: Selection['confirmed'],
  zone: string,
  asap: string = EN.asap,
): { date: string; time: string } {
  const found = confirmed ? findTime(groups, confirmed.date, confirmed.time) : null;
  if (!found) return { date: '', time: '' };
  if (found.item.now) return { date: found.group.today ? '' : found.group.display, time: asap };
  const at = parseIso(found.item.value, zone);
  const abbr = at !== null ? zoneAbbreviation(at, zone) : '';
  // A label that repeats on a fall-back day already carries its abbreviation.
  const labelled = !abbr || found.item.display.endsWith(`(${abbr})`);
  return { date: found.group.display, time: labelled ? found.item.display : `${found.item.display} (${abbr})` };
}

/**
 * Spec §5: day_to_call and time_to_call must be present but may be empty. The names that no
 * checked radio submits now, so the view renders an empty hidden input for each.
 */
export function unsubmittedNames(
  groups: readonly DateGroup[],
  selection: Pick<Selection, 'date' | 'time'>,
): ('day_to_call' | 'time_to_call')[] {
  const names: ('day_to_call' | 'time_to_call')[] = [];
  if (!groups.some((g) => g.value === selection.date)) names.push('day_to_call');
  if (!findTime(groups, selection.date, selection.time)) names.push('time_to_call');
  return names;
}
