import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import '@vt-elements/widgets/collapsible-element';
import '@vt-elements/widgets/accordion-element';
import '@vt-elements/widgets/faq-element';
import '@vt-elements/widgets/expand-text-element';
import '@vt-elements/widgets/show-more-element';
import '@vt-elements/widgets/dropdown-element';
import '@vt-elements/widgets/bio-cards-element';
import '@vt-elements/widgets/carousel-element';
import '@vt-elements/widgets/scroll-to';
import {
  accordionDefinition,
  bioCardsDefinition,
  carouselDefinition,
  collapsibleDefinition,
  dropdownDefinition,
  expandTextDefinition,
  faqDefinition,
  scrollToDocs,
  showMoreDefinition,
} from '@vt-elements/widgets/definition';
import type { ElementDefinition } from '@vt-elements/core';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SLOW } from './play';
import { argTypesFor, docsFor, renderElementAround } from './element-story';

type Args = Record<string, unknown>;

/**
 * The content widgets (spec §2 Widgets, §4, §9) around CMS markup, as on
 * examples/subject-page.html. Plain custom elements: each story renders the real element.
 */
const meta: Meta<Args> = {
  title: 'Elements/Content widgets',
  parameters: {
    docs: {
      description: {
        component:
          'Collapsible, accordion, FAQ, expand-text, show-more, dropdown, bio cards, carousel and [data-scroll-to], enhancing CMS markup in place (one disclosure primitive; no React). See docs/elements.md and packages/widgets/README.md.',
      },
    },
  },
  beforeEach: () => {
    errors.length = 0;
    const hear = (event: Event) => errors.push(((event as CustomEvent).detail as { error: Error }).error.message);
    window.addEventListener('vt-error', hear);
    return () => window.removeEventListener('vt-error', hear);
  },
};
export default meta;

type Story = StoryObj<Args>;
const errors: string[] = [];

/** One story per element: its controls and docs from its definition, its markup the CMS's. */
const story = (definition: ElementDefinition, markup: string, rest: Partial<Story>): Story => ({
  argTypes: argTypesFor(definition),
  parameters: docsFor(definition),
  render: (args) => renderElementAround(definition, args, markup),
  ...rest,
});
const ready = (root: HTMLElement, tag: string) => waitFor(() => expect(root.querySelector(tag)).toHaveAttribute('data-ready'));

/** Collapsed below data-breakpoint (here 5000 px, so in any window); the button opens and closes it (aria-expanded, aria-controls). */
export const Collapsible: Story = story(
  collapsibleDefinition,
  '<button type="button" data-toggle>Topics covered</button><ul data-content><li>Linear equations</li><li>Quadratics</li></ul>',
  {
    args: { 'data-breakpoint': 5000 },
    play: async ({ canvasElement }) => {
      await ready(canvasElement, 'vt-collapsible');
      const button = within(canvasElement).getByRole('button', { name: 'Topics covered' });
      const list = canvasElement.querySelector('ul')!;
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveAttribute('aria-controls', list.id);
      expect(list.hidden).toBe(true);
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(list.hidden).toBe(false);
      await userEvent.click(button);
      await waitFor(() => expect(list.hidden).toBe(true));
    },
  },
);

/** Opening one block closes the other (native <details name>). */
export const Accordion: Story = story(
  accordionDefinition,
  '<details open><summary>Tell us what you need</summary><p>Two minutes.</p></details><details><summary>Meet your tutor</summary><p>Within 24 hours.</p></details>',
  {
    play: async ({ canvasElement }) => {
      await ready(canvasElement, 'vt-accordion');
      const [first, second] = [...canvasElement.querySelectorAll('details')];
      expect(first!.name).toBe(second!.name);
      await userEvent.click(within(canvasElement).getByText('Meet your tutor'));
      await waitFor(() => expect([first!.open, second!.open]).toEqual([false, true]));
    },
  },
);

/** Expand all opens every question, then reads Collapse all. */
export const Faq: Story = story(
  faqDefinition,
  '<button type="button" data-expand-all>Expand all</button><details><summary>Are sessions online?</summary><p>Yes.</p></details><details><summary>Can I change tutors?</summary><p>Any time.</p></details>',
  {
    args: { 'data-texts': null },
    play: async ({ canvasElement }) => {
      await ready(canvasElement, 'vt-faq');
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Expand all' }));
      expect([...canvasElement.querySelectorAll('details')].every((d) => d.open)).toBe(true);
      const button = within(canvasElement).getByRole('button', { name: 'Collapse all' });
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(button);
      expect([...canvasElement.querySelectorAll('details')].some((d) => d.open)).toBe(false);
    },
  },
);

const LONG = Array.from(
  { length: 6 },
  (_, i) =>
    `<p>Paragraph ${i + 1}: our tutors cover pre-algebra, Algebra 1 and Algebra 2, from linear equations to logarithms, with practice matched to the week's class work.</p>`,
).join('');

