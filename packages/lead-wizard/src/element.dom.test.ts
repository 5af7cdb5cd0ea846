import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import './element';

/** Contract "Strings and languages" through the element: the page's lang and data-texts. */
const settle = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

const FORM = `<form>
  <input type="hidden" name="leadform" value="texts-form">
  <div data-panel-type="form" data-id="contact">
    <label for="full_name">Nombre completo</label><input id="full_name" name="full_name">
    <label for="phone">Teléfono</label><input id="phone" type="tel" name="phone_number" data-international>
    <button type="button" data-next>Siguiente</button>
  </div>
  <div data-panel-type="multiple-choice" data-id="subjects" data-min="2">
    <fieldset><legend>Materias</legend>
      <label><input type="checkbox" name="subjects" value="Math"> Matemáticas</label>
      <label><input type="checkbox" name="subjects" value="SAT"> SAT</label>
    </fieldset>
    <button type="button" data-next>Siguiente</button>
  </div>
  <div data-panel-type="form" data-id="last"><input name="x"><button type="button" data-next>Enviar</button></div>
</form>`;

async function mount(attributes = '') {
  document.body.innerHTML = `<vt-lead-wizard data-persist="false" ${attributes}>${FORM}</vt-lead-wizard>`;
  const host = document.querySelector<HTMLElement>('vt-lead-wizard')!;
  await settle(() => host.hasAttribute('data-ready'));
  const next = (id: string) => host.querySelector<HTMLButtonElement>(`[data-id="${id}"] [data-next]`)!.click();
  const errors = () => [...host.querySelectorAll('.vt-error-message')].map((p) => p.textContent);
  return { host, next, errors };
}

describe('<vt-lead-wizard> texts (contract "Strings and languages")', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('lang');
    delete window.vtErrorReporter;
    vi.restoreAllMocks();
  });

  it('a Spanish page: validation errors, their hidden prefix, the phone country selector and the progress in Spanish', async () => {
    document.documentElement.lang = 'es';
    const { host, next, errors } = await mount();
    expect(host.querySelector('.vt-phone-country__label')!.textContent).toBe('País del número de teléfono');
    expect(host.querySelector<HTMLSelectElement>('.vt-phone-country__select')!.selectedOptions[0]!.textContent).toBe('Estados Unidos (+1)');
    next('contact');
    await settle(() => errors().length === 2);
    expect(errors()).toEqual(['Error: Obligatorio', 'Error: Obligatorio']);
    host.querySelector<HTMLInputElement>('#full_name')!.value = 'Ana Pérez';
    host.querySelector<HTMLInputElement>('#phone')!.value = '12';
    next('contact');
    await settle(() => errors()[0] === 'Error: Ingresa un número de teléfono válido');
    expect(errors()).toEqual(['Error: Ingresa un número de teléfono válido']);
    host.querySelector<HTMLInputElement>('#phone')!.value = '2025550143';
    next('contact');
    await settle(() => !host.querySelector<HTMLElement>('[data-id="subjects"]')!.hidden);
    next('subjects');
    await settle(() => errors().length === 1);
    expect(errors()).toEqual(['Error: Selecciona al menos 2 opción(es)']);
    await settle(() => host.querySelector('[role="progressbar"]') !== null);
    expect(host.querySelector('[role="progressbar"]')!.getAttribute('aria-label')).toBe('Progreso del formulario');
    expect(host.querySelector('.vt-progress__text')!.textContent).toBe('2 de 3');
    expect(host.textContent).not.toMatch(/Required|Invalid|Please|Phone number country| of \d/);
  });

  it('data-texts replaces one message, the others keep the language defaults; an unknown key is reported', async () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> data-texts: unknown text key "requierd" (known: required, invalid, phoneInvalid, atLeast, atMost, errorPrefix, progress, progressLabel, phoneCountryLabel, zipCode, postalCode, emailExists, somethingWentWrong, serverError, couldNotSubmit, couldNotSubmitCause, validationFailed, dataError, httpStatus, phoneRequired, correlationIdRequired); using the default.',
    );
    const seen: string[] = [];
    window.vtErrorReporter = (e) => seen.push(e.message);
    const { host, next, errors } = await mount(`data-texts='{"required":"Please fill this in","errorPrefix":"Problem:"}'`);
    host.querySelector<HTMLInputElement>('#phone')!.value = '12';
    next('contact');
    await settle(() => errors().length === 2);
    expect(errors()).toEqual(['Problem: Please fill this in', 'Problem: Please enter a valid phone number']);
    expect(seen).toEqual([]);
    const bad = await mount(`data-texts='{"requierd":"x"}'`);
    bad.next('contact');
    await settle(() => bad.errors().length === 2);
    expect(bad.errors()).toEqual(['Error: Required', 'Error: Required']);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^<vt-lead-wizard> data-texts: unknown text key "requierd"/);
  });

  it('data-texts set after start: our labels at once, the next field errors in the new words; the step and typed values stay (issue 39)', async () => {
    const { host, next, errors } = await mount();
    const name = host.querySelector<HTMLInputElement>('#full_name')!;
    name.value = 'Ana Pérez';
    host.setAttribute('data-texts', '{"phoneCountryLabel":"Country of the number","required":"Fill this in"}');
    await settle(() => host.querySelector('.vt-phone-country__label')!.textContent === 'Country of the number');
    expect(host.querySelector('.vt-phone-country__label')!.textContent).toBe('Country of the number');
    next('contact');
    await settle(() => errors().length === 1);
    expect(errors()).toEqual(['Error: Fill this in']);
    expect(name.value).toBe('Ana Pérez');
    expect(host.querySelector<HTMLElement>('[data-id="contact"]')!.hidden).toBe(false);
  });
});
