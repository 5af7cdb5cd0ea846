/**
 * Each element's starting point in the embed builder: the working markup of the example pages
 * (`from` names the page), so every default snippet upgrades in a blank page with no report:
 * - `meta`: the head's meta tags it needs (visitor id, the analytics settings), `links` other head tags;
 * - `attrs`: the first values of the form's fields (attributes from the manifest);
 * - `fixed`: attributes that are not fields (the modal's id, which its trigger names);
 * - `content`: what goes inside the tag; `around`: the page markup the element needs around it.
 */
import { h } from './snippet.js';
import { defaultPanels, leadForm } from './panels.js';

/**
 * @typedef {import('./snippet.js').MarkupNode} MarkupNode
 * @typedef {import('./snippet.js').MarkupChild} MarkupChild
 * @typedef {object} Starter
 * @property {string} from
 * @property {Record<string, string>} [meta]
 * @property {MarkupNode[]} [links]
 * @property {Record<string, string>} [attrs]
 * @property {Record<string, string>} [fixed]
 * @property {() => MarkupChild[]} [content]
 * @property {(element: MarkupNode) => MarkupChild[]} [around]
 */

const VISITOR = { 'visitor-id': '5b0e6f0e-8c1e-4c53-9d5f-2f4f1b6f0a11' };
/** "/" is the demo server, which answers as Segment and LaunchDarkly (analytics.html). */
const ANALYTICS = {
  ...VISITOR,
  'vt-segment-write-key': 'demo-write-key',
  'vt-segment-cdn': '/',
  'vt-flags-client-id': 'demo-env',
  'vt-flags-base-url': '/',
  'vt-tracker-endpoint': '/__tracker/actions',
  'vt-application-id': 'vt-elements-demo',
};
const REVIEWS = [
  '"She explained factoring in a way that finally clicked." Parent',
  '"My son went from a C to an A- this semester." Parent',
  '"Patient, clear, and always prepared." Student',
];
const button = (/** @type {Record<string, string | boolean>} */ attrs, /** @type {string} */ text) =>
  h('button', { type: 'button', ...attrs }, text);
const details = (/** @type {string} */ summary, /** @type {string} */ text, open = false) =>
  h('details', { open }, h('summary', {}, summary), h('p', {}, text));
const link = (/** @type {string} */ href, /** @type {string} */ text) => h('li', {}, h('a', { href }, text));
const countries = () =>
  h(
    'nav',
    { 'aria-label': 'Country', class: 'country-links' },
    h('span', {}, 'Country:'),
    h('a', { href: '/locale.html', hreflang: 'en-us' }, 'United States'),
    h('a', { href: '/en-ca/locale.html', hreflang: 'en-ca' }, 'Canada'),
    h('a', { href: '/en-gb/locale.html', hreflang: 'en-gb' }, 'United Kingdom'),
  );
/** all.html's class entries, as its data-course attributes carry them. */
const ALGEBRA =
  '{"id":"item-2001","catalog_type":"catalog-items-v1","title":"Algebra 1 Bootcamp","description_markdown":"Solve *linear equations* and graph lines, live with a teacher.","price_cents":12000,"session_length_minutes":60,"session_count":8,"week_count":4,"session_per_week":2,"start_dates":["2031-01-06","2031-02-03"],"grade_full_range":["8","9"],"subjects":["algebra"],"images":{"1x":"/images/catalogue/algebra.svg","2x":"/images/catalogue/algebra@2x.svg"},"details_page":"/classes/algebra-1-bootcamp"}';
const CALCULUS =
  '{"id":"item-2003","catalog_type":"catalog-items-v1","title":"Calculus Open Lecture","description_markdown":"A free, large-format lecture on limits.","price_cents":0,"session_length_minutes":90,"session_count":1,"week_count":0,"session_per_week":1,"start_dates":["2031-01-20"],"grade_full_range":"11-12","subjects":["calculus"],"images":{"1x":"/images/catalogue/calculus.svg","2x":"/images/catalogue/calculus@2x.svg"},"details_page":"/classes/calculus-open-lecture"}';

