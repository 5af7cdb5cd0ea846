import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import { addErrorReporter, reportError } from './errors';
import { checkMetaTags } from './meta';
import { apiHost } from './api-host';
import { pushDataLayer } from './data-layer';
import { emit } from './events';

describe('error reporting (§8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.vtErrorReporter;
  });

  it('goes to the console, every reporter, window.vtErrorReporter and a vt-error event; a failing reporter is ignored', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    const remove = addErrorReporter((e, c) => seen.push(`added:${c.source}:${e.message}`));
    addErrorReporter(() => {
      throw new Error('broken reporter');
    });
    window.vtErrorReporter = (e) => seen.push(`window:${e.message}`);
    window.addEventListener('vt-error', (ev) => seen.push(`event:${(ev as CustomEvent<{ error: Error }>).detail.error.message}`), {
      once: true,
    });
    reportError('boom', { source: 'vt-test' });
    remove();
    expect(seen).toEqual(['added:vt-test:boom', 'window:boom', 'event:boom']);
    expect(consoleError.mock.calls[0]?.[0]).toBe('[vt-elements] vt-test: boom');
  });

  it('a reporter added through one copy of this module hears failures reported through another (autoload bundles its own)', async () => {
    expectConsoleError('[vt-elements] autoload: from the autoloader');
    const seen: string[] = [];
    const remove = addErrorReporter((e) => seen.push(e.message));
    vi.resetModules();
    const other = await import('./errors');
    expect(other.reportError).not.toBe(reportError);
    other.reportError('from the autoloader', { source: 'autoload' });
    remove();
    expect(seen).toEqual(['from the autoloader']);
  });

  it("missing meta tags are reported as 'Missing meta tags: {list}'", () => {
    expectConsoleError('[vt-elements] test: Missing meta tags: page-id, division-id');
    const seen: string[] = [];
    window.vtErrorReporter = (e) => seen.push(e.message);
    document.head.innerHTML = '<meta name="visitor-id" content="x">';
    expect(checkMetaTags(['visitor-id', 'page-id', 'division-id'], 'test')).toEqual(['page-id', 'division-id']);
    expect(seen).toEqual(['Missing meta tags: page-id, division-id']);
  });
});

