import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { blur, visualSuite, type Fixture } from './visual-suite';

/**
 * Visual regression (issue 19, part 6), part 2: the catalogue (course card, list item, course
 * search), the modal with the share body, the carousel and the content widgets. Part 1 is
 * visual-forms.test.ts.
 */

const COURSE = {
  id: 'item-2001',
  catalog_type: 'catalog-items-v1',
  title: 'Algebra 1 Bootcamp',
  description_markdown: 'Solve *linear equations* and graph lines, live with a teacher.',
  price_cents: 12000,
  session_length_minutes: 60,
  session_count: 8,
  week_count: 4,
  session_per_week: 2,
  start_dates: ['2026-12-07', '2027-01-11'],
  grade_full_range: ['8', '9'],
  subjects: ['algebra'],
  images: { '1x': '/images/catalogue/algebra.svg', '2x': '/images/catalogue/algebra@2x.svg' },
  details_page: '/classes/algebra-1-bootcamp',
};
const LECTURE = {
  ...COURSE,
  id: 'item-2003',
  title: 'Calculus Open Lecture',
  description_markdown: 'A free, large-format lecture on limits.',
  price_cents: 0,
  session_count: 1,
};
const json = (value: unknown) => JSON.stringify(value).replace(/'/g, '&#39;');

const catalogue: Fixture = {
  name: 'catalogue',
  body: `<div style="display:grid;gap:1.5rem;max-width:40rem">
<vt-course-card style="max-width:22rem" data-share-url="https://www.example.com/" data-course='${json(COURSE)}'></vt-course-card>
<vt-course-list-item data-course='${json(LECTURE)}'></vt-course-list-item>
</div>`,
  ready: async (page) => {
    await page.waitForSelector('vt-course-card[data-ready]');
    await page.waitForSelector('vt-course-list-item[data-ready]');
  },
  shots: () => [
    { name: 'course-card', parts: (page) => [page.locator('vt-course-card')] },
    { name: 'course-list-item', parts: (page) => [page.locator('vt-course-list-item')] },
  ],
};

const courseSearch: Fixture = {
  name: 'course-search',
  // The second page: two hits, the facets and the pagination, in one small shot.
  search: '?q=algebra&page=2',
  body: `<vt-course-search data-target-id="results" data-search-url="/course-search" data-templates-url="/course-search/templates" data-topics="true"></vt-course-search>`,
  ready: async (page) => {
    await expect.poll(() => page.locator('vt-course-search .vt-course-search__hit').count()).toBe(2);
    await page.locator('vt-course-search [data-facet]').first().waitFor({ state: 'attached' });
  },
  shots: () => [{ name: 'course-search-results', parts: (page) => [page.locator('vt-course-search')] }],
};

const modal: Fixture = {
  name: 'modal-share',
  body: `<p><button type="button" data-modal-trigger="share" aria-haspopup="dialog">Share</button></p>
<vt-modal id="share"><dialog><button type="button" data-modal-close>Close</button><h2>Share this class</h2>
<vt-share data-title="Algebra 1 live class"></vt-share></dialog></vt-modal>`,
  shots: () => [
    {
      name: 'modal-share',
      before: async (page) => {
        await page.getByRole('button', { name: 'Share' }).click();
        await page.getByRole('dialog').getByRole('button', { name: /Copy/ }).waitFor();
        // The dialog focuses its first control; the ring is not what this shot is about.
        await blur(page);
      },
      parts: (page) => [page.getByRole('dialog')],
      // The link to share holds the demo server's port, which changes every run.
      mask: (page) => [page.getByRole('dialog').getByRole('textbox')],
    },
  ],
};

const carousel: Fixture = {
  name: 'carousel',
  body: `<h2 id="reviews">What families say</h2>
<vt-carousel data-variant="single" data-autoplay="true" aria-labelledby="reviews" style="max-width:40rem">
  <blockquote><p>"She explained factoring in a way that finally clicked." Parent</p></blockquote>
  <blockquote><p>"My son went from a C to an A- this semester." Parent</p></blockquote>
  <blockquote><p>"Patient, clear, and always prepared." Student</p></blockquote>
</vt-carousel>`,
  ready: (page) => page.waitForSelector('vt-carousel[data-ready]').then(() => undefined),
  shots: () => [{ name: 'carousel', parts: (page) => [page.locator('vt-carousel')] }],
};

const TEXT = `Work one-on-one with an expert tutor, online, at the times that suit your family. Sessions adapt to your class, your
pace and your next test. Our tutors cover every level from elementary school to graduate admissions tests, and each session
happens in our online classroom, with a shared whiteboard and a recording you can watch again before the test. Between
sessions your tutor can send practice problems matched to the week's class work, and adapts the plan as grades come in.`;

const widgets: Fixture = {
  name: 'widgets',
  body: `<div style="display:grid;gap:1.5rem;max-width:40rem">
<vt-expand-text><p>${TEXT}</p><p>${TEXT}</p></vt-expand-text>
<vt-collapsible><button type="button" data-toggle>Topics covered</button>
  <ul data-content><li>Linear equations</li><li>Functions and graphs</li><li>Quadratic equations</li></ul></vt-collapsible>
<vt-show-more data-visible="2" data-more-label="More reviews" data-less-label="Fewer reviews"><ul>
  <li>"She explained factoring in a way that finally clicked." Parent</li>
  <li>"My son went from a C to an A- this semester." Parent</li>
  <li>"Patient, clear, and always prepared." Student</li></ul></vt-show-more>
<vt-accordion>
  <details open><summary>Tell us what you need</summary><p>Answer a few questions; it takes two minutes.</p></details>
  <details><summary>Meet your tutor</summary><p>A consultant matches you with a tutor within 24 hours.</p></details>
</vt-accordion>
<vt-faq><button type="button" data-expand-all>Expand all</button>
  <details><summary>Are sessions online?</summary><p>Yes, in our online classroom.</p></details>
  <details><summary>Can I change tutors?</summary><p>Any time, at no cost.</p></details>
</vt-faq>
<vt-bio-cards>
  <div data-card><h4>Dr. Alicia Moreno</h4><p>Director of Mathematics</p><div data-bio><p>Alicia taught high school mathematics for twelve years.</p></div></div>
  <div data-card><h4>Sam Okafor</h4><p>Head of Test Prep</p><div data-bio><p>Sam has coached SAT and ACT students since 2012.</p></div></div>
</vt-bio-cards>
<vt-dropdown><button type="button" data-toggle>Subjects Maria teaches</button>
  <ul data-content><li>Algebra 1</li><li>Geometry</li><li>SAT Math</li></ul></vt-dropdown>
<p style="min-height:12rem"></p>
</div>`,
  // Every widget has taken over its markup (data-ready), as the first shot comes right after.
  ready: (page) =>
    page
      .waitForFunction(() =>
        [...document.querySelectorAll('body *')]
          .filter((el) => el.localName.startsWith('vt-'))
          .every((el) => el.hasAttribute('data-ready')),
      )
      .then(() => undefined),
  shots: () => {
    const el = (tag: string) => (page: Page) => [page.locator(tag)];
    return [
      { name: 'expand-text', parts: el('vt-expand-text') },
      { name: 'collapsible', parts: el('vt-collapsible') },
      { name: 'show-more', parts: el('vt-show-more') },
      { name: 'accordion', parts: el('vt-accordion') },
      { name: 'faq', parts: el('vt-faq') },
      {
        name: 'bio-cards',
        before: async (page) => {
          await page.getByText('Dr. Alicia Moreno').click();
          await page.getByText('Alicia taught').waitFor();
        },
        parts: el('vt-bio-cards'),
      },
      {
        name: 'dropdown',
        before: async (page) => {
          await page.getByRole('button', { name: 'Subjects Maria teaches' }).click();
          await page.getByText('SAT Math').waitFor();
        },
        parts: (page) => [page.locator('vt-dropdown'), page.locator('vt-dropdown [data-content]')],
      },
    ];
  },
};

visualSuite('visual: catalogue, modal, carousel and widgets (issue 19)', [catalogue, courseSearch, modal, carousel, widgets]);
