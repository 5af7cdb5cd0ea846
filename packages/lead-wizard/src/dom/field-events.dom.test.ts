import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAnalyticsDestination, type TrackedEvent } from '@vt-elements/core';
import { resetAnalytics } from '@vt-elements/core/testing';
import { FakeClock } from '../../../../tests/support/fake-clock';
import { LeadWizardController } from './controller';
import { fieldEventProperties, isPersonalField, LEAD_FORM_FIELD_EVENT, trackFieldChanges, trackingAttributes } from './field-events';
import { controllerSettings } from '../../../../tests/support/lead-controller';

const FORM = `
<form>
  <input type="hidden" name="leadform" value="home-hero">
  <div data-panel-type="multiple-choice" data-id="who">
    <label><input type="radio" name="who_needs_help" value="My child" class="choice" data-tracking="who" data-tracking-label="child"> My child</label>
    <label><input type="radio" name="who_needs_help" value="Myself" class="choice"> Myself</label>
    <label><input type="checkbox" name="subjects" value="SAT"> SAT</label>
    <label><input type="checkbox" name="subjects" value="ACT"> ACT</label>
    <select name="how_soon"><option>Right away</option><option>Not sure</option></select>
    <button type="button" data-next>Next</button>
  </div>
  <div data-panel-type="form" data-id="contact">
    <input id="n" type="text" name="full_name" autocomplete="name" class="field">
    <input id="e" type="email" name="email">
    <input id="p" type="tel" name="phone_number">
    <input id="pw" type="password" name="password">
    <input id="z" type="text" name="zip_code" autocomplete="postal-code">
    <input id="other-email" type="text" name="parent_email">
    <input id="contact-me" type="text" name="best_way" autocomplete="tel-national">
    <textarea id="m" name="about">Call me on 202 555 0100</textarea>
    <input id="years" type="number" name="years_experience">
    <button type="button" data-next>Send</button>
  </div>
</form>`;

let form: HTMLFormElement;
let tracked: [string, Record<string, unknown> | undefined][];
const track = (event: string, properties?: Record<string, unknown>) => {
  tracked.push([event, properties]);
};
beforeEach(() => {
  document.body.innerHTML = `<vt-lead-wizard>${FORM}</vt-lead-wizard>`;
  form = document.querySelector('form')!;
  tracked = [];
  (globalThis as { dataLayer?: unknown[] }).dataLayer = [];
  resetAnalytics();
});
afterEach(() => {
  document.body.innerHTML = '';
  resetAnalytics();
  delete (globalThis as { dataLayer?: unknown[] }).dataLayer;
  vi.unstubAllGlobals();
});

function change(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value?: string, trusted?: boolean) {
  if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) control.checked = true;
  else if (value !== undefined) control.value = value;
  const event = new Event('change', { bubbles: true });
  if (trusted !== undefined) Object.defineProperty(event, 'isTrusted', { value: trusted });
  control.dispatchEvent(event);
}
const $ = <T extends Element = HTMLInputElement>(selector: string) => form.querySelector<T & Element>(selector)! as unknown as T;

