import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textsFor } from '@vt-elements/core';
import { FakeClock } from '../../../../tests/support/fake-clock';
import { TEXTS } from '../core/texts';
import { SiteNavController } from './controller';
import { focusables } from './focus';

/**
 * The open drawer's focus trap (spec §4 Navbar: mobile menu open/closed; issue 50): Tab reaches
 * every control a visitor could reach in the drawer, textarea and select included, and skips
 * what Tab skips: disabled controls, tabindex="-1", hidden and inert content. (A disabled
 * fieldset's controls: tests/browser/site-nav.test.ts, happy-dom's :disabled does not reach them.)
 */
const DRAWER = `<nav aria-label="Main"><button type="button" data-menu-toggle>Menu</button><ul>
<li><a href="/subjects">Subjects</a><ul><li><a href="/math">Math</a></li></ul></li>
<li><label>Language <select name="language"><option>English</option><option>Español</option></select></label></li>
<li><label>Feedback <textarea name="feedback"></textarea></label></li>
<li><button type="button" disabled>Coming soon</button></li>
<li><a href="/skip" tabindex="-1">Skipped link</a></li>
<li inert><a href="/inert">Inert link</a></li>
<li hidden><a href="/hidden">Hidden link</a></li>
<li><input type="hidden" name="token"><a href="/memberships">Memberships</a></li>
</ul></nav>`;

const happyDOM = () => (window as unknown as { happyDOM: { setViewport(s: object): void } }).happyDOM;
let controller: SiteNavController | undefined;
beforeEach(() => happyDOM().setViewport({ width: 375, height: 700 }));
afterEach(() => {
  controller?.stop();
  controller = undefined;
  document.body.replaceChildren();
  happyDOM().setViewport({ width: 1024, height: 768 });
});

const name = (el: Element | null) =>
  el?.getAttribute('aria-label') ?? ((el as HTMLSelectElement | HTMLTextAreaElement).name || el?.textContent?.trim());

describe('the drawer focus trap (Tab and Shift+Tab cycle in the open drawer)', () => {
  it('lists links, buttons, select and textarea; skips disabled, tabindex -1, inert, hidden and type=hidden', () => {
    document.body.innerHTML = DRAWER;
    expect(focusables(document.querySelector('ul')!).map(name)).toEqual(['Subjects', 'Math', 'language', 'feedback', 'Memberships']);
  });

  it('Tab goes from the toggle through the drawer to the toggle again; Shift+Tab goes back the same way', () => {
    document.body.innerHTML = `<header><vt-site-nav>${DRAWER}</vt-site-nav></header>`;
    const host = document.querySelector<HTMLElement>('vt-site-nav')!;
    controller = new SiteNavController(host, { hoverFlag: null, texts: textsFor(TEXTS, 'en'), clock: new FakeClock() });
    const toggle = host.querySelector<HTMLButtonElement>('[data-menu-toggle]')!;
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    toggle.focus();
    const press = (shiftKey = false) => {
      const target = document.activeElement as HTMLElement;
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }));
      return name(document.activeElement);
    };
    const forwards = Array.from({ length: 6 }, () => press());
    expect(forwards).toEqual(['Subjects', 'Subjects sub-menu', 'language', 'feedback', 'Memberships', 'Menu']);
    const backwards = Array.from({ length: 6 }, () => press(true));
    expect(backwards).toEqual(['Memberships', 'feedback', 'language', 'Subjects sub-menu', 'Subjects', 'Menu']);
  });
});
