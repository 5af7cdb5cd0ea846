import { ApiError } from '@vt-elements/core';
import type { ClassUser } from './account';
import { checkFailureMessage, hasErrorField, originalMessage } from './messages';
import { PATHS, call, field } from './request';
import { english } from '../texts';
import { LeadSubmitError, type SubmitContext, type SubmitResult } from './types';

/**
 * `GET {api}/v1/learn-lab/users/exists?email=…`: 2xx means the email is taken ('Email already
 * exists'); any other HTTP status means it is free. A network failure or time-out is an error.
 */
export async function checkEmail(ctx: SubmitContext, { email }: { email: string }): Promise<SubmitResult<'check_email'>> {
  let response;
  try {
    response = await call(ctx, `${PATHS.emailExists}?email=${encodeURIComponent(email)}`, { method: 'GET' });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http') return { response: error.body ?? null, fields: {} };
    // A 2xx that is not JSON still says the email exists.
    if (error instanceof ApiError && error.kind === 'parse') throw new LeadSubmitError({ key: 'emailExists' }, ctx.action);
    throw new LeadSubmitError({ key: 'somethingWentWrong' }, ctx.action, originalMessage(error), { cause: error });
  }
  throw new LeadSubmitError({ key: 'emailExists' }, ctx.action, `HTTP status ${response.status}`);
}

/** `POST {api}/v1/learn-lab/users` (mode cors, redirects followed); the response's userID becomes user_id. */
export async function newUser(ctx: SubmitContext, user: ClassUser): Promise<SubmitResult<'new_user'>> {
  let response;
  try {
    response = await call(ctx, PATHS.users, { method: 'POST', body: user, mode: 'cors', redirect: 'follow' });
  } catch (error) {
    const text = error instanceof ApiError ? checkFailureMessage(error) : { key: 'somethingWentWrong' as const };
    throw new LeadSubmitError(text, ctx.action, originalMessage(error), { cause: error });
  }
  if (hasErrorField(response.data)) {
    const text = checkFailureMessage({ ok: true, status: response.status, body: response.data });
    throw new LeadSubmitError(text, ctx.action, english(text));
  }
  const userId = field(response.data, 'userID');
  return { response: response.data, fields: userId ? { user_id: userId } : {} };
}
