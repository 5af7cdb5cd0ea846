import { emit, listen, reportError, systemClock, whenHandedOff, whenIdle, type Clock } from '@vt-elements/core';
import { isAction, type Panel } from '../core/panel';
import type { Progress } from '../core/paths';
import { Wizard, type StepChange, type WizardState } from '../core/wizard';
import { clearErrors, collectValues, enhanceFields, firstFocusable, showErrors, validatePanel } from './fields';
import { backLink, getStarted, onScrolledPastHalf, pageHeader, safeQuery, stickyCta } from './page-hooks';
import {
  applyPanel,
  describeError,
  fillPanelPlaceholders,
  firstShow,
  focusPanel,
  loadSanitizer,
  nextButton,
  readPanels,
  setHiddenField,
  setLoading,
} from './panel-dom';
import { onStepRestore, previousEntryStep, pushStep } from './step-history';
import { failSubmitStep, leadFormStart, loadedSubmitCode, loadSubmitCode, redirectAddress } from './submit-step';
import { stepAction } from '../core/submit/types';
import { keepForm } from './persist-load';
import { masksPending } from './masks';
import { trackFieldChanges } from './field-events';
import type { StepChangeDetail } from '../events';
import { TEXTS, type LeadTexts, type ShownError } from '../core/texts';

export interface ControllerSettings {
  host: HTMLElement;
  action: string | null;
  history: boolean;
  variant: string | null;
  replaceTarget: string | null;
  redirectUrl: string | null;
  userType: string | null;
  uuid: string | null;
  /** Keeps the step and values across reloads (persist.ts); the element's data-persist, off unless set. */
  persist?: boolean;
  clock?: Clock;
  /** The texts the wizard shows (data-texts over the page language's defaults; default English). */
  texts?: LeadTexts;
  /** The page's language (the phone country selector's country names). */
  lang?: string;
  /** Navigates away (tests and stories replace it). */
  navigate?: (url: string) => void;
}

/** What the element renders as our own chrome (view/chrome.ts), into hosts the controller places in the CMS form. */
export interface WizardView {
  progress: Progress | null;
  progressHost: HTMLElement | null;
  /** The submit failure, worded by the element in its texts (core/texts.ts localize). */
  error: ShownError | null;
  errorHost: HTMLElement | null;
  errorId: string;
}

let count = 0;

/** Binds the pure Wizard to the CMS markup: panels, buttons, keyboard, history and page hooks. */
export class LeadWizardController {
  readonly form: HTMLFormElement | null;
  readonly elements: HTMLElement[] = [];
  readonly panels: Panel[] = [];
  readonly wizard: Wizard | null = null;
  readonly errorId = `vt-lead-wizard-${++count}-submit-error`;
  #cleanups: (() => void)[] = [];
  #progressHost: HTMLElement | null = null;
  #errorHost: HTMLElement | null = null;
  #minimized = false;
  #focusOnShow = false;
  #pendingFocus: HTMLElement | null = null;
  #exitFocus = false;
  /** The action of the last successful submission. */
  #flowAction: string | null = null;
  /** Started: its listeners are on (a settings change before that only changes the settings). */
  #started = false;
  /** Stops following the browser's back and forward (data-history); null while off. */
  #stopHistory: (() => void) | null = null;
  /** Stops keeping the form (data-persist), forgetting what was kept when asked; null while off. */
  #stopPersist: ((forget?: boolean) => void) | null = null;
  /** The fields' enhancement: its texts follow a change of data-texts. */
  #fields: ReturnType<typeof enhanceFields> | null = null;

