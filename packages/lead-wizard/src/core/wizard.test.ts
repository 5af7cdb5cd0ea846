import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../../tests/support/fake-clock';
import { homeFlow, panelsFrom } from '../../../../tests/support/lead-panels';
import { Wizard, type StepChange, type WizardEffects } from './wizard';
import type { Panel } from './panel';
import { TextError } from './texts';

function setup(
  panels: Panel[] = homeFlow(),
  values: Record<string, string> = { who_needs_help: 'My child' },
  firstShow: (i: number) => Promise<void> | undefined = () => undefined,
) {
  const clock = new FakeClock();
  const log: string[] = [];
  let valid = true;
  let submit: () => Promise<{ redirectUrl?: string }> = async () => ({});
  /** How many times the wizard read the form's values. */
  const reads = { values: 0 };
  const effects: WizardEffects = {
    validate: (i) => (log.push(`validate ${panels[i]!.id}`), valid),
    values: () => (reads.values++, values),
    submit: (i) => (log.push(`submit ${panels[i]!.id}`), submit()),
    redirect: (i, url) => (log.push(`redirect ${panels[i]!.url} ${url}`), true),
    applyOptions: (i) => log.push(`options ${panels[i]!.id}`),
    firstShow: (i) => {
      log.push(`first ${panels[i]!.id}`);
      return firstShow(i);
    },
    stepChange: (c: StepChange) => log.push(`${c.direction} ${panels[c.from]!.id}->${panels[c.to]!.id}${c.restoring ? ' (restore)' : ''}`),
    settled: (i) => log.push(`settled ${panels[i]!.id}`),
    start: () => log.push('start'),
    exit: () => log.push('exit'),
    change: () => {},
    report: (m) => log.push(`report ${m}`),
  };
  const wizard = new Wizard(panels, effects, clock);
  wizard.start();
  return {
    wizard,
    clock,
    log,
    values,
    reads,
    setValid: (v: boolean) => (valid = v),
    setSubmit: (f: typeof submit) => (submit = f),
    id: () => panels[wizard.state.current]!.id,
  };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('§4 Wizard flow', () => {
  it("a Next to a plain panel reads no field value; an action step's conditions read them, and again after each action (issue 38)", () => {
    const when = '[{"field":"who_needs_help","value":"My child"}]';
    const panels = panelsFrom([
      { 'data-id': 'welcome', 'data-panel-type': 'welcome' },
      { 'data-id': 'who', 'data-panel-type': 'multiple-choice', input: 'yes' },
      { 'data-id': 'opt', 'data-panel-type': 'action', 'data-action-name': 'option', 'data-conditions': when },
      {
        'data-id': 'jump',
        'data-panel-type': 'action',
        'data-action-name': 'go_to',
        'data-conditions': when,
        'data-step-name-to': 'child',
        'data-step-name-else': 'self',
      },
      { 'data-id': 'self', 'data-panel-type': 'form', input: 'yes' },
      { 'data-id': 'child', 'data-panel-type': 'form', input: 'yes' },
    ]);
    const t = setup(panels);
    t.wizard.next();
    expect(t.id()).toBe('who');
    expect(t.reads.values).toBe(0);
    t.wizard.next();
    expect(t.id()).toBe('child');
    // Once for the option step, once more for go_to: an option may have changed the fields.
    expect(t.reads.values).toBe(2);
    expect(t.log).toContain('options opt');
  });

  it('starts on the first panel, active and not complete', () => {
    const { wizard, id, log } = setup();
    expect(id()).toBe('welcome');
    expect(wizard.state.status[0]).toMatchObject({ active: true, complete: false, shown: true });
    expect(log).toEqual(['first welcome']);
  });

  it('Next validates; an invalid panel stays', () => {
    const t = setup();
    t.wizard.next();
    t.setValid(false);
    expect(t.wizard.next()).toBe(false);
    expect(t.id()).toBe('who');
    expect(t.log).toContain('validate who');
  });

  it('forward hides the panel as inactive and complete, shows the next as active, not complete, settled after 300 ms', () => {
    const t = setup();
    t.wizard.next();
    expect(t.id()).toBe('who');
    expect(t.wizard.state.status[0]).toMatchObject({ active: false, complete: true });
    expect(t.wizard.state.status[1]).toMatchObject({ active: true, complete: false, backTarget: 'welcome' });
    expect(t.log).toEqual(['first welcome', 'validate welcome', 'start', 'first who', 'forward welcome->who']);
    // Spec §4/§9: 300 ms, written out (a test that ticks the code's own constant follows it when it changes).
    t.clock.tick(299);
    expect(t.log).not.toContain('settled who');
    t.clock.tick(1);
    expect(t.log).toContain('settled who');
  });

  it('go_to follows the matching branch, the else step otherwise', () => {
    const a = setup(homeFlow(), { who_needs_help: 'My child' });
    a.wizard.next();
    a.wizard.next();
    expect(a.id()).toBe('grade');
    const b = setup(homeFlow(), { who_needs_help: 'Myself' });
    b.wizard.next();
    b.wizard.next();
    expect(b.id()).toBe('matching');
  });

  it('an interstitial advances after its delay if still active and passes on its back target', () => {
    const t = setup(homeFlow(), { who_needs_help: 'Myself' });
    t.wizard.next();
    t.wizard.next();
    expect(t.id()).toBe('matching');
    t.clock.tick(1999);
    expect(t.id()).toBe('matching');
    t.clock.tick(1);
    expect(t.id()).toBe('contact');
    // Back from contact skips the interstitial.
    expect(t.wizard.state.status[5]!.backTarget).toBe('who');
    expect(t.wizard.state.status[4]).toMatchObject({ leaving: true, complete: true });
    t.clock.tick(499);
    expect(t.wizard.state.status[4]!.leaving).toBe(true);
    t.clock.tick(1);
    expect(t.wizard.state.status[4]!.leaving).toBe(false);
    t.wizard.back();
    expect(t.id()).toBe('who');
  });

  it('an interstitial that is the first panel advances after its delay too', () => {
    const t = setup(
      panelsFrom([
        { 'data-id': 'wait', 'data-panel-type': 'interstitial' },
        { 'data-id': 'b', input: 'yes' },
      ]),
    );
    expect(t.id()).toBe('wait');
    t.clock.tick(2999);
    expect(t.id()).toBe('wait');
    t.clock.tick(1);
    expect(t.id()).toBe('b');
  });

  it('an interstitial left before its delay does not advance (default 3 s)', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'wait', 'data-panel-type': 'interstitial' },
      { 'data-id': 'b', input: 'yes' },
    ]);
    const t = setup(panels);
    t.wizard.next();
    t.clock.tick(2999);
    expect(t.id()).toBe('wait');
    t.wizard.back();
    t.clock.tick(5000);
    expect(t.id()).toBe('a');
    t.wizard.next();
    t.clock.tick(3000);
    expect(t.id()).toBe('b');
  });

  it('a confirm-checkmark panel shows its checkmark and advances after 350 ms, ignoring clicks meanwhile', () => {
    const panels = panelsFrom([
      { 'data-id': 'ok', 'data-panel-type': 'confirm-checkmark', input: 'yes' },
      { 'data-id': 'b', input: 'yes' },
    ]);
    const t = setup(panels);
    t.wizard.next();
    expect(t.wizard.state.status[0]!.checkmark).toBe(true);
    expect(t.wizard.next()).toBe(false);
    // Spec §4/§9: 350 ms, written out.
    t.clock.tick(349);
    expect(t.id()).toBe('ok');
    t.clock.tick(1);
    expect(t.id()).toBe('b');
    expect(t.log.filter((l) => l === 'validate ok')).toHaveLength(1);
  });

  it('Back is always allowed, goes to the back target and leaves the panel not complete', () => {
    const t = setup();
    t.wizard.next();
    t.wizard.next();
    t.setValid(false);
    t.wizard.back();
    expect(t.id()).toBe('who');
    expect(t.wizard.state.status[3]).toMatchObject({ active: false, complete: false });
    expect(t.log.at(-1)).toBe('back grade->who');
  });

  it('a data-back-target-id on the previous panel is where Back goes', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'b', input: 'yes', 'data-back-target-id': 'a' },
      { 'data-id': 'c', input: 'yes' },
    ]);
    const t = setup(panels);
    t.wizard.next();
    t.wizard.next();
    t.wizard.back();
    expect(t.id()).toBe('a');
  });

  it('going back from the first panel exits the form and resets the start', () => {
    const t = setup();
    t.wizard.next();
    expect(t.wizard.state.started).toBe(true);
    t.wizard.back();
    expect(t.wizard.state.started).toBe(false);
    t.wizard.back();
    expect(t.wizard.state.exited).toBe(true);
    expect(t.log.at(-1)).toBe('exit');
    t.wizard.reveal();
    expect(t.wizard.state.exited).toBe(false);
  });

  it('start fires once per flow start', () => {
    const t = setup();
    t.wizard.next();
    t.wizard.next();
    expect(t.log.filter((l) => l === 'start')).toHaveLength(1);
  });

  it('the start is the first valid Next on the first panel, even when that Next submits straight away', () => {
    const panels = panelsFrom([
      { 'data-id': 'contact', input: 'yes' },
      { 'data-id': 'send', 'data-panel-type': 'action', 'data-action-name': 'submit' },
      { 'data-id': 'thanks', 'data-panel-type': 'action', 'data-action-name': 'redirect', 'data-url': '/t' },
    ]);
    const t = setup(panels);
    t.setSubmit(() => new Promise(() => {}));
    t.setValid(false);
    t.wizard.next();
    expect(t.log).not.toContain('start');
    t.setValid(true);
    t.wizard.next();
    expect(t.wizard.state.started).toBe(true);
    expect(t.log.slice(-3)).toEqual(['validate contact', 'start', 'submit send']);
  });

  it('going back to the first panel and starting again calls start again (the DOM layer pushes once per form id)', () => {
    const t = setup();
    t.wizard.next();
    t.wizard.back();
    t.wizard.next();
    expect(t.log.filter((l) => l === 'start')).toHaveLength(2);
    expect(t.wizard.state.started).toBe(true);
  });

  it('restore (browser back/forward) shows the step without a new back target', () => {
    const t = setup();
    t.wizard.next();
    t.wizard.next();
    t.wizard.restore(1);
    expect(t.id()).toBe('who');
    expect(t.log.at(-1)).toBe('back grade->who (restore)');
    t.wizard.restore(3);
    expect(t.id()).toBe('grade');
    t.wizard.restore(2); // an action step is never shown
    expect(t.id()).toBe('grade');
  });
});

