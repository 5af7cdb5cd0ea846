import type { SubmitContext } from './types';

/** Spec §3 Lead form fields: never copied into the free-form notes (`message`). */
export const NOTES_EXCLUDED_FIELDS: readonly string[] = Object.freeze([
  'callback_time',
  'correlation_id',
  'dialer_consent_accepted',
  'leadform',
  'subjects',
  'tutoring-type',
  'vtcampaign',
  'vtmedium',
  'vtplacement',
  'vtsource',
  'zip_code',
  'spells',
  'abtest',
  // Not in the spec's list, but a password must never travel in notes (class accounts).
  'password',
]);

/**
 * The free-form notes: every other non-empty field as `key: value`, one a line, in form order.
 * The spec lists only the exclusions, so the fields that also have their own payload property
 * (full_name, email, phone_number) are kept in the notes too.
 */
export function freeFormNotes(values: Record<string, string>, excluded: readonly string[] = NOTES_EXCLUDED_FIELDS): string {
  return Object.entries(values)
    .filter(([key, value]) => !excluded.includes(key) && value.trim() !== '')
    .map(([key, value]) => `${key}: ${value.trim()}`)
    .join('\n');
}

/** Comma-joined checkbox values (spec §5 Field value) as a list. */
export function listValue(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A checkbox counts as accepted when it was checked with any value but an explicit false. */
export function consentValue(value: string | undefined): boolean {
  const v = (value ?? '').trim().toLowerCase();
  return v !== '' && v !== 'false' && v !== '0' && v !== 'no' && v !== 'off';
}

/** The scheduled-callback widget's chosen time: its value is the full timeslot string (§3). */
export function callbackTime(values: Record<string, string>): string {
  return values.callback_time?.trim() || values.time_to_call?.trim() || '';
}

export interface NewContactLead {
  name: { full_name: string };
  contact_details: { email: string; phone: string; dialer_consent_accepted: boolean };
  location: { country_code: string; zip_code: string };
  tutoring_preferences: { types: string[]; subjects: string[] };
  page: string;
  message: string;
  referer: string;
  referred_by_url: string;
  landing_page: string;
  visitor_id: string;
  callback_time: string;
  primary_language: string;
  ab_test_name?: string;
  ab_test_variant?: string;
  /** Contract "Lead attribution": the tracking context with the form's leadform. */
  tracking: Record<string, string>;
}

/**
 * Contract "Lead attribution": what a lead payload carries as `tracking`: the tracking context of
 * spec §3 (URL tracking parameters such as vtsource/vtcampaign, the page tracking object,
 * param_string, path, network, campaign_id, visitor_id, referer), with `leadform` set from the
 * form's hidden `leadform` input (a URL `leadform` is kept only when the form has none).
 */
export function leadTracking(ctx: Partial<Pick<SubmitContext, 'tracking' | 'formId'>>): Record<string, string> {
  const tracking = { ...(ctx.tracking ?? {}) };
  if (ctx.formId) tracking.leadform = ctx.formId;
  return tracking;
}

/** The A/B test the page runs (tracking `experiment`/`variant`, or `experimentId`/`variantId`). */
export function abTest(tracking: Record<string, string>): { ab_test_name: string; ab_test_variant: string } | null {
  const name = (tracking.experiment ?? tracking.experimentId ?? '').trim();
  const variant = (tracking.variant ?? tracking.variantId ?? '').trim();
  return name && variant ? { ab_test_name: name, ab_test_variant: variant } : null;
}

/** Spec §3 New-contact lead payload, the body of `POST {api host}/v1/contact/requests`. */
export function newContactLead(ctx: SubmitContext): NewContactLead {
  const v = ctx.values;
  const lead: NewContactLead = {
    name: { full_name: (v.full_name ?? '').trim() },
    contact_details: {
      email: (v.email ?? '').trim(),
      phone: (v.phone_number ?? '').trim(),
      dialer_consent_accepted: consentValue(v.dialer_consent_accepted),
    },
    location: { country_code: v.country_code?.trim().toUpperCase() || 'US', zip_code: (v.zip_code ?? '').trim() },
    tutoring_preferences: { types: listValue(v['tutoring-type']), subjects: listValue(v.subjects) },
    page: ctx.page,
    message: freeFormNotes(v),
    referer: ctx.referer,
    // The page that sent the visitor: the tracking context's own referrer when it has one.
    referred_by_url: ctx.tracking.referred_by_url || ctx.tracking.referer || ctx.referer,
    landing_page: ctx.landingPage,
    visitor_id: ctx.visitorId,
    callback_time: callbackTime(v),
    primary_language: v.primary_language?.trim() || ctx.tracking.primary_language || '',
    tracking: leadTracking(ctx),
  };
  const test = abTest(ctx.tracking);
  if (test) Object.assign(lead, test);
  return lead;
}

export interface Contact {
  full_name: string;
  phone: string;
  country_code: string;
  zip_code: string;
  message: string;
  referer: string;
  landing_page: string;
  page: string;
  visitor_id: string;
  tracking: Record<string, string>;
}

/** Spec §3 Contact, with `tracking` (contract "Lead attribution"). */
export function contactPayload(ctx: SubmitContext): Contact {
  const v = ctx.values;
  return {
    full_name: (v.full_name ?? '').trim(),
    phone: (v.phone_number ?? '').trim(),
    country_code: v.country_code?.trim().toUpperCase() || 'US',
    zip_code: (v.zip_code ?? '').trim(),
    message: freeFormNotes(v),
    referer: ctx.referer,
    landing_page: ctx.landingPage,
    page: ctx.page,
    visitor_id: ctx.visitorId,
    tracking: leadTracking(ctx),
  };
}
