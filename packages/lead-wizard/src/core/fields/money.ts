/**
 * Spec §9 "Money mask defaults: precision 2, delimiter '.', separator ','".
 *
 * These are the option names and defaults of vanilla-masker's maskMoney, the original product's
 * masks (its digit placeholder, 9, is the spec's: '(999) 999-9999'). There the delimiter groups
 * the thousands and the separator marks the decimals, as in Rails' number helpers: 1.234,56. In
 * v-money's words that is thousands '.' and decimal ','; in maska's (Intl's number parts) group
 * '.' and decimal ','. maska takes both from a locale's number format, so the mask is given a
 * locale that writes numbers that way: 'de' (German groups every thousand with '.'; Spanish would
 * not group 1.000, and maska would fall back to a space).
 */
export const MONEY_DEFAULTS = { precision: 2, delimiter: '.', separator: ',' } as const;

/** The locale whose number format has the spec's delimiter and separator (see MONEY_DEFAULTS). */
export const MONEY_LOCALE = 'de';

/** Intl's most fraction digits everywhere (ES2023 allows 100, older engines 20). */
export const MONEY_MAX_PRECISION = 20;

export interface MoneyMask {
  /** Decimal places: at most this many are typed, and a value is completed to this many on change. */
  precision: number;
  /** The locale whose thousands delimiter and decimal separator the mask uses (maska's number locale). */
  locale: string;
}

/** The delimiter (thousands) and separator (decimals) of a locale's numbers, as maska finds them. */
export function moneySeparators(locale: string): { delimiter: string; separator: string } {
  const parts = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).formatToParts(1000.12);
  return {
    delimiter: parts.find((part) => part.type === 'group')?.value ?? ' ',
    separator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/**
 * The money mask of an input from its data-mask-precision and data-mask-locale (absent: the
 * spec's defaults). A value that cannot be used is named in `problems` and its default kept.
 */
export function moneyMask(attributes: { precision?: string | null; locale?: string | null }): { mask: MoneyMask; problems: string[] } {
  const mask: MoneyMask = { precision: MONEY_DEFAULTS.precision, locale: MONEY_LOCALE };
  const problems: string[] = [];
  const { precision, locale } = attributes;
  if (precision != null) {
    if (/^\s*\d+\s*$/.test(precision) && Number(precision) <= MONEY_MAX_PRECISION) mask.precision = Number(precision);
    else
      problems.push(
        `data-mask-precision "${precision}" is not a whole number from 0 to ${MONEY_MAX_PRECISION}; using ${MONEY_DEFAULTS.precision}`,
      );
  }
  if (locale != null) {
    if (isNumberLocale(locale.trim())) mask.locale = locale.trim();
    else problems.push(`data-mask-locale "${locale}" is not a locale this browser formats numbers in; using the spec's 1.234,56`);
  }
  return { mask, problems };
}

function isNumberLocale(locale: string): boolean {
  try {
    return locale !== '' && Intl.NumberFormat.supportedLocalesOf([locale]).length > 0;
  } catch {
    // A RangeError: not a well-formed language tag.
    return false;
  }
}

/**
 * A masked amount completed to the mask's decimal places, as vanilla-masker always shows them
 * ('12' -> '12,00', '12,5' -> '12,50'); an empty value stays empty. maska's number mask lets the
 * decimals be typed (at most `precision`), so this runs when the field changes.
 */
export function completeMoney(value: string, mask: MoneyMask): string {
  if (mask.precision === 0 || !/\d/.test(value)) return value;
  const { separator } = moneySeparators(mask.locale);
  const at = value.lastIndexOf(separator);
  const whole = at < 0 ? value : value.slice(0, at);
  const decimals = at < 0 ? '' : value.slice(at + separator.length);
  return `${whole || '0'}${separator}${decimals.padEnd(mask.precision, '0')}`;
}
