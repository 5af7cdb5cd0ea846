/**
 * The demo catalogue (spec §3 Catalogue entry): classes (catalog-items-v1) and topics
 * (catalog-topics-v1), for every search of the demo API: the navbar search's App Search engine
 * today, the course search later. Dates are relative to the day asked for, so the fixture never
 * goes stale: a row's start offsets are days from today (negative: already started).
 *
 * Rows that exist to be filtered out (spec §7): business unit 'Tutoring' (not searched), classes
 * with topic_ids (their topic stands for them), classes whose dates are all past.
 *
 * Every URL an entry holds resolves on the demo server: its images are files under
 * examples/images/catalogue/ (one picture per subject area), its details or topic page is served
 * by class-pages.ts. The hostile row's javascript: details page is the one exception, on purpose.
 */
export type CatalogType = 'catalog-items-v1' | 'catalog-topics-v1';

export interface CatalogueEntry {
  id: string;
  catalog_type: CatalogType;
  title: string;
  description_markdown: string;
  price_cents: number;
  session_length_minutes: number;
  session_count: number;
  week_count: number;
  session_per_week: number;
  start_dates: string[];
  next_class_date: string | null;
  grade_full_range: string;
  business_units: string[];
  subjects: string[];
  subscriber: string;
  parent_group: string[];
  images: { '1x': string; '2x': string };
  instructor_names: string[];
  details_page: string;
  topic_page: string | null;
  topic_ids?: number[];
  /** The course search's filter fields (spec §3 Filter entries): grades one by one ('K', '1' … '12', 'College', 'Adult'). */
  grades: string[];
  /** ISO weekdays, Monday 1 to Sunday 7. */
  days_of_week: number[];
  /** Times of day on the 1970-01-01 placeholder date (UTC), as the course search filters them. */
  start_times: string[];
  end_times: string[];
  /** The last session's day. */
  end_date: string | null;
  /** Sold online (false for tutoring, which is arranged by a consultant). */
  e_commerce: boolean;
  /**
   * A topic's children (a nested field, spec §9 nested child inner hits): the classes on its
   * subject sold online, each one offering with its start dates.
   */
  children?: CatalogueChild[];
}

export interface CatalogueChild {
  id: string;
  title: string;
  details_page: string;
  start_dates: string[];
}

type Row = [
  title: string,
  subject: string,
  kind: 't' | 'i',
  unit: string,
  starts: number[],
  grades: string,
  instructors: string[],
  topicIds?: number[],
  /** Weekdays (Monday 1) and the starting hour (UTC); else derived from the row's position. */
  schedule?: [days: number[], hour: number],
];

