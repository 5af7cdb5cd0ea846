import { describe, expect, it } from 'vitest';
import { trackingContext } from '@vt-elements/core/tracking';
import { abTest, contactPayload, freeFormNotes, leadTracking, newContactLead, NOTES_EXCLUDED_FIELDS } from './lead';
import { testContext } from '../../../../../tests/support/lead-submit-context';

const values = {
  leadform: 'home-hero',
  who_needs_help: 'My child',
  grade_level: 'High School',
  'tutoring-type': 'Online,In person',
  subjects: 'SAT, Algebra 1',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone_number: '(202) 555-0100',
  zip_code: '20500',
  dialer_consent_accepted: 'true',
  day_to_call: '2026-11-23',
  time_to_call: '2026-11-23T15:00:00-05:00',
  vtsource: 'google',
  abtest: 'x',
  spells: '',
  correlation_id: 'c-1',
};

describe('§3 New-contact lead payload', () => {
  it('pins every field name and value', () => {
    const lead = newContactLead(testContext({ values, tracking: { primary_language: 'English' } }));
    expect(lead).toEqual({
      name: { full_name: 'Ada Lovelace' },
      contact_details: { email: 'ada@example.com', phone: '(202) 555-0100', dialer_consent_accepted: true },
      location: { country_code: 'US', zip_code: '20500' },
      tutoring_preferences: { types: ['Online', 'In person'], subjects: ['SAT', 'Algebra 1'] },
      page: 'https://www.example.com/get-started?vtsource=google',
      message:
        'who_needs_help: My child\ngrade_level: High School\nfull_name: Ada Lovelace\nemail: ada@example.com\nphone_number: (202) 555-0100\nday_to_call: 2026-11-23\ntime_to_call: 2026-11-23T15:00:00-05:00',
      referer: 'https://search.example.org/',
      referred_by_url: 'https://search.example.org/',
      landing_page: 'https://www.example.com/landing?vtsource=google',
      visitor_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      callback_time: '2026-11-23T15:00:00-05:00',
      primary_language: 'English',
      tracking: { primary_language: 'English', leadform: 'home-hero' },
    });
    expect(lead).not.toHaveProperty('ab_test_name');
  });

  it('uses the form country code, upper-cased, and an explicit callback_time', () => {
    const lead = newContactLead(testContext({ values: { country_code: 'ca', callback_time: 'now', time_to_call: 'later' } }));
    expect(lead.location.country_code).toBe('CA');
    expect(lead.callback_time).toBe('now');
  });

  it('reads an unchecked or false consent as false', () => {
    expect(newContactLead(testContext({ values: {} })).contact_details.dialer_consent_accepted).toBe(false);
    expect(newContactLead(testContext({ values: { dialer_consent_accepted: 'false' } })).contact_details.dialer_consent_accepted).toBe(false);
    expect(newContactLead(testContext({ values: { dialer_consent_accepted: 'on' } })).contact_details.dialer_consent_accepted).toBe(true);
  });

  it('adds ab_test_name and ab_test_variant only when both experiment and variant are set', () => {
    expect(abTest({ experiment: 'hero-copy' })).toBeNull();
    expect(abTest({ variant: 'b' })).toBeNull();
    const lead = newContactLead(testContext({ tracking: { experiment: 'hero-copy', variant: 'b' } }));
    expect(lead.ab_test_name).toBe('hero-copy');
    expect(lead.ab_test_variant).toBe('b');
  });

  it('takes referred_by_url from the tracking context when it has one', () => {
    expect(newContactLead(testContext({ tracking: { referred_by_url: 'https://partner.example/' } })).referred_by_url).toBe('https://partner.example/');
  });
});

