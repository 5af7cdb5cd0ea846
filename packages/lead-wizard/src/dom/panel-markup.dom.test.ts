import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { FakeClock } from '../../../../tests/support/fake-clock';
import type { WizardView } from './controller';
import { controllerSettings } from '../../../../tests/support/lead-controller';

/**
 * Issue 50, spec §3/§4 Panel: a panel's data-markup is sanitised by DOMPurify, in a chunk of its
 * own (core/sanitize.ts), fetched at idle by a form with data-markup only, or when a panel with
 * markup is about to show. Here the chunk is a stand-in whose arrival each test decides (happy-dom
 * cannot run DOMPurify itself: tests/support/sanitize-stub.ts); what it removes is tested in real
 * browsers (tests/browser/panel-markup.test.ts, tests/engines/markup.ts).
 */
const chunk = { imports: 0, arrive: Promise.resolve(), fail: false };
/** The chunk's stand-in, registered afresh for each test's module graph. */
const mockChunk = () =>
  vi.doMock('@vt-elements/core/sanitize', async () => {
    chunk.imports++;
    await chunk.arrive;
    if (chunk.fail) throw new TypeError('Failed to fetch dynamically imported module: /dist/elements/chunks/dompurify-x.js');
    return import('../../../../tests/support/sanitize-stub');
  });

const FORM = `
<form>
  <input type="hidden" name="leadform" value="markup-form">
  <div data-panel-type="welcome" data-id="welcome"><h2>Welcome</h2><button type="button" data-next>Start</button></div>
  <div data-panel-type="form" data-id="days"
       data-markup='&lt;fieldset&gt;&lt;legend&gt;Days&lt;/legend&gt;&lt;label&gt;&lt;input type="checkbox" name="days" value="Mon" class="injected"&gt; Monday&lt;/label&gt;&lt;/fieldset&gt;'
       data-js='["/widget.js"]'>
    <h2>When are you free?</h2>
    <button type="button" data-back>Back</button><button type="button" data-next>Next</button>
  </div>
  <div data-panel-type="form" data-id="last"><h2>Last</h2><label for="x">X</label><input id="x" name="x"><button type="button" data-next>Next</button></div>
</form>`;

const PLAIN = `
<form>
  <input type="hidden" name="leadform" value="plain-form">
  <div data-panel-type="welcome" data-id="welcome"><h2>Welcome</h2><button type="button" data-next>Start</button></div>
  <div data-panel-type="form" data-id="last"><h2>Last</h2><label for="x">X</label><input id="x" name="x"><button type="button" data-next>Next</button></div>
</form>`;

/** A fresh module graph each test: the chunk not loaded yet, as on a page just opened. */
async function mount(form = FORM) {
  vi.resetModules();
  mockChunk();
  const { LeadWizardController } = await import('./controller');
  const { loadSanitizer } = await import('./panel-dom');
  document.body.innerHTML = `<vt-lead-wizard>${form}</vt-lead-wizard>`;
  const host = document.querySelector<HTMLElement>('vt-lead-wizard')!;
  const views: WizardView[] = [];
  const controller = new LeadWizardController(controllerSettings(host, { action: null, clock: new FakeClock() }), (v) => views.push(v));
  controller.start();
  const panel = (id: string) => host.querySelector<HTMLElement>(`[data-id="${id}"]`)!;
  const next = (id: string) => panel(id).querySelector<HTMLElement>('[data-next]')!;
  const shown = () => [...host.querySelectorAll<HTMLElement>('[data-panel-type]')].filter((p) => !p.hidden).map((p) => p.dataset.id);
  return { host, views, controller, panel, next, shown, loadSanitizer };
}

