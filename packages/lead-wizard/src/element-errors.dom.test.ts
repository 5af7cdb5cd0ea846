import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import { startDemoApi } from '../../../tests/msw';
import { TEXTS, type LeadTexts, type ShownError } from './core/texts';
import type * as Texts from './core/texts';
import './element';

/**
 * Issue 40: an error leaves its rule as a text key and is worded once, where it is shown, in the
 * page's language. The English words are only what events, the data layer and reports carry: a
 * Spanish page never shows a text that went through them. Here they are changed (a field error
 * must not even read them), and every wording of a shown error is watched: it starts from a key,
 * never from an English sentence, and uses the page's texts.
 */
const worded = vi.hoisted(() => [] as { error: ShownError; english: boolean }[]);
vi.mock('./core/texts', async (importOriginal) => {
  const texts = await importOriginal<typeof Texts>();
  return {
    ...texts,
    localize: (error: ShownError, table: LeadTexts) => {
      worded.push({ error, english: table === texts.TEXTS.en });
      return texts.localize(error, table);
    },
  };
});

startDemoApi();

const settle = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

const FORM = `<form>
  <input type="hidden" name="leadform" value="es-errors">
  <div data-panel-type="form" data-id="contact">
    <label for="full_name">Nombre completo</label><input id="full_name" name="full_name">
    <label for="phone">Teléfono</label><input id="phone" type="tel" name="phone_number">
    <button type="button" data-next>Enviar</button>
  </div>
  <div data-panel-type="action" data-id="send" data-action-name="submit"></div>
  <div data-panel-type="form" data-id="done"><p>Gracias</p><input name="x"><button type="button" data-next>Fin</button></div>
</form>`;

const english = TEXTS.en;
const kept = new Map<keyof LeadTexts, PropertyDescriptor>();
/** Replaces one English text for the test; `reads` counts how often it is read. */
function replaceEnglish(key: keyof LeadTexts, text: string) {
  kept.set(key, Object.getOwnPropertyDescriptor(english, key)!);
  const counter = { reads: 0 };
  Object.defineProperty(english, key, {
    configurable: true,
    enumerable: true,
    get: () => (counter.reads++, text),
  });
  return counter;
}

let dataLayer: Record<string, unknown>[];
beforeEach(() => {
  worded.length = 0;
  dataLayer = [];
  (globalThis as { dataLayer?: unknown[] }).dataLayer = dataLayer;
});
afterEach(() => {
  for (const [key, descriptor] of kept) Object.defineProperty(english, key, descriptor);
  kept.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  delete (globalThis as { dataLayer?: unknown[] }).dataLayer;
  vi.restoreAllMocks();
});

async function mountSpanish() {
  document.documentElement.lang = 'es';
  document.head.innerHTML = '<meta name="vt-allowed-hosts" content="api.example.test">';
  document.body.innerHTML = `<vt-lead-wizard data-action="new_contact" data-persist="false" data-api-host="https://api.example.test">${FORM}</vt-lead-wizard>`;
  const host = document.querySelector<HTMLElement>('vt-lead-wizard')!;
  await settle(() => host.hasAttribute('data-ready'));
  const errorEvents: string[] = [];
  host.addEventListener('vt-lead-error', (e) => errorEvents.push((e as CustomEvent<{ message: string }>).detail.message));
  return {
    host,
    errorEvents,
    next: () => host.querySelector<HTMLButtonElement>('[data-id="contact"] [data-next]')!.click(),
    fieldErrors: () => [...host.querySelectorAll('.vt-error-message')].map((p) => p.textContent),
    alert: () => host.querySelector('[role="alert"]')?.textContent ?? '',
    fill: (name: string, phone: string) => {
      host.querySelector<HTMLInputElement>('#full_name')!.value = name;
      host.querySelector<HTMLInputElement>('#phone')!.value = phone;
    },
  };
}

describe('errors on a Spanish page are worded from their keys, never from English (issue 40)', () => {
  it('a field error: Spanish, and its English text is not even read', async () => {
    const required = replaceEnglish('required', 'Required (English words, changed for this test)');
    const page = await mountSpanish();
    page.next();
    await settle(() => page.fieldErrors().length === 2);
    expect(page.fieldErrors()).toEqual(['Error: Obligatorio', 'Error: Obligatorio']);
    expect(required.reads).toBe(0);
    expect(worded).toEqual([
      { error: { key: 'required' }, english: false },
      { error: { key: 'required' }, english: false },
    ]);
    expect(page.host.textContent).not.toContain('English words');
  });

  it("a submit error: Spanish on the page; the event and the data layer carry the English table's words", async () => {
    expectConsoleError('[vt-elements] lead-form: Server error (English words, changed for this test)');
    const changed = 'Server error (English words, changed for this test)';
    replaceEnglish('serverError', changed);
    const page = await mountSpanish();
    page.fill('Ana Fail Server', '2125550100');
    page.next();
    await settle(() => page.alert() !== '');
    expect(page.alert()).toBe('Error del servidor: no se pudo enviar el formulario.');
    expect(worded.length).toBeGreaterThan(0);
    expect(worded.every(({ error, english }) => typeof error !== 'string' && error.key === 'serverError' && !english)).toBe(true);
    expect(page.errorEvents).toEqual([changed]);
    expect(dataLayer.at(-1)).toMatchObject({ event: 'lead_form_failure', action: 'new_contact', error_message: changed });
    expect(page.host.textContent).not.toContain('English words');
  });
});
