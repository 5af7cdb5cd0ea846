/** `{{field_name}}` placeholders in panel text (contract; spec §3 Interpolation). */
const PLACEHOLDER = /\{\{\s*([\w-]+)\s*\}\}/g;

export function hasPlaceholder(text: string): boolean {
  PLACEHOLDER.lastIndex = 0;
  return PLACEHOLDER.test(text);
}

/**
 * Replaces each placeholder by the named field's value (empty when the field has none). The
 * result is TEXT: callers put it in text nodes, never in innerHTML, so a typed value cannot
 * inject markup.
 */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
}
