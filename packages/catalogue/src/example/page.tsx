import { renderToStaticMarkup } from 'react-dom/server';
import { CourseCardView } from '../view/course-card';
import { CourseListItemView } from '../view/course-list-item';
import { resetUniqueIds } from '../view/parts';

/**
 * examples/course-catalogue.html, written from the entries below with the server markup a CMS
 * renders inside each tag: the views' own output (react-dom/server), so the page shows the classes
 * before the elements upgrade and nothing moves when they do. Regenerate with
 * `npx tsx scripts/catalogue-example.ts`; a unit test keeps the page in step.
 *
 * Start dates are far in the future (or in the past) so the page reads the same for years without
 * data-from; one list item shows data-from.
 */

const img = (name: string) => ({ '1x': `/images/catalogue/${name}.svg`, '2x': `/images/catalogue/${name}@2x.svg` });
const LEARNING = [{ product: { type: 'catalog_access' }, configuration: { tag: 'learning-membership' } }];

export const EXAMPLE_COURSES = {
  algebra: {
    id: 'item-2001',
    catalog_type: 'catalog-items-v1',
    title: 'Algebra 1 Bootcamp',
    title_markdown: 'Algebra 1 **Bootcamp**',
    description_markdown:
      'Solve *linear equations* and graph lines, live with a teacher. See the [syllabus](/classes/algebra-1-bootcamp#syllabus).',
    price_cents: 12000,
    session_length_minutes: 60,
    session_count: 8,
    week_count: 4,
    session_per_week: 2,
    start_dates: ['2031-01-06', '2031-02-03', '2031-03-03'],
    grade_full_range: ['8', '9'],
    subjects: ['algebra'],
    // learning-membership: the group tag Learning Membership includes it by (spec §3, §6).
    parent_group: ['curation_list-popular_classes', 'curation_list-schools', 'curation_list-winter_break', 'learning-membership'],
    images: img('algebra'),
    details_page: '/classes/algebra-1-bootcamp',
  },
  geometry: {
    id: 'item-2002',
    catalog_type: 'catalog-items-v1',
    title: 'Geometry Proofs Made Simple',
    description_markdown: 'Two-column proofs, step by step.',
    price_cents: [9000, 9000],
    session_length_minutes: 45,
    session_count: 6,
    week_count: 6,
    session_per_week: 1,
    start_dates: ['2031-01-13'],
    grade_full_range: '9-10',
    subjects: ['geometry'],
    subscriber: 'school-at-home',
    images: img('geometry'),
    details_page: '/classes/geometry-proofs-made-simple',
  },
  calculus: {
    id: 'item-2003',
    catalog_type: 'catalog-items-v1',
    title: 'Calculus Open Lecture',
    description_markdown: 'A free, large-format lecture on limits.',
    price_cents: 0,
    session_length_minutes: 90,
    session_count: 1,
    week_count: 0,
    session_per_week: 1,
    start_dates: ['2031-01-20', '2031-01-27'],
    grade_full_range: '11-12',
    subjects: ['calculus'],
    images: img('calculus'),
    details_page: '/classes/calculus-open-lecture',
  },
  statistics: {
    id: 'item-2004',
    catalog_type: 'catalog-items-v1',
    title: 'Statistics for Beginners',
    description_markdown: 'Means, medians and the normal curve.',
    price_cents: [15000, 18000],
    session_length_minutes: 60,
    session_count: 4,
    week_count: 2,
    session_per_week: 2,
    start_dates: ['2025-03-02', '2025-04-06'],
    grade_full_range: '10-12',
    subjects: ['statistics'],
    images: img('statistics'),
    details_page: '/classes/statistics-for-beginners',
  },
  satMath: {
    id: 'topic-2005',
    catalog_type: 'catalog-topics-v1',
    title: 'SAT Math',
    description_markdown: 'Every SAT Math class, from bootcamps to practice tests.',
    session_length_minutes: 60,
    start_dates: ['2031-01-08', '2031-01-15', '2031-01-22'],
    grade_full_range: '10-12',
    subjects: ['sat'],
    images: img('sat-math'),
    topic_page: '/topics/sat-math',
  },
  trigonometry: {
    id: 'item-2006',
    catalog_type: 'catalog-items-v1',
    title: 'Trigonometry Review',
    description_markdown: 'Not scheduled yet.',
    price_cents: 8000,
    session_length_minutes: 60,
    session_count: 4,
    week_count: 4,
    session_per_week: 1,
    start_dates: [],
    grade_full_range: '10-11',
    subjects: ['trigonometry'],
    images: img('trigonometry'),
    details_page: '/classes/trigonometry-review',
  },
} as const;

/** The member the membership section shows: a student whose catalogue access covers the Algebra class (its learning-membership group tag). */
export const EXAMPLE_MEMBER = { is_student: true, enablements: LEARNING };

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
/** JSON inside <script>: no '<' at all, so no '</script>' or '<!--' can end or change it. */
const scriptJson = (value: unknown) => JSON.stringify(value, null, 2).replace(/</g, '\\u003c');

type Where = 'attribute' | 'script';

/** The page's visitor id (its meta tag) and the canonical host the Share links point to. */
const VISITOR_ID = '5b0e6f0e-8c1e-4c53-9d5f-2f4f1b6f0a11';
const SHARE_URL = 'https://www.example.com/';

