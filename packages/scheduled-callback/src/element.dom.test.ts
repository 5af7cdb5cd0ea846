import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScheduledCallbackElement } from './element';

/** The element itself: plain DOM in its light DOM (no React root), attributes followed after start (issue 39). */
// Monday 2026-11-23 6:00 in Chicago: before contact hours, no 'Now'; Monday ('Today') and Tuesday have slots.
const MONDAY_EARLY = Date.parse('2026-11-23T12:00:00Z');
const SLOTS = ['2026-11-23T15:00:00Z', '2026-11-23T16:00:00Z', '2026-11-24T15:00:00Z', '2026-11-24T16:00:00Z'];
const ATTRIBUTES = 'data-domain="https://api.example.com" data-time-zone="America/Chicago" data-uuid="lead-1"';

const settle = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};
const radio = (el: Element, value: string) => el.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!;

let requests: string[];
let answers: Promise<string[]>;

beforeEach(() => {
  document.head.innerHTML = '<meta name="vt-allowed-hosts" content="api.example.com">';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MONDAY_EARLY);
  requests = [];
  answers = Promise.resolve(SLOTS);
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    const list = await answers;
    return new Response(JSON.stringify(list.map((timeslot) => ({ timeslot }))), { headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(async () => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A removal stops a picker a task later (core lifecycle.ts: a move is not a removal).
  await new Promise((r) => setTimeout(r, 0));
});

async function picker(attributes = ''): Promise<HTMLElement> {
  document.body.innerHTML = `<form><vt-scheduled-callback ${ATTRIBUTES} ${attributes}></vt-scheduled-callback></form>`;
  const el = document.querySelector<HTMLElement>('vt-scheduled-callback')!;
  await settle(() => el.querySelectorAll('input[type="radio"][name="time_to_call"]').length === 2);
  return el;
}

describe('<vt-scheduled-callback>', () => {
  it('is defined once (a second define is harmless); the exported class can be defined again under another name', () => {
    // Issue 51: the tag holds the exported class (core define.ts registers a subclass of it, leaving it
    // free for another name), not merely something, as this file's import defines the tag.
    expect(Object.getPrototypeOf(customElements.get('vt-scheduled-callback'))).toBe(ScheduledCallbackElement);
    expect(ScheduledCallbackElement.define()).toBe(false);
    customElements.define('acme-callback', ScheduledCallbackElement);
    expect(customElements.get('acme-callback')).toBe(ScheduledCallbackElement);
  });

  it('renders its picker as its own light-DOM child, without React: no data-vt-root, and no data-ready', async () => {
    const el = await picker();
    expect(requests).toEqual(['https://api.example.com/v1/todos/me/timeslots/lead-1']);
    expect(el.querySelector('[data-vt-root]')).toBeNull();
    expect([...el.children].map((child) => child.className)).toEqual(['vt-callback']);
    expect(el.querySelector('.vt-callback')!.getAttribute('aria-busy')).toBe('false');
    expect(el.hasAttribute('data-ready')).toBe(false);
    expect('React' in window).toBe(false);
    // Its CSS is in the page (the zero-specificity rules).
    const css = [...document.adoptedStyleSheets, ...[...document.querySelectorAll('style')].map((style) => style.sheet!)]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('vt-callback__time-list');
  });

  it("data-timerange set after start: ranges show, the visitor's date and time stay chosen on the same radios, focus kept", async () => {
    const el = await picker();
    const tuesday = radio(el, '2026-11-24');
    tuesday.focus();
    tuesday.click();
    await settle(() => radio(el, '2026-11-24T16:00:00Z') !== null);
    const ten = radio(el, '2026-11-24T16:00:00Z');
    ten.click();
    await settle(() => el.querySelector('.vt-callback__confirm-button') !== null);
    tuesday.focus();
    el.setAttribute('data-timerange', 'true');
    await settle(() => el.textContent!.includes('10:00 AM - 10:15 AM'));
    expect(radio(el, '2026-11-24')).toBe(tuesday);
    expect(radio(el, '2026-11-24T16:00:00Z')).toBe(ten);
    expect([tuesday.checked, ten.checked]).toEqual([true, true]);
    expect(document.activeElement).toBe(tuesday);
    // Asked once: a label change needs no new request.
    expect(requests.length).toBe(1);
  });

  it('the tou property after start shows the consent for the chosen time', async () => {
    const el = await picker();
    radio(el, '2026-11-23T16:00:00Z').click();
    await settle(() => el.querySelector('.vt-callback__confirm-button') !== null);
    expect(el.querySelector('input[name="dialer_consent_accepted"]')).toBeNull();
    (el as HTMLElement & { tou: boolean }).tou = true;
    await settle(() => el.querySelector('input[name="dialer_consent_accepted"]') !== null);
    expect(radio(el, '2026-11-23T16:00:00Z').checked).toBe(true);
  });

  it('data-texts set after start: the new texts show at once', async () => {
    const el = await picker('data-tou="true"');
    radio(el, '2026-11-23T16:00:00Z').click();
    await settle(() => el.querySelector('.vt-callback__confirm-button') !== null);
    el.setAttribute('data-texts', JSON.stringify({ dateLegend: 'Pick a day', confirm: 'Book it', today: 'This day' }));
    await settle(() => el.querySelector('.vt-callback__confirm-button')!.textContent === 'Book it');
    expect(el.querySelector('legend')!.textContent).toBe('Pick a day');
    expect(el.querySelector('input[name="day_to_call"]')!.parentElement!.textContent).toBe('This day');
    expect(radio(el, '2026-11-23T16:00:00Z').checked).toBe(true);
  });

  it('a Spanish page (the closest lang) gets the Spanish texts', async () => {
    document.documentElement.lang = 'es';
    try {
      const el = await picker();
      expect(el.querySelector('legend')!.textContent).toBe('Elige un día');
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('removed: stopped a task later (its picker removed, a load answering later renders nothing); put back: a fresh picker', async () => {
    let answer!: (slots: string[]) => void;
    answers = new Promise((resolve) => (answer = resolve));
    document.body.innerHTML = `<form><vt-scheduled-callback ${ATTRIBUTES}></vt-scheduled-callback></form>`;
    const el = document.querySelector<HTMLElement>('vt-scheduled-callback')!;
    const heard: string[] = [];
    el.addEventListener('vt-callback-slots', (e) => heard.push(e.type));
    await settle(() => el.querySelector('.vt-callback[aria-busy="true"]') !== null);
    const form = el.parentElement!;
    el.remove();
    await new Promise((r) => setTimeout(r, 10));
    expect(el.childNodes.length).toBe(0);
    answer(SLOTS);
    await new Promise((r) => setTimeout(r, 30));
    expect(el.childNodes.length).toBe(0);
    expect(heard).toEqual([]);
    form.append(el);
    await settle(() => el.querySelectorAll('input[type="radio"][name="time_to_call"]').length === 2);
    expect(el.querySelectorAll('.vt-callback').length).toBe(1);
    expect(heard).toEqual(['vt-callback-slots']);
  });
});
