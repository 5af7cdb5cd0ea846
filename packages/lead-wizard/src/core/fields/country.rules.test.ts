import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, isNorthAmerican, normalizeCountry } from './country';

describe('§9 Default country US; §5 Phone by country reads the form country_code', () => {
  it('defaults to US when the form has no country', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(normalizeCountry(undefined)).toBe('US');
    expect(normalizeCountry(null)).toBe('US');
    expect(normalizeCountry('  ')).toBe('US');
  });

  it('reads the code trimmed and upper-cased, UK as GB', () => {
    expect(normalizeCountry(' ca ')).toBe('CA');
    expect(normalizeCountry('gb')).toBe('GB');
    expect(normalizeCountry(' uk')).toBe('GB');
    expect(normalizeCountry('de')).toBe('DE');
  });

  it('US and CA share the North American rules, no other country', () => {
    expect(['US', 'CA', 'GB', 'PR', 'MX'].map(isNorthAmerican)).toEqual([true, true, false, false, false]);
  });
});