/**
 * Where a card sits in the grid, from 0: the first row (three columns at the page's widest, 60rem)
 * is in view on load, so its images load eagerly and the first is fetched first (issue 50: it is
 * the page's largest contentful paint). The server markup says so too: it is what paints first.
 */
const FIRST_ROW = 3;
const imageLoading = (position: number) =>
  position < FIRST_ROW ? { loading: 'eager' as const, fetchpriority: position === 0 ? ('high' as const) : undefined } : {};

function card(course: object, where: Where, position: number): string {
  const image = imageLoading(position);
  const markup = renderToStaticMarkup(<CourseCardView course={course} lang="en" shareUrl={SHARE_URL} visitorId={VISITOR_ID} {...image} />);
  const attributes = [
    ` data-share-url="${SHARE_URL}"`,
    image.loading ? ` data-loading="${image.loading}"` : '',
    image.fetchpriority ? ` data-fetchpriority="${image.fetchpriority}"` : '',
  ].join('');
  return where === 'attribute'
    ? `<vt-course-card${attributes} data-course='${escapeAttribute(JSON.stringify(course))}'>${markup}</vt-course-card>`
    : `<vt-course-card${attributes}>\n<script type="application/json">\n${scriptJson(course)}\n</script>\n${markup}</vt-course-card>`;
}

function item(course: object, where: Where, extra: { viewer?: object; from?: string } = {}): string {
  const markup = renderToStaticMarkup(<CourseListItemView course={course} lang="en" viewer={extra.viewer} from={extra.from} />);
  const attributes = [
    where === 'attribute' ? ` data-course='${escapeAttribute(JSON.stringify(course))}'` : '',
    extra.viewer ? ` data-viewer='${escapeAttribute(JSON.stringify(extra.viewer))}'` : '',
    extra.from ? ` data-from="${extra.from}"` : '',
  ].join('');
  const script = where === 'script' ? `\n<script type="application/json">\n${scriptJson(course)}\n</script>\n` : '';
  return `<vt-course-list-item${attributes}>${script}${markup}</vt-course-list-item>`;
}

export function examplePage(): string {
  const c = EXAMPLE_COURSES;
  // Server markup uses ids from a counter: start each page from the same one.
  resetUniqueIds();
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="description" content="Math classes as cards and list items: &lt;vt-course-card&gt; and &lt;vt-course-list-item&gt; with prices, schedules, next classes and membership offers.">
  <meta name="visitor-id" content="${VISITOR_ID}">
  <title>Math tutors: &lt;vt-course-card&gt; and &lt;vt-course-list-item&gt;</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/site.css">
  <style>
    /* The subject page's own layout: a grid of cards, a list of items. */
    .course-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr));gap:1rem}
    .course-list{display:grid;gap:1rem}
  </style>
  <link rel="stylesheet" href="/dist/autoload.css">
  <script src="/dist/autoload.js" defer blocking="render"></script>
</head>
<body>
  <header class="site-header">
    <a class="logo" href="/">Varsity Tutors</a>
    <nav aria-label="Main">
      <ul>
        <li><a href="/classes/search?q=math">Classes</a></li>
        <li><a href="/memberships">Memberships</a></li>
      </ul>
    </nav>
  </header>
  <main>
    <h1>Math tutors</h1>
    <p>A subject page (<code>/{short_name}-tutors</code>): the CMS renders each class's markup inside its tag, so
      the page reads the same before the elements upgrade and nothing moves when they do. The catalogue entry comes
      as JSON in <code>data-course</code> or in a child <code>&lt;script type="application/json"&gt;</code>.</p>

    <h2>Upcoming math classes</h2>
    <p>Cards: a priced class (data-course), a School at Home class (script), a free single session, a class whose
      dates are all past (<q>Check back soon</q>), a topic, and an inactive class that is not scheduled (it renders
      nothing).</p>
    <div class="course-grid" id="cards">
${[card(c.algebra, 'attribute', 0), card(c.geometry, 'script', 1), card(c.calculus, 'attribute', 2), card(c.statistics, 'script', 3), card(c.satMath, 'attribute', 4), card(c.trigonometry, 'script', 5)].join('\n')}
    </div>

    <h2>All math classes</h2>
    <div class="course-list" id="list">
${[item(c.algebra, 'script'), item(c.geometry, 'attribute'), item(c.calculus, 'script'), item(c.statistics, 'attribute'), item(c.satMath, 'script'), item(c.algebra, 'attribute', { from: '2031-02-01' })].join('\n')}
    </div>

    <h2>Included with your membership</h2>
    <p>The same class for a signed-in student whose catalogue access covers it: the viewer given in
      <code>data-viewer</code>, or carried by the entry itself (its <code>is_student</code> and
      <code>enablements</code>, as a search answer made for a signed-in visitor has them).</p>
    <div class="course-list" id="member">
${[item(c.algebra, 'attribute', { viewer: EXAMPLE_MEMBER }), item({ ...c.algebra, ...EXAMPLE_MEMBER }, 'script')].join('\n')}
    </div>
  </main>
  <footer><p>Example page for vt-elements.</p></footer>
</body>
</html>
`;
}
