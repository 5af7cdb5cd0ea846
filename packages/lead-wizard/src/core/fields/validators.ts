import * as v from 'valibot';
import type { ErrorText } from '../texts';
import { isValidPhoneFor, PHONE_MAX_LENGTH, stripPhone } from './phone';
import { normalizePostalCode, postalCodePattern } from './postal-code';

/** Spec §9: a full name has at least 3 characters. */
export const NAME_MIN_LENGTH = 3;

/**
 * What a field is checked as (spec §5 Lead form client side):
 * full_name, email, phone, postal_code, consent (dialer_consent_accepted), present
 * (day_to_call / time_to_call: must exist, may be empty), other (only native `required`).
 */
export type FieldKind = 'full_name' | 'email' | 'phone' | 'postal_code' | 'consent' | 'present' | 'other';

export interface FieldRule {
  kind: FieldKind;
  /** Empty is an error ('Required'). */
  required: boolean;
}

export interface FieldContext {
  /** ISO country of the form (phone and postal rules); default US. */
  countryCode?: string | undefined;
  /** The phone field has the country selector: its per-country message is 'Please enter a valid phone number'. */
  international?: boolean | undefined;
}

/** Field names whose rules the spec fixes; all are required (§5). */
const NAMED_RULES: Record<string, FieldKind> = {
  full_name: 'full_name',
  email: 'email',
  email_required: 'email',
  phone_number: 'phone',
  zip_code: 'postal_code',
  postal_code: 'postal_code',
  dialer_consent_accepted: 'consent',
  day_to_call: 'present',
  time_to_call: 'present',
};

/**
 * The rule of a control from its name, input type and native `required`. The spec's lead
 * fields are required whatever the markup says (except the postal code, which follows
 * `required`); other email and tel inputs get the email/phone shape check when filled.
 */
export function fieldRule(name: string, type = 'text', nativeRequired = false): FieldRule {
  const named = NAMED_RULES[name];
  if (named === 'postal_code') return { kind: named, required: nativeRequired };
  if (named === 'present') return { kind: named, required: false };
  if (named) return { kind: named, required: true };
  if (type === 'email') return { kind: 'email', required: nativeRequired };
  if (type === 'tel') return { kind: 'phone', required: nativeRequired };
  return { kind: 'other', required: nativeRequired };
}

/** full_name: at least 3 characters ('Required'), two words separated by whitespace ('Invalid'). */
export const fullNameSchema = v.pipe(
  v.string('required'),
  v.trim(),
  v.minLength(NAME_MIN_LENGTH, 'required'),
  v.regex(/^\S+\s+\S/, 'invalid'),
);

/** email: required ('Required'), a valid address ('Invalid'). */
export const emailSchema = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.email('invalid'));

/**
 * phone_number: ( ) - # and spaces stripped, required ('Required'), at most 15 characters and
 * only digits with an optional leading + ('Invalid'), then the country's pattern: 'Invalid' on
 * the plain field (§5 Lead form client side), 'Please enter a valid phone number' on the
 * international field (§5 Phone by country).
 */
export function phoneSchema(context: FieldContext = {}) {
  return v.pipe(
    v.string('required'),
    v.transform(stripPhone),
    v.nonEmpty('required'),
    v.maxLength(PHONE_MAX_LENGTH, 'invalid'),
    v.regex(/^\+?\d+$/, 'invalid'),
    v.check((value: string) => isValidPhoneFor(value, context.countryCode), context.international ? 'phoneInvalid' : 'invalid'),
  );
}

/** Postal code: upper-cased and trimmed, then the country's pattern ('Invalid'). */
export function postalCodeSchema(context: FieldContext = {}) {
  return v.pipe(
    v.string('required'),
    v.trim(),
    v.transform(normalizePostalCode),
    v.nonEmpty('required'),
    v.regex(postalCodePattern(context.countryCode), 'invalid'),
  );
}

/** A required value (native `required`, dialer_consent_accepted): not blank ('Required'). */
export const requiredSchema = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'));

/** day_to_call / time_to_call: the field must be present; an empty string is fine. */
export const presentSchema = v.string('required');

function schemaFor(kind: FieldKind, context: FieldContext) {
  switch (kind) {
    case 'full_name':
      return fullNameSchema;
    case 'email':
      return emailSchema;
    case 'phone':
      return phoneSchema(context);
    case 'postal_code':
      return postalCodeSchema(context);
    case 'present':
      return presentSchema;
    default:
      return requiredSchema;
  }
}

/** The texts a field rule gives: every check above names its text key as its message. */
type FieldTextKey = 'required' | 'invalid' | 'phoneInvalid';

/**
 * Checks one field value (spec §5 Field value: undefined when the form has no such field) and
 * returns the §8 message as its text key, or null when valid. An optional field left empty is valid.
 */
export function validateField(rule: FieldRule, value: string | undefined, context: FieldContext = {}): ErrorText | null {
  if (rule.kind !== 'present' && !rule.required && (value ?? '').trim() === '') return null;
  const result = v.safeParse(schemaFor(rule.kind, context), value, { abortPipeEarly: true });
  return result.success ? null : { key: (result.issues[0]?.message ?? 'invalid') as FieldTextKey };
}
