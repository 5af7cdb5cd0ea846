import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import { isValidPostalCode, normalizePostalCode, postalCodeLabel as labelKey, postalCodeMaxLength } from './postal-code';

/** The rule gives the label's text key; these tests read it in the spec's English. */
const postalCodeLabel = (country: string | undefined) => TEXTS.en[labelKey(country)];

describe('§5 Postal code', () => {
  it("labels 'ZIP Code' for US, else 'Postal Code'", () => {
    expect(postalCodeLabel('US')).toBe('ZIP Code');
    expect(postalCodeLabel(undefined)).toBe('ZIP Code');
    expect(postalCodeLabel('CA')).toBe('Postal Code');
    expect(postalCodeLabel('GB')).toBe('Postal Code');
    expect(postalCodeLabel('DE')).toBe('Postal Code');
    expect([labelKey('US'), labelKey('CA')]).toEqual(['zipCode', 'postalCode']);
  });

  it('has the maximum lengths US 5, CA 7, GB 8, others 10', () => {
    expect(postalCodeMaxLength('US')).toBe(5);
    expect(postalCodeMaxLength('CA')).toBe(7);
    expect(postalCodeMaxLength('GB')).toBe(8);
    expect(postalCodeMaxLength('FR')).toBe(10);
  });

  it('upper-cases', () => {
    expect(normalizePostalCode('sw1a 1aa')).toBe('SW1A 1AA');
  });

  it.each(['10001', '10001-1234'])('US accepts %s', (value) => expect(isValidPostalCode(value, 'US')).toBe(true));
  it.each(['1000', '100011', '10001-123', '10001 1234', 'ABCDE'])('US rejects %s', (value) =>
    expect(isValidPostalCode(value, 'US')).toBe(false),
  );

  it.each(['K1A 0B1', 'K1A0B1', 'K1A-0B1', 'k1a 0b1'])('CA accepts %s', (value) => expect(isValidPostalCode(value, 'CA')).toBe(true));
  it.each(['K1A  0B1', '1KA 0B1', 'K1A 0B', '12345'])('CA rejects %s', (value) => expect(isValidPostalCode(value, 'CA')).toBe(false));

  it.each(['SW1A 1AA', 'SW1A1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'EC1A 1BB', 'GIR 0AA', 'ec1a 1bb'])(
    'GB accepts %s',
    (value) => expect(isValidPostalCode(value, 'GB')).toBe(true),
  );
  it.each(['SW1A', '1AA SW1', 'SW1A 1A', 'SW1A-1AA', '10001'])('GB rejects %s', (value) =>
    expect(isValidPostalCode(value, 'GB')).toBe(false),
  );

  it.each(['2000', '75008', '10115', '1012 AB', '123-4567', 'AB12345678'])('others accept %s', (value) =>
    expect(isValidPostalCode(value, 'FR')).toBe(true),
  );
  it.each(['123', 'AB123456789', '75008!', '7500.8'])('others reject %s', (value) => expect(isValidPostalCode(value, 'FR')).toBe(false));
});
describe('§5 Postal code: any spelling of the country, the patterns anchored (issue 51)', () => {
  it('the country is read trimmed and in any case', () => {
    expect([postalCodeMaxLength(' ca '), postalCodeMaxLength('gb'), postalCodeMaxLength('uk'), postalCodeMaxLength('us')]).toEqual([
      7, 8, 8, 5,
    ]);
    expect(labelKey(' us ')).toBe('zipCode');
    expect(isValidPostalCode('k1a 0b1', ' ca ')).toBe(true);
  });

  it('the value is checked trimmed and upper-cased', () => {
    expect(isValidPostalCode(' 10001 ', 'US')).toBe(true);
    expect(isValidPostalCode(' sw1a 1aa ', 'GB')).toBe(true);
    expect(isValidPostalCode('gir0aa', 'GB')).toBe(true);
  });

  it.each([
    ['US', 'x10001'],
    ['US', '10001-1234x'],
    ['CA', 'XK1A 0B1'],
    ['CA', 'K1A 0B1X'],
    ['GB', 'XSW1A 1AA'],
    ['GB', 'SW1A 1AAX'],
    ['GB', 'GIR 0AAX'],
    ['FR', '!1234'],
    ['FR', '1234!'],
  ])('%s rejects %s', (country, value) => expect(isValidPostalCode(value, country)).toBe(false));

  it('others: 4 to 10 characters', () => {
    expect(['1234', 'ABCDE-1234', 'AB 12 34 5'].map((value) => isValidPostalCode(value, 'DE'))).toEqual([true, true, true]);
    expect(['123', 'ABCDE-12345'].map((value) => isValidPostalCode(value, 'DE'))).toEqual([false, false]);
  });
});
