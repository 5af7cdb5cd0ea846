import type { Meta, StoryObj } from '@storybook/react-vite';
import '@vt-elements/catalogue/course-card-element';
import { courseCardDefinition } from '@vt-elements/catalogue/course-card-definition';
import { expect, waitFor } from 'storybook/test';
import { argTypesFor, docsFor, renderElement } from './element-story';
import { exactly, SLOW } from './play';

type Args = Record<string, unknown>;

/** `<vt-course-card>`: an active class, a topic, a class whose dates are all past, and an inactive one (renders nothing). */
const GEOMETRY = {
  id: 'item-2002',
  catalog_type: 'catalog-items-v1',
  title: 'Geometry Proofs Made Simple',
  price_cents: 9000,
  session_length_minutes: 45,
  session_count: 6,
  week_count: 6,
  session_per_week: 1,
  start_dates: ['2026-12-01', '2026-12-08'],
  grade_full_range: '9-10',
  images: { '1x': '/images/catalogue/geometry.svg', '2x': '/images/catalogue/geometry@2x.svg' },
  details_page: '/classes/geometry-proofs-made-simple',
};

const meta: Meta<Args> = {
  title: 'Elements/Course card',
  argTypes: argTypesFor(courseCardDefinition),
  args: { 'data-course': GEOMETRY, 'data-from': '2026-11-24', 'data-share-url': 'https://www.example.com/' },
  parameters: docsFor(courseCardDefinition),
  render: (args) => <div style={{ maxWidth: '20rem' }}>{renderElement(courseCardDefinition, args)}</div>,
};
export default meta;

type Story = StoryObj<Args>;

async function card(canvas: HTMLElement): Promise<HTMLElement> {
  await customElements.whenDefined('vt-course-card');
  await waitFor(() => expect(canvas.querySelector('vt-course-card')).toHaveAttribute('data-ready'), SLOW);
  return canvas.querySelector<HTMLElement>('vt-course-card [data-vt-root]')!;
}

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const root = await card(canvasElement);
    expect([...root.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '45min',
      '6 live sessions',
      '6 weeks, 1 session per week',
      'Next class: Tue, Dec 1 · 1 more class option',
    ]);
    expect(root.querySelector('.vt-course-card__grades')).toHaveTextContent(exactly('Grades 9-10'));
    expect(root.querySelector('.vt-course-card__details')).toHaveAttribute('href', '/classes/geometry-proofs-made-simple');
    expect(root.querySelector('.vt-course-card__share')).toHaveTextContent(exactly('Share'));
    expect(root.querySelector('.vt-course-card__share')?.getAttribute('href')).toMatch(
      /^https:\/\/www\.example\.com\/classes\/geometry-proofs-made-simple\?direct_share=copy&v_id=.+/,
    );
  },
};
export const Topic: Story = {
  args: {
    'data-course': {
      ...GEOMETRY,
      catalog_type: 'catalog-topics-v1',
      details_page: undefined,
      topic_page: '/topics/geometry',
      session_count: 0,
    },
  },
  play: async ({ canvasElement }) => {
    const root = await card(canvasElement);
    expect(root.querySelector('.vt-course-card__details')).toHaveAttribute('href', '/topics/geometry');
  },
};
export const CheckBackSoon: Story = {
  args: { 'data-course': { ...GEOMETRY, start_dates: ['2026-01-05'] } },
  play: async ({ canvasElement }) => {
    const root = await card(canvasElement);
    expect(root.querySelector('.vt-course-card__next')).toHaveTextContent(exactly('Check back soon'));
  },
};
/** Not scheduled at all (no start date): inactive, so the card renders nothing and the element hides itself. */
export const Inactive: Story = {
  args: { 'data-course': { ...GEOMETRY, start_dates: [] } },
  play: async ({ canvasElement }) => {
    const root = await card(canvasElement);
    expect(root.innerHTML).toBe('');
  },
};