describe('lead_form_field events (spec §3: fieldName, fieldValue, className, leadFormId, panelId, data-tracking attributes)', () => {
  it('a chosen radio: its value, class, form id, panel id and data-tracking attributes', () => {
    const stop = trackFieldChanges(form, track);
    change($('input[value="My child"]'));
    expect(tracked).toEqual([
      [
        LEAD_FORM_FIELD_EVENT,
        {
          fieldName: 'who_needs_help',
          fieldValue: 'My child',
          className: 'choice',
          leadFormId: 'home-hero',
          panelId: 'who',
          tracking: 'who',
          trackingLabel: 'child',
        },
      ],
    ]);
    stop();
    change($('input[value="Myself"]'));
    expect(tracked).toHaveLength(1);
  });

  it('a checkbox group sends its §5 value (checked values joined by ","); a select its value', () => {
    trackFieldChanges(form, track);
    change($('input[value="SAT"]'));
    change($('input[value="ACT"]'));
    change($<HTMLSelectElement>('select'), 'Not sure');
    expect(tracked.map(([, p]) => [p!.fieldName, p!.fieldValue])).toEqual([
      ['subjects', 'SAT'],
      ['subjects', 'SAT,ACT'],
      ['how_soon', 'Not sure'],
    ]);
  });

  it('PII never leaves: password, email, phone, name, postal code and free text are sent empty and marked redacted', () => {
    trackFieldChanges(form, track);
    const secrets: [string, string][] = [
      ['#n', 'Ada Lovelace'],
      ['#e', 'ada@example.com'],
      ['#p', '(202) 555-0100'],
      ['#pw', 'hunter2'],
      ['#z', '20500'],
      ['#other-email', 'mum@example.com'],
      ['#contact-me', '2025550100'],
      ['#m', 'Call me on 202 555 0100'],
    ];
    for (const [selector, value] of secrets) change($(selector), value);
    expect(tracked.map(([, p]) => [p!.fieldName, p!.fieldValue, p!.fieldRedacted])).toEqual([
      ['full_name', '', true],
      ['email', '', true],
      ['phone_number', '', true],
      ['password', '', true],
      ['zip_code', '', true],
      ['parent_email', '', true],
      ['best_way', '', true],
      ['about', '', true],
    ]);
    const sent = JSON.stringify(tracked);
    for (const [, value] of secrets) expect(sent).not.toContain(value);
    expect(sent).not.toContain('2025550100');
  });

  it('other inputs keep their value', () => {
    trackFieldChanges(form, track);
    change($('#years'), '5');
    expect(tracked[0]![1]).toEqual({
      fieldName: 'years_experience',
      fieldValue: '5',
      className: '',
      leadFormId: 'home-hero',
      panelId: 'contact',
    });
  });

  it('changes made by scripts (untrusted events: a restored form, the country mirror) are not tracked', () => {
    trackFieldChanges(form, track);
    change($('#years'), '5', false);
    change($('#years'), '6', true);
    expect(tracked.map(([, p]) => p!.fieldValue)).toEqual(['6']);
  });

  it('isPersonalField and trackingAttributes', () => {
    expect(isPersonalField($('input[name="who_needs_help"]'))).toBe(false);
    expect(isPersonalField($('#pw'))).toBe(true);
    expect(trackingAttributes($('input[value="My child"]'))).toEqual({ tracking: 'who', trackingLabel: 'child' });
    expect(fieldEventProperties($('#e'), form)).toMatchObject({
      fieldName: 'email',
      fieldValue: '',
      fieldRedacted: true,
      panelId: 'contact',
    });
  });
});

describe('the wizard tracks through the core track(): data layer and every analytics destination', () => {
  it('lead_form_start (same data-layer object as before) and field events reach a destination in order', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const received: TrackedEvent[] = [];
    addAnalyticsDestination({ name: 'test', track: (e) => received.push(e) });
    const host = document.querySelector<HTMLElement>('vt-lead-wizard')!;
    const controller = new LeadWizardController(controllerSettings(host, { clock: new FakeClock() }), () => {});
    controller.start();
    change($('input[value="My child"]'));
    host.querySelector<HTMLElement>('[data-id="who"] [data-next]')!.click();
    change($('#e'), 'ada@example.com');
    controller.destroy();
    change($('#years'), '5');
    expect(received.map((e) => [e.event, e.properties.fieldName ?? e.properties.form_id])).toEqual([
      ['lead_form_field', 'who_needs_help'],
      ['lead_form_start', 'home-hero'],
      ['lead_form_field', 'email'],
    ]);
    const layer = (globalThis as { dataLayer?: Record<string, unknown>[] }).dataLayer!;
    expect(layer.find((e) => e.event === 'lead_form_start')).toEqual({
      event: 'lead_form_start',
      form_id: 'home-hero',
      leadform: 'home-hero',
    });
    expect(JSON.stringify(layer)).not.toContain('ada@example.com');
  });
});
