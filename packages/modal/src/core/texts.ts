/**
 * `data-texts` (contract "Strings and languages"): a JSON object of text keys to strings. Unknown
 * keys are refused so a typo is reported rather than silently ignored. Shared by the modal and
 * locale elements; `{name}` placeholders are filled in as text, never as markup.
 */
export function textsCheck<T extends Record<string, string>>(defaults: T): (value: unknown) => Partial<T> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new Error('expected a JSON object of text keys to strings');
    for (const [key, text] of Object.entries(value)) {
      if (!(key in defaults)) throw new Error(`unknown text key "${key}" (known: ${Object.keys(defaults).join(', ')})`);
      if (typeof text !== 'string') throw new Error(`text "${key}" must be a string`);
    }
    return value as Partial<T>;
  };
}

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
