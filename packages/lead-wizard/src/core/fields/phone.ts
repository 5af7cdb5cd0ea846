import { isNorthAmerican, normalizeCountry } from './country';
import { lengthBounds, phoneRule, type PhoneRule } from './phone-rules';

/** Spec §9 / §5: a lead-form phone number has at most 15 characters (after stripping). */
export const PHONE_MAX_LENGTH = 15;

/** Spec §5: the characters ( ) - # and space are stripped before any phone check. */
const STRIPPED = /[()\-#\s]/g;

/** Spec §5 Lead form / Phone by country: optional leading 1, area code 2-9, 10 digits. */
export const NORTH_AMERICAN_PATTERN = /^(?:\+?1)?[2-9]\d{9}$/;

/**
 * Spec §5 "GB: UK pattern": +44 or the trunk 0, then a national number in the ranges Ofcom
 * allocates: 07 (mobile) always 10 digits, 01/02 geographic, 03, 05, 08, 09 9 or 10 digits.
 */
export const UK_PATTERN = /^(?:\+44|0)(?:7\d{9}|[12358-9]\d{8,9})$/;

/** Spec §5 generic international pattern (as in the submission-shape check): 8-15 digits, optional plus. */
export const INTERNATIONAL_PATTERN = /^\+?\d{8,15}$/;

/** Spec §5 Phone by country: a leading 00 becomes + (the international call prefix). */
export function leadingZerosToPlus(value: string): string {
  return value.replace(/^00/, '+');
}

/** Strips ( ) - # and whitespace (spec §5), then turns a leading 00 into +. */
export function stripPhone(value: string): string {
  return leadingZerosToPlus(value.replace(STRIPPED, ''));
}

/**
 * Does a stripped number fit a per-country rule? National mode: the visitor types the national
 * number (a trunk prefix such as the UK's 0 is allowed); a number starting with + must carry
 * the rule's dial code.
 */
export function matchesPhoneRule(stripped: string, rule: PhoneRule): boolean {
  const candidates: string[] = [];
  if (stripped.startsWith('+')) {
    if (stripped.startsWith(`+${rule.dialCode}`)) candidates.push(stripped.slice(rule.dialCode.length + 1));
  } else {
    candidates.push(stripped);
    if (rule.trunkPrefix && stripped.startsWith(rule.trunkPrefix)) candidates.push(stripped.slice(rule.trunkPrefix.length));
  }
  const { min, max } = lengthBounds(rule);
  const prefix = new RegExp(`^(?:${rule.prefix})`);
  return candidates.some((national) => /^\d+$/.test(national) && national.length >= min && national.length <= max && prefix.test(national));
}

/**
 * Spec §5 Phone by country, on a stripped number: US/CA the North American pattern, GB the UK
 * pattern, a country with a rule its rule, any other the generic international pattern.
 */
export function isValidPhoneFor(stripped: string, countryCode: string | null | undefined): boolean {
  const country = normalizeCountry(countryCode);
  if (isNorthAmerican(country)) return NORTH_AMERICAN_PATTERN.test(stripped);
  if (country === 'GB') return UK_PATTERN.test(stripped);
  const rule = phoneRule(country);
  return rule ? matchesPhoneRule(stripped, rule) : INTERNATIONAL_PATTERN.test(stripped);
}
