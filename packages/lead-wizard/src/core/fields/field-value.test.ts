import { describe, expect, it } from 'vitest';
import { checkedCount, fieldValue } from './field-value';

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
