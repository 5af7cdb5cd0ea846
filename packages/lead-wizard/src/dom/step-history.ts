/**
 * §2 history mode: each shown step pushes `#get-started/{stepIndex}`; the browser's back and
 * forward restore the step. The entry also remembers the step before it, so the in-page Back
 * can walk the same history instead of piling up entries.
 *
 * The entry is pushed in the task that shows the step (issue 28): written later, a Back pressed
 * as the step appears found the previous step's entry on top and went back two steps.
 */
const STEP_KEY = 'vtLeadStep';
const PREV_KEY = 'vtLeadPrev';

type State = Record<string, unknown> | null;

export function pushStep(to: number, from: number): void {
  const state = history.state as State;
  const prev = state?.[STEP_KEY];
  history.pushState({ ...state, [STEP_KEY]: to, [PREV_KEY]: typeof prev === 'number' ? prev : from }, '', `#get-started/${to}`);
}

/** The step of the history entry before the current one, when both are ours. */
export function previousEntryStep(): number | null {
  const state = history.state as State;
  const prev = state?.[PREV_KEY];
  return typeof state?.[STEP_KEY] === 'number' && typeof prev === 'number' ? prev : null;
}

/** Calls back with the entry's step on back/forward; a landing (no state) gives `landing` (step 0). */
export function onStepRestore(win: Window, landing: number, restore: (step: number) => void): () => void {
  const onPop = (event: PopStateEvent) => {
    const step = (event.state as State)?.[STEP_KEY];
    restore(typeof step === 'number' ? step : landing);
  };
  win.addEventListener('popstate', onPop);
  return () => win.removeEventListener('popstate', onPop);
}

/** Makes the current entry show `to` (a reload resumed elsewhere than its hash said); its previous step is unknown. */
export function replaceStep(to: number): void {
  const state = history.state as State;
  history.replaceState({ ...state, [STEP_KEY]: to, [PREV_KEY]: null }, '', `#get-started/${to}`);
}

/** The step the current entry holds, when it is ours (a reload keeps the entry's state). */
export function entryStep(): number | null {
  const step = (history.state as State)?.[STEP_KEY];
  return typeof step === 'number' ? step : null;
}
