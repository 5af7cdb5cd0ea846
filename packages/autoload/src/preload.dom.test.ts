import { afterEach, describe, expect, it } from 'vitest';
import { createPreloader } from './preload';

const links = () => [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('crossorigin')]);

describe('modulepreload links (no waterfall)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds one link per URL, however often a URL is asked for', () => {
    // A clock that stands still: this test is about one link per URL, not about slices (below), and
    // on a busy machine the real one passed the 8 ms slice between two links.
    const preload = createPreloader(document, null, () => {}, 8, () => 0);
    preload(['https://cdn/elements/a.js', 'https://cdn/elements/chunks/runtime-1.js']);
    preload(['https://cdn/elements/b.js', 'https://cdn/elements/chunks/runtime-1.js']);
    expect(links()).toEqual([
      ['modulepreload', 'https://cdn/elements/a.js', null],
      ['modulepreload', 'https://cdn/elements/chunks/runtime-1.js', null],
      ['modulepreload', 'https://cdn/elements/b.js', null],
    ]);
  });

  it("copies the autoloader script's crossorigin, so the preload and the import share a credentials mode", () => {
    createPreloader(document, 'use-credentials', () => {})(['https://cdn/elements/a.js']);
    expect(links()).toEqual([['modulepreload', 'https://cdn/elements/a.js', 'use-credentials']]);
  });

  it('adds links in slices of time, a task apart, in the order asked (a long task otherwise)', async () => {
    const tasks: (() => void)[] = [];
    // Each link "costs" 3 ms; slices of 8 ms hold three links (the budget is checked before each).
    const preload = createPreloader(document, null, (run) => tasks.push(run), 8, () => links().length * 3);
    const urls = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `https://cdn/elements/${from + i}.js`);
    preload(urls(0, 2));
    preload(urls(2, 7)); // the same task: the same slice
    expect(links().map(([, href]) => href)).toEqual(urls(0, 3));
    expect(tasks).toHaveLength(1);
    await Promise.resolve(); // the task ends
    tasks.shift()!();
    expect(links().map(([, href]) => href)).toEqual(urls(0, 6));
    await Promise.resolve();
    preload(urls(7, 8)); // asked in a new task while a slice is pending: from the queue's head, in order
    expect(links().map(([, href]) => href)).toEqual(urls(0, 8));
    tasks.shift()!(); // the pending slice finds nothing left
    expect(links()).toHaveLength(8);
  });
});
