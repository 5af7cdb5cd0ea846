import { describe, expect, it } from 'vitest';
import { readPanel, type Panel } from '../panel';
import { LEAD_ACTIONS } from './types';
import { defaultThankYouRoute, isTutorFlow, redirectAddress, TUTOR_ACTIONS, type RedirectPage } from './redirect';

function redirectPanel(attrs: Record<string, string> = {}): Panel {
  const all: Record<string, string> = { 'data-id': 'done', 'data-panel-type': 'action', 'data-action-name': 'redirect', ...attrs };
  return readPanel(
    (name) => all[name] ?? null,
    3,
    false,
    () => {},
  );
}

/** A page whose URL policy lets through what starts with '/' and refuses the rest, and whose visitor is in Chicago. */
function page(): RedirectPage & { refused: string[] } {
  const refused: string[] = [];
  return {
    refused,
    safe: (url, what) => (url.startsWith('/') ? url : (refused.push(`${what} ${url}`), null)),
    timeZone: () => 'America/Chicago',
  };
}

describe('the tutor flow (spec §2, §5 Names)', () => {
  it('is the tutor checks and the tutor application, nothing else', () => {
    expect(TUTOR_ACTIONS).toEqual(['check_tutor_details', 'check_tutor_phone', 'new_tutor']);
    expect(LEAD_ACTIONS.filter(isTutorFlow)).toEqual(TUTOR_ACTIONS);
    expect([isTutorFlow(null), isTutorFlow(undefined), isTutorFlow('')]).toEqual([false, false, false]);
  });

  it('has the tutor thank-you route (the Canadian one for CA); a lead flow the lead one', () => {
    expect(defaultThankYouRoute('new_tutor', {})).toBe('/tutor-application/thank-you');
    expect(defaultThankYouRoute('check_tutor_phone', { country_code: 'ca' })).toBe('/en-ca/tutor-application/thank-you');
    expect(defaultThankYouRoute('new_contact', { country_code: 'CA' })).toBe('/contacts/marketing/thank-you');
    expect(defaultThankYouRoute(null, {})).toBe('/contacts/marketing/thank-you');
  });
});

describe('the redirect step address (spec §2, §4, §5; issues 28, 37)', () => {
  const values = { phone_number: '2025550100' };

  it("the action's own redirect first, as it is", () => {
    const p = page();
    expect(
      redirectAddress(p, redirectPanel({ 'data-url': '/step' }), '/element', 'https://www.example.test/interview/1', values, 'new_tutor'),
    ).toBe('https://www.example.test/interview/1');
  });

  it("then the step's data-url, its data-href, the element's data-redirect-url, with the §7 parameters", () => {
    const p = page();
    expect(redirectAddress(p, redirectPanel({ 'data-url': '/a', 'data-href': '/b' }), '/c', null, values)).toBe(
      '/a?time_zone=America%2FChicago&phone_number=2025550100',
    );
    expect(
      redirectAddress(p, redirectPanel({ 'data-href': '/b' }), '/c', null, { ...values, time_zone: 'UTC', correlation_id: 'c-1' }),
    ).toBe('/b?time_zone=UTC&correlation_id=c-1&phone_number=2025550100');
    expect(redirectAddress(p, redirectPanel(), '/c', null, values)).toBe('/c?time_zone=America%2FChicago&phone_number=2025550100');
    expect(p.refused).toEqual([]);
  });

  it('a refused address goes to the flow thank-you route instead, never nowhere', () => {
    const p = page();
    expect(redirectAddress(p, redirectPanel({ 'data-url': 'javascript:alert(1)' }), null, null, values)).toBe(
      '/contacts/marketing/thank-you?time_zone=America%2FChicago&phone_number=2025550100',
    );
    expect(redirectAddress(p, redirectPanel(), 'https://evil.example/', null, { country_code: 'CA' }, 'new_tutor')).toBe(
      '/en-ca/tutor-application/thank-you?time_zone=America%2FChicago',
    );
    expect(p.refused).toEqual(['redirect step "done" data-url javascript:alert(1)', 'data-redirect-url https://evil.example/']);
  });

  it('with no address: a tutor flow always has its route; a lead flow once a submission succeeded, none before', () => {
    const p = page();
    expect(redirectAddress(p, redirectPanel(), null, null, values, 'new_tutor')).toBe(
      '/tutor-application/thank-you?time_zone=America%2FChicago&phone_number=2025550100',
    );
    expect(redirectAddress(p, redirectPanel(), null, null, values, 'new_contact', true)).toBe(
      '/contacts/marketing/thank-you?time_zone=America%2FChicago&phone_number=2025550100',
    );
    expect(redirectAddress(p, null, null, null, values, 'new_contact', false)).toBeNull();
    expect(redirectAddress(p, redirectPanel(), null, null, values)).toBeNull();
  });
});
describe('the redirect step address: what a refusal names (issue 51)', () => {
  it('a refused data-href is reported as such, and the lead thank-you route is used', () => {
    const p = page();
    expect(redirectAddress(p, redirectPanel({ 'data-href': 'javascript:alert(1)' }), '/element', null, {}, 'new_contact')).toBe(
      '/contacts/marketing/thank-you?time_zone=America%2FChicago',
    );
    expect(p.refused).toEqual(['redirect step "done" data-href javascript:alert(1)']);
  });

  it('a submitted lead flow with no step still has its thank-you route', () => {
    expect(redirectAddress(page(), null, null, null, { time_zone: 'UTC' }, 'new_contact', true)).toBe(
      '/contacts/marketing/thank-you?time_zone=UTC',
    );
  });
});
