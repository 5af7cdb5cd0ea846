import { NOTES_EXCLUDED_FIELDS, listValue } from './lead';
import { entityNames } from './names';
import { EDUCATION_FLAG_IDS, SUBJECT_IDS, mapLabels } from './subjects';
import type { SubmitContext } from './types';

/** Form fields holding education and certification labels (mapped to flag_ids, spec §3). */
export const FLAG_FIELDS = ['education', 'certifications'] as const;

/** Fields with their own property in the tutor payloads, so not repeated in tutor_summary_note. */
const OWN_PROPERTY_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'full_name',
  'phone_number',
  'country_code',
  'formVersion',
  'form_version',
  'tutor_summary_note',
  ...FLAG_FIELDS,
];

/**
 * Spec §3: tutor_summary_note is the form's other answers as 'key: value' pairs joined by ' | '.
 * A form may instead fill a tutor_summary_note field itself, which then wins.
 */
export function tutorSummaryNote(values: Record<string, string>): string {
  const own = values.tutor_summary_note?.trim();
  if (own) return own;
  return Object.entries(values)
    .filter(([key, value]) => !NOTES_EXCLUDED_FIELDS.includes(key) && !OWN_PROPERTY_FIELDS.includes(key) && value.trim() !== '')
    .map(([key, value]) => `${key}: ${value.trim()}`)
    .join(' | ');
}

function countryCode(values: Record<string, string>): string {
  return values.country_code?.trim().toUpperCase() || 'US';
}

export interface TutorApplicantValidation {
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  zip_code: string;
  country_code: string;
  tutor_summary_note: string;
  landing_page: string;
  referer: string;
  visitor_id: string;
}

/** Spec §3 Tutor applicant (validation), the whole entity. */
export function tutorApplicantValidation(ctx: SubmitContext): TutorApplicantValidation {
  const v = ctx.values;
  return {
    email: (v.email ?? '').trim(),
    ...entityNames(v, 'tutor'),
    phone_number: (v.phone_number ?? '').trim(),
    zip_code: (v.zip_code ?? '').trim(),
    country_code: countryCode(v),
    tutor_summary_note: tutorSummaryNote(v),
    landing_page: ctx.landingPage,
    referer: ctx.referer,
    visitor_id: ctx.visitorId,
  };
}

/** Spec §7 check_tutor_details body: email, first_name, last_name, zip_code. */
export function tutorDetailsValidation(ctx: SubmitContext): Pick<TutorApplicantValidation, 'email' | 'first_name' | 'last_name' | 'zip_code'> {
  const { email, first_name, last_name, zip_code } = tutorApplicantValidation(ctx);
  return { email, first_name, last_name, zip_code };
}

/** Spec §7 check_tutor_phone body: only phone_number. */
export function tutorPhoneValidation(ctx: SubmitContext): { phone_number: string } {
  return { phone_number: (ctx.values.phone_number ?? '').trim() };
}

/** UTM fields from the tracking context; the site's own vt* parameters stand in for missing ones. */
export function utmFields(tracking: Record<string, string>): { utm_source: string; utm_medium: string; utm_term: string; utm_campaign: string } {
  return {
    utm_source: tracking.utm_source || tracking.vtsource || '',
    utm_medium: tracking.utm_medium || tracking.vtmedium || '',
    utm_term: tracking.utm_term || tracking.vtplacement || '',
    utm_campaign: tracking.utm_campaign || tracking.vtcampaign || '',
  };
}

export function tutorSubjectIds(values: Record<string, string>): ReturnType<typeof mapLabels> {
  return mapLabels(listValue(values.subjects), SUBJECT_IDS);
}

export function tutorFlagIds(values: Record<string, string>): ReturnType<typeof mapLabels> {
  return mapLabels(FLAG_FIELDS.flatMap((name) => listValue(values[name])), EDUCATION_FLAG_IDS);
}

/** The form version sent with an application: the form's own field, else its leadform id. */
export function tutorFormVersion(ctx: SubmitContext): string {
  return ctx.values.formVersion?.trim() || ctx.values.form_version?.trim() || ctx.formId;
}

export interface TutorSubmission extends ReturnType<typeof utmFields> {
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  tutor_summary_note: string;
  country_code: string;
  zip_code: string;
  landing_page: string;
  subjects: number[];
  flag_ids: number[];
  formVersion: string;
}

/** Spec §3 Tutor applicant (submission) plus formVersion (§7); names never fall back (§5). */
export function tutorSubmission(ctx: SubmitContext): TutorSubmission {
  const v = ctx.values;
  return {
    email: (v.email ?? '').trim(),
    ...entityNames(v, 'tutor'),
    phone_number: (v.phone_number ?? '').trim(),
    tutor_summary_note: tutorSummaryNote(v),
    country_code: countryCode(v),
    zip_code: (v.zip_code ?? '').trim(),
    landing_page: ctx.landingPage,
    ...utmFields(ctx.tracking),
    subjects: tutorSubjectIds(v).ids,
    flag_ids: tutorFlagIds(v).ids,
    formVersion: tutorFormVersion(ctx),
  };
}

/**
 * Spec §3: the sourcing payload, sent after a successful application: the raw form fields, an
 * extra block with the page context and the mapped payload (the application sent), and the
 * application's response.
 */
export function sourcingPayload(ctx: SubmitContext, response: unknown, application: TutorSubmission = tutorSubmission(ctx)): Record<string, unknown> {
  const body = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
  const raw = Object.fromEntries(Object.entries(ctx.values).filter(([key]) => key !== 'password'));
  return {
    ...raw,
    extra: {
      form_id: ctx.formId,
      page: ctx.page,
      landing_page: ctx.landingPage,
      referer: ctx.referer,
      visitor_id: ctx.visitorId,
      time_zone: ctx.timeZone,
      application,
    },
    interview_url: body.interview_url ?? null,
    vtwa_id: body.id ?? null,
    vtwa_uuid: body.uuid ?? null,
    vtwa_resp: response ?? null,
  };
}