describe('§3 Lead form fields: free-form notes', () => {
  it('leave out exactly the excluded fields (and a password)', () => {
    expect(NOTES_EXCLUDED_FIELDS).toEqual([
      'callback_time', 'correlation_id', 'dialer_consent_accepted', 'leadform', 'subjects', 'tutoring-type',
      'vtcampaign', 'vtmedium', 'vtplacement', 'vtsource', 'zip_code', 'spells', 'abtest', 'password',
    ]);
    const all = Object.fromEntries(NOTES_EXCLUDED_FIELDS.map((name) => [name, 'x']));
    expect(freeFormNotes({ ...all, how_soon: 'Right away', empty: ' ' })).toBe('how_soon: Right away');
  });
});

describe('§3 Contact', () => {
  it('pins every field name', () => {
    expect(contactPayload(testContext({ values: { full_name: 'Ada Lovelace', phone_number: '2025550100', zip_code: '20500', how_soon: 'Not sure' } }))).toEqual({
      full_name: 'Ada Lovelace',
      phone: '2025550100',
      country_code: 'US',
      zip_code: '20500',
      message: 'full_name: Ada Lovelace\nphone_number: 2025550100\nhow_soon: Not sure',
      referer: 'https://search.example.org/',
      landing_page: 'https://www.example.com/landing?vtsource=google',
      page: 'https://www.example.com/get-started?vtsource=google',
      visitor_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      tracking: { leadform: 'home-hero' },
    });
  });
});

