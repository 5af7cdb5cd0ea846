import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { addErrorReporter } from '@vt-elements/core';
import { enhanceFields, showErrors, validatePanel } from './fields';
import { loadMaska, loadMoneyMask } from './masks';

// As on a page once it has been idle: maska is loaded (masks.dom.test.ts covers a field used before).
beforeAll(() => Promise.all([loadMaska(), loadMoneyMask()]));

let cleanup: (() => void) | undefined;

afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  document.body.innerHTML = '';
});

function setup(html: string): HTMLElement {
  document.body.innerHTML = `<vt-lead-wizard><form>${html}</form></vt-lead-wizard>`;
  const root = document.querySelector<HTMLElement>('vt-lead-wizard')!;
  cleanup = enhanceFields(root);
  return root;
}

const $ = <T extends Element = HTMLInputElement>(selector: string) => document.querySelector<T>(selector)!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function change(control: HTMLInputElement | HTMLSelectElement, value?: string) {
  if (value !== undefined) control.value = value;
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('§5 Phone by country masks on the page', () => {
  it('US: (999) 999-9999, a pasted +1 is dropped, existing values are masked', async () => {
    setup(`<input type="tel" name="phone_number" value="2125551234">`);
    await settle();
    expect($('input').value).toBe('(212) 555-1234');
    type($('input'), '+1 646 555 9876 123');
    expect($('input').value).toBe('(646) 555-9876');
  });

  it('GB: 99999 999 999', () => {
    setup(`<input type="hidden" name="country_code" value="GB"><input type="tel" name="phone_number">`);
    type($('[name="phone_number"]'), '+44 7700 900123');
    expect($('[name="phone_number"]').value).toBe('07700 900 123');
  });

  it('others: a leading 00 becomes +, at most 15 characters', () => {
    setup(`<input type="hidden" name="country_code" value="AU"><input type="tel" name="phone_number">`);
    const phone = $('[name="phone_number"]');
    type(phone, '0061 412 345 678');
    expect(phone.value).toBe('+61 412 345 678');
    type(phone, '+61 412 345 678 999');
    expect(phone.value).toBe('+61 412 345 678');
    expect(phone.value).toHaveLength(15);
  });

  it('stops masking after cleanup', () => {
    setup(`<input type="tel" name="phone_number">`);
    cleanup!();
    cleanup = undefined;
    type($('input'), '2125551234');
    expect($('input').value).toBe('2125551234');
  });
});

describe("spec §9 money mask on the page (data-mask=\"money\": precision 2, delimiter '.', separator ',')", () => {
  it('an amount is grouped with "." and its decimals marked with ",", at most 2, completed to 2 on change', () => {
    setup(`<div data-panel-type="form" data-id="p"><input name="budget" data-mask="money"></div>`);
    const budget = $('input');
    type(budget, '1234567,891');
    expect(budget.value).toBe('1.234.567,89');
    type(budget, '250');
    expect(budget.value).toBe('250');
    change(budget);
    expect(budget.value).toBe('250,00');
  });

  it('a value already there is masked; a tel input is an amount, not a phone; cleanup stops it', async () => {
    setup(
      `<input type="tel" name="budget" data-mask="money" value="1500,5"><input name="price" data-mask="money" data-mask-precision="0">`,
    );
    await settle();
    expect($('[name="budget"]').value).toBe('1.500,5');
    type($('[name="budget"]'), '2125551234');
    expect($('[name="budget"]').value).toBe('2.125.551.234');
    type($('[name="price"]'), '99,95');
    expect($('[name="price"]').value).toBe('9.995');
    cleanup!();
    cleanup = undefined;
    type($('[name="price"]'), '1234');
    expect($('[name="price"]').value).toBe('1234');
  });

  it('a data-mask-precision it cannot use, or a number input, is reported with the field named', () => {
    const reported: string[] = [];
    const stop = addErrorReporter((error) => reported.push(error.message));
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> money field "budget": data-mask-precision "two" is not a whole number from 0 to 20; using 2',
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> money field "count": data-mask="money" needs a text input (type="text"), not type="number": left unmasked',
    );
    setup(`<input name="budget" data-mask="money" data-mask-precision="two"><input type="number" name="count" data-mask="money">`);
    type($('[name="budget"]'), '1234,567');
    type($('[name="count"]'), '1234');
    stop();
    expect(reported).toEqual([
      '<vt-lead-wizard> money field "budget": data-mask-precision "two" is not a whole number from 0 to 20; using 2',
      '<vt-lead-wizard> money field "count": data-mask="money" needs a text input (type="text"), not type="number": left unmasked',
    ]);
    expect($('[name="budget"]').value).toBe('1.234,56');
  });
});

