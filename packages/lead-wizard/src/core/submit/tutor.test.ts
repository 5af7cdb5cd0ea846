import { describe, expect, it } from 'vitest';
import { sourcingPayload, tutorApplicantValidation, tutorDetailsValidation, tutorPhoneValidation, tutorSubmission, tutorSummaryNote, utmFields } from './tutor';
import { EDUCATION_FLAG_IDS, SUBJECT_IDS, mapLabels } from './subjects';
import { testContext } from '../../../../../tests/support/lead-submit-context';

const values = {
  leadform: 'tutor-apply',
  full_name: 'Grace Brewster Hopper',
  email: 'grace@example.com',
  phone_number: '2025550100',
  zip_code: '20500',
  subjects: 'SAT,Underwater Basket Weaving,GMAT,sat',
  education: "Master's",
  certifications: 'CELTA, Math, Astrology',
  years_experience: '5',
  availability: 'Evenings',
};

describe('§3 lookup tables', () => {
  it('pins the education and certification ids', () => {
    expect(EDUCATION_FLAG_IDS).toEqual({
      "associate's": 9001, "bachelor's": 9002, "master's": 9003, doctorate: 9004, 'current student or some college': 9000,
      CELTA: 116, 'Computer Science': 109, English: 108, 'ESL/ELL': 110, Gifted: 111, Math: 106, Science: 107,
      'Special Education': 105, 'Structured Literacy Practice': 112, Other: 114,
    });
  });
  it('pins the subject ids the spec gives', () => {
    expect(SUBJECT_IDS).toMatchObject({ SAT: 50, ACT: 40, GRE: 43, GMAT: 42, LSAT: 47, MCAT: 49 });
  });
  it('maps case- and apostrophe-insensitively, drops unknown labels and duplicates', () => {
    expect(mapLabels(['Bachelor’s', 'DOCTORATE', 'Basket', '9004', '12345'], EDUCATION_FLAG_IDS)).toEqual({ ids: [9002, 9004], unknown: ['Basket', '12345'] });
  });
});