describe('§4 Panel: a first show still on its way (issue 50: the markup sanitiser loading)', () => {
  /** The "who" panel's first show waits for `arrive`, as its data-markup waits for the sanitiser's chunk. */
  function waiting() {
    let arrive!: () => void;
    const pending = new Promise<void>((r) => (arrive = r));
    const t = setup(homeFlow(), undefined, (i) => (i === 1 ? pending : undefined));
    return { ...t, arrive };
  }

  it('the Next is kept: the panel left stays, Next loading, until it arrives; then the step shows and settles 300 ms later', async () => {
    const t = waiting();
    expect(t.wizard.next()).toBe(true);
    expect(t.id()).toBe('welcome');
    expect(t.wizard.state.status[0]).toMatchObject({ active: true });
    expect(t.wizard.state.status[1]).toMatchObject({ active: false, shown: true });
    expect(t.wizard.state.loading).toBe(true);
    // A second press meanwhile does nothing (as during a submit), and the first show runs once.
    expect(t.wizard.next()).toBe(false);
    t.clock.tick(5000);
    expect(t.id()).toBe('welcome');
    t.arrive();
    await flush();
    expect(t.id()).toBe('who');
    expect(t.wizard.state.loading).toBe(false);
    expect(t.wizard.state.status[1]).toMatchObject({ active: true, complete: false, backTarget: 'welcome' });
    expect(t.log.filter((l) => l.startsWith('first who') || l.startsWith('forward'))).toEqual(['first who', 'forward welcome->who']);
    t.clock.tick(300);
    expect(t.log).toContain('settled who');
  });

  it('Back while it loads cancels the show: the visitor stays where Back took them, even once it arrives', async () => {
    const t = waiting();
    t.wizard.next();
    t.wizard.back();
    expect(t.wizard.state).toMatchObject({ exited: true, loading: false });
    t.arrive();
    await flush();
    expect(t.wizard.state.current).toBe(0);
    expect(t.log.some((l) => l.startsWith('forward'))).toBe(false);
  });
});

