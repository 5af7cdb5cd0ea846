import { isUuid } from '@vt-elements/core';
import { entityNames } from './names';
import { isTutorFlow } from './redirect';
import { tutorFlagIds, tutorSubjectIds, tutorSummaryNote } from './tutor';
import type { LeadAction, SubmitContext } from './types';

/**
 * Spec §5 checks that only report (never block): required fields, submission shapes and
 * accepted values. The caller sends each miss to reportError with source 'lead-form'.
 */
export interface CheckMiss {
  kind: 'required' | 'format' | 'unsupported';
  field: string;
  message: string;
}

export const REQUIRED_MESSAGES = {
  full_name: 'Full name is required',
  phone_number: 'Phone number is required',
  email: 'Email is required',
  first_name: 'First name is required',
  last_name: 'Last name is required',
  tutor_summary_note: 'Tutor details are required',
  zip_code: 'Invalid zip code',
  password: 'Password is required',
} as const;

type RequiredField = keyof typeof REQUIRED_MESSAGES;

const CONTACT_REQUIRED: readonly RequiredField[] = ['full_name', 'phone_number'];
const TUTOR_REQUIRED: readonly RequiredField[] = ['email', 'first_name', 'last_name', 'phone_number', 'tutor_summary_note', 'zip_code'];
const USER_REQUIRED: readonly RequiredField[] = ['first_name', 'last_name', 'email', 'password'];

/** Spec §5 Required: which entity each action submits. Checks and validations send parts only. */
export const REQUIRED_BY_ACTION: Readonly<Record<LeadAction, readonly RequiredField[]>> = {
  check_email: ['email'],
  check_tutor_details: ['email', 'first_name', 'last_name', 'zip_code'],
  check_tutor_phone: ['phone_number'],
  new_contact: CONTACT_REQUIRED,
  new_tutor: TUTOR_REQUIRED,
  new_user: USER_REQUIRED,
  update_contact: [],
  new_callback: CONTACT_REQUIRED,
};

/** Spec §5 Accepted values. */
export const ACCEPTED_VALUES: Readonly<Record<'how_soon' | 'who_needs_help' | 'grade_level', readonly string[]>> = {
  how_soon: ['Right away', 'In a few weeks', 'Not sure', 'Other', 'Within a few days', 'Within a few weeks'],
  who_needs_help: ['I do', 'Myself', 'My child', 'Someone else'],
  grade_level: [
    'Preschool',
    'Kindergarten',
    'Elementary',
    'Elementary/Primary School',
    '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th',
    'Middle School',
    'High School',
    'College or Graduate',
    'College',
    'Graduate Level',
    'University Level',
    'Adult Learner',
    'Adult / Professional',
    'Other',
  ],
};

/** Spec §5 submission shapes. */
export const SHAPES = {
  fullName: /^\S+(\s+\S+)+$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  usPhone: /^(\+?1)?[2-9]\d{9}$/,
  internationalPhone: /^\+?\d{8,15}$/,
  usZip: /^\d{5}(-\d{4})?$/,
  caPostcode: /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/,
  ukPostcode: /^[A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2}$/,
  otherZip: /^[A-Za-z0-9 -]{4,10}$/,
} as const;

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The value a required field is checked on: tutor details are the built note, names may come from full_name. */
function requiredValue(ctx: SubmitContext, name: RequiredField, names: { first_name: string; last_name: string }): string {
  if (name === 'tutor_summary_note') return tutorSummaryNote(ctx.values);
  if (name === 'first_name' || name === 'last_name') return names[name];
  return ctx.values[name] ?? '';
}

export function submissionChecks(ctx: SubmitContext): CheckMiss[] {
  const v = ctx.values;
  const misses: CheckMiss[] = [];
  const miss = (kind: CheckMiss['kind'], field: string, message: string) => misses.push({ kind, field, message });
  const has = (name: string) => (v[name] ?? '').trim() !== '';
  // The names the payload sends: class users and leads fall back to the first word as last name.
  const names = entityNames(v, isTutorFlow(ctx.action) ? 'tutor' : 'lead');

  for (const name of REQUIRED_BY_ACTION[ctx.action] ?? []) {
    if (requiredValue(ctx, name, names).trim() === '') miss('required', name, REQUIRED_MESSAGES[name]);
  }

  // Shapes: checked only on what the form filled in (a missing value is a Required miss).
  if (has('full_name') && !SHAPES.fullName.test(v.full_name!.trim())) miss('format', 'full_name', 'full_name: expected two words');
  if (ctx.action === 'new_tutor' || ctx.action === 'new_user' || ctx.action === 'check_tutor_details') {
    if (has('full_name') || has('first_name') || has('last_name')) {
      if (!names.first_name) miss('format', 'first_name', 'first_name: expected a non-blank value');
      if (!names.last_name) miss('format', 'last_name', 'last_name: expected a non-blank value');
    }
  }
  if (has('email') && !SHAPES.email.test(v.email!.trim())) miss('format', 'email', 'email: expected an email address');
  const country = v.country_code?.trim().toUpperCase() || 'US';
  if (has('phone_number')) {
    const digits = v.phone_number!.replace(/[\s()\-.#]/g, '');
    const northAmerica = country === 'US' || country === 'CA';
    if (northAmerica && !SHAPES.usPhone.test(digits)) miss('format', 'phone_number', 'phone_number: expected a US phone number (10 digits, optional +1)');
    if (!northAmerica && !SHAPES.internationalPhone.test(digits)) miss('format', 'phone_number', 'phone_number: expected 8-15 digits with an optional +');
  }
  if (has('zip_code')) {
    const zip = v.zip_code!.trim();
    const [shape, label] =
      country === 'US' ? [SHAPES.usZip, 'a US zip code'] : country === 'CA' ? [SHAPES.caPostcode, 'a Canadian postcode'] : country === 'GB' ? [SHAPES.ukPostcode, 'a UK postcode'] : [SHAPES.otherZip, '4-10 letters, digits, spaces or hyphens'];
    if (!shape.test(zip)) miss('format', 'zip_code', `zip_code: expected ${label}`);
  }
  if (!isUuid(ctx.visitorId)) miss('format', 'visitor_id', 'visitor_id: expected a UUID');
  if (!isUrl(ctx.page)) miss('format', 'page', 'page: expected a URL');
  if (!isUrl(ctx.landingPage)) miss('format', 'landing_page', 'landing_page: expected a URL');

  for (const [name, accepted] of Object.entries(ACCEPTED_VALUES)) {
    const value = v[name]?.trim();
    if (value && !accepted.includes(value)) miss('unsupported', name, `Unsupported ${name} value: ${value}`);
  }
  if (ctx.action === 'new_tutor') {
    for (const label of tutorSubjectIds(v).unknown) miss('unsupported', 'subjects', `Unknown subject label dropped: ${label}`);
    for (const label of tutorFlagIds(v).unknown) miss('unsupported', 'flag_ids', `Unknown education label dropped: ${label}`);
  }
  return misses;
}