describe('contract "Lead attribution": tracking', () => {
  it("is the tracking context with leadform from the form's hidden input, which wins over a URL leadform", () => {
    const tracking = trackingContext({ url: 'https://www.example.com/sat?vtsource=google&vtcampaign=fall&leadform=from-url', visitorId: 'v-1', referer: '' });
    expect(leadTracking({ tracking, formId: 'home-hero' })).toEqual({
      vtsource: 'google',
      vtcampaign: 'fall',
      leadform: 'home-hero',
      param_string: 'vtsource=google&vtcampaign=fall&leadform=from-url',
      path: '/sat',
      visitor_id: 'v-1',
      referer: '',
    });
  });

  it('a form without a leadform input keeps the URL leadform; the context is not changed', () => {
    const tracking = { leadform: 'from-url', vtsource: 'google' };
    expect(leadTracking({ tracking, formId: '' })).toEqual({ leadform: 'from-url', vtsource: 'google' });
    expect(leadTracking({ tracking, formId: 'home-hero' }).leadform).toBe('home-hero');
    expect(tracking.leadform).toBe('from-url');
    expect(leadTracking({})).toEqual({});
  });

  it('new-contact lead and contact payloads carry it', () => {
    const ctx = testContext({ tracking: { vtsource: 'google', vtcampaign: 'fall' }, formId: 'home-hero' });
    expect(newContactLead(ctx).tracking).toEqual({ vtsource: 'google', vtcampaign: 'fall', leadform: 'home-hero' });
    expect(contactPayload(ctx).tracking).toEqual({ vtsource: 'google', vtcampaign: 'fall', leadform: 'home-hero' });
  });
});
describe('§3 New-contact lead payload: every field read as the spec says (issue 51)', () => {
  it('dialer_consent_accepted: a checked box counts, whatever its value, unless it says no', () => {
    const consent = (value: string) =>
      newContactLead(testContext({ values: { dialer_consent_accepted: value } })).contact_details.dialer_consent_accepted;
    expect(['true', 'yes', '1', 'on', ' TRUE '].map(consent)).toEqual([true, true, true, true, true]);
    expect(['', ' ', 'false', 'FALSE', '0', 'no', 'No', 'off', ' off '].map(consent)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('trims every form value it sends, and lists checkbox groups without blanks', () => {
    const lead = newContactLead(
      testContext({
        values: {
          full_name: ' Ada Lovelace ',
          email: ' ada@example.com ',
          phone_number: ' 2025550100 ',
          zip_code: ' 20500 ',
          country_code: ' gb ',
          'tutoring-type': ' Online , ,In person,',
          subjects: 'SAT,, ACT ',
          notes: '  Evenings  ',
          callback_time: '  ',
          time_to_call: ' 2026-11-23T15:00:00-05:00 ',
          primary_language: ' Spanish ',
        },
      }),
    );
    expect(lead.name.full_name).toBe('Ada Lovelace');
    expect(lead.contact_details).toMatchObject({ email: 'ada@example.com', phone: '2025550100' });
    expect(lead.location).toEqual({ country_code: 'GB', zip_code: '20500' });
    expect(lead.tutoring_preferences).toEqual({ types: ['Online', 'In person'], subjects: ['SAT', 'ACT'] });
    expect(lead.callback_time).toBe('2026-11-23T15:00:00-05:00');
    expect(lead.primary_language).toBe('Spanish');
    expect(lead.message).toBe(
      'full_name: Ada Lovelace\nemail: ada@example.com\nphone_number: 2025550100\ncountry_code: gb\nnotes: Evenings\ntime_to_call: 2026-11-23T15:00:00-05:00\nprimary_language: Spanish',
    );
  });

  it('country_code defaults to US; primary_language falls back to the tracking context, else empty', () => {
    expect(newContactLead(testContext({ values: { country_code: ' ' } })).location.country_code).toBe('US');
    expect(
      newContactLead(testContext({ values: { primary_language: ' ' }, tracking: { primary_language: 'French' } })).primary_language,
    ).toBe('French');
    expect(newContactLead(testContext()).primary_language).toBe('');
    expect(newContactLead(testContext()).callback_time).toBe('');
  });

  it('referred_by_url: the tracking context referred_by_url, else its referer, else the page referer', () => {
    expect(newContactLead(testContext({ tracking: { referer: 'https://ads.example/' } })).referred_by_url).toBe('https://ads.example/');
    expect(
      newContactLead(testContext({ tracking: { referred_by_url: 'https://a.example/', referer: 'https://b.example/' } })).referred_by_url,
    ).toBe('https://a.example/');
    expect(newContactLead(testContext({ referer: 'https://search.example.org/' })).referred_by_url).toBe('https://search.example.org/');
  });

  it('ab_test_name and ab_test_variant from experiment and variant (or experimentId and variantId), trimmed', () => {
    expect(abTest({ experimentId: 'exp-7', variantId: 'v2' })).toEqual({ ab_test_name: 'exp-7', ab_test_variant: 'v2' });
    expect(abTest({ experiment: ' hero ', variant: ' b ' })).toEqual({ ab_test_name: 'hero', ab_test_variant: 'b' });
    expect(abTest({ experiment: 'hero', variant: ' ' })).toBeNull();
    expect(abTest({ experiment: ' ', variant: 'b' })).toBeNull();
    const lead = newContactLead(testContext({ tracking: { experimentId: 'exp-7', variantId: 'v2' } }));
    expect([lead.ab_test_name, lead.ab_test_variant]).toEqual(['exp-7', 'v2']);
  });

  it('the Contact payload: country code upper-cased, US by default, values trimmed', () => {
    expect(
      contactPayload(testContext({ values: { country_code: ' ca ', full_name: ' Ada ', phone_number: ' 1 ', zip_code: ' K1A ' } })),
    ).toMatchObject({
      full_name: 'Ada',
      phone: '1',
      country_code: 'CA',
      zip_code: 'K1A',
    });
    expect(contactPayload(testContext({ values: {} }))).toMatchObject({
      full_name: '',
      phone: '',
      country_code: 'US',
      zip_code: '',
      message: '',
    });
  });

  it('free-form notes: one "key: value" a line, trimmed, without the excluded fields', () => {
    expect(freeFormNotes({ a: ' 1 ', b: '', c: '2' })).toBe('a: 1\nc: 2');
    expect(freeFormNotes({ a: '1', b: '2' }, ['a'])).toBe('b: 2');
  });
});
