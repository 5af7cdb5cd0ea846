import { describe, expect, it } from 'vitest';
import { keepsControl, parseSaved, storageKey } from './persist';
import { resumePath } from './resume';
import { homeFlow, panelsFrom } from '../../../../tests/support/lead-panels';

/** Checks over fixed values: `invalid` panels fail, options applied are recorded. */
function checks(values: Record<string, string>, invalid: number[] = []) {
  const options: number[] = [];
  return { options, valid: (i: number) => !invalid.includes(i), values: () => values, applyOptions: (i: number) => options.push(i) };
}

describe('resumePath (reload resumes at a step the visitor reached)', () => {
  const flow = homeFlow(); // welcome 0, who 1, route 2, grade 3, matching 4, contact 5, send 6, thanks 7

  it('walks the branch the restored values take, through the interstitial, to the saved step', () => {
    expect(resumePath(flow, 5, checks({ who_needs_help: 'My child' }))).toEqual([0, 1, 3, 4, 5]);
    expect(resumePath(flow, 5, checks({ who_needs_help: 'Myself' }))).toEqual([0, 1, 4, 5]);
    expect(resumePath(flow, 3, checks({ who_needs_help: 'My child' }))).toEqual([0, 1, 3]);
  });

  it('stops at the first invalid step before the saved one', () => {
    expect(resumePath(flow, 5, checks({ who_needs_help: 'My child' }, [3]))).toEqual([0, 1, 3]);
    expect(resumePath(flow, 5, checks({}, [1]))).toEqual([0, 1]);
  });

  it('falls back to the start when the saved step is off the path, an action, transient or missing', () => {
    // Saved at grade, but the restored answer routes around it: the walk ends at the submit, not at grade.
    expect(resumePath(flow, 3, checks({ who_needs_help: 'Myself' }))).toEqual([0, 1, 4, 5]);
    expect(resumePath(flow, 6, checks({}))).toEqual([0]);
    expect(resumePath(flow, 4, checks({}))).toEqual([0]);
    expect(resumePath(flow, 99, checks({}))).toEqual([0]);
    expect(resumePath(flow, -1, checks({}))).toEqual([0]);
  });

  it('never resumes past a submit step (check_email then new_user): the visitor resumes at its Next', () => {
    const account = panelsFrom([
      { 'data-id': 'email', input: 'yes' },
      { 'data-id': 'check', 'data-panel-type': 'action', 'data-action-name': 'submit', 'data-options': '{"action":"check_email"}' },
      { 'data-id': 'account', input: 'yes' },
      { 'data-id': 'create', 'data-panel-type': 'action', 'data-action-name': 'submit' },
      { 'data-id': 'done' },
    ]);
    expect(resumePath(account, 2, checks({}))).toEqual([0]);
    expect(resumePath(account, 4, checks({}))).toEqual([0]);
  });

  it('§5 Action conditions: passes a submit step whose conditions do not match (it makes no call on this path)', () => {
    const panels = panelsFrom([
      { 'data-id': 'who', input: 'yes' },
      {
        'data-id': 'tutor',
        'data-panel-type': 'action',
        'data-action-name': 'submit',
        'data-conditions': '[{"field":"who","value":"Myself"}]',
      },
      { 'data-id': 'details', input: 'yes' },
    ]);
    expect(resumePath(panels, 2, checks({ who: 'My child' }))).toEqual([0, 2]);
    expect(resumePath(panels, 2, checks({ who: 'Myself' }))).toEqual([0]);
  });

  it('applies option steps on the way, stops before a matching redirect, and ends on no transient panel', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'opt', 'data-panel-type': 'action', 'data-action-name': 'option', 'data-options': '{"x":"1"}' },
      { 'data-id': 'confirm', 'data-panel-type': 'confirm-checkmark', input: 'yes' },
      { 'data-id': 'b', input: 'yes' },
      { 'data-id': 'away', 'data-panel-type': 'action', 'data-action-name': 'redirect', 'data-url': '/x' },
      { 'data-id': 'c', input: 'yes' },
    ]);
    const c = checks({});
    expect(resumePath(panels, 3, c)).toEqual([0, 2, 3]);
    expect(c.options).toEqual([1]);
    // An invalid confirm-checkmark: resume at the panel before it.
    expect(resumePath(panels, 3, checks({}, [2]))).toEqual([0]);
    expect(resumePath(panels, 5, checks({}))).toEqual([0, 2, 3]);
  });

  it('gives up on a go_to loop', () => {
    const loop = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'back', 'data-panel-type': 'action', 'data-action-name': 'go_to', 'data-step-name-to': 'a', 'data-step-name-else': 'a' },
      { 'data-id': 'b', input: 'yes' },
    ]);
    expect(resumePath(loop, 2, checks({}))).toEqual([0]);
  });
});