  constructor(
    readonly settings: ControllerSettings,
    readonly onView: (view: WizardView) => void,
  ) {
    const { host } = settings;
    this.form = host.querySelector('form');
    if (!this.form) {
      reportError(new Error('<vt-lead-wizard> has no <form> inside; nothing to enhance'), { source: 'vt-lead-wizard' });
      return;
    }
    ({ elements: this.elements, panels: this.panels } = readPanels(host));
    if (!this.panels.some((p) => !isAction(p))) {
      reportError(new Error('<vt-lead-wizard> has no panels ([data-panel-type]) to show'), { source: 'vt-lead-wizard' });
      return;
    }
    const clock = settings.clock ?? systemClock;
    this.wizard = new Wizard(this.panels, this.#effects(), clock);
  }

  start(): void {
    const { wizard, form } = this;
    if (!wizard || !form) return;
    const { host } = this.settings;
    const doc = host.ownerDocument;
    const win = doc.defaultView ?? window;
    this.#progressHost = doc.createElement('div');
    this.#progressHost.className = 'vt-lead-wizard__progress';
    form.prepend(this.#progressHost);
    this.#fields = enhanceFields(form, this.settings);
    this.#cleanups.push(
      () => this.#progressHost?.remove(),
      () => this.#errorHost?.remove(),
      () => wizard.dispose(),
      () => this.#stopHistory?.(),
      this.#fields,
      trackFieldChanges(form),
      listen(host, 'click', (e) => this.#onClick(e as MouseEvent)),
      listen(form, 'keydown', (e) => this.#onKeydown(e as KeyboardEvent)),
      listen(form, 'submit', (e) => {
        e.preventDefault();
        nextButton(this.elements[wizard.state.current])?.click();
      }),
      backLink(doc),
      getStarted(doc, host, wizard.clock, () => {
        wizard.reveal();
        if (wizard.state.current !== wizard.first) return;
        this.#focusOnShow = true;
        nextButton(this.elements[wizard.first])?.click();
      }),
      stickyCta(doc, host),
      onScrolledPastHalf(win, () => this.#minimize(true)),
      listen(win, 'pageshow', (e) => {
        if ((e as PageTransitionEvent).persisted) wizard.returned();
      }),
    );
    this.#started = true;
    this.#followHistory();
    wizard.start();
    const first = this.panels[wizard.first];
    if (first) {
      this.#replace(first);
      if (first.minimize) this.#minimize(true);
    }
    // Nothing typed is lost on reload: resumes the saved step and values, then keeps them.
    this.#keep(true);
    this.#cleanups.push(() => this.#stopPersist?.());
    // The submit code, fetched while the visitor reads the first panel (submit-step.ts).
    if (this.panels.some((panel) => panel.actionName === 'submit'))
      this.#cleanups.push(whenIdle(() => void loadSubmitCode().catch(() => {})));
    // The markup's sanitiser, by a form with data-markup only (panel-dom.ts).
    if (this.panels.some((panel) => panel.markup)) this.#cleanups.push(whenIdle(() => void loadSanitizer().catch(() => {})));
    this.#cleanups.push(whenIdle(() => wizard.prepareProgress()));
  }

  /**
   * The element's settings changed after start (issue 39): each applies from its next use, and the
   * step reached and what was typed stay. A submit already made (or on its way) is not redone: the
   * next submit step calls with the new action, user type and uuid, the next redirect goes to the
   * new data-redirect-url. data-history and data-persist start or stop at once; new texts relabel
   * our own labels at once and word the next field errors.
   */
  update(next: Partial<Omit<ControllerSettings, 'host'>>): void {
    const s = this.settings;
    const { history, persist, texts } = s;
    Object.assign(s, next);
    if (!this.#started) return;
    if (s.history !== history) this.#followHistory();
    if (s.persist !== persist) this.#keep(false);
    if (s.texts !== texts) this.#fields?.retext();
  }

  /** data-history: the browser's back and forward restore the step, while it is on. */
  #followHistory(): void {
    const wizard = this.wizard!;
    this.#stopHistory?.();
    this.#stopHistory = this.settings.history
      ? onStepRestore(this.settings.host.ownerDocument.defaultView ?? window, wizard.first, (step) => {
          this.#focusOnShow = true;
          wizard.restore(step);
        })
      : null;
  }

  /**
   * data-persist: keeps the form while it is on (at start it first resumes what was kept); turned
   * off, it forgets what was kept ("false keeps nothing").
   */
  #keep(resume: boolean): void {
    const { host, persist, history } = this.settings;
    this.#stopPersist?.(!persist);
    this.#stopPersist = persist
      ? keepForm({ host, form: this.form!, elements: this.elements, wizard: this.wizard!, history, resume })
      : null;
  }

  destroy(): void {
    for (const cleanup of this.#cleanups.splice(0)) {
      try {
        cleanup();
      } catch (error) {
        reportError(error, { source: 'vt-lead-wizard' });
      }
    }
  }

  #effects() {
    const s = this.settings;
    return {
      validate: (i: number) => {
        const el = this.elements[i]!;
        // The rules give text keys; they are worded once, here, in the page's texts.
        const texts = s.texts ?? TEXTS.en;
        const errors = validatePanel(el, { texts });
        if (!errors.length) {
          clearErrors(el);
          return true;
        }
        showErrors(el, errors, texts.errorPrefix);
        (firstFocusable(errors) ?? errors[0]!.control).focus();
        return false;
      },
      values: () => (this.form ? collectValues(this.form) : {}),
      // The wizard aborts the signal when the visitor goes back: the request is cancelled.
      submit: async (i: number, signal: AbortSignal) => {
        // The settings as the step starts: a change while the call is on its way is for the next step.
        const action = stepAction(this.panels[i]!, s.action);
        const { runSubmitStep } =
          loadedSubmitCode() ??
          (await loadSubmitCode().catch((error: unknown) =>
            failSubmitStep(
              s.host,
              action,
              new Error('<vt-lead-wizard> the submit code could not load: the step stays, to be tried again', { cause: error }),
            ),
          ));
        // A field typed before maska arrived is formatted when it does: the lead carries that.
        const masks = masksPending(this.wizard!.clock, this.form!);
        if (masks) await masks;
        const result = await runSubmitStep(
          { host: s.host, form: this.form!, action, userType: s.userType, uuid: s.uuid },
          this.panels[i]!,
          collectValues(this.form!),
          signal,
        );
        // The redirect after it falls back to this action's thank-you route (a step may override the element's action).
        this.#flowAction = action;
        return result;
      },
      redirect: (i: number, actionRedirect: string | null) => {
        const url = redirectAddress(
          this.panels[i]!,
          s.redirectUrl,
          actionRedirect,
          collectValues(this.form!),
          this.#flowAction ?? s.action,
          this.#flowAction !== null,
        );
        if (!url) {
          reportError(
            new Error(
              `<vt-lead-wizard> redirect step "${this.panels[i]!.id}" has no data-url/data-href and the element no data-redirect-url; continuing`,
            ),
            { source: 'vt-lead-wizard' },
          );
          return false;
        }
        this.#navigate(url);
        return true;
      },
      // No redirect step after the last submission: the flow's thank-you route (the element's
      // data-redirect-url first), as a redirect step without a URL of its own goes.
      finish: (actionRedirect: string | null) => {
        const url = redirectAddress(null, s.redirectUrl, actionRedirect, collectValues(this.form!), this.#flowAction ?? s.action, true);
        if (url) this.#navigate(url);
        return !!url;
      },
      applyOptions: (i: number) => {
        for (const [name, value] of Object.entries(this.panels[i]!.options))
          if (name !== 'action') setHiddenField(this.form!, name, String(value));
      },
      firstShow: (i: number) => firstShow(this.elements[i]!, this.panels[i]!),
      stepChange: (change: StepChange) => this.#onStepChange(change),
      settled: (i: number) => this.elements[i]?.classList.remove('vt-panel--entering'),
      start: () => {
        leadFormStart(this.form!);
        this.#minimize(true);
      },
      exit: () => {
        this.#exitFocus = true;
        // §2: going back on the welcome panel resets the minimized header.
        this.#minimize(false);
      },
      change: (state: WizardState) => this.#render(state),
      report: (message: string) => reportError(new Error(`<vt-lead-wizard> ${message}`), { source: 'vt-lead-wizard' }),
    };
  }

  /**
   * Leaves for a thank-you route. The completion event tracked just before is queued by the
   * analytics SDK first (300 ms at most, core whenHandedOff): on a slow device the next page came
   * first and lost it.
   */
  #navigate(url: string): void {
    const navigate = this.settings.navigate ?? ((u: string) => location.assign(u));
    void whenHandedOff().then(() => navigate(url));
  }

  #onStepChange({ from, to, direction, restoring }: StepChange): void {
    const { wizard } = this;
    const el = this.elements[to]!;
    const panel = this.panels[to]!;
    el.classList.add('vt-panel--entering');
    if (this.form) fillPanelPlaceholders(el, () => collectValues(this.form!));
    if (to === wizard?.first && direction === 'back') this.#minimize(false);
    if (panel.minimize) this.#minimize(true);
    this.#replace(panel);
    // In this task, as the panel shows: a Back pressed as it appears must find its entry (step-history.ts).
    if (this.settings.history && !restoring && !isTransient(panel)) pushStep(to, from);
    emit<StepChangeDetail>(this.settings.host, 'vt-step-change', { from: this.panels[from]?.id ?? null, to: panel.id, index: to });
    if (this.settings.variant === 'tutoring-jobs') window.scrollTo({ top: 0, behavior: 'smooth' });
    const active = document.activeElement;
    // Focus moves once the panel is visible (in #render), when it was in the form or asked for.
    if (this.#focusOnShow || (active && this.settings.host.contains(active)) || active === document.body) this.#pendingFocus = el;
    this.#focusOnShow = false;
  }

  /** §4 Panel: a shown panel's data-replace target is hidden (the form is revealed in #render). */
  #replace(panel: Panel): void {
    if (!panel.replace) return;
    try {
      const target = document.querySelector<HTMLElement>(panel.replace);
      if (target && !this.settings.host.contains(target)) target.hidden = true;
    } catch (error) {
      reportError(new Error(`<vt-lead-wizard> panel "${panel.id}" data-replace: invalid selector "${panel.replace}"`, { cause: error }), {
        source: 'vt-lead-wizard',
      });
    }
  }

  #onClick(event: MouseEvent): void {
    const wizard = this.wizard!;
    const button = (event.target as Element).closest<HTMLElement>('[data-next], [data-back]');
    const panel = button?.closest<HTMLElement>('[data-panel-type]');
    if (!button || !panel || this.elements.indexOf(panel) !== wizard.state.current) return;
    event.preventDefault();
    if (button.hasAttribute('data-next')) {
      wizard.next();
      return;
    }
    const target = wizard.backTargetIndex();
    // In history mode, Back to the step the previous entry holds walks the browser history too.
    if (this.settings.history && target >= 0 && previousEntryStep() === target) {
      history.back();
      return;
    }
    wizard.back();
  }

