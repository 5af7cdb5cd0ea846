/**
 * Spec §3 "Phone rules per country" (27 countries; the spec names the shape, not the list).
 *
 * The list is the 27 countries a US, Canadian and British tutoring business most often hears
 * from: its three home markets, the other large English-speaking markets, the largest sources
 * of immigrant families in the US/CA/UK, the expatriate hubs with international schools, and
 * the countries hosting US military families.
 *
 * Every length is the national significant number (NSN: the digits after the country code,
 * without the trunk prefix), for geographic and mobile numbers (what a visitor gives for a
 * callback; service and premium ranges are left out). `prefix` is a RegExp source the NSN must
 * start with. `trunkPrefix` (our addition) is the digit dialled before the NSN at home, which a
 * visitor typing in national mode may include ('07700 900123'). Each rule names its source in a
 * `// Source: {authority} | {document}.` comment: the national numbering plan (as notified to
 * ITU-T under E.164) and the regulator that publishes it; the values were
 * cross-checked against the metadata of Google's libphonenumber, which is maintained from the
 * same plans.
 */
interface PhoneRuleBase {
  /** ISO 3166-1 alpha-2 code, the value of the form's `country_code`. */
  country: string;
  /** English name shown in the international field's country selector. */
  name: string;
  /** E.164 country code, without '+'. */
  dialCode: string;
  /** RegExp source for the NSN's leading digits. */
  prefix: string;
  trunkPrefix?: string;
}

export type PhoneRule = PhoneRuleBase & ({ exactLen: number } | { minLen: number; maxLen: number });

