import { listen, reportError, whenIdle } from '@vt-elements/core';
import { storageKey } from '../core/persist';
import type * as Persist from './persist';
import { lazyModule } from './lazy';
import { formId } from './submit-step';

/**
 * The code that keeps a half-filled form (persist.ts: reading, writing and resuming it), in a
 * chunk of its own (issue 38: what the first panel does not need). It is fetched when the page is
 * idle after the takeover, or at the visitor's first input or step if that comes first; the
 * takeover waits for it only when this form has something kept to resume.
 */
const persistCode = lazyModule(() => import('./persist'));
export const loadPersistCode = (): Promise<typeof Persist> => persistCode.load();
export const loadedPersistCode = (): typeof Persist | undefined => persistCode.loaded();

/** The key of this form on this page (core/persist storageKey): its id, else its place among wizards with the same leadform. */
export function keyOf(host: HTMLElement, form: HTMLFormElement): string {
  const { location } = host.ownerDocument.defaultView ?? window;
  const leadform = formId(form);
  const twins = Array.from(host.ownerDocument.querySelectorAll<HTMLElement>(host.localName)).filter((other) => {
    const otherForm = other.querySelector('form');
    return otherForm && formId(otherForm) === leadform;
  });
  return storageKey(location.pathname + location.search, leadform, host.id || String(Math.max(0, twins.indexOf(host))));
}

/** This form has a kept entry to resume. */
export function keptEntry(host: HTMLElement): boolean {
  const form = host.querySelector('form');
  if (!form) return false;
  try {
    return (host.ownerDocument.defaultView ?? window).sessionStorage.getItem(keyOf(host, form)) !== null;
  } catch {
    // Blocked storage: nothing to resume (persist.ts reports it once it runs).
    return false;
  }
}

/**
 * Keeps the form (persist.ts persistForm) once its code is there: at once when it has loaded,
 * else from when it arrives, fetched at idle or at the first input or step (nothing was kept to
 * resume: the takeover waits for the code otherwise), and then it saves what is there at once.
 * Returns what stops keeping it, forgetting what was kept when asked ("false keeps nothing").
 */
export function keepForm(settings: Persist.PersistSettings): (forget?: boolean) => void {
  const code = loadedPersistCode();
  if (code) return code.persistForm(settings);
  const { host, form } = settings;
  let stopped = false;
  let stop: ((forget?: boolean) => void) | null = null;
  const begin = () => {
    waits.forEach((undo) => undo());
    loadPersistCode().then(
      ({ persistForm }) => {
        if (!stopped) stop = persistForm({ ...settings, resume: false, saveNow: true });
      },
      (error: unknown) =>
        reportError(new Error('<vt-lead-wizard> the code that keeps the form could not load', { cause: error }), {
          source: 'vt-lead-wizard',
        }),
    );
  };
  const waits = [whenIdle(begin), listen(form, 'input', begin), listen(form, 'change', begin), listen(host, 'vt-step-change', begin)];
  return (forget) => {
    stopped = true;
    waits.forEach((undo) => undo());
    if (stop) stop(forget);
    else if (forget) forgetKept(host, form);
  };
}

/** Turned off before the code arrived: what an earlier visit kept goes all the same. */
function forgetKept(host: HTMLElement, form: HTMLFormElement): void {
  try {
    (host.ownerDocument.defaultView ?? window).sessionStorage.removeItem(keyOf(host, form));
  } catch {
    // Blocked storage keeps nothing.
  }
}
