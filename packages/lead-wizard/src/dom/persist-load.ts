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

/** This form has a kept entry to resume, and the code to resume it has not arrived yet. */
export function keptEntryWaits(host: HTMLElement): boolean {
  const form = host.querySelector('form');
  if (!form || loadedPersistCode()) return false;
  try {
    return (host.ownerDocument.defaultView ?? window).sessionStorage.getItem(keyOf(host, form)) !== null;
  } catch {
    // Blocked storage: nothing to resume (persist.ts reports it once it runs).
    return false;
  }
}
