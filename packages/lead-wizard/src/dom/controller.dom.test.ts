import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { FakeClock } from '../../../../tests/support/fake-clock';
import { LeadWizardController, type WizardView } from './controller';
import { sameHostReferrer } from './page-hooks';
import { startDemoApi } from '../../../../tests/msw';
import { loadSubmitCode } from './submit-step';
import { loadSanitizer } from './panel-dom';
import { controllerSettings } from '../../../../tests/support/lead-controller';

// DOMPurify does not run in happy-dom: the markup comes in as written (tests/support/sanitize-stub.ts).
vi.mock('@vt-elements/core/sanitize', () => import('../../../../tests/support/sanitize-stub'));

// As on a page once it has been idle: the submit code and the markup's sanitiser are loaded (controller-submit-load.dom.test.ts covers a submit before).
beforeAll(() => Promise.all([loadSubmitCode(), loadSanitizer()]));

startDemoApi();

const FORM = `
<form>
  <input type="hidden" name="leadform" value="unit-form">
  <div data-panel-type="welcome" data-id="welcome"><h2>Welcome</h2><button type="button" data-next>Start</button></div>
  <div data-panel-type="form" data-id="name"
       data-markup='<p class="injected">Injected</p>'
       data-js='[{"src":"https://cdn.example.test/widget.js","integrity":"sha384-abc"}]'>
    <h2>Hello {{nickname}}</h2>
    <label for="nick">Nickname</label><input id="nick" name="nickname">
    <button type="button" data-back>Back</button><button type="button" data-next>Next</button>
  </div>
  <div data-panel-type="interstitial" data-id="wait"><h2>Wait, {{nickname}}</h2></div>
  <div data-panel-type="form" data-id="last"><label for="x">X</label><input id="x" name="x"><button type="button" data-next>Next</button></div>
</form>`;

function mount(attrs: Partial<ConstructorParameters<typeof LeadWizardController>[0]> = {}, form = FORM) {
  document.body.innerHTML = `<header class="site-header">Header</header><button data-get-started>Go</button><nav data-sticky-cta hidden>CTA</nav><vt-lead-wizard>${form}</vt-lead-wizard>`;
  const host = document.querySelector('vt-lead-wizard') as HTMLElement;
  const clock = new FakeClock();
  const views: WizardView[] = [];
  const controller = new LeadWizardController(controllerSettings(host, { clock, ...attrs }), (v) => views.push(v));
  controller.start();
  const panel = (id: string) => host.querySelector<HTMLElement>(`[data-id="${id}"]`)!;
  const shown = () => [...host.querySelectorAll<HTMLElement>('[data-panel-type]')].filter((p) => !p.hidden).map((p) => p.dataset.id);
  return { host, clock, views, controller, panel, shown };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  delete window.vtErrorReporter;
  vi.restoreAllMocks();
});

