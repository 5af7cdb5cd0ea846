import { describe, expect, it } from 'vitest';
import {
  INTERNATIONAL_PATTERN,
  isValidPhoneFor,
  leadingZerosToPlus,
  NORTH_AMERICAN_PATTERN,
  PHONE_MAX_LENGTH,
  stripPhone,
  UK_PATTERN,
} from './phone';

describe('§5 phone_number stripping', () => {
  it('strips ( ) - # and spaces first', () => {
    expect(stripPhone('(212) 555-1234')).toBe('2125551234');
    expect(stripPhone('#212 555 1234')).toBe('2125551234');
    expect(stripPhone(' +44 7700\t900123 ')).toBe('+447700900123');
  });

  it('keeps other characters, so they fail the patterns', () => {
    expect(stripPhone('212.555.1234')).toBe('212.555.1234');
  });

  it('turns a leading 00 into +', () => {
    expect(leadingZerosToPlus('0044 7700 900123')).toBe('+44 7700 900123');
    expect(stripPhone('00 44 7700 900123')).toBe('+447700900123');
    expect(leadingZerosToPlus('0207')).toBe('0207');
  });

  it('§9 maximum is 15', () => {
    expect(PHONE_MAX_LENGTH).toBe(15);
  });
});

describe('§5 Phone by country: US/CA North American pattern', () => {
  it.each(['2125551234', '12125551234', '+12125551234', '4165551234'])('accepts %s', (value) => {
    expect(NORTH_AMERICAN_PATTERN.test(value)).toBe(true);
    expect(isValidPhoneFor(value, 'US')).toBe(true);
    expect(isValidPhoneFor(value, 'CA')).toBe(true);
  });

  it.each([
    ['area code starting 1', '1125551234'],
    ['area code starting 0', '0125551234'],
    ['9 digits', '212555123'],
    ['11 digits not starting 1', '22125551234'],
    ['leading 2 instead of 1', '22125551234'],
    ['+44 number', '+447700900123'],
    ['letters', '212555ABCD'],
  ])('rejects %s', (_label, value) => {
    expect(isValidPhoneFor(value, 'US')).toBe(false);
  });

  it('defaults to US when the country is missing', () => {
    expect(isValidPhoneFor('2125551234', undefined)).toBe(true);
    expect(isValidPhoneFor('07700900123', '')).toBe(false);
  });
});

describe('§5 Phone by country: GB UK pattern', () => {
  it.each(['07700900123', '02079460018', '+447700900123', '+442079460018', '01632960123', '0169772345'])('accepts %s', (value) => {
    expect(UK_PATTERN.test(value)).toBe(true);
    expect(isValidPhoneFor(value, 'GB')).toBe(true);
    expect(isValidPhoneFor(value, 'uk')).toBe(true);
  });

  it.each(['0770090012', '077009001234', '04123456789', '06123456789', '+12125551234', '7700900123'])('rejects %s', (value) => {
    expect(isValidPhoneFor(value, 'GB')).toBe(false);
  });
});

describe('§5 Phone by country: generic international pattern for countries without a rule', () => {
  it('accepts 8-15 digits with an optional plus', () => {
    expect(INTERNATIONAL_PATTERN.test('12345678')).toBe(true);
    expect(isValidPhoneFor('+41441234567', 'CH')).toBe(true);
    expect(isValidPhoneFor('0441234567', 'CH')).toBe(true);
  });

  it('rejects under 8 digits, over 15 digits or other characters', () => {
    expect(isValidPhoneFor('1234567', 'CH')).toBe(false);
    expect(isValidPhoneFor('1234567890123456', 'CH')).toBe(false);
    expect(isValidPhoneFor('++41441234567', 'CH')).toBe(false);
  });
});
