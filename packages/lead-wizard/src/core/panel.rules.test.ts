import { describe, expect, it } from 'vitest';
import { isAction, isVisibleInput, panelIndex, parseConditions, readPanel, type Panel } from './panel';

/**
 * Spec §3 Panel and the contract's "Panel attributes" (issue 51): each attribute read as written,
 * and a malformed one reported with its cause while the panel falls back to the documented default.
 */
function read(attrs: Record<string, string>, hasVisibleInput = true) {
  const reports: string[] = [];
  const panel = readPanel(
    (name) => attrs[name] ?? null,
    2,
    hasVisibleInput,
    (m) => reports.push(m),
  );
  return { panel, reports };
}

describe('§3 Panel attributes: the values read', () => {
  it('trims names and treats a blank one as missing (the id falls back to panel-{index})', () => {
    const { panel } = read({
      'data-id': '  who ',
      'data-step-name-to': ' grade ',
      'data-step-name-else': '   ',
      'data-back-target-id': ' welcome',
      'data-url': ' /thanks ',
      'data-href': '',
      'data-replace': ' #hero ',
    });
    expect(panel).toMatchObject({
      id: 'who',
      stepNameTo: 'grade',
      stepNameElse: null,
      backTargetId: 'welcome',
      url: '/thanks',
      href: null,
      replace: '#hero',
    });
    expect(read({ 'data-id': '  ' }).panel.id).toBe('panel-2');
  });

  it('§9 data-delay in seconds: 0 and fractions are kept; missing is 3 s; negative is reported and 3 s', () => {
    expect(read({ 'data-delay': '0' }).panel.delay).toBe(0);
    expect(read({ 'data-delay': '1.5' }).panel.delay).toBe(1.5);
    expect(read({}).panel.delay).toBe(3);
    const negative = read({ 'data-id': 'wait', 'data-delay': '-1' });
    expect(negative.panel.delay).toBe(3);
    expect(negative.reports).toEqual(['panel "wait" data-delay: expected seconds, got "-1"']);
    expect(read({ 'data-delay': '0' }).reports).toEqual([]);
  });

  it('data-minimize: present (any value but "false") minimizes; absent or "false" does not', () => {
    expect(read({ 'data-minimize': 'true' }).panel.minimize).toBe(true);
    expect(read({ 'data-minimize': 'false' }).panel.minimize).toBe(false);
    expect(read({}).panel.minimize).toBe(false);
  });

  it('data-markup is kept as written; an action panel never counts a visible input', () => {
    expect(read({ 'data-markup': ' <p>Hi</p> ' }).panel.markup).toBe(' <p>Hi</p> ');
    expect(read({}).panel.markup).toBeNull();
    expect(read({ 'data-panel-type': 'action', 'data-action-name': 'submit' }).panel.hasVisibleInput).toBe(false);
    expect(read({ 'data-panel-type': 'form' }).panel.hasVisibleInput).toBe(true);
    expect(read({ 'data-panel-type': 'form' }, false).panel.hasVisibleInput).toBe(false);
  });

  it('every panel type and action name of the contract is read as such', () => {
    for (const type of ['welcome', 'multiple-choice', 'interstitial', 'confirm-checkmark', 'action', 'form'])
      expect(read({ 'data-panel-type': type, 'data-action-name': 'go_to' }).panel.type, type).toBe(type);
    for (const name of ['go_to', 'redirect', 'submit', 'option'])
      expect(read({ 'data-panel-type': 'action', 'data-action-name': name }).panel.actionName, name).toBe(name);
    expect(read({}).panel).toMatchObject({ type: 'form', actionName: null, conditions: [], js: [], options: {} });
  });

  it('data-js: a list of sources or {src, integrity}, or one of them alone', () => {
    expect(read({ 'data-js': '"https://cdn.example/a.js"' }).panel.js).toEqual([{ src: 'https://cdn.example/a.js', integrity: null }]);
    expect(read({ 'data-js': '{"src":"https://cdn.example/b.js","integrity":"sha384-b"}' }).panel.js).toEqual([
      { src: 'https://cdn.example/b.js', integrity: 'sha384-b' },
    ]);
    expect(read({ 'data-js': '[{"src":"https://cdn.example/c.js","integrity":5}]' }).panel.js).toEqual([
      { src: 'https://cdn.example/c.js', integrity: null },
    ]);
  });

  it('data-conditions: a value may be a list meaning any of them', () => {
    expect(read({ 'data-conditions': '[{"field":"who","value":["I do","Myself"]}]' }).panel.conditions).toEqual([
      { field: 'who', value: ['I do', 'Myself'] },
    ]);
  });
});