const ROWS: Row[] = [
  // Algebra: 3 topics, 8 searchable classes (+1 in a topic, +1 past, +1 tutoring), so 'alg' gives '+3 more' classes.
  ['Algebra', 'algebra', 't', 'Courses', [3, 10], '6-12', []],
  ['Pre-Algebra', 'pre-algebra', 't', 'Courses', [5], '5-8', []],
  ['Algebra 2', 'algebra-2', 't', 'Courses', [7], '9-12', []],
  ['Algebra 1 Bootcamp', 'algebra', 'i', 'Courses', [1, 8, 15], '8-9', ['Dana Reyes']],
  ['Algebra 2 Crash Course', 'algebra-2', 'i', 'Camps', [2, 30], '9-11', ['Sam Okafor']],
  ['Pre-Algebra Summer Camp', 'pre-algebra', 'i', 'Camps', [20], '5-7', ['Lee Park', 'Ana Silva']],
  ['Linear Algebra for Beginners', 'linear-algebra', 'i', 'VSD', [4], 'College', ['Priya Nair']],
  ['College Algebra Review', 'college-algebra', 'i', 'Courses', [0, 14], 'College', ['Tom Becker']],
  ['Algebra Foundations', 'algebra', 'i', 'VSD', [6], '7-9', ['Dana Reyes']],
  ['Algebra Word Problems Workshop', 'algebra', 'i', 'Courses', [9], '7-10', ['Ines Duarte']],
  ['Honors Algebra 2', 'algebra-2', 'i', 'Courses', [12], '9-11', ['Sam Okafor']],
  ['Algebra 1 Weekly Practice', 'algebra', 'i', 'Courses', [3], '8-9', ['Dana Reyes'], [101]],
  ['Algebra Spring Intensive', 'algebra', 'i', 'Courses', [-40], '8-10', ['Tom Becker']],
  ['Algebra One-on-One', 'algebra', 'i', 'Tutoring', [2], '6-12', ['Lee Park']],
  // Geometry and calculus.
  ['Geometry', 'geometry', 't', 'Courses', [4], '8-10', []],
  ['Geometry Proofs Made Simple', 'geometry', 'i', 'Courses', [5], '9-10', ['Ana Silva']],
  ['Geometry Summer Camp', 'geometry', 'i', 'Camps', [25], '8-10', ['Lee Park']],
  ['Calculus', 'calculus', 't', 'Courses', [6], '11-12', []],
  ['AP Calculus AB Prep', 'ap-calculus-ab', 'i', 'Courses', [3, 17], '11-12', ['Priya Nair']],
  ['AP Calculus BC Prep', 'ap-calculus-bc', 'i', 'Courses', [10], '11-12', ['Priya Nair']],
  ['Calculus 1 Crash Course', 'calculus', 'i', 'VSD', [8], 'College', ['Tom Becker']],
  ['Precalculus Foundations', 'precalculus', 'i', 'Courses', [2], '10-12', ['Ines Duarte']],
  ['Statistics for Beginners', 'statistics', 'i', 'Courses', [11], '10-12', ['Sam Okafor']],
  ['AP Statistics Review', 'ap-statistics', 'i', 'Courses', [13], '11-12', ['Sam Okafor']],
  // Sciences.
  ['Chemistry', 'chemistry', 't', 'Courses', [5], '9-12', []],
  ['Chemistry Lab at Home', 'chemistry', 'i', 'VSD', [7], '9-11', ['Marie Dubois']],
  ['AP Chemistry Prep', 'ap-chemistry', 'i', 'Courses', [9], '11-12', ['Marie Dubois']],
  ['Biology', 'biology', 't', 'Courses', [3], '9-12', []],
  ['Biology of the Human Body', 'biology', 'i', 'Courses', [4], '6-9', ['Kwame Mensah']],
  ['AP Biology Prep', 'ap-biology', 'i', 'Courses', [12], '11-12', ['Kwame Mensah']],
  ['Physics', 'physics', 't', 'Courses', [6], '9-12', []],
  ['Algebra-Based Physics', 'physics', 'i', 'Courses', [16], '10-12', ['Ravi Gupta']],
  ['Astronomy for Kids', 'astronomy', 'i', 'Camps', [21], '3-6', ['Ravi Gupta']],
  ['Marine Biology Camp', 'biology', 'i', 'Camps', [28], '4-7', ['Kwame Mensah']],
  // Test prep (spec §3 subject labels).
  ['SAT Prep', 'sat', 't', 'Courses', [2], '10-12', []],
  ['SAT Math Bootcamp', 'sat', 'i', 'Courses', [3, 10], '10-12', ['Dana Reyes']],
  ['SAT Reading and Writing', 'sat', 'i', 'Courses', [5], '10-12', ['Ines Duarte']],
  ['ACT Prep', 'act', 't', 'Courses', [4], '10-12', []],
  ['ACT Science Strategies', 'act', 'i', 'Courses', [6], '10-12', ['Ravi Gupta']],
  ['GRE Quantitative Review', 'gre', 'i', 'VSD', [8], 'Adult', ['Tom Becker']],
  ['GMAT Focus Prep', 'gmat', 'i', 'VSD', [9], 'Adult', ['Priya Nair']],
  ['LSAT Logic Games', 'lsat', 'i', 'VSD', [11], 'Adult', ['Sam Okafor']],
  ['MCAT Biochemistry', 'mcat', 'i', 'VSD', [14], 'Adult', ['Marie Dubois']],
  // Languages and humanities.
  ['Spanish', 'spanish', 't', 'Courses', [3], '3-12', []],
  ['Spanish for Beginners', 'spanish', 'i', 'Courses', [1], '3-6', ['Ana Silva']],
  ['Conversational Spanish', 'spanish', 'i', 'VSD', [5], 'Adult', ['Ana Silva']],
  ['French for Kids', 'french', 'i', 'Courses', [7], '2-5', ['Marie Dubois']],
  ['Mandarin Chinese Basics', 'mandarin', 'i', 'Courses', [10], '4-8', ['Wei Chen']],
  ['Creative Writing Workshop', 'writing', 'i', 'Courses', [2], '6-9', ['Ines Duarte']],
  ['Essay Writing Bootcamp', 'writing', 'i', 'Courses', [4], '9-12', ['Ines Duarte']],
  ['Reading Comprehension Club', 'reading', 'i', 'Courses', [6], '2-4', ['Lee Park']],
  ['Phonics Adventures', 'reading', 'i', 'Camps', [8], 'K-1', ['Lee Park']],
  ['World History Stories', 'history', 'i', 'Courses', [9], '5-8', ['Kwame Mensah']],
  ['AP US History Review', 'ap-us-history', 'i', 'Courses', [15], '11-12', ['Kwame Mensah']],
  // Coding and enrichment.
  ['Coding', 'coding', 't', 'Courses', [2], '3-12', []],
  ['Python for Kids', 'python', 'i', 'Courses', [1, 8], '4-8', ['Wei Chen']],
  ['Scratch Game Design', 'coding', 'i', 'Camps', [3], '2-5', ['Wei Chen']],
  ['Minecraft Coding Camp', 'coding', 'i', 'Camps', [18], '3-6', ['Wei Chen']],
  ['Web Design with HTML and CSS', 'coding', 'i', 'Courses', [12], '7-12', ['Ravi Gupta']],
  ['Chess Strategy for Kids', 'chess', 'i', 'Courses', [4], '1-6', ['Tom Becker']],
  ['Public Speaking Confidence', 'public-speaking', 'i', 'Courses', [6], '6-12', ['Ana Silva']],
  ['Financial Literacy for Teens', 'finance', 'i', 'Courses', [10], '8-12', ['Sam Okafor']],
  ['Study Skills Bootcamp', 'study-skills', 'i', 'Courses', [2], '6-10', ['Dana Reyes']],
  ['Drawing and Illustration', 'art', 'i', 'Camps', [7], '3-8', ['Lee Park']],
  // Strings a page must show as text (never as markup): hostile title, javascript: details page.
  [
    '<img src=x onerror="window.__vtPwned=1">Hostile <b>class</b>',
    'hostile',
    'i',
    'Courses',
    [3],
    '6-8',
    ['<script>window.__vtPwned=1</script>'],
  ],
  // The sections of the Algebra 1 Weekly Practice topic (topic_ids 101): the navbar search leaves
  // them out (their topic stands for them), the course search lists them with their days and
  // times, so 'algebra' fills more than one page of 24 there.
  ['Algebra 1 Weekly Practice: Monday Afternoons', 'algebra', 'i', 'Courses', [1, 8], '8-9', ['Dana Reyes'], [101], [[1], 16]],
  ['Algebra 1 Weekly Practice: Monday Evenings', 'algebra', 'i', 'Courses', [1, 8], '8-9', ['Tom Becker'], [101], [[1], 19]],
  ['Algebra 1 Weekly Practice: Tuesday Afternoons', 'algebra', 'i', 'Courses', [2, 9], '8-9', ['Dana Reyes'], [101], [[2], 15]],
  ['Algebra 1 Weekly Practice: Tuesday Nights', 'algebra', 'i', 'Courses', [2, 9], '9-10', ['Ines Duarte'], [101], [[2], 22]],
  ['Algebra 1 Weekly Practice: Wednesday Evenings', 'algebra', 'i', 'Courses', [3, 10], '8-9', ['Tom Becker'], [101], [[3], 18]],
  ['Algebra 1 Weekly Practice: Early Wednesdays', 'algebra', 'i', 'Courses', [3, 10], '8-9', ['Wei Chen'], [101], [[3], 5]],
  ['Algebra 1 Weekly Practice: Thursday Mornings', 'algebra', 'i', 'Courses', [4, 11], '7-8', ['Ana Silva'], [101], [[4], 10]],
  ['Algebra 1 Weekly Practice: Friday Afternoons', 'algebra', 'i', 'Courses', [5, 12], '8-9', ['Sam Okafor'], [101], [[5], 14]],
  ['Algebra 1 Weekly Practice: Saturday Mornings', 'algebra', 'i', 'Courses', [6, 13], '7-9', ['Lee Park'], [101], [[6], 9]],
  ['Algebra 1 Weekly Practice: Saturday Afternoons', 'algebra', 'i', 'Courses', [6, 13], '8-9', ['Priya Nair'], [101], [[6], 13]],
  ['Algebra 1 Weekly Practice: Sunday Mornings', 'algebra', 'i', 'Courses', [7, 14], '8-10', ['Kwame Mensah'], [101], [[7], 11]],
  ['Algebra 1 Weekly Practice: Sunday Nights', 'algebra', 'i', 'Courses', [7, 14], '9-10', ['Ravi Gupta'], [101], [[7], 21]],
  ['Algebra 1 Weekly Practice: Twice a Week', 'algebra', 'i', 'Courses', [1, 3], '8-9', ['Dana Reyes'], [101], [[1, 3], 17]],
];

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const DAY = 86_400_000;

