import { describe, expect, it } from 'vitest';
import { closest, editDistance, nearest, ordinal, quote, quoteList } from './words';
import { readMarkup } from './markup';

describe('words', () => {
  it('quotes as HTML attributes are written: JSON in single quotes, long values cut', () => {
    expect(quote('/cart')).toBe('"/cart"');
    expect(quote('{"a":1}')).toBe(`'{"a":1}'`);
    expect(quote(`it's "x"`)).toBe('"it\'s &quot;x&quot;"');
    expect(quote('x'.repeat(100))).toBe(`"${'x'.repeat(77)}…"`);
    expect(quoteList(['a', 'b'])).toBe('"a", "b"');
    expect(quoteList(['a', 'b', 'c'], 2)).toBe('"a", "b" and 1 more');
  });

  it('finds the name a misspelling meant, and no far one', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(nearest('data-hreff', ['data-href', 'data-client-id'])).toBe('data-href');
    expect(nearest('action', ['data-action', 'data-history'])).toBe('data-action');
    expect(nearest('DATA-HISTORY', ['data-action', 'data-history'])).toBe('data-history');
    expect(nearest('data-step-name-too', ['data-step-name-to', 'data-step-name-else'])).toBe('data-step-name-to');
    expect(nearest('data-foo', ['data-variant', 'data-autoplay'])).toBeUndefined();
    expect(closest('vt-widgets', ['vt-faq', 'vt-widget'])).toEqual({ name: 'vt-widget', close: true });
    expect(closest('vt-my-widget', ['vt-faq', 'vt-modal'])).toEqual({ name: 'vt-modal', close: false });
  });

  it('says ordinals in English', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });
});

describe('readMarkup (data-markup without a DOM)', () => {
  it('reads the start tags with their attributes, and the text between tags', () => {
    const markup = readMarkup(
      `<fieldset><legend>Days, {{full_name}}?</legend><!-- <input name="no"> --><label><input type=checkbox name='class_days' value="Mon" checked> Mon</label><select name="time"></select><p>a < b</p></fieldset>`,
    );
    expect(markup.tags).toEqual([
      { tag: 'fieldset', attributes: {} },
      { tag: 'legend', attributes: {} },
      { tag: 'label', attributes: {} },
      { tag: 'input', attributes: { type: 'checkbox', name: 'class_days', value: 'Mon', checked: '' } },
      { tag: 'select', attributes: { name: 'time' } },
      { tag: 'p', attributes: {} },
    ]);
    expect(markup.text).toBe('Days, {{full_name}}? Mona < b');
  });
});
