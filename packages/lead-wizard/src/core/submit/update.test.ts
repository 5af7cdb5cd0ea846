import { describe, expect, it } from 'vitest';
import { callbackPayload, callbackUuid, contactUpdateOperations } from './update';
import { classUserPayload } from './account';
import { testContext } from '../../../../../tests/support/lead-submit-context';

describe('§3 Contact update', () => {
  it('replaces consent, phone, callback_time and send_calendar_invite, then extra lead fields', () => {
    const ops = contactUpdateOperations({
      values: { correlation_id: 'c-1', phone_number: '2025550100', dialer_consent_accepted: 'true', time_to_call: '2026-11-23T15:00:00-05:00', email: 'ada@example.com', country_code: 'gb' },
    });
    expect(ops).toEqual([
      { op: 'replace', path: '/contact_details/dialer_consent_accepted', value: true },
      { op: 'replace', path: '/contact_details/phone', value: '2025550100' },
      { op: 'replace', path: '/callback_time', value: '2026-11-23T15:00:00-05:00' },
      { op: 'replace', path: '/send_calendar_invite', value: true },
      { op: 'replace', path: '/contact_details/email', value: 'ada@example.com' },
      { op: 'replace', path: '/location/country_code', value: 'GB' },
      { op: 'replace', path: '/tracking', value: {} },
    ]);
  });
  it('sends no calendar invite without a callback time, unless the form says so', () => {
    expect(contactUpdateOperations({ values: {} })[3]).toEqual({ op: 'replace', path: '/send_calendar_invite', value: false });
    expect(contactUpdateOperations({ values: { send_calendar_invite: 'true' } })[3]!.value).toBe(true);
    expect(contactUpdateOperations({ values: { callback_time: 'x', send_calendar_invite: 'false' } })[3]!.value).toBe(false);
  });
});

describe('§3 Callback payload', () => {
  it('pins reason, number and time', () => {
    expect(callbackPayload({ values: { full_name: 'Ada Lovelace', phone_number: '2025550100', time_to_call: '2026-11-23T15:00:00-05:00' } })).toEqual({
      reason: 'Contact provided name: Ada Lovelace',
      number: '2025550100',
      time: '2026-11-23T15:00:00-05:00',
      tracking: {},
    });
  });
  it('contract "Lead attribution": the update and the callback carry tracking with the leadform', () => {
    const ctx = { values: { phone_number: '2025550100' }, tracking: { vtsource: 'google' }, formId: 'callback-form' };
    expect(contactUpdateOperations(ctx).at(-1)).toEqual({ op: 'replace', path: '/tracking', value: { vtsource: 'google', leadform: 'callback-form' } });
    expect(callbackPayload(ctx).tracking).toEqual({ vtsource: 'google', leadform: 'callback-form' });
  });
  it('§6 takes the uuid from the form, then data-uuid, then the secure-uuid query parameter', () => {
    const page = 'https://www.example.com/callback?secure-uuid=from-page';
    expect(callbackUuid({ values: { uuid: 'from-form' }, uuid: 'from-attr', page })).toBe('from-form');
    expect(callbackUuid({ values: {}, uuid: 'from-attr', page })).toBe('from-attr');
    expect(callbackUuid({ values: {}, uuid: null, page })).toBe('from-page');
    expect(callbackUuid({ values: {}, uuid: null, page: 'https://www.example.com/' })).toBeNull();
  });
});

