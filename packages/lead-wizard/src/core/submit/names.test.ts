import { describe, expect, it } from 'vitest';
import { entityNames, formNames, splitName } from './names';

describe('§5 Names', () => {
  it('splits on the first space into first name and the rest', () => {
    expect(splitName('Mary Ann van Dyke')).toEqual({ first_name: 'Mary', last_name: 'Ann van Dyke' });
    expect(splitName('  Ada   Lovelace ')).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
  });
  it('gives no last name for one word unless the fallback is asked for', () => {
    expect(splitName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
    expect(splitName('Cher', { lastNameFallback: true })).toEqual({ first_name: 'Cher', last_name: 'Cher' });
    expect(splitName(undefined)).toEqual({ first_name: '', last_name: '' });
  });
  it('prefers explicit first_name and last_name fields', () => {
    expect(formNames({ full_name: 'Ada Lovelace', first_name: 'Augusta', last_name: '' })).toEqual({ first_name: 'Augusta', last_name: 'Lovelace' });
  });
});
describe('§5 Names: edges (issue 51)', () => {
  it('any run of whitespace separates the words; explicit fields are trimmed and win; lead entities fall back', () => {
    expect(splitName('Ada\t\nLovelace  King')).toEqual({ first_name: 'Ada', last_name: 'Lovelace King' });
    expect(splitName('   ')).toEqual({ first_name: '', last_name: '' });
    expect(formNames({ first_name: ' Augusta ', last_name: ' King ' })).toEqual({ first_name: 'Augusta', last_name: 'King' });
    expect(formNames({ full_name: 'Ada Lovelace', first_name: ' ', last_name: ' ' })).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(entityNames({ full_name: 'Cher' }, 'lead')).toEqual({ first_name: 'Cher', last_name: 'Cher' });
    expect(entityNames({ full_name: 'Cher' }, 'tutor')).toEqual({ first_name: 'Cher', last_name: '' });
  });
});
