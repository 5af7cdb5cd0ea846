import { describe, expect, it } from 'vitest';
import { TEXTS } from './texts';

describe('catalogue texts (contract "Strings and languages")', () => {
  it('the Spanish table has exactly the English keys, each translated where English would show', () => {
    expect(Object.keys(TEXTS.es).sort()).toEqual(Object.keys(TEXTS.en).sort());
    for (const [key, text] of Object.entries(TEXTS.es)) expect(text, key).not.toBe('');
  });
});
