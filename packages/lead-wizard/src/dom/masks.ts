import { MaskInput } from 'maska';
import { DIGIT_TOKEN, type MaskSpec } from '../core/fields';

/** Input types maska can mask (it warns and skips the others). */
const MASKABLE = new Set(['text', 'search', 'url', 'tel', 'password']);

export interface FieldMask {
  destroy(): void;
}

/**
 * Puts a spec §5 mask on an input. A pattern mask goes through maska (9 = a digit), which also
 * caps the length; a free-text field (mask null) is only pre-processed (leading 00 -> + for
 * phones) and cut to its maximum. No maxlength attribute: the browser would truncate a pasted
 * '+1 (212) 555-1234' before the dial code is dropped.
 */
export function attachMask(input: HTMLInputElement, spec: MaskSpec, preProcess: (value: string) => string = (value) => value): FieldMask {
  if (spec.mask && MASKABLE.has(input.type)) {
    const maskInput = new MaskInput(input, {
      mask: spec.mask,
      tokens: { [DIGIT_TOKEN]: { pattern: /\d/ } },
      preProcess,
    });
    return { destroy: () => maskInput.destroy() };
  }
  const apply = () => {
    const next = preProcess(input.value).slice(0, spec.maxLength);
    if (next !== input.value) input.value = next;
  };
  // Capture: the value is fixed before the page's and our own bubbling listeners read it.
  input.addEventListener('input', apply, { capture: true });
  apply();
  return { destroy: () => input.removeEventListener('input', apply, { capture: true }) };
}

/**
 * Attaches a field's mask when the field is first used (focus, or a value typed, pasted or
 * autofilled), not when the form is taken over: maska's setup for every field was a large part of
 * the takeover task. A field that already holds a value, or has focus, is masked at once (maska
 * formats the value it finds).
 */
export function maskOnFirstUse(input: HTMLInputElement, attach: () => FieldMask): FieldMask {
  let mask: FieldMask | null = null;
  const stop = () => {
    input.removeEventListener('focus', start);
    input.removeEventListener('input', start, { capture: true });
  };
  function start(event?: Event) {
    stop();
    mask = attach();
    // The mask's own listener was added during this input event, so the event passes it by: a
    // plain (non-bubbling) input event lets it format the value before anyone else reads it.
    if (event?.type === 'input') input.dispatchEvent(new Event('input'));
  }
  input.addEventListener('focus', start);
  input.addEventListener('input', start, { capture: true });
  if (input.value || input.ownerDocument.activeElement === input) start();
  return {
    destroy: () => {
      stop();
      mask?.destroy();
    },
  };
}
