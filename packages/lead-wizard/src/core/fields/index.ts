export { fieldValue, checkedCount, VALUELESS_INPUT_TYPES, type ControlState } from './field-value';
export { parseBound, selectionError, type SelectionBounds } from './multiple-choice';
export { DEFAULT_COUNTRY, normalizeCountry, isNorthAmerican } from './country';
export { PHONE_RULES, PREFERRED_COUNTRIES, phoneRule, lengthBounds, selectorCountries, type PhoneRule } from './phone-rules';
export {
  PHONE_MAX_LENGTH,
  NORTH_AMERICAN_PATTERN,
  UK_PATTERN,
  INTERNATIONAL_PATTERN,
  leadingZerosToPlus,
  stripPhone,
  matchesPhoneRule,
  isValidPhoneFor,
} from './phone';
export {
  POSTAL_CODE_PATTERNS,
  POSTAL_CODE_MAX_LENGTH,
  postalCodePattern,
  postalCodeMaxLength,
  postalCodeLabel,
  normalizePostalCode,
  isValidPostalCode,
} from './postal-code';
export { DIGIT_TOKEN, PHONE_MASKS, phoneMask, phonePreProcess, postalCodeMask, type MaskSpec } from './masks';
export {
  NAME_MIN_LENGTH,
  fieldRule,
  validateField,
  fullNameSchema,
  emailSchema,
  phoneSchema,
  postalCodeSchema,
  requiredSchema,
  presentSchema,
  type FieldKind,
  type FieldRule,
  type FieldContext,
} from './validators';