function day(now: Date, offset: number): string {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 17, 0, 0) + offset * DAY);
  return at.toISOString();
}

/** '6-12' → 6 … 12; 'K-1' → K, 1; 'College' → College. */
function gradesOf(range: string): string[] {
  const [from, to] = range.split('-');
  const n = (g: string) => (g === 'K' ? 0 : Number(g));
  if (to === undefined || Number.isNaN(n(from!)) || Number.isNaN(n(to))) return [range];
  return Array.from({ length: n(to) - n(from!) + 1 }, (_, i) => (n(from!) + i === 0 ? 'K' : String(n(from!) + i)));
}

/** The picture of each subject area (files under examples/images/catalogue/); other subjects get 'enrichment'. */
const IMAGES: Record<string, string[]> = {
  algebra: ['algebra', 'pre-algebra', 'algebra-2', 'linear-algebra', 'college-algebra'],
  geometry: ['geometry'],
  calculus: ['calculus', 'ap-calculus-ab', 'ap-calculus-bc', 'precalculus'],
  statistics: ['statistics', 'ap-statistics'],
  science: ['chemistry', 'ap-chemistry', 'biology', 'ap-biology', 'physics', 'astronomy'],
  'sat-math': ['sat'],
  'test-prep': ['act', 'gre', 'gmat', 'lsat', 'mcat'],
  languages: ['spanish', 'french', 'mandarin'],
  'reading-writing': ['writing', 'reading', 'history', 'ap-us-history'],
  coding: ['coding', 'python'],
};
const DEMO_IMAGE_DIR = '/images/catalogue';
const imageOf = (subject: string) => Object.keys(IMAGES).find((image) => IMAGES[image]!.includes(subject)) ?? 'enrichment';

