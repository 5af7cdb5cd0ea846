/**
 * The lead form's fields over the CMS markup (spec §5 Field value, Multiple-choice step, Lead
 * form client side, Phone by country, Postal code; §8 lead form messages). The rules live in
 * core/fields; these functions read and decorate the real controls, which stay the CMS's.
 *
 * - collectValues(form): §5 Field value over the whole form: only checked checkboxes/radios
 *   count, checkbox groups joined by ",", otherwise the last value.
 * - validatePanel(panel, {countryCode, texts}): the §5 rules for the panel's visible, enabled
 *   controls plus a multiple-choice panel's data-min/data-max, worded in the page's texts.
 * - showErrors / clearErrors: the GOV.UK error message pattern.
 * - firstFocusable(errors): the §4 focus rule (first invalid text, email, tel or textarea).
 * - enhanceFields(root): masks, labels, upper-casing, the country selector, live clearing.
 */
export { collectValues, validatePanel, firstFocusable } from './fields-validate';
export { showErrors, clearErrors, clearFieldErrors, type FieldError } from './errors';
export { enhanceFields } from './fields-enhance';
export { fieldStyles } from './fields-styles';