describe('§4 Submit step', () => {
  async function toContact(t: ReturnType<typeof setup>) {
    t.wizard.next();
    t.wizard.next();
    t.wizard.next();
    t.clock.tick(2000);
    expect(t.id()).toBe('contact');
  }

  it('is active and not complete while submitting; Next ignores clicks; success completes and redirects', async () => {
    const t = setup();
    let resolve!: (v: { redirectUrl?: string }) => void;
    t.setSubmit(() => new Promise((r) => (resolve = r)));
    await toContact(t);
    t.wizard.next();
    expect(t.wizard.state.loading).toBe(true);
    expect(t.wizard.state.status[6]).toMatchObject({ active: true, complete: false });
    expect(t.wizard.next()).toBe(false);
    expect(t.log.filter((l) => l === 'submit send')).toHaveLength(1);
    resolve({});
    await flush();
    expect(t.wizard.state.status[6]).toMatchObject({ active: false, complete: true });
    expect(t.wizard.state.loading).toBe(false);
    expect(t.wizard.state.redirecting).toBe(true);
    expect(t.log.at(-1)).toBe('redirect /contacts/marketing/thank-you null');
  });

  it('a page restored from the back-forward cache after the redirect takes Next again', async () => {
    const t = setup();
    await toContact(t);
    t.wizard.next();
    await flush();
    expect(t.wizard.state.redirecting).toBe(true);
    expect(t.wizard.next()).toBe(false);
    t.wizard.returned();
    expect(t.wizard.state.redirecting).toBe(false);
    expect(t.wizard.next()).toBe(true);
  });

  it('a redirect URL returned by the action is passed to the redirect step', async () => {
    const t = setup();
    t.setSubmit(async () => ({ redirectUrl: '/custom' }));
    await toContact(t);
    t.wizard.next();
    await flush();
    expect(t.log.at(-1)).toBe('redirect /contacts/marketing/thank-you /custom');
  });

  it('failure stays on the panel with the error; a retry succeeds', async () => {
    const t = setup();
    t.setSubmit(async () => {
      throw new Error('Server error, could not submit form.');
    });
    await toContact(t);
    t.wizard.next();
    await flush();
    expect(t.id()).toBe('contact');
    expect(t.wizard.state).toMatchObject({ loading: false, error: 'Server error, could not submit form.' });
    expect(t.wizard.state.status[6]).toMatchObject({ active: false, complete: false });
    t.setSubmit(async () => ({}));
    t.wizard.next();
    expect(t.wizard.state.error).toBeNull();
    await flush();
    expect(t.wizard.state.redirecting).toBe(true);
  });

  it('a failure with a text of ours keeps its text key, worded where it is shown; one without a message the server error (issue 40)', async () => {
    const t = setup();
    t.setSubmit(async () => {
      throw new TextError({ key: 'validationFailed', params: { cause: 'Zip code is outside of our area' } });
    });
    await toContact(t);
    t.wizard.next();
    await flush();
    expect(t.wizard.state.error).toEqual({ key: 'validationFailed', params: { cause: 'Zip code is outside of our area' } });
    t.setSubmit(async () => {
      throw new Error('');
    });
    t.wizard.next();
    await flush();
    expect(t.wizard.state.error).toEqual({ key: 'serverError' });
  });

  it('Back during a submit aborts it: the late result neither advances nor shows an error, and a new submit waits for it', async () => {
    const t = setup(homeFlow(), { who_needs_help: 'Myself' });
    const signals: AbortSignal[] = [];
    const slow =
      (outcome: string, ms = 1000) =>
      (signal: AbortSignal) => {
        signals.push(signal);
        return new Promise<{ redirectUrl?: string }>((resolve, reject) =>
          t.clock.setTimeout(() => (outcome === 'fail' ? reject(new Error('late failure')) : resolve({ redirectUrl: outcome })), ms),
        );
      };
    let run = slow('/late');
    const effects = t.wizard.effects;
    const submit = effects.submit;
    effects.submit = (i, signal) => (void submit(i, signal), run(signal));
    await toContact(t);
    t.wizard.next();
    expect(t.wizard.state.loading).toBe(true);
    t.wizard.back();
    expect(signals[0]!.aborted).toBe(true);
    expect(t.wizard.state.loading).toBe(false);
    expect(t.id()).toBe('who');
    t.clock.tick(1000);
    await flush();
    expect(t.id()).toBe('who');
    expect(t.wizard.state).toMatchObject({ loading: false, error: null, redirecting: false });
    expect(t.wizard.state.status[6]).toMatchObject({ active: false, complete: false });

    // A late failure is silent too.
    run = slow('fail');
    await toContactFromWho(t);
    t.wizard.next();
    t.wizard.back();
    t.clock.tick(1000);
    await flush();
    expect(t.wizard.state).toMatchObject({ loading: false, error: null });

    // Back, then Next again before the aborted call settled: the second call waits for the first.
    run = slow('/late', 5000);
    await toContactFromWho(t);
    t.wizard.next();
    t.wizard.back();
    await toContactFromWho(t);
    run = slow('/own');
    t.wizard.next();
    expect(t.log.filter((l) => l === 'submit send')).toHaveLength(3);
    expect(t.wizard.state.loading).toBe(true);
    t.clock.tick(3000);
    await flush();
    expect(t.log.filter((l) => l === 'submit send')).toHaveLength(4);
    expect(t.wizard.state.redirecting).toBe(false);
    t.clock.tick(1000);
    await flush();
    expect(t.wizard.state.redirecting).toBe(true);
    // The aborted calls' late '/late' redirect was not kept, only this call's own.
    expect(t.log.at(-1)).toBe('redirect /contacts/marketing/thank-you /own');
  });

  async function toContactFromWho(t: ReturnType<typeof setup>) {
    expect(t.id()).toBe('who');
    t.wizard.next();
    t.wizard.next();
    t.clock.tick(2000);
    expect(t.id()).toBe('contact');
  }

  it('option steps apply when their conditions match', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'opt', 'data-panel-type': 'action', 'data-action-name': 'option', 'data-conditions': '[{"field":"x","value":"1"}]' },
      { 'data-id': 'b', input: 'yes' },
    ]);
    const t = setup(panels, { x: '1' });
    t.wizard.next();
    expect(t.log).toContain('options opt');
    expect(t.id()).toBe('b');
  });

  it('a redirect whose conditions do not match continues', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      {
        'data-id': 'out',
        'data-panel-type': 'action',
        'data-action-name': 'redirect',
        'data-conditions': '[{"field":"x","value":"1"}]',
        'data-url': '/x',
      },
      { 'data-id': 'b', input: 'yes' },
    ]);
    const t = setup(panels, { x: '2' });
    t.wizard.next();
    expect(t.id()).toBe('b');
    expect(t.log.some((l) => l.startsWith('redirect'))).toBe(false);
  });
});

