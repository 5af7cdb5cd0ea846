import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import { createDiscovery } from './discover';

describe('autoloader discovery (contract "Loading")', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete window.vtErrorReporter;
    vi.restoreAllMocks();
  });

  it('imports each undefined vt-* tag once, relative to the script, ignoring other tags', async () => {
    document.body.innerHTML =
      '<vt-cart-badge></vt-cart-badge><vt-cart-badge></vt-cart-badge><x-other></x-other><div><vt-carousel></vt-carousel></div>';
    const urls: string[] = [];
    const { discover } = createDiscovery('https://cdn.example.com/vt/', ['cart-badge', 'carousel'], async (url) => void urls.push(url));
    await discover(document);
    await discover(document);
    expect(urls.sort()).toEqual(['https://cdn.example.com/vt/elements/carousel.js', 'https://cdn.example.com/vt/elements/cart-badge.js']);
  });

  it('one failing module does not stop the others; failures are reported as ChunkLoadError', async () => {
    expectConsoleError(
      '[vt-elements] autoload: Unknown element <vt-nope>: no module named nope.js (known: cart-badge, carousel)',
      '[vt-elements] autoload: Loading chunk https://cdn/elements/carousel.js failed. (missing: https://cdn/elements/carousel.js)',
    );
    const reported: string[] = [];
    window.vtErrorReporter = (e) => reported.push(`${e.name}: ${e.message}`);
    document.body.innerHTML = '<vt-cart-badge></vt-cart-badge><vt-carousel></vt-carousel><vt-nope></vt-nope>';
    const loaded: string[] = [];
    const { discover } = createDiscovery('https://cdn/', ['cart-badge', 'carousel'], (url) =>
      url.includes('carousel')
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(void loaded.push(url)),
    );
    await discover(document);
    expect(loaded).toEqual(['https://cdn/elements/cart-badge.js']);
    expect(reported.sort()).toEqual([
      'ChunkLoadError: Loading chunk https://cdn/elements/carousel.js failed. (missing: https://cdn/elements/carousel.js)',
      'Error: Unknown element <vt-nope>: no module named nope.js (known: cart-badge, carousel)',
    ]);
  });

  it('names the shared chunk that failed, not the element module that imported it (spec §8)', async () => {
    expectConsoleError(
      '[vt-elements] autoload: Loading chunk https://cdn/elements/chunks/runtime-abc.js failed. (missing: https://cdn/elements/chunks/runtime-abc.js)',
    );
    const reported: Error[] = [];
    window.vtErrorReporter = (e) => reported.push(e);
    document.body.innerHTML = '<vt-cart-badge></vt-cart-badge>';
    const chunk = 'https://cdn/elements/chunks/runtime-abc.js';
    const { discover } = createDiscovery(
      'https://cdn/',
      ['cart-badge'],
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => chunk,
    );
    await discover(document);
    expect(reported.map((e) => `${e.name}: ${e.message}`)).toEqual([`ChunkLoadError: Loading chunk ${chunk} failed. (missing: ${chunk})`]);
    expect((reported[0] as Error & { type: string; request: string }).type).toBe('missing');
    expect((reported[0] as Error & { request: string }).request).toBe(chunk);
  });

  it('discovers the root itself when it is an added vt-* element', async () => {
    const el = document.createElement('vt-cart-badge');
    document.body.append(el);
    const urls: string[] = [];
    await createDiscovery('https://cdn/', ['cart-badge'], async (u) => void urls.push(u)).discover(el);
    expect(urls).toEqual(['https://cdn/elements/cart-badge.js']);
  });

  it('imports an attribute behaviour ([data-scroll-to]) once, when the attribute is on the page or added later (issue 17)', async () => {
    const urls: string[] = [];
    const { discover } = createDiscovery('https://cdn/', ['scroll-to'], async (u) => void urls.push(u), undefined, {
      'data-scroll-to': 'scroll-to',
    });
    await discover(document);
    expect(urls).toEqual([]);
    const link = document.createElement('a');
    link.setAttribute('data-scroll-to', '#faq');
    document.body.append(link);
    await discover(link);
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<button data-scroll-to="#top">Top</button>';
    document.body.append(wrapper);
    await discover(wrapper);
    await discover(document);
    expect(urls).toEqual(['https://cdn/elements/scroll-to.js']);
  });
});
