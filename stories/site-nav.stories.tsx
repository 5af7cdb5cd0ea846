import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { flagsState } from '@vt-elements/core';
import '@vt-elements/site-nav/element';
import { siteNavDefinition } from '@vt-elements/site-nav/definition';
import { expect, userEvent, waitFor } from 'storybook/test';
import { argTypesFor, docsFor, renderElementAround } from './element-story';
import { pageClock, paused, SLOW } from './play';

type Args = Record<string, unknown>;

/**
 * `<vt-site-nav>` around CMS navigation markup (nested lists), in a site header. The layout
 * follows the window's width (spec §9: drawer below 630 px, hover from 1280 px): each story sets
 * its viewport (Storybook's viewport global; the manager, and tests/browser/storybook.test.ts, size
 * the canvas to it once the story's globals arrive, so the plays wait for the layout).
 */
const NAV = `<nav aria-label="Main">
  <button type="button" data-menu-toggle>Menu</button>
  <ul>
    <li><a href="/subjects">Subjects</a>
      <ul>
        <li><a href="/math-tutors">Math</a>
          <ul>
            <li><a href="/algebra-tutors">Algebra</a>
              <ul>
                <li><a href="/linear-algebra-tutors">Linear algebra</a>
                  <ul><li><a href="/matrices-tutors">Matrices</a></li><li><a href="/vectors-tutors">Vectors</a></li></ul>
                </li>
                <li><a href="/algebra-2-tutors">Algebra 2</a></li>
              </ul>
            </li>
            <li><a href="/geometry-tutors">Geometry</a></li>
          </ul>
        </li>
        <li><a href="/science-tutors">Science</a></li>
      </ul>
    </li>
    <li><a href="/test-prep">Test prep</a>
      <ul><li><a href="/sat-tutors">SAT</a></li><li><a href="/act-tutors">ACT</a></li></ul>
    </li>
    <li><a href="/memberships">Memberships</a></li>
  </ul>
  <a href="/sign-in" data-flag="show-sign-in">Sign in</a>
</nav>`;

const VIEWPORTS = {
  desktop: { name: 'Desktop 1366 × 800', styles: { width: '1366px', height: '800px' } },
  phone: { name: 'Phone 375 × 700', styles: { width: '375px', height: '700px' } },
} as const;

