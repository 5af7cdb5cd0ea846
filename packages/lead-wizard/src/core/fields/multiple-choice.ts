import { atLeastMessage, atMostMessage } from './messages';

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

/** Spec §5 Multiple-choice step (forward): the message for `count` checked options, or null. */
export function selectionError(count: number, bounds: SelectionBounds): string | null {
  if (bounds.min !== undefined && count < bounds.min) return atLeastMessage(bounds.min);
  if (bounds.max !== undefined && count > bounds.max) return atMostMessage(bounds.max);
  return null;
}
