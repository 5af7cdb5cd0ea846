import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { addErrorReporter } from '@vt-elements/core';
import { collectValues, firstFocusable, validatePanel } from './fields';

function render(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

function panel(id: string): HTMLElement {
  return document.querySelector<HTMLElement>(`[data-id="${id}"]`)!;
}

function messages(errors: { name: string; message: string }[]) {
  return errors.map(({ name, message }) => [name, message]);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('§5 Field value: collectValues', () => {
  it('counts only checked boxes and radios, joins checkbox groups with commas, else the last value', () => {
    const form = render(`
      <input type="hidden" name="leadform" value="home-hero">
      <input type="checkbox" name="subjects" value="Math" checked>
      <input type="checkbox" name="subjects" value="Science">
      <input type="checkbox" name="subjects" value="SAT" checked>
      <input type="radio" name="who_needs_help" value="My child">
      <input type="radio" name="who_needs_help" value="Myself" checked>
      <input type="checkbox" name="dialer_consent_accepted" value="true">
      <input type="text" name="full_name" value="first">
      <input type="text" name="full_name" value="Ada Lovelace">
      <select name="grade_level"><option>Elementary</option><option selected>High School</option></select>
      <textarea name="message">Hello</textarea>
      <input type="text" name="ignored" value="x" disabled>
      <button name="go" value="1">Go</button>`);
    expect(collectValues(form)).toEqual({
      leadform: 'home-hero',
      subjects: 'Math,SAT',
      who_needs_help: 'Myself',
      dialer_consent_accepted: '',
      full_name: 'Ada Lovelace',
      grade_level: 'High School',
      message: 'Hello',
    });
  });
});

describe('§5 Lead form client side: validatePanel', () => {
  it('gives the spec messages for full_name, email, phone_number and consent, in document order', () => {
    render(`<div data-panel-type="form" data-id="contact">
      <input type="text" id="full_name" name="full_name" value="Al">
      <input type="email" id="email" name="email" value="ada@">
      <input type="tel" id="phone" name="phone_number" value="(112) 555-1234">
      <input type="checkbox" id="consent" name="dialer_consent_accepted" value="true">
    </div>`);
    expect(messages(validatePanel(panel('contact')))).toEqual([
      ['full_name', 'Required'],
      ['email', 'Invalid'],
      ['phone_number', 'Invalid'],
      ['dialer_consent_accepted', 'Required'],
    ]);
  });

  it('passes a valid panel', () => {
    render(`<div data-panel-type="form" data-id="contact">
      <input name="full_name" value="Ada Lovelace">
      <input type="email" name="email" value="ada@example.com">
      <input type="tel" name="phone_number" value="(212) 555-1234">
      <input type="checkbox" name="dialer_consent_accepted" value="true" checked>
      <input type="radio" name="day_to_call" value="2026-11-23">
      <input type="radio" name="time_to_call" value="2026-11-23T15:00:00Z">
    </div>`);
    expect(validatePanel(panel('contact'))).toEqual([]);
  });

  it("full_name: two words else 'Invalid'", () => {
    render(`<div data-panel-type="form" data-id="p"><input name="full_name" value="Ada"></div>`);
    expect(messages(validatePanel(panel('p')))).toEqual([['full_name', 'Invalid']]);
  });

  it('native required fields show Required; hidden, disabled and unnamed controls are skipped', () => {
    render(`<div data-panel-type="form" data-id="p">
      <select name="grade_level" required><option value="">Choose</option><option>College</option></select>
      <input name="school" required>
      <textarea name="message"></textarea>
      <div hidden><input name="hidden_one" required></div>
      <div style="display: none"><input name="hidden_two" required></div>
      <input name="off" required disabled>
      <fieldset disabled><input name="off_too" required></fieldset>
      <input type="hidden" name="leadform" required>
      <input required>
    </div>`);
    expect(messages(validatePanel(panel('p')))).toEqual([
      ['grade_level', 'Required'],
      ['school', 'Required'],
    ]);
  });

  it('country comes from options, else the form country_code, else US', () => {
    render(`<input type="hidden" name="country_code" value="GB">
      <div data-panel-type="form" data-id="p">
        <input type="tel" name="phone_number" value="07700 900 123">
        <input name="zip_code" value="sw1a 1aa">
      </div>`);
    expect(validatePanel(panel('p'))).toEqual([]);
    expect(messages(validatePanel(panel('p'), { countryCode: 'US' }))).toEqual([
      ['phone_number', 'Invalid'],
      ['zip_code', 'Invalid'],
    ]);
    document.querySelector<HTMLInputElement>('[name="country_code"]')!.remove();
    expect(messages(validatePanel(panel('p')))).toEqual([
      ['phone_number', 'Invalid'],
      ['zip_code', 'Invalid'],
    ]);
  });

  it("the international field's per-country check says 'Please enter a valid phone number'", () => {
    render(`<input type="hidden" name="country_code" value="AU">
      <div data-panel-type="form" data-id="p"><input type="tel" name="phone_number" data-international value="0112 345 678"></div>`);
    expect(messages(validatePanel(panel('p')))).toEqual([['phone_number', 'Please enter a valid phone number']]);
    document.querySelector<HTMLInputElement>('[name="phone_number"]')!.value = '0412 345 678';
    expect(validatePanel(panel('p'))).toEqual([]);
  });

  it('phone_number over 15 characters is Invalid', () => {
    render(
      `<div data-panel-type="form" data-id="p"><input type="tel" name="phone_number" data-international value="+1234567890123456"></div>`,
    );
    expect(messages(validatePanel(panel('p'), { countryCode: 'CH' }))).toEqual([['phone_number', 'Invalid']]);
  });

  it('zip_code is optional unless required', () => {
    render(`<div data-panel-type="form" data-id="p"><input name="zip_code" value=""></div>`);
    expect(validatePanel(panel('p'))).toEqual([]);
    document.querySelector('input')!.required = true;
    expect(messages(validatePanel(panel('p')))).toEqual([['zip_code', 'Required']]);
  });
});

describe('§5 Multiple-choice step', () => {
  const choices = (min: string, max: string, checked: number) => `
    <div data-panel-type="multiple-choice" data-id="mc" ${min} ${max}>
      ${['Math', 'Science', 'English']
        .map((v, i) => `<label><input type="checkbox" name="subjects" value="${v}" ${i < checked ? 'checked' : ''}> ${v}</label>`)
        .join('')}
    </div>`;

  it('asks for at least data-min option(s)', () => {
    render(choices('data-min="2"', '', 1));
    const errors = validatePanel(panel('mc'));
    expect(messages(errors)).toEqual([['subjects', 'Please select at least 2 option(s)']]);
    expect(errors[0]!.control).toBe(document.querySelector('input'));
  });

  it('asks for at most data-max option(s)', () => {
    render(choices('data-min="1"', 'data-max="2"', 3));
    expect(messages(validatePanel(panel('mc')))).toEqual([['subjects', 'Please select at most 2 option(s)']]);
  });

  it('passes within the bounds and without bounds', () => {
    render(choices('data-min="1"', 'data-max="2"', 2));
    expect(validatePanel(panel('mc'))).toEqual([]);
    render(choices('', '', 0));
    expect(validatePanel(panel('mc'))).toEqual([]);
  });

  it('reports a malformed bound once and ignores it', () => {
    expectConsoleError('[vt-elements] vt-lead-wizard: Multiple-choice panel "mc" has a malformed data-min "one"; ignoring it');
    const reporter = vi.fn();
    const remove = addErrorReporter(reporter);
    render(choices('data-min="one"', 'data-max="1"', 2));
    expect(messages(validatePanel(panel('mc')))).toEqual([['subjects', 'Please select at most 1 option(s)']]);
    validatePanel(panel('mc'));
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter.mock.calls[0]![0].message).toBe('Multiple-choice panel "mc" has a malformed data-min "one"; ignoring it');
    remove();
    vi.restoreAllMocks();
  });

  it('a radio group with data-min="1" and nothing chosen', () => {
    render(`<div data-panel-type="multiple-choice" data-id="mc" data-min="1" data-max="1">
      <label><input type="radio" name="who_needs_help" value="My child"> My child</label>
      <label><input type="radio" name="who_needs_help" value="Myself"> Myself</label></div>`);
    expect(messages(validatePanel(panel('mc')))).toEqual([['who_needs_help', 'Please select at least 1 option(s)']]);
  });
});

describe('§4 Wizard flow focus: firstFocusable', () => {
  it('is the first invalid text, email, tel or textarea control', () => {
    render(`<div data-panel-type="form" data-id="p">
      <select name="grade_level" required><option value=""></option></select>
      <input type="checkbox" name="dialer_consent_accepted">
      <input type="tel" name="phone_number" value="">
      <input name="full_name" value="">
    </div>`);
    const errors = validatePanel(panel('p'));
    expect(errors.map((e) => e.name)).toEqual(['grade_level', 'dialer_consent_accepted', 'phone_number', 'full_name']);
    expect(firstFocusable(errors)).toBe(document.querySelector('[name="phone_number"]'));
  });

  it('takes a textarea and is null when only other controls are invalid', () => {
    render(`<div data-panel-type="form" data-id="p"><textarea name="message" required></textarea></div>`);
    expect(firstFocusable(validatePanel(panel('p')))).toBe(document.querySelector('textarea'));
    render(`<div data-panel-type="form" data-id="p"><input type="checkbox" name="dialer_consent_accepted"></div>`);
    expect(firstFocusable(validatePanel(panel('p')))).toBeNull();
  });
});
