import { beforeEach, describe, expect, it } from 'vitest';
import { landingAddress, landingPage, recordLandingPage } from './landing';
import { defineElement } from './define';

describe('§3 landing_page: the page the visit landed on', () => {
  beforeEach(() => sessionStorage.clear());

  it('is recorded when the visit starts, and later pages of the tab keep it', () => {
    expect(recordLandingPage('https://www.example.test/math-tutors?vtsource=google', sessionStorage)).toBe(
      'https://www.example.test/math-tutors?vtsource=google',
    );
    expect(recordLandingPage('https://www.example.test/get-started#get-started/3', sessionStorage)).toBe(
      'https://www.example.test/math-tutors?vtsource=google',
    );
  });

  it("is kept without the wizard's own #get-started/N hash (the page's other hashes stay)", () => {
    expect(landingAddress('https://www.example.test/p?a=1#get-started/2')).toBe('https://www.example.test/p?a=1');
    expect(landingAddress('https://www.example.test/p#pricing')).toBe('https://www.example.test/p#pricing');
  });

  it('is recorded by the first element defined on the page, before any lead is sent', () => {
    // Issue 51: the expected address is written out, not landingAddress() of the function under test.
    const before = location.href;
    history.replaceState(null, '', '/math-tutors?vtsource=google#get-started/2');
    try {
      defineElement('vt-landing-probe', class extends HTMLElement {});
      expect(sessionStorage.getItem('vt-landing-page')).toBe(`${location.origin}/math-tutors?vtsource=google`);
      // A later page of the tab keeps it.
      history.replaceState(null, '', '/get-started');
      expect(landingPage()).toBe(`${location.origin}/math-tutors?vtsource=google`);
    } finally {
      // The address and the recorded page put back: later files of this worker may share them.
      history.replaceState(null, '', before);
      sessionStorage.clear();
    }
  });

  it('with storage blocked, is the current page without the wizard hash', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(recordLandingPage('https://www.example.test/p#get-started/1', blocked)).toBe('https://www.example.test/p');
  });
});