describe('§5 Action conditions: "An action applies only if every condition in its data-conditions list matches the form\'s data values"', () => {
  const conditioned = () =>
    panelsFrom([
      { 'data-id': 'who', input: 'yes' },
      {
        'data-id': 'tutor',
        'data-panel-type': 'action',
        'data-action-name': 'submit',
        'data-conditions': '[{"field":"who","value":"Myself"}]',
      },
      { 'data-id': 'contact', 'data-panel-type': 'action', 'data-action-name': 'submit' },
      { 'data-id': 'done', input: 'yes' },
    ]);

  it('a submit step whose conditions do not match is skipped: no call, the wizard goes on', async () => {
    const t = setup(conditioned(), { who: 'My child' });
    t.wizard.next();
    await flush();
    expect(t.log.filter((l) => l.startsWith('submit'))).toEqual(['submit contact']);
    expect(t.id()).toBe('done');
    expect(t.wizard.state.status[1]).toMatchObject({ active: false, complete: false });
  });

  it('a submit step whose conditions match makes its call', async () => {
    const t = setup(conditioned(), { who: 'Myself' });
    t.wizard.next();
    await flush();
    await flush();
    expect(t.log.filter((l) => l.startsWith('submit'))).toEqual(['submit tutor', 'submit contact']);
    expect(t.id()).toBe('done');
  });

  it('the progress bar counts the same steps on both paths (a submit step is not a step)', async () => {
    const a = setup(conditioned(), { who: 'My child' });
    const b = setup(conditioned(), { who: 'Myself' });
    expect(a.wizard.progress().text).toBe('1 of 2');
    expect(b.wizard.progress().text).toBe('1 of 2');
    a.wizard.next();
    b.wizard.next();
    await flush();
    await flush();
    expect(a.wizard.progress().text).toBe('2 of 2');
    expect(b.wizard.progress().text).toBe('2 of 2');
  });

  it('the path lengths worked out ahead (at idle, issue 38) give the progress the click would have computed, on every step', () => {
    const texts = (prepare: boolean) => {
      const t = setup(homeFlow());
      if (prepare) t.wizard.prepareProgress();
      const seen = [t.wizard.progress().text];
      for (let i = 0; i < 4; i++) {
        t.wizard.next();
        t.clock.tick(1000);
        seen.push(t.wizard.progress().text);
      }
      return seen;
    };
    expect(texts(true)).toEqual(texts(false));
    expect(texts(true)).toEqual(['0 of 3', '1 of 3', '2 of 3', '2 of 3', '3 of 3']);
  });
});

