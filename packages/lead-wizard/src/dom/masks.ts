import { reportError, type Clock } from '@vt-elements/core';
import type * as MaskaModule from 'maska';
import { DIGIT_TOKEN, type MaskSpec } from '../core/fields';
import { lazyModule, type LazyModule } from './lazy';

type Maska = typeof MaskaModule;

/**
 * maska, in a chunk of its own (issue 38: 2.8 of the form's 26 KB gzip, which a visitor on the
 * first panel does not need), fetched once: at idle after the takeover when the form has a masked
 * field (enhanceFields), so a field's first use finds it loaded, or at that first use. A failed
 * load is tried again at the next use.
 */
const maska = lazyModule(() => import('maska'));
export const loadMaska = (): Promise<Maska> => maska.load();
/** The spec §9 money mask's code, with maska: fetched likewise, by a form that has an amount field. */
const money = lazyModule(() => import('./money-mask'));
export const loadMoneyMask = (): Promise<unknown> => money.load();

/**
 * The fields masked before their mask's code arrived, until it does (their values are formatted
 * then), or fails, or they are removed; `ready` settles when it has arrived or failed.
 */
const waiting = new Set<{ input: HTMLInputElement; ready: Promise<unknown> }>();

/** The longest a submit waits for maska: a chunk that hangs must not hold the lead back. */
export const MASKS_WAIT_MS = 3000;

/**
 * While a mask in `form` waits for maska, a promise that settles once it has it (or its load
 * failed, or MASKS_WAIT_MS passed on `clock`): a submit step waits for it before it reads the
 * form, so a lead sent before the page was idle carries the formatted values, as one sent later
 * does ('07700 900 123', not '07700900123'). Undefined when none of the form's fields waits, so
 * the submit goes on in the click's task, as before.
 */
export function masksPending(clock: Clock, form: Node): Promise<void> | undefined {
  // A field leaves `waiting` once maska has formatted it (or failed): loaded() alone could be true
  // a microtask before that.
  const waits = [...waiting].filter(({ input }) => form.contains(input));
  if (!waits.length) return undefined;
  return new Promise<void>((settle) => {
    const timer = clock.setTimeout(settle, MASKS_WAIT_MS);
    const done = () => {
      clock.clearTimeout(timer);
      settle();
    };
    // Each field's code formats its value in a callback registered before this one.
    void Promise.allSettled(waits.map(({ ready }) => ready)).then(done);
  });
}

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
  const { mask: pattern } = spec;
  if (!pattern || !MASKABLE.has(input.type)) return freeText(input, spec, preProcess);
  return whenLoaded(
    input,
    maska,
    ({ MaskInput }) => {
      const maskInput = new MaskInput(input, { mask: pattern, tokens: { [DIGIT_TOKEN]: { pattern: /\d/ } }, preProcess });
      return { destroy: () => maskInput.destroy() };
    },
    // If maska cannot load, the field still takes the spec's length and pre-processing.
    { left: 'keeps its length limit only', fallback: () => freeText(input, spec, preProcess) },
  );
}

/**
 * Puts the spec §9 money mask on an input (data-mask="money"): its code (money-mask.ts) is a
 * chunk of its own with maska, fetched at idle or at the field's first use, as maska is.
 */
export function attachMoneyMask(input: HTMLInputElement): FieldMask {
  return whenLoaded(input, money, ({ attachMoney }) => attachMoney(input), {
    left: 'is left as typed',
    fallback: () => ({ destroy: () => {} }),
  });
}

/**
 * `masked(module)` at once when `lazy` has loaded; else once it arrives. What is typed meanwhile is
 * formatted then (maska formats the value it finds). If it cannot load, the failure is reported
 * and the field gets `fallback()`.
 */
function whenLoaded<M>(
  input: HTMLInputElement,
  lazy: LazyModule<M>,
  masked: (module: M) => FieldMask,
  lost: { left: string; fallback: () => FieldMask },
): FieldMask {
  const loaded = lazy.loaded();
  if (loaded) return masked(loaded);
  let mask: FieldMask | undefined;
  let destroyed = false;
  const ready = lazy.load();
  const wait = { input, ready };
  waiting.add(wait);
  ready.then(
    (module) => {
      waiting.delete(wait);
      if (!destroyed) mask = masked(module);
    },
    (error: unknown) => {
      waiting.delete(wait);
      if (destroyed) return;
      reportError(new Error(`<vt-lead-wizard> the input mask could not load: "${input.name}" ${lost.left}`, { cause: error }), {
        source: 'vt-lead-wizard',
      });
      mask = lost.fallback();
    },
  );
  return {
    destroy: () => {
      destroyed = true;
      waiting.delete(wait);
      mask?.destroy();
    },
  };
}

/** A field without a pattern: pre-processed and cut to its maximum as it is typed. */
function freeText(input: HTMLInputElement, spec: MaskSpec, preProcess: (value: string) => string): FieldMask {
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
