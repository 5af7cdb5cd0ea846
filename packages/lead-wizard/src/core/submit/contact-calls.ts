import { reportError } from '@vt-elements/core';
import type { NewContactLead } from './lead';
import { callbackUuid, type CallbackPayload, type ReplaceOperation } from './update';
import { UUID_REQUIRED, dataError, hasErrorField, errorFieldText, originalMessage } from './messages';
import { PATHS, call, field } from './request';
import { english } from '../texts';
import { LeadSubmitError, type SubmitContext, type SubmitResult } from './types';

/** Spec §8: contact submit/update failures show one text and keep the original message. */
function serverError(ctx: SubmitContext, error: unknown): LeadSubmitError {
  return new LeadSubmitError({ key: 'serverError' }, ctx.action, originalMessage(error), { cause: error });
}

/** A 2xx body with an error field is a failure too (spec §8). */
function failIfErrorBody(ctx: SubmitContext, body: unknown): void {
  if (hasErrorField(body)) throw new LeadSubmitError({ key: 'serverError' }, ctx.action, english(dataError(errorFieldText(body))));
}

/** `POST {api}/v1/contact/requests`; the response's correlationId becomes the correlation_id field. */
export async function newContact(ctx: SubmitContext, lead: NewContactLead): Promise<SubmitResult<'new_contact'>> {
  let response;
  try {
    response = await call(ctx, PATHS.contactRequests, { method: 'POST', body: lead });
  } catch (error) {
    throw serverError(ctx, error);
  }
  failIfErrorBody(ctx, response.data);
  const correlationId = field(response.data, 'correlationId');
  if (!correlationId) reportError(new Error('new_contact response has no correlationId'), { source: 'lead-form', action: ctx.action });
  return { response: response.data, fields: correlationId ? { correlation_id: correlationId } : {} };
}

/** `PATCH {api}/v1/contact/requests?correlationId=…` with replace operations (spec §3 Contact update). */
export async function updateContact(ctx: SubmitContext, operations: ReplaceOperation[]): Promise<SubmitResult<'update_contact'>> {
  const correlationId = ctx.values.correlation_id?.trim();
  if (!correlationId) throw new LeadSubmitError({ key: 'correlationIdRequired' }, ctx.action);
  if (!ctx.values.phone_number?.trim()) throw new LeadSubmitError({ key: 'phoneRequired' }, ctx.action);
  let response;
  try {
    response = await call(ctx, `${PATHS.contactRequests}?correlationId=${encodeURIComponent(correlationId)}`, {
      method: 'PATCH',
      body: operations,
    });
  } catch (error) {
    throw serverError(ctx, error);
  }
  failIfErrorBody(ctx, response.data);
  return { response: response.data, fields: { correlation_id: correlationId } };
}

/** `POST {api}/v1/todos/me/callback/{uuid}`; the uuid comes from the form or the page's secure-uuid. */
export async function newCallback(ctx: SubmitContext, callback: CallbackPayload): Promise<SubmitResult<'new_callback'>> {
  const uuid = callbackUuid(ctx);
  if (!uuid) throw new LeadSubmitError({ key: 'somethingWentWrong' }, ctx.action, UUID_REQUIRED);
  let response;
  try {
    response = await call(ctx, PATHS.callback(uuid), { method: 'POST', body: callback });
  } catch (error) {
    throw serverError(ctx, error);
  }
  failIfErrorBody(ctx, response.data);
  return { response: response.data, fields: {} };
}
