import { freeFormNotes } from './lead';
import { entityNames } from './names';
import type { SubmitContext } from './types';

export const DEFAULT_USER_TYPE = 'homepage_client';

export interface ClassUser {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  type: string;
  message: string;
  cookies: { visitor_id: string; referer: string; landing_page: string; page: string };
}

/**
 * Spec §3 Class user, the body of `POST {api}/v1/learn-lab/users`. A one-word full name gives the
 * same word as last name (the lead fallback; only tutor applicants have none, §5).
 */
export function classUserPayload(ctx: SubmitContext): ClassUser {
  const v = ctx.values;
  return {
    ...entityNames(v, 'lead'),
    email: (v.email ?? '').trim(),
    phone: (v.phone_number ?? '').trim(),
    // Sent as typed: a password's spaces are the visitor's choice.
    password: v.password ?? '',
    type: ctx.userType?.trim() || DEFAULT_USER_TYPE,
    message: freeFormNotes(v),
    cookies: { visitor_id: ctx.visitorId, referer: ctx.referer, landing_page: ctx.landingPage, page: ctx.page },
  };
}