const HOURS = [9, 13, 16, 18, 20, 22, 11, 15];
const timeOfDay = (minutes: number) => new Date(minutes * 60_000).toISOString();

/** The catalogue as of `now` (start dates from the row offsets). */
export function demoCatalogue(now: Date = new Date()): CatalogueEntry[] {
  const entries = entriesOf(now);
  for (const topic of entries.filter((entry) => entry.catalog_type === 'catalog-topics-v1'))
    topic.children = entries
      .filter((entry) => entry.catalog_type === 'catalog-items-v1' && entry.e_commerce && entry.subjects[0] === topic.subjects[0])
      .map(({ id, title, details_page, start_dates }) => ({ id, title, details_page, start_dates }));
  return entries;
}

function entriesOf(now: Date): CatalogueEntry[] {
  return ROWS.map(([title, subject, kind, unit, starts, grades, instructors, topicIds, schedule], n) => {
    const topic = kind === 't';
    const name = slug(title) || `entry-${n}`;
    const dates = starts.map((offset) => day(now, offset));
    const future = dates.filter((d) => Date.parse(d) >= now.getTime());
    const hostile = subject === 'hostile';
    const perWeek = schedule ? schedule[0].length : 1 + (n % 2);
    const length = 45 + (n % 3) * 15;
    const weeks = topic ? 0 : 2 + (n % 4);
    const first = n % 6 === 0 ? 6 : 1 + (n % 5);
    const [days, hour] = schedule ?? [perWeek === 2 && first < 6 ? [first, first + 2] : [first], HOURS[n % HOURS.length]!];
    const last = dates.length ? Date.parse(dates[dates.length - 1]!) + weeks * 7 * DAY : null;
    return {
      id: `${topic ? 'topic' : 'item'}-${1000 + n}`,
      catalog_type: topic ? 'catalog-topics-v1' : 'catalog-items-v1',
      title,
      description_markdown: `Live online ${topic ? 'classes' : 'class'} in ${subject.replace(/-/g, ' ')}.`,
      price_cents: topic ? 0 : 2000 + (n % 7) * 1000,
      session_length_minutes: length,
      session_count: topic ? 0 : 4 + (n % 5) * 2,
      week_count: weeks,
      session_per_week: perWeek,
      start_dates: dates,
      next_class_date: future[0] ?? null,
      grade_full_range: grades,
      business_units: [unit],
      subjects: [subject],
      subscriber: n % 4 === 0 ? 'school-at-home' : '',
      parent_group: n % 5 === 0 ? ['curation_list-popular'] : [],
      images: { '1x': `${DEMO_IMAGE_DIR}/${imageOf(subject)}.svg`, '2x': `${DEMO_IMAGE_DIR}/${imageOf(subject)}@2x.svg` },
      instructor_names: instructors,
      details_page: hostile ? 'javascript:window.__vtPwned=1' : topic ? `/topics/${name}` : `/classes/${name}`,
      topic_page: topic ? `/topics/${name}` : null,
      ...(topicIds ? { topic_ids: topicIds } : {}),
      grades: gradesOf(grades),
      days_of_week: days,
      start_times: [timeOfDay(hour * 60)],
      end_times: [timeOfDay(hour * 60 + length)],
      end_date: last === null ? null : new Date(last).toISOString(),
      e_commerce: unit !== 'Tutoring',
    };
  });
}
