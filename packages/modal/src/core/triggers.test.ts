import { describe, expect, it } from 'vitest';
import { noDialogMessage, parseTrigger, timeoutMs } from './triggers';
import { fillText as fill, textsCheck } from '@vt-elements/core';
import { SHARE_EN } from './share-texts';

describe('modal triggers (spec §8: a trigger without id, or with an id with no dialog, is reported)', () => {
  it('reads the id, trimmed, whatever its characters', () => {
    expect(parseTrigger('share-modal')).toEqual({ ok: true, id: 'share-modal' });
    expect(parseTrigger(' a"b\'c ]#x ')).toEqual({ ok: true, id: 'a"b\'c ]#x' });
  });

  it.each(['', '   ', null])('%j is a trigger without an id', (value) => {
    expect(parseTrigger(value)).toEqual({ ok: false, reason: 'A modal trigger has no id (data-modal-trigger is empty)' });
  });

  it('names the missing id, quoted and cut at 100 characters', () => {
    expect(noDialogMessage('nope')).toBe('A modal trigger names no dialog: no <vt-modal> has the id "nope"');
    expect(noDialogMessage('x'.repeat(500)).length).toBeLessThan(180);
  });
});

describe('data-timeout (spec §2: a timed modal opens after a page-set timeout in seconds)', () => {
  it('is seconds, in ms', () => {
    expect(timeoutMs(null)).toEqual({ ms: null });
    expect(timeoutMs(0)).toEqual({ ms: 0 });
    expect(timeoutMs(5)).toEqual({ ms: 5000 });
    expect(timeoutMs(1.5)).toEqual({ ms: 1500 });
  });

  it('refuses negative and non-finite values', () => {
    expect(timeoutMs(-1)).toEqual({ ms: null, error: 'data-timeout must be a number of seconds, 0 or more (got -1)' });
    expect(timeoutMs(Infinity).ms).toBeNull();
  });
});

describe('data-texts', () => {
  const check = textsCheck(SHARE_EN);
  it('accepts known keys with strings', () => expect(check({ copied: 'Copié' })).toEqual({ copied: 'Copié' }));
  it('refuses unknown keys, non-strings and non-objects, naming the problem', () => {
    expect(() => check({ copyed: 'x' })).toThrow(/^unknown text key "copyed" \(known: label, copy, copied/);
    expect(() => check({ copied: 1 })).toThrow('text "copied" must be a string');
    expect(() => check(['x'])).toThrow('expected a JSON object of text keys to strings');
    expect(() => check(null)).toThrow('expected a JSON object of text keys to strings');
  });
  it('fills {placeholders} as text and leaves unknown ones', () => {
    expect(fill('Go to our {country} site? {other}', { country: '<b>Canada</b>' })).toBe('Go to our <b>Canada</b> site? {other}');
  });
});
