import { isNorthAmerican, normalizeCountry } from './country';
import { PHONE_MAX_LENGTH } from './phone';
import { postalCodeMaxLength } from './postal-code';

/**
 * A field's mask in the spec's notation (9 = one digit; everything else is a literal) and its
 * maximum length. A null mask means free text limited to maxLength.
 */
export interface MaskSpec {
  mask: string | null;
  maxLength: number;
}

/** The spec's digit placeholder, given to maska as a token. */
export const DIGIT_TOKEN = '9';

/** Spec §5 Phone by country masks. */
export const PHONE_MASKS = {
  northAmerican: { mask: '(999) 999-9999', maxLength: 14 },
  GB: { mask: '99999 999 999', maxLength: 13 },
  other: { mask: null, maxLength: PHONE_MAX_LENGTH },
} as const satisfies Record<string, MaskSpec>;

export function phoneMask(countryCode: string | null | undefined): MaskSpec {
  const country = normalizeCountry(countryCode);
  if (isNorthAmerican(country)) return PHONE_MASKS.northAmerican;
  if (country === 'GB') return PHONE_MASKS.GB;
  return PHONE_MASKS.other;
}

/**
 * Applied to what the visitor typed or pasted before the mask: a leading 00 becomes + (spec
 * §5); for the digit-only masks a dial code the mask cannot show is dropped first, so a pasted
 * '+1 212 555 1234' or '+44 7700 900123' lands in the mask as the national number.
 */
export function phonePreProcess(countryCode: string | null | undefined, value: string): string {
  const country = normalizeCountry(countryCode);
  if (isNorthAmerican(country)) return value.replace(/^(\D*?)(?:\+|00)?1/, '$1');
  if (country === 'GB') return value.replace(/^\s*(?:\+|00)\s*44\s*(?:\(0\)\s*)?/, '0');
  return value.replace(/^\s*00/, '+');
}

/** Spec §5 Postal code: US digits only (5), other countries free text up to their maximum. */
export function postalCodeMask(countryCode: string | null | undefined): MaskSpec {
  const maxLength = postalCodeMaxLength(countryCode);
  return normalizeCountry(countryCode) === 'US' ? { mask: '99999', maxLength } : { mask: null, maxLength };
}