describe('§5 Postal code on the page', () => {
  it("US: 'ZIP Code' label and a 5-digit mask", () => {
    setup(
      `<label for="zip">Postal code <span aria-hidden="true">*</span></label><input id="zip" name="zip_code" placeholder="Postal Code">`,
    );
    expect($('label').textContent).toBe('ZIP Code *');
    expect($('label span')).not.toBeNull();
    expect($('input').placeholder).toBe('ZIP Code');
    type($('input'), '10001-1234');
    expect($('input').value).toBe('10001');
  });

  it("other countries: 'Postal Code', upper-cased on change, cut to the maximum", () => {
    setup(`<input type="hidden" name="country_code" value="CA"><label>ZIP Code <input name="zip_code" inputmode="numeric"></label>`);
    const zip = $('[name="zip_code"]');
    expect(zip.getAttribute('inputmode')).toBe('text');
    expect($('label').textContent?.trim()).toBe('Postal Code');
    type(zip, 'k1a 0b1 extra');
    expect(zip.value).toBe('k1a 0b1');
    change(zip);
    expect(zip.value).toBe('K1A 0B1');
  });

  it('leaves a label with other wording alone', () => {
    setup(`<label for="zip">Where do you live?</label><input id="zip" name="zip_code">`);
    expect($('label').textContent).toBe('Where do you live?');
  });
});

describe('§5 the international field: country selector', () => {
  const markup = `<div data-panel-type="form" data-id="contact">
      <label for="phone">Phone number</label>
      <input type="tel" id="phone" name="phone_number" data-international>
      <label for="zip">ZIP Code</label><input id="zip" name="zip_code" inputmode="numeric">
    </div>`;

  it('adds a labelled select, US and GB first, and creates the hidden country_code', () => {
    setup(markup);
    const select = $<HTMLSelectElement>('select');
    expect(select.labels?.[0]?.textContent).toBe('Phone number country');
    expect(
      Array.from(select.options)
        .slice(0, 3)
        .map((o) => o.textContent),
    ).toEqual(['United States (+1)', 'United Kingdom (+44)', 'Australia (+61)']);
    expect(select.options).toHaveLength(27);
    expect(select.value).toBe('US');
    const hidden = $('input[type="hidden"][name="country_code"]');
    expect(hidden.value).toBe('US');
    // Between the phone label and the input it qualifies.
    expect(select.parentElement?.previousElementSibling).toBe($('label[for="phone"]'));
    expect(select.parentElement?.nextElementSibling).toBe($('#phone'));
  });

  it('starts from the form country_code', () => {
    setup(`<input type="hidden" name="country_code" value="ca">${markup}`);
    expect($<HTMLSelectElement>('select').value).toBe('CA');
    expect(document.querySelectorAll('[name="country_code"]')).toHaveLength(1);
  });

  it('switches country_code, the mask, the postal label and the rule', () => {
    setup(markup);
    const select = $<HTMLSelectElement>('select');
    change(select, 'GB');
    expect($('[name="country_code"]').value).toBe('GB');
    const phone = $('#phone');
    type(phone, '07700900123');
    expect(phone.value).toBe('07700 900 123');
    expect($('label[for="zip"]').textContent).toBe('Postal Code');
    expect($('#zip').getAttribute('inputmode')).toBe('text');
    expect(validatePanel($<HTMLElement>('[data-panel-type]'))).toEqual([]);

    change(select, 'AU');
    type(phone, '0112 345 678');
    expect(validatePanel($<HTMLElement>('[data-panel-type]')).map((e) => e.message)).toEqual(['Please enter a valid phone number']);
    change(select, 'US');
    expect($('label[for="zip"]').textContent).toBe('ZIP Code');
    expect($('#zip').getAttribute('inputmode')).toBe('numeric');
  });

  it('shows a country_code without a phone rule', () => {
    setup(`<input type="hidden" name="country_code" value="CH">${markup}`);
    const select = $<HTMLSelectElement>('select');
    expect(select.value).toBe('CH');
    expect(select.selectedOptions[0]?.textContent).toBe('Switzerland');
  });

  it('adds one selector when enhanced twice', () => {
    const root = setup(markup);
    const again = enhanceFields(root);
    expect(document.querySelectorAll('select')).toHaveLength(1);
    again();
  });

  it('removes the selector on cleanup', () => {
    setup(markup);
    cleanup!();
    cleanup = undefined;
    expect(document.querySelector('select')).toBeNull();
  });
});

