/**
 * What a reloaded lead form keeps (README "Nothing typed is lost on reload"): only what the
 * visitor typed or chose, never secrets or fields a response wrote. Pure rules; dom/persist.ts
 * reads and writes the real controls and sessionStorage.
 */

/** Saved per form in sessionStorage: the step the visitor was on and their values. */
export interface SavedForm {
  v: 1;
  /** The step index to resume at (validated again on restore). */
  step: number;
  /** Per field name: checked values (radios, checkboxes), selected options (selects), or the texts in document order. */
  values: Record<string, string[]>;
  /** The international phone field's country choice (its <select> has no name; country_code is hidden). */
  country?: string;
}

/** Input types whose value the visitor types or chooses. hidden, password, file and buttons never count. */
const KEPT_TYPES = new Set([
  'text',
  'email',
  'tel',
  'number',
  'url',
  'search',
  'date',
  'month',
  'week',
  'time',
  'datetime-local',
  'color',
  'range',
  'radio',
  'checkbox',
]);

/** autocomplete tokens of secrets: card data, one-time codes, passwords (a show-password toggle makes type=text). */
function secretAutocomplete(autocomplete: string): boolean {
  return autocomplete
    .toLowerCase()
    .split(/\s+/)
    .some((token) => token.startsWith('cc-') || token === 'one-time-code' || token === 'new-password' || token === 'current-password');
}

/** Whether a control's value is kept: `tag` is INPUT/SELECT/TEXTAREA, `type` the input type. */
export function keepsControl(control: { tag: string; type: string; name: string; autocomplete: string }): boolean {
  if (!control.name || secretAutocomplete(control.autocomplete)) return false;
  const tag = control.tag.toUpperCase();
  if (tag === 'SELECT' || tag === 'TEXTAREA') return true;
  return tag === 'INPUT' && KEPT_TYPES.has(control.type.toLowerCase());
}

/**
 * The sessionStorage key: the page path and query without the hash (the same leadform may sit on
 * several pages, each its own visit; the hash is the wizard's own #get-started/{n}), the
 * leadform, and the element's id or, without one, its position among the page's wizards with
 * that leadform (two wizards, or two forms without a leadform, never share an entry).
 */
export function storageKey(path: string, leadform: string, discriminator: string): string {
  return `vt-lead-wizard:${path}:${leadform}:${discriminator}`;
}

/** Parses a stored entry; anything malformed (another version, hand edits) is null. */
export function parseSaved(raw: string | null): SavedForm | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { v, step, values, country } = data as Record<string, unknown>;
  if (v !== 1 || typeof step !== 'number' || !Number.isInteger(step) || typeof values !== 'object' || values === null) return null;
  const clean: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(values)) {
    if (Array.isArray(list) && list.every((item) => typeof item === 'string')) clean[name] = list as string[];
  }
  return { v: 1, step, values: clean, ...(typeof country === 'string' ? { country } : {}) };
}