describe('§4 redirect: a flow never strands the visitor after its last submission', () => {
  function ending(panels: Panel[], finish: boolean) {
    const t = setup(panels);
    const finished: (string | null)[] = [];
    t.wizard.effects.finish = (url) => (finished.push(url), finish);
    return { ...t, finished };
  }

  it('a flow that ends right after a successful submit goes to its thank-you route (finish), not left on the panel', async () => {
    const t = ending(
      panelsFrom([
        { 'data-id': 'contact', input: 'yes' },
        { 'data-id': 'send', 'data-panel-type': 'action', 'data-action-name': 'submit' },
      ]),
      true,
    );
    t.setSubmit(async () => ({ redirectUrl: '/from-action' }));
    t.wizard.next();
    await flush();
    expect(t.finished).toEqual(['/from-action']);
    expect(t.wizard.state.redirecting).toBe(true);
    expect(t.log.some((l) => l.startsWith('report'))).toBe(false);
  });

  it('without a successful submit (or with no route) the end of the flow is reported as before', async () => {
    const noSubmit = ending(panelsFrom([{ 'data-id': 'only', input: 'yes' }]), true);
    noSubmit.wizard.next();
    expect(noSubmit.finished).toEqual([]);
    expect(noSubmit.log.at(-1)).toBe('report the flow ends after "only" with no panel to show');
    const failed = ending(
      panelsFrom([
        { 'data-id': 'contact', input: 'yes' },
        { 'data-id': 'send', 'data-panel-type': 'action', 'data-action-name': 'submit' },
      ]),
      true,
    );
    failed.setSubmit(async () => {
      throw new Error('Server error, could not submit form.');
    });
    failed.wizard.next();
    await flush();
    expect(failed.finished).toEqual([]);
    expect(failed.wizard.state.error).toBe('Server error, could not submit form.');
  });
});

