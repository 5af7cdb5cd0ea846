/** Spec §9: default country US. */
export const DEFAULT_COUNTRY = 'US';

/**
 * The form's country_code as an ISO alpha-2 code: trimmed, upper-cased, 'UK' read as 'GB'
 * (a common CMS spelling), empty or missing gives the default 'US'.
 */
export function normalizeCountry(code: string | null | undefined): string {
  const value = (code ?? '').trim().toUpperCase();
  if (!value) return DEFAULT_COUNTRY;
  return value === 'UK' ? 'GB' : value;
}

/** US and Canada share the North American pattern and mask (spec §5 Phone by country). */
export function isNorthAmerican(country: string): boolean {
  return country === 'US' || country === 'CA';
}
