import type { Meta, StoryObj } from '@storybook/react-vite';
import '@vt-elements/catalogue/course-list-item-element';
import { courseListItemDefinition } from '@vt-elements/catalogue/course-list-item-definition';
import { expect, waitFor } from 'storybook/test';
import { argTypesFor, docsFor, renderElement, renderElementAround } from './element-story';
import { exactly, SLOW } from './play';

type Args = Record<string, unknown>;

/**
 * `<vt-course-list-item>`: every price label (spec §9), every membership message (§6, §9), the
 * next class ('Check back soon'), the entry in a child script, and bad input. Dates are fixed by
 * data-from, so each story reads the same on any day.
 */
const ALGEBRA = {
  id: 'item-1003',
  catalog_type: 'catalog-items-v1',
  title: 'Algebra 1 Bootcamp',
  description_markdown: 'Solve **linear equations** live. See the [syllabus](/classes/algebra-1-bootcamp#syllabus).',
  price_cents: 12000,
  session_length_minutes: 60,
  session_count: 4,
  week_count: 2,
  session_per_week: 2,
  start_dates: ['2026-11-23', '2026-11-24', '2026-12-01'],
  grade_full_range: ['8', '9'],
  subjects: ['algebra'],
  // 'learning': the group tag a membership includes the class by (spec §3, §6).
  parent_group: ['curation_list-popular_classes', 'learning'],
  images: { '1x': '/images/catalogue/algebra.svg', '2x': '/images/catalogue/algebra@2x.svg' },
  details_page: '/classes/algebra-1-bootcamp',
};
/** A class no membership includes: a curation list is its only group tag. */
const NOT_INCLUDED = { parent_group: ['curation_list-popular_classes'] };
const access = (type: string) => ({ is_student: true, enablements: [{ product: { type }, configuration: { tag: 'learning' } }] });

const meta: Meta<Args> = {
  title: 'Elements/Course list item',
  argTypes: argTypesFor(courseListItemDefinition),
  args: { 'data-course': ALGEBRA, 'data-from': '2026-11-24' },
  parameters: docsFor(courseListItemDefinition),
  render: (args) => <div style={{ maxWidth: '48rem' }}>{renderElement(courseListItemDefinition, args)}</div>,
  beforeEach: () => {
    reported.length = 0;
    const hear = (event: Event) => reported.push((event as CustomEvent<{ error: Error }>).detail.error.message);
    window.addEventListener('vt-error', hear);
    return () => window.removeEventListener('vt-error', hear);
  },
};
export default meta;

type Story = StoryObj<Args>;

const reported: string[] = [];

/** The list item has rendered (data-ready); its root. */
async function item(canvas: HTMLElement): Promise<HTMLElement> {
  await customElements.whenDefined('vt-course-list-item');
  await waitFor(() => expect(canvas.querySelector('vt-course-list-item [data-vt-root] article')).not.toBeNull(), SLOW);
  return canvas.querySelector<HTMLElement>('vt-course-list-item [data-vt-root]')!;
}

/** The price line reads `text` exactly. */
const price =
  (text: string): Story['play'] =>
  async ({ canvasElement }) => {
    const root = await item(canvasElement);
    expect(root.querySelector('.vt-course-item__price')).toHaveTextContent(exactly(text));
  };

