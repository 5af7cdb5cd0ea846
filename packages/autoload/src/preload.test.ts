// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createPreloader } from './preload';

const links = () => [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('crossorigin')]);

describe('modulepreload links (no waterfall)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds one link per URL, however often a URL is asked for', () => {
    const preload = createPreloader(document, null);
    preload(['https://cdn/elements/a.js', 'https://cdn/elements/chunks/runtime-1.js']);
    preload(['https://cdn/elements/b.js', 'https://cdn/elements/chunks/runtime-1.js']);
    expect(links()).toEqual([
      ['modulepreload', 'https://cdn/elements/a.js', null],
      ['modulepreload', 'https://cdn/elements/chunks/runtime-1.js', null],
      ['modulepreload', 'https://cdn/elements/b.js', null],
    ]);
  });

  it("copies the autoloader script's crossorigin, so the preload and the import share a credentials mode", () => {
    createPreloader(document, 'use-credentials')(['https://cdn/elements/a.js']);
    expect(links()).toEqual([['modulepreload', 'https://cdn/elements/a.js', 'use-credentials']]);
  });
});
