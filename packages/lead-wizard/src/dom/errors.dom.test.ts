import { afterEach, describe, expect, it } from 'vitest';
import { clearErrors, clearFieldErrors, showErrors } from './errors';
import { validatePanel } from './fields';

afterEach(() => {
  document.body.innerHTML = '';
});

function setup(html: string): HTMLElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector<HTMLElement>('[data-panel-type]')!;
}

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

describe('§5 errors: GOV.UK pattern', () => {
  it('puts the message, a span (spec §5 "a message span beside the input"), beside the input with a visually hidden "Error:", aria-invalid, aria-describedby after the hint, error classes', () => {
    const panel = setup(`<div data-panel-type="form" data-id="p">
      <div class="form-group">
        <label for="full_name">Full name</label>
        <p id="full_name-hint">First and last name</p>
        <input id="full_name" name="full_name" aria-describedby="full_name-hint" value="Al">
      </div></div>`);
    showErrors(panel, validatePanel(panel));
    const message = $('#full_name-error');
    expect(message.outerHTML).toBe(
      '<span id="full_name-error" class="vt-error-message" data-vt-error-for="full_name"><span class="vt-visually-hidden">Error:</span> Required</span>',
    );
    expect(message.previousElementSibling).toBe($('#full_name'));
    const input = $('#full_name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('full_name-hint full_name-error');
    expect(input.classList.contains('vt-field--error')).toBe(true);
    expect($('.form-group').classList.contains('vt-form-group--error')).toBe(true);
  });

  it('puts the message after a label that wraps the input, and makes an id when the input has none', () => {
    const panel = setup(`<div data-panel-type="form" data-id="p">
      <label>Email <input type="email" name="email" value="nope"></label></div>`);
    showErrors(panel, validatePanel(panel));
    const message = $('#vt-email-error');
    expect(message.textContent).toBe('Error: Invalid');
    expect(message.previousElementSibling).toBe($('label'));
    expect($('input').getAttribute('aria-describedby')).toBe('vt-email-error');
    expect($('label').classList.contains('vt-form-group--error')).toBe(true);
  });

  it("a lone checkbox's group is the label's wrapper, which holds the message (issue 19: consent)", () => {
    const panel = setup(`<div data-panel-type="form" data-id="p">
      <div class="field"><label><input type="checkbox" name="consent" value="true" required> I agree</label></div></div>`);
    showErrors(panel, validatePanel(panel));
    const field = $('.field');
    expect(field.classList.contains('vt-form-group--error')).toBe(true);
    expect(field.contains($('.vt-error-message'))).toBe(true);
    expect($('label').classList.contains('vt-form-group--error')).toBe(false);
    clearErrors(panel);
    expect(field.classList.contains('vt-form-group--error')).toBe(false);
  });

  it('puts a group message in the fieldset after its legend and describes the fieldset', () => {
    const panel = setup(`<div data-panel-type="multiple-choice" data-id="mc" data-min="1">
      <fieldset id="subjects"><legend>Subjects</legend>
        <label><input type="checkbox" id="subjects-math" name="subjects" value="Math"> Math</label>
        <label><input type="checkbox" id="subjects-sat" name="subjects" value="SAT"> SAT</label>
      </fieldset></div>`);
    showErrors(panel, validatePanel(panel));
    const message = $('#subjects-error');
    expect(message.textContent).toBe('Error: Please select at least 1 option(s)');
    expect(message.previousElementSibling).toBe($('legend'));
    expect($('fieldset').getAttribute('aria-describedby')).toBe('subjects-error');
    expect($('fieldset').classList.contains('vt-form-group--error')).toBe(true);
    for (const box of document.querySelectorAll('input')) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.classList.contains('vt-field--error')).toBe(true);
    }
  });

  it('without a fieldset, puts the group message in the panel before the options and describes each option', () => {
    const panel = setup(`<div data-panel-type="multiple-choice" data-id="who" data-min="1" data-max="1">
      <h2>Who needs help?</h2>
      <label><input type="radio" id="who-1" name="who_needs_help" value="My child"> My child</label>
      <label><input type="radio" id="who-2" name="who_needs_help" value="Myself"> Myself</label>
      <button type="button" data-next>Next</button></div>`);
    showErrors(panel, validatePanel(panel));
    const message = $('#who-1-error');
    expect(message.parentElement).toBe(panel);
    expect(message.previousElementSibling?.tagName).toBe('H2');
    expect(message.nextElementSibling).toBe($('label'));
    expect($('#who-1').getAttribute('aria-describedby')).toBe('who-1-error');
    expect($('#who-2').getAttribute('aria-describedby')).toBe('who-1-error');
  });

  it('replaces the previous errors and clears everything it added', () => {
    const panel = setup(`<div data-panel-type="form" data-id="p">
      <div><input id="full_name" name="full_name" aria-describedby="hint" value=""></div>
      <div><input id="email" type="email" name="email" value=""></div></div>`);
    const before = panel.innerHTML;
    showErrors(panel, validatePanel(panel));
    expect(panel.querySelectorAll('.vt-error-message')).toHaveLength(2);
    showErrors(panel, validatePanel(panel));
    expect(panel.querySelectorAll('.vt-error-message')).toHaveLength(2);
    expect($('#full_name').getAttribute('aria-describedby')).toBe('hint full_name-error');
    clearErrors(panel);
    expect(panel.innerHTML).toBe(before);
  });

  it('clears one field and keeps the others', () => {
    const panel = setup(`<div data-panel-type="form" data-id="p"><div class="row">
      <input id="full_name" name="full_name" value="">
      <input id="email" type="email" name="email" value=""></div></div>`);
    showErrors(panel, validatePanel(panel));
    clearFieldErrors(panel, 'full_name');
    expect(document.getElementById('full_name-error')).toBeNull();
    expect($('#full_name').hasAttribute('aria-invalid')).toBe(false);
    expect($('#full_name').hasAttribute('aria-describedby')).toBe(false);
    expect($('#email-error').textContent).toBe('Error: Required');
    // The shared wrapper still has an error.
    expect($('.row').classList.contains('vt-form-group--error')).toBe(true);
    clearFieldErrors(panel, 'email');
    expect($('.row').classList.contains('vt-form-group--error')).toBe(false);
  });

  it('shows one message per field name', () => {
    const panel = setup(`<div data-panel-type="form" data-id="p"><input id="n" name="full_name"></div>`);
    const control = $('#n');
    showErrors(panel, [
      { control, name: 'full_name', message: 'Required' },
      { control, name: 'full_name', message: 'Invalid' },
    ]);
    expect(panel.querySelectorAll('.vt-error-message')).toHaveLength(1);
    expect($('#n-error').textContent).toBe('Error: Required');
  });

  it('keeps error ids unique in the document', () => {
    document.body.innerHTML = `<p id="vt-full_name-error">taken</p><form><div data-panel-type="form" data-id="p"><input name="full_name"></div></form>`;
    const panel = $('[data-panel-type]');
    showErrors(panel, validatePanel(panel));
    expect($('input').getAttribute('aria-describedby')).toBe('vt-full_name-error-2');
  });
});