export const PHONE_RULES: readonly PhoneRule[] = [
  // Source: NANPA (North American Numbering Plan Administrator) | North American Numbering Plan.
  // NPA-NXX-XXXX, area code 2-9; trunk '1'.
  { country: 'US', name: 'United States', dialCode: '1', exactLen: 10, prefix: '[2-9]', trunkPrefix: '1' },
  // Source: CNA (Canadian Numbering Administrator) | Canadian NPAs within the North American Numbering Plan.
  // 10 digits, area code 2-9.
  { country: 'CA', name: 'Canada', dialCode: '1', exactLen: 10, prefix: '[2-9]', trunkPrefix: '1' },
  // Source: Ofcom | The National Telephone Numbering Plan.
  // 0 + 9 or 10 digits; 01/02 geographic, 03, 05, 07 mobile, 08, 09 (04 and 06 unallocated).
  { country: 'GB', name: 'United Kingdom', dialCode: '44', minLen: 9, maxLen: 10, prefix: '[1235789]', trunkPrefix: '0' },
  // Source: ACMA | Telecommunications Numbering Plan 2015.
  // 0 + 9 digits; 02/03/07/08 geographic, 04 mobile.
  { country: 'AU', name: 'Australia', dialCode: '61', exactLen: 9, prefix: '[2-478]', trunkPrefix: '0' },
  // Source: NZ Telecommunications Forum | New Zealand Numbering Plan.
  // Geographic 0[3-79] + 7 digits, mobile 02x + 6 to 8 digits.
  { country: 'NZ', name: 'New Zealand', dialCode: '64', minLen: 8, maxLen: 10, prefix: '[2-9]', trunkPrefix: '0' },
  // Source: ComReg | Numbering Conventions (ComReg 15/136).
  // Geographic 0 + 7 to 9 digits, mobile 08x + 7 digits.
  { country: 'IE', name: 'Ireland', dialCode: '353', minLen: 7, maxLen: 9, prefix: '[1-9]', trunkPrefix: '0' },
  // Source: DoT/TRAI | National Numbering Plan 2003.
  // Every NSN is 10 digits (SDCA code + number, mobile 6-9).
  { country: 'IN', name: 'India', dialCode: '91', exactLen: 10, prefix: '[1-9]', trunkPrefix: '0' },
  // Source: PTA | Numbering Plan of Pakistan.
  // Geographic area code + number 9 or 10 digits, mobile 3xx + 7 digits.
  { country: 'PK', name: 'Pakistan', dialCode: '92', minLen: 9, maxLen: 10, prefix: '[2-9]', trunkPrefix: '0' },
  // Source: NTC | Philippine Numbering Plan.
  // Geographic 8 or 9 digits (Metro Manila 2 + 8), mobile 9xx + 7 digits.
  { country: 'PH', name: 'Philippines', dialCode: '63', minLen: 8, maxLen: 10, prefix: '[2-9]', trunkPrefix: '0' },
  // Source: NCC | National Numbering Plan.
  // Geographic 7 or 8 digits, mobile 70x/80x/81x/90x/91x + 7 digits.
  { country: 'NG', name: 'Nigeria', dialCode: '234', minLen: 7, maxLen: 10, prefix: '[1-9]', trunkPrefix: '0' },
  // Source: ICASA | Numbering Plan Regulations 2016.
  // 0 + 9 digits; 1x-5x geographic, 6x-8x mobile.
  { country: 'ZA', name: 'South Africa', dialCode: '27', exactLen: 9, prefix: '[1-8]', trunkPrefix: '0' },
  // Source: IFT | Plan Técnico Fundamental de Numeración.
  // Closed 10-digit dialling since 2019, no trunk prefix.
  { country: 'MX', name: 'Mexico', dialCode: '52', exactLen: 10, prefix: '[2-9]' },
  // Source: Anatel | Regulamento de Numeração.
  // 2-digit DDD area code (11-99) + 8 (fixed) or 9 (mobile) digits.
  { country: 'BR', name: 'Brazil', dialCode: '55', minLen: 10, maxLen: 11, prefix: '[1-9][1-9]', trunkPrefix: '0' },
  // Source: Bundesnetzagentur | Nummernplan.
  // Ortsnetzkennzahl + Teilnehmerrufnummer at most 11 digits; mobile 015x/016x/017x 10 or 11 digits.
  { country: 'DE', name: 'Germany', dialCode: '49', minLen: 6, maxLen: 11, prefix: '[1-9]', trunkPrefix: '0' },
  // Source: ARCEP | Plan national de numérotation.
  // 0 + 9 digits; 01-05 geographic, 06/07 mobile, 09.
  { country: 'FR', name: 'France', dialCode: '33', exactLen: 9, prefix: '[1-9]', trunkPrefix: '0' },
  // Source: CNMC | Plan Nacional de Numeración Telefónica (RD 2296/2004).
  // 9 digits, no trunk prefix; 8x/9x geographic, 6x/7x mobile.
  { country: 'ES', name: 'Spain', dialCode: '34', exactLen: 9, prefix: '[5-9]' },
  // Source: AGCOM | Piano di numerazione (delibera 8/15/CIR).
  // Fixed 0x 6 to 11 digits (the 0 is part of the number, kept from abroad), mobile 3xx 9 or 10 digits; no trunk prefix.
  { country: 'IT', name: 'Italy', dialCode: '39', minLen: 6, maxLen: 11, prefix: '[03]' },
  // Source: ACM (Ministry of EZK) | Regeling Nummerplan telefonie- en ISDN-diensten.
  // 0 + 9 digits; 06 mobile.
  { country: 'NL', name: 'Netherlands', dialCode: '31', exactLen: 9, prefix: '[1-9]', trunkPrefix: '0' },
  // Source: MIIT | Telecommunication Network Numbering Plan (2017).
  // Area code (10, 2x, 3-digit) + 7 or 8 digits = 10 or 11 digits; mobile 1[3-9]x + 8 digits.
  { country: 'CN', name: 'China', dialCode: '86', minLen: 10, maxLen: 11, prefix: '[1-9]', trunkPrefix: '0' },
  // Source: MIC | Telecommunications Numbering Plan.
  // Geographic 0 + 9 digits, mobile/IP 070/080/090/050 + 8 digits.
  { country: 'JP', name: 'Japan', dialCode: '81', minLen: 9, maxLen: 10, prefix: '[1-9]', trunkPrefix: '0' },
  // Source: MSIT | Telecommunications Numbering Management Rules.
  // Seoul 02 + 7-8 digits, other areas 0xx + 7-8 digits, mobile 010 + 8 digits.
  { country: 'KR', name: 'South Korea', dialCode: '82', minLen: 8, maxLen: 10, prefix: '[1-9]', trunkPrefix: '0' },
  // Source: TDRA | UAE National Numbering Plan.
  // Geographic 0[2-4679] + 7 digits, mobile 05x + 7 digits.
  { country: 'AE', name: 'United Arab Emirates', dialCode: '971', minLen: 8, maxLen: 9, prefix: '[2-9]', trunkPrefix: '0' },
  // Source: CST (formerly CITC) | National Numbering Plan.
  // 0 + a 9-digit NSN: geographic 1x + 7 digits, mobile 5x + 7 digits.
  { country: 'SA', name: 'Saudi Arabia', dialCode: '966', exactLen: 9, prefix: '[1-7]', trunkPrefix: '0' },
  // Source: IMDA | National Numbering Plan.
  // 8 digits, no trunk prefix; 6 fixed, 8/9 mobile, 3 VoIP.
  { country: 'SG', name: 'Singapore', dialCode: '65', exactLen: 8, prefix: '[3689]' },
  // Source: OFCA | Numbering Plan for Telecommunications Services in Hong Kong.
  // 8 digits, no trunk prefix.
  { country: 'HK', name: 'Hong Kong', dialCode: '852', exactLen: 8, prefix: '[2-9]' },
  // Source: NANPA (North American Numbering Plan Administrator) | North American Numbering Plan.
  // Puerto Rico is area codes 787 and 939.
  { country: 'PR', name: 'Puerto Rico', dialCode: '1', exactLen: 10, prefix: '787|939', trunkPrefix: '1' },
  // Source: Israel Ministry of Communications | Numbering Plan.
  // Geographic 0[2-489] + 7 digits, mobile 05x and VoIP 07x + 7 digits.
  { country: 'IL', name: 'Israel', dialCode: '972', minLen: 8, maxLen: 9, prefix: '[2-9]', trunkPrefix: '0' },
];

/** §5 Phone input defaults: the preferred countries shown first in the selector. */
export const PREFERRED_COUNTRIES = ['US', 'GB'] as const;

/** The NSN length bounds of a rule. */
export function lengthBounds(rule: PhoneRule): { min: number; max: number } {
  return 'exactLen' in rule ? { min: rule.exactLen, max: rule.exactLen } : { min: rule.minLen, max: rule.maxLen };
}

/** The rule of an ISO country code (any case), if the country is one of the 27. */
export function phoneRule(countryCode: string): PhoneRule | undefined {
  const code = countryCode.trim().toUpperCase();
  return PHONE_RULES.find((rule) => rule.country === code);
}

/** The selector's order: preferred countries (US, GB) first, then the rest by name. */
export function selectorCountries(): PhoneRule[] {
  const preferred = PREFERRED_COUNTRIES.map((code) => phoneRule(code)).filter((rule): rule is PhoneRule => !!rule);
  const rest = PHONE_RULES.filter((rule) => !(PREFERRED_COUNTRIES as readonly string[]).includes(rule.country));
  return [...preferred, ...rest.sort((a, b) => a.name.localeCompare(b.name, 'en'))];
}
