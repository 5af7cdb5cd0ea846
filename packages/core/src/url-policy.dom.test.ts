import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import { allowedHostsOf, checkUrl, resetRefusedUrls, safeUrl } from './url-policy';

const PAGE = 'https://www.varsitytutors.com/contacts/start?x=1';
const policy = { page: PAGE, allowedHosts: ['partner.example', '*.cdn.example', 'app.example:8443'] };

/** Each one either runs script, loads from or leaves for a host the page did not list. */
const HOSTILE = [
  'javascript:alert(document.domain)//',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript\u0000:alert(1)',
  ' \u000bjavascript:alert(1)',
  'jav&#x61;script:alert(1)'.replace('&#x61;', '\u0000a'),
  '&#106;avascript:alert(1)'.replace('&#106;', 'j\u001f'),
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'blob:https://www.varsitytutors.com/5b3e7e2a-0000-4000-8000-000000000000',
  'file:///etc/passwd',
  'ftp://evil.example/x',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  'https://evil.example',
  'http://evil.example/thanks',
  'https:/\\evil.example',
  'https://www.varsitytutors.com@evil.example',
  'https://www.varsitytutors.com:@evil.example',
  'https://user:pass@www.varsitytutors.com/thanks',
  'https://www.varsitytutors.com.evil.example/thanks',
  'https://evil.example/www.varsitytutors.com',
  'https://www.vаrsitytutors.com/thanks', // Cyrillic а: an IDN look-alike (xn--…)
  'https://www.varsitytutors.com\u3002evil.example', // ideographic full stop is a dot to the parser
  'https://partner.example.evil.example/',
  'https://evilpartner.example/',
  'http://partner.example/thanks', // a listed host, but over http from an https page
  'http://www.varsitytutors.com/thanks', // a downgrade of the page's own host
  'https://www.varsitytutors.com:8443/thanks', // another port is another origin
  'https://app.example/',
  'https://cdn.example/',
  'https://%65vil.example/',
  'https://0x7f.1/',
  'javascript:/*https://www.varsitytutors.com*/alert(1)',
];

const ALLOWED: [string, string][] = [
  ['/contacts/marketing/thank-you', 'https://www.varsitytutors.com/contacts/marketing/thank-you'],
  ['thank-you?x=1#top', 'https://www.varsitytutors.com/contacts/thank-you?x=1#top'],
  ['?step=2', 'https://www.varsitytutors.com/contacts/start?step=2'],
  ['  /padded  ', 'https://www.varsitytutors.com/padded'],
  ['https://www.varsitytutors.com/tutor-application/thank-you', 'https://www.varsitytutors.com/tutor-application/thank-you'],
  ['HTTPS://WWW.VARSITYTUTORS.COM/a', 'https://www.varsitytutors.com/a'],
  ['https://partner.example/thanks', 'https://partner.example/thanks'],
  ['https://PARTNER.example./x', 'https://partner.example./x'],
  ['https://assets.cdn.example/widget.js', 'https://assets.cdn.example/widget.js'],
  ['https://app.example:8443/in', 'https://app.example:8443/in'],
  ['/java\u200bscript:alert(1)', 'https://www.varsitytutors.com/java%E2%80%8Bscript:alert(1)'],
  ['https:thank-you', 'https://www.varsitytutors.com/contacts/thank-you'],
];

describe('URL policy (issue 9): one rule for everything that navigates or loads', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetRefusedUrls();
    document.head.innerHTML = '';
    delete window.vtErrorReporter;
  });

  it(`refuses ${HOSTILE.length} hostile URLs`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
    const passed = HOSTILE.filter((url) => checkUrl(url, policy).ok);
    expect(passed).toEqual([]);
  });

  it.each(ALLOWED)('allows %j as %s', (value, href) => {
    const verdict = checkUrl(value, policy);
    expect(verdict.ok && verdict.url.href).toBe(href);
  });

  it('names the reason', () => {
    const reason = (url: string) => {
      const v = checkUrl(url, policy);
      return v.ok ? 'ok' : v.reason;
    };
    expect(reason('JaVaScRiPt:alert(1)')).toBe('uses the javascript: scheme (only http and https)');
    expect(reason('java\tscript:alert(1)')).toBe('contains a control character or a backslash');
    expect(reason('//evil.example')).toBe('goes to another host (evil.example) that <meta name="vt-allowed-hosts"> does not list');
    expect(reason('https://www.varsitytutors.com@evil.example')).toBe('carries user info (…@)');
    expect(reason('http://partner.example/')).toBe('uses http: for another host partner.example');
    expect(reason('')).toBe('is empty');
    expect(checkUrl(42, policy)).toEqual({ ok: false, reason: 'is not a string' });
  });

  it('an http page (a local preview) may use http for listed hosts; https may upgrade the own host', () => {
    expect(checkUrl('http://partner.example/x', { page: 'http://127.0.0.1:8080/', allowedHosts: ['partner.example'] }).ok).toBe(true);
    expect(checkUrl('https://127.0.0.1:8080/x', { page: 'http://127.0.0.1:8080/', allowedHosts: [] }).ok).toBe(true);
  });

  it('reads the allow-list from <meta name="vt-allowed-hosts"> in <head> only', () => {
    document.head.innerHTML = '<meta name="vt-allowed-hosts" content="a.example  b.example,c.example">';
    document.body.innerHTML = '<meta name="vt-allowed-hosts" content="evil.example">';
    expect(allowedHostsOf()).toEqual(['a.example', 'b.example', 'c.example']);
    expect(checkUrl('https://b.example/x', { page: PAGE }).ok).toBe(true);
    expect(checkUrl('https://evil.example/x', { page: PAGE }).ok).toBe(false);
    document.body.innerHTML = '';
  });

  it('safeUrl gives the absolute URL or null, and reports a refusal once per place and value', () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> redirect step "done" data-url "javascript:alert(1)//" was refused: it uses the javascript: scheme (only http and https).',
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> redirect step "done" data-url "https://evil.example" was refused: it goes to another host (evil.example) that <meta name="vt-allowed-hosts"> does not list.',
    );
    const seen: string[] = [];
    window.vtErrorReporter = (e, c) => seen.push(`${c.source}: ${e.message}`);
    const options = { ...policy, source: 'vt-lead-wizard', what: 'redirect step "done" data-url' };
    expect(safeUrl('/thanks', options)).toBe('https://www.varsitytutors.com/thanks');
    expect(safeUrl('javascript:alert(1)//', options)).toBeNull();
    expect(safeUrl('javascript:alert(1)//', options)).toBeNull();
    expect(safeUrl('https://evil.example', options)).toBeNull();
    expect(seen).toEqual([
      'vt-lead-wizard: <vt-lead-wizard> redirect step "done" data-url "javascript:alert(1)//" was refused: it uses the javascript: scheme (only http and https).',
      'vt-lead-wizard: <vt-lead-wizard> redirect step "done" data-url "https://evil.example" was refused: it goes to another host (evil.example) that <meta name="vt-allowed-hosts"> does not list.',
    ]);
  });
});
