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

describe('§5 Submission-shape checks and Required: the rules pinned (issue 51)', () => {
  it('a value of spaces only is missing (Required), never a format miss', () => {
    expect(messages('new_contact', { full_name: '   ', phone_number: ' ', email: ' ', zip_code: ' ' })).toEqual([
      'Full name is required',
      'Phone number is required',
    ]);
  });

  it('values are checked trimmed', () => {
    expect(
      messages('new_contact', {
        full_name: ' Ada Lovelace ',
        phone_number: ' 2025550100 ',
        email: ' ada@example.com ',
        zip_code: ' 20500 ',
      }),
    ).toEqual([]);
  });

  it('first and last name non-blank: a tutor with only a last name misses the first name', () => {
    expect(messages('check_tutor_details', { last_name: 'Hopper', email: 'g@b.co', zip_code: '20500' })).toEqual([
      'First name is required',
      'first_name: expected a non-blank value',
    ]);
  });

  it('the name check is for the entities that send first and last names, not the phone check', () => {
    expect(messages('check_tutor_phone', { full_name: 'Grace', phone_number: '2025550100' })).toEqual(['full_name: expected two words']);
  });

  it('phone: US and CA (any case) use the US shape, other countries the international one; US by default', () => {
    expect(messages('check_tutor_phone', { phone_number: '(202) 555-0100', country_code: ' ca ' })).toEqual([]);
    expect(messages('check_tutor_phone', { phone_number: '12345678', country_code: 'ca' })).toEqual([
      'phone_number: expected a US phone number (10 digits, optional +1)',
    ]);
    expect(messages('check_tutor_phone', { phone_number: '12345678', country_code: ' ' })).toEqual([
      'phone_number: expected a US phone number (10 digits, optional +1)',
    ]);
    expect(messages('check_tutor_phone', { phone_number: '+44 20.7946.0018', country_code: 'gb' })).toEqual([]);
    expect(messages('check_tutor_phone', { phone_number: '#202-555-0100' })).toEqual([]);
    // One shape per country: a short US number is a US miss only.
    expect(messages('check_tutor_phone', { phone_number: '1234567' })).toEqual(['phone_number: expected a US phone number (10 digits, optional +1)']);
  });

  it('the shapes, at their edges', () => {
    expect(['Ada Lovelace', 'Mary Ann  Dyke', 'Ada\tLovelace'].map((s) => SHAPES.fullName.test(s))).toEqual([true, true, true]);
    expect(['Ada', 'Ada ', ' Ada', 'Ada Lovelace '].map((s) => SHAPES.fullName.test(s))).toEqual([false, false, false, false]);
    expect(['a@b.co', 'a.b+c@d.e.fg'].map((s) => SHAPES.email.test(s))).toEqual([true, true]);
    expect(['a@b', '@b.co', 'a@.co', 'a b@c.de', 'a@b.co ', ' a@b.co', 'a@b.'].map((s) => SHAPES.email.test(s))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['2025550100', '12025550100', '+12025550100', '9025550100'].map((s) => SHAPES.usPhone.test(s))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['+2025550100', '02025550100', '20255501000', 'x2025550100', '2025550100x', '++12025550100'].map((s) => SHAPES.usPhone.test(s)),
    ).toEqual([false, false, false, false, false, false]);
    expect(['12345678', '+12345678', '123456789012345', '+123456789012345'].map((s) => SHAPES.internationalPhone.test(s))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['+1234567', 'x12345678', '12345678x', '+'].map((s) => SHAPES.internationalPhone.test(s))).toEqual([false, false, false, false]);
    expect(['20500', '20500-0001'].map((s) => SHAPES.usZip.test(s))).toEqual([true, true]);
    expect(['2050', '205001', '20500-001', '20500-00011', '20500 0001', 'x20500', '20500x'].map((s) => SHAPES.usZip.test(s))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['K1A 0B1', 'K1A0B1', 'k1a-0b1'].map((s) => SHAPES.caPostcode.test(s))).toEqual([true, true, true]);
    expect(['K1A  0B1', 'K1A_0B1', '11A 0B1', 'K1A 0B', 'xK1A 0B1', 'K1A 0B1x'].map((s) => SHAPES.caPostcode.test(s))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['SW1A 1AA', 'SW1A1AA', 'M1 1AE', 'B33 8TH', 'sw1a 1aa', 'EC1A  1BB'].map((s) => SHAPES.ukPostcode.test(s))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['SW1A 1A', '1W1A 1AA', 'SWA1 1AA', 'SW1A 1AA1', 'xSW1A 1AA', 'SW1A 11A'].map((s) => SHAPES.ukPostcode.test(s))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['1234', '75008', 'AB-12 3456', '1012 AB'].map((s) => SHAPES.otherZip.test(s))).toEqual([true, true, true, true]);
    expect(['123', '12345678901', '1234_', '75008!', ' 123_'].map((s) => SHAPES.otherZip.test(s))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('http and https pages are URLs; other schemes are not', () => {
    expect(
      messages('check_email', { email: 'a@b.co' }, { page: 'http://www.example.com/', landingPage: 'https://www.example.com/' }),
    ).toEqual([]);
    expect(messages('check_email', { email: 'a@b.co' }, { page: 'ftp://www.example.com/', landingPage: 'mailto:a@b.co' })).toEqual([
      'page: expected a URL',
      'landing_page: expected a URL',
    ]);
  });

  it('accepted values are compared trimmed; every list is checked', () => {
    expect(messages('check_email', { email: 'a@b.co', how_soon: ' Not sure ', who_needs_help: 'Myself ', grade_level: ' 10th' })).toEqual(
      [],
    );
    expect(messages('check_email', { email: 'a@b.co', who_needs_help: 'My dog', how_soon: ' ' })).toEqual([
      'Unsupported who_needs_help value: My dog',
    ]);
  });

  it('unknown subject and education labels are reported for the tutor application only', () => {
    expect(messages('check_email', { email: 'a@b.co', subjects: 'Knitting', education: 'PhD' })).toEqual([]);
    expect(messages('new_tutor', { subjects: 'SAT', certifications: 'Astrology' })).toContain('Unknown education label dropped: Astrology');
  });

  it('the required fields of each action (§5 Required; checks send parts only)', () => {
    expect(messages('check_email', {})).toEqual(['Email is required']);
    expect(messages('check_tutor_details', {})).toEqual([
      'Email is required',
      'First name is required',
      'Last name is required',
      'Invalid zip code',
    ]);
    expect(messages('check_tutor_phone', {})).toEqual(['Phone number is required']);
    expect(messages('update_contact', {})).toEqual([]);
    expect(messages('new_callback', {})).toEqual(['Full name is required', 'Phone number is required']);
    // Tutor details are the built note: any other answer fills them.
    expect(
      messages('new_tutor', { full_name: 'Grace Hopper', email: 'g@b.co', phone_number: '2025550100', zip_code: '20500', years: '5' }),
    ).toEqual([]);
  });
});
describe('§5 checks: each miss says what kind it is, and the name check is for the named entities (issue 51)', () => {
  it('required, format and unsupported misses, with their field', () => {
    expect(submissionChecks(testContext({ action: 'new_contact', values: { full_name: 'Ada', how_soon: 'Soon' } }))).toEqual([
      { kind: 'required', field: 'phone_number', message: 'Phone number is required' },
      { kind: 'format', field: 'full_name', message: 'full_name: expected two words' },
      { kind: 'unsupported', field: 'how_soon', message: 'Unsupported how_soon value: Soon' },
    ]);
  });

  it('the name and email format misses name their field', () => {
    const misses = submissionChecks(testContext({ action: 'new_tutor', values: { last_name: 'Hopper', email: 'grace' } }));
    expect(misses).toContainEqual({ kind: 'format', field: 'first_name', message: 'first_name: expected a non-blank value' });
    expect(misses).toContainEqual({ kind: 'format', field: 'email', message: 'email: expected an email address' });
    expect(submissionChecks(testContext({ action: 'check_tutor_phone', values: { phone_number: '123' } }))).toEqual([
      { kind: 'format', field: 'phone_number', message: 'phone_number: expected a US phone number (10 digits, optional +1)' },
    ]);
    expect(submissionChecks(testContext({ action: 'check_tutor_phone', values: { phone_number: '123', country_code: 'DE' } }))).toEqual([
      { kind: 'format', field: 'phone_number', message: 'phone_number: expected 8-15 digits with an optional +' },
    ]);
    const tutor = submissionChecks(testContext({ action: 'new_tutor', values: { first_name: 'Grace' } }));
    expect(tutor).toContainEqual({ kind: 'format', field: 'last_name', message: 'last_name: expected a non-blank value' });
  });

  it('a class user with only a last name misses the first name; a contact sends no names to check', () => {
    expect(messages('new_user', { last_name: 'Lovelace', email: 'a@b.co', password: 'x' })).toEqual([
      'First name is required',
      'first_name: expected a non-blank value',
    ]);
    expect(messages('new_contact', { last_name: 'Lovelace', phone_number: '2025550100' })).toEqual(['Full name is required']);
  });
});
