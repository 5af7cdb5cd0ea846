import { describe, expect, it } from 'vitest';
import { english } from '../texts';
import { fieldRule, NAME_MIN_LENGTH, validateField as fieldError, type FieldRule } from './validators';

const required = (kind: FieldRule['kind']): FieldRule => ({ kind, required: true });

/** The rules give a text key, worded where it is shown; these tests read it in the spec's English. */
function validateField(...args: Parameters<typeof fieldError>): string | null {
  const error = fieldError(...args);
  return error && english(error);
}

describe('§8 field errors leave the rules as text keys (worded where they are shown)', () => {
  it('Required, Invalid and the per-country phone text', () => {
    expect(fieldError(required('full_name'), '')).toEqual({ key: 'required' });
    expect(fieldError(required('email'), 'ada')).toEqual({ key: 'invalid' });
    expect(fieldError(required('phone'), '07700 900 12', { countryCode: 'GB', international: true })).toEqual({ key: 'phoneInvalid' });
    expect(fieldError(required('email'), 'ada@example.com')).toBeNull();
  });
});

describe('§5 Lead form client side: fieldRule', () => {
  it('knows the spec fields by name; they are required whatever the markup says', () => {
    expect(fieldRule('full_name')).toEqual({ kind: 'full_name', required: true });
    expect(fieldRule('email', 'email')).toEqual({ kind: 'email', required: true });
    expect(fieldRule('email_required', 'email')).toEqual({ kind: 'email', required: true });
    expect(fieldRule('phone_number', 'tel')).toEqual({ kind: 'phone', required: true });
    expect(fieldRule('dialer_consent_accepted', 'checkbox')).toEqual({ kind: 'consent', required: true });
  });

  it('day_to_call and time_to_call must be present but may be empty', () => {
    expect(fieldRule('day_to_call', 'radio')).toEqual({ kind: 'present', required: false });
    expect(validateField(fieldRule('day_to_call'), '')).toBeNull();
    expect(validateField(fieldRule('time_to_call'), '2026-11-23T15:00:00Z')).toBeNull();
    expect(validateField(fieldRule('time_to_call'), undefined)).toBe('Required');
  });

  it('the postal code and other fields follow native required', () => {
    expect(fieldRule('zip_code')).toEqual({ kind: 'postal_code', required: false });
    expect(fieldRule('zip_code', 'text', true)).toEqual({ kind: 'postal_code', required: true });
    expect(fieldRule('grade', 'select-one', true)).toEqual({ kind: 'other', required: true });
    expect(fieldRule('notes', 'textarea')).toEqual({ kind: 'other', required: false });
    expect(fieldRule('parent_email', 'email')).toEqual({ kind: 'email', required: false });
    expect(fieldRule('other_phone', 'tel', true)).toEqual({ kind: 'phone', required: true });
  });

  it('native required fields show Required; optional empty fields are valid', () => {
    expect(validateField(fieldRule('grade', 'select-one', true), '')).toBe('Required');
    expect(validateField(fieldRule('grade', 'select-one', true), '   ')).toBe('Required');
    expect(validateField(fieldRule('grade', 'select-one', true), '5th')).toBeNull();
    expect(validateField(fieldRule('notes', 'textarea'), '')).toBeNull();
    expect(validateField(fieldRule('parent_email', 'email'), '')).toBeNull();
    expect(validateField(fieldRule('parent_email', 'email'), 'nope')).toBe('Invalid');
  });
});

describe('§5 full_name', () => {
  it('§9 minimum is 3', () => expect(NAME_MIN_LENGTH).toBe(3));

  it('is Required when empty or under 3 characters', () => {
    expect(validateField(required('full_name'), '')).toBe('Required');
    expect(validateField(required('full_name'), undefined)).toBe('Required');
    expect(validateField(required('full_name'), 'A B'.slice(0, 2))).toBe('Required');
    expect(validateField(required('full_name'), '  Al  ')).toBe('Required');
  });

  it('is Invalid unless two words separated by whitespace', () => {
    expect(validateField(required('full_name'), 'Ada')).toBe('Invalid');
    expect(validateField(required('full_name'), 'Lovelace ')).toBe('Invalid');
    expect(validateField(required('full_name'), 'Ada Lovelace')).toBeNull();
    expect(validateField(required('full_name'), 'A B')).toBeNull();
    expect(validateField(required('full_name'), 'Ada\tKing Lovelace')).toBeNull();
  });
});

describe('§5 email', () => {
  it('is Required when empty, Invalid when not an address', () => {
    expect(validateField(required('email'), '')).toBe('Required');
    expect(validateField(required('email'), 'ada')).toBe('Invalid');
    expect(validateField(required('email'), 'ada@')).toBe('Invalid');
    expect(validateField(required('email'), 'ada@example')).toBe('Invalid');
    expect(validateField(required('email'), 'ada @example.com')).toBe('Invalid');
    expect(validateField(required('email'), 'ada@example.com')).toBeNull();
    expect(validateField(required('email'), ' ada.lovelace+tutor@example.co.uk ')).toBeNull();
  });
});

