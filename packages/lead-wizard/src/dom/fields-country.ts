import { phoneRule, selectorCountries } from '../core/fields';
import { countryControl } from './fields-controls';
import { TEXTS, type LeadTexts } from '../core/texts';

/** The international field's country selector (spec §5 Phone by country). */
export interface CountrySelector {
  select: HTMLSelectElement;
  /** Its label (its text follows data-texts). */
  label: HTMLLabelElement;
  /** Shows a country (when country_code changed elsewhere). */
  show(country: string): void;
  destroy(): void;
}

let count = 0;

function option(value: string, text: string): HTMLOptionElement {
  const element = document.createElement('option');
  element.value = value;
  element.textContent = text;
  return element;
}

/** One Intl.DisplayNames per language, kept: a Spanish selector names every country it lists. */
const regionNames = new Map<string, Intl.DisplayNames>();

function regionName(code: string, lang: 'en' | 'es' = 'en'): string {
  try {
    let names = regionNames.get(lang);
    if (!names) regionNames.set(lang, (names = new Intl.DisplayNames([lang, 'en'], { type: 'region' })));
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The form's country_code field, created as a hidden input when the form has none (so the
 * chosen country submits with the lead, spec §3 location.country_code).
 */
export function ensureCountryField(form: HTMLFormElement): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const existing = countryControl(form);
  if (existing) return existing;
  const hidden = document.createElement('input');
  hidden.type = 'hidden';
  hidden.name = 'country_code';
  hidden.value = 'US';
  hidden.setAttribute('data-vt-created', '');
  form.append(hidden);
  return hidden;
}

/**
 * Adds a labelled country <select> before an international phone input: US and GB first, then
 * the other countries with a phone rule by name (spec §5 defaults: preferred us and gb,
 * national mode: the visitor types the national number, the dial code shows in the option).
 * Choosing a country writes the form's country_code and fires a bubbling `change` on it, so
 * masks, rules and the rest of the page follow.
 */
export function attachCountrySelector(
  input: HTMLInputElement,
  form: HTMLFormElement,
  country: string,
  texts: LeadTexts = TEXTS.en,
  /** The page's language: Spanish country names on a Spanish page (as the texts), else English. */
  lang?: string,
): CountrySelector {
  // The rules' English names, or the browser's Spanish names where the texts are Spanish.
  const english = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0] !== 'es';
  const id = `vt-phone-country-${++count}`;
  const wrapper = document.createElement('span');
  wrapper.className = 'vt-phone-country';
  wrapper.setAttribute('data-vt-phone-country', '');
  const label = document.createElement('label');
  label.htmlFor = id;
  label.className = 'vt-phone-country__label';
  label.textContent = texts.phoneCountryLabel;
  const select = document.createElement('select');
  select.id = id;
  select.className = 'vt-phone-country__select';
  select.autocomplete = 'country';
  for (const rule of selectorCountries()) select.append(option(rule.country, `${english ? rule.name : regionName(rule.country, 'es')} (+${rule.dialCode})`));
  wrapper.append(label, select);

  const show = (code: string) => {
    if (!phoneRule(code) && !Array.from(select.options).some((o) => o.value === code)) {
      // A country_code with no phone rule (generic pattern) still shows what is selected.
      select.append(option(code, regionName(code, english ? 'en' : 'es')));
    }
    select.value = code;
  };
  show(country);

  const onChange = () => {
    const field = ensureCountryField(form);
    field.value = select.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  };
  select.addEventListener('change', onChange);

  // Not inside a <label> that wraps the phone input: a label names one control.
  const label0 = input.closest('label');
  (label0 && form.contains(label0) ? label0 : input).before(wrapper);

  input.setAttribute('data-vt-country-selector', id);

  return {
    select,
    label,
    show,
    destroy() {
      select.removeEventListener('change', onChange);
      wrapper.remove();
      input.removeAttribute('data-vt-country-selector');
    },
  };
}
