import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import { CourseCardElement } from './course-card-element';
import { CourseListItemElement } from './course-list-item-element';

/** The elements around the views: where the entry comes from, data-ready, reporting (contract). */
const settle = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

const ENTRY = {
  id: 'item-1',
  catalog_type: 'catalog-items-v1',
  title: 'Algebra 1 Bootcamp',
  session_count: 4,
  start_dates: ['2031-01-06'],
  details_page: '/classes/algebra-1-bootcamp',
};

const reported: string[] = [];

describe('<vt-course-card> and <vt-course-list-item> elements', () => {
  beforeAll(() => {
    document.head.innerHTML = '<meta name="visitor-id" content="visitor-1">';
    window.vtErrorReporter = (error) => reported.push(error.message);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    reported.length = 0;
    vi.restoreAllMocks();
  });

  it('are defined; the exported classes can be defined again under other names', () => {
    // Issue 51: the tags hold the exported classes (core define.ts registers a subclass of each), not
    // merely something, as this file's imports define the tags.
    expect(Object.getPrototypeOf(customElements.get('vt-course-card'))).toBe(CourseCardElement);
    expect(Object.getPrototypeOf(customElements.get('vt-course-list-item'))).toBe(CourseListItemElement);
    customElements.define('acme-card', CourseCardElement);
    customElements.define('acme-item', CourseListItemElement);
    expect(customElements.get('acme-card')).toBe(CourseCardElement);
    expect(customElements.get('acme-item')).toBe(CourseListItemElement);
  });

  it('read the entry from data-course, else from a child script; keep the server markup and mark data-ready', async () => {
    const json = JSON.stringify(ENTRY).replace(/'/g, '&#39;');
    document.body.innerHTML = `<vt-course-card data-course='${json}'><article id="ssr">Server markup</article></vt-course-card>
      <vt-course-list-item><script type="application/json">${JSON.stringify(ENTRY)}</script></vt-course-list-item>`;
    const card = document.querySelector('vt-course-card')!;
    const item = document.querySelector('vt-course-list-item')!;
    await settle(() => card.hasAttribute('data-ready') && item.hasAttribute('data-ready'));
    expect(card.querySelector('[data-vt-root] .vt-course-card__title')?.textContent).toBe('Algebra 1 Bootcamp');
    expect(card.querySelector('[data-vt-root] .vt-course-card__share')?.getAttribute('href')).toBe(
      `${location.origin}/classes/algebra-1-bootcamp?direct_share=copy&v_id=visitor-1`,
    );
    // The server markup stays in the DOM (the element's CSS hides it once data-ready).
    expect(card.querySelector('#ssr')?.textContent).toBe('Server markup');
    expect(item.querySelector('[data-vt-root] h3 a')?.getAttribute('href')).toBe('/classes/algebra-1-bootcamp');
    expect(reported).toEqual([]);
  });

  it('an inactive course: the card renders nothing but is data-ready (its server markup hidden)', async () => {
    document.body.innerHTML = `<vt-course-card data-course='${JSON.stringify({ ...ENTRY, start_dates: [] })}'></vt-course-card>`;
    const card = document.querySelector('vt-course-card')!;
    await settle(() => card.hasAttribute('data-ready'));
    expect(card.querySelector('[data-vt-root]')?.innerHTML).toBe('');
  });

  it('malformed JSON in the attribute or the script, or no entry at all: reported once, nothing rendered, not data-ready', async () => {
    expectConsoleError(
      '[vt-elements] vt-course-list-item: <vt-course-list-item> data-course: malformed JSON (Unexpected end of JSON input); keeping its last good value.',
      '[vt-elements] vt-course-list-item: <vt-course-list-item> the child <script type="application/json"> holds malformed JSON (Expected property name or \'}\' in JSON at position 1)',
      '[vt-elements] vt-course-list-item: <vt-course-list-item> no catalogue entry: give data-course or a child <script type="application/json">',
      '[vt-elements] vt-course-list-item: <vt-course-list-item> catalogue entry "x": the entry has no title (title, title_formatted or title_markdown)',
    );
    document.body.innerHTML = `<vt-course-list-item id="a" data-course='{"title": '></vt-course-list-item>
      <vt-course-list-item id="b"><script type="application/json">{nope}</script><p>Server text</p></vt-course-list-item>
      <vt-course-list-item id="c"></vt-course-list-item>
      <vt-course-list-item id="d" data-course='{"id": "x"}'></vt-course-list-item>`;
    await settle(() => reported.length >= 4);
    await new Promise((r) => setTimeout(r, 50));
    expect(reported).toEqual([
      expect.stringMatching(/^<vt-course-list-item> data-course: malformed JSON/),
      expect.stringMatching(/^<vt-course-list-item> the child <script type="application\/json"> holds malformed JSON/),
      '<vt-course-list-item> no catalogue entry: give data-course or a child <script type="application/json">',
      '<vt-course-list-item> catalogue entry "x": the entry has no title (title, title_formatted or title_markdown)',
    ]);
    for (const el of document.querySelectorAll('vt-course-list-item')) {
      expect(el.hasAttribute('data-ready')).toBe(false);
      expect(el.querySelector('[data-vt-root]')?.innerHTML ?? '').toBe('');
    }
    expect(document.querySelector('#b p')?.textContent).toBe('Server text');
  });

  it('a malformed data-from is reported and today is used; data-heading-level sets the heading', async () => {
    expectConsoleError(
      '[vt-elements] vt-course-list-item: <vt-course-list-item> catalogue entry "item-1": data-from: expected a day written YYYY-MM-DD, got "next week"; using today',
    );
    document.body.innerHTML = `<vt-course-list-item data-from="next week" data-heading-level="2" data-course='${JSON.stringify(ENTRY)}'></vt-course-list-item>`;
    const item = document.querySelector('vt-course-list-item')!;
    await settle(() => item.hasAttribute('data-ready') && reported.length > 0);
    expect(item.querySelector('[data-vt-root] h2')?.textContent).toBe('Algebra 1 Bootcamp');
    expect(reported).toEqual([
      '<vt-course-list-item> catalogue entry "item-1": data-from: expected a day written YYYY-MM-DD, got "next week"; using today',
    ]);
  });

  it('the image is lazy unless data-loading="eager"; data-fetchpriority="high" asks for it first; a bad value is reported and lazy kept (issue 50: an LCP image above the fold)', async () => {
    expectConsoleError(
      '[vt-elements] vt-course-list-item: <vt-course-list-item> data-loading: expected one of "lazy", "eager", got "soon"; keeping its last good value.',
    );
    const course = JSON.stringify({ ...ENTRY, images: { '1x': '/a.svg', '2x': '/a@2x.svg' } });
    document.body.innerHTML = [
      `<vt-course-card data-loading="eager" data-fetchpriority="high" data-course='${course}'></vt-course-card>`,
      `<vt-course-list-item data-loading="eager" data-course='${course}'></vt-course-list-item>`,
      `<vt-course-card data-course='${course}'></vt-course-card>`,
      `<vt-course-list-item data-loading="soon" data-fetchpriority="auto" data-course='${course}'></vt-course-list-item>`,
    ].join('');
    const elements = [...document.querySelectorAll('vt-course-card, vt-course-list-item')];
    await settle(() => elements.every((el) => el.querySelector('img')) && reported.length > 0);
    expect(
      elements.map((el) => [el.querySelector('img')!.getAttribute('loading'), el.querySelector('img')!.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['lazy', null],
      ['lazy', null],
    ]);
    // src and srcset once the image is in the page (both at once: an eager image fetches one file).
    expect([elements[0]!.querySelector('img')!.getAttribute('src'), elements[0]!.querySelector('img')!.getAttribute('srcset')]).toEqual([
      '/a.svg',
      '/a.svg 1x, /a@2x.svg 2x',
    ]);
    expect(reported).toEqual([expect.stringMatching(/^<vt-course-list-item> data-loading: expected one of "lazy", "eager", got "soon"/)]);
  });
});
