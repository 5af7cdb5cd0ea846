import { describe, expect, it } from 'vitest';
import { Mask } from 'maska';
import { MONEY_DEFAULTS, MONEY_LOCALE, completeMoney, moneyMask, moneySeparators, type MoneyMask } from './money';

/** What maska's number mask makes of `typed` with the options masks.ts gives it. */
const masked = (typed: string, { locale, precision }: MoneyMask = moneyMask({}).mask) =>
  new Mask({ number: { locale, fraction: precision, unsigned: true } }).masked(typed);

describe("spec §9 Money mask defaults: precision 2, delimiter '.', separator ','", () => {
  it("the delimiter groups the thousands and the separator marks the decimals (vanilla-masker's meaning): 1.234.567,89", () => {
    expect(MONEY_DEFAULTS).toEqual({ precision: 2, delimiter: '.', separator: ',' });
    expect(moneyMask({})).toEqual({ mask: { precision: 2, locale: MONEY_LOCALE }, problems: [] });
    // The locale maska is given writes numbers with exactly the spec's delimiter and separator.
    expect(moneySeparators(MONEY_LOCALE)).toEqual({ delimiter: MONEY_DEFAULTS.delimiter, separator: MONEY_DEFAULTS.separator });
    expect(masked('1234567,89')).toBe('1.234.567,89');
    expect(masked('1000')).toBe('1.000');
  });

  it('at most 2 decimals are typed, no sign, and letters are dropped', () => {
    expect(masked('12,345')).toBe('12,34');
    expect(masked('-50')).toBe('50');
    expect(masked('$ 1a2b3')).toBe('123');
  });

  it("a value is completed to the precision's decimals (as vanilla-masker shows them); empty stays empty", () => {
    const mask = moneyMask({}).mask;
    expect(completeMoney('1.234', mask)).toBe('1.234,00');
    expect(completeMoney('1.234,5', mask)).toBe('1.234,50');
    expect(completeMoney('1.234,56', mask)).toBe('1.234,56');
    expect(completeMoney('0,5', mask)).toBe('0,50');
    expect(completeMoney('', mask)).toBe('');
    // What completeMoney gives, maska keeps as it is (it formats a value it finds again).
    expect(masked('1.234,00')).toBe('1.234,00');
  });

  it('data-mask-precision and data-mask-locale override the defaults', () => {
    const whole = moneyMask({ precision: '0' }).mask;
    expect(whole).toEqual({ precision: 0, locale: MONEY_LOCALE });
    // No decimals: a typed separator is dropped like any other character.
    expect(masked('1234', whole)).toBe('1.234');
    expect(masked('12,5', whole)).toBe('125');
    expect(completeMoney('1.234', whole)).toBe('1.234');
    const us = moneyMask({ locale: 'en-US' }).mask;
    expect(masked('1234.5', us)).toBe('1,234.5');
    expect(completeMoney('1,234.5', us)).toBe('1,234.50');
  });

  it('a value that cannot be used is named and its default kept', () => {
    expect(moneyMask({ precision: 'two', locale: 'not a locale' })).toEqual({
      mask: { precision: 2, locale: MONEY_LOCALE },
      problems: [
        'data-mask-precision "two" is not a whole number from 0 to 20; using 2',
        `data-mask-locale "not a locale" is not a locale this browser formats numbers in; using the spec's 1.234,56`,
      ],
    });
    expect(moneyMask({ precision: '21' }).problems).toHaveLength(1);
    expect(moneyMask({ precision: '-1' }).problems).toHaveLength(1);
  });
});
describe('§9 Money mask: what an author can set, and completing a value (issue 51)', () => {
  it('data-mask-precision: a whole number from 0 to 20, spaces allowed', () => {
    expect(moneyMask({ precision: ' 3 ' })).toEqual({ mask: { precision: 3, locale: MONEY_LOCALE }, problems: [] });
    expect(moneyMask({ precision: '20' }).mask.precision).toBe(20);
    expect(moneyMask({ precision: '' }).problems).toEqual(['data-mask-precision "" is not a whole number from 0 to 20; using 2']);
    expect(moneyMask({ precision: '2.5' }).mask.precision).toBe(2);
    expect(moneyMask({ precision: null, locale: null })).toEqual({ mask: { precision: 2, locale: MONEY_LOCALE }, problems: [] });
  });

  it('data-mask-locale: trimmed; blank or malformed is named and the default kept', () => {
    expect(moneyMask({ locale: ' en-US ' })).toEqual({ mask: { precision: 2, locale: 'en-US' }, problems: [] });
    expect(moneyMask({ locale: ' ' })).toEqual({
      mask: { precision: 2, locale: MONEY_LOCALE },
      problems: [`data-mask-locale " " is not a locale this browser formats numbers in; using the spec's 1.234,56`],
    });
    expect(moneyMask({ locale: 'en_US!' }).problems).toHaveLength(1);
    // Well formed, but no number format for it.
    expect(moneyMask({ locale: 'zz' }).mask.locale).toBe(MONEY_LOCALE);
  });

  it("a locale that does not group thousands gets maska's space", () => {
    expect(moneySeparators('en-US')).toEqual({ delimiter: ',', separator: '.' });
    expect(moneySeparators('es')).toEqual({ delimiter: ' ', separator: ',' });
  });

  it('completing: a value with no digit stays as it is; a missing whole part is 0; more decimals are kept', () => {
    const mask = moneyMask({}).mask;
    expect(completeMoney(',', mask)).toBe(',');
    expect(completeMoney(',5', mask)).toBe('0,50');
    expect(completeMoney('12,345', mask)).toBe('12,345');
    expect(completeMoney('7', { precision: 3, locale: 'en-US' })).toBe('7.000');
  });
});