/** Lets the stand-in's import and the promises after it settle. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
};

let reported: Error[];
beforeEach(() => {
  Object.assign(chunk, { imports: 0, arrive: Promise.resolve(), fail: false });
  reported = [];
  window.vtErrorReporter = (error) => reported.push(error);
});
afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  delete window.vtErrorReporter;
  vi.restoreAllMocks();
});

describe('data-markup through the sanitiser chunk (issue 50, §4 Panel)', () => {
  it('§3 progress counts the inputs of data-markup before the sanitiser loads; it is fetched at idle', async () => {
    expectConsoleError('[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "days" data-js failed to load: /widget.js');
    let idle: (() => void) | undefined;
    // Its pair too: the idle preload is cancelled when the takeover ends (happy-dom has neither).
    vi.stubGlobal('cancelIdleCallback', () => {});
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      // The first idle callback of the takeover is the sanitiser's preload (the form has no submit step).
      idle ??= run;
      return 1;
    });
    try {
      const t = await mount();
      expect(t.controller.panels.map((p) => p.hasVisibleInput)).toEqual([false, true, true]);
      expect(chunk.imports).toBe(0);
      idle!();
      expect(chunk.imports).toBe(0);
      // The preload's import, awaited as the same (one) load.
      await t.loadSanitizer();
      expect(chunk.imports).toBe(1);
      // Loaded: the panel shows in the Next's own task, its markup in.
      t.next('welcome').click();
      expect(t.shown()).toEqual(['days']);
      expect(t.panel('days').querySelectorAll('.injected')).toHaveLength(1);
      expect(t.views.at(-1)!.progress).toEqual({ value: 1, total: 2, text: '1 of 2' });
      t.controller.destroy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a form without data-markup never fetches it, at idle or on any step', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('cancelIdleCallback', () => {});
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const t = await mount(PLAIN);
    // No idle callbacks from here (the next task instead); the cancel of those queued stays.
    vi.stubGlobal('requestIdleCallback', undefined);
    expect(idle.length).toBeGreaterThan(0);
    idle.forEach((run) => run());
    t.next('welcome').click();
    await settle();
    expect(t.shown()).toEqual(['last']);
    expect(chunk.imports).toBe(0);
    t.controller.destroy();
    vi.unstubAllGlobals();
  });

  it('a Next pressed while it loads is kept: the panel left stays, Next busy, until the markup is in; then the step shows, focused', async () => {
    expectConsoleError('[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "days" data-js failed to load: /widget.js');
    let arrive!: () => void;
    chunk.arrive = new Promise<void>((r) => (arrive = r));
    const t = await mount();
    const start = t.next('welcome');
    start.focus();
    start.click();
    await settle();
    expect(t.shown()).toEqual(['welcome']);
    expect(start.getAttribute('aria-busy')).toBe('true');
    // A second press meanwhile changes nothing.
    start.click();
    arrive();
    await vi.waitFor(() => expect(t.shown()).toEqual(['days']));
    expect(t.panel('days').querySelectorAll('.injected')).toHaveLength(1);
    // Before the panel's buttons, and the data-js script after the markup it may use.
    expect(t.panel('days').querySelector('fieldset')!.nextElementSibling).toBe(t.panel('days').querySelector('[data-back]'));
    expect(document.head.querySelectorAll('script[src$="/widget.js"]')).toHaveLength(1);
    expect(start.hasAttribute('aria-busy')).toBe(false);
    expect(document.activeElement).toBe(t.panel('days').querySelector('h2'));
    expect(chunk.imports).toBe(1);
    // (happy-dom loads no script: the data-js failure is the only report.)
    expect(reported.filter((e) => !e.message.includes('data-js'))).toEqual([]);
    t.controller.destroy();
  });

  it('a chunk that fails to load: the panel shows without its markup (never the raw markup) and a ChunkLoadError is reported', async () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: Loading chunk dompurify failed. (missing: dompurify)',
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "days" data-js failed to load: /widget.js',
    );
    chunk.fail = true;
    const t = await mount();
    t.next('welcome').click();
    await vi.waitFor(() => expect(t.shown()).toEqual(['days']));
    expect(t.panel('days').querySelector('fieldset, input')).toBeNull();
    expect(t.panel('days').innerHTML).not.toContain('Monday');
    const chunkErrors = reported.filter((e) => !e.message.includes('data-js'));
    expect(chunkErrors.map((e) => [e.name, (e as Error & { type?: string }).type])).toEqual([['ChunkLoadError', 'missing']]);
    // The panel works on: its Next goes on.
    t.next('days').click();
    await settle();
    expect(t.shown()).toEqual(['last']);
    t.controller.destroy();
  });
});