/** $120 over 4 one-hour sessions; a visitor without membership also sees the Learning Membership link. */
export const PricePerHour: Story = { play: price('$30/hr Included with Learning Membership') };
/** 0 cents. */
export const Free: Story = { args: { 'data-course': { ...ALGEBRA, price_cents: 0, ...NOT_INCLUDED } }, play: price('Free') };
/** A topic without a usable price. */
export const SeePricesForATopic: Story = {
  args: { 'data-course': { ...ALGEBRA, catalog_type: 'catalog-topics-v1', price_cents: null, ...NOT_INCLUDED } },
  play: price('See Prices'),
};
/** 99 cents is not a price: a class gets 'Call for Info'. */
export const CallForInfo: Story = {
  args: { 'data-course': { ...ALGEBRA, price_cents: 99, ...NOT_INCLUDED } },
  play: price('Call for Info'),
};
/** Several distinct prices in an array: no price used. */
export const SeveralPrices: Story = {
  args: { 'data-course': { ...ALGEBRA, price_cents: [12000, 15000], ...NOT_INCLUDED } },
  play: price('Call for Info'),
};
/** A student whose catalogue access matches the class's group tag (§6). */
export const IncludedWithYourMembership: Story = {
  args: { 'data-viewer': access('catalog_access') },
  play: price('Included with your membership'),
};
/** No data-viewer: the entry itself carries the viewer (is_student, enablements), as a search answer made for a signed-in visitor does. */
export const ViewerCarriedByTheEntry: Story = {
  args: { 'data-course': { ...ALGEBRA, ...access('catalog_access') } },
  play: price('Included with your membership'),
};
/** The same through a VT+ enablement. */
export const IncludedWithYourVtPlusMembership: Story = {
  args: { 'data-viewer': access('vt_plus') },
  play: price('Included with your VT+ Membership'),
};
/** A client whose student holds the enablement. */
export const ClientThroughTheirStudent: Story = {
  args: { 'data-viewer': { is_client: true, students: [{ enablements: access('catalog_access').enablements }] } },
  play: price('Included with your membership'),
};
/** Anyone else: the price and the link to /memberships. */
export const IncludedWithLearningMembershipLink: Story = {
  play: async ({ canvasElement }) => {
    const root = await item(canvasElement);
    const link = root.querySelector('.vt-course-item__price a');
    expect(link).toHaveTextContent(exactly('Included with Learning Membership'));
    expect(link).toHaveAttribute('href', '/memberships');
  },
};
/** Every start date is past. */
export const CheckBackSoon: Story = {
  args: { 'data-course': { ...ALGEBRA, start_dates: ['2026-01-05', '2026-02-02'] } },
  play: async ({ canvasElement }) => {
    const root = await item(canvasElement);
    expect(root.querySelector('.vt-course-item__next')).toHaveTextContent(exactly('Check back soon'));
  },
};
/** Today counts, yesterday does not: two future starts, so '1 more class option'. */
export const NextClass: Story = {
  play: async ({ canvasElement }) => {
    const root = await item(canvasElement);
    expect(root.querySelector('.vt-course-item__next')).toHaveTextContent(exactly('Next class: Tue, Nov 24 · 1 more class option'));
    expect(root.querySelector('.vt-course-item__facts')).toHaveTextContent('2 weeks, 2x/week, 1hr each');
    expect(root.querySelector('img')).toHaveAttribute('srcset', '/images/catalogue/algebra.svg 1x, /images/catalogue/algebra@2x.svg 2x');
  },
};
/** The entry in a child <script type="application/json"> instead of data-course. */
export const FromAChildScript: Story = {
  args: { 'data-course': undefined },
  render: (args) =>
    renderElementAround(courseListItemDefinition, args, `<script type="application/json">${JSON.stringify(ALGEBRA)}</script>`),
  play: async ({ canvasElement }) => {
    const root = await item(canvasElement);
    expect(root.querySelector('h3')).toHaveTextContent(exactly('Algebra 1 Bootcamp'));
  },
};
/** Hostile strings are text; a wrong field and an unknown markdown token are reported; the rest renders. */
export const BadInput: Story = {
  args: {
    'data-course': {
      ...ALGEBRA,
      title: '<img src=x onerror=alert(1)>Hostile',
      price_cents: 'twelve',
      description_markdown: '| a | b |\n|---|---|\n| 1 | 2 |',
    },
  },
  play: async ({ canvasElement }) => {
    const root = await item(canvasElement);
    expect(root.querySelector('h3')).toHaveTextContent(exactly('<img src=x onerror=alert(1)>Hostile'));
    expect(root.querySelector('h3 img')).toBeNull();
    await waitFor(
      () =>
        expect(reported).toEqual([
          '<vt-course-list-item> catalogue entry "item-1003": price_cents should be a number, got "twelve"',
          '<vt-course-list-item> catalogue entry "item-1003": Markdown unknown token: table',
        ]),
      SLOW,
    );
  },
};