describe('LeadWizardController (DOM)', () => {
  it('only the active panel is visible; Next moves on and injects data-markup and data-js on first show', () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "name" data-js failed to load: https://cdn.example.test/widget.js',
    );
    // happy-dom does not load scripts: the failure is reported, which is what a page would see too.
    document.head.innerHTML = '<meta name="vt-allowed-hosts" content="cdn.example.test">';
    const t = mount();
    expect(t.shown()).toEqual(['welcome']);
    t.panel('welcome').querySelector<HTMLElement>('[data-next]')!.click();
    expect(t.shown()).toEqual(['name']);
    expect(t.panel('name').querySelectorAll('.injected')).toHaveLength(1);
    // Injected before the panel's buttons, so Tab reaches it before Back and Next.
    expect(t.panel('name').querySelector('.injected')!.nextElementSibling).toBe(t.panel('name').querySelector('[data-back]'));
    const script = document.head.querySelector<HTMLScriptElement>('script[src="https://cdn.example.test/widget.js"]')!;
    expect(script.integrity).toBe('sha384-abc');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    // A second show does not inject again.
    t.panel('name').querySelector<HTMLElement>('[data-back]')!.click();
    t.panel('welcome').querySelector<HTMLElement>('[data-next]')!.click();
    expect(t.panel('name').querySelectorAll('.injected')).toHaveLength(1);
    expect(document.head.querySelectorAll('script[src="https://cdn.example.test/widget.js"]')).toHaveLength(1);
  });

  it('data-js loads no script from a host the page does not list, none cross-origin without integrity, and reports them once', () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "b" data-js: ignoring 2000 entries, first {"i":0} (needs a "src")',
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "a" data-js: refused 2004 scripts, first "https://evil.example/x.js" (it goes to another host (evil.example) that <meta name="vt-allowed-hosts"> does not list)',
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "b" data-js failed to load: /same-origin.js',
    );
    document.head.innerHTML = '<meta name="vt-allowed-hosts" content="cdn.example.test">';
    const seen: string[] = [];
    window.vtErrorReporter = (e) => seen.push(e.message);
    const hostile = [
      { src: 'https://evil.example/x.js', integrity: 'sha384-abc' },
      { src: 'https://cdn.example.test/no-sri.js' },
      'data:text/javascript,alert(1)',
      'javascript:alert(1)',
      ...Array.from({ length: 2000 }, (_, i) => `//evil.example/${i}.js`),
    ];
    const { host, controller } = mount(
      { action: null },
      `<form>
      <div data-panel-type="form" data-id="a" data-js='${JSON.stringify(hostile)}'><h2>A</h2><button type="button" data-next>Next</button></div>
      <div data-panel-type="form" data-id="b" data-js='${JSON.stringify([...Array.from({ length: 2000 }, (_, i) => ({ i })), '/same-origin.js'])}'>
        <h2>B</h2><button type="button" data-next>Next</button></div>
    </form>`,
    );
    host.querySelector<HTMLElement>('[data-id="a"] [data-next]')!.click();
    expect([...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual([`${location.origin}/same-origin.js`]);
    expect(seen.filter((m) => m.includes('data-js:'))).toEqual([
      '<vt-lead-wizard> panel "b" data-js: ignoring 2000 entries, first {"i":0} (needs a "src")',
      '<vt-lead-wizard> panel "a" data-js: refused 2004 scripts, first "https://evil.example/x.js" (it goes to another host (evil.example) that <meta name="vt-allowed-hosts"> does not list)',
    ]);
    controller.destroy();
  });

  it('§4 focus moves to the shown panel last in a step change, after the view is told of the step', () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "name" data-js: refused a script, first "https://cdn.example.test/widget.js" (it goes to another host (cdn.example.test) that <meta name="vt-allowed-hosts"> does not list)',
    );
    const t = mount();
    const focusAtView: (Element | null)[] = [];
    const before = t.views.length;
    const next = t.panel('welcome').querySelector<HTMLElement>('[data-next]')!;
    next.focus();
    const seen = vi.spyOn(t.views, 'push').mockImplementation((...v) => {
      focusAtView.push(document.activeElement);
      return Array.prototype.push.apply(t.views, v);
    });
    next.click();
    seen.mockRestore();
    expect(t.views.length).toBeGreaterThan(before);
    // When the view was told of the step, focus had not moved yet; after the click it is on the heading.
    expect(focusAtView.at(-1)).toBe(next);
    expect(document.activeElement).toBe(t.panel('name').querySelector('h2'));
  });

  it('{{field}} placeholders are filled as text, never as HTML', () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "name" data-js: refused a script, first "https://cdn.example.test/widget.js" (it goes to another host (cdn.example.test) that <meta name="vt-allowed-hosts"> does not list)',
    );
    const t = mount();
    t.panel('welcome').querySelector<HTMLElement>('[data-next]')!.click();
    (t.host.querySelector('#nick') as HTMLInputElement).value = '<img src=x onerror=alert(1)>';
    t.panel('name').querySelector<HTMLElement>('[data-next]')!.click();
    const heading = t.panel('wait').querySelector('h2')!;
    expect(heading.textContent).toBe('Wait, <img src=x onerror=alert(1)>');
    expect(heading.querySelector('img')).toBeNull();
  });

  it("a panel whose only field is the time picker counts as a step before the picker has loaded ('2 of 2' there, not '1 of 1')", () => {
    const t = mount(
      {},
      `<form>
        <div data-panel-type="form" data-id="contact"><label for="n">Nickname</label><input id="n" name="nickname"><button type="button" data-next>Next</button></div>
        <div data-panel-type="form" data-id="when"><vt-scheduled-callback></vt-scheduled-callback><button type="button" data-next>Book</button></div>
        <div data-panel-type="form" data-id="done"><p>Thanks</p></div>
      </form>`,
    );
    (t.host.querySelector('#n') as HTMLInputElement).value = 'Ada';
    t.panel('contact').querySelector<HTMLElement>('[data-next]')!.click();
    expect(t.shown()).toEqual(['when']);
    expect(t.views.at(-1)!.progress).toEqual({ value: 2, total: 2, text: '2 of 2' });
  });

  it('an interstitial advances after 3 s by default and the progress bar says N of M', () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "name" data-js: refused a script, first "https://cdn.example.test/widget.js" (it goes to another host (cdn.example.test) that <meta name="vt-allowed-hosts"> does not list)',
    );
    const t = mount();
    t.panel('welcome').querySelector<HTMLElement>('[data-next]')!.click();
    expect(t.views.at(-1)!.progress).toEqual({ value: 1, total: 2, text: '1 of 2' });
    (t.host.querySelector('#nick') as HTMLInputElement).value = 'Ada';
    t.panel('name').querySelector<HTMLElement>('[data-next]')!.click();
    expect(t.shown()).toEqual(['wait']);
    expect(t.views.at(-1)!.progress).toBeNull();
    t.clock.tick(2999);
    expect(t.shown()).toEqual(['wait']);
    t.clock.tick(1);
    expect(t.shown()).toEqual(['last']);
    expect(t.views.at(-1)!.progress!.text).toBe('2 of 2');
  });

  it("Enter in a field clicks that step's Next", () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "name" data-js: refused a script, first "https://cdn.example.test/widget.js" (it goes to another host (cdn.example.test) that <meta name="vt-allowed-hosts"> does not list)',
    );
    const t = mount();
    t.panel('welcome').querySelector<HTMLElement>('[data-next]')!.click();
    const input = t.host.querySelector('#nick') as HTMLInputElement;
    input.value = 'Ada';
    const next = t.panel('name').querySelector<HTMLElement>('[data-next]')!;
    const clicked = vi.fn();
    next.addEventListener('click', clicked);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(t.shown()).toEqual(['wait']);
  });

  it('[data-get-started] scrolls to the form, then clicks the first Next 600 ms later (spec §2, §9)', () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "name" data-js: refused a script, first "https://cdn.example.test/widget.js" (it goes to another host (cdn.example.test) that <meta name="vt-allowed-hosts"> does not list)',
    );
    const t = mount();
    const scroll = vi.fn();
    t.host.scrollIntoView = scroll;
    vi.spyOn(t.host, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect);
    document.querySelector<HTMLElement>('[data-get-started]')!.click();
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    // 600 ms written out: ticking the code's own constant would follow it when it changes.
    t.clock.tick(599);
    expect(t.shown()).toEqual(['welcome']);
    t.clock.tick(1);
    expect(t.shown()).toEqual(['name']);
    expect(document.querySelector('.site-header')!.classList.contains('vt-header--minimized')).toBe(true);
  });

  it('[data-get-started] clicks at once when the form is already in view', () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "name" data-js: refused a script, first "https://cdn.example.test/widget.js" (it goes to another host (cdn.example.test) that <meta name="vt-allowed-hosts"> does not list)',
    );
    const t = mount();
    vi.spyOn(t.host, 'getBoundingClientRect').mockReturnValue({ top: 10 } as DOMRect);
    document.querySelector<HTMLElement>('[data-get-started]')!.click();
    expect(t.shown()).toEqual(['name']);
  });

  it('sticky CTAs are always shown without IntersectionObserver', () => {
    const IO = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
    try {
      mount();
      expect(document.querySelector<HTMLElement>('[data-sticky-cta]')!.hidden).toBe(false);
    } finally {
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = IO;
    }
  });

  it('sticky CTAs show at intersection 0 and hide at 50% or more, with a 62px root margin', () => {
    let callback!: (entries: Partial<IntersectionObserverEntry>[]) => void;
    let options: IntersectionObserverInit | undefined;
    const IO = window.IntersectionObserver;
    (window as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(cb: typeof callback, opts: IntersectionObserverInit) {
        callback = cb;
        options = opts;
      }
      observe() {}
      disconnect() {}
    };
    try {
      mount();
      const cta = document.querySelector<HTMLElement>('[data-sticky-cta]')!;
      expect(options).toEqual({ threshold: [0, 0.5], rootMargin: '62px' });
      callback([{ isIntersecting: false, intersectionRatio: 0 }]);
      expect(cta.hidden).toBe(false);
      callback([{ isIntersecting: true, intersectionRatio: 0.3 }]);
      expect(cta.hidden).toBe(false);
      callback([{ isIntersecting: true, intersectionRatio: 0.5 }]);
      expect(cta.hidden).toBe(true);
    } finally {
      (window as { IntersectionObserver: unknown }).IntersectionObserver = IO;
    }
  });

  it('fires vt-step-change {from, to, index}', () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "name" data-js: refused a script, first "https://cdn.example.test/widget.js" (it goes to another host (cdn.example.test) that <meta name="vt-allowed-hosts"> does not list)',
    );
    const t = mount();
    const seen: unknown[] = [];
    t.host.addEventListener('vt-step-change', (e) => seen.push((e as CustomEvent).detail));
    t.panel('welcome').querySelector<HTMLElement>('[data-next]')!.click();
    t.panel('name').querySelector<HTMLElement>('[data-back]')!.click();
    expect(seen).toEqual([
      { from: 'welcome', to: 'name', index: 1 },
      { from: 'name', to: 'welcome', index: 0 },
    ]);
  });

  it('§2 history: a Next shows the step and pushes its #get-started/{stepIndex} entry in the same task (issue 28)', () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "name" data-js: refused a script, first "https://cdn.example.test/widget.js" (it goes to another host (cdn.example.test) that <meta name="vt-allowed-hosts"> does not list)',
    );
    history.replaceState(null, '', '/get-started');
    try {
      const t = mount({ history: true });
      const length = history.length;
      t.panel('welcome').querySelector<HTMLElement>('[data-next]')!.click();
      // Nothing waited for: the panel is shown and its entry is on top.
      expect(t.shown()).toEqual(['name']);
      expect(location.hash).toBe('#get-started/1');
      expect(history.length).toBe(length + 1);
      t.controller.destroy();
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('data-history turned on after start pushes from the next step; turned off, it stops (issue 39), the step reached stays', () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "name" data-js: refused a script, first "https://cdn.example.test/widget.js" (it goes to another host (cdn.example.test) that <meta name="vt-allowed-hosts"> does not list)',
    );
    history.replaceState(null, '', '/get-started');
    try {
      const t = mount();
      t.panel('welcome').querySelector<HTMLElement>('[data-next]')!.click();
      expect(location.hash).toBe('');
      t.panel('name').querySelector<HTMLInputElement>('#nick')!.value = 'Ada';
      t.controller.update({ history: true });
      expect(t.shown()).toEqual(['name']);
      t.panel('name').querySelector<HTMLElement>('[data-back]')!.click();
      expect(location.hash).toBe('#get-started/0');
      // The browser's forward now restores the step (its listener is on).
      window.dispatchEvent(new PopStateEvent('popstate', { state: { vtLeadStep: 1 } }));
      expect(t.shown()).toEqual(['name']);
      expect(t.panel('name').querySelector<HTMLInputElement>('#nick')!.value).toBe('Ada');
      t.controller.update({ history: false });
      history.replaceState(null, '', '/get-started');
      window.dispatchEvent(new PopStateEvent('popstate', { state: { vtLeadStep: 0 } }));
      expect(t.shown()).toEqual(['name']);
      t.panel('name').querySelector<HTMLElement>('[data-back]')!.click();
      expect(t.shown()).toEqual(['welcome']);
      expect(location.hash).toBe('');
      t.controller.destroy();
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('a form without panels or without <form> is reported, not thrown', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<vt-lead-wizard><p>nothing</p></vt-lead-wizard>';
    const host = document.querySelector('vt-lead-wizard') as HTMLElement;
    const c = new LeadWizardController(controllerSettings(host, { action: null }), () => {});
    c.start();
    expect(errors.mock.calls[0]![0]).toBe('[vt-elements] vt-lead-wizard: <vt-lead-wizard> has no <form> inside; nothing to enhance');
  });
});

