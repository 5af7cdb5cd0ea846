import { describe, expect, it } from 'vitest';
import { readPanel } from '../panel';
import { isLeadAction, LEAD_ACTIONS, stepAction, writtenFields } from './types';

const submitStep = (options: string | null) =>
  readPanel(
    (name) => ({ 'data-id': 'send', 'data-panel-type': 'action', 'data-action-name': 'submit', 'data-options': options })[name] ?? null,
    0,
    false,
    () => {},
  );

describe('stepAction (spec §5 Submit step)', () => {
  it("a submit step's data-options {\"action\"} overrides the element's data-action; without one, the element's", () => {
    expect(stepAction(submitStep('{"action":"new_contact"}'), 'new_lead')).toBe('new_contact');
    expect(stepAction(submitStep(null), 'new_lead')).toBe('new_lead');
    expect(stepAction(submitStep('{"action":""}'), 'new_lead')).toBe('new_lead');
    expect(stepAction(submitStep(null), null)).toBeNull();
  });
});
describe("§7 The form's action setting selects the call (issue 51)", () => {
  it('the eight actions, in the spec order; nothing else is an action', () => {
    expect(LEAD_ACTIONS).toEqual([
      'check_email',
      'check_tutor_details',
      'check_tutor_phone',
      'new_contact',
      'new_tutor',
      'new_user',
      'update_contact',
      'new_callback',
    ]);
    expect(LEAD_ACTIONS.every(isLeadAction)).toBe(true);
    expect(['new_lead', 'NEW_CONTACT', '', null, 7, undefined].map(isLeadAction)).toEqual([false, false, false, false, false, false]);
  });

  it('a data-options action that is not text is no action: the element one applies', () => {
    expect(stepAction(submitStep('{"action":5}'), 'new_contact')).toBe('new_contact');
    expect(stepAction(submitStep('{"action":true}'), null)).toBeNull();
  });

  it('the hidden fields each call writes: correlation_id, user_id, tutor_id and tutor_uuid; none for a check', () => {
    expect(LEAD_ACTIONS.map((action) => [action, writtenFields(action)])).toEqual([
      ['check_email', []],
      ['check_tutor_details', []],
      ['check_tutor_phone', []],
      ['new_contact', ['correlation_id']],
      ['new_tutor', ['tutor_id', 'tutor_uuid']],
      ['new_user', ['user_id']],
      ['update_contact', ['correlation_id']],
      ['new_callback', []],
    ]);
  });
});
