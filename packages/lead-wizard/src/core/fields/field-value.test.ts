import { describe, expect, it } from 'vitest';
import { checkedCount, fieldValue, VALUELESS_INPUT_TYPES } from './field-value';

describe('§5 Field value', () => {
  it('joins the checked boxes of a checkbox group with commas', () => {
    expect(
      fieldValue([
        { type: 'checkbox', checked: true, value: 'Math' },
        { type: 'checkbox', checked: false, value: 'Science' },
        { type: 'checkbox', checked: true, value: 'SAT' },
      ]),
    ).toBe('Math,SAT');
  });

  it('gives the checked radio only', () => {
    expect(
      fieldValue([
        { type: 'radio', checked: false, value: 'My child' },
        { type: 'radio', checked: true, value: 'Myself' },
      ]),
    ).toBe('Myself');
  });

  it('gives an empty string when no checkbox or radio is checked', () => {
    expect(fieldValue([{ type: 'checkbox', checked: false, value: 'true' }])).toBe('');
    expect(fieldValue([{ type: 'radio', checked: false, value: 'a' }])).toBe('');
  });

  it('uses the last value otherwise', () => {
    expect(
      fieldValue([
        { type: 'hidden', value: 'first' },
        { type: 'text', value: 'last' },
      ]),
    ).toBe('last');
    expect(fieldValue([{ type: 'text', value: 'Ada Lovelace' }])).toBe('Ada Lovelace');
  });

  it('gives an empty string for no controls', () => {
    expect(fieldValue([])).toBe('');
  });

  it('counts only checked checkboxes and radios', () => {
    expect(
      checkedCount([
        { type: 'checkbox', checked: true, value: 'a' },
        { type: 'checkbox', checked: false, value: 'b' },
        { type: 'radio', checked: true, value: 'c' },
        { type: 'text', checked: true, value: 'd' },
      ]),
    ).toBe(2);
  });
});
describe('§5 Field value: which controls count (issue 51)', () => {
  it('buttons, images and files carry no field value', () => {
    expect([...VALUELESS_INPUT_TYPES].sort()).toEqual(['button', 'file', 'image', 'reset', 'submit']);
    expect(['text', 'hidden', 'checkbox', 'radio', 'email', 'tel'].some((type) => VALUELESS_INPUT_TYPES.has(type))).toBe(false);
  });

  it('a checkbox or radio counts only when checked is true', () => {
    expect(fieldValue([{ type: 'checkbox', value: 'a' }])).toBe('');
    expect(fieldValue([{ type: 'radio', value: 'a' }])).toBe('');
    expect(
      checkedCount([
        { type: 'radio', value: 'a' },
        { type: 'radio', checked: false, value: 'b' },
      ]),
    ).toBe(0);
    expect(checkedCount([{ type: 'radio', checked: true, value: 'a' }])).toBe(1);
  });

  it('several radios with one name give the checked one, not a comma list', () => {
    expect(
      fieldValue([
        { type: 'radio', checked: true, value: 'a' },
        { type: 'radio', checked: false, value: 'b' },
      ]),
    ).toBe('a');
  });
});
