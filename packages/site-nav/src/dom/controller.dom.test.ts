import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { addErrorReporter, flag, setFlagSource, setFlagsOff } from '@vt-elements/core';
import { resetAnalytics } from '@vt-elements/core/testing';
import { FLAGS_SOURCE_WAIT_MS } from '@vt-elements/core/flag-source';
import { FakeClock } from '../../../../tests/support/fake-clock';
import { SiteNavController } from './controller';
import { textsFor } from '@vt-elements/core';
import { TEXTS } from '../core/texts';

const NAV = `<nav aria-label="Main"><button type="button" data-menu-toggle>Menu</button><ul>
<li><a href="/subjects">Subjects</a><ul><li><a href="/math">Math</a><ul><li><a href="/algebra">Algebra</a></li></ul></li></ul></li>
<li><span>Test prep</span><ul><li><a href="/sat">SAT</a></li></ul></li>
<li><a href="/memberships">Memberships</a></li></ul><a href="/sign-in" data-flag="sign-in">Sign in</a></nav>`;

let messages: string[] = [];
let stopReporter = () => {};
beforeEach(() => {
  messages = [];
  stopReporter = addErrorReporter((error) => messages.push(error.message));
  (window as unknown as { happyDOM: { setViewport(s: object): void } }).happyDOM.setViewport({ width: 1366, height: 800 });
});
afterEach(() => {
  stopReporter();
  resetAnalytics();
  document.body.replaceChildren();
});

function mount(nav = NAV, hoverFlag: string | null = null, clock = new FakeClock(), before = '') {
  document.body.innerHTML = `${before}<header><vt-site-nav>${nav}</vt-site-nav></header><footer><button data-disclaimer-toggle>Disclaimer</button><div data-disclaimer>Text</div></footer>`;
  const host = document.querySelector('vt-site-nav') as HTMLElement;
  const controller = new SiteNavController(host, { hoverFlag, texts: textsFor(TEXTS, 'en'), clock });
  return { host, controller, clock };
}
const buttonFor = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label} sub-menu"]`)!;

describe('enhancing the CMS markup in place (APG disclosure navigation)', () => {
  it('adds a disclosure button after each link with a nested list, labelled by its text, controlling the hidden list', () => {
    mount();
    const subjects = buttonFor('Subjects');
    expect(subjects.previousElementSibling?.textContent).toBe('Subjects');
    expect(subjects.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(subjects.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    // An item whose label is its own text (no link) gets a button too.
    expect(buttonFor('Test prep')).not.toBeNull();
    expect(messages).toEqual([]);
  });

  it('clicks open and close, and the state shows on the markup (aria-expanded, hidden, vt-nav__open)', () => {
    mount();
    buttonFor('Subjects').click();
    buttonFor('Math').click();
    expect(buttonFor('Math').getAttribute('aria-expanded')).toBe('true');
    expect(buttonFor('Math').parentElement!.classList.contains('vt-nav__open')).toBe(true);
    buttonFor('Test prep').click();
    expect(buttonFor('Subjects').getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(buttonFor('Math').getAttribute('aria-controls')!)!.hidden).toBe(true);
  });

  it('hover opens after 200 ms on the injected clock, only with a mouse', () => {
    const { clock } = mount();
    const item = buttonFor('Subjects').parentElement!;
    item.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'touch' }));
    clock.tick(500);
    expect(buttonFor('Subjects').getAttribute('aria-expanded')).toBe('false');
    item.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    clock.tick(199);
    expect(buttonFor('Subjects').getAttribute('aria-expanded')).toBe('false');
    clock.tick(1);
    expect(buttonFor('Subjects').getAttribute('aria-expanded')).toBe('true');
  });

  it('data-hover-flag: no hover until the flag is true', () => {
    const { clock } = mount(NAV, 'hover-menu');
    const item = buttonFor('Subjects').parentElement!;
    item.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    clock.tick(500);
    expect(buttonFor('Subjects').getAttribute('aria-expanded')).toBe('false');
    setFlagSource({ value: (key) => key === 'hover-menu', subscribe: () => () => {} });
    item.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    item.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    clock.tick(200);
    expect(buttonFor('Subjects').getAttribute('aria-expanded')).toBe('true');
  });

  it('after start (issue 39): a new hover flag is followed from then on, the old one no more; the open sub-menu stays open', () => {
    const { controller, clock } = mount(NAV, 'hover-menu');
    setFlagSource({ value: (key) => key === 'other-flag', subscribe: () => () => {} });
    buttonFor('Subjects').click();
    const item = buttonFor('Test prep').parentElement!;
    item.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    clock.tick(500);
    expect(buttonFor('Test prep').getAttribute('aria-expanded')).toBe('false');
    item.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    controller.setHoverFlag('other-flag');
    expect(buttonFor('Subjects').getAttribute('aria-expanded')).toBe('true');
    item.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    clock.tick(200);
    expect(buttonFor('Test prep').getAttribute('aria-expanded')).toBe('true');
    item.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    clock.tick(200);
    controller.setHoverFlag('hover-menu');
    item.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    clock.tick(500);
    expect(buttonFor('Test prep').getAttribute('aria-expanded')).toBe('false');
  });

  it('after start (issue 39): new texts rename the buttons in place, an open sub-menu stays open', () => {
    const { controller } = mount();
    buttonFor('Subjects').click();
    controller.setTexts({ submenu: 'Menú {label}', back: 'Atrás' });
    expect(document.querySelector('button[aria-label="Menú Subjects"]')!.getAttribute('aria-expanded')).toBe('true');
    expect([...document.querySelectorAll('.vt-nav__back-button')].map((b) => b.textContent)).toEqual(['Atrás', 'Atrás', 'Atrás']);
    expect(document.querySelectorAll('.vt-nav__button[aria-label$="sub-menu"]')).toHaveLength(0);
  });

  it('the footer disclaimer starts collapsed and toggles', () => {
    mount();
    const toggle = document.querySelector<HTMLButtonElement>('[data-disclaimer-toggle]')!;
    const block = document.querySelector<HTMLElement>('[data-disclaimer]')!;
    expect([toggle.getAttribute('aria-expanded'), toggle.getAttribute('aria-controls'), block.hidden]).toEqual(['false', block.id, true]);
    toggle.click();
    expect([toggle.getAttribute('aria-expanded'), block.hidden]).toEqual(['true', false]);
  });

  it('a second start (the element re-added) does not add a second set of buttons', () => {
    const { host } = mount();
    new SiteNavController(host, { hoverFlag: null, texts: textsFor(TEXTS, 'en') });
    expect(host.querySelectorAll('.vt-nav__button')).toHaveLength(3);
    expect(host.querySelectorAll('.vt-nav__back')).toHaveLength(3);
  });

  it('bad markup is reported once per element and left as plain links', () => {
    expectConsoleError(
      '[vt-elements] vt-site-nav: <vt-site-nav>: no sub-menus (no <li> holds a <ul>): plain links',
      '[vt-elements] vt-site-nav: <vt-site-nav>: a link without text (/b)',
      '[vt-elements] vt-site-nav: <vt-site-nav>: no [data-menu-toggle]: below 630 px, plain links',
    );
    const { host } = mount('<nav><ul><li><a href="/a">A</a></li><li><a href="/b"> </a></li></ul></nav>');
    new SiteNavController(host, { hoverFlag: null, texts: textsFor(TEXTS, 'en') });
    expect(messages).toEqual([
      '<vt-site-nav>: no sub-menus (no <li> holds a <ul>): plain links',
      '<vt-site-nav>: a link without text (/b)',
      '<vt-site-nav>: no [data-menu-toggle]: below 630 px, plain links',
    ]);
  });
});

