import { describe, expect, it } from 'vitest';
import { ACCEPTED_VALUES, REQUIRED_MESSAGES, SHAPES, submissionChecks } from './checks';
import { testContext } from '../../../../../tests/support/lead-submit-context';
import { classUserPayload } from './account';
import { tutorDetailsValidation } from './tutor';
import type { LeadAction } from './types';

const messages = (action: LeadAction, values: Record<string, string>, overrides = {}) =>
  submissionChecks(testContext({ action, values, ...overrides })).map((m) => m.message);

describe('§5 Required', () => {
  it('pins the messages', () => {
    expect(Object.values(REQUIRED_MESSAGES)).toEqual([
      'Full name is required',
      'Phone number is required',
      'Email is required',
      'First name is required',
      'Last name is required',
      'Tutor details are required',
      'Invalid zip code',
      'Password is required',
    ]);
  });
  it('contact: full name and phone', () => {
    expect(messages('new_contact', {})).toEqual(['Full name is required', 'Phone number is required']);
  });
  it('tutor: email, first name, last name, phone, tutor details, zip', () => {
    expect(messages('new_tutor', {})).toEqual([
      'Email is required',
      'First name is required',
      'Last name is required',
      'Phone number is required',
      'Tutor details are required',
      'Invalid zip code',
    ]);
  });
  it('user: first name, last name, email, password', () => {
    expect(messages('new_user', {})).toEqual(['First name is required', 'Last name is required', 'Email is required', 'Password is required']);
  });
  it('a complete contact has no misses', () => {
    expect(messages('new_contact', { full_name: 'Ada Lovelace', phone_number: '(202) 555-0100', email: 'ada@example.com', zip_code: '20500' })).toEqual([]);
  });
});

describe('§5 Names: the required checks use the names the payload sends', () => {
  const user = { full_name: 'Ada', email: 'a@b.co', password: 'x' };
  it('a one-word class user: last name falls back to the first word, so nothing is missing', () => {
    expect(classUserPayload(testContext({ action: 'new_user', values: user }))).toMatchObject({ first_name: 'Ada', last_name: 'Ada' });
    expect(messages('new_user', user)).toEqual(['full_name: expected two words']);
  });
  it('a one-word tutor applicant: no fallback, so the last name is reported missing', () => {
    const values = { full_name: 'Grace', email: 'g@b.co', zip_code: '20500' };
    expect(tutorDetailsValidation(testContext({ action: 'check_tutor_details', values }))).toMatchObject({ first_name: 'Grace', last_name: '' });
    expect(messages('check_tutor_details', values)).toContain('Last name is required');
  });
  it('explicit first_name and last_name fields win for both', () => {
    expect(messages('new_user', { first_name: 'Ada', last_name: 'Lovelace', email: 'a@b.co', password: 'x' })).toEqual([]);
  });
});

describe('§5 Submission-shape checks', () => {
  it('full name two words', () => {
    expect(messages('new_contact', { full_name: 'Ada', phone_number: '2025550100' })).toEqual(['full_name: expected two words']);
  });
  it('first and last name non-blank for tutors (no last-name fallback)', () => {
    expect(messages('new_tutor', { full_name: 'Grace', email: 'g@b.co', phone_number: '2025550100', zip_code: '20500', years: '5' })).toEqual([
      'Last name is required',
      'full_name: expected two words',
      'last_name: expected a non-blank value',
    ]);
  });
  it('email', () => {
    expect(SHAPES.email.test('ada@example.com')).toBe(true);
    expect(messages('check_email', { email: 'ada@example' })).toEqual(['email: expected an email address']);
  });
  it('US phone: 10 digits starting 2-9 with optional +1', () => {
    for (const ok of ['2025550100', '+12025550100', '12025550100']) expect(SHAPES.usPhone.test(ok)).toBe(true);
    for (const bad of ['1025550100', '202555010', '+22025550100']) expect(SHAPES.usPhone.test(bad)).toBe(false);
    expect(messages('check_tutor_phone', { phone_number: '(102) 555-0100' })).toEqual(['phone_number: expected a US phone number (10 digits, optional +1)']);
  });
  it('international phone: 8-15 digits with optional plus', () => {
    expect(SHAPES.internationalPhone.test('+442071234567')).toBe(true);
    expect(SHAPES.internationalPhone.test('1234567')).toBe(false);
    expect(SHAPES.internationalPhone.test('1234567890123456')).toBe(false);
    expect(messages('check_tutor_phone', { phone_number: '12345', country_code: 'GB' })).toEqual(['phone_number: expected 8-15 digits with an optional +']);
  });
  it('zip codes by country', () => {
    expect(SHAPES.usZip.test('20500-0001')).toBe(true);
    expect(SHAPES.caPostcode.test('K1A 0B1')).toBe(true);
    expect(SHAPES.caPostcode.test('K1A-0B1')).toBe(true);
    expect(SHAPES.ukPostcode.test('SW1A 1AA')).toBe(true);
    expect(SHAPES.otherZip.test('75008')).toBe(true);
    expect(SHAPES.otherZip.test('123')).toBe(false);
    const zipMiss = (zip: string, country_code: string) => messages('check_email', { email: 'a@b.co', zip_code: zip, country_code });
    expect(zipMiss('2050', 'US')).toEqual(['zip_code: expected a US zip code']);
    expect(zipMiss('20500', 'CA')).toEqual(['zip_code: expected a Canadian postcode']);
    expect(zipMiss('20500', 'GB')).toEqual(['zip_code: expected a UK postcode']);
    expect(zipMiss('1_2', 'FR')).toEqual(['zip_code: expected 4-10 letters, digits, spaces or hyphens']);
  });
  it('visitor_id UUID shape, page and landing_page URLs', () => {
    expect(messages('check_email', { email: 'a@b.co' }, { visitorId: 'abc', page: 'nope', landingPage: 'javascript:x' })).toEqual([
      'visitor_id: expected a UUID',
      'page: expected a URL',
      'landing_page: expected a URL',
    ]);
  });
});

describe('§5 Accepted values', () => {
  it('pins the lists', () => {
    expect(ACCEPTED_VALUES.how_soon).toEqual(['Right away', 'In a few weeks', 'Not sure', 'Other', 'Within a few days', 'Within a few weeks']);
    expect(ACCEPTED_VALUES.who_needs_help).toEqual(['I do', 'Myself', 'My child', 'Someone else']);
    expect(ACCEPTED_VALUES.grade_level).toEqual([
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
    ]);
  });
  it('reports other values', () => {
    expect(messages('check_email', { email: 'a@b.co', how_soon: 'Yesterday', who_needs_help: 'My child', grade_level: '13th' })).toEqual([
      'Unsupported how_soon value: Yesterday',
      'Unsupported grade_level value: 13th',
    ]);
    // Only the spec's spelling of a grade is accepted.
    expect(messages('check_email', { email: 'a@b.co', grade_level: '1st Grade' })).toEqual(['Unsupported grade_level value: 1st Grade']);
  });
  it('tutor applications report unknown subject and education labels', () => {
    const misses = submissionChecks(testContext({ action: 'new_tutor', values: { subjects: 'SAT,Knitting', education: 'PhD' } })).filter((m) => m.kind === 'unsupported');
    expect(misses.map((m) => m.message)).toEqual(['Unknown subject label dropped: Knitting', 'Unknown education label dropped: PhD']);
  });
});
