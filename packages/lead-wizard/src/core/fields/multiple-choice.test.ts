import { describe, expect, it } from 'vitest';
import { english, TEXTS } from '../texts';
import { parseBound, selectionError as selectionText } from './multiple-choice';

/** The rule gives a text key and its number, worded where shown; these tests read it in the spec's English. */
function selectionError(...args: Parameters<typeof selectionText>): string | null {
  const error = selectionText(...args);
  return error && english(error);
}

describe('§5 Multiple-choice step', () => {
  it('asks for at least N option(s) below data-min', () => {
    expect(selectionError(0, { min: 1 })).toBe('Please select at least 1 option(s)');
    expect(selectionError(1, { min: 2, max: 3 })).toBe('Please select at least 2 option(s)');
  });

  it('asks for at most N option(s) above data-max', () => {
    expect(selectionError(3, { max: 2 })).toBe('Please select at most 2 option(s)');
    expect(selectionError(2, { min: 1, max: 1 })).toBe('Please select at most 1 option(s)');
  });

  it('accepts counts within the bounds; both bounds are optional', () => {
    expect(selectionError(1, { min: 1, max: 1 })).toBeNull();
    expect(selectionError(0, {})).toBeNull();
    expect(selectionError(99, { min: 1 })).toBeNull();
    expect(selectionError(0, { max: 3 })).toBeNull();
  });

  it('parses data-min / data-max: missing gives undefined, malformed gives null', () => {
    expect(parseBound('2')).toBe(2);
    expect(parseBound(' 0 ')).toBe(0);
    expect(parseBound(null)).toBeUndefined();
    expect(parseBound('')).toBeUndefined();
    expect(parseBound('two')).toBeNull();
    expect(parseBound('-1')).toBeNull();
    expect(parseBound('1.5')).toBeNull();
  });
});

describe('§8 lead form messages', () => {
  it('has the exact texts', () => {
    expect(TEXTS.en.required).toBe('Required');
    expect(TEXTS.en.invalid).toBe('Invalid');
    expect(TEXTS.en.phoneInvalid).toBe('Please enter a valid phone number');
    expect(selectionError(2, { min: 3 })).toBe('Please select at least 3 option(s)');
    expect(selectionError(5, { max: 4 })).toBe('Please select at most 4 option(s)');
  });

  it('leave the rule as a text key with its number', () => {
    expect(selectionText(1, { min: 2 })).toEqual({ key: 'atLeast', params: { min: 2 } });
    expect(selectionText(3, { max: 2 })).toEqual({ key: 'atMost', params: { max: 2 } });
  });
});
describe('§5 Multiple-choice step and Field value: edges (issue 51)', () => {
  it('a count equal to a bound passes it', () => {
    expect(selectionError(2, { min: 2, max: 2 })).toBeNull();
    expect(selectionError(1, { min: 2, max: 2 })).toBe('Please select at least 2 option(s)');
    expect(selectionError(3, { min: 2, max: 2 })).toBe('Please select at most 2 option(s)');
  });

  it('a blank data-min / data-max is no bound', () => {
    expect(parseBound('  ')).toBeUndefined();
    expect(parseBound(undefined)).toBeUndefined();
    expect(parseBound(' 12 ')).toBe(12);
    expect(parseBound('1 2')).toBeNull();
  });
});
