import { reportError } from '@vt-elements/core';
import { MaskInput } from 'maska';
import { completeMoney, moneyMask } from '../core/fields/money';
import type { FieldMask } from './masks';

/** Input types maska can mask (it warns and skips the others). */
const MASKABLE = new Set(['text', 'search', 'url', 'tel', 'password']);

/**
 * The spec §9 money mask on an input (data-mask="money"; the rules and the reading of the spec's
 * delimiter and separator are in core/fields/money.ts), in a chunk of its own with maska: only a
 * form with an amount field fetches it, and the wizard's own code stays as it was. maska's number
 * mask in the mask's locale (the spec's 1.234,56), at most `precision` decimals, no sign
 * (vanilla-masker's takes digits only); on change the decimals are completed to `precision`
 * ('12' -> '12,00'). The field's value, as shown, is what the form sends. maska also reads its
 * own data-maska-number-* attributes from the input, which replace these options whole.
 */
export function attachMoney(input: HTMLInputElement): FieldMask {
  const report = (problem: string) =>
    reportError(new Error(`<vt-lead-wizard> money field "${input.name}": ${problem}`), { source: 'vt-lead-wizard' });
  if (!MASKABLE.has(input.type)) {
    // A number input cannot hold '1.234,56' (its value would be cleared).
    report(`data-mask="money" needs a text input (type="text"), not type="${input.type}": left unmasked`);
    return { destroy: () => {} };
  }
  const { mask, problems } = moneyMask({
    precision: input.getAttribute('data-mask-precision'),
    locale: input.getAttribute('data-mask-locale'),
  });
  for (const problem of problems) report(problem);
  const maskInput = new MaskInput(input, { number: { locale: mask.locale, fraction: mask.precision, unsigned: true } });
  const complete = () => {
    const next = completeMoney(input.value, mask);
    if (next !== input.value) input.value = next;
  };
  // On the input itself: the value is complete before the form's change listeners read it.
  input.addEventListener('change', complete);
  return {
    destroy: () => {
      input.removeEventListener('change', complete);
      maskInput.destroy();
    },
  };
}