describe('API host (§7, contract)', () => {
  it('replaces a leading www. with api. on the same protocol', () => {
    document.head.innerHTML = '';
    expect(apiHost({ location: { protocol: 'https:', host: 'www.varsitytutors.com' } })).toBe('https://api.varsitytutors.com');
    expect(apiHost({ location: { protocol: 'http:', host: 'localhost:8080' } })).toBe('http://localhost:8080');
    expect(apiHost({ location: { protocol: 'https:', host: 'shop.www.example.com' } })).toBe('https://shop.www.example.com');
  });

  it('meta vt-api-host overrides, and an element data-api-host overrides both', () => {
    document.head.innerHTML = '<meta name="vt-api-host" content="https://staging-api.example.com/">';
    const loc = { protocol: 'https:', host: 'www.x.com' };
    expect(apiHost({ location: loc })).toBe('https://staging-api.example.com');
    const el = document.createElement('div');
    el.setAttribute('data-api-host', 'https://other.example.com');
    document.head.insertAdjacentHTML('beforeend', '<meta name="vt-allowed-hosts" content="other.example.com">');
    expect(apiHost({ location: loc, element: el })).toBe('https://other.example.com');
  });

  it('credentialed calls go to no host the page does not trust: an unlisted override is refused and reported', () => {
    expectConsoleError(
      '[vt-elements] vt-cart-badge: data-api-host "https://evil.example" was refused: it goes to another host (evil.example) that <meta name="vt-allowed-hosts"> does not list; using the next API host source.',
      '[vt-elements] vt-cart-badge: <meta name="vt-api-host"> "https://collector.evil.example" was refused: it goes to another host (collector.evil.example) that <meta name="vt-allowed-hosts"> does not list; using the next API host source.',
      '[vt-elements] vt-cart-badge: data-api-host "https://www.x.com:@evil.example" was refused: it carries user info (…@); using the next API host source.',
      '[vt-elements] vt-cart-badge: <meta name="vt-api-host"> "https://collector.evil.example" was refused: it goes to another host (collector.evil.example) that <meta name="vt-allowed-hosts"> does not list; using the next API host source.',
    );
    const seen: string[] = [];
    window.vtErrorReporter = (e) => seen.push(e.message);
    const loc = { protocol: 'https:', host: 'www.x.com' };
    const el = document.createElement('vt-cart-badge');
    // A vt-api-host meta in the body (where sanitised CMS content lives) is not trusted either.
    document.head.innerHTML = '';
    document.body.innerHTML = '<meta name="vt-api-host" content="https://collector.evil.example">';
    el.setAttribute('data-api-host', 'https://evil.example');
    expect(apiHost({ location: loc, element: el })).toBe('https://api.x.com');
    el.setAttribute('data-api-host', 'https://api.x.com/');
    expect(apiHost({ location: loc, element: el })).toBe('https://api.x.com');
    el.setAttribute('data-api-host', 'https://www.x.com:@evil.example');
    expect(apiHost({ location: loc, element: el })).toBe('https://api.x.com');
    expect(seen).toEqual([
      'data-api-host "https://evil.example" was refused: it goes to another host (evil.example) that <meta name="vt-allowed-hosts"> does not list; using the next API host source.',
      '<meta name="vt-api-host"> "https://collector.evil.example" was refused: it goes to another host (collector.evil.example) that <meta name="vt-allowed-hosts"> does not list; using the next API host source.',
      'data-api-host "https://www.x.com:@evil.example" was refused: it carries user info (…@); using the next API host source.',
      '<meta name="vt-api-host"> "https://collector.evil.example" was refused: it goes to another host (collector.evil.example) that <meta name="vt-allowed-hosts"> does not list; using the next API host source.',
    ]);
    document.body.innerHTML = '';
  });

  it('an override that is not an absolute http(s) URL is reported and the next source is used', () => {
    expectConsoleError(
      '[vt-elements] vt-cart-badge: data-api-host "javascript:alert(1)" is not an absolute http(s) URL; using the next API host source.',
      '[vt-elements] vt-cart-badge: <meta name="vt-api-host"> "api.example.com" is not an absolute http(s) URL; using the next API host source.',
    );
    const seen: string[] = [];
    window.vtErrorReporter = (e, c) => seen.push(`${c.source}: ${e.message}`);
    document.head.innerHTML = '<meta name="vt-api-host" content="api.example.com">';
    const loc = { protocol: 'https:', host: 'www.x.com' };
    const el = document.createElement('vt-cart-badge');
    el.setAttribute('data-api-host', 'javascript:alert(1)');
    expect(apiHost({ location: loc, element: el })).toBe('https://api.x.com');
    expect(seen).toEqual([
      'vt-cart-badge: data-api-host "javascript:alert(1)" is not an absolute http(s) URL; using the next API host source.',
      'vt-cart-badge: <meta name="vt-api-host"> "api.example.com" is not an absolute http(s) URL; using the next API host source.',
    ]);
    delete window.vtErrorReporter;
  });
});

describe('data layer and events', () => {
  it('creates window.dataLayer when missing and pushes', () => {
    const target: { dataLayer?: unknown[] } = {};
    pushDataLayer({ event: 'lead_form_start', formId: 'home' }, target);
    expect(target.dataLayer).toEqual([{ event: 'lead_form_start', formId: 'home' }]);
  });

  it("events bubble and are composed; an event with no name throws 'Event missing'", () => {
    const parent = document.createElement('div');
    const child = document.createElement('span');
    parent.append(child);
    const got: unknown[] = [];
    parent.addEventListener('vt-x', (e) => got.push((e as CustomEvent).detail));
    emit(child, 'vt-x', { a: 1 });
    expect(got).toEqual([{ a: 1 }]);
    expect(() => emit(child, '', {})).toThrow('Event missing');
  });
});
