import { normalizeCountry } from './country';

/** Spec §5 Postal code patterns (checked on the upper-cased, trimmed value). */
export const POSTAL_CODE_PATTERNS = {
  /** 5 digits with an optional -4. */
  US: /^\d{5}(?:-\d{4})?$/,
  /** Letter-digit-letter, optional space or hyphen, digit-letter-digit. */
  CA: /^[A-Z]\d[A-Z][ -]?\d[A-Z]\d$/,
  /** UK postcode: outward code (A9, A99, AA9, AA99, A9A, AA9A), optional space, inward code 9AA; and GIR 0AA. */
  GB: /^(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/,
  /** Any other country: 4-10 word characters, hyphens or spaces. */
  other: /^[\w\- ]{4,10}$/,
} as const;

/** Spec §5 maximum lengths of the postal code field (the mask's limit). */
export const POSTAL_CODE_MAX_LENGTH = { US: 5, CA: 7, GB: 8, other: 10 } as const;

type PostalKey = keyof typeof POSTAL_CODE_PATTERNS;

function postalKey(countryCode: string | null | undefined): PostalKey {
  const country = normalizeCountry(countryCode);
  return country === 'US' || country === 'CA' || country === 'GB' ? country : 'other';
}

export function postalCodePattern(countryCode: string | null | undefined): RegExp {
  return POSTAL_CODE_PATTERNS[postalKey(countryCode)];
}

export function postalCodeMaxLength(countryCode: string | null | undefined): number {
  return POSTAL_CODE_MAX_LENGTH[postalKey(countryCode)];
}

/** Spec §5: label 'ZIP Code' for US, else 'Postal Code' (their text keys). */
export function postalCodeLabel(countryCode: string | null | undefined): 'zipCode' | 'postalCode' {
  return normalizeCountry(countryCode) === 'US' ? 'zipCode' : 'postalCode';
}

/** Spec §5: postal codes are upper-cased on change. */
export function normalizePostalCode(value: string): string {
  return value.toUpperCase();
}

export function isValidPostalCode(value: string, countryCode: string | null | undefined): boolean {
  return postalCodePattern(countryCode).test(normalizePostalCode(value.trim()));
}