describe('what a reload keeps', () => {
  const input = (type: string, autocomplete = '', name = 'f') => ({ tag: 'INPUT', type, name, autocomplete });

  it('keeps what a visitor types or chooses', () => {
    for (const type of ['text', 'email', 'tel', 'number', 'radio', 'checkbox', 'date']) expect(keepsControl(input(type)), type).toBe(true);
    expect(keepsControl({ tag: 'SELECT', type: 'select-one', name: 'f', autocomplete: '' })).toBe(true);
    expect(keepsControl({ tag: 'TEXTAREA', type: 'textarea', name: 'f', autocomplete: '' })).toBe(true);
  });

  it('never keeps hidden fields, passwords, card data, one-time codes, files, buttons or nameless controls', () => {
    for (const type of ['hidden', 'password', 'file', 'submit', 'button', 'image', 'reset'])
      expect(keepsControl(input(type)), type).toBe(false);
    expect(keepsControl(input('text', 'cc-number'))).toBe(false);
    expect(keepsControl(input('text', 'section-pay billing cc-csc'))).toBe(false);
    expect(keepsControl(input('text', 'one-time-code'))).toBe(false);
    expect(keepsControl(input('text', 'new-password'))).toBe(false);
    expect(keepsControl(input('text', '', ''))).toBe(false);
  });

  it('keys by page, leadform and the element', () => {
    expect(storageKey('/a?x=1', 'home-hero', '0')).not.toBe(storageKey('/b?x=1', 'home-hero', '0'));
    expect(storageKey('/a', 'home-hero', '0')).not.toBe(storageKey('/a', 'home-hero', '1'));
    expect(storageKey('/a', '', 'lead')).not.toBe(storageKey('/a', '', '0'));
  });

  it('reads back only a well-formed entry', () => {
    expect(parseSaved('{"v":1,"step":2,"values":{"a":["x"],"bad":[1]},"country":"GB"}')).toEqual({
      v: 1,
      step: 2,
      values: { a: ['x'] },
      country: 'GB',
    });
    for (const raw of [null, '', 'nope', '[]', '{"v":2,"step":1,"values":{}}', '{"v":1,"step":"1","values":{}}', '{"v":1,"step":1}'])
      expect(parseSaved(raw), String(raw)).toBeNull();
  });
});

describe('resumePath: the walk follows the wizard rules to the end (§4 Paths, §5 Action conditions; issue 51)', () => {
  it('a path that runs out of panels before the saved step resumes at the start', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'jump', 'data-panel-type': 'action', 'data-action-name': 'go_to', 'data-step-name-to': 'c' },
      { 'data-id': 'b', input: 'yes' },
      { 'data-id': 'c', input: 'yes' },
    ]);
    expect(resumePath(panels, 2, checks({}))).toEqual([0]);
    expect(resumePath(panels, 3, checks({}))).toEqual([0, 3]);
  });

  it('an option step whose conditions do not match applies nothing on the way', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'opt', 'data-panel-type': 'action', 'data-action-name': 'option', 'data-conditions': '[{"field":"x","value":"1"}]' },
      { 'data-id': 'b', input: 'yes' },
    ]);
    const c = checks({ x: '2' });
    expect(resumePath(panels, 2, c)).toEqual([0, 2]);
    expect(c.options).toEqual([]);
  });

  it('two go_to steps sending each other round never end: the start', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'ping', 'data-panel-type': 'action', 'data-action-name': 'go_to', 'data-step-name-to': 'pong' },
      { 'data-id': 'pong', 'data-panel-type': 'action', 'data-action-name': 'go_to', 'data-step-name-to': 'ping' },
      { 'data-id': 'b', input: 'yes' },
    ]);
    expect(resumePath(panels, 3, checks({}))).toEqual([0]);
  });

  it('a first panel that is an interstitial stays the path when a submit step follows it', () => {
    const panels = panelsFrom([
      { 'data-id': 'wait', 'data-panel-type': 'interstitial' },
      { 'data-id': 'send', 'data-panel-type': 'action', 'data-action-name': 'submit' },
      { 'data-id': 'b', input: 'yes' },
    ]);
    expect(resumePath(panels, 2, checks({}))).toEqual([0]);
  });

  it('a flow with no panel to show has no path', () => {
    expect(
      resumePath(panelsFrom([{ 'data-id': 'send', 'data-panel-type': 'action', 'data-action-name': 'submit' }]), 0, checks({})),
    ).toEqual([]);
  });
});

describe('what a reload keeps: every typed or chosen input, never a secret (issue 51)', () => {
  const input = (type: string, autocomplete = '', name = 'f', tag = 'INPUT') => ({ tag, type, name, autocomplete });

  it('keeps every input type a visitor types or chooses in, the tag and type in any case', () => {
    for (const type of ['url', 'search', 'month', 'week', 'time', 'datetime-local', 'color', 'range'])
      expect(keepsControl(input(type)), type).toBe(true);
    expect(keepsControl(input('TEXT'))).toBe(true);
    expect(keepsControl(input('text', '', 'f', 'input'))).toBe(true);
    expect(keepsControl(input('select-one', '', 'f', 'select'))).toBe(true);
    expect(keepsControl(input('textarea', '', 'f', 'textarea'))).toBe(true);
    expect(keepsControl(input('hidden', '', 'f', 'input'))).toBe(false);
    expect(keepsControl(input('text', '', 'f', 'BUTTON'))).toBe(false);
  });

  it('never keeps a current password or card data, whatever the case of the autocomplete tokens', () => {
    expect(keepsControl(input('text', 'current-password'))).toBe(false);
    expect(keepsControl(input('text', 'CC-Number'))).toBe(false);
    expect(keepsControl(input('text', 'billing  cc-exp'))).toBe(false);
    expect(keepsControl(input('text', 'name'))).toBe(true);
    expect(keepsControl(input('text', 'section-cc'))).toBe(true);
  });

  it('reads back no entry whose shape is wrong: not an object, a step not a whole number, values not a map', () => {
    for (const raw of ['null', '5', '"x"', '{"v":1,"step":1.5,"values":{}}', '{"v":1,"step":1,"values":null}'])
      expect(parseSaved(raw), raw).toBeNull();
    expect(parseSaved('{"v":1,"step":0,"values":{"a":"x","b":[],"c":["1","2"]},"country":44}')).toEqual({
      v: 1,
      step: 0,
      values: { b: [], c: ['1', '2'] },
    });
  });
});
