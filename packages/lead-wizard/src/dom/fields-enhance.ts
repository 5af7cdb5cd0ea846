import { whenIdle } from '@vt-elements/core';
import { normalizePostalCode, phoneMask, phonePreProcess, postalCodeLabel, postalCodeMask } from '../core/fields';
import { clearFieldErrors, hasFieldError } from './errors';
import { attachCountrySelector, ensureCountryField, type CountrySelector } from './fields-country';
import { formCountry, formOf, isFieldControl } from './fields-controls';
import { attachMask, attachMoneyMask, loadMaska, loadMoneyMask, maskOnFirstUse, type FieldMask } from './masks';
import { validatePanel } from './fields-validate';
import { TEXTS, type LeadTexts } from '../core/texts';

const PHONE_SELECTOR = 'input[name="phone_number"], input[type="tel"]';
const POSTAL_SELECTOR = 'input[name="zip_code"], input[name="postal_code"]';
/** Spec §9 money mask: an amount field, whatever its name or type (a tel one is not a phone). */
const MONEY_SELECTOR = 'input[data-mask="money"]';
/** The CMS's own wording of the postal code label, replaced by the spec's for the country. */
const POSTAL_WORDS = /\b(?:zip|postal)\s+code\b/i;

/**
 * Spec §5: the label says 'ZIP Code' for US, else 'Postal Code' (also the placeholder): the CMS's
 * wording, or `previous`, the text written last (another country's, or other texts').
 */
function relabel(input: HTMLInputElement, text: string, previous: string) {
  const swap = (value: string) =>
    previous && value.includes(previous) ? value.replace(previous, text) : value.replace(POSTAL_WORDS, text);
  const labels = input.id ? Array.from(input.ownerDocument.querySelectorAll('label')).filter((label) => label.htmlFor === input.id) : [];
  const wrapping = input.closest('label');
  if (wrapping && !labels.includes(wrapping)) labels.push(wrapping);
  for (const label of labels) {
    const walker = input.ownerDocument.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? '';
      if (swap(value) !== value) node.nodeValue = swap(value);
    }
  }
  for (const attribute of ['placeholder', 'aria-label']) {
    const value = input.getAttribute(attribute);
    if (value && swap(value) !== value) input.setAttribute(attribute, swap(value));
  }
}

/**
 * Masks (maska: phones, postal codes, data-mask="money" amounts), upper-casing postal codes on change, ZIP Code / Postal Code labels, leading
 * 00 -> +, the international phone field's country selector, and live clearing of a field's
 * error once it is valid. Returns a cleanup function, whose retext() applies new `options.texts`
 * (read at each use: the wizard's settings, which follow data-texts) to our labels.
 */
export function enhanceFields(
  root: HTMLElement,
  options: { texts?: LeadTexts | undefined; lang?: string | undefined } = {},
): (() => void) & { retext(): void } {
  const texts = () => options.texts ?? TEXTS.en;
  /** The postal code label last written. */
  let written = '';
  const form = formOf(root);
  const isMoney = (input: HTMLInputElement) => input.matches(MONEY_SELECTOR);
  const phones = Array.from(root.querySelectorAll<HTMLInputElement>(PHONE_SELECTOR)).filter((input) => !isMoney(input));
  const postals = Array.from(root.querySelectorAll<HTMLInputElement>(POSTAL_SELECTOR)).filter((input) => !isMoney(input));
  const moneys = Array.from(root.querySelectorAll<HTMLInputElement>(MONEY_SELECTOR));
  const masks = new Map<HTMLInputElement, FieldMask>();
  // Money masks do not depend on the country: made once.
  const moneyMasks = moneys.map((input) => maskOnFirstUse(input, () => attachMoneyMask(input)));
  const selectors: CountrySelector[] = [];
  // A numeric keyboard suits US ZIP codes only; CA and GB postcodes have letters.
  const inputModes = new Map(postals.map((input) => [input, input.getAttribute('inputmode')]));
  const setInputMode = (input: HTMLInputElement, mode: string | null | undefined) => {
    if (mode) input.setAttribute('inputmode', mode);
    else input.removeAttribute('inputmode');
  };

  if (form) {
    // An input that already has a selector (enhanced twice without cleanup) keeps that one.
    for (const phone of phones.filter(
      (input) => input.hasAttribute('data-international') && !input.hasAttribute('data-vt-country-selector'),
    )) {
      ensureCountryField(form);
      selectors.push(attachCountrySelector(phone, form, formCountry(form), texts(), options.lang));
    }
  }

  const labels = () => {
    const text = texts()[postalCodeLabel(formCountry(form))];
    for (const postal of postals) relabel(postal, text, written);
    written = text;
    for (const selector of selectors) selector.label.textContent = texts().phoneCountryLabel;
  };
  const apply = () => {
    const country = formCountry(form);
    for (const mask of masks.values()) mask.destroy();
    masks.clear();
    for (const phone of phones)
      masks.set(
        phone,
        maskOnFirstUse(phone, () => attachMask(phone, phoneMask(country), (value) => phonePreProcess(country, value))),
      );
    for (const postal of postals) {
      masks.set(
        postal,
        maskOnFirstUse(postal, () => attachMask(postal, postalCodeMask(country))),
      );
      const original = inputModes.get(postal);
      setInputMode(postal, country !== 'US' && original === 'numeric' ? 'text' : original);
    }
    for (const selector of selectors) selector.show(country);
    labels();
  };
  apply();
  // The masks' library, fetched while the visitor reads the first panel (masks.ts).
  const stopPreload =
    phones.length || postals.length || moneys.length
      ? whenIdle(() => {
          if (phones.length || postals.length) loadMaska().catch(() => {});
          if (moneys.length) loadMoneyMask().catch(() => {});
        })
      : () => {};

  const onChange = (event: Event) => {
    const target = event.target;
    if (!isFieldControl(target)) return;
    if (target.name === 'country_code') {
      apply();
      // A new country can make a shown number or postal code valid: its stale error goes too.
      for (const input of [...phones, ...postals]) clearWhenValid(input);
    }
    if (target instanceof HTMLInputElement && postals.includes(target)) {
      const upper = normalizePostalCode(target.value);
      if (upper !== target.value) target.value = upper;
    }
    clearWhenValid(target);
  };
  const onInput = (event: Event) => {
    if (isFieldControl(event.target)) clearWhenValid(event.target);
  };
  /** Live clearing: a field showing an error loses it as soon as its panel check passes for it. */
  const clearWhenValid = (control: HTMLElement & { name: string }) => {
    if (!control.name) return;
    const panel = control.closest<HTMLElement>('[data-panel-type]') ?? root;
    if (!hasFieldError(panel, control.name)) return;
    const stillInvalid = validatePanel(panel, { texts: texts() }).some((error) => error.name === control.name);
    if (!stillInvalid) clearFieldErrors(panel, control.name);
  };

  root.addEventListener('change', onChange);
  root.addEventListener('input', onInput);
  const stop = () => {
    stopPreload();
    root.removeEventListener('change', onChange);
    root.removeEventListener('input', onInput);
    for (const mask of masks.values()) mask.destroy();
    masks.clear();
    for (const mask of moneyMasks) mask.destroy();
    for (const selector of selectors) selector.destroy();
    for (const [input, mode] of inputModes) setInputMode(input, mode);
  };
  return Object.assign(stop, { retext: labels });
}
