/**
 * `[data-modal-trigger="{id}"]` (contract "Content widgets"; spec §8: "A modal trigger without id,
 * or with an id with no dialog, is reported"). The id is looked up with getElementById, never put
 * into a selector, so any characters are safe.
 */

export type TriggerTarget = { ok: true; id: string } | { ok: false; reason: string };

export function parseTrigger(value: string | null): TriggerTarget {
  const id = value?.trim() ?? '';
  if (!id) return { ok: false, reason: 'A modal trigger has no id (data-modal-trigger is empty)' };
  return { ok: true, id };
}

/** The message for a trigger whose id names no `<vt-modal>` (nor a `<dialog>` inside one). */
export function noDialogMessage(id: string): string {
  return `A modal trigger names no dialog: no <vt-modal> has the id ${JSON.stringify(id.slice(0, 100))}`;
}

/**
 * `data-timeout` in seconds (spec §2: "A timed modal opens after a page-set timeout in seconds"):
 * the delay in ms, or null when there is none. Negative or non-finite values are an error.
 */
export function timeoutMs(seconds: number | null): { ms: number | null; error?: string } {
  if (seconds === null) return { ms: null };
  if (!Number.isFinite(seconds) || seconds < 0)
    return { ms: null, error: `data-timeout must be a number of seconds, 0 or more (got ${seconds})` };
  return { ms: Math.round(seconds * 1000) };
}