const meta: Meta<Args> = {
  title: 'Elements/Site nav',
  argTypes: argTypesFor(siteNavDefinition),
  parameters: { ...docsFor(siteNavDefinition), viewport: { options: VIEWPORTS } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => createElement('header', { className: 'site-header' }, renderElementAround(siteNavDefinition, args, NAV)),
};
export default meta;

type Story = StoryObj<Args>;

const q = <T extends Element = HTMLElement>(root: Element, selector: string) => root.querySelector<T>(selector)!;
const toggleOf = (root: Element, label: string) => q<HTMLButtonElement>(root, `button[aria-label="${label} sub-menu"]`);
const listOf = (root: Element, label: string) => q<HTMLUListElement>(root, `#${toggleOf(root, label).getAttribute('aria-controls')}`);
const ready = (root: Element) => waitFor(() => expect(q(root, 'vt-site-nav')).toHaveAttribute('data-ready'));

/** Click opens a sub-menu (aria-expanded, aria-controls), one per level; Escape closes the innermost and returns focus to its button; a press outside closes all. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    expect(q(canvasElement, 'vt-site-nav')).toHaveAttribute('data-layout', 'desktop');
    const subjects = toggleOf(canvasElement, 'Subjects');
    expect(subjects).toHaveAttribute('aria-expanded', 'false');
    expect(listOf(canvasElement, 'Subjects').hidden).toBe(true);
    await userEvent.click(subjects);
    expect(subjects).toHaveAttribute('aria-expanded', 'true');
    expect(listOf(canvasElement, 'Subjects').hidden).toBe(false);
    await userEvent.click(toggleOf(canvasElement, 'Math'));
    expect(listOf(canvasElement, 'Math').hidden).toBe(false);
    // One open per level: Test prep closes Subjects and everything inside it.
    await userEvent.click(toggleOf(canvasElement, 'Test prep'));
    expect(subjects).toHaveAttribute('aria-expanded', 'false');
    expect(listOf(canvasElement, 'Math').hidden).toBe(true);
    await userEvent.click(subjects);
    await userEvent.click(toggleOf(canvasElement, 'Math'));
    await userEvent.keyboard('{Escape}');
    expect(toggleOf(canvasElement, 'Math')).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(toggleOf(canvasElement, 'Math'));
    await userEvent.click(document.body);
    expect(subjects).toHaveAttribute('aria-expanded', 'false');
    // The flagged sign-in waits (hidden, its box kept) until the flags are known: the element follows
    // the page's flag state (no <vt-analytics> here: off, unless another story on the same page,
    // such as <vt-analytics>'s, has one).
    expect(q(canvasElement, 'vt-site-nav').hasAttribute('data-flags-known')).toBe(flagsState() !== 'pending');
  },
};

/**
 * At 1280 px and wider, hovering an item opens its sub-menu after 200 ms; leaving closes it 200 ms
 * later (spec §4 Navbar, §9 hover delay). The 200 ms are the behaviour, so they run on the
 * runner's page clock (tagged `page-clock`, stories/play.ts): paused before the pointer moves,
 * closed at 199 ms and open at 200, still open 199 ms after leaving and closed at 200, each
 * checked once `runFor` has fired the timers due (the menu renders in the timer's task). The
 * element keeps its own delay. Without the runner's clock (Storybook opened by hand) it waits for
 * the menu to open and close on the real clock.
 */
export const Hover: Story = {
  tags: ['page-clock'],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await waitFor(() => expect(q(canvasElement, 'vt-site-nav')).toHaveAttribute('data-layout', 'desktop'), SLOW);
    const item = toggleOf(canvasElement, 'Subjects').parentElement!;
    const expanded = () => toggleOf(canvasElement, 'Subjects').getAttribute('aria-expanded');
    const clock = pageClock();
    if (!clock) {
      await userEvent.hover(item);
      await waitFor(() => expect(expanded()).toBe('true'));
      await userEvent.unhover(item);
      await waitFor(() => expect(expanded()).toBe('false'));
      return;
    }
    await clock.pause();
    try {
      paused.hover(item);
      expect(expanded()).toBe('false');
      await clock.runFor(199);
      expect(expanded()).toBe('false');
      await clock.runFor(1);
      expect(expanded()).toBe('true');
      expect(listOf(canvasElement, 'Subjects').hidden).toBe(false);
      paused.unhover(item);
      await clock.runFor(199);
      expect(expanded()).toBe('true');
      await clock.runFor(1);
      expect(expanded()).toBe('false');
      expect(listOf(canvasElement, 'Subjects').hidden).toBe(true);
    } finally {
      await clock.resume();
    }
  },
};

/** Below 630 px: the Menu button opens a drawer that locks page scroll; a sub-menu is its own level with a Back button; Escape closes. */
export const MobileDrawer: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const nav = q(canvasElement, 'vt-site-nav');
    await waitFor(() => expect(nav).toHaveAttribute('data-layout', 'drawer'), SLOW);
    const menu = q<HTMLButtonElement>(canvasElement, '[data-menu-toggle]');
    const top = q<HTMLUListElement>(canvasElement, '.vt-nav__menu');
    expect(top.hidden).toBe(true);
    const bodyStyle = document.body.getAttribute('style');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(top.hidden).toBe(false);
    expect(document.body.getAttribute('style')).toContain('position:fixed');
    await userEvent.click(toggleOf(canvasElement, 'Subjects'));
    expect(toggleOf(canvasElement, 'Subjects').parentElement).toHaveClass('vt-nav__open');
    expect(top).toHaveClass('vt-nav__covered');
    const back = q<HTMLButtonElement>(listOf(canvasElement, 'Subjects'), '.vt-nav__back-button');
    expect(document.activeElement).toBe(back);
    await userEvent.click(back);
    expect(toggleOf(canvasElement, 'Subjects')).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(toggleOf(canvasElement, 'Subjects'));
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.getAttribute('style')).toBe(bodyStyle);
  },
};

/** Four levels down (levels 1-4 under the top list) and back up with Escape, focus returning to each button. */
export const DeepLevels: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const path = ['Subjects', 'Math', 'Algebra', 'Linear algebra'];
    for (const label of path) await userEvent.click(toggleOf(canvasElement, label));
    expect(path.map((label) => toggleOf(canvasElement, label).getAttribute('aria-expanded'))).toEqual(['true', 'true', 'true', 'true']);
    expect(listOf(canvasElement, 'Linear algebra').hidden).toBe(false);
    for (const label of [...path].reverse()) {
      await userEvent.keyboard('{Escape}');
      expect(toggleOf(canvasElement, label)).toHaveAttribute('aria-expanded', 'false');
      expect(document.activeElement).toBe(toggleOf(canvasElement, label));
    }
  },
};
