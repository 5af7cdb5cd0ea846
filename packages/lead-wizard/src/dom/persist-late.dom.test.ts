import { afterEach, describe, expect, it } from 'vitest';
import { loadedPersistCode } from './persist-load';
import '../element';

/**
 * Issue 38: the code that keeps a form is a chunk of its own, fetched at idle or at the visitor's
 * first input or step. A form with nothing kept starts at once; once the code arrives it saves
 * what is there (nothing typed before it is lost). Alone in its file: the chunk has not loaded.
 */
const settle = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('<vt-lead-wizard> with nothing kept, before its persistence code has loaded (issue 38)', () => {
  it('takes over at once, and the first step fetches the code, which saves the step and what was chosen', async () => {
    history.replaceState(null, '', '/fresh');
    document.body.innerHTML = `<vt-lead-wizard>
      <form><input type="hidden" name="leadform" value="fresh-form">
        <div data-panel-type="multiple-choice" data-id="who" data-min="1">
          <fieldset><legend>Who</legend><label><input type="radio" name="who" value="me"> Me</label></fieldset>
          <button type="button" data-next>Next</button>
        </div>
        <div data-panel-type="form" data-id="contact"><label for="n">Name</label><input id="n" name="full_name"><button type="button" data-next>Send</button></div>
      </form></vt-lead-wizard>`;
    const host = document.querySelector<HTMLElement>('vt-lead-wizard')!;
    // Whether the code had arrived when it took over (read in the takeover's own task; idle may come soon after).
    let codeAtTakeover: unknown = 'not taken over';
    const observer = new MutationObserver(() => {
      if (host.hasAttribute('data-ready') && codeAtTakeover === 'not taken over') codeAtTakeover = loadedPersistCode();
    });
    observer.observe(host, { attributes: true });
    await settle(() => host.hasAttribute('data-ready'));
    observer.disconnect();
    expect(codeAtTakeover).toBeUndefined();
    host.querySelector<HTMLInputElement>('input[value="me"]')!.click();
    host.querySelector<HTMLElement>('[data-id="who"] [data-next]')!.click();
    const kept = () => Object.keys(sessionStorage).filter((key) => key.startsWith('vt-lead-wizard:'));
    await settle(() => kept().length > 0);
    expect(loadedPersistCode()).toBeDefined();
    const [key] = kept();
    expect(key).toBe('vt-lead-wizard:/fresh:fresh-form:0');
    expect(JSON.parse(sessionStorage.getItem(key!)!)).toMatchObject({ v: 1, step: 1, values: { who: ['me'] } });
  });
});