describe('§5 live clearing of a field error', () => {
  it('clears the field error once it is valid, not before', () => {
    setup(`<div data-panel-type="form" data-id="p">
      <input id="full_name" name="full_name"><input id="email" type="email" name="email"></div>`);
    const panel = $<HTMLElement>('[data-panel-type]');
    showErrors(panel, validatePanel(panel));
    const name = $('#full_name');
    type(name, 'Ada');
    expect(document.getElementById('full_name-error')?.textContent).toBe('Error: Required');
    type(name, 'Ada Lovelace');
    expect(document.getElementById('full_name-error')).toBeNull();
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById('email-error')).not.toBeNull();
  });

  it('choosing a phone country clears a stale phone or postal error that the new country accepts', () => {
    setup(`<div data-panel-type="form" data-id="contact">
      <label for="phone">Phone number</label>
      <input type="tel" id="phone" name="phone_number" data-international required>
      <label for="zip">ZIP Code</label><input id="zip" name="zip_code">
      <label for="name">Full name</label><input id="name" name="full_name" required></div>`);
    const panel = $<HTMLElement>('[data-panel-type]');
    // A UK number and postcode checked against the default US rules.
    $('#phone').value = '07700900123';
    $('#zip').value = 'SW1A 1AA';
    showErrors(panel, validatePanel(panel));
    const invalid = () => Array.from(panel.querySelectorAll('[aria-invalid="true"]')).map((el) => el.id);
    expect(invalid()).toEqual(['phone', 'zip', 'name']);
    change($<HTMLSelectElement>('select'), 'AU');
    // Australia takes the postcode (4-10 characters) but not the UK number: only the phone error stays.
    expect(invalid()).toEqual(['phone', 'name']);
    change($<HTMLSelectElement>('select'), 'GB');
    expect(invalid()).toEqual(['name']);
    expect(panel.querySelectorAll('.vt-error-message')).toHaveLength(1);
  });

  it('clears a multiple-choice error once enough options are checked', () => {
    setup(`<div data-panel-type="multiple-choice" data-id="mc" data-min="1">
      <label><input type="checkbox" name="subjects" value="Math"> Math</label>
      <label><input type="checkbox" name="subjects" value="SAT"> SAT</label></div>`);
    const panel = $<HTMLElement>('[data-panel-type]');
    showErrors(panel, validatePanel(panel));
    expect(panel.querySelector('.vt-error-message')?.textContent).toBe('Error: Please select at least 1 option(s)');
    const box = $('input');
    box.checked = true;
    change(box);
    expect(panel.querySelector('.vt-error-message')).toBeNull();
  });
});
