import { systemClock, type Clock } from '@vt-elements/core';
import { conditionsMatch } from './conditions';
import { isAction, panelIndex, type Panel } from './panel';
import { MAX_PATH, longestPathLength, progress, type Progress } from './paths';
import { TextError, type ShownError } from './texts';

/** §9 timings. */
export const STEP_DELAY_MS = 300;
export const CHECKMARK_DELAY_MS = 350;
export const INTERSTITIAL_CLEANUP_MS = 500;

export type Direction = 'forward' | 'back';

export interface PanelStatus {
  active: boolean;
  complete: boolean;
  /** Where this panel's Back goes (set when navigating forwards, §4 Panel). */
  backTarget: string | null;
  /** Shown at least once (deferred markup and scripts are loaded on the first show). */
  shown: boolean;
  /** A confirm-checkmark panel showing its checkmark before it advances. */
  checkmark: boolean;
  /** An interstitial in its 500 ms hide cleanup. */
  leaving: boolean;
}

export interface WizardState {
  current: number;
  status: PanelStatus[];
  /** A submit step is under way: Next shows loading and ignores clicks (§4 Submit step). */
  loading: boolean;
  /** The last submit failure, shown on the current panel's Next button (worded where it is shown). */
  error: ShownError | null;
  /** The lead flow has started (header minimizes); reset by going back to the first panel. */
  started: boolean;
  /** A redirect step is navigating away. */
  redirecting: boolean;
  /** The visitor went back from the first panel: the form is hidden, the replace target shown. */
  exited: boolean;
}

export interface StepChange {
  from: number;
  to: number;
  direction: Direction;
  /** The change comes from the browser's back/forward (no new history entry). */
  restoring: boolean;
}

/** What the wizard needs from the page: the DOM layer implements these; tests fake them. */
export interface WizardEffects {
  /** §4: validates the panel, showing its errors and focusing the first invalid field. */
  validate(index: number): boolean;
  values(): Record<string, string>;
  /**
   * Runs a submit step; rejects with a TextError whose text is shown (any other Error: its message,
   * as it is). `signal` aborts when the visitor goes back.
   */
  submit(index: number, signal: AbortSignal): Promise<{ redirectUrl?: string | undefined }>;
  /** Navigates to the redirect step's thank-you route; false when it has none. */
  redirect(index: number, redirectUrl: string | null): boolean;
  /**
   * The flow ended right after its last submission, with no redirect step to take: navigates to
   * the flow's thank-you route (§4 "a redirect step goes to a thank-you route"; issue 37: a lead
   * flow never strands the visitor); false when there is none.
   */
  finish?(redirectUrl: string | null): boolean;
  applyOptions(index: number): void;
  /**
   * §4: a panel's first show (its deferred markup and scripts). A promise: what it needs is on
   * its way (the markup's sanitiser); the step shows once it settles.
   */
  firstShow(index: number): Promise<void> | undefined | void;
  stepChange(change: StepChange): void;
  /** 300 ms after a step is shown (§9 step delay). */
  settled(index: number): void;
  /** The visitor's first valid Next on the first panel (again after going back to it). */
  start(): void;
  exit(): void;
  change(state: WizardState): void;
  /** A flow the CMS built wrong (it ends with nothing to show, or loops): reported, the visitor stays. */
  report?(message: string): void;
}

const idle = (): PanelStatus => ({ active: false, complete: false, backTarget: null, shown: false, checkmark: false, leaving: false });

export class Wizard {
  readonly state: WizardState;
  readonly first: number;
  #advanceTimer: unknown = null;
  #settleTimer: unknown = null;
  #generation = 0;
  #redirectUrl: string | null = null;
  /** The running submit call: Back aborts it; a new one waits for it to settle (never two at once). */
  #submission: { controller: AbortController; done: Promise<unknown> } | null = null;
  /** Panels whose first show is still on its way (firstShow's promise), until it settles. */
  #firstShows = new Map<number, Promise<void>>();