  /** §2: Enter in a field clicks that step's Next button. */
  #onKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Enter' || event.isComposing) return;
    const target = event.target as HTMLElement;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    if (['button', 'submit', 'reset', 'image'].includes((target as HTMLInputElement).type)) return;
    const panel = target.closest<HTMLElement>('[data-panel-type]');
    if (!panel) return;
    event.preventDefault();
    nextButton(panel)?.click();
  }

  #replaceTarget(): HTMLElement | null {
    return this.settings.replaceTarget ? safeQuery(this.settings.replaceTarget) : null;
  }

  #minimize(on: boolean): void {
    if (this.#minimized === on) return;
    this.#minimized = on;
    const { host } = this.settings;
    host.classList.toggle('vt-lead-wizard--minimized', on);
    pageHeader(host.ownerDocument, host)?.classList.toggle('vt-header--minimized', on);
  }

  #render(state: WizardState): void {
    const { form, wizard } = this;
    if (!form || !wizard) return;
    this.panels.forEach((panel, i) => applyPanel(this.elements[i]!, state.status[i]!, isAction(panel)));
    const replace = this.#replaceTarget();
    if (state.exited && replace) {
      form.hidden = true;
      replace.hidden = false;
      if (this.#exitFocus) {
        if (!replace.hasAttribute('tabindex')) replace.setAttribute('tabindex', '-1');
        replace.focus();
      }
    } else if (!state.exited) {
      form.hidden = false;
    }
    this.#exitFocus = false;
    for (const consultant of document.querySelectorAll<HTMLElement>('[data-consultant]')) consultant.hidden = !state.started;
    const next = nextButton(this.elements[state.current]);
    this.elements.forEach((el) => {
      const button = nextButton(el);
      setLoading(button, state.loading && button === next);
      if (button && button !== next) describeError(button, this.errorId, false);
    });
    if (state.error && next) {
      if (!this.#errorHost || this.#errorHost.previousElementSibling !== next) {
        this.#errorHost?.remove();
        this.#errorHost = document.createElement('div');
        this.#errorHost.className = 'vt-lead-wizard__submit-error';
        next.after(this.#errorHost);
      }
    }
    if (next) describeError(next, this.errorId, !!state.error);
    const current = this.panels[state.current];
    const showProgress = state.current !== wizard.first && !!current && !isTransient(current);
    this.onView({
      progress: showProgress ? wizard.progress() : null,
      progressHost: this.#progressHost,
      error: state.error,
      errorHost: this.#errorHost,
      errorId: this.errorId,
    });
    // Last, once the form is shown again and every change of this step is in the DOM (focus lays
    // the page out and scrolls: once, not between two changes).
    if (this.#pendingFocus && !this.#pendingFocus.hidden) focusPanel(this.#pendingFocus);
    this.#pendingFocus = null;
  }
}

function isTransient(panel: Panel): boolean {
  return panel.type === 'interstitial';
}
