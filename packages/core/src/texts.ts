/**
 * Contract "Strings and languages": every text an element renders has an English and a Spanish
 * default, picked by the page's `lang`, and `data-texts` (a JSON object of text keys to strings)
 * replaces any of them. One helper for every element, so each checks and picks texts the same way.
 */

/** An element's default texts, one table per language it ships. */
export interface TextTables<T extends object> {
  en: T;
  es: T;
}

/** The closest `lang` around the element, else the document's ('' when neither says). */
export function pageLang(host?: Element | null): string {
  return host?.closest('[lang]')?.getAttribute('lang')?.trim() || globalThis.document?.documentElement.lang.trim() || '';
}

/** The defaults for `lang` (its primary subtag: Spanish for `es`, `es-MX`…, else English), with the overrides on top. */
export function textsFor<T extends object>(tables: TextTables<T>, lang: string | null | undefined, overrides?: Partial<T> | null): T {
  const primary = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return { ...(primary === 'es' ? tables.es : tables.en), ...overrides };
}

/**
 * The `check` of a `data-texts` JSON attribute: a JSON object whose keys are text keys of `known`
 * and whose values are strings. An unknown key is refused, so a typo is reported rather than ignored.
 */
export function textsCheck<T extends object>(known: T): (value: unknown) => Partial<T> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new Error('expected a JSON object of text keys to strings');
    for (const [key, text] of Object.entries(value)) {
      if (!(key in known)) throw new Error(`unknown text key "${key}" (known: ${Object.keys(known).join(', ')})`);
      if (typeof text !== 'string') throw new Error(`text "${key}" must be a string`);
    }
    return value as Partial<T>;
  };
}

/** Fills `{name}` placeholders as text (never markup); a placeholder with no value (absent or undefined) stays as written. */
export function fillText(text: string, values: Readonly<Partial<Record<string, string | number>>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (values[key] === undefined ? whole : String(values[key])));
}
