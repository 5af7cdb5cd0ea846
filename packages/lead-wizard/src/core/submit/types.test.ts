import { describe, expect, it } from 'vitest';
import { readPanel } from '../panel';
import { stepAction } from './types';

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
