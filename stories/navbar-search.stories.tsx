import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { delay, http } from 'msw';
import '@vt-elements/navbar-search/element';
import { navbarSearchDefinition } from '@vt-elements/navbar-search/definition';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { argTypesFor, docsFor, renderElement } from './element-story';
import { SEARCH_DEBOUNCE_MS } from '@vt-elements/navbar-search';
import { exactly, pageClock, paused, SLOW } from './play';

type Args = Record<string, unknown>;

/**
 * `<vt-navbar-search>` against the demo API (packages/demo-api/src/search.ts): the subject lookup
 * and an App Search-compatible engine over the demo catalogue. A word of the query picks a
 * scripted answer (`zzz`: nothing; `fail-500`: both fail; `search-500`: the engine fails; …).
 * Each story renders in a site header, as on a page.
 */
const meta: Meta<Args> = {
  title: 'Elements/Navbar search',
  argTypes: argTypesFor(navbarSearchDefinition),
  args: { 'data-engine': 'items-pr', 'data-search-key': 'search-demo-key' },
  parameters: docsFor(navbarSearchDefinition),
  render: (args) =>
    createElement('header', { style: { maxWidth: '24rem', paddingBottom: '28rem' } }, renderElement(navbarSearchDefinition, args)),
  beforeEach: () => {
    heard.length = 0;
    const hear = (event: Event) => heard.push(event as CustomEvent);
    const types = ['vt-search', 'vt-search-results', 'vt-search-empty'];
    for (const type of types) document.addEventListener(type, hear);
    window.addEventListener('vt-error', hear);
    return () => {
      for (const type of types) document.removeEventListener(type, hear);
      window.removeEventListener('vt-error', hear);
    };
  },
};
export default meta;

type Story = StoryObj<Args>;

/** The events heard while the story runs (see beforeEach). */
const heard: CustomEvent[] = [];
const reported = () => heard.filter((e) => e.type === 'vt-error').map((e) => (e.detail as { error: Error }).error.message);

const ENGLISH_LABEL = 'Search subjects and classes';

/** Types `query` into the combobox and returns it. */
async function typeQuery(canvasElement: HTMLElement, query: string, label = ENGLISH_LABEL): Promise<HTMLInputElement> {
  const input = (await within(canvasElement).findByRole('combobox', { name: label }, SLOW)) as HTMLInputElement;
  await userEvent.type(input, query);
  return input;
}

/** Each group's header and the texts of its options (or of the error in its place). */
function groups(canvasElement: HTMLElement): [string, string[]][] {
  return [...canvasElement.querySelectorAll('[role="group"]')].map((g) => [
    canvasElement.querySelector(`[id="${g.getAttribute('aria-labelledby')}"]`)?.textContent ?? '',
    [...g.querySelectorAll('[role="option"], .vt-search__error')].map((o) => o.textContent ?? ''),
  ]);
}

const message = (canvasElement: HTMLElement) => canvasElement.querySelector('.vt-search__message')?.textContent;

/**
 * Closed: an empty combobox, its listbox hidden, nothing sent. Spaces alone are no query: on the
 * runner's page clock (tagged `page-clock`, stories/play.ts), paused while they are typed, a whole
 * debounce pause later no search has started (its vt-search fires in the pause's timer, which
 * `runFor` has run by then); a letter typed after them, the same way, starts one: so the pause
 * would have shown a search. Without the runner's clock (Storybook opened by hand) it only checks
 * what shows.
 */
export const Closed: Story = {
  tags: ['page-clock'],
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('combobox', { name: ENGLISH_LABEL }, SLOW);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('placeholder', 'Search subjects and classes');
    expect(canvasElement.querySelector(`[id="${input.getAttribute('aria-controls')}"]`)).toHaveAttribute('role', 'listbox');
    expect(canvasElement.querySelector('.vt-search__popup')).toHaveAttribute('hidden');
    const clock = pageClock();
    if (!clock) {
      await userEvent.type(input, '   ');
      expect(canvasElement.querySelector('.vt-search__popup')).toHaveAttribute('hidden');
      return;
    }
    await userEvent.click(input);
    await clock.pause();
    try {
      paused.type(input as HTMLInputElement, '   ');
      await clock.runFor(SEARCH_DEBOUNCE_MS);
      expect(canvasElement.querySelector('.vt-search__popup')).toHaveAttribute('hidden');
      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(heard).toEqual([]);
      paused.type(input as HTMLInputElement, 'a');
      await clock.runFor(SEARCH_DEBOUNCE_MS);
      expect(heard.map((e) => [e.type, e.detail])).toEqual([['vt-search', { query: 'a' }]]);
    } finally {
      await clock.resume();
    }
    await userEvent.clear(input);
    await waitFor(() => expect(canvasElement.querySelector('.vt-search__popup')).toHaveAttribute('hidden'), SLOW);
  },
};

/** Searching: neither source has answered yet ('Searching…'). */
export const Searching: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/vtwa/v1/subjects/lookup', async () => delay('infinite')),
        http.post('*/api/as/v1/engines/:engine/search', async () => delay('infinite')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await typeQuery(canvasElement, 'alg');
    await waitFor(() => expect(message(canvasElement)).toBe('Searching…'), SLOW);
    expect(canvasElement.querySelector('[role="listbox"]')).toHaveAttribute('hidden');
  },
};