describe('runaway flows', () => {
  it('a go_to loop stops instead of hanging', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'loop', 'data-panel-type': 'action', 'data-action-name': 'go_to', 'data-step-name-to': 'loop' },
    ]);
    const t = setup(panels);
    t.wizard.next();
    expect(t.id()).toBe('a');
    expect(t.log.at(-1)).toBe('report runaway flow after "a": over 30 action steps (a go_to loop?)');
  });

  it('a flow that ends with nothing to show is reported and stays', () => {
    const t = setup(panelsFrom([{ 'data-id': 'only', input: 'yes' }]));
    t.wizard.next();
    expect(t.id()).toBe('only');
    expect(t.log.at(-1)).toBe('report the flow ends after "only" with no panel to show');
  });
});

describe('resume (a reloaded form resumes at its saved step)', () => {
  it('shows the last panel of the path as a restore, with Back and progress following the path', () => {
    const t = setup();
    t.wizard.resume([0, 1, 3, 4, 5]);
    expect(t.id()).toBe('contact');
    // The shown panel's first show comes first: the step waits for it when it is on its way (issue 50).
    expect(t.log).toEqual([
      'first welcome',
      'first who',
      'first grade',
      'first matching',
      'first contact',
      'start',
      'forward welcome->contact (restore)',
    ]);
    expect(t.wizard.state.started).toBe(true);
    // Back skips the interstitial to the grade step, as after walking there.
    expect(t.wizard.backTargetIndex()).toBe(3);
    expect(t.wizard.progress().value).toBe(t.wizard.progress().total);
    // §4 Progress: the walked steps count as completed (who, grade, then contact active).
    expect(t.wizard.progress().text).toBe('3 of 3');
  });

  it('does nothing for an empty path or one not starting at the current panel', () => {
    const t = setup();
    t.wizard.resume([]);
    t.wizard.resume([1, 3]);
    t.wizard.resume([0]);
    expect(t.id()).toBe('welcome');
    expect(t.log).toEqual(['first welcome']);
  });
});

