import { afterEach, describe, expect, it } from 'vitest';
import { authorModeOn } from './author-switch';

describe('author mode switch (issue 41)', () => {
  afterEach(() => {
    document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
    document.body.innerHTML = '';
  });

  const meta = (content: string, parent: HTMLElement = document.head) => {
    const tag = document.createElement('meta');
    tag.name = 'vt-author-mode';
    tag.content = content;
    parent.append(tag);
  };

  it('is off without the meta tag or the query parameter', () => {
    expect(authorModeOn(document, { search: '' })).toBe(false);
    expect(authorModeOn(document, { search: '?q=maths&vt-authors=1' })).toBe(false);
  });

  it('is on with <meta name="vt-author-mode" content="on"> in the head, and off with any other content', () => {
    meta('on');
    expect(authorModeOn(document, { search: '' })).toBe(true);
    document.head.querySelector('meta')!.remove();
    meta('off');
    expect(authorModeOn(document, { search: '' })).toBe(false);
  });

  it('ignores the meta tag outside the head', () => {
    meta('on', document.body);
    expect(authorModeOn(document, { search: '' })).toBe(false);
  });

  it('is on with ?vt-author, whatever its value but "off"', () => {
    expect(authorModeOn(document, { search: '?vt-author' })).toBe(true);
    expect(authorModeOn(document, { search: '?q=1&vt-author=' })).toBe(true);
    expect(authorModeOn(document, { search: '?vt-author=1' })).toBe(true);
    expect(authorModeOn(document, { search: '?vt-author=off' })).toBe(false);
  });

  it('?vt-author=off turns off what the meta tag turned on', () => {
    meta('on');
    expect(authorModeOn(document, { search: '?vt-author=off' })).toBe(false);
    expect(authorModeOn(document, { search: '?vt-author' })).toBe(true);
  });
});