/** Cut at 160 px with a fade and Read more (240 px at 480 px wide or less); Read less cuts it again. */
export const ExpandText: Story = story(expandTextDefinition, LONG, {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'vt-expand-text');
    const box = canvasElement.querySelector<HTMLElement>('.vt-expand-text__content')!;
    expect(box.querySelectorAll('p')).toHaveLength(6);
    const button = within(canvasElement).getByRole('button', { name: 'Read more' });
    expect(box.getBoundingClientRect().height).toBe(window.innerWidth <= 480 ? 240 : 160);
    await userEvent.click(button);
    expect(button).toHaveTextContent('Read less');
    expect(box.getBoundingClientRect().height).toBe(box.scrollHeight);
  },
});

/** The first data-visible items (3 by default) with More / Fewer; labels from data-more-label / data-less-label. */
export const ShowMore: Story = story(
  showMoreDefinition,
  `<ul>${['Factoring', 'Functions', 'Graphs', 'Logarithms', 'Series'].map((t) => `<li>${t}</li>`).join('')}</ul>`,
  {
    args: { 'data-visible': 3, 'data-more-label': 'More', 'data-less-label': 'Fewer' },
    play: async ({ canvasElement }) => {
      await ready(canvasElement, 'vt-show-more');
      const items = [...canvasElement.querySelectorAll('li')];
      expect(items.map((li) => li.hidden)).toEqual([false, false, false, true, true]);
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'More' }));
      expect(items.every((li) => !li.hidden)).toBe(true);
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fewer' }));
      expect(items.filter((li) => li.hidden)).toHaveLength(2);
    },
  },
);