describe('submit, option and redirect steps (demo API)', () => {
  const SUBMIT_FORM = `
<form>
  <input type="hidden" name="leadform" value="unit-submit">
  <div data-panel-type="form" data-id="contact" data-replace="#intro">
    <label for="n">Full name</label><input id="n" name="full_name" value="Ada Lovelace">
    <label for="p">Phone</label><input id="p" name="phone_number" value="2125550100">
    <button type="button" data-next>Send</button>
  </div>
  <div data-panel-type="action" data-id="opt" data-action-name="option" data-options='{"vtsource":"unit"}'></div>
  <div data-panel-type="action" data-id="send" data-action-name="submit"></div>
  <div data-panel-type="action" data-id="thanks" data-action-name="redirect"></div>
</form>`;

  function mountSubmit(name = 'Ada Lovelace') {
    document.head.innerHTML = '<meta name="vt-allowed-hosts" content="api.example.test">';
    document.body.innerHTML = `<div id="intro">Intro</div><vt-lead-wizard data-api-host="https://api.example.test">${SUBMIT_FORM.replace('Ada Lovelace', name)}</vt-lead-wizard>`;
    const host = document.querySelector('vt-lead-wizard') as HTMLElement;
    const navigate = vi.fn();
    const views: WizardView[] = [];
    const events: string[] = [];
    for (const type of ['vt-lead-submit', 'vt-lead-success', 'vt-lead-error'])
      host.addEventListener(type, (e) => events.push(`${type} ${(e as CustomEvent<{ action: string }>).detail.action}`));
    const c = new LeadWizardController(controllerSettings(host, { redirectUrl: '/contacts/marketing/thank-you', navigate }), (v) =>
      views.push(v),
    );
    c.start();
    return { host, navigate, views, events, c };
  }

  it('the first shown panel with data-replace hides its target', () => {
    mountSubmit();
    expect(document.querySelector<HTMLElement>('#intro')!.hidden).toBe(true);
  });

  it("applies options, submits, writes correlation_id and redirects to the element's thank-you route", async () => {
    const t = mountSubmit();
    t.host.querySelector<HTMLElement>('[data-next]')!.click();
    await vi.waitFor(() => expect(t.navigate).toHaveBeenCalledTimes(1));
    const url = new URL(t.navigate.mock.calls[0]![0] as string, 'https://www.example.test');
    expect(url.pathname).toBe('/contacts/marketing/thank-you');
    expect(url.searchParams.get('correlation_id')).toBe('6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b');
    // Issue 51: the visitor's zone (Intl's, written here), not just any non-empty text.
    expect(url.searchParams.get('time_zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(t.host.querySelector<HTMLInputElement>('input[name="correlation_id"]')!.value).toBe('6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(t.host.querySelector<HTMLInputElement>('input[name="vtsource"]')!.value).toBe('unit');
    expect(t.events).toEqual(['vt-lead-submit new_contact', 'vt-lead-success new_contact']);
  });

  it('a new action or redirect URL set while a submit is on its way applies from the next step: the call made is not redone (issue 39)', async () => {
    const t = mountSubmit();
    t.host.querySelector<HTMLElement>('[data-next]')!.click();
    await vi.waitFor(() => expect(t.events).toEqual(['vt-lead-submit new_contact']));
    t.c.update({ action: 'new_user', redirectUrl: '/contacts/marketing/thank-you-nme' });
    await vi.waitFor(() => expect(t.navigate).toHaveBeenCalledTimes(1));
    expect(t.events).toEqual(['vt-lead-submit new_contact', 'vt-lead-success new_contact']);
    // The redirect step comes after the change: the new address.
    expect(new URL(t.navigate.mock.calls[0]![0] as string, 'https://www.example.test').pathname).toBe('/contacts/marketing/thank-you-nme');
  });

  it('a failed submit stays, shows the §8 text and does not redirect', async () => {
    expectConsoleError('[vt-elements] lead-form: Server error, could not submit form.');
    const t = mountSubmit('Ada Fail Server');
    t.host.querySelector<HTMLElement>('[data-next]')!.click();
    // The §8 text as its key, worded by the element in the page's language ('Server error, could not submit form.' in English).
    await vi.waitFor(() => expect(t.views.at(-1)!.error).toEqual({ key: 'serverError' }));
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.host.querySelector<HTMLElement>('[data-id="contact"]')!.hidden).toBe(false);
    expect(t.host.querySelector<HTMLInputElement>('#n')!.value).toBe('Ada Fail Server');
    expect(t.events).toEqual(['vt-lead-submit new_contact', 'vt-lead-error new_contact']);
  });
});

describe('§2 back link', () => {
  it('appears only for a same-host referrer', () => {
    expect(sameHostReferrer('https://www.example.com/a', 'www.example.com')).toBe(true);
    expect(sameHostReferrer('https://other.example/a', 'www.example.com')).toBe(false);
    expect(sameHostReferrer('', 'www.example.com')).toBe(false);
    expect(sameHostReferrer('not a url', 'www.example.com')).toBe(false);
  });
});