describe('flagged items (spec §1 feature flags, contract <vt-analytics>: shown only while their flag is true)', () => {
  const ANALYTICS = '<vt-analytics></vt-analytics>';

  it('flags read false without a source: on a page without <vt-analytics> the flags are known once it has parsed (data-flags-known)', () => {
    const { host } = mount();
    expect(host.hasAttribute('data-flags-known')).toBe(true);
    expect(flag('sign-in')).toBe(false);
    expect(messages).toEqual([]);
  });

  it('with a <vt-analytics>, flagged items wait (hidden, box kept) until the flags are known: ready with the flag SDK', () => {
    const { host } = mount(NAV, null, new FakeClock(), ANALYTICS);
    expect(host.hasAttribute('data-flags-known')).toBe(false);
    setFlagSource({ value: (key) => key === 'sign-in', subscribe: () => () => {} });
    expect(host.hasAttribute('data-flags-known')).toBe(true);
  });

  it('with a <vt-analytics> whose flag SDK failed or timed out (off), the flags are known: every flag false', () => {
    const { host } = mount(NAV, null, new FakeClock(), ANALYTICS);
    expect(host.hasAttribute('data-flags-known')).toBe(false);
    setFlagsOff();
    expect(host.hasAttribute('data-flags-known')).toBe(true);
  });

  it('a <vt-analytics> whose module never upgrades keeps them waiting only FLAGS_SOURCE_WAIT_MS on the clock, then off and reported', () => {
    expectConsoleError('[vt-elements] feature-flags: <vt-analytics> was not defined within 10 s: every flag reads false');
    const { host, clock } = mount(NAV, null, new FakeClock(), ANALYTICS);
    clock.tick(FLAGS_SOURCE_WAIT_MS - 1);
    expect(host.hasAttribute('data-flags-known')).toBe(false);
    clock.tick(1);
    expect(host.hasAttribute('data-flags-known')).toBe(true);
    expect(messages).toEqual([`<vt-analytics> was not defined within ${FLAGS_SOURCE_WAIT_MS / 1000} s: every flag reads false`]);
  });

  it('a stopped nav (removed) no longer follows the flags', () => {
    const { host, controller } = mount(NAV, null, new FakeClock(), ANALYTICS);
    controller.stop();
    setFlagsOff();
    expect(host.hasAttribute('data-flags-known')).toBe(false);
  });
});
