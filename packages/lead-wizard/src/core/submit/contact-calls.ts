import { reportError } from '@vt-elements/core';
import { newContactLead } from './lead';
import { contactUpdateOperations, callbackPayload, callbackUuid } from './update';
import { MESSAGES, hasErrorField, errorFieldText, originalMessage } from './messages';
import { PATHS, call, field } from './request';
import { LeadSubmitError, type SubmitContext, type SubmitResult } from './types';

/** Spec §8: contact submit/update failures show one text and keep the original message. */
function serverError(ctx: SubmitContext, error: unknown): LeadSubmitError {
  return new LeadSubmitError(MESSAGES.serverError, ctx.action, originalMessage(error), { cause: error });
}

/** A 2xx body with an error field is a failure too (spec §8). */
function failIfErrorBody(ctx: SubmitContext, body: unknown): void {
  if (hasErrorField(body)) {
    const detail = MESSAGES.dataError(errorFieldText(body));
    throw new LeadSubmitError(MESSAGES.serverError, ctx.action, detail);
  }
}

/** `POST {api}/v1/contact/requests`; the response's correlationId becomes the correlation_id field. */
export async function newContact(ctx: SubmitContext): Promise<SubmitResult> {
  let response;
  try {
    response = await call(ctx, PATHS.contactRequests, { method: 'POST', body: newContactLead(ctx) });
  } catch (error) {
    throw serverError(ctx, error);
  }
  failIfErrorBody(ctx, response.data);
  const correlationId = field(response.data, 'correlationId');
  if (!correlationId) reportError(new Error('new_contact response has no correlationId'), { source: 'lead-form', action: ctx.action });
  return { response: response.data, fields: correlationId ? { correlation_id: correlationId } : {} };
}

/** `PATCH {api}/v1/contact/requests?correlationId=…` with replace operations (spec §3 Contact update). */
export async function updateContact(ctx: SubmitContext): Promise<SubmitResult> {
  const correlationId = ctx.values.correlation_id?.trim();
  if (!correlationId) throw new LeadSubmitError(MESSAGES.correlationIdRequired, ctx.action);
  if (!ctx.values.phone_number?.trim()) throw new LeadSubmitError(MESSAGES.phoneRequired, ctx.action);
  let response;
  try {
    response = await call(ctx, `${PATHS.contactRequests}?correlationId=${encodeURIComponent(correlationId)}`, {
      method: 'PATCH',
      body: contactUpdateOperations(ctx),
    });
  } catch (error) {
    throw serverError(ctx, error);
  }
  failIfErrorBody(ctx, response.data);
  return { response: response.data, fields: { correlation_id: correlationId } };
}

/** `POST {api}/v1/todos/me/callback/{uuid}`; the uuid comes from the form or the page's secure-uuid. */
export async function newCallback(ctx: SubmitContext): Promise<SubmitResult> {
  const uuid = callbackUuid(ctx);
  if (!uuid) throw new LeadSubmitError(MESSAGES.somethingWentWrong, ctx.action, MESSAGES.uuidRequired);
  let response;
  try {
    response = await call(ctx, PATHS.callback(uuid), { method: 'POST', body: callbackPayload(ctx) });
  } catch (error) {
    throw serverError(ctx, error);
  }
  failIfErrorBody(ctx, response.data);
  return { response: response.data, fields: {} };
}
