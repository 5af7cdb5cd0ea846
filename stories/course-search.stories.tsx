import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import '@vt-elements/course-search/element';
import { courseSearchDefinition } from '@vt-elements/course-search/definition';
import { writeState } from '@vt-elements/course-search';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { argTypesFor, docsFor, renderElement } from './element-story';
import { exactly, SLOW } from './play';

type Args = Record<string, unknown>;

/**
 * `<vt-course-search>` against the demo item-search service (packages/demo-api/src/course-search.ts):
 * an Elasticsearch-compatible `_search` over the demo catalogue, and the three query templates.
 * The query comes from `data-options` here (on a page: the URL's `?q=`); each story starts from a
 * URL without search state, as the block pushes its state into the URL.
 */
const meta: Meta<Args> = {
  title: 'Elements/Course search',
  argTypes: argTypesFor(courseSearchDefinition),
  args: {
    'data-search-url': '/course-search',
    'data-templates-url': '/course-search/templates',
    'data-topics': true,
    'data-options': { query: 'algebra' },
    'data-target-id': 'class-results',
  },
  parameters: docsFor(courseSearchDefinition),
  render: (args) => renderElement(courseSearchDefinition, args),
  beforeEach: () => {
    history.replaceState(history.state, '', `${location.pathname}${writeState({ query: '', page: 1, selection: {} }, location.search)}`);
    heard.length = 0;
    const hear = (event: Event) => heard.push(event as CustomEvent);
    const types = ['searchComplete', 'facetsComplete', 'vt-search-error', 'vt-error'];
    for (const type of types) window.addEventListener(type, hear);
    return () => {
      for (const type of types) window.removeEventListener(type, hear);
      history.replaceState(history.state, '', `${location.pathname}${writeState({ query: '', page: 1, selection: {} }, location.search)}`);
    };
  },
};
export default meta;

type Story = StoryObj<Args>;

const heard: CustomEvent[] = [];
const count = (canvas: HTMLElement) => canvas.querySelector('h2.vt-course-search__count')?.textContent;
const hits = (canvas: HTMLElement) => canvas.querySelectorAll('.vt-course-search__hit').length;

/** Results: 24 of the 26 for 'algebra', a result count, pagination, the events (spec §3, §9). */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(count(canvasElement)).toBe('26 results for “algebra” · Page 1 of 2'), SLOW);
    expect(hits(canvasElement)).toBe(24);
    const pages = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(heard.map((e) => e.type)).toEqual(['searchComplete', 'facetsComplete']);
    expect(heard[0]!.detail).toMatchObject({
      query: 'algebra',
      page: 1,
      page_info: { current: 1, size: 24, total_pages: 2, total_results: 26 },
    });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(hits(canvasElement)).toBe(2), SLOW);
    expect(location.search).toContain('page=2');
  },
};

/** Facets: ticking a subject narrows the results; the subject facet keeps its other values with their counts. */
export const Facets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: 'Algebra 2 (3)' }, SLOW);
    await userEvent.click(box);
    await waitFor(() => expect(count(canvasElement)).toBe('3 results for “algebra”'), SLOW);
    expect(box).toBeChecked();
    expect(canvas.getByRole('checkbox', { name: 'Algebra (18)' })).not.toBeChecked();
    expect(canvas.getByRole('group', { name: 'Time of day' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(hits(canvasElement)).toBe(24), SLOW);
  },
};

/** Loading: the first answer has not come yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post('*/course-search/:indices/_search', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(count(canvasElement)).toBe('Searching…'), SLOW);
    expect(canvasElement.querySelector('.vt-course-search__results')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Empty: nothing matches. */
export const Empty: Story = {
  args: { 'data-options': { query: 'zzz' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(count(canvasElement)).toBe('No classes match “zzz”.'), SLOW);
    expect(hits(canvasElement)).toBe(0);
    expect(within(canvasElement).queryByRole('navigation', { name: 'Pages' })).toBeNull();
  },
};

/** Error: the search answers HTTP 500 once; the message with Retry, reported; Retry shows the results. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/course-search/:indices/_search', () => HttpResponse.json({ error: 'boom' }, { status: 500 }), { once: true }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, SLOW);
    expect(alert.querySelector('p')).toHaveTextContent(exactly('Search is not available right now.'));
    expect(heard.filter((e) => e.type === 'vt-search-error')).toHaveLength(1);
    expect(heard.filter((e) => e.type === 'vt-error')).toHaveLength(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(hits(canvasElement)).toBe(24), SLOW);
    expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
