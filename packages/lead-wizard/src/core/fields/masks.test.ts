import { describe, expect, it } from 'vitest';
import { Mask } from 'maska';
import { DIGIT_TOKEN, phoneMask, phonePreProcess, postalCodeMask } from './masks';

function apply(country: string, typed: string): string {
  const spec = phoneMask(country);
  const value = phonePreProcess(country, typed);
  return spec.mask ? new Mask({ mask: spec.mask, tokens: { [DIGIT_TOKEN]: { pattern: /\d/ } } }).masked(value) : value;
}

describe('§5 Phone by country masks', () => {
  it('US/CA: (999) 999-9999, max 14', () => {
    expect(phoneMask('US')).toEqual({ mask: '(999) 999-9999', maxLength: 14 });
    expect(phoneMask('CA')).toEqual({ mask: '(999) 999-9999', maxLength: 14 });
    expect(phoneMask(undefined)).toEqual({ mask: '(999) 999-9999', maxLength: 14 });
    // The longest the mask ever gets is the maximum: extra digits are dropped.
    expect(apply('US', '212555123499')).toBe('(212) 555-1234');
    expect(apply('US', '212555123499')).toHaveLength(phoneMask('US').maxLength);
  });

  it('GB: 99999 999 999', () => {
    expect(phoneMask('GB').mask).toBe('99999 999 999');
    expect(phoneMask('GB').maxLength).toBe(13);
    expect(apply('GB', '0770090012345')).toBe('07700 900 123');
    expect(apply('GB', '0770090012345')).toHaveLength(phoneMask('GB').maxLength);
  });

  it('others: no pattern, max 15', () => {
    expect(phoneMask('AU')).toEqual({ mask: null, maxLength: 15 });
    expect(phoneMask('CH')).toEqual({ mask: null, maxLength: 15 });
  });

  it('formats what the visitor types (maska with the spec notation)', () => {
    expect(apply('US', '2125551234')).toBe('(212) 555-1234');
    expect(apply('US', '21255512349999')).toBe('(212) 555-1234');
    expect(apply('CA', '416 555 1234')).toBe('(416) 555-1234');
    expect(apply('GB', '07700900123')).toBe('07700 900 123');
  });

  it('drops the North American dial code or trunk 1 the mask cannot show', () => {
    expect(apply('US', '+1 212 555 1234')).toBe('(212) 555-1234');
    expect(apply('US', '1-212-555-1234')).toBe('(212) 555-1234');
    expect(apply('US', '001 212 555 1234')).toBe('(212) 555-1234');
    expect(phonePreProcess('US', '1')).toBe('');
  });

  it('turns +44 / 0044 into the UK trunk 0', () => {
    expect(apply('GB', '+44 7700 900123')).toBe('07700 900 123');
    expect(apply('GB', '0044 (0) 7700 900123')).toBe('07700 900 123');
  });

  it('turns a leading 00 into + for other countries', () => {
    expect(apply('AU', '0061 412 345 678')).toBe('+61 412 345 678');
    expect(apply('AU', '0412 345 678')).toBe('0412 345 678');
  });
});

describe('§5 Postal code masks', () => {
  it('US: 5 digits', () => {
    expect(postalCodeMask('US')).toEqual({ mask: '99999', maxLength: 5 });
  });
  it('CA 7, GB 8, others 10, free text', () => {
    expect(postalCodeMask('CA')).toEqual({ mask: null, maxLength: 7 });
    expect(postalCodeMask('GB')).toEqual({ mask: null, maxLength: 8 });
    expect(postalCodeMask('DE')).toEqual({ mask: null, maxLength: 10 });
  });
});
describe('§5 Phone by country and Postal code masks: any spelling of the country, any paste (issue 51)', () => {
  it('the country is read trimmed and in any case; UK is GB', () => {
    expect(phoneMask(' ca ')).toEqual({ mask: '(999) 999-9999', maxLength: 14 });
    expect(phoneMask('uk')).toEqual({ mask: '99999 999 999', maxLength: 13 });
    expect(phoneMask('gb')).toEqual({ mask: '99999 999 999', maxLength: 13 });
    expect(postalCodeMask('us')).toEqual({ mask: '99999', maxLength: 5 });
    expect(postalCodeMask(undefined)).toEqual({ mask: '99999', maxLength: 5 });
    expect(postalCodeMask('ca')).toEqual({ mask: null, maxLength: 7 });
  });

  it('a pasted +44 or 0044, with or without spaces and (0), lands as the national number', () => {
    expect(apply('GB', '+447700900123')).toBe('07700 900 123');
    expect(apply('GB', ' + 44 (0)7700900123')).toBe('07700 900 123');
    expect(apply('GB', '00447700900123')).toBe('07700 900 123');
    expect(phonePreProcess('GB', '07700 900123')).toBe('07700 900123');
    expect(phonePreProcess('GB', '4477009')).toBe('4477009');
    // Only a leading dial code: digits 00 44 inside a national number stay.
    expect(phonePreProcess('GB', '07700 900 441')).toBe('07700 900 441');
    expect(phonePreProcess('GB', '07700900441')).toBe('07700900441');
  });

  it('North America: only a leading dial code or trunk 1 is dropped, after any leading punctuation', () => {
    expect(apply('US', '(1) 212 555 1234')).toBe('(212) 555-1234');
    expect(phonePreProcess('US', '+12125551234')).toBe('2125551234');
    expect(phonePreProcess('US', '212 555 1234')).toBe('212 555 1234');
    expect(phonePreProcess('CA', '416 555 1111')).toBe('416 555 1111');
  });

  it('other countries: a leading 00 (after spaces) becomes +, nothing else', () => {
    expect(phonePreProcess('AU', ' 0061 412')).toBe('+61 412');
    expect(phonePreProcess('AU', '0412 0061')).toBe('0412 0061');
    expect(phonePreProcess('AU', '0412000678')).toBe('0412000678');
  });
});
