import { ApiError, reportError } from '@vt-elements/core';
import { sourcingPayload, type TutorSubmission } from './tutor';
import { checkFailureMessage, dataError, errorFieldText, hasErrorField, originalMessage, tutorFailureMessage } from './messages';
import { PATHS, call, field } from './request';
import { pageHostOf, safeInterviewUrl } from './urls';
import { english } from '../texts';
import { LeadSubmitError, type SubmitContext, type SubmitResult } from './types';

/**
 * check_tutor_details and check_tutor_phone: `POST {api}/vtwa/v3/tutor_applicants/validations`
 * with the check's payload. Spec §7/§8: a validation passes on 2xx without error/errors (204
 * empty included).
 */
export async function validateTutor(ctx: SubmitContext, body: unknown): Promise<SubmitResult<'check_tutor_details' | 'check_tutor_phone'>> {
  let response;
  try {
    response = await call(ctx, PATHS.tutorValidations, { method: 'POST', body });
  } catch (error) {
    throw new LeadSubmitError(
      error instanceof ApiError ? checkFailureMessage(error) : { key: 'somethingWentWrong' },
      ctx.action,
      originalMessage(error),
      { cause: error },
    );
  }
  if (hasErrorField(response.data)) {
    const text = checkFailureMessage({ ok: true, status: response.status, body: response.data });
    throw new LeadSubmitError(text, ctx.action, english(text));
  }
  return { response: response.data, fields: {} };
}

/**
 * `POST {api}/vtwa/v3/tutor_applicants`, then `POST {api}/supply/sourcing/v1/applicants` whose
 * failures are only reported. Its redirect is the interview_url when that is safe (spec §5);
 * without one the redirect step picks the target (its own, the element's, then the tutor
 * thank-you route: redirectAddress in core/submit/redirect.ts).
 */
export async function newTutor(ctx: SubmitContext, application: TutorSubmission): Promise<SubmitResult<'new_tutor'>> {
  let response;
  try {
    response = await call(ctx, PATHS.tutorApplicants, { method: 'POST', body: application });
  } catch (error) {
    const body = error instanceof ApiError ? error.body : undefined;
    throw new LeadSubmitError(tutorFailureMessage(body), ctx.action, originalMessage(error), { cause: error });
  }
  if (hasErrorField(response.data)) {
    throw new LeadSubmitError(tutorFailureMessage(response.data), ctx.action, english(dataError(errorFieldText(response.data))));
  }
  const data = response.data;
  try {
    await call(ctx, PATHS.sourcingApplicants, { method: 'POST', body: sourcingPayload(ctx, data, application) });
  } catch (error) {
    reportError(error, { source: 'lead-form', action: ctx.action, call: 'sourcing' });
  }
  const rawInterviewUrl = field(data, 'interview_url');
  const interviewUrl = safeInterviewUrl(rawInterviewUrl, pageHostOf(ctx.page));
  if (rawInterviewUrl && !interviewUrl) {
    reportError(new Error('Ignored an unsafe tutor interview_url'), { source: 'lead-form', action: ctx.action });
  }
  const fields: SubmitResult<'new_tutor'>['fields'] = {};
  const id = field(data, 'id');
  const uuid = field(data, 'uuid');
  if (id) fields.tutor_id = id;
  if (uuid) fields.tutor_uuid = uuid;
  return { response: data, fields, ...(interviewUrl ? { redirectUrl: interviewUrl } : {}) };
}
