import { emit, reportError, safeUrl, track } from '@vt-elements/core';
import { THANK_YOU_ROUTES, thankYouUrl, tutorThankYouRoute } from '../core/submit/urls';
import type { Panel } from '../core/panel';
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
  const message = 'Sorry, something went wrong';
  reportError(cause, { source: 'vt-lead-wizard' });
  emit<LeadErrorDetail>(host, 'vt-lead-error', { action, message });
  throw new Error(message);
}

/** The submit step's action: its data-options {"action"} overrides the element's data-action. */
export function stepAction(panel: Panel, elementAction: string | null): string | null {
  const own = panel.options.action;
  return typeof own === 'string' && own ? own : elementAction;
}

/**
 * The redirect step's address, the first of (spec §2: "a custom redirect target can come from a
 * form step"; §5 interview_url):
 * 1. the action's own redirect (a response URL that passed its spec rule: a tutor interview_url);
 * 2. the step's data-url, else its data-href;
 * 3. the element's data-redirect-url;
 * 4. the flow's default thank-you route: in a tutor flow always (the Canadian one for CA); in a
 *    lead flow once a submission of this flow has succeeded (issue 37: the visitor is never left
 *    on a panel with nothing to do), none before (the step is passed by).
 * 2 to 4 carry time_zone, correlation_id and phone_number. A CMS URL passes the URL policy
 * (same origin or a listed host, http(s) only); a refused one is reported once and the visitor
 * goes to the default thank-you route instead, never nowhere and never to script.
 */
export function redirectAddress(
  /** The redirect step; null when the flow ended after its last submission with none. */
  panel: Panel | null,
  elementRedirect: string | null,
  actionRedirect: string | null,
  values: Record<string, string>,
  /** The flow's action: the last successful submission's, else the element's data-action. */
  flowAction: string | null = null,
  /** A submission of this flow has succeeded. */
  submitted = false,
): string | null {
  if (actionRedirect) return actionRedirect;
  const [what, base] = panel?.url
    ? [`redirect step "${panel.id}" data-url`, panel.url]
    : panel?.href
      ? [`redirect step "${panel.id}" data-href`, panel.href]
      : ['data-redirect-url', elementRedirect];
  if (!base && !isTutorFlow(flowAction) && !submitted) return null;
  const safe = base ? safeUrl(base, { source: 'vt-lead-wizard', what }) : null;
  return thankYouUrl(safe ?? defaultThankYouRoute(flowAction, values), {
    time_zone: values.time_zone || timeZone(),
    correlation_id: values.correlation_id,
    phone_number: values.phone_number,
  });
}

function isTutorFlow(action: string | null): boolean {
  return !!action?.includes('tutor');
}

/** The default thank-you route: the tutor one for tutor forms, else the lead one (§2). */
export function defaultThankYouRoute(flowAction: string | null, values: Record<string, string>): string {
  return isTutorFlow(flowAction) ? tutorThankYouRoute(values.country_code) : THANK_YOU_ROUTES.lead;
}

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