/** @type {Record<string, Starter>} */
export const STARTERS = {
  'vt-accordion': {
    from: 'all.html',
    content: () => [
      details('Tell us what you need', 'Answer a few questions; it takes two minutes.', true),
      details('Meet your tutor', 'A consultant matches you with a tutor within 24 hours.'),
    ],
  },
  'vt-analytics': { from: 'analytics.html', meta: ANALYTICS },
  'vt-bio-cards': {
    from: 'all.html',
    content: () => [
      h(
        'div',
        { 'data-card': true },
        h('h3', {}, 'Dr. Alicia Moreno'),
        h('p', {}, 'Director of Mathematics'),
        h('div', { 'data-bio': true }, h('p', {}, 'Alicia taught high school mathematics for twelve years.')),
      ),
    ],
  },
  'vt-carousel': {
    from: 'all.html',
    attrs: { 'data-variant': 'single', 'data-label': 'What families say' },
    content: () => REVIEWS.map((text) => h('blockquote', {}, h('p', {}, text))),
  },
  'vt-cart-badge': { from: 'cart-badge.html', meta: VISITOR, attrs: { 'data-href': '/cart' } },
  'vt-collapsible': {
    from: 'all.html',
    content: () => [
      button({ 'data-toggle': true }, 'Topics covered'),
      h(
        'ul',
        { 'data-content': true },
        h('li', {}, 'Linear equations'),
        h('li', {}, 'Functions and graphs'),
        h('li', {}, 'Quadratic equations'),
      ),
    ],
  },
  'vt-country-picker': { from: 'locale.html', content: () => [countries()] },
  'vt-course-card': { from: 'all.html', meta: VISITOR, attrs: { 'data-course': ALGEBRA } },
  'vt-course-list-item': { from: 'all.html', meta: VISITOR, attrs: { 'data-course': CALCULUS } },
  'vt-course-search': {
    from: 'classes/search.html',
    attrs: { 'data-target-id': 'class-results', 'data-search-url': '/course-search', 'data-templates-url': '/course-search/templates' },
  },
  'vt-dropdown': {
    from: 'all.html',
    content: () => [
      button({ 'data-toggle': true }, 'Subjects Maria teaches'),
      h('ul', { 'data-content': true }, h('li', {}, 'Algebra 1'), h('li', {}, 'Geometry'), h('li', {}, 'SAT Math')),
    ],
  },
  'vt-expand-text': {
    from: 'all.html',
    content: () => [
      h(
        'p',
        {},
        'Work one-on-one with an expert tutor, online, at the times that suit your family. Sessions adapt to your class, your pace and your next test. ' +
          'Our tutors cover every level from elementary school to graduate admissions tests, and each session happens in our online classroom, ' +
          'with a shared whiteboard and a recording you can watch again before the test. Between sessions your tutor can send practice problems ' +
          "matched to the week's class work, and adapts the plan as grades come in.",
      ),
      h(
        'p',
        {},
        'Whether your student is catching up, keeping up or getting ahead, a tutor who knows the curriculum makes the difference between ' +
          'memorising steps and understanding them.',
      ),
    ],
  },
  'vt-faq': {
    from: 'all.html',
    content: () => [
      button({ 'data-expand-all': true }, 'Expand all'),
      details('Are sessions online?', 'Yes, in our online classroom.'),
      details('Can I change tutors?', 'Any time, at no cost.'),
    ],
  },
  'vt-lead-wizard': {
    from: 'lead-wizard.html',
    meta: VISITOR,
    attrs: { 'data-action': 'new_contact', 'data-redirect-url': '/contacts/marketing/thank-you' },
    content: () => [leadForm(defaultPanels())],
  },
  'vt-locale-suggest': {
    from: 'locale.html',
    links: [
      h('link', { rel: 'alternate', hreflang: 'en-us', href: '/locale.html' }),
      h('link', { rel: 'alternate', hreflang: 'en-ca', href: '/en-ca/locale.html' }),
      h('link', { rel: 'alternate', hreflang: 'en-gb', href: '/en-gb/locale.html' }),
    ],
  },
  'vt-modal': {
    from: 'modals.html',
    fixed: { id: 'offer-modal' },
    content: () => [
      h(
        'dialog',
        {},
        h('h2', {}, 'Your first session is free'),
        h('p', {}, 'Book a free first session with an expert tutor this week.'),
        h('form', { method: 'dialog' }, h('button', {}, 'No thanks'), ' ', h('a', { href: '/memberships' }, 'See memberships')),
      ),
    ],
    around: (element) => [h('p', {}, button({ 'data-modal-trigger': 'offer-modal', 'aria-haspopup': 'dialog' }, 'See the offer')), element],
  },
  'vt-navbar-search': {
    from: 'navbar-search.html',
    attrs: { 'data-engine': 'items-pr', 'data-search-key': 'search-demo-key', 'data-results-url': '/classes/search' },
  },
  'vt-scheduled-callback': {
    from: 'scheduled-callback.html',
    meta: VISITOR,
    attrs: {
      'data-tou': 'true',
      'data-brand': 'varsity-tutors',
      'data-schedule-email': 'schedule@example.com',
      'data-support-phone': '+1 (800) 555-0199',
    },
    around: (element) => [
      h(
        'form',
        { 'aria-label': 'Request a call', action: '/contacts/marketing/thank-you' },
        h('input', { type: 'hidden', name: 'leadform', value: 'callback-demo' }),
        element,
        h('button', { type: 'submit' }, 'Request my call'),
      ),
    ],
  },
  'vt-share': {
    from: 'modals.html',
    meta: VISITOR,
    attrs: { 'data-title': 'Algebra 1 live class' },
    around: (element) => [
      h('p', {}, button({ 'data-modal-trigger': 'share-modal', 'aria-haspopup': 'dialog' }, 'Share')),
      h(
        'vt-modal',
        { id: 'share-modal' },
        h('dialog', {}, button({ class: 'dialog-close', 'data-modal-close': true }, 'Close'), h('h2', {}, 'Share this class'), element),
      ),
    ],
  },
  'vt-show-more': {
    from: 'all.html',
    attrs: { 'data-visible': '2', 'data-more-label': 'More reviews', 'data-less-label': 'Fewer reviews' },
    content: () => [h('ul', {}, ...REVIEWS.map((text) => h('li', {}, text)))],
  },
  'vt-site-nav': {
    from: 'site-nav.html',
    content: () => [
      h(
        'nav',
        { 'aria-label': 'Main' },
        button({ 'data-menu-toggle': true }, 'Menu'),
        h(
          'ul',
          {},
          h(
            'li',
            {},
            h('a', { href: '/subjects' }, 'Subjects'),
            h(
              'ul',
              {},
              h(
                'li',
                {},
                h('a', { href: '/math-tutors' }, 'Math'),
                h('ul', {}, link('/algebra-tutors', 'Algebra'), link('/geometry-tutors', 'Geometry')),
              ),
              link('/english-tutors', 'English'),
            ),
          ),
          h('li', {}, h('a', { href: '/test-prep' }, 'Test prep'), h('ul', {}, link('/sat-tutors', 'SAT'), link('/act-tutors', 'ACT'))),
          link('/classes/search?q=', 'Classes'),
        ),
      ),
    ],
  },
};

/** The 21 tags, sorted. */
export const TAGS = Object.keys(STARTERS).sort();

/**
 * The snippet's parts for `tag` with the form's attributes (`attrs`, empty ones left out) and
 * content (default: the starter's).
 * @param {string} tag
 * @param {{ attrs?: Record<string, string>, content?: MarkupChild[], library?: string }} [state]
 * @returns {import('./snippet.js').SnippetParts & { element: MarkupNode }}
 */
export function partsFor(tag, state = {}) {
  const starter = STARTERS[tag];
  if (!starter) throw new Error(`No starter for <${tag}>`);
  const element = h(tag, { ...starter.fixed, ...(state.attrs ?? starter.attrs) }, ...(state.content ?? starter.content?.() ?? []));
  const meta = Object.entries(starter.meta ?? {}).map(([name, content]) => h('meta', { name, content }));
  return {
    pageHead: [...meta, ...(starter.links ?? [])],
    body: starter.around ? starter.around(element) : [element],
    library: state.library,
    element,
  };
}
