import { describe, expect, it } from 'vitest';
import { conditionsMatch } from './conditions';
import { fillPlaceholders, hasPlaceholder } from './placeholders';
import { readPanel } from './panel';

describe('§5 Action conditions', () => {
  it('applies only when every condition matches', () => {
    const conditions = [
      { field: 'who_needs_help', value: 'My child' },
      { field: 'how_soon', value: 'Right away' },
    ];
    expect(conditionsMatch(conditions, { who_needs_help: 'My child', how_soon: 'Right away' })).toBe(true);
    expect(conditionsMatch(conditions, { who_needs_help: 'My child', how_soon: 'Not sure' })).toBe(false);
    expect(conditionsMatch(conditions, { who_needs_help: 'My child' })).toBe(false);
  });
  it('empty conditions always apply', () => {
    expect(conditionsMatch([], {})).toBe(true);
  });
  it('a list value means any of them', () => {
    const c = [{ field: 'who_needs_help', value: ['I do', 'Myself'] }];
    expect(conditionsMatch(c, { who_needs_help: 'Myself' })).toBe(true);
    expect(conditionsMatch(c, { who_needs_help: 'My child' })).toBe(false);
  });
  it('a checkbox group (values joined by commas) matches one of its checked values', () => {
    expect(conditionsMatch([{ field: 'subjects', value: 'Math' }], { subjects: 'Science,Math' })).toBe(true);
    expect(conditionsMatch([{ field: 'subjects', value: 'Art' }], { subjects: 'Science,Math' })).toBe(false);
  });
});

describe('placeholders {{field_name}}', () => {
  it('are replaced by the field value, as text', () => {
    expect(
      fillPlaceholders('Thanks, {{full_name}}! We will call {{ phone_number }}.', {
        full_name: 'Ada <b>Lovelace</b>',
        phone_number: '(212) 555-0100',
      }),
    ).toBe('Thanks, Ada <b>Lovelace</b>! We will call (212) 555-0100.');
  });
  it('an unknown field gives an empty text', () => {
    expect(fillPlaceholders('Hi {{nobody}}.', {})).toBe('Hi .');
    expect(hasPlaceholder('Hi {{a}}')).toBe(true);
    expect(hasPlaceholder('Hi {a}')).toBe(false);
  });
});

describe('§3 Panel attributes', () => {
  const read = (attrs: Record<string, string>) => (name: string) => attrs[name] ?? null;
  it('reads every attribute', () => {
    const reports: string[] = [];
    const panel = readPanel(
      read({
        'data-id': 'send',
        'data-panel-type': 'action',
        'data-action-name': 'submit',
        'data-options': '{"action":"check_email"}',
        'data-js': '[{"src":"https://cdn.example/x.js","integrity":"sha384-abc"}]',
        'data-back-target-id': 'who',
        'data-minimize': '',
      }),
      3,
      false,
      (m) => reports.push(m),
    );
    expect(panel).toMatchObject({
      id: 'send',
      type: 'action',
      actionName: 'submit',
      options: { action: 'check_email' },
      backTargetId: 'who',
      minimize: true,
      delay: 3,
    });
    expect(panel.js).toEqual([{ src: 'https://cdn.example/x.js', integrity: 'sha384-abc' }]);
    expect(reports).toEqual([]);
  });
  it('malformed JSON and unknown names are reported and fall back', () => {
    const reports: string[] = [];
    const panel = readPanel(read({ 'data-panel-type': 'popup', 'data-conditions': '[{"field":', 'data-delay': 'soon' }), 4, true, (m) =>
      reports.push(m),
    );
    expect(panel).toMatchObject({ id: 'panel-4', type: 'form', conditions: [], delay: 3, hasVisibleInput: true });
    expect(reports).toEqual([
      'panel "panel-4" data-panel-type: unknown "popup", treated as a form panel',
      'panel "panel-4" data-delay: expected seconds, got "soon"',
      'panel "panel-4" data-conditions: malformed JSON (Unexpected end of JSON input)',
    ]);
  });
});

describe('§5 Action conditions and Field value: the value compared (issue 51)', () => {
  it('a radio value holding a comma matches a condition naming it whole', () => {
    // A choice such as "Elementary, Middle School" is one value, not a checkbox group.
    const c = [{ field: 'grade_level', value: 'Elementary, Middle School' }];
    expect(conditionsMatch(c, { grade_level: 'Elementary, Middle School' })).toBe(true);
    expect(conditionsMatch(c, { grade_level: 'Elementary' })).toBe(false);
  });
  it('the checked values of a group match with or without a space after each comma', () => {
    const c = [{ field: 'subjects', value: 'Math' }];
    expect(conditionsMatch(c, { subjects: 'Science, Math' })).toBe(true);
    expect(conditionsMatch([{ field: 'subjects', value: 'Science' }], { subjects: 'Science ,Math' })).toBe(true);
  });
  it('a field the form does not have counts as empty: a condition on the empty value matches it', () => {
    expect(conditionsMatch([{ field: 'promo_code', value: '' }], {})).toBe(true);
    expect(conditionsMatch([{ field: 'promo_code', value: '' }], { promo_code: 'SPRING' })).toBe(false);
  });
});

describe('placeholders {{field_name}}: names and repeated use (contract; spec §3 Interpolation)', () => {
  it('a field name may hold hyphens and digits (tutoring-type, line2)', () => {
    expect(fillPlaceholders('{{tutoring-type}} / {{line2}}', { 'tutoring-type': 'Online', line2: 'Apt 4' })).toBe('Online / Apt 4');
    expect(hasPlaceholder('For {{tutoring-type}}')).toBe(true);
  });
  it('every placeholder of a text is filled, each with its own field', () => {
    expect(fillPlaceholders('{{a}}{{b}}{{a}}', { a: '1', b: '2' })).toBe('121');
  });
  it('hasPlaceholder answers the same for each text whatever it was asked before', () => {
    expect(hasPlaceholder('Thanks, {{full_name}}, we will call you soon')).toBe(true);
    expect(hasPlaceholder('{{x}}')).toBe(true);
    expect(hasPlaceholder('Thanks, {{full_name}}, we will call you soon')).toBe(true);
    expect(hasPlaceholder('{{ x }}')).toBe(true);
    expect(hasPlaceholder('{{}}')).toBe(false);
    expect(hasPlaceholder('{{a b}}')).toBe(false);
  });
});