describe('§3 Class user', () => {
  it('pins every field; type defaults to homepage_client', () => {
    const ctx = testContext({ action: 'new_user', values: { full_name: 'Ada Lovelace', email: 'ada@example.com', phone_number: '2025550100', password: ' s3cret pass ', grade_level: 'College' } });
    expect(classUserPayload(ctx)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '2025550100',
      password: ' s3cret pass ',
      type: 'homepage_client',
      message: 'full_name: Ada Lovelace\nemail: ada@example.com\nphone_number: 2025550100\ngrade_level: College',
      cookies: {
        visitor_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
        referer: 'https://search.example.org/',
        landing_page: 'https://www.example.com/landing?vtsource=google',
        page: 'https://www.example.com/get-started?vtsource=google',
      },
    });
  });
  it("uses the form's user type and the last-name fallback", () => {
    expect(classUserPayload(testContext({ userType: 'school_client', values: { full_name: 'Cher' } }))).toMatchObject({ type: 'school_client', first_name: 'Cher', last_name: 'Cher' });
  });
});
describe('§3 Contact update and Callback payload: the fields read as the spec says (issue 51)', () => {
  it('the extra lead fields, trimmed, each on its lead path; blank ones are left out', () => {
    const ops = contactUpdateOperations({
      values: {
        phone_number: ' 2025550100 ',
        full_name: ' Ada Lovelace ',
        email: ' ada@example.com ',
        zip_code: ' 20500 ',
        country_code: ' ca ',
        primary_language: ' Spanish ',
        how_soon: 'Right away',
        callback_time: ' 2026-11-23T15:00:00-05:00 ',
      },
    });
    expect(ops).toEqual([
      { op: 'replace', path: '/contact_details/dialer_consent_accepted', value: false },
      { op: 'replace', path: '/contact_details/phone', value: '2025550100' },
      { op: 'replace', path: '/callback_time', value: '2026-11-23T15:00:00-05:00' },
      { op: 'replace', path: '/send_calendar_invite', value: true },
      { op: 'replace', path: '/name/full_name', value: 'Ada Lovelace' },
      { op: 'replace', path: '/contact_details/email', value: 'ada@example.com' },
      { op: 'replace', path: '/location/zip_code', value: '20500' },
      { op: 'replace', path: '/location/country_code', value: 'CA' },
      { op: 'replace', path: '/primary_language', value: 'Spanish' },
      { op: 'replace', path: '/tracking', value: {} },
    ]);
    expect(contactUpdateOperations({ values: { full_name: ' ', email: '' } }).map((op) => op.path)).toEqual([
      '/contact_details/dialer_consent_accepted',
      '/contact_details/phone',
      '/callback_time',
      '/send_calendar_invite',
      '/tracking',
    ]);
    expect(contactUpdateOperations({ values: {} })[1]).toEqual({ op: 'replace', path: '/contact_details/phone', value: '' });
  });

  it('the callback: name and number trimmed, the chosen time; the uuid also from a secure-uuid field', () => {
    expect(callbackPayload({ values: { full_name: ' Ada ', phone_number: ' 2025550100 ', callback_time: 'now' } })).toEqual({
      reason: 'Contact provided name: Ada',
      number: '2025550100',
      time: 'now',
      tracking: {},
    });
    expect(callbackPayload({ values: {} })).toEqual({ reason: 'Contact provided name: ', number: '', time: '', tracking: {} });
    const page = 'https://www.example.com/callback?secure-uuid=from-page';
    expect(callbackUuid({ values: { 'secure-uuid': ' from-field ' }, uuid: 'from-attr', page })).toBe('from-field');
    expect(callbackUuid({ values: { uuid: ' ', 'secure-uuid': ' ' }, uuid: ' from-attr ', page })).toBe('from-attr');
    expect(callbackUuid({ values: {}, uuid: ' ', page })).toBe('from-page');
  });
});

describe('§3 Class user: the fields read as the spec says (issue 51)', () => {
  it('values trimmed but the password; a blank user type is the default homepage_client', () => {
    expect(
      classUserPayload(
        testContext({ userType: '  ', values: { email: ' ada@example.com ', phone_number: ' 2025550100 ', password: ' pw ' } }),
      ),
    ).toMatchObject({ email: 'ada@example.com', phone: '2025550100', password: ' pw ', type: 'homepage_client' });
    expect(classUserPayload(testContext({ userType: ' school_client ', values: {} }))).toMatchObject({
      email: '',
      phone: '',
      password: '',
      type: 'school_client',
      message: '',
    });
  });
});