  constructor(
    readonly panels: readonly Panel[],
    readonly effects: WizardEffects,
    readonly clock: Clock = systemClock,
  ) {
    this.first = panels.findIndex((p) => !isAction(p));
    this.state = {
      current: this.first,
      status: panels.map(idle),
      loading: false,
      error: null,
      started: false,
      redirecting: false,
      exited: false,
    };
  }

  /** Shows the first panel (no step-change event). */
  start(): void {
    if (this.first < 0) return;
    this.state.status[this.first]!.active = true;
    // At once even while its first show is on its way (the element's takeover waits for it).
    this.#firstShow(this.first);
    this.#changed();
    // §4: an interstitial advances on its own, the first panel included.
    this.#scheduleAdvance(this.first);
  }

  /**
   * The visitor came back to a page the redirect left (the back-forward cache keeps it as it
   * was): the flow is no longer on its way out, so Next works again.
   */
  returned(): void {
    if (!this.state.redirecting) return;
    this.state.redirecting = false;
    this.#changed();
  }

  progress(): Progress {
    return progress(this.panels, this.state.status, this.state.current);
  }

  /**
   * Works out, while the visitor reads the first panel, the longest path ahead of every panel
   * (remembered per panel list), so a Next click does not compute its progress bar's total.
   */
  prepareProgress(): void {
    this.panels.forEach((panel, i) => {
      if (!isAction(panel)) longestPathLength(this.panels, i);
    });
  }

