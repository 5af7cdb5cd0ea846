import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll, unlockScroll } from './scroll-lock';

/** One scroll lock for the modal dialogs and the mobile menu (spec §4; issue 40: it was two). */
describe('scroll lock', () => {
  const root = document.documentElement;
  afterEach(() => {
    root.removeAttribute('style');
    document.body.removeAttribute('style');
  });

  it('fixes the body in place (iOS); unlocking puts back both style attributes exactly, none where there was none', () => {
    document.body.setAttribute('style', 'color: red');
    const owner = {};
    lockScroll(owner);
    expect(document.body.getAttribute('style')).toMatch(
      /^color: red;position:fixed!important;top:-?0px!important;left:-?0px!important;width:100%!important;overflow:hidden!important$/,
    );
    expect(root.hasAttribute('data-vt-scroll-locked')).toBe(true);
    unlockScroll(owner);
    expect(document.body.getAttribute('style')).toBe('color: red');
    expect(root.hasAttribute('style')).toBe(false);
    expect(root.hasAttribute('data-vt-scroll-locked')).toBe(false);
  });

  it('nested locks are counted by owner: the page scrolls again when the last owner unlocks; a second lock or unlock by one owner changes nothing', () => {
    const [menu, dialog] = [{}, {}];
    lockScroll(menu);
    lockScroll(dialog);
    lockScroll(dialog);
    unlockScroll(dialog);
    unlockScroll(dialog);
    expect(root.hasAttribute('data-vt-scroll-locked')).toBe(true);
    expect(document.body.style.position).toBe('fixed');
    unlockScroll(menu);
    expect(root.hasAttribute('data-vt-scroll-locked')).toBe(false);
    expect(document.body.hasAttribute('style')).toBe(false);
  });
});