describe('§4 Panel and Wizard flow: the rules each step follows (issue 51)', () => {
  const plain = () =>
    panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'b', input: 'yes' },
      { 'data-id': 'c', input: 'yes' },
    ]);

  it('showing a step sets it active and not complete, also one completed before (going back to it)', () => {
    const t = setup(plain());
    t.wizard.next();
    t.wizard.next();
    expect(t.wizard.state.status[1]).toMatchObject({ active: false, complete: true });
    t.wizard.back();
    expect(t.id()).toBe('b');
    expect(t.wizard.state.status[1]).toMatchObject({ active: true, complete: false });
    expect(t.wizard.state.status[2]).toMatchObject({ active: false, complete: false });
  });

  it("a panel's first show (deferred markup, scripts) happens once, however often it is shown", () => {
    const t = setup(plain());
    t.wizard.next();
    t.wizard.back();
    t.wizard.next();
    t.wizard.restore(0);
    t.wizard.restore(1);
    expect(t.log.filter((l) => l.startsWith('first'))).toEqual(['first a', 'first b']);
  });

  it('once a first show on its way has arrived, the panel shows at once each later time', async () => {
    let arrive!: () => void;
    const pending = new Promise<void>((r) => (arrive = r));
    const t = setup(plain(), undefined, (i) => (i === 1 ? pending : undefined));
    t.wizard.next();
    arrive();
    await flush();
    expect(t.id()).toBe('b');
    t.wizard.back();
    t.wizard.next();
    expect(t.id()).toBe('b');
    expect(t.wizard.state.loading).toBe(false);
  });

  it('a go_to naming no panel, or no else step, goes on with the next panel', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'lost', 'data-panel-type': 'action', 'data-action-name': 'go_to', 'data-step-name-to': 'nowhere' },
      {
        'data-id': 'only-to',
        'data-panel-type': 'action',
        'data-action-name': 'go_to',
        'data-conditions': '[{"field":"x","value":"1"}]',
        'data-step-name-to': 'c',
      },
      { 'data-id': 'b', input: 'yes' },
      { 'data-id': 'c', input: 'yes' },
    ]);
    expect(setup(panels, { x: '2' }).wizard.next()).toBe(true);
    const t = setup(panels, { x: '2' });
    t.wizard.next();
    expect(t.id()).toBe('b');
    const u = setup(panels, { x: '1' });
    u.wizard.next();
    expect(u.id()).toBe('c');
  });

  it('an option step whose conditions do not match applies nothing', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'opt', 'data-panel-type': 'action', 'data-action-name': 'option', 'data-conditions': '[{"field":"x","value":"1"}]' },
      { 'data-id': 'b', input: 'yes' },
    ]);
    const t = setup(panels, { x: '2' });
    t.wizard.next();
    expect(t.id()).toBe('b');
    expect(t.log.some((l) => l.startsWith('options'))).toBe(false);
  });

  it('a redirect step without a thank-you route continues with the next panel', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'out', 'data-panel-type': 'action', 'data-action-name': 'redirect' },
      { 'data-id': 'b', input: 'yes' },
    ]);
    const t = setup(panels);
    t.wizard.effects.redirect = (i, url) => (t.log.push(`redirect ${panels[i]!.url} ${url}`), false);
    t.wizard.next();
    expect(t.log).toContain('redirect null null');
    expect(t.id()).toBe('b');
    expect(t.wizard.state.redirecting).toBe(false);
    expect(t.wizard.next()).toBe(true);
  });

  it('a submit that fails with something not an Error shows it as its message and stays', async () => {
    const panels = panelsFrom([
      { 'data-id': 'contact', input: 'yes' },
      { 'data-id': 'send', 'data-panel-type': 'action', 'data-action-name': 'submit' },
      { 'data-id': 'done', input: 'yes' },
    ]);
    const t = setup(panels);
    t.setSubmit(() => Promise.reject('Bad gateway'));
    t.wizard.next();
    await flush();
    expect(t.id()).toBe('contact');
    expect(t.wizard.state).toMatchObject({ loading: false, error: 'Bad gateway' });
    expect(t.wizard.state.status[1]).toMatchObject({ active: false, complete: false });
  });

  it('the start fires once for the first panel, also when its Next is pressed again after a failed submit', async () => {
    const panels = panelsFrom([
      { 'data-id': 'contact', input: 'yes' },
      { 'data-id': 'send', 'data-panel-type': 'action', 'data-action-name': 'submit' },
      { 'data-id': 'done', input: 'yes' },
    ]);
    const t = setup(panels);
    t.setSubmit(() => Promise.reject(new Error('Server error, could not submit form.')));
    t.wizard.next();
    await flush();
    t.wizard.next();
    await flush();
    expect(t.log.filter((l) => l === 'start')).toHaveLength(1);
    expect(t.log.filter((l) => l === 'submit send')).toHaveLength(2);
  });

  it('§2 going back from the first panel after the flow started there resets the start (the header is reset)', async () => {
    const panels = panelsFrom([
      { 'data-id': 'contact', input: 'yes' },
      { 'data-id': 'send', 'data-panel-type': 'action', 'data-action-name': 'submit' },
      { 'data-id': 'done', input: 'yes' },
    ]);
    const t = setup(panels);
    t.setSubmit(() => Promise.reject(new Error('Server error, could not submit form.')));
    t.wizard.next();
    await flush();
    expect(t.wizard.state.started).toBe(true);
    t.wizard.back();
    expect(t.wizard.state).toMatchObject({ exited: true, started: false, error: null });
    expect(t.log.at(-1)).toBe('exit');
  });

  it('an interstitial first panel left by Back (the form exits) does not advance after its delay', () => {
    const t = setup(
      panelsFrom([
        { 'data-id': 'wait', 'data-panel-type': 'interstitial' },
        { 'data-id': 'b', input: 'yes' },
      ]),
    );
    t.wizard.back();
    expect(t.wizard.state.exited).toBe(true);
    t.clock.tick(10_000);
    expect(t.id()).toBe('wait');
    expect(t.log.some((l) => l.startsWith('forward'))).toBe(false);
  });

  it('browser forward from the first panel starts the flow again, as a Next does', () => {
    const t = setup(plain());
    t.wizard.next();
    t.wizard.back();
    expect(t.wizard.state.started).toBe(false);
    t.wizard.restore(1);
    expect(t.log.slice(-2)).toEqual(['start', 'forward a->b (restore)']);
    expect(t.wizard.state.started).toBe(true);
    // A browser step forwards is a step forwards: the panel left is complete (§4 Panel).
    expect(t.wizard.state.status[0]).toMatchObject({ active: false, complete: true });
  });

  it('a browser step to the panel already shown shows the form again (after an exit) and changes no step', () => {
    const t = setup(plain());
    t.wizard.back();
    expect(t.wizard.state.exited).toBe(true);
    t.wizard.restore(0);
    expect(t.wizard.state.exited).toBe(false);
    expect(t.log).toEqual(['first a', 'exit']);
  });

  it('a back target naming an action step is passed by: Back goes to the panel before', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'b', input: 'yes', 'data-back-target-id': 'jump' },
      { 'data-id': 'jump', 'data-panel-type': 'action', 'data-action-name': 'go_to', 'data-step-name-to': 'c' },
      { 'data-id': 'c', input: 'yes' },
    ]);
    const t = setup(panels);
    t.wizard.next();
    t.wizard.next();
    expect(t.id()).toBe('c');
    expect(t.wizard.backTargetIndex()).toBe(1);
    t.wizard.back();
    expect(t.id()).toBe('b');
  });

  it('Back does nothing while a redirect step navigates away', async () => {
    const t = setup(
      panelsFrom([
        { 'data-id': 'a', input: 'yes' },
        { 'data-id': 'b', input: 'yes' },
        { 'data-id': 'out', 'data-panel-type': 'action', 'data-action-name': 'redirect', 'data-url': '/t' },
      ]),
    );
    t.wizard.next();
    t.wizard.next();
    expect(t.wizard.state.redirecting).toBe(true);
    t.wizard.back();
    t.wizard.restore(0);
    expect(t.id()).toBe('b');
    expect(t.wizard.state.exited).toBe(false);
  });
});
