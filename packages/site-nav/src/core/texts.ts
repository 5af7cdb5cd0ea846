/**
 * The texts the element adds (contract "Strings and languages"): defaults follow the page's `lang`
 * (English, Spanish); `data-texts` replaces any of them. `{label}` is filled in as text.
 */
export interface NavTexts {
  /** A disclosure button's name: `{label}` is its link's text. */
  submenu: string;
  /** The drawer's back button (goes up one level). */
  back: string;
}

export const TEXTS: Record<'en' | 'es', NavTexts> = {
  en: { submenu: '{label} sub-menu', back: 'Back' },
  es: { submenu: 'Submenú de {label}', back: 'Volver' },
};

/** `data-texts`: a JSON object of text keys to strings (unknown keys are refused, so a typo is reported). */
export function parseTexts(value: unknown): Partial<NavTexts> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('expected a JSON object of text keys to strings');
  for (const [key, text] of Object.entries(value)) {
    if (!(key in TEXTS.en)) throw new Error(`unknown text key "${key}" (known: ${Object.keys(TEXTS.en).join(', ')})`);
    if (typeof text !== 'string') throw new Error(`text "${key}" must be a string`);
  }
  return value as Partial<NavTexts>;
}

export function textsFor(lang: string | null | undefined, overrides?: Partial<NavTexts> | null): NavTexts {
  const primary = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return { ...(primary === 'es' ? TEXTS.es : TEXTS.en), ...overrides };
}

export const fill = (text: string, label: string): string => text.replace('{label}', label);