describe('§3 Tutor applicant (validation)', () => {
  it('pins the whole entity', () => {
    expect(tutorApplicantValidation(testContext({ action: 'check_tutor_details', values }))).toEqual({
      email: 'grace@example.com',
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
      phone_number: '2025550100',
      zip_code: '20500',
      country_code: 'US',
      tutor_summary_note: 'years_experience: 5 | availability: Evenings',
      landing_page: 'https://www.example.com/landing?vtsource=google',
      referer: 'https://search.example.org/',
      visitor_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
  });
  it('§7 details check sends email, first_name, last_name, zip_code; the phone check only phone_number', () => {
    const ctx = testContext({ values });
    expect(tutorDetailsValidation(ctx)).toEqual({ email: 'grace@example.com', first_name: 'Grace', last_name: 'Brewster Hopper', zip_code: '20500' });
    expect(tutorPhoneValidation(ctx)).toEqual({ phone_number: '2025550100' });
  });
  it('§5 has no last-name fallback for tutor applicants', () => {
    expect(tutorDetailsValidation(testContext({ values: { full_name: 'Grace' } }))).toMatchObject({ first_name: 'Grace', last_name: '' });
  });
  it('a tutor_summary_note field of the form wins over the built note', () => {
    expect(tutorSummaryNote({ tutor_summary_note: 'I love maths', availability: 'Evenings' })).toBe('I love maths');
  });
});

describe('§3 Tutor applicant (submission)', () => {
  const tracking = { vtsource: 'google', vtmedium: 'cpc', utm_campaign: 'fall', vtcampaign: 'ignored', vtplacement: 'top' };
  it('pins every field, maps subjects and flag ids, adds formVersion', () => {
    expect(tutorSubmission(testContext({ action: 'new_tutor', values, tracking, formId: 'tutor-apply' }))).toEqual({
      email: 'grace@example.com',
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
      phone_number: '2025550100',
      tutor_summary_note: 'years_experience: 5 | availability: Evenings',
      country_code: 'US',
      zip_code: '20500',
      landing_page: 'https://www.example.com/landing?vtsource=google',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_term: 'top',
      utm_campaign: 'fall',
      subjects: [50, 42],
      flag_ids: [9003, 116, 106],
      formVersion: 'tutor-apply',
    });
  });
  it('prefers utm_* over vt* and the form formVersion over the form id', () => {
    expect(utmFields({ utm_source: 'bing', vtsource: 'google', utm_term: 't' })).toEqual({ utm_source: 'bing', utm_medium: '', utm_term: 't', utm_campaign: '' });
    expect(tutorSubmission(testContext({ values: { formVersion: 'v7' } })).formVersion).toBe('v7');
  });
  it('§3 sourcing payload: raw fields, extra block, interview_url, vtwa_id, vtwa_uuid, vtwa_resp', () => {
    const response = { id: 4242, uuid: 'u-1', interview_url: 'https://www.example.com/i' };
    const payload = sourcingPayload(testContext({ values: { ...values, password: 'secret' } }), response);
    expect(payload).toMatchObject({ ...values, interview_url: 'https://www.example.com/i', vtwa_id: 4242, vtwa_uuid: 'u-1', vtwa_resp: response });
    expect(payload).not.toHaveProperty('password');
    expect(payload.extra).toMatchObject({ form_id: 'home-hero', visitor_id: '0f8fad5b-d9cb-469f-a165-70867728950e', time_zone: 'America/New_York' });
    expect(sourcingPayload(testContext(), null)).toMatchObject({ interview_url: null, vtwa_id: null, vtwa_uuid: null, vtwa_resp: null });
  });
});
describe('§3 Tutor applicant: the fields read as the spec says (issue 51)', () => {
  it("tutor_summary_note: the other answers as 'key: value' joined by ' | ', trimmed, without the fields sent on their own", () => {
    const all = {
      email: 'g@b.co',
      first_name: 'Grace',
      last_name: 'Hopper',
      full_name: 'Grace Hopper',
      phone_number: '2025550100',
      country_code: 'US',
      formVersion: 'v1',
      form_version: 'v1',
      education: "Master's",
      certifications: 'CELTA',
      leadform: 'tutor-apply',
      zip_code: '20500',
      subjects: 'SAT',
      years: ' 5 ',
      blank: '  ',
      availability: 'Evenings',
    };
    expect(tutorSummaryNote(all)).toBe('years: 5 | availability: Evenings');
    expect(tutorSummaryNote({ tutor_summary_note: '  ', years: '5' })).toBe('years: 5');
    expect(tutorSummaryNote({ tutor_summary_note: ' Loves maths ' })).toBe('Loves maths');
  });

  it('values are trimmed; country_code upper-cased, US by default', () => {
    const ctx = testContext({ values: { email: ' g@b.co ', phone_number: ' 2025550100 ', zip_code: ' K1A 0B1 ', country_code: ' ca ' } });
    expect(tutorApplicantValidation(ctx)).toMatchObject({
      email: 'g@b.co',
      phone_number: '2025550100',
      zip_code: 'K1A 0B1',
      country_code: 'CA',
    });
    expect(tutorSubmission(ctx)).toMatchObject({ email: 'g@b.co', phone_number: '2025550100', zip_code: 'K1A 0B1', country_code: 'CA' });
    expect(tutorPhoneValidation(ctx)).toEqual({ phone_number: '2025550100' });
    expect(tutorDetailsValidation(ctx)).toMatchObject({ email: 'g@b.co', zip_code: 'K1A 0B1' });
    expect(tutorSubmission(testContext({ values: { country_code: ' ' } })).country_code).toBe('US');
    expect(tutorApplicantValidation(testContext({ values: {} }))).toMatchObject({
      email: '',
      phone_number: '',
      zip_code: '',
      country_code: 'US',
    });
    expect(tutorSubmission(testContext({ values: {} }))).toMatchObject({
      email: '',
      phone_number: '',
      zip_code: '',
      subjects: [],
      flag_ids: [],
    });
  });

  it('utm fields: utm_* first, else the vt* parameters (vtsource, vtmedium, vtplacement, vtcampaign), else empty', () => {
    expect(utmFields({ vtsource: 's', vtmedium: 'm', vtplacement: 'p', vtcampaign: 'c' })).toEqual({
      utm_source: 's',
      utm_medium: 'm',
      utm_term: 'p',
      utm_campaign: 'c',
    });
    expect(
      utmFields({
        utm_source: 'S',
        utm_medium: 'M',
        utm_term: 'T',
        utm_campaign: 'C',
        vtsource: 's',
        vtmedium: 'm',
        vtplacement: 'p',
        vtcampaign: 'c',
      }),
    ).toEqual({
      utm_source: 'S',
      utm_medium: 'M',
      utm_term: 'T',
      utm_campaign: 'C',
    });
    expect(utmFields({})).toEqual({ utm_source: '', utm_medium: '', utm_term: '', utm_campaign: '' });
  });

  it('flag_ids come from education and certifications; formVersion from formVersion, form_version, else the form id', () => {
    expect(tutorSubmission(testContext({ values: { certifications: 'Gifted' } })).flag_ids).toEqual([111]);
    expect(tutorSubmission(testContext({ values: { education: 'doctorate' } })).flag_ids).toEqual([9004]);
    expect(tutorSubmission(testContext({ values: { form_version: ' v9 ' } })).formVersion).toBe('v9');
    expect(tutorSubmission(testContext({ values: { formVersion: ' ', form_version: 'v9' } })).formVersion).toBe('v9');
    expect(tutorSubmission(testContext({ values: { formVersion: ' v7 ', form_version: 'v9' } })).formVersion).toBe('v7');
    expect(tutorSubmission(testContext({ values: {}, formId: 'tutor-apply' })).formVersion).toBe('tutor-apply');
  });

  it('the sourcing extra block: form id, page, landing page, referer, visitor id, time zone and the application sent', () => {
    const ctx = testContext({ values: { email: 'g@b.co' } });
    const application = tutorSubmission(ctx);
    expect(sourcingPayload(ctx, { id: 1 }, application).extra).toEqual({
      form_id: 'home-hero',
      page: 'https://www.example.com/get-started?vtsource=google',
      landing_page: 'https://www.example.com/landing?vtsource=google',
      referer: 'https://search.example.org/',
      visitor_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      time_zone: 'America/New_York',
      application,
    });
    expect(sourcingPayload(ctx, 'accepted')).toMatchObject({ interview_url: null, vtwa_id: null, vtwa_uuid: null, vtwa_resp: 'accepted' });
    expect(sourcingPayload(ctx, undefined)).toMatchObject({ vtwa_resp: null });
  });
});
