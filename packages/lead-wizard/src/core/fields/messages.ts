/** Spec §8 lead form messages and §5 texts, exactly as the visitor reads them. */
export const MESSAGES = {
  /** §8 / §5: empty required field, too-short full name, native `required`. */
  required: 'Required',
  /** §8 / §5: a value of the wrong shape (full name not two words, email, phone base rule, postal code). */
  invalid: 'Invalid',
  /** §5 Phone by country: the international field's per-country check. */
  phone: 'Please enter a valid phone number',
} as const;

/** §5 Multiple-choice step: fewer checked options than data-min. */
export function atLeastMessage(min: number): string {
  return `Please select at least ${min} option(s)`;
}

/** §5 Multiple-choice step: more checked options than data-max. */
export function atMostMessage(max: number): string {
  return `Please select at most ${max} option(s)`;
}
