import { describe, expect, it } from 'vitest';
import {
  TEXTS,
  checkCallbackTexts,
  consentExplainerText,
  missingActionAttributes,
  showsDstNotice,
  termsHref,
  termsLabelParts,
  EN,
} from './texts';

describe('§2/§4/§5 texts', () => {
  it('has the spec texts word for word', () => {
    expect(EN.fullyBooked).toBe('Sorry! We are fully booked, to contact an educational consultant please choose one of the following:');
    expect(EN.emailToSchedule).toBe('Email to Schedule');
    expect(EN.callUsNow).toBe('Call Us Now');
    expect(EN.asap).toBe('Thanks! We will call you ASAP');
    expect(EN.termsLabel).toBe('I agree to the Terms of Use');
    expect(EN.dstNotice('CDT')).toBe(
      'All times are displayed in CDT, please be aware that Daylight Savings Time ends on Sunday, November 1.',
    );
    expect(EN.fetchFail('/v1/todos/me/timeslots/abc')).toBe('Scheduled callback fetch fail endpoint: /v1/todos/me/timeslots/abc');
  });

  it('§5 Callback consent: the terms link depends on the brand', () => {
    expect(termsHref('varsity-tutors')).toBe('/terms-of-use');
    expect(termsHref('Nerdy')).toBe('/about/legal');
    expect(termsHref('acme')).toBeNull();
    expect(termsHref(null)).toBeNull();
  });

  it("§4 the 2020 notice shows when the first date group's value contains '2020-10-3'", () => {
    expect(showsDstNotice('2020-10-30')).toBe(true);
    expect(showsDstNotice('2020-10-31')).toBe(true);
    expect(showsDstNotice('2020-10-03')).toBe(false);
    expect(showsDstNotice('2026-10-30')).toBe(false);
    expect(showsDstNotice(undefined)).toBe(false);
  });

  it('§5 the consent label is EN.termsLabel, with only "Terms of Use" as the link', () => {
    const parts = termsLabelParts();
    expect(parts).toEqual({ before: 'I agree to the ', link: 'Terms of Use', after: '' });
    expect(parts.before + parts.link + parts.after).toBe(EN.termsLabel);
  });

  it('§5 Callback consent: optional explainer text: none by default, data-texts consentExplainer, data-consent-explainer wins', () => {
    expect(TEXTS.en.consentExplainer).toBe('');
    expect(TEXTS.es.consentExplainer).toBe('');
    expect(checkCallbackTexts({ consentExplainer: 'We only call at the time you chose.' })).toEqual({
      consentExplainer: 'We only call at the time you chose.',
    });
    expect(consentExplainerText(undefined, TEXTS.en)).toBe('');
    expect(consentExplainerText(null, { consentExplainer: ' From the texts. ' })).toBe('From the texts.');
    expect(consentExplainerText('From the attribute.', { consentExplainer: 'From the texts.' })).toBe('From the attribute.');
    // A blank attribute counts as absent.
    expect(consentExplainerText('  ', { consentExplainer: 'From the texts.' })).toBe('From the texts.');
  });

  it('§8 fully booked: names the missing action attributes for the configuration error', () => {
    expect(missingActionAttributes('a@example.com', '+1 800')).toEqual([]);
    expect(missingActionAttributes(null, ' ')).toEqual(['data-schedule-email', 'data-support-phone']);
    expect(missingActionAttributes(undefined, '+1 800')).toEqual(['data-schedule-email']);
    expect(EN.missingActions(['data-schedule-email', 'data-support-phone'])).toBe(
      '<vt-scheduled-callback> is fully booked but has no data-schedule-email or data-support-phone: set them so the message "…choose one of the following:" offers its actions.',
    );
  });
});
