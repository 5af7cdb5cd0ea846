import type { ErrorText } from '../texts';

export interface SelectionBounds {
  min?: number | undefined;
  max?: number | undefined;
}

/**
 * Reads a panel's data-min / data-max (spec §5 Multiple-choice step, both optional).
 * Returns undefined for a missing value and null for a malformed one (not a whole number >= 0),
 * so the caller can report it and carry on without that bound.
 */
export function parseBound(raw: string | null | undefined): number | undefined | null {
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  return Number(text);
}

/**
 * Spec §5 Multiple-choice step (forward): the message for `count` checked options, or null:
 * 'Please select at least {min} option(s)', 'Please select at most {max} option(s)'.
 */
export function selectionError(count: number, bounds: SelectionBounds): ErrorText | null {
  if (bounds.min !== undefined && count < bounds.min) return { key: 'atLeast', params: { min: bounds.min } };
  if (bounds.max !== undefined && count > bounds.max) return { key: 'atMost', params: { max: bounds.max } };
  return null;
}