/** On a Spanish page (lang="es") the default labels are Spanish: 'Más' / 'Menos'. */
const SPANISH_LIST = `<ul>${['Álgebra', 'Geometría', 'Cálculo', 'Estadística'].map((t) => `<li>${t}</li>`).join('')}</ul>`;
export const ShowMoreSpanish: Story = {
  argTypes: argTypesFor(showMoreDefinition),
  render: (args) => createElement('div', { lang: 'es' }, renderElementAround(showMoreDefinition, args, SPANISH_LIST)),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'vt-show-more');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Más' }));
    expect([...canvasElement.querySelectorAll('li')].every((li) => !li.hidden)).toBe(true);
    expect(within(canvasElement).getByRole('button', { name: 'Menos' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The button opens the panel; Escape closes it and returns focus to the button; a press outside closes it. */
export const Dropdown: Story = story(
  dropdownDefinition,
  '<button type="button" data-toggle>Subjects Maria teaches</button><ul data-content><li><a href="#algebra">Algebra 1</a></li><li><a href="#sat">SAT Math</a></li></ul>',
  {
    play: async ({ canvasElement }) => {
      await ready(canvasElement, 'vt-dropdown');
      const button = within(canvasElement).getByRole('button', { name: 'Subjects Maria teaches' });
      const panel = canvasElement.querySelector<HTMLElement>('[data-content]')!;
      expect(panel.hidden).toBe(true);
      await userEvent.click(button);
      expect(panel.hidden).toBe(false);
      within(canvasElement).getByRole('link', { name: 'Algebra 1' }).focus();
      await userEvent.keyboard('{Escape}');
      expect(panel.hidden).toBe(true);
      expect(document.activeElement).toBe(button);
      await userEvent.click(button);
      await userEvent.click(document.body);
      expect(panel.hidden).toBe(true);
    },
  },
);

/** A click on a card shows its bio (and hides the other); Close hides it. */
export const BioCards: Story = story(
  bioCardsDefinition,
  `<div data-card><h3>Dr. Alicia Moreno</h3><p>Director of Mathematics</p><div data-bio><p>Alicia taught for twelve years.</p></div></div>
   <div data-card><h3>James Okafor</h3><p>Head of Tutor Training</p><div data-bio><p>James trains every new tutor.</p></div></div>`,
  {
    play: async ({ canvasElement }) => {
      await ready(canvasElement, 'vt-bio-cards');
      const bios = () => [...canvasElement.querySelectorAll<HTMLElement>('[data-bio]')].map((b) => b.hidden);
      expect(bios()).toEqual([true, true]);
      // Each card's own buttons: in a browser, role queries skip the hidden bio's Close.
      const second = within(canvasElement.querySelectorAll<HTMLElement>('[data-card]')[1]!);
      await userEvent.click(within(canvasElement).getByText('Director of Mathematics'));
      await waitFor(() => expect(bios()).toEqual([false, true]));
      await userEvent.click(second.getByRole('button', { name: 'Read bio' }));
      await waitFor(() => expect(bios()).toEqual([true, false]));
      await userEvent.click(second.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(bios()).toEqual([true, true]));
      expect(errors).toEqual([]);
    },
  },
);

const REVIEW_CARDS = [
  ['"She explained factoring in a way that finally clicked."', 'Parent of a 9th grader'],
  ['"My son went from a C to an A- this semester."', 'Parent'],
  ['"Patient, clear, and always prepared."', 'Student'],
  ['"The recordings saved me before the final."', 'Student'],
]
  // Each review a card (.review-card) around its figure. The carousel puts its slide role on a
  // wrapper of its own (issue 50), so a bare <figure> slide would pass axe's aria-allowed-role too.
  .map(
    ([quote, who]) =>
      `<div class="review-card"><figure><blockquote><p>${quote}</p></blockquote><figcaption>${who}</figcaption></figure></div>`,
  )
  .join('');
const slides = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[aria-roledescription=slide]')];
const shownSlides = (root: HTMLElement) => slides(root).flatMap((slide, i) => (slide.inert ? [] : [i]));

/** The APG carousel of review cards: a labelled region, slides 'N of M', Previous / Next (wrapping around) and the picker. Several 270 px items a view at 775 px wide and more; one below. */
export const Carousel: Story = story(carouselDefinition, REVIEW_CARDS, {
  args: { 'data-variant': 'default', 'data-label': 'Reviews from families' },
  // A tablet's width, where the four cards do not fit in one view (at 1280 px they do: no Previous / Next).
  parameters: {
    ...docsFor(carouselDefinition),
    viewport: { options: { tablet: { name: 'Tablet 800 × 1000', styles: { width: '800px', height: '1000px' } } } },
  },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'vt-carousel');
    const region = within(canvasElement).getByRole('region', { name: 'Reviews from families' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slides(canvasElement).map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    // Storybook sizes the canvas to the story's viewport after the first render (when an engineer
    // comes from another story, after that story's size): wait until the tablet view shows fewer
    // than the four cards, Previous / Next with it.
    await within(canvasElement).findByRole('button', { name: 'Next slide' }, SLOW);
    await waitFor(() => expect(shownSlides(canvasElement).length).toBeLessThan(4), SLOW);
    // Each press scrolls smoothly to the slide, which is shown once the scroll ends. (Storybook's
    // canvas resize can measure the carousel wide enough for every card for a moment: the carousel
    // keeps the slide the visitor went to through it, and hides Previous / Next until the next
    // measure, so each press finds its button when it is back; clean-clone runs failed here
    // before, the last with 'Previous slide' gone right after the move to slide 2.)
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Next slide' }, SLOW));
    await waitFor(() => expect(shownSlides(canvasElement)[0]).toBe(1), SLOW);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Previous slide' }, SLOW));
    await waitFor(() => expect(shownSlides(canvasElement)[0]).toBe(0), SLOW);
    expect(errors).toEqual([]);
  },
});

/** One slide a view, autoplaying every data-interval ms (7000 by default) with the rotation button first; a press stops it for good, the button starts it again. */
export const CarouselAutoplay: Story = story(carouselDefinition, REVIEW_CARDS, {
  args: { 'data-variant': 'single', 'data-autoplay': true, 'data-label': 'Featured reviews' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'vt-carousel');
    const rotation = within(canvasElement).getByRole('button', { name: 'Stop automatic slide show' });
    expect(rotation.nextElementSibling).toHaveTextContent('Previous slide');
    expect(canvasElement.querySelector('.vt-carousel__status')).toHaveAttribute('aria-live', 'off');
    await userEvent.click(rotation);
    expect(rotation).toHaveTextContent('Start automatic slide show');
    expect(canvasElement.querySelector('.vt-carousel__status')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Slide 3' }));
    await waitFor(() => expect(shownSlides(canvasElement)).toEqual([2]));
    expect(within(canvasElement).getByRole('button', { name: 'Slide 3' })).toHaveAttribute('aria-current', 'true');
  },
});

/** [data-scroll-to="#id"]: scrolls smoothly (500 ms) to the target and focuses it. An attribute, not an element. */
export const ScrollTo: Story = {
  parameters: { docs: { description: { story: `${scrollToDocs.summary} Spec: ${scrollToDocs.spec}.` } } },
  render: () =>
    createElement('div', {
      dangerouslySetInnerHTML: {
        __html: `<a href="#story-pricing" data-scroll-to="#story-pricing">See prices</a><div style="block-size:150vh"></div><h2 id="story-pricing">Prices</h2><button type="button" data-scroll-to="#missing">Broken</button>`,
      },
    }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'See prices' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('story-pricing'), { timeout: 3000 });
    expect(document.activeElement).toHaveAttribute('tabindex', '-1');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Broken' }));
    expect(errors).toEqual(['data-scroll-to names no element: no id "missing" on the page']);
  },
};
