import { emit, reportError, safeUrl, track } from '@vt-elements/core';
import { redirectAddress as redirectRules } from '../core/submit/redirect';
import { TextError } from '../core/texts';
import type * as SubmitRun from './submit-run';
import type { LeadErrorDetail } from '../events';
import { lazyModule } from './lazy';

export interface SubmitSettings {
  host: HTMLElement;
  form: HTMLFormElement;
  /** The element's data-action. */
  action: string | null;
  userType: string | null;
  uuid: string | null;
}

export function formId(form: HTMLFormElement): string {
  return form.querySelector<HTMLInputElement>('input[name="leadform"]')?.value.trim() ?? '';
}

export function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The code that makes a submit step's call (payloads, checks, the calls and their errors: a third
 * of the form's own code, which a visitor on the first panel does not need), a chunk of its own
 * (issue 38): fetched when the page is idle after the takeover, or at the first submit if that
 * comes first. A failed load is tried again at the next submit.
 */
const submitCode = lazyModule(() => import('./submit-run'));
export const loadSubmitCode = (): Promise<typeof SubmitRun> => submitCode.load();
/** The submit code once it has loaded: a Next on a submit step then calls in the same task, as before the split. */
export const loadedSubmitCode = (): typeof SubmitRun | undefined => submitCode.loaded();

/**
 * A submit step that cannot make its call (no valid action, its code not loaded): reported, the
 * step's vt-lead-error fired, and the §8 text thrown for the wizard to show on the step.
 */
export function failSubmitStep(host: HTMLElement, action: string | null, cause: Error): never {
  const error = new TextError({ key: 'somethingWentWrong' });
  reportError(cause, { source: 'vt-lead-wizard' });
  emit<LeadErrorDetail>(host, 'vt-lead-error', { action, message: error.message });
  throw error;
}

/**
 * The redirect step's address (the rules: core/submit/redirect.ts) on this page: a CMS address
 * passes the page's URL policy, and the visitor's time zone comes from the browser.
 */
export const redirectAddress = redirectRules.bind(null, {
  safe: (url, what) => safeUrl(url, { source: 'vt-lead-wizard', what }),
  timeZone,
});

const started = new Set<string>();

/**
 * §4: the first start tracks lead_form_start, once per form id, through the core's track(): the
 * data layer gets the same object as before, and every analytics destination the event.
 */
export function leadFormStart(form: HTMLFormElement): void {
  const id = formId(form);
  if (started.has(id)) return;
  started.add(id);
  try {
    track('lead_form_start', { form_id: id, leadform: id }, { dataLayer: { event: 'lead_form_start', form_id: id, leadform: id } });
  } catch (error) {
    reportError(error, { source: 'vt-lead-wizard' });
  }
}
