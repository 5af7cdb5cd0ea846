import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../../tests/support/fake-clock';
import { DESKTOP_NAV_MIN_WIDTH, HEADER_RELATIVE_MAX_HEIGHT, HOVER_DELAY_MS, MAX_LEVELS, MOBILE_MENU_MAX_WIDTH } from './layout';
import { markupProblems } from './markup';
import { MenuMachine, type SubMenu } from './menu';
import { TEXTS } from './texts';

/**
 * Issue 51: the navigation's spec numbers and rules, pinned by literals (spec §2 levels 0-4, §4
 * Navbar, §9 breakpoints desktop nav 1280, mobile menu 630, header under 676 px tall, hover 200 ms).
 */
describe('§9 breakpoints and the hover delay', () => {
  it('are the spec’s numbers', () => {
    expect(DESKTOP_NAV_MIN_WIDTH).toBe(1280);
    expect(MOBILE_MENU_MAX_WIDTH).toBe(630);
    expect(HEADER_RELATIVE_MAX_HEIGHT).toBe(676);
    expect(HOVER_DELAY_MS).toBe(200);
    expect(MAX_LEVELS).toBe(5);
  });
});

describe('§2 levels 0-4: markup problems name the item', () => {
  it('a list under an item without text is named by its link; a link without text or href says so', () => {
    expect(
      markupProblems({
        hasList: true,
        hasToggle: true,
        items: [
          { level: 0, label: 'A', href: '/a', hasList: true },
          { level: 4, label: '', href: '/deep', hasList: true },
          { level: 1, label: '', href: null, hasList: false },
        ],
      }),
    ).toEqual(['the list under "/deep" is level 5 (levels 0-4): plain links', 'a link without text (/deep)', 'a link without text']);
  });
  it('a list at level 4 is fine', () => {
    expect(markupProblems({ hasList: true, hasToggle: true, items: [{ level: 3, label: 'L3', href: '/l3', hasList: true }] })).toEqual([]);
  });
});

describe('§4 Navbar hover: coming back within 200 ms into a sub-menu keeps the menus around it open', () => {
  const MENUS: SubMenu[] = [
    { id: 'subjects', parent: null },
    { id: 'math', parent: 'subjects' },
  ];
  it('leaving both, then entering the inner one before 200 ms, closes neither', () => {
    const clock = new FakeClock();
    const menu = new MenuMachine(MENUS, clock, () => {});
    menu.setHover(true);
    menu.hoverEnter('subjects');
    clock.tick(200);
    menu.hoverEnter('math');
    clock.tick(200);
    menu.hoverLeave('math');
    menu.hoverLeave('subjects');
    clock.tick(199);
    menu.hoverEnter('math');
    clock.tick(1000);
    expect(menu.state.open).toEqual(['subjects', 'math']);
    expect(clock.pending).toBe(0);
  });
});

describe('nav texts in Spanish (contract "Strings and languages")', () => {
  it('word for word', () => {
    expect(TEXTS).toEqual({ en: { submenu: '{label} sub-menu', back: 'Back' }, es: { submenu: 'Submenú de {label}', back: 'Volver' } });
  });
});