/** Results: subjects, topics and classes under their headers, 5 a group then '+N more' (§3, §9). */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const input = await typeQuery(canvasElement, 'alg');
    await waitFor(
      () =>
        expect(groups(canvasElement)).toEqual([
          ['Subjects', ['Algebra', 'Algebra 1', 'Algebra 2', 'Pre-Algebra', 'College Algebra', '+2 more']],
          ['Topics', ['Algebra', 'Algebra 2', 'Pre-Algebra']],
          [
            'Classes',
            [
              'Algebra 1 Bootcamp',
              'Algebra 2 Crash Course',
              'Algebra Foundations',
              'Algebra Word Problems Workshop',
              'Algebra-Based Physics',
              '+4 more',
            ],
          ],
        ]),
      SLOW,
    );
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(canvasElement.querySelector('[role="status"]')).toHaveTextContent(exactly('19 results'));
    await waitFor(() => expect(heard.map((e) => e.type)).toEqual(['vt-search', 'vt-search-results']), SLOW);
    expect(heard[1]!.detail).toMatchObject({
      query: 'alg',
      groups: [
        { type: 'subjects', total: 7 },
        { type: 'topics', total: 3 },
        { type: 'items', total: 9 },
      ],
    });
  },
};

/** Keyboard: ArrowDown activates the first option (aria-activedescendant), End the last; the focus stays in the input. */
export const KeyboardActiveOption: Story = {
  play: async ({ canvasElement }) => {
    const input = await typeQuery(canvasElement, 'sat');
    await waitFor(() => expect(groups(canvasElement)[0]).toEqual(['Subjects', ['SAT', 'LSAT', 'PSAT', 'SSAT']]), SLOW);
    // Both sources answered (vt-search-results): the list no longer changes under the keys.
    await waitFor(() => expect(heard.map((e) => e.type)).toContain('vt-search-results'), SLOW);
    await userEvent.keyboard('{ArrowDown}');
    const active = () => canvasElement.querySelector(`[id="${input.getAttribute('aria-activedescendant')}"]`);
    await waitFor(() => expect(active()).toHaveTextContent(exactly('SAT')));
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(active()).toBe([...canvasElement.querySelectorAll('[role="option"]')].at(-1)));
    expect(document.activeElement).toBe(input);
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  },
};

/** No results: the no-results text, searchEmpty tracked and vt-search-empty fired (§8). */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await typeQuery(canvasElement, 'zzz');
    await waitFor(() => expect(message(canvasElement)).toBe('No results for “zzz”.'), SLOW);
    await waitFor(() => expect(heard.map((e) => [e.type, e.detail])).toContainEqual(['vt-search-empty', { query: 'zzz' }]), SLOW);
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({ event: 'searchEmpty', query: 'zzz' });
  },
};

/** Error: both sources fail (HTTP 500): the error text; each failure reported naming its call and cause. */
export const BothSourcesFail: Story = {
  play: async ({ canvasElement }) => {
    await typeQuery(canvasElement, 'fail-500');
    await waitFor(() => expect(message(canvasElement)).toBe('Search is not available right now. Please try again.'), SLOW);
    await waitFor(() => expect(reported()).toHaveLength(2), SLOW);
    expect(reported()).toContainEqual(expect.stringMatching(/^<vt-navbar-search> subject lookup failed: HTTP status 500 from /));
    expect(reported()).toContainEqual(expect.stringMatching(/^<vt-navbar-search> site search failed: HTTP status 500 from /));
  },
};

/** One source fails: the other's results, the error text where the failed group would be. */
export const OneSourceFails: Story = {
  play: async ({ canvasElement }) => {
    await typeQuery(canvasElement, 'math search-500');
    await waitFor(
      () =>
        expect(groups(canvasElement)).toEqual([
          ['Subjects', ['Math', 'Elementary Math', 'Middle School Math']],
          ['Classes', ['Search is not available right now. Please try again.']],
        ]),
      SLOW,
    );
  },
};

/** Names that are markup are shown as text, never as HTML. */
export const HostileStrings: Story = {
  play: async ({ canvasElement }) => {
    await typeQuery(canvasElement, 'hostile');
    await waitFor(() => expect(groups(canvasElement).map(([h]) => h)).toEqual(['Subjects', 'Classes']), SLOW);
    expect(groups(canvasElement)[0]![1]).toEqual(['<img src=x onerror="window.__vtPwned=1">Hostile <i>subject</i>']);
    expect(canvasElement.querySelectorAll('vt-navbar-search img, vt-navbar-search i, vt-navbar-search b')).toHaveLength(0);
  },
};

/** Texts follow the page's lang (here lang="es" around the element); data-texts replaces any of them. */
export const SpanishWithOwnTexts: Story = {
  args: { 'data-texts': { noResults: 'Nada para «{query}».' } },
  render: (args) =>
    createElement(
      'header',
      { lang: 'es', style: { maxWidth: '24rem', paddingBottom: '10rem' } },
      renderElement(navbarSearchDefinition, args),
    ),
  play: async ({ canvasElement }) => {
    const input = await typeQuery(canvasElement, 'zzz', 'Buscar materias y clases');
    expect(input).toHaveAttribute('placeholder', 'Buscar materias y clases');
    await waitFor(() => expect(message(canvasElement)).toBe('Nada para «zzz».'), SLOW);
  },
};
