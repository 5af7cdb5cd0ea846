import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../../tests/support/fake-clock';
import { MenuMachine, type MenuState, type SubMenu } from './menu';
import { HOVER_DELAY_MS } from './layout';

// Subjects > Math > Algebra > Linear > Matrices (levels 1-4 under the top list), plus Test prep > SAT.
const MENUS: SubMenu[] = [
  { id: 'subjects', parent: null },
  { id: 'math', parent: 'subjects' },
  { id: 'science', parent: 'subjects' },
  { id: 'algebra', parent: 'math' },
  { id: 'linear', parent: 'algebra' },
  { id: 'test-prep', parent: null },
  { id: 'sat', parent: 'test-prep' },
];

function machine() {
  const clock = new FakeClock();
  const changes: MenuState[] = [];
  const menu = new MenuMachine(MENUS, clock, (state) => changes.push(state));
  return { clock, changes, menu };
}

describe('sub-menus: one open per level (spec §2 levels 0-4, §4 Navbar)', () => {
  it('opening a sub-menu opens the ones around it and closes its open sibling with everything inside it', () => {
    const { menu } = machine();
    menu.open('linear');
    expect(menu.state.open).toEqual(['subjects', 'math', 'algebra', 'linear']);
    menu.open('science');
    expect(menu.state.open).toEqual(['subjects', 'science']);
    menu.open('sat');
    expect(menu.state.open).toEqual(['test-prep', 'sat']);
  });

  it('closing a sub-menu closes the ones inside it; toggle opens and closes', () => {
    const { menu } = machine();
    menu.open('algebra');
    menu.close('math');
    expect(menu.state.open).toEqual(['subjects']);
    menu.toggle('subjects');
    expect(menu.state.open).toEqual([]);
    menu.toggle('subjects');
    expect(menu.state.open).toEqual(['subjects']);
  });

  it('an unknown id changes nothing and reports no change', () => {
    const { menu, changes } = machine();
    menu.open('nope');
    menu.close('nope');
    expect(changes).toEqual([]);
  });

  it('Escape closes the innermost only and names it (focus returns to its button); then the drawer; then nothing', () => {
    const { menu } = machine();
    menu.openDrawer();
    menu.open('algebra');
    expect(menu.escape()).toEqual({ closed: 'algebra' });
    expect(menu.state.open).toEqual(['subjects', 'math']);
    expect(menu.escape()).toEqual({ closed: 'math' });
    expect(menu.escape()).toEqual({ closed: 'subjects' });
    expect(menu.state.drawerOpen).toBe(true);
    expect(menu.escape()).toEqual({ drawer: true });
    expect(menu.state.drawerOpen).toBe(false);
    expect(menu.escape()).toBeNull();
  });

  it('back goes up one level at a time, four levels down and back up', () => {
    const { menu } = machine();
    menu.openDrawer();
    for (const id of ['subjects', 'math', 'algebra', 'linear']) menu.open(id);
    const up: (string | null)[] = [];
    for (let i = 0; i < 5; i++) up.push(menu.back());
    expect(up).toEqual(['linear', 'algebra', 'math', 'subjects', null]);
    expect(menu.state).toEqual({ open: [], drawerOpen: true });
  });

  it('a click outside closes everything, drawer included; closing the drawer closes its levels', () => {
    const { menu } = machine();
    menu.openDrawer();
    menu.open('sat');
    menu.closeAll();
    expect(menu.state).toEqual({ open: [], drawerOpen: false });
    menu.toggleDrawer();
    menu.open('math');
    menu.toggleDrawer();
    expect(menu.state).toEqual({ open: [], drawerOpen: false });
  });

  it('tells each change once, with the previous state', () => {
    const clock = new FakeClock();
    const seen: [string[], string[]][] = [];
    const menu = new MenuMachine(MENUS, clock, (state, previous) => seen.push([[...state.open], [...previous.open]]));
    menu.open('math');
    menu.open('math');
    menu.close('subjects');
    expect(seen).toEqual([
      [['subjects', 'math'], []],
      [[], ['subjects', 'math']],
    ]);
  });
});

