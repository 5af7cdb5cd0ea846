import { apiHost, emit, landingPage, reportError, safeUrl, track, visitorId } from '@vt-elements/core';
// Its own entry: only the lead wizard reads the tracking context, so it stays out of the shared core chunk.
import { trackingContext } from '@vt-elements/core/tracking';
import {
  buildPayload,
  isLeadAction,
  SKIP_IDENTICAL_ACTIONS,
  submissionKey,
  submitAction,
  thankYouUrl,
  THANK_YOU_ROUTES,
  tutorThankYouRoute,
  type LeadAction,
  type SubmitContext,
  type SubmitResult,
} from '../core/submit';
import type { Panel } from '../core/panel';
import { setHiddenField } from './panel-dom';
import type { LeadErrorDetail, LeadSubmitDetail, LeadSuccessDetail } from '../events';

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

/** The submit step's action: its data-options {"action"} overrides the element's data-action. */
export function stepAction(panel: Panel, elementAction: string | null): string | null {
  const own = panel.options.action;
  return typeof own === 'string' && own ? own : elementAction;
}

/** The last successful submission per form and action: its key, result and the fields it wrote. */
interface Delivered {
  key: string;
  result: SubmitResult;
  written: string[];
}
const delivered = new WeakMap<HTMLFormElement, Map<LeadAction, Delivered>>();

/**
 * Runs one submit step: fires vt-lead-submit, makes the call, writes the returned hidden fields
 * (e.g. correlation_id) and fires vt-lead-success, or vt-lead-error and rethrows with the §8 text.
 */
export async function runSubmitStep(
  settings: SubmitSettings,
  panel: Panel,
  values: Record<string, string>,
  /** Aborted when the visitor goes back: the request is cancelled and nothing is shown. */
  signal?: AbortSignal,
): Promise<{ redirectUrl?: string | undefined }> {
  const { host, form } = settings;
  const wanted = stepAction(panel, settings.action);
  if (!isLeadAction(wanted)) {
    const message = 'Sorry, something went wrong';
    reportError(
      new Error(
        `<vt-lead-wizard> submit step "${panel.id}": no valid action (data-action or data-options {"action"}), got ${JSON.stringify(wanted)}`,
      ),
      { source: 'vt-lead-wizard' },
    );
    emit<LeadErrorDetail>(host, 'vt-lead-error', { action: wanted, message });
    throw new Error(message);
  }
  const action: LeadAction = wanted;
  const visitor = visitorId();
  const ctx: SubmitContext = {
    action,
    values,
    apiHost: apiHost({ element: host }),
    visitorId: visitor,
    page: location.href,
    landingPage: landingPage(),
    referer: document.referrer,
    tracking: trackingContext({
      url: location.href,
      visitorId: visitor,
      referer: document.referrer,
      pageTracking: (globalThis as { vtTracking?: Record<string, unknown> }).vtTracking,
    }),
    userType: settings.userType,
    uuid: settings.uuid ?? new URLSearchParams(location.search).get('secure-uuid'),
    timeZone: timeZone(),
    formId: formId(form),
    ...(signal ? { signal } : {}),
  };
  // Back then Next with nothing changed: the record exists already, so move on without a second call.
  const previous = delivered.get(form)?.get(action);
  if (previous && SKIP_IDENTICAL_ACTIONS.includes(action) && submissionKey(ctx, previous.written) === previous.key) {
    for (const [name, value] of Object.entries(previous.result.fields)) setHiddenField(form, name, value);
    return { redirectUrl: previous.result.redirectUrl };
  }
  try {
    emit<LeadSubmitDetail>(host, 'vt-lead-submit', { action, payload: buildPayload(ctx) });
  } catch (error) {
    reportError(error, { source: 'vt-lead-wizard', action });
  }
  try {
    const result = await submitAction(ctx);
    // Fields this success wrote that the form did not already hold; later keys leave them out.
    const written = Object.keys(result.fields).filter((name) => values[name] !== result.fields[name]);
    if (!delivered.has(form)) delivered.set(form, new Map());
    delivered.get(form)!.set(action, { key: submissionKey(ctx, written), result, written });
    for (const [name, value] of Object.entries(result.fields)) setHiddenField(form, name, value);
    emit<LeadSuccessDetail>(host, 'vt-lead-success', { action, response: result.response });
    return { redirectUrl: result.redirectUrl };
  } catch (error) {
    // Cancelled by the visitor (Back): not a failure, so no vt-lead-error.
    if (signal?.aborted) throw error;
    // submitAction has reported it and recorded the failure in the data layer.
    const message = error instanceof Error && error.message ? error.message : 'Server error, could not submit form.';
    emit<LeadErrorDetail>(host, 'vt-lead-error', { action, message });
    throw new Error(message, { cause: error });
  }
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
