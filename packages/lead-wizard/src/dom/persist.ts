import { listen, reportError } from '@vt-elements/core';
import { afterPaint } from '@vt-elements/core/after-paint';
import { isAction, type Panel } from '../core/panel';
import { keepsControl, parseSaved, type SavedForm } from '../core/persist';
import { conditionsMatch } from '../core/conditions';
import { resumePath } from '../core/resume';
import type { Wizard } from '../core/wizard';
import { collectValues, validatePanel } from './fields';
import { isCheckable, isFieldControl, type FieldControl } from './fields-controls';
import { entryStep, pushStep, replaceStep } from './step-history';
import { keyOf } from './persist-load';

/** Typing is saved this long after the last keystroke (and at once when the page hides). */
export const SAVE_DEBOUNCE_MS = 400;

export interface PersistSettings {
  host: HTMLElement;
  form: HTMLFormElement;
  elements: readonly HTMLElement[];
  wizard: Wizard;
  history: boolean;
  /** Resumes what was kept first (at start; not when data-persist is turned on mid-flow). Default true. */
  resume?: boolean;
  /** Saves at once: started after the visitor may have typed or moved on (its code arrived late). */
  saveNow?: boolean;
}

/** The controls whose values are kept: what the visitor typed or chose (core/persist keepsControl), minus any data-persist="false" part. */
function keptControls(form: HTMLFormElement): FieldControl[] {
  return Array.from(form.elements).filter(
    (node): node is FieldControl =>
      isFieldControl(node) &&
      keepsControl({ tag: node.tagName, type: node.type, name: node.name, autocomplete: node.getAttribute('autocomplete') ?? '' }) &&
      !node.closest('[data-persist="false"]'),
  );
}

/** The international phone field's country <select> (nameless, ours: fields-country.ts). */
function countrySelect(form: HTMLFormElement): HTMLSelectElement | null {
  return form.querySelector<HTMLSelectElement>('[data-vt-phone-country] select');
}

function selected(select: HTMLSelectElement): string[] {
  return Array.from(select.options)
    .filter((option) => option.selected)
    .map((option) => option.value);
}

export function readForm(form: HTMLFormElement, step: number): SavedForm {
  const values: Record<string, string[]> = {};
  for (const control of keptControls(form)) {
    const list = (values[control.name] ??= []);
    if (isCheckable(control)) {
      if (control.checked) list.push(control.value);
    } else if (control instanceof HTMLSelectElement) {
      list.push(...selected(control));
    } else {
      list.push(control.value);
    }
  }
  const country = countrySelect(form)?.value;
  return { v: 1, step, values, ...(country ? { country } : {}) };
}

