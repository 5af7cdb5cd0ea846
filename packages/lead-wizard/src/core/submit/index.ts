/**
 * Lead submissions (spec §3, §5, §6, §7, §8): the wizard element calls `submitAction` with the
 * form's values and the page context (and the payload, built once by buildPayload); this module
 * runs the report-only checks, makes the call, tracks the completion and failure events (core
 * track(): the data layer and every analytics destination) and maps every failure to its §8 text.
 */
import { reportError, track } from '@vt-elements/core';
import { newCallback, newContact, updateContact } from './contact-calls';
import { checkEmail, newUser } from './account-calls';
import { newTutor, validateTutor } from './tutor-calls';
import { newContactLead } from './lead';
import { classUserPayload } from './account';
import { tutorDetailsValidation, tutorPhoneValidation, tutorSubmission } from './tutor';
import { contactUpdateOperations, callbackPayload, callbackUuid } from './update';
import { submissionChecks } from './checks';
import { originalMessage } from './messages';
import { LeadSubmitError, type LeadAction, type SubmitContext, type SubmitResult } from './types';

export { LEAD_ACTIONS, LeadSubmitError, isLeadAction, type LeadAction, type SubmitContext, type SubmitResult } from './types';
export { thankYouUrl, safeInterviewUrl, tutorThankYouRoute, secureUuidFromPage, THANK_YOU_ROUTES, REDIRECT_PARAMS } from './urls';
export { submissionChecks, type CheckMiss } from './checks';
export { splitName } from './names';

/** Data-layer event names (spec §7: a lead form completion event after each call; §8 failure event). */
export const LEAD_FORM_COMPLETE_EVENT = 'lead_form_complete';
export const LEAD_FORM_FAILURE_EVENT = 'lead_form_failure';

/** One action (spec §7): the body it sends, and its call, given that body. */
export interface LeadCall {
  payload(ctx: SubmitContext): unknown;
  send(ctx: SubmitContext, payload: unknown): Promise<SubmitResult>;
}

/** An action's two halves, typed together: the call takes the body the payload builds. */
const leadCall = <P>(payload: (ctx: SubmitContext) => P, send: (ctx: SubmitContext, payload: P) => Promise<SubmitResult>): LeadCall => ({
  payload,
  send,
});

/** Spec §7: "The form's action setting selects the call". */
export const ACTIONS: Readonly<Record<LeadAction, LeadCall>> = {
  check_email: leadCall((ctx) => ({ email: (ctx.values.email ?? '').trim() }), checkEmail),
  check_tutor_details: leadCall(tutorDetailsValidation, validateTutor),
  check_tutor_phone: leadCall(tutorPhoneValidation, validateTutor),
  new_contact: leadCall(newContactLead, newContact),
  new_tutor: leadCall(tutorSubmission, newTutor),
  new_user: leadCall(classUserPayload, newUser),
  update_contact: leadCall(contactUpdateOperations, updateContact),
  new_callback: leadCall(callbackPayload, newCallback),
};

/** The body the action sends (the `vt-lead-submit` event's payload). */
export function buildPayload(ctx: SubmitContext): unknown {
  return ACTIONS[ctx.action].payload(ctx);
}

/**
 * Actions whose call creates or changes a record, so an identical resend (Back, then Next) would
 * duplicate it. Checks are not listed: asking again is harmless and the answer may have changed.
 */
export const SKIP_IDENTICAL_ACTIONS: readonly LeadAction[] = ['new_contact', 'new_tutor', 'new_user', 'update_contact', 'new_callback'];

/**
 * What identifies one submission: the action, the body it sends (`payload`, built once for the
 * submission) and the form values in its address (callback uuid, correlation id). The page's hash
 * is dropped wherever the body carries the page (history mode changes it). `ignore` lists fields
 * a previous success wrote (e.g. user_id), which would otherwise leak into free-form notes: while
 * the form holds one, the key is that of the body without them, built for the key alone.
 */
export function submissionKey(ctx: SubmitContext, payload: unknown, ignore: readonly string[] = []): string {
  const page = ctx.page.split('#')[0] ?? ctx.page;
  const held = ignore.some((name) => name in ctx.values);
  const values = held ? Object.fromEntries(Object.entries(ctx.values).filter(([name]) => !ignore.includes(name))) : ctx.values;
  const c: SubmitContext = { ...ctx, values, page };
  return JSON.stringify(
    [c.action, held ? buildPayload(c) : payload, c.action === 'new_callback' ? callbackUuid(c) : null, values.correlation_id ?? null],
    (_, value: unknown) => (value === ctx.page ? page : value),
  );
}

/**
 * Runs the action's call with its body (`payload`, built here when the caller has not). Resolves
 * with the response, the hidden fields to set and an optional redirect; rejects with a
 * LeadSubmitError whose text is the §8 text to show. Report-only checks (§5) never block. Every
 * failure is reported (source 'lead-form') and recorded in the data layer; every success pushes
 * the completion event.
 */
export async function submitAction(ctx: SubmitContext, payload?: unknown): Promise<SubmitResult> {
  const lead = ACTIONS[ctx.action] as LeadCall | undefined;
  if (!lead) {
    const error = new LeadSubmitError({ key: 'somethingWentWrong' }, ctx.action, `Unknown lead form action: ${String(ctx.action)}`);
    fail(ctx, error);
    throw error;
  }
  for (const miss of submissionChecks(ctx)) {
    reportError(new Error(miss.message), { source: 'lead-form', action: ctx.action, formId: ctx.formId, field: miss.field, check: miss.kind });
  }
  let result: SubmitResult;
  try {
    result = await lead.send(ctx, payload === undefined ? lead.payload(ctx) : payload);
  } catch (cause) {
    // The visitor went back and the wizard cancelled the call: nothing failed, nothing to report.
    if (ctx.signal?.aborted) throw cause;
    const error =
      cause instanceof LeadSubmitError
        ? cause
        : new LeadSubmitError({ key: 'somethingWentWrong' }, ctx.action, originalMessage(cause), { cause });
    fail(ctx, error);
    throw error;
  }
  safePush({ event: LEAD_FORM_COMPLETE_EVENT, action: ctx.action, form_id: ctx.formId, leadform: ctx.formId, visitor_id: ctx.visitorId, ...result.fields });
  return result;
}

function fail(ctx: SubmitContext, error: LeadSubmitError): void {
  reportError(error, { source: 'lead-form', action: ctx.action, formId: ctx.formId, detail: error.detail });
  safePush({ event: LEAD_FORM_FAILURE_EVENT, action: ctx.action, form_id: ctx.formId, leadform: ctx.formId, error_message: error.message, error_detail: error.detail ?? '' });
}

/**
 * Tracks the event through the core's track(): the data layer gets exactly this object, the
 * analytics destinations its properties. track() never throws (a broken data layer is reported),
 * and the guard keeps it so: tracking must not turn a success into a failure.
 */
function safePush(event: { event: string } & Record<string, unknown>): void {
  const { event: name, ...properties } = event;
  try {
    track(name, properties, { dataLayer: event });
  } catch (error) {
    reportError(error, { source: 'lead-form', event: name });
  }
}