  get busy(): boolean {
    return (
      this.state.loading ||
      this.state.redirecting ||
      (this.#advanceTimer !== null && this.panels[this.state.current]?.type === 'confirm-checkmark')
    );
  }

  /** Next: validates, then advances (a confirm-checkmark panel first shows its checkmark for 350 ms). */
  next(): boolean {
    const cur = this.state.current;
    if (cur < 0 || this.busy) return false;
    if (!this.effects.validate(cur)) return false;
    this.state.error = null;
    // §4: the first start is the first Next on the first panel, even when it submits at once.
    if (cur === this.first && !this.state.started) {
      this.state.started = true;
      this.effects.start();
    }
    if (this.panels[cur]!.type === 'confirm-checkmark') {
      this.state.status[cur]!.checkmark = true;
      this.#changed();
      this.#advanceTimer = this.clock.setTimeout(() => {
        this.#advanceTimer = null;
        if (this.state.current === cur) void this.#advance(cur);
      }, CHECKMARK_DELAY_MS);
      return true;
    }
    void this.#advance(cur);
    return true;
  }

  /** Where Back goes from the current panel: its back target, else the previous panel; -1 exits. */
  backTargetIndex(): number {
    const cur = this.state.current;
    if (cur < 0 || cur === this.first) return -1;
    const target = panelIndex(this.panels, this.state.status[cur]!.backTarget);
    return target >= 0 && !isAction(this.panels[target]!) ? target : this.#previousShowable(cur);
  }

  /** Back: always allowed (no validation); from the first panel it exits the form. */
  back(): void {
    const cur = this.state.current;
    if (cur < 0 || this.state.redirecting) return;
    this.#generation++;
    this.#submission?.controller.abort();
    this.state.loading = false;
    this.state.error = null;
    const target = this.backTargetIndex();
    if (target < 0) {
      this.#clearTimers();
      this.state.exited = true;
      this.state.started = false;
      this.effects.exit();
      this.#changed();
      return;
    }
    this.#show(target, cur, 'back', false);
  }

  /** Browser back/forward (history mode): shows the step with that index. */
  restore(index: number): void {
    const cur = this.state.current;
    const panel = this.panels[index];
    if (!panel || isAction(panel) || this.state.redirecting) return;
    this.state.exited = false;
    if (index === cur) return this.#changed();
    this.#generation++;
    this.#submission?.controller.abort();
    this.state.loading = false;
    this.state.error = null;
    this.#show(index, cur, index < cur ? 'back' : 'forward', true);
  }

  /**
   * Resumes a saved visit after a reload: `path` (shown panels from the first, see resumePath)
   * counts as walked forwards, so Back and the progress follow it, then its last panel shows as
   * a browser restore does (no history entry of its own, no submission replayed).
   */
  resume(path: readonly number[]): void {
    const to = path[path.length - 1];
    if (to === undefined || path[0] !== this.state.current || to === this.state.current) return;
    const { status } = this.state;
    for (let k = 1; k < path.length; k++) {
      const from = this.panels[path[k - 1]!]!;
      const fromStatus = status[path[k - 1]!]!;
      // As #show going forwards: an interstitial passes on its own back target.
      status[path[k]!]!.backTarget = from.type === 'interstitial' ? fromStatus.backTarget : (from.backTargetId ?? from.id);
      fromStatus.complete = true;
      this.#firstShow(path[k - 1]!);
    }
    this.restore(to);
  }

  /** Shows the form again after an exit (e.g. a get-started click). */
  reveal(): void {
    if (!this.state.exited) return;
    this.state.exited = false;
    this.#changed();
  }

  /** Stops every timer (the element left the page). */
  dispose(): void {
    this.#generation++;
    this.#submission?.controller.abort();
    this.#clearTimers();
  }

  #previousShowable(from: number): number {
    for (let i = from - 1; i >= 0; i--) if (!isAction(this.panels[i]!)) return i;
    return -1;
  }

  /** Runs the action steps after `from` (§4, §5) until a panel to show. */
  async #advance(from: number): Promise<void> {
    const generation = ++this.#generation;
    // The form's values are read when an action step's conditions need them, not before: a Next
    // to a plain panel (most of them) reads no field in its click (issue 38).
    let values: Record<string, string> | undefined;
    let i = from + 1;
    /** A submit step of this Next succeeded: a flow that ends here has sent its lead. */
    let submitted = false;
    for (let guard = 0; guard <= MAX_PATH + this.panels.length; guard++) {
      const panel = this.panels[i];
      if (!panel) {
        if (submitted && this.effects.finish?.(this.#redirectUrl)) {
          this.state.redirecting = true;
          return this.#changed();
        }
        return this.effects.report?.(`the flow ends after "${this.panels[from]!.id}" with no panel to show`);
      }
      if (!isAction(panel)) return this.#show(i, from, 'forward', false);
      const match = conditionsMatch(panel.conditions, (values ??= this.effects.values()));
      if (panel.actionName === 'go_to') {
        const target = panelIndex(this.panels, match ? panel.stepNameTo : panel.stepNameElse);
        i = target >= 0 ? target : i + 1;
        continue;
      }
      if (panel.actionName === 'redirect' && match && this.effects.redirect(i, this.#redirectUrl)) {
        this.state.redirecting = true;
        this.#changed();
        return;
      }
      if (panel.actionName === 'option' && match) this.effects.applyOptions(i);
      // §5 Action conditions: a submit step applies only when its conditions match (a step meant
      // for one path is passed by on the others: no call).
      if (panel.actionName === 'submit' && match) {
        const status = this.state.status[i]!;
        Object.assign(status, { active: true, complete: false });
        Object.assign(this.state, { loading: true, error: null });
        this.#changed();
        const previous = this.#submission;
        if (previous) await previous.done;
        // Went back while the earlier (aborted) call settled: this Next is void too.
        if (generation !== this.#generation) {
          status.active = false;
          return this.#changed();
        }
        const controller = new AbortController();
        const call = this.effects.submit(i, controller.signal);
        const submission = { controller, done: call.catch(() => {}) };
        this.#submission = submission;
        let outcome: { redirectUrl?: string | undefined } | Error;
        try {
          outcome = await call;
        } catch (error) {
          outcome = error instanceof Error ? error : new Error(String(error));
        } finally {
          if (this.#submission === submission) this.#submission = null;
        }
        // Back aborted it: a late result neither advances, completes nor shows an error.
        if (generation !== this.#generation) {
          status.active = false;
          return this.#changed();
        }
        if (outcome instanceof Error) {
          status.active = false;
          const error: ShownError = outcome instanceof TextError ? outcome.text : outcome.message || { key: 'serverError' };
          Object.assign(this.state, { loading: false, error });
          return this.#changed();
        }
        if (outcome.redirectUrl) this.#redirectUrl = outcome.redirectUrl;
        Object.assign(status, { active: false, complete: true });
        this.state.loading = false;
        submitted = true;
      }
      // An action may have changed them (an option step's fields): read again at the next action.
      values = undefined;
      i++;
    }
    this.effects.report?.(`runaway flow after "${this.panels[from]!.id}": over ${MAX_PATH} action steps (a go_to loop?)`);
  }

  #show(to: number, from: number, direction: Direction, restoring: boolean): void {
    const { status } = this.state;
    const s = status[to]!;
    this.#firstShow(to);
    // §4: the step shows once its first show is ready (its markup sanitised, the sanitiser's chunk
    // on its way): until then the panel the visitor left stays, its Next loading as for a submit
    // (a second press does nothing); Back or a browser step meanwhile cancels the show.
    const pending = this.#firstShows.get(to);
    if (pending) {
      const generation = this.#generation;
      this.state.loading = true;
      this.#changed();
      void pending.then(() => {
        if (generation !== this.#generation) return;
        this.state.loading = false;
        this.#show(to, from, direction, restoring);
      });
      return;
    }
    this.#clearTimers();
    const fromPanel = this.panels[from];
    const fromStatus = status[from];
    if (fromPanel && fromStatus && from !== to) {
      fromStatus.active = false;
      fromStatus.checkmark = false;
      // §4 Panel: hiding sets complete unless the direction is backwards.
      fromStatus.complete = direction === 'forward';
      if (fromPanel.type === 'interstitial') {
        fromStatus.leaving = true;
        this.clock.setTimeout(() => {
          fromStatus.leaving = false;
          this.#changed();
        }, INTERSTITIAL_CLEANUP_MS);
      }
    }
    s.active = true;
    s.complete = false;
    if (direction === 'forward' && !restoring && fromPanel && fromStatus) {
      // An interstitial passes on its own back target, so Back skips it.
      s.backTarget = fromPanel.type === 'interstitial' ? fromStatus.backTarget : (fromPanel.backTargetId ?? fromPanel.id);
    }
    this.state.current = to;
    this.state.exited = false;
    // Browser forward from the first panel starts the flow again too (a Next already did otherwise).
    if (direction === 'forward' && from === this.first && !this.state.started) {
      this.state.started = true;
      this.effects.start();
    }
    if (to === this.first) this.state.started = false;
    this.effects.stepChange({ from, to, direction, restoring });
    this.#changed();
    this.#settleTimer = this.clock.setTimeout(() => {
      this.#settleTimer = null;
      if (this.state.current === to) this.effects.settled(to);
    }, STEP_DELAY_MS);
    this.#scheduleAdvance(to);
  }

  /** §4 Panel: its first show, once (deferred markup and scripts); one still on its way is kept until it settles. */
  #firstShow(index: number): void {
    const s = this.state.status[index]!;
    if (s.shown) return;
    s.shown = true;
    const pending = this.effects.firstShow(index);
    if (pending)
      this.#firstShows.set(
        index,
        pending.then(() => void this.#firstShows.delete(index)),
      );
  }

  /** §4: an interstitial advances after its delay, only if it is still the active panel. */
  #scheduleAdvance(to: number): void {
    const panel = this.panels[to]!;
    if (panel.type !== 'interstitial') return;
    this.#advanceTimer = this.clock.setTimeout(() => {
      this.#advanceTimer = null;
      if (this.state.current === to && this.state.status[to]!.active) void this.#advance(to);
    }, panel.delay * 1000);
  }

  #clearTimers(): void {
    if (this.#advanceTimer !== null) this.clock.clearTimeout(this.#advanceTimer);
    if (this.#settleTimer !== null) this.clock.clearTimeout(this.#settleTimer);
    this.#advanceTimer = null;
    this.#settleTimer = null;
  }

  #changed(): void {
    this.effects.change(this.state);
  }
}
