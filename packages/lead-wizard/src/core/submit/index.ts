/**
 * Lead submissions (spec §3, §5, §6, §7, §8): the wizard element calls `submitAction` with the
 * form's values and the page context; this module builds the payload, runs the report-only checks,
 * makes the call, tracks the completion and failure events (core track(): the data layer and
 * every analytics destination) and maps every failure to the §8 text.
 */
import { reportError, track } from '@vt-elements/core';
import { newCallback, newContact, updateContact } from './contact-calls';
import { checkEmail, newUser } from './account-calls';
import { checkTutorDetails, checkTutorPhone, newTutor } from './tutor-calls';
import { newContactLead } from './lead';
import { classUserPayload } from './account';
import { tutorDetailsValidation, tutorPhoneValidation, tutorSubmission } from './tutor';
import { contactUpdateOperations, callbackPayload, callbackUuid } from './update';
import { submissionChecks } from './checks';
import { MESSAGES, originalMessage } from './messages';
import { LeadSubmitError, type LeadAction, type SubmitContext, type SubmitResult } from './types';

export { LEAD_ACTIONS, LeadSubmitError, isLeadAction, type LeadAction, type SubmitContext, type SubmitResult } from './types';
export { thankYouUrl, safeInterviewUrl, tutorThankYouRoute, secureUuidFromPage, THANK_YOU_ROUTES, REDIRECT_PARAMS } from './urls';
export { MESSAGES } from './messages';
export { submissionChecks, type CheckMiss } from './checks';
export { splitName } from './names';

/** Data-layer event names (spec §7: a lead form completion event after each call; §8 failure event). */
export const LEAD_FORM_COMPLETE_EVENT = 'lead_form_complete';
export const LEAD_FORM_FAILURE_EVENT = 'lead_form_failure';

const CALLS: Record<LeadAction, (ctx: SubmitContext) => Promise<SubmitResult>> = {
  check_email: checkEmail,
  check_tutor_details: checkTutorDetails,
  check_tutor_phone: checkTutorPhone,
  new_contact: newContact,
  new_tutor: newTutor,
  new_user: newUser,
  update_contact: updateContact,
  new_callback: newCallback,
};

/** The body the action sends (the `vt-lead-submit` event's payload). */
export function buildPayload(ctx: SubmitContext): unknown {
  switch (ctx.action) {
    case 'check_email':
      return { email: (ctx.values.email ?? '').trim() };
    case 'check_tutor_details':
      return tutorDetailsValidation(ctx);
    case 'check_tutor_phone':
      return tutorPhoneValidation(ctx);
    case 'new_contact':
      return newContactLead(ctx);
    case 'new_tutor':
      return tutorSubmission(ctx);
    case 'new_user':
      return classUserPayload(ctx);
    case 'update_contact':
      return contactUpdateOperations(ctx);
    case 'new_callback':
      return callbackPayload(ctx);
  }
}

/**
 * Actions whose call creates or changes a record, so an identical resend (Back, then Next) would
 * duplicate it. Checks are not listed: asking again is harmless and the answer may have changed.
 */
export const SKIP_IDENTICAL_ACTIONS: readonly LeadAction[] = ['new_contact', 'new_tutor', 'new_user', 'update_contact', 'new_callback'];

/**
 * What identifies one submission: the action, its body and the form values in its address (callback
 * uuid, correlation id). `ignore` lists fields a previous success wrote (e.g. user_id), which would
 * otherwise leak into free-form notes; the page's hash is dropped (history mode changes it).
 */
export function submissionKey(ctx: SubmitContext, ignore: readonly string[] = []): string {
  const values = Object.fromEntries(Object.entries(ctx.values).filter(([name]) => !ignore.includes(name)));
  const c: SubmitContext = { ...ctx, values, page: ctx.page.split('#')[0] ?? ctx.page };
  return JSON.stringify([c.action, buildPayload(c), c.action === 'new_callback' ? callbackUuid(c) : null, values.correlation_id ?? null]);
}

/**
 * Runs the action's call. Resolves with the response, the hidden fields to set and an optional
 * redirect; rejects with a LeadSubmitError whose message is the §8 text to show. Report-only
 * checks (§5) never block. Every failure is reported (source 'lead-form') and recorded in the
 * data layer; every success pushes the completion event.
 */
export async function submitAction(ctx: SubmitContext): Promise<SubmitResult> {
  const run = CALLS[ctx.action] as ((c: SubmitContext) => Promise<SubmitResult>) | undefined;
  if (!run) {
    const error = new LeadSubmitError(MESSAGES.somethingWentWrong, ctx.action, `Unknown lead form action: ${String(ctx.action)}`);
    fail(ctx, error);
    throw error;
  }
  for (const miss of submissionChecks(ctx)) {
    reportError(new Error(miss.message), { source: 'lead-form', action: ctx.action, formId: ctx.formId, field: miss.field, check: miss.kind });
  }
  let result: SubmitResult;
  try {
    result = await run(ctx);
  } catch (cause) {
    // The visitor went back and the wizard cancelled the call: nothing failed, nothing to report.
    if (ctx.signal?.aborted) throw cause;
    const error =
      cause instanceof LeadSubmitError
        ? cause
        : new LeadSubmitError(MESSAGES.somethingWentWrong, ctx.action, originalMessage(cause), { cause });
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
