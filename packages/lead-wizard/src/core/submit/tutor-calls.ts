import { ApiError, reportError } from '@vt-elements/core';
import { tutorDetailsValidation, tutorPhoneValidation, tutorSubmission, sourcingPayload } from './tutor';
import { checkFailureMessage, errorFieldText, hasErrorField, originalMessage, tutorFailureMessage, MESSAGES } from './messages';
import { PATHS, call, field } from './request';
import { pageHostOf, safeInterviewUrl } from './urls';
import { LeadSubmitError, type SubmitContext, type SubmitResult } from './types';

/** Spec §7/§8: a validation passes on 2xx without error/errors (204 empty included). */
async function validate(ctx: SubmitContext, body: unknown): Promise<SubmitResult> {
  let response;
  try {
    response = await call(ctx, PATHS.tutorValidations, { method: 'POST', body });
  } catch (error) {
    throw new LeadSubmitError(
      error instanceof ApiError ? checkFailureMessage(error) : MESSAGES.somethingWentWrong,
      ctx.action,
      originalMessage(error),
      { cause: error },
    );
  }
  if (hasErrorField(response.data)) {
    const message = checkFailureMessage({ ok: true, status: response.status, body: response.data });
    throw new LeadSubmitError(message, ctx.action, message);
  }
  return { response: response.data, fields: {} };
}

export function checkTutorDetails(ctx: SubmitContext): Promise<SubmitResult> {
  return validate(ctx, tutorDetailsValidation(ctx));
}

export function checkTutorPhone(ctx: SubmitContext): Promise<SubmitResult> {
  return validate(ctx, tutorPhoneValidation(ctx));
}

/**
 * `POST {api}/vtwa/v3/tutor_applicants`, then `POST {api}/supply/sourcing/v1/applicants` whose
 * failures are only reported. Its redirect is the interview_url when that is safe (spec §5);
 * without one the redirect step picks the target (its own, the element's, then the tutor
 * thank-you route: redirectAddress in dom/submit-step.ts).
 */
export async function newTutor(ctx: SubmitContext): Promise<SubmitResult> {
  let response;
  try {
    response = await call(ctx, PATHS.tutorApplicants, { method: 'POST', body: tutorSubmission(ctx) });
  } catch (error) {
    const body = error instanceof ApiError ? error.body : undefined;
    throw new LeadSubmitError(tutorFailureMessage(body), ctx.action, originalMessage(error), { cause: error });
  }
  if (hasErrorField(response.data)) {
    throw new LeadSubmitError(tutorFailureMessage(response.data), ctx.action, MESSAGES.dataError(errorFieldText(response.data)));
  }
  const data = response.data;
  try {
    await call(ctx, PATHS.sourcingApplicants, { method: 'POST', body: sourcingPayload(ctx, data) });
  } catch (error) {
    reportError(error, { source: 'lead-form', action: ctx.action, call: 'sourcing' });
  }
  const rawInterviewUrl = field(data, 'interview_url');
  const interviewUrl = safeInterviewUrl(rawInterviewUrl, pageHostOf(ctx.page));
  if (rawInterviewUrl && !interviewUrl) {
    reportError(new Error('Ignored an unsafe tutor interview_url'), { source: 'lead-form', action: ctx.action });
  }
  const fields: Record<string, string> = {};
  const id = field(data, 'id');
  const uuid = field(data, 'uuid');
  if (id) fields.tutor_id = id;
  if (uuid) fields.tutor_uuid = uuid;
  return { response: data, fields, ...(interviewUrl ? { redirectUrl: interviewUrl } : {}) };
}
