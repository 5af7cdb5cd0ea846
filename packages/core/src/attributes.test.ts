import { describe, expect, it } from 'vitest';
import { parseAttribute, propName } from './attributes';

describe('attribute parsing with HTML semantics (contract: malformed attributes fall back)', () => {
  it('booleans: absent is the default, present or "true" is true, "false" is false', () => {
    const spec = { type: 'boolean', description: '' } as const;
    expect(parseAttribute(spec, null).value).toBe(false);
    expect(parseAttribute(spec, '').value).toBe(true);
    expect(parseAttribute(spec, 'true').value).toBe(true);
    expect(parseAttribute(spec, 'FALSE').value).toBe(false);
    expect(parseAttribute({ ...spec, default: true }, null).value).toBe(true);
  });

  it('strings: removal and empty reset to the default', () => {
    const spec = { type: 'string', default: '/cart', description: '' } as const;
    expect(parseAttribute(spec, null).value).toBe('/cart');
    expect(parseAttribute(spec, '  ').value).toBe('/cart');
    expect(parseAttribute(spec, ' /basket ').value).toBe('/basket');
  });

  it('enums reject unknown values with a message naming them', () => {
    const spec = { type: 'enum', values: ['single', 'default'], default: 'default', description: '' } as const;
    expect(parseAttribute(spec, 'single')).toEqual({ value: 'single' });
    expect(parseAttribute(spec, 'double')).toEqual({ value: 'default', error: 'expected one of "single", "default", got "double"' });
  });

  it('numbers', () => {
    const spec = { type: 'number', default: 3, description: '' } as const;
    expect(parseAttribute(spec, '2.5').value).toBe(2.5);
    expect(parseAttribute(spec, 'soon')).toEqual({ value: 3, error: 'expected a number, got "soon"' });
  });

  it('JSON: malformed text and failed checks fall back with the reason', () => {
    const spec = { type: 'json', default: [], description: '', check: (v: unknown) => { if (!Array.isArray(v)) throw new Error('expected a list'); return v; } } as const;
    expect(parseAttribute(spec, '[{"field":"a"}]').value).toEqual([{ field: 'a' }]);
    expect(parseAttribute(spec, '{"a":1}')).toEqual({ value: [], error: 'expected a list' });
    const bad = parseAttribute(spec, "[{'field':1}]");
    expect(bad.value).toEqual([]);
    expect(bad.error).toMatch(/^malformed JSON \(/);
  });

  it('data-back-target-id is the prop backTargetId', () => {
    expect(propName('data-back-target-id')).toBe('backTargetId');
    expect(propName('data-tou')).toBe('tou');
  });
});
