/** A JSON object (not null, not an array): what every parser of our inputs (attributes, API answers, saved state) checks first. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