/** Input then change, as a visitor's edit fires them: masks, the country's fields and live error clearing follow. */
function changed(control: HTMLElement): void {
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Writes saved values back into the CMS controls; only controls whose value differs change (and fire events). */
export function writeForm(form: HTMLFormElement, saved: SavedForm): void {
  const select = countrySelect(form);
  // The country first: the phone and postal masks must be the country's before their values go in.
  if (select && saved.country && select.value !== saved.country && Array.from(select.options).some((o) => o.value === saved.country)) {
    select.value = saved.country;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const texts = new Map<string, number>();
  for (const control of keptControls(form)) {
    const list = saved.values[control.name];
    if (!list) continue;
    if (isCheckable(control)) {
      const checked = list.includes(control.value);
      if (control.checked === checked) continue;
      control.checked = checked;
    } else if (control instanceof HTMLSelectElement) {
      const before = selected(control).join('\n');
      for (const option of Array.from(control.options)) option.selected = list.includes(option.value);
      if (!control.multiple && list[0] !== undefined) control.value = list[0];
      if (selected(control).join('\n') === before) continue;
    } else {
      const k = texts.get(control.name) ?? 0;
      texts.set(control.name, k + 1);
      const value = list[k];
      if (value === undefined || control.value === value) continue;
      control.value = value;
    }
    changed(control);
  }
}

/** Panels shown only in passing: the saved step stays the panel before them. */
function resumable(panel: Panel | undefined): boolean {
  return !!panel && !isAction(panel) && panel.type !== 'interstitial' && panel.type !== 'confirm-checkmark';
}

/**
 * "Nothing typed is lost on reload": restores the saved step and values of this form (see
 * resumePath for which step), then keeps them in sessionStorage on every step change, on typing
 * (debounced) and when the page hides. The entry is removed after the flow's last successful
 * submission, or when the flow redirects after a successful one. Returns a cleanup function,
 * which saves the form a last time, or forgets it when asked (data-persist turned off).
 */
export function persistForm({
  host,
  form,
  elements,
  wizard,
  history,
  resume = true,
  saveNow = false,
}: PersistSettings): (forget?: boolean) => void {
  const { panels, clock } = wizard;
  const win = host.ownerDocument.defaultView ?? window;
  const key = keyOf(host, form);
  let reported = false;
  /** Blocked storage (privacy modes, sandboxed frames) or a full quota: reported once, then the form works without it. */
  const storage = <T>(run: (s: Storage) => T): T | undefined => {
    try {
      return run(win.sessionStorage);
    } catch (error) {
      if (!reported)
        reportError(new Error('<vt-lead-wizard> cannot keep the form in sessionStorage', { cause: error }), { source: 'vt-lead-wizard' });
      reported = true;
      return undefined;
    }
  };

  let done = false;
  let succeeded = false;
  let step = wizard.state.current;
  let timer: unknown = null;

  const clear = () => {
    done = true;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    storage((s) => s.removeItem(key));
  };
  const save = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (done) return;
    // The flow leaves for its thank-you page after a submission: the lead is in, nothing to resume.
    if (succeeded && wizard.state.redirecting) return clear();
    if (resumable(panels[wizard.state.current])) step = wizard.state.current;
    const saved = readForm(form, step);
    const typed = Object.values(saved.values).some((list) => list.some((value) => value !== ''));
    // A visitor who has typed nothing and not started leaves no entry behind.
    if (!typed && step === wizard.first) storage((s) => s.removeItem(key));
    else storage((s) => s.setItem(key, JSON.stringify(saved)));
  };
  // A step's entry is written once the step is painted: the Next click shows the panel first
  // (issue 38); a reload or tab switch in between still saves at once (pagehide, visibilitychange).
  let stopWait: (() => void) | null = null;
  const afterStep = () => {
    stopWait?.();
    stopWait = afterPaint(() => {
      stopWait = null;
      save();
    }, clock);
  };
  const later = () => {
    if (done) return;
    if (timer !== null) clock.clearTimeout(timer);
    timer = clock.setTimeout(save, SAVE_DEBOUNCE_MS);
  };

  const saved = resume ? parseSaved(storage((s) => s.getItem(key)) ?? null) : null;
  if (saved) restore(saved);

  function restore(entry: SavedForm) {
    writeForm(form, entry);
    const path = resumePath(panels, entry.step, {
      valid: (i) => validatePanel(elements[i]!).length === 0,
      values: () => collectValues(form),
      applyOptions: (i) => wizard.effects.applyOptions(i),
    });
    wizard.resume(path);
    // Panels shown on the way got their deferred data-markup fields: fill those too.
    writeForm(form, entry);
    step = wizard.state.current;
    if (!history) return;
    // The URL says the step shown: a reload keeps its entry (fixed if we resumed elsewhere); a new visit gets one.
    const entry0 = entryStep();
    if (entry0 !== null) {
      if (entry0 !== step) replaceStep(step);
    } else if (step !== wizard.first) {
      pushStep(step, wizard.first);
    }
  }

  const onSuccess = () => {
    succeeded = true;
    const submitting = wizard.state.status.findIndex((s, i) => s.active && panels[i]!.actionName === 'submit');
    // The flow's last submission (no submit step after it that applies to these values, §5 Action
    // conditions): the visit is over. An earlier one (check_email before new_user) keeps the
    // entry: a reload resumes before it (resumePath).
    const values = collectValues(form);
    const later = panels.slice(submitting + 1).some((p) => p.actionName === 'submit' && conditionsMatch(p.conditions, values));
    if (submitting >= 0 && !later) clear();
  };
  const onVisibility = () => {
    if (host.ownerDocument.visibilityState === 'hidden') save();
  };

  const stops = [
    listen(host, 'vt-step-change', afterStep),
    listen(host, 'vt-lead-success', onSuccess),
    listen(form, 'input', later),
    listen(form, 'change', later),
    // The last keystrokes before a reload or tab switch; also before the back-forward cache
    // freezes the page (its DOM and this state come back as they were).
    listen(win, 'pagehide', save),
    listen(host.ownerDocument, 'visibilitychange', onVisibility),
  ];
  if (saveNow) save();
  return (forget) => {
    stopWait?.();
    if (forget) clear();
    else save();
    done = true;
    for (const stop of stops) stop();
  };
}
