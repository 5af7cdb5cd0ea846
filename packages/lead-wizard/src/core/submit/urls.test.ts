import { describe, expect, it } from 'vitest';
import { pageHostOf, safeInterviewUrl, secureUuidFromPage, thankYouUrl, THANK_YOU_ROUTES, tutorThankYouRoute } from './urls';

describe('§2 thank-you routes', () => {
  it('pins the four routes; Canadian tutors get the en-ca page', () => {
    expect(THANK_YOU_ROUTES).toEqual({
      lead: '/contacts/marketing/thank-you',
      leadVariant: '/contacts/marketing/thank-you-nme',
      tutor: '/tutor-application/thank-you',
      tutorCanada: '/en-ca/tutor-application/thank-you',
    });
    expect(tutorThankYouRoute('CA')).toBe('/en-ca/tutor-application/thank-you');
    expect(tutorThankYouRoute('ca')).toBe('/en-ca/tutor-application/thank-you');
    expect(tutorThankYouRoute('US')).toBe('/tutor-application/thank-you');
    expect(tutorThankYouRoute(undefined)).toBe('/tutor-application/thank-you');
  });
});

describe('§7 redirect URLs carry time_zone, correlation_id, phone_number', () => {
  it('adds the non-empty ones, encoded, in that order', () => {
    expect(
      thankYouUrl('/contacts/marketing/thank-you', {
        time_zone: 'America/New_York',
        correlation_id: 'c-1',
        phone_number: '+1 (202) 555-0100',
      }),
    ).toBe('/contacts/marketing/thank-you?time_zone=America%2FNew_York&correlation_id=c-1&phone_number=%2B1+%28202%29+555-0100');
    expect(thankYouUrl('/contacts/marketing/thank-you', { time_zone: '', correlation_id: 'c-1' })).toBe(
      '/contacts/marketing/thank-you?correlation_id=c-1',
    );
    expect(thankYouUrl('/x', {})).toBe('/x');
  });
  it('keeps the base query and hash and replaces same-named parameters', () => {
    expect(thankYouUrl('https://www.example.com/t?a=1&correlation_id=old#done', { correlation_id: 'new' })).toBe(
      'https://www.example.com/t?a=1&correlation_id=new#done',
    );
  });
});

describe('§5 tutor interview_url', () => {
  const host = 'www.example.com';
  it('accepts https://, www. and the page host, as https URLs', () => {
    expect(safeInterviewUrl('https://interviews.example.net/a?b=1', host)).toBe('https://interviews.example.net/a?b=1');
    expect(safeInterviewUrl('HTTPS://www.example.com/i', host)).toBe('https://www.example.com/i');
    expect(safeInterviewUrl('www.example.org/interview', host)).toBe('https://www.example.org/interview');
    expect(safeInterviewUrl('www.example.com/interview/1', host)).toBe('https://www.example.com/interview/1');
    expect(safeInterviewUrl('app.example.com/interview', 'app.example.com')).toBe('https://app.example.com/interview');
  });
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'https:\n//evil.test',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://www.example.com/interview',
    '//evil.test/interview',
    '/interview/1',
    'www.example.com.evil.test',
    'https://',
    'https:\\\\evil.test',
    'ftp://www.example.com/',
    '',
  ])('refuses %j', (value) => {
    const result = safeInterviewUrl(value, host);
    if (value === 'www.example.com.evil.test') {
      // Allowed by the www. rule (§5), but only ever as an https URL to that host.
      expect(result).toBe('https://www.example.com.evil.test/');
    } else {
      expect(result).toBeNull();
    }
  });
  it('refuses a look-alike of the page host and non-strings', () => {
    expect(safeInterviewUrl('app.example.com.evil.test/x', 'app.example.com')).toBeNull();
    expect(safeInterviewUrl('app.example.comevil.test', 'app.example.com')).toBeNull();
    expect(safeInterviewUrl(42, host)).toBeNull();
    expect(safeInterviewUrl(null, host)).toBeNull();
  });
  it('compares the parsed host with the prefix it passed by: user info cannot swap the host', () => {
    expect(safeInterviewUrl('app.example.com:@evil.example/x', 'app.example.com')).toBeNull();
    expect(safeInterviewUrl('app.example.com:443@evil.example', 'app.example.com')).toBeNull();
    expect(safeInterviewUrl('www.:@evil.example/x', host)).toBeNull();
    expect(safeInterviewUrl('https://www.example.com@evil.example/x', host)).toBeNull();
    expect(safeInterviewUrl('https://user:pw@www.example.com/x', host)).toBeNull();
    expect(safeInterviewUrl('app.example.com:8443/interview', 'app.example.com:8443')).toBe('https://app.example.com:8443/interview');
  });
});

