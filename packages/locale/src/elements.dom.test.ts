import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import { getCookie } from '@vt-elements/core';
import { captureReports, resetRefusedUrls } from '@vt-elements/core/testing';
import './locale-suggest-element';
import './country-picker-element';
import { startDemoApi } from '../../../tests/msw';

startDemoApi();

const PAGE = 'https://www.example.com/math-tutors?vtsource=email';
const ALTERNATES = `
  <link rel="alternate" hreflang="en-us" href="/math-tutors">
  <link rel="alternate" hreflang="en-ca" href="/en-ca/math-tutors">
  <link rel="alternate" hreflang="en-gb" href="https://www.example.com/en-gb/math-tutors">
  <link rel="alternate" hreflang="x-default" href="/math-tutors">`;
const STARTED = Symbol.for('vt-elements.locale-suggest');

const reported = captureReports();
let changes: Array<{ country: string; url: string | null }>;
const onChange = (event: Event) => {
  event.preventDefault();
  changes.push((event as CustomEvent).detail);
};

beforeEach(() => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(PAGE);
  changes = [];
  document.addEventListener('vt-locale-change', onChange);
  document.cookie = 'preferred_locale=; Max-Age=0; Path=/';
  document.head.innerHTML = ALTERNATES;
  document.documentElement.lang = 'en';
  delete (globalThis as Record<symbol, unknown>)[STARTED];
  resetRefusedUrls();
});
afterEach(() => {
  document.querySelectorAll('dialog[open]').forEach((d) => (d as HTMLDialogElement).close());
  document.removeEventListener('vt-locale-change', onChange);
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const suggest = (country: string, extra = '') => {
  document.body.innerHTML = `<vt-locale-suggest data-router-url="/router_loc?country=${country}" ${extra}></vt-locale-suggest>`;
};
const dialog = () => document.querySelector<HTMLDialogElement>('vt-locale-suggest dialog');

describe('<vt-locale-suggest> (spec §4 Locale, §7 GET /router_loc, §9)', () => {
  it("a Canadian visitor on the US page is asked, in the spec's words; Yes stores en-ca and goes to the CA page with the query string", async () => {
    suggest('CA');
    await vi.waitFor(() => expect(dialog()?.open).toBe(true));
    const d = dialog()!;
    expect(d.querySelector('h2')!.textContent).toBe('Go to our Canada site?');
    expect(document.getElementById(d.getAttribute('aria-labelledby')!)!.textContent).toBe('Go to our Canada site?');
    const [yes, no] = [...d.querySelectorAll('button')];
    expect([yes!.textContent, no!.textContent]).toEqual(['Yes', 'No, stay here']);
    yes!.click();
    expect(getCookie('preferred_locale')).toBe('en-ca');
    expect(changes).toEqual([{ country: 'CA', url: 'https://www.example.com/en-ca/math-tutors?vtsource=email' }]);
    expect(dialog()).toBeNull();
    expect(reported).toEqual([]);
  });

  it("'No, stay here' stores this page's locale (en-us), so the next page asks nothing and calls nothing", async () => {
    suggest('GB');
    await vi.waitFor(() => expect(dialog()?.open).toBe(true));
    expect(dialog()!.querySelector('h2')!.textContent).toBe('Go to our United Kingdom site?');
    dialog()!.querySelectorAll('button')[1]!.click();
    await vi.waitFor(() => expect(getCookie('preferred_locale')).toBe('en-us'));
    expect(changes).toEqual([{ country: 'US', url: null }]);
    // The next page view.
    delete (globalThis as Record<symbol, unknown>)[STARTED];
    const fetches = vi.spyOn(globalThis, 'fetch');
    suggest('GB');
    await new Promise((r) => setTimeout(r, 50));
    expect(fetches).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
  });

  it('Escape (the dialog cancelled) counts as No', async () => {
    suggest('CA');
    await vi.waitFor(() => expect(dialog()?.open).toBe(true));
    dialog()!.close();
    await vi.waitFor(() => expect(getCookie('preferred_locale')).toBe('en-us'));
  });

  it.each([
    ["the visitor is from this page's country", 'US'],
    ['the country is outside the three', 'FR'],
  ])('nothing is asked when %s', async (_, country) => {
    suggest(country);
    await new Promise((r) => setTimeout(r, 50));
    expect(dialog()).toBeNull();
    expect(reported).toEqual([]);
  });

  it('a visitor with the cookie is never asked, and no call is made', async () => {
    document.cookie = 'preferred_locale=en-gb; Path=/';
    const fetches = vi.spyOn(globalThis, 'fetch');
    suggest('CA');
    await new Promise((r) => setTimeout(r, 50));
    expect(fetches).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
  });

  it('a page without alternates asks nothing and calls nothing', async () => {
    document.head.innerHTML = '<link rel="alternate" hreflang="en-us" href="/math-tutors">';
    const fetches = vi.spyOn(globalThis, 'fetch');
    suggest('CA');
    await new Promise((r) => setTimeout(r, 50));
    expect(fetches).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
  });

  it.each([
    ['server-error', 'Country detection failed (https://www.example.com/router_loc?country=server-error): HTTP status 500'],
    [
      'not-json',
      'Country detection failed (https://www.example.com/router_loc?country=not-json): Response is not JSON (HTTP status 200): https://www.example.com/router_loc?country=not-json',
    ],
    ['unknown', '/router_loc answered an unknown country code "ZZ"'],
    ['no-country', '/router_loc answered no country_code ({})'],
  ])('a failing /router_loc (%s) is reported once and nothing shows', async (fixture, message) => {
    expectConsoleError(`[vt-elements] vt-locale-suggest: ${message}`);
    suggest(fixture);
    await vi.waitFor(() => expect(reported).toEqual([message]));
    expect(dialog()).toBeNull();
  });

  it('a malformed cookie is reported and nothing is asked; bad alternates are reported and never offered', async () => {
    expectConsoleError(
      '[vt-elements] vt-locale-suggest: The preferred_locale cookie "%%%" is not a locale: ignored',
      '[vt-elements] vt-locale-suggest: <vt-locale-suggest> <link rel="alternate" hreflang="en-ca"> href "javascript:alert(1)" was refused: it uses the javascript: scheme (only http and https).',
      '[vt-elements] vt-locale-suggest: <vt-locale-suggest> <link rel="alternate" hreflang="en-gb"> href "https://evil.example/en-gb/" was refused: it goes to another host (evil.example) that <meta name="vt-allowed-hosts"> does not list.',
      '[vt-elements] vt-locale-suggest: <link hreflang="en ca"> is not a language tag: ignored',
    );
    document.cookie = 'preferred_locale=%%%; Path=/';
    suggest('CA');
    await vi.waitFor(() => expect(reported).toEqual(['The preferred_locale cookie "%%%" is not a locale: ignored']));
    document.cookie = 'preferred_locale=; Max-Age=0; Path=/';
    delete (globalThis as Record<symbol, unknown>)[STARTED];
    reported.length = 0;
    document.head.innerHTML = `<link rel="alternate" hreflang="en-us" href="/math-tutors">
      <link rel="alternate" hreflang="en-ca" href="javascript:alert(1)">
      <link rel="alternate" hreflang="en-gb" href="https://evil.example/en-gb/">
      <link rel="alternate" hreflang="en ca" href="/x">`;
    suggest('CA');
    await new Promise((r) => setTimeout(r, 50));
    expect(dialog()).toBeNull();
    expect(reported).toHaveLength(3);
    expect(reported[0]).toMatch(/^<vt-locale-suggest> <link rel="alternate" hreflang="en-ca"> href "javascript:alert\(1\)" was refused/);
    expect(reported[1]).toMatch(/hreflang="en-gb"> href "https:\/\/evil.example\/en-gb\/" was refused: it goes to another host/);
    expect(reported[2]).toBe('<link hreflang="en ca"> is not a language tag: ignored');
  });

  it('one per page: a second tag asks nothing', async () => {
    document.body.innerHTML =
      '<vt-locale-suggest data-router-url="/router_loc?country=CA"></vt-locale-suggest><vt-locale-suggest data-router-url="/router_loc?country=CA"></vt-locale-suggest>';
    await vi.waitFor(() => expect(document.querySelectorAll('dialog[open]')).toHaveLength(1));
  });

  it('data-texts replace the texts; {country} is filled in as text', async () => {
    suggest('CA', `data-texts='{"title":"<i>{country}</i>?","CA":"Canada 🇨🇦","yes":"Oui"}'`);
    await vi.waitFor(() => expect(dialog()?.open).toBe(true));
    expect(dialog()!.querySelector('h2')!.textContent).toBe('<i>Canada 🇨🇦</i>?');
    expect(dialog()!.querySelector('i')).toBeNull();
    expect(dialog()!.querySelector('button')!.textContent).toBe('Oui');
  });
});

describe('<vt-country-picker> (spec §2 footer country picker, §4 Locale)', () => {
  const picker = async (content = '') => {
    document.body.innerHTML = `<footer><vt-country-picker>${content}</vt-country-picker></footer>`;
    await Promise.resolve();
    return document.querySelector('select')!;
  };

  it('a labelled select of the alternates, preselected from preferred_locale; a choice is stored and opens that page', async () => {
    document.cookie = 'preferred_locale=en-gb; Path=/';
    const select = await picker();
    expect([...select.options].map((o) => o.textContent)).toEqual(['United States', 'Canada', 'United Kingdom']);
    expect(select.value).toBe('GB');
    expect(document.querySelector(`label[for="${select.id}"]`)!.textContent).toBe('Country');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)!.textContent).toBe('Choosing a country opens its site.');
    select.value = 'CA';
    select.dispatchEvent(new Event('change'));
    expect(getCookie('preferred_locale')).toBe('en-ca');
    expect(changes).toEqual([{ country: 'CA', url: 'https://www.example.com/en-ca/math-tutors?vtsource=email' }]);
    // This page's own country: stored, no navigation.
    select.value = 'US';
    select.dispatchEvent(new Event('change'));
    expect(getCookie('preferred_locale')).toBe('en-us');
    expect(changes[1]).toEqual({ country: 'US', url: null });
  });

  it('without the cookie, this page is preselected; the no-JS links are hidden and count as alternates', async () => {
    document.head.innerHTML = '<link rel="alternate" hreflang="en-us" href="/math-tutors">';
    const select = await picker('<nav aria-label="Country"><a href="/en-gb/math-tutors" hreflang="en-gb">United Kingdom</a></nav>');
    expect([...select.options].map((o) => o.value)).toEqual(['US', 'GB']);
    expect(select.value).toBe('US');
    expect(document.querySelector('nav')!.hidden).toBe(true);
  });
});
