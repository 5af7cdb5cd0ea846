import { afterEach, describe, expect, it } from 'vitest';
import { storageKey } from '../core/persist';
import { loadedPersistCode } from './persist-load';
import '../element';

/**
 * Issue 38: the code that keeps a form is a chunk of its own. A form with something kept waits for
 * it in the takeover and resumes at the saved step (it never shows the first panel, then the step).
 * Run alone in its file: the chunk must not have loaded before (another file's tests load it).
 */
const settle = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

const FORM = `<form>
  <input type="hidden" name="leadform" value="kept-form">
  <div data-panel-type="welcome" data-id="welcome"><h2>Welcome</h2><button type="button" data-next>Start</button></div>
  <div data-panel-type="multiple-choice" data-id="who" data-min="1">
    <fieldset><legend>Who</legend><label><input type="radio" name="who" value="child"> Child</label><label><input type="radio" name="who" value="me"> Me</label></fieldset>
    <button type="button" data-next>Next</button>
  </div>
  <div data-panel-type="form" data-id="contact"><label for="n">Name</label><input id="n" name="full_name"><button type="button" data-next>Send</button></div>
</form>`;

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('<vt-lead-wizard> with a kept form, before its persistence code has loaded (issue 38)', () => {
  it('the takeover waits for the code and resumes at the kept step with the kept values', async () => {
    history.replaceState(null, '', '/kept');
    sessionStorage.setItem(
      storageKey('/kept', 'kept-form', 'lead'),
      JSON.stringify({ v: 1, step: 2, values: { who: ['child'], full_name: ['Ada Lovelace'] } }),
    );
    expect(loadedPersistCode()).toBeUndefined();
    document.body.innerHTML = `<vt-lead-wizard id="lead">${FORM}</vt-lead-wizard>`;
    const host = document.querySelector<HTMLElement>('vt-lead-wizard')!;
    const shown = () => [...host.querySelectorAll<HTMLElement>('[data-panel-type]')].filter((p) => !p.hidden).map((p) => p.dataset.id);
    // Taken over only with the code: data-ready and the kept step come together.
    const seen: (string | undefined)[][] = [];
    const observer = new MutationObserver(() => {
      if (host.hasAttribute('data-ready')) seen.push(shown());
    });
    observer.observe(host, { attributes: true, subtree: true });
    await settle(() => host.hasAttribute('data-ready'));
    observer.disconnect();
    expect(loadedPersistCode()).toBeDefined();
    expect(seen[0]).toEqual(['contact']);
    expect(shown()).toEqual(['contact']);
    expect(host.querySelector<HTMLInputElement>('#n')!.value).toBe('Ada Lovelace');
    expect(host.querySelector<HTMLInputElement>('input[value="child"]')!.checked).toBe(true);
  });
});