describe('§6 secure-uuid', () => {
  it('reads the query parameter', () => {
    expect(secureUuidFromPage('https://www.example.com/?secure-uuid=abc')).toBe('abc');
    expect(secureUuidFromPage('not a url')).toBeNull();
  });
});
describe('§7 redirect parameters and §5 interview_url: edges (issue 51)', () => {
  it('redirect parameters are trimmed; blank ones are left out; a base with only a hash keeps it', () => {
    expect(thankYouUrl('/t', { time_zone: ' UTC ', correlation_id: '  ', phone_number: ' 2025550100 ' })).toBe(
      '/t?time_zone=UTC&phone_number=2025550100',
    );
    expect(thankYouUrl('/t#top', { correlation_id: 'c-1' })).toBe('/t?correlation_id=c-1#top');
    expect(thankYouUrl('/t?a=1', {})).toBe('/t?a=1');
    expect(thankYouUrl('/t?a=1#x?y', { time_zone: 'UTC' })).toBe('/t?a=1&time_zone=UTC#x?y');
  });

  it('the page host prefix: the host alone, or followed by a path, query, hash or port; any case', () => {
    const host = 'app.example.com';
    expect(safeInterviewUrl('app.example.com', host)).toBe('https://app.example.com/');
    expect(safeInterviewUrl('APP.example.com/i', host)).toBe('https://app.example.com/i');
    expect(safeInterviewUrl('app.example.com?i=1', host)).toBe('https://app.example.com/?i=1');
    expect(safeInterviewUrl('app.example.com#i', host)).toBe('https://app.example.com/#i');
    expect(safeInterviewUrl('app.example.com/i', ' APP.example.com ')).toBe('https://app.example.com/i');
    expect(safeInterviewUrl('  https://www.example.com/i  ', host)).toBe('https://www.example.com/i');
    expect(safeInterviewUrl('app.example.com/i', '')).toBeNull();
    expect(safeInterviewUrl('app.example.com:8443/i', host)).toBe('https://app.example.com:8443/i');
    expect(safeInterviewUrl('WWW.example.org/i', host)).toBe('https://www.example.org/i');
  });

  it('refuses what hides a scheme or a host: control characters, spaces, backslashes', () => {
    for (const value of [
      'https://www.example.com/a b',
      'https://www.example.com/\u0000',
      'https://www.example.com/\u007f',
      'www.example.com\\@evil.test',
      '\u001fhttps://x.test',
    ]) {
      expect(safeInterviewUrl(value, 'www.example.com'), JSON.stringify(value)).toBeNull();
    }
  });

  it('secure-uuid: trimmed; blank is none', () => {
    expect(secureUuidFromPage('https://www.example.com/?secure-uuid=%20abc%20')).toBe('abc');
    expect(secureUuidFromPage('https://www.example.com/?secure-uuid=')).toBeNull();
    expect(secureUuidFromPage('https://www.example.com/')).toBeNull();
  });

  it('the page host of a URL, or empty', () => {
    expect(pageHostOf('https://app.example.com:8443/x')).toBe('app.example.com:8443');
    expect(pageHostOf('not a url')).toBe('');
  });
});
