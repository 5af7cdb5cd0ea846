import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../../../tests/support/fake-clock';
import { LeadWizardController, type WizardView } from './controller';
import { loadSubmitCode } from './submit-step';
import { loadSanitizer } from './panel-dom';
import { controllerSettings } from '../../../../tests/support/lead-controller';

// DOMPurify does not run in happy-dom: the markup comes in as written (tests/support/sanitize-stub.ts).
vi.mock('@vt-elements/core/sanitize', () => import('../../../../tests/support/sanitize-stub'));

// As on a page once it has been idle: the submit code and the markup's sanitiser are loaded (controller-submit-load.dom.test.ts covers a submit before).
beforeAll(() => Promise.all([loadSubmitCode(), loadSanitizer()]));

/** The flow's start (lead_form_start, header, consultant), data-minimize and data-markup inputs. */
function mount(forms: string[]) {
  document.body.innerHTML =
    `<header class="site-header">Header</header><aside data-consultant hidden>Consultant</aside>` +
    forms.map((f) => `<vt-lead-wizard>${f}</vt-lead-wizard>`).join('');
  return [...document.querySelectorAll<HTMLElement>('vt-lead-wizard')].map((host) => {
    const views: WizardView[] = [];
    const clock = new FakeClock();
    const controller = new LeadWizardController(controllerSettings(host, { clock }), (v) => views.push(v));
    controller.start();
    const click = (id: string, which: 'next' | 'back' = 'next') =>
      host.querySelector<HTMLElement>(`[data-id="${id}"] [data-${which}]`)!.click();
    const shown = () => [...host.querySelectorAll<HTMLElement>('[data-panel-type]')].filter((p) => !p.hidden).map((p) => p.dataset.id);
    return { host, views, clock, click, shown };
  });
}

const homeForm = (id: string, welcomeAttrs = '') => `
<form>
  <input type="hidden" name="leadform" value="${id}">
  <div data-panel-type="welcome" data-id="welcome" ${welcomeAttrs}><h2>Hi</h2><button type="button" data-back>Back</button><button type="button" data-next>Start</button></div>
  <div data-panel-type="form" data-id="a"><label for="a-${id}">A</label><input id="a-${id}" name="a"><button type="button" data-back>Back</button><button type="button" data-next>Next</button></div>
  <div data-panel-type="form" data-id="b"><label for="b-${id}">B</label><input id="b-${id}" name="b"><button type="button" data-next>Next</button></div>
</form>`;

/** The first panel's Next submits straight away (examples/international-lead.html). */
const submitAtOnce = (id: string) => `
<form>
  <input type="hidden" name="leadform" value="${id}">
  <div data-panel-type="form" data-id="contact"><label for="c-${id}">Full name</label><input id="c-${id}" name="full_name" value="Ada Lovelace">
    <label for="p-${id}">Phone number</label><input id="p-${id}" name="phone_number" value="2125550100"><button type="button" data-next>Send</button></div>
  <div data-panel-type="action" data-id="send" data-action-name="submit"></div>
  <div data-panel-type="form" data-id="done"><p>Thanks</p></div>
</form>`;

