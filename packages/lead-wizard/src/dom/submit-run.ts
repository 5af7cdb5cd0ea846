import { apiHost, emit, landingPage, reportError, visitorId } from '@vt-elements/core';
// Its own entry: only the lead wizard reads the tracking context, so it stays out of the shared core chunk.
import { trackingContext } from '@vt-elements/core/tracking';
import {
  buildPayload,
  isLeadAction,
  SKIP_IDENTICAL_ACTIONS,
  submissionKey,
  submitAction,
  type LeadAction,
  type SubmitContext,
  type SubmitResult,
} from '../core/submit';
import type { Panel } from '../core/panel';
import { setHiddenField } from './panel-dom';
import { failSubmitStep, formId, timeZone, type SubmitSettings } from './submit-step';
import { stepAction } from '../core/submit/types';
import type { LeadErrorDetail, LeadSubmitDetail, LeadSuccessDetail } from '../events';
import { TextError } from '../core/texts';

/**
 * A submit step's call, in the chunk the wizard fetches at idle or at its first submit
 * (submit-step.ts loadSubmitCode, issue 38).
 */

/** The last successful submission per form and action: its key, result and the fields it wrote. */
interface Delivered {
  key: string;
  result: SubmitResult;
  written: string[];
}
const delivered = new WeakMap<HTMLFormElement, Map<LeadAction, Delivered>>();

/**
 * Runs one submit step: builds the payload, fires vt-lead-submit, makes the call, writes the
 * returned hidden fields (e.g. correlation_id) and fires vt-lead-success, or vt-lead-error and
 * rethrows with the §8 text.
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
    failSubmitStep(
      host,
      wanted,
      new Error(
        `<vt-lead-wizard> submit step "${panel.id}": no valid action (data-action or data-options {"action"}), got ${JSON.stringify(wanted)}`,
      ),
    );
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
  // Built once: the vt-lead-submit event, the identity of the submission and the call all use it.
  const payload = frozen(buildPayload(ctx));
  // Back then Next with nothing changed: the record exists already, so move on without a second call.
  const previous = delivered.get(form)?.get(action);
  if (previous && SKIP_IDENTICAL_ACTIONS.includes(action) && submissionKey(ctx, payload, previous.written) === previous.key) {
    for (const [name, value] of Object.entries(previous.result.fields)) setHiddenField(form, name, value);
    return { redirectUrl: previous.result.redirectUrl };
  }
  try {
    emit<LeadSubmitDetail>(host, 'vt-lead-submit', { action, payload });
  } catch (error) {
    reportError(error, { source: 'vt-lead-wizard', action });
  }
  try {
    const result = await submitAction(ctx, payload);
    // Fields this success wrote that the form did not already hold; later keys leave them out.
    const written = Object.entries(result.fields).flatMap(([name, value]) => (values[name] !== value ? [name] : []));
    if (!delivered.has(form)) delivered.set(form, new Map());
    delivered.get(form)!.set(action, { key: submissionKey(ctx, payload, written), result, written });
    for (const [name, value] of Object.entries(result.fields)) setHiddenField(form, name, value);
    emit<LeadSuccessDetail>(host, 'vt-lead-success', { action, response: result.response });
    return { redirectUrl: result.redirectUrl };
  } catch (error) {
    // Cancelled by the visitor (Back): not a failure, so no vt-lead-error.
    if (signal?.aborted) throw error;
    // submitAction has reported it and recorded the failure in the data layer. The event carries
    // the English text; the wizard shows the error's own text in the page's language.
    const failure =
      error instanceof TextError
        ? error
        : error instanceof Error && error.message
          ? new Error(error.message, { cause: error })
          : new TextError({ key: 'serverError' }, { cause: error });
    emit<LeadErrorDetail>(host, 'vt-lead-error', { action, message: failure.message });
    throw failure;
  }
}

/** The payload goes to the page's listeners, then into the request: frozen, no listener can change what is sent. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const part of Object.values(value)) frozen(part);
    Object.freeze(value);
  }
  return value;
}
