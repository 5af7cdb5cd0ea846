/**
 * Spec §5 Names: a full name splits on the first space into the first name and the rest.
 * Lead payloads fall back to the full name as last name when there is no second word; tutor
 * applicants get no fallback (an empty last name, which the server then rejects).
 */

export interface SplitName {
  first_name: string;
  last_name: string;
}

export function splitName(fullName: string | undefined, options: { lastNameFallback?: boolean } = {}): SplitName {
  const trimmed = (fullName ?? '').trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { first_name: trimmed, last_name: options.lastNameFallback ? trimmed : '' };
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) };
}

/** First and last name from the form: explicit fields win over a split full_name. */
export function formNames(values: Record<string, string>, options: { lastNameFallback?: boolean } = {}): SplitName {
  const split = splitName(values.full_name, options);
  return {
    first_name: values.first_name?.trim() || split.first_name,
    last_name: values.last_name?.trim() || split.last_name,
  };
}

/** Which name rule an entity follows (spec §5): tutor applicants, or leads and class users. */
export type NameEntity = 'tutor' | 'lead';

/**
 * The first and last name an entity's payload sends, and the value its required checks look at
 * (one function for both, so a check never disagrees with what is sent). Only tutor applicants
 * have no last-name fallback (spec §5).
 */
export function entityNames(values: Record<string, string>, entity: NameEntity): SplitName {
  return formNames(values, { lastNameFallback: entity !== 'tutor' });
}
