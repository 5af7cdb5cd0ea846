import { callbackTime, consentValue, leadTracking } from './lead';
import { secureUuidFromPage } from './urls';
import type { SubmitContext } from './types';

/** One JSON Patch (RFC 6902) replace operation. */
export interface ReplaceOperation {
  op: 'replace';
  path: string;
  value: string | boolean | Record<string, string>;
}

/**
 * Extra lead fields an update may carry, form field name to lead path (spec §3 "plus extra lead
 * fields"; the spec does not list them, so these are the new-contact lead's own properties).
 */
export const UPDATE_EXTRA_FIELDS: Readonly<Record<string, string>> = Object.freeze({
  full_name: '/name/full_name',
  email: '/contact_details/email',
  zip_code: '/location/zip_code',
  country_code: '/location/country_code',
  primary_language: '/primary_language',
});

/**
 * Spec §3 Contact update: replace operations on contact_details/dialer_consent_accepted,
 * contact_details/phone, callback_time and send_calendar_invite, then the extra lead fields the
 * form filled in, and last `/tracking` (contract "Lead attribution": the tracking context with the
 * form's leadform). send_calendar_invite follows its own field, else whether a callback time is set.
 */
export function contactUpdateOperations(ctx: Pick<SubmitContext, 'values'> & Partial<Pick<SubmitContext, 'tracking' | 'formId'>>): ReplaceOperation[] {
  const v = ctx.values;
  const time = callbackTime(v);
  const operations: ReplaceOperation[] = [
    { op: 'replace', path: '/contact_details/dialer_consent_accepted', value: consentValue(v.dialer_consent_accepted) },
    { op: 'replace', path: '/contact_details/phone', value: (v.phone_number ?? '').trim() },
    { op: 'replace', path: '/callback_time', value: time },
    { op: 'replace', path: '/send_calendar_invite', value: v.send_calendar_invite !== undefined ? consentValue(v.send_calendar_invite) : time !== '' },
  ];
  for (const [name, path] of Object.entries(UPDATE_EXTRA_FIELDS)) {
    const value = v[name]?.trim();
    if (value) operations.push({ op: 'replace', path, value: name === 'country_code' ? value.toUpperCase() : value });
  }
  operations.push({ op: 'replace', path: '/tracking', value: leadTracking(ctx) });
  return operations;
}

export interface CallbackPayload {
  reason: string;
  number: string;
  time: string;
  /** Contract "Lead attribution". */
  tracking: Record<string, string>;
}

/** Spec §3 Callback payload, with `tracking` (contract "Lead attribution"). */
export function callbackPayload(ctx: Pick<SubmitContext, 'values'> & Partial<Pick<SubmitContext, 'tracking' | 'formId'>>): CallbackPayload {
  const v = ctx.values;
  return {
    reason: `Contact provided name: ${(v.full_name ?? '').trim()}`,
    number: (v.phone_number ?? '').trim(),
    time: callbackTime(v),
    tracking: leadTracking(ctx),
  };
}

/** Spec §6/§7: the callback uuid from the form (uuid field, data-uuid), else the page's secure-uuid. */
export function callbackUuid(ctx: Pick<SubmitContext, 'values' | 'uuid' | 'page'>): string | null {
  return ctx.values.uuid?.trim() || ctx.values['secure-uuid']?.trim() || ctx.uuid?.trim() || secureUuidFromPage(ctx.page);
}
