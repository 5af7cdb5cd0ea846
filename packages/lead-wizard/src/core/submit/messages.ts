import { ApiError, isRecord } from '@vt-elements/core';
import type { ErrorText } from '../texts';

/** Spec §8 'Success response, but data indicated an error: {detail}' (a 2xx body with an error field). */
export function dataError(detail: string): ErrorText {
  return { key: 'dataError', params: { detail } };
}

/** The detail kept with a callback that has no uuid (reports and the data layer only). */
export const UUID_REQUIRED = 'secure-uuid value is required for a callback';

function withoutPeriod(text: string): string {
  return text.trim().replace(/\.+$/, '');
}


function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(text).find(Boolean) ?? '';
  if (isRecord(value)) return text(value.message ?? value.reason ?? value.detail ?? value.title ?? '');
  return '';
}

/** True when a response body carries `error` or `errors` (spec §7 tutor validations). */
export function hasErrorField(body: unknown): boolean {
  if (!isRecord(body)) return false;
  const { error, errors } = body;
  const present = (v: unknown) => v !== undefined && v !== null && v !== false && !(Array.isArray(v) && v.length === 0) && v !== '';
  return present(error) || present(errors);
}

const CAUSE_KEYS = ['root_causes', 'root_cause', 'rootCauses', 'rootCause'] as const;

/**
 * The first root cause of a failure body, or '' when it has none. Accepts `root_causes` (or
 * `root_cause`, `rootCauses`) lists of strings or `{message|reason|detail}` objects, at the top
 * level, under `error`, or inside the first `errors` entry that has one.
 */
export function firstRootCause(body: unknown, depth = 0): string {
  if (depth > 4) return '';
  if (Array.isArray(body)) {
    for (const item of body) {
      const cause = firstRootCause(item, depth + 1);
      if (cause) return cause;
    }
    return '';
  }
  if (!isRecord(body)) return '';
  for (const key of CAUSE_KEYS) {
    const causes = body[key];
    if (causes !== undefined) {
      const cause = text(causes);
      if (cause) return cause;
    }
  }
  return firstRootCause(body.error, depth + 1) || firstRootCause(body.errors, depth + 1);
}

/** The readable text of a body's `error`/`errors` field. */
export function errorFieldText(body: unknown): string {
  if (!isRecord(body)) return '';
  return text(body.error) || text(body.errors) || JSON.stringify(body.error ?? body.errors);
}

/**
 * Spec §8 for the checks (tutor validations, account creation, callbacks): root causes give
 * 'Validation failed: {cause}.'; an error without a cause 'Sorry, something went wrong'; a 2xx
 * body with an error 'Success response, but data indicated an error: …'; any other HTTP failure
 * 'HTTP status N'; a network failure or a time-out 'Sorry, something went wrong'.
 */
export function checkFailureMessage(failure: { status?: number; ok: boolean; body: unknown } | ApiError): ErrorText {
  const f = failure instanceof ApiError ? { status: failure.status, ok: false, body: failure.body, kind: failure.kind } : { ...failure, kind: 'http' };
  const cause = firstRootCause(f.body);
  if (cause) return { key: 'validationFailed', params: { cause: withoutPeriod(cause) } };
  if (f.ok) return dataError(errorFieldText(f.body));
  if (hasErrorField(f.body)) return { key: 'somethingWentWrong' };
  if (f.kind === 'http' && f.status !== undefined) return { key: 'httpStatus', params: { status: f.status } };
  return { key: 'somethingWentWrong' };
}

/**
 * Spec §8 tutor application: 'Could not submit form.' plus the first root cause and a period;
 * exactly 'Could not submit form.' without a root cause (a bare error field is not a cause).
 */
export function tutorFailureMessage(body: unknown): ErrorText {
  const cause = firstRootCause(body);
  return cause ? { key: 'couldNotSubmitCause', params: { cause: withoutPeriod(cause) } } : { key: 'couldNotSubmit' };
}

/** The original failure's own text, kept beside the shown message. */
export function originalMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const detail = firstRootCause(error.body) || (hasErrorField(error.body) ? errorFieldText(error.body) : '');
    return detail ? `${error.message}: ${detail}` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
