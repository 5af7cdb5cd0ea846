import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CourseListItemView, type CourseListItemProps } from './course-list-item';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const ALGEBRA = {
  id: 'item-1003',
  catalog_type: 'catalog-items-v1',
  title: 'Algebra 1 Bootcamp',
  description_markdown: 'Solve **linear equations** live. [Syllabus](/syllabus/algebra-1)',
  price_cents: 12000,
  session_length_minutes: 60,
  session_count: 4,
  week_count: 2,
  session_per_week: 2,
  start_dates: ['2026-11-23', '2026-11-24', '2026-12-01', '2026-12-08'],
  grade_full_range: ['9', '8'],
  subjects: ['algebra'],
  parent_group: ['curation_list-popular_classes', 'curation_list-schools'],
  images: { '1x': '/img/algebra.jpg', '2x': '/img/algebra@2x.jpg' },
  details_page: '/classes/algebra-1-bootcamp',
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function render(props: CourseListItemProps) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<CourseListItemView {...props} />));
  return container;
}

const texts = (el: Element, selector: string) => [...el.querySelectorAll(selector)].map((n) => n.textContent);

describe('CourseListItemView (spec §2 Course list item)', () => {
  it('renders image, title, price, description, next class, other offerings, weekly duration, grades, features, curation tags', () => {
    const el = render({ course: ALGEBRA, from: '2026-11-24', lang: 'en-US' });
    const img = el.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe('/img/algebra.jpg 1x, /img/algebra@2x.jpg 2x');
    expect([img.getAttribute('src'), img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('height'), img.alt]).toEqual([
      '/img/algebra.jpg',
      'lazy',
      '192',
      '108',
      'Algebra 1 Bootcamp',
    ]);
    expect(el.querySelector('h3 a')?.getAttribute('href')).toBe('/classes/algebra-1-bootcamp');
    expect(el.querySelector('.vt-course-item__price')?.textContent).toBe('$30/hr');
    expect(el.querySelector('.vt-course-item__description')?.innerHTML).toBe(
      '<p>Solve <strong>linear equations</strong> live. <a href="/syllabus/algebra-1">Syllabus</a></p>',
    );
    // Today (the 24th) counts, yesterday does not: 3 future starts, so 2 more options.
    expect(texts(el, '.vt-course-item__facts li')).toEqual([
      'Next class: Tue, Nov 24 · 2 more class options',
      '2 weeks, 2x/week, 1hr each',
      'Grades 8-9',
    ]);
    expect(texts(el, '.vt-course-item__features li')).toEqual(['Average of 9 students/class', "Tailored to the students' needs"]);
    expect(texts(el, '.vt-course-item__tags li')).toEqual(['Popular Classes']);
    expect(el.querySelector('.vt-course-item__tags li')?.getAttribute('data-target')).toBe('popular-classes');
    expect(el.querySelector('article')?.getAttribute('aria-labelledby')).toBe(el.querySelector('h3')?.id);
  });

  it("'Check back soon' when every start date is past", () => {
    const el = render({ course: { ...ALGEBRA, start_dates: ['2026-01-05', '2026-02-05'] }, from: '2026-11-24' });
    expect(el.querySelector('.vt-course-item__next')?.textContent).toBe('Check back soon');
  });

  it('a member sees the membership text instead of the price; others the Learning Membership link', () => {
    const course = { ...ALGEBRA, parent_group: ['learning'] };
    const viewer = { is_student: true, enablements: [{ product: { type: 'catalog_access' }, configuration: { tag: 'learning' } }] };
    expect(render({ course, viewer }).querySelector('.vt-course-item__price')?.textContent).toBe('Included with your membership');
    act(() => root!.unmount());
    const anonymous = render({ course });
    expect(anonymous.querySelector('.vt-course-item__price')?.textContent).toBe('$30/hr Included with Learning Membership');
    expect(anonymous.querySelector('.vt-course-item__price a')?.getAttribute('href')).toBe('/memberships');
  });

  it('an unusable entry renders nothing and is reported once; problems go to onProblem', () => {
    const onProblem = vi.fn();
    const el = render({ course: { id: 'x', price_cents: 'free' }, onProblem });
    expect(el.innerHTML).toBe('');
    act(() => root!.render(<CourseListItemView course={{ id: 'x', price_cents: 'free' }} onProblem={onProblem} />));
    expect(onProblem.mock.calls).toEqual([['catalogue entry "x": the entry has no title (title, title_formatted or title_markdown)']]);
  });

  it('bad fields are reported once each and the rest renders (title alone at worst)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = render({ course: { title: 'Only a title', images: [], price_cents: 'n/a', start_dates: 'soon' } });
    expect(el.querySelector('h3')?.textContent).toBe('Only a title');
    expect(el.querySelector('img')).toBeNull();
    expect(el.querySelector('.vt-course-item__media')).not.toBeNull();
    expect(el.querySelector('.vt-course-item__price')?.textContent).toBe('Call for Info');
    expect(el.querySelector('.vt-course-item__next')?.textContent).toBe('Check back soon');
    expect(errors.mock.calls.map((c) => c[0])).toEqual([
      '[vt-elements] vt-course-list-item: <vt-course-list-item> catalogue entry "Only a title": price_cents should be a number, got "n/a"',
      '[vt-elements] vt-course-list-item: <vt-course-list-item> catalogue entry "Only a title": start_dates has a date that does not parse: "soon"',
      '[vt-elements] vt-course-list-item: <vt-course-list-item> catalogue entry "Only a title": images should be an object of density paths such as {"1x": "…"}, got []',
    ]);
  });

  it('hostile strings are text; a javascript: details page gives no link', () => {
    const title = '<img src=x onerror="window.__vtPwned=1">Hostile <b>class</b>';
    const el = render({ course: { ...ALGEBRA, title, details_page: 'javascript:window.__vtPwned=1' }, onProblem: () => {} });
    expect(el.querySelector('h3')?.textContent).toBe(title);
    expect(el.querySelector('h3 a')).toBeNull();
    expect(el.querySelectorAll('b, [onerror]').length).toBe(0);
  });

  it("markdown: an unknown token is reported ('Markdown unknown token') and its text shown plain; links only http(s) or relative", () => {
    const onProblem = vi.fn();
    const el = render({
      course: {
        ...ALGEBRA,
        title_markdown: '**Algebra** 1',
        description_markdown: '![A chalkboard](/x.png)\n\n[bad](javascript:alert(1)) [good](https://example.org/a)',
      },
      onProblem,
    });
    expect(el.querySelector('h3 a')?.innerHTML).toBe('<strong>Algebra</strong> 1');
    expect(el.querySelector('img')?.alt).toBe('Algebra 1 Bootcamp');
    expect(el.querySelector('.vt-course-item__description')?.textContent).toBe('A chalkboardbad good');
    expect(texts(el, '.vt-course-item__description a')).toEqual(['good']);
    expect(onProblem.mock.calls.map((c) => c[0])).toEqual([
      'catalogue entry "item-1003": Markdown unknown token: image',
      'catalogue entry "item-1003": Markdown link refused (only http(s) or relative): "javascript:alert(1)"',
    ]);
  });

  it('title_markdown alone gives the alt text; Spanish texts and dates follow lang', () => {
    const el = render({ course: { ...ALGEBRA, title: undefined, title_markdown: '*Álgebra* 1' }, from: '2026-11-24', lang: 'es' });
    expect(el.querySelector('img')?.alt).toBe('Álgebra 1');
    expect(el.querySelector('.vt-course-item__next')?.textContent).toBe('Próxima clase: mar, 24 nov · 2 opciones de clase más');
  });

  it('data-texts style overrides replace any text', () => {
    const el = render({ course: { ...ALGEBRA, price_cents: 0 }, texts: { free: 'No charge' } });
    expect(el.querySelector('.vt-course-item__price')?.textContent).toBe('No charge');
  });
});