describe('§5 phone_number', () => {
  const phone = required('phone');

  it('is Required when empty or only stripped characters', () => {
    expect(validateField(phone, '')).toBe('Required');
    expect(validateField(phone, '( ) - #')).toBe('Required');
  });

  it('is Invalid over 15 characters after stripping', () => {
    expect(validateField(phone, '+1234567890123456', { countryCode: 'CH', international: true })).toBe('Invalid');
    expect(validateField(phone, '+123456789012345', { countryCode: 'CH', international: true })).toBe('Invalid');
    expect(validateField(phone, '+12345678901234', { countryCode: 'CH', international: true })).toBeNull();
    expect(validateField(phone, '(212) 555-1234 # 12 34 56', { countryCode: 'CH', international: true })).toBe('Invalid');
  });

  it('is Invalid with characters other than digits and a leading +', () => {
    expect(validateField(phone, '212.555.1234', { countryCode: 'CH', international: true })).toBe('Invalid');
  });

  it('plain field: North American pattern, Invalid', () => {
    expect(validateField(phone, '(212) 555-1234')).toBeNull();
    expect(validateField(phone, '1 (212) 555-1234')).toBeNull();
    expect(validateField(phone, '(112) 555-1234')).toBe('Invalid');
    expect(validateField(phone, '(212) 555-123')).toBe('Invalid');
    expect(validateField(phone, '(416) 555-1234', { countryCode: 'CA' })).toBeNull();
  });

  it("international field: 'Please enter a valid phone number' for the per-country check", () => {
    const gb = { countryCode: 'GB', international: true };
    expect(validateField(phone, '07700 900 123', gb)).toBeNull();
    expect(validateField(phone, '07700 900 12', gb)).toBe('Please enter a valid phone number');
    expect(validateField(phone, '(112) 555-1234', { countryCode: 'US', international: true })).toBe('Please enter a valid phone number');
    expect(validateField(phone, '0412 345 678', { countryCode: 'AU', international: true })).toBeNull();
    expect(validateField(phone, '0112 345 678', { countryCode: 'AU', international: true })).toBe('Please enter a valid phone number');
    expect(validateField(phone, '0061 412 345 678', { countryCode: 'AU', international: true })).toBeNull();
  });

  it('plain field on a GB form uses the UK pattern with Invalid', () => {
    expect(validateField(phone, '07700 900 123', { countryCode: 'GB' })).toBeNull();
    expect(validateField(phone, '(212) 555-1234', { countryCode: 'GB' })).toBe('Invalid');
  });
});

describe('§5 postal code', () => {
  it('follows the country and is upper-cased before the check', () => {
    const zip = required('postal_code');
    expect(validateField(zip, '')).toBe('Required');
    expect(validateField(zip, '10001')).toBeNull();
    expect(validateField(zip, '1000')).toBe('Invalid');
    expect(validateField(zip, 'k1a 0b1', { countryCode: 'CA' })).toBeNull();
    expect(validateField(zip, 'sw1a 1aa', { countryCode: 'GB' })).toBeNull();
    expect(validateField(zip, '10001', { countryCode: 'GB' })).toBe('Invalid');
    expect(validateField(zip, '75008', { countryCode: 'FR' })).toBeNull();
    expect(validateField({ kind: 'postal_code', required: false }, '')).toBeNull();
  });
});

describe('§5 dialer_consent_accepted', () => {
  it('is Required unless checked', () => {
    expect(validateField(fieldRule('dialer_consent_accepted'), '')).toBe('Required');
    expect(validateField(fieldRule('dialer_consent_accepted'), 'true')).toBeNull();
  });
});

describe('§5 Lead form client side: optional and named fields (issue 51)', () => {
  it('an optional field left blank (spaces only) is valid; a required one is Required', () => {
    expect(validateField(fieldRule('notes', 'textarea'), '   ')).toBeNull();
    expect(validateField(fieldRule('zip_code'), '  ')).toBeNull();
    expect(validateField(fieldRule('zip_code', 'text', true), '  ')).toBe('Required');
    // A control the form does not have is empty too.
    expect(validateField(fieldRule('notes', 'textarea'), undefined)).toBeNull();
  });

  it('a postal_code field follows the postal code rule, as zip_code does', () => {
    expect(fieldRule('postal_code', 'text', true)).toEqual({ kind: 'postal_code', required: true });
    expect(validateField(fieldRule('postal_code', 'text', true), '1000')).toBe('Invalid');
  });

  it('a required field the form does not have (undefined) is Required, whatever its rule', () => {
    for (const kind of ['full_name', 'email', 'phone', 'postal_code', 'consent', 'other'] as const) {
      expect(validateField(required(kind), undefined), kind).toBe('Required');
    }
  });

  it('full_name: the two words may be separated by any run of whitespace', () => {
    expect(validateField(required('full_name'), 'Ada  Lovelace')).toBeNull();
    expect(validateField(required('full_name'), 'Ada \t Lovelace')).toBeNull();
  });

  it('the postal code is trimmed before the pattern', () => {
    expect(validateField(required('postal_code'), ' 10001 ')).toBeNull();
    expect(validateField(required('postal_code'), ' sw1a 1aa ', { countryCode: 'GB' })).toBeNull();
  });
});