describe('hover: open after 200 ms, close 200 ms after leaving (spec §4, §9 hover delay 200 ms)', () => {
  it('opens exactly at 200 ms of hover, not at 199', () => {
    const { menu, clock } = machine();
    menu.setHover(true);
    menu.hoverEnter('subjects');
    clock.tick(HOVER_DELAY_MS - 1);
    expect(menu.isOpen('subjects')).toBe(false);
    clock.tick(1);
    expect(menu.isOpen('subjects')).toBe(true);
  });

  it('a click on a sub-menu that hover opened keeps it open (the pointer rested 200 ms before the click landed); the next click closes it', () => {
    const { menu, clock } = machine();
    menu.setHover(true);
    menu.hoverEnter('subjects');
    clock.tick(HOVER_DELAY_MS);
    expect(menu.isOpen('subjects')).toBe(true);
    menu.toggle('subjects');
    expect(menu.isOpen('subjects')).toBe(true);
    menu.toggle('subjects');
    expect(menu.isOpen('subjects')).toBe(false);
    // Opened by a click, not by hover: one click closes it.
    menu.toggle('subjects');
    menu.toggle('subjects');
    expect(menu.isOpen('subjects')).toBe(false);
    // Hover opened, then closed by leaving: the next hover-open is met by a click again.
    menu.hoverEnter('subjects');
    clock.tick(HOVER_DELAY_MS);
    menu.hoverLeave('subjects');
    clock.tick(HOVER_DELAY_MS);
    expect(menu.isOpen('subjects')).toBe(false);
    menu.toggle('subjects');
    expect(menu.isOpen('subjects')).toBe(true);
    // A click that lands before the hover timer: opened by the click, so the next click closes it.
    menu.closeAll();
    menu.hoverEnter('subjects');
    menu.toggle('subjects');
    clock.tick(HOVER_DELAY_MS);
    menu.toggle('subjects');
    expect(menu.isOpen('subjects')).toBe(false);
  });

  it('closes exactly 200 ms after the pointer leaves', () => {
    const { menu, clock } = machine();
    menu.setHover(true);
    menu.hoverEnter('subjects');
    clock.tick(200);
    menu.hoverLeave('subjects');
    clock.tick(199);
    expect(menu.isOpen('subjects')).toBe(true);
    clock.tick(1);
    expect(menu.isOpen('subjects')).toBe(false);
  });

  it('crossing a gap (leave, then back within 200 ms) does not flicker: no close, no change', () => {
    const { menu, clock, changes } = machine();
    menu.setHover(true);
    menu.hoverEnter('subjects');
    clock.tick(200);
    menu.hoverLeave('subjects');
    clock.tick(150);
    menu.hoverEnter('subjects');
    clock.tick(1000);
    expect(menu.isOpen('subjects')).toBe(true);
    expect(changes).toHaveLength(1);
    expect(clock.pending).toBe(0);
  });

  it('passing over an item on the way to another opens only the one the pointer stays on', () => {
    const { menu, clock, changes } = machine();
    menu.setHover(true);
    menu.hoverEnter('subjects');
    clock.tick(120);
    menu.hoverLeave('subjects');
    menu.hoverEnter('test-prep');
    clock.tick(200);
    expect(changes.map((s) => s.open)).toEqual([['test-prep']]);
  });

  it('moving from an open item to its sibling: the sibling opens at 200 ms and replaces it', () => {
    const { menu, clock } = machine();
    menu.setHover(true);
    menu.hoverEnter('subjects');
    clock.tick(200);
    menu.hoverLeave('subjects');
    menu.hoverEnter('test-prep');
    clock.tick(200);
    expect(menu.state.open).toEqual(['test-prep']);
  });

  it('nested: hovering a sub-item opens its sub-menu inside the open one', () => {
    const { menu, clock } = machine();
    menu.setHover(true);
    menu.hoverEnter('subjects');
    clock.tick(200);
    menu.hoverEnter('math');
    clock.tick(200);
    expect(menu.state.open).toEqual(['subjects', 'math']);
  });

  it('does nothing while hover is off (flag false, or below 1280 px), and turning it off cancels what is pending', () => {
    const { menu, clock } = machine();
    menu.hoverEnter('subjects');
    clock.tick(1000);
    expect(menu.state.open).toEqual([]);
    menu.setHover(true);
    menu.hoverEnter('subjects');
    menu.setHover(false);
    clock.tick(1000);
    expect(menu.state.open).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('a click that closes a hovered sub-menu leaves no timer to reopen it', () => {
    const { menu, clock } = machine();
    menu.setHover(true);
    menu.hoverEnter('subjects');
    clock.tick(200);
    menu.hoverLeave('subjects');
    menu.closeAll();
    expect(clock.pending).toBe(0);
  });
});