describe('§3 Panel attributes: a malformed one is reported, naming the panel, the attribute and the cause', () => {
  it('an unknown action name is reported and the step skipped; an action panel without one too', () => {
    const unknown = read({ 'data-id': 'x', 'data-panel-type': 'action', 'data-action-name': 'jump' });
    expect(unknown.panel.actionName).toBeNull();
    expect(unknown.reports).toEqual(['panel "x" data-action-name: unknown "jump", the step is skipped']);
    const none = read({ 'data-id': 'y', 'data-panel-type': 'action' });
    expect(none.reports).toEqual(['panel "y": an action panel without data-action-name is skipped']);
    expect(isAction(none.panel)).toBe(true);
    expect(read({ 'data-panel-type': 'form' }).reports).toEqual([]);
  });

  it('data-options that is not a JSON map is reported and empty', () => {
    const list = read({ 'data-id': 'opt', 'data-options': '[1]' });
    expect(list.panel.options).toEqual({});
    expect(list.reports).toEqual(['panel "opt" data-options: expected a JSON map']);
  });

  it('data-conditions that is not a list, or with bad entries, is reported once with the count and the first', () => {
    const notList = read({ 'data-id': 'c', 'data-conditions': '{"field":"a","value":"b"}' });
    expect(notList.panel.conditions).toEqual([]);
    expect(notList.reports).toEqual(['panel "c" data-conditions: expected a list of {"field","value"}']);
    const bad = read({
      'data-id': 'c',
      'data-conditions': '[{"field":"a","value":"b"},{"field":1,"value":"x"},{"field":"z","value":[1]},7]',
    });
    expect(bad.panel.conditions).toEqual([{ field: 'a', value: 'b' }]);
    expect(bad.reports).toEqual([
      'panel "c" data-conditions: ignoring 3 entries, first {"field":1,"value":"x"} (needs a string "field" and a string or list "value")',
    ]);
    const one = read({ 'data-id': 'c', 'data-conditions': '[{"value":"x"}]' });
    expect(one.reports).toEqual([
      'panel "c" data-conditions: ignoring {"value":"x"} (needs a string "field" and a string or list "value")',
    ]);
  });

  it('a bad entry is cut to 120 characters in the report', () => {
    const long = 'x'.repeat(300);
    const { reports } = read({ 'data-id': 'c', 'data-conditions': `[{"field":"${long}"}]` });
    // '{"field":"' is 10 characters: 110 of the x's are left.
    expect(reports).toEqual([
      `panel "c" data-conditions: ignoring {"field":"${'x'.repeat(110)} (needs a string "field" and a string or list "value")`,
    ]);
  });

  it('data-js entries without a src are reported and left out', () => {
    const { panel, reports } = read({ 'data-id': 'j', 'data-js': '["https://cdn.example/a.js",{"integrity":"x"}]' });
    expect(panel.js).toEqual([{ src: 'https://cdn.example/a.js', integrity: null }]);
    expect(reports).toEqual(['panel "j" data-js: ignoring {"integrity":"x"} (needs a "src")']);
  });

  it('parseConditions of nothing is no condition, no report', () => {
    const reports: string[] = [];
    expect(parseConditions(undefined, 'p', (m) => reports.push(m))).toEqual([]);
    expect(reports).toEqual([]);
  });
});

describe('panels by name and what is a visible input (§4 Paths)', () => {
  const panels = [read({ 'data-id': 'a' }).panel, read({ 'data-id': 'b' }).panel] as Panel[];
  it('panelIndex finds a panel by its name; no name or an unknown one is -1', () => {
    expect(panelIndex(panels, 'b')).toBe(1);
    expect(panelIndex(panels, 'zzz')).toBe(-1);
    expect(panelIndex(panels, null)).toBe(-1);
  });
  it('select, textarea and the time picker are visible inputs; a hidden input or another tag is not', () => {
    expect(['select', 'textarea', 'vt-scheduled-callback', 'div'].map((tag) => isVisibleInput(tag, ''))).toEqual([true, true, true, false]);
    expect(isVisibleInput('input', '')).toBe(true);
    expect(isVisibleInput('input', 'hidden')).toBe(false);
  });
});