const starts = () =>
  ((globalThis as { dataLayer?: { event?: string; form_id?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'lead_form_start');
const minimized = () => document.querySelector('.site-header')!.classList.contains('vt-header--minimized');
const consultantShown = () => !document.querySelector<HTMLElement>('[data-consultant]')!.hidden;

let fetchCalls = 0;
beforeEach(() => {
  (globalThis as { dataLayer?: unknown[] }).dataLayer = [];
  fetchCalls = 0;
  // The submit never answers: the start must not wait for it.
  vi.stubGlobal('fetch', () => (fetchCalls++, new Promise(() => {})));
});
afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('§4 the first start: lead_form_start once per form id, header, consultant', () => {
  it('a first panel whose Next submits straight away still starts the flow', async () => {
    const [w] = mount([submitAtOnce('start-submit')]);
    expect(starts()).toEqual([]);
    expect(minimized()).toBe(false);
    expect(consultantShown()).toBe(false);
    w!.click('contact');
    // The call goes once the phone's mask library has come (its value is sent as the mask formats it).
    await vi.waitFor(() => expect(fetchCalls).toBe(1));
    expect(starts()).toEqual([{ event: 'lead_form_start', form_id: 'start-submit', leadform: 'start-submit' }]);
    expect(minimized()).toBe(true);
    expect(consultantShown()).toBe(true);
  });

  it('going back to the welcome panel and starting again does not push it twice', () => {
    const [w] = mount([homeForm('start-again')]);
    w!.click('welcome');
    w!.click('a', 'back');
    expect(w!.shown()).toEqual(['welcome']);
    expect(minimized()).toBe(false);
    w!.click('welcome');
    expect(minimized()).toBe(true);
    expect(starts()).toHaveLength(1);
  });

  it('two wizards with different leadform ids push once each; the same id pushes once', () => {
    const [a, b, c] = mount([homeForm('start-one'), homeForm('start-two'), homeForm('start-one')]);
    a!.click('welcome');
    b!.click('welcome');
    c!.click('welcome');
    a!.click('a', 'back');
    a!.click('welcome');
    expect(starts().map((e) => e.form_id)).toEqual(['start-one', 'start-two']);
  });
});

describe('§2 header minimizing', () => {
  it('Back on the welcome panel (leaving the form) resets the minimized header', () => {
    // Minimized before any start: the page scrolled past half the window height.
    const [w] = mount([homeForm('exit-reset')]);
    Object.defineProperty(window, 'scrollY', { value: window.innerHeight, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(minimized()).toBe(true);
    w!.click('welcome', 'back');
    expect(minimized()).toBe(false);
    // Started, back to the welcome panel (reset), started again, then exit from the welcome panel.
    w!.click('welcome');
    expect(minimized()).toBe(true);
    w!.click('a', 'back');
    expect(minimized()).toBe(false);
    w!.click('welcome');
    w!.click('a', 'back');
    w!.click('welcome', 'back');
    expect(minimized()).toBe(false);
  });

  it('data-minimize on a panel minimizes the header when it is shown, without a start', () => {
    const [w] = mount([homeForm('minimize-first', 'data-minimize')]);
    expect(w!.shown()).toEqual(['welcome']);
    expect(minimized()).toBe(true);
    expect(starts()).toEqual([]);
  });

  it('without data-minimize the header waits for the start', () => {
    mount([homeForm('minimize-none')]);
    expect(minimized()).toBe(false);
  });

  it('data-minimize="false" does not minimize', () => {
    mount([homeForm('minimize-false', 'data-minimize="false"')]);
    expect(minimized()).toBe(false);
  });
});

describe('§4 Paths: inputs from data-markup count for the progress', () => {
  it('a panel whose only input comes from data-markup counts before it is injected', () => {
    const form = `
<form>
  <input type="hidden" name="leadform" value="markup-progress">
  <div data-panel-type="welcome" data-id="welcome"><button type="button" data-next>Start</button></div>
  <div data-panel-type="form" data-id="a"><label for="mp-a">A</label><input id="mp-a" name="a"><button type="button" data-next>Next</button></div>
  <div data-panel-type="form" data-id="extra"
       data-markup='&lt;label for="mp-x"&gt;Extra&lt;/label&gt;&lt;input id="mp-x" name="extra"&gt;'><button type="button" data-next>Next</button></div>
  <div data-panel-type="form" data-id="note" data-markup='&lt;p&gt;Only text&lt;/p&gt;'><button type="button" data-next>Next</button></div>
</form>`;
    const [w] = mount([form]);
    w!.click('welcome');
    expect(w!.host.querySelector('#mp-x')).toBeNull();
    expect(w!.views.at(-1)!.progress).toEqual({ value: 1, total: 2, text: '1 of 2' });
    w!.click('a');
    expect(w!.host.querySelector('#mp-x')).not.toBeNull();
    expect(w!.views.at(-1)!.progress!.text).toBe('2 of 2');
  });
});
