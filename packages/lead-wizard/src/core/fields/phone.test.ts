import { describe, expect, it } from 'vitest';
import {
  INTERNATIONAL_PATTERN,
  isValidPhoneFor,
  leadingZerosToPlus,
  matchesPhoneRule,
  NORTH_AMERICAN_PATTERN,
  PHONE_MAX_LENGTH,
  stripPhone,
  UK_PATTERN,
} from './phone';
import { phoneRule } from './phone-rules';

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
describe('§5 Phone by country: the patterns at their edges (issue 51)', () => {
  it('only a leading 00 becomes +', () => {
    expect(stripPhone('212 555 0012')).toBe('2125550012');
    expect(stripPhone('(00) 44 7700 900123')).toBe('+447700900123');
  });

  it('the UK pattern is anchored at both ends', () => {
    expect(['907700900123', '07700900123 9', '+4407700900123', '447700900123'].map((s) => UK_PATTERN.test(s))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isValidPhoneFor(stripPhone('0044 7700 900123'), 'GB')).toBe(true);
  });

  it('the international pattern takes 8 to 15 digits', () => {
    expect(isValidPhoneFor('+123456789012345', 'CH')).toBe(true);
    expect(isValidPhoneFor('123456789012345', 'CH')).toBe(true);
    expect(INTERNATIONAL_PATTERN.test('x12345678')).toBe(false);
    expect(INTERNATIONAL_PATTERN.test('12345678x')).toBe(false);
  });

  it('a per-country rule takes digits only after the dial code or the trunk prefix', () => {
    const au = phoneRule('AU')!;
    expect(matchesPhoneRule('+61412345678', au)).toBe(true);
    expect(matchesPhoneRule('+61 412345678', au)).toBe(false);
    expect(matchesPhoneRule('+6141234567x', au)).toBe(false);
    expect(matchesPhoneRule('x412345678', au)).toBe(false);
    expect(matchesPhoneRule('0412345678', au)).toBe(true);
    expect(matchesPhoneRule('041234567x', au)).toBe(false);
    expect(matchesPhoneRule('61412345678', au)).toBe(false);
  });

  it('Puerto Rico (NANP): area codes 787 and 939, with the trunk 1 or +1', () => {
    expect(['7875551234', '9395551234', '17875551234', '+17875551234'].map((s) => isValidPhoneFor(s, 'PR'))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['2125551234', '+447875551234', '27875551234'].map((s) => isValidPhoneFor(s, 'PR'))).toEqual([false, false, false]);
  });
});
