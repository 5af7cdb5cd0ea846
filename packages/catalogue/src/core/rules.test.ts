import { describe, expect, it } from 'vitest';
import { readCourse, readViewer, type Course } from './course';
import {
  courseFeatures,
  curatedListTags,
  formatDuration,
  formatNextClass,
  gradeLabel,
  gradeRange,
  imageSources,
  isActive,
  linkHref,
  meetingPattern,
  CATALOGUE_ACCESS_TYPES,
  membership,
  nextClass,
  otherOfferingsLabel,
  parseFrom,
  priceLabel,
  shareHref,
  scheduleLabel,
  sessionsLabel,
  singlePrice,
  smallGroup,
  subscriptionApplies,
  subscriptionHours,
  today,
  weeklySummary,
} from './rules';
import { textsFor } from '@vt-elements/core';
import { TEXTS } from './texts';

const course = (fields: Record<string, unknown> = {}): Course => {
  const { course } = readCourse({ title: 'Algebra 1 Bootcamp', catalog_type: 'catalog-items-v1', ...fields });
  if (!course) throw new Error('unusable test entry');
  return course;
};

describe('price label (spec §9 Price label)', () => {
  const item = (price: unknown, length: unknown = 60, count: unknown = 4, type = 'catalog-items-v1') =>
    priceLabel(course({ price_cents: price, session_length_minutes: length, session_count: count, catalog_type: type }));

  it("0 gives 'Free'", () => {
    expect(item(0)).toBe('Free');
    expect(item(0, 0, 0)).toBe('Free');
    expect(item([0, 0])).toBe('Free');
  });
  it("at least 100 cents with positive length and count: rounded '$N/hr', dollars over session hours times session count", () => {
    // $120 over 4 sessions of 1 hour.
    expect(item(12000, 60, 4)).toBe('$30/hr');
    // $100 over 8 x 45 min = 6 h: 16.67 rounds to 17.
    expect(item(10000, 45, 8)).toBe('$17/hr');
    // $50 over 3 x 90 min = 4.5 h: 11.11 rounds to 11.
    expect(item(5000, 90, 3)).toBe('$11/hr');
    // 12.5 rounds up.
    expect(item(5000, 60, 4)).toBe('$13/hr');
  });
  it('99 cents is not a price, 100 cents is ($1 over 1 hour)', () => {
    expect(item(99, 60, 1)).toBe('Call for Info');
    expect(item(100, 60, 1)).toBe('$1/hr');
  });
  it("otherwise 'See Prices' for topics, else 'Call for Info'", () => {
    expect(item(5000, 0, 4)).toBe('Call for Info');
    expect(item(5000, 60, 0)).toBe('Call for Info');
    expect(item(null)).toBe('Call for Info');
    expect(item(5000, 0, 0, 'catalog-topics-v1')).toBe('See Prices');
    expect(item(99, 60, 1, 'catalog-topics-v1')).toBe('See Prices');
  });
  it('one price in an array (or the same price repeated) is used; several distinct prices mean no price', () => {
    expect(item([12000], 60, 4)).toBe('$30/hr');
    expect(item([12000, 12000], 60, 4)).toBe('$30/hr');
    expect(item([12000, 15000], 60, 4)).toBe('Call for Info');
    expect(item([12000, 15000], 60, 4, 'catalog-topics-v1')).toBe('See Prices');
    expect(item([0, 12000])).toBe('Call for Info');
    expect(item([])).toBe('Call for Info');
    expect(singlePrice([3, 3, 3])).toBe(3);
    expect(singlePrice([3, 4])).toBeNull();
  });
  it('a negative price is no price; a numeric string is read as a number', () => {
    expect(item(-500)).toBe('Call for Info');
    expect(item('12000', '60', '4')).toBe('$30/hr');
  });
  it('follows the page language and data-texts', () => {
    const c = course({ price_cents: 12000, session_length_minutes: 60, session_count: 4 });
    expect(priceLabel(c, textsFor(TEXTS, 'es'))).toBe('$30/h');
    expect(priceLabel(course({ price_cents: 0 }), textsFor(TEXTS, 'en', { free: 'No charge' }))).toBe('No charge');
  });
});

describe('durations, sessions, schedule and weekly summary (spec §9 Durations)', () => {
  it("under 60 minutes 'Nmin'; whole hours 'Nhr'; else 'Nhr Nmin' (59/60/61)", () => {
    expect(formatDuration(45)).toBe('45min');
    expect(formatDuration(59)).toBe('59min');
    expect(formatDuration(60)).toBe('1hr');
    expect(formatDuration(61)).toBe('1hr 1min');
    expect(formatDuration(90)).toBe('1hr 30min');
    expect(formatDuration(120)).toBe('2hr');
    expect(formatDuration(0)).toBeNull();
    expect(formatDuration(null)).toBeNull();
  });
  it("'N live session(s)'", () => {
    expect(sessionsLabel(1)).toBe('1 live session');
    expect(sessionsLabel(2)).toBe('2 live sessions');
    expect(sessionsLabel(8)).toBe('8 live sessions');
    expect(sessionsLabel(0)).toBeNull();
  });
  it("schedule: 0 weeks '1 session only'; else 'N weeks, M sessions per week'", () => {
    expect(scheduleLabel({ weekCount: 0, sessionPerWeek: 1 })).toBe('1 session only');
    expect(scheduleLabel({ weekCount: 4, sessionPerWeek: 2 })).toBe('4 weeks, 2 sessions per week');
    expect(scheduleLabel({ weekCount: 1, sessionPerWeek: 3 })).toBe('1 week, 3 sessions per week');
    expect(scheduleLabel({ weekCount: 6, sessionPerWeek: 1 })).toBe('6 weeks, 1 session per week');
    expect(scheduleLabel({ weekCount: 4, sessionPerWeek: 2 }, textsFor(TEXTS, 'es'))).toBe('4 semanas, 2 sesiones por semana');
    expect(scheduleLabel({ weekCount: null, sessionPerWeek: 2 })).toBeNull();
  });
  it("weekly summary 'N weeks, Mx/week, T each'", () => {
    expect(weeklySummary(course({ week_count: 4, session_per_week: 2, session_length_minutes: 60 }))).toBe('4 weeks, 2x/week, 1hr each');
    expect(weeklySummary(course({ week_count: 6, session_per_week: 1, session_length_minutes: 45 }))).toBe('6 weeks, 1x/week, 45min each');
    expect(weeklySummary(course({ week_count: 0, session_per_week: 1, session_length_minutes: 45 }))).toBe('1 session only');
    expect(weeklySummary(course({ week_count: 1, session_per_week: 3, session_length_minutes: 90 }))).toBe(
      '1 week, 3x/week, 1hr 30min each',
    );
    expect(weeklySummary(course({ week_count: 4, session_per_week: 2 }))).toBeNull();
    // Spanish says 'vez' for one.
    expect(weeklySummary(course({ week_count: 6, session_per_week: 1, session_length_minutes: 45 }), textsFor(TEXTS, 'es'))).toBe(
      '6 semanas, 1 vez/semana, 45 min cada una',
    );
    expect(weeklySummary(course({ week_count: 4, session_per_week: 2, session_length_minutes: 60 }), textsFor(TEXTS, 'es'))).toBe(
      '4 semanas, 2 veces/semana, 1 h cada una',
    );
  });
  it('meeting pattern: sessions then schedule', () => {
    expect(meetingPattern(course({ session_count: 8, week_count: 4, session_per_week: 2 }))).toEqual([
      '8 live sessions',
      '4 weeks, 2 sessions per week',
    ]);
    expect(meetingPattern(course({ session_count: 1, week_count: 0 }))).toEqual(['1 live session', '1 session only']);
    expect(meetingPattern(course())).toEqual([]);
  });
});

describe('next class (spec §9 Next class)', () => {
  const starts = (dates: string[]) => course({ start_dates: dates });

  it('the earliest start date on or after the chosen day: today counts, yesterday does not', () => {
    const c = starts(['2026-11-23T17:00:00Z', '2026-11-24T17:00:00Z', '2026-12-01T17:00:00Z']);
    expect(nextClass(c, '2026-11-24', 'UTC')).toEqual({ date: '2026-11-24T17:00:00Z', otherOfferings: 1 });
    expect(nextClass(c, '2026-11-25', 'UTC')).toEqual({ date: '2026-12-01T17:00:00Z', otherOfferings: 0 });
    // The day is the visitor's: 01:00 UTC on the 24th is still the 23rd in New York.
    expect(nextClass(starts(['2026-11-24T01:00:00Z']), '2026-11-24', 'America/New_York').date).toBeNull();
    expect(nextClass(starts(['2026-11-24T01:00:00Z']), '2026-11-23', 'America/New_York').date).toBe('2026-11-24T01:00:00Z');
  });
  it('date-only start dates are that day; unsorted dates give the earliest', () => {
    const c = starts(['2026-12-10', '2026-11-24', '2026-11-23', '2026-12-01']);
    expect(nextClass(c, '2026-11-24')).toEqual({ date: '2026-11-24', otherOfferings: 2 });
  });
  it("'Check back soon' when every start is past; other offerings never negative", () => {
    const c = starts(['2026-01-05T17:00:00Z', '2026-02-05T17:00:00Z']);
    const next = nextClass(c, '2026-11-24', 'UTC');
    expect(next).toEqual({ date: null, otherOfferings: 0 });
    expect(formatNextClass(next.date, 'en-US')).toBe('Check back soon');
    expect(formatNextClass(null, 'es', textsFor(TEXTS, 'es'))).toBe('Vuelve pronto');
  });
  it("'more class options' is future starts minus one", () => {
    const c = starts(['2026-11-20', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(nextClass(c, '2026-11-24').otherOfferings).toBe(3);
    expect(otherOfferingsLabel(3)).toBe('3 more class options');
    expect(otherOfferingsLabel(1)).toBe('1 more class option');
    expect(otherOfferingsLabel(0)).toBeNull();
  });
  it('without start dates, next_class_date stands in', () => {
    expect(nextClass(course({ next_class_date: '2026-12-01' }), '2026-11-24').date).toBe('2026-12-01');
  });
  it('formats the date in the page language', () => {
    expect(formatNextClass('2026-12-01', 'en-US')).toBe('Tue, Dec 1');
    expect(formatNextClass('2026-12-01', 'es-ES')).toBe('mar, 1 dic');
    expect(formatNextClass('2026-12-01T17:00:00Z', 'en-US', TEXTS.en, 'UTC')).toBe('Tue, Dec 1, 5:00 PM UTC');
    // A malformed lang falls back to the default language rather than throwing.
    // Issue 51: exactly the default language's date (Intl's, not the code's), not any text with a 1.
    const defaultLanguage = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    expect(formatNextClass('2026-12-01', 'not a lang!!')).toBe(defaultLanguage.format(Date.UTC(2026, 11, 1)));
  });
  it('today and data-from', () => {
    expect(today(Date.parse('2026-11-24T23:30:00Z'), 'UTC')).toBe('2026-11-24');
    expect(today(Date.parse('2026-11-24T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-25');
    expect(parseFrom('2026-11-24')).toBe('2026-11-24');
    expect(() => parseFrom('2026-02-30')).toThrow('YYYY-MM-DD');
    expect(() => parseFrom('24/11/2026')).toThrow('YYYY-MM-DD');
  });
});

describe('grade range (spec §3 grade_full_range, a string or a list)', () => {
  it('a string as written; a list from its lowest to its highest grade', () => {
    expect(gradeRange('6-12')).toBe('6-12');
    expect(gradeRange(['8', '6', '7'])).toBe('6-8');
    expect(gradeRange(['K', '1', '2'])).toBe('K-2');
    expect(gradeRange(['5'])).toBe('5');
    expect(gradeRange([])).toBeNull();
    expect(gradeRange(null)).toBeNull();
  });
  it("label: 'Grades 6-12'; a named range alone", () => {
    expect(gradeLabel('6-12')).toBe('Grades 6-12');
    expect(gradeLabel(['K', '3'])).toBe('Grades K-3');
    expect(gradeLabel('College')).toBe('College');
    expect(gradeLabel('Adult')).toBe('Adult');
  });
});

describe('curation tags (spec §9 Curation tags)', () => {
  it("parent_group entries starting 'curation_list-', not the schools one; name title-cased, target hyphenated", () => {
    expect(curatedListTags(['math', 'curation_list-popular_classes', 'curation_list-schools', 'curation_list-summer camps'])).toEqual([
      { name: 'Popular Classes', target: 'popular-classes' },
      { name: 'Summer Camps', target: 'summer-camps' },
    ]);
  });
  it('at most 4: a fifth tag is dropped', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((x) => `curation_list-${x}_list`);
    const tags = curatedListTags(five);
    expect(tags).toHaveLength(4);
    expect(tags.map((t) => t.name)).toEqual(['A List', 'B List', 'C List', 'D List']);
    expect(curatedListTags(five.slice(0, 4))).toHaveLength(4);
  });
  it('the schools list is excluded in any case and does not count towards the 4', () => {
    const tags = curatedListTags([
      'curation_list-Schools_partners',
      'curation_list-a',
      'curation_list-b',
      'curation_list-c',
      'curation_list-d',
    ]);
    expect(tags.map((t) => t.target)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('membership (spec §3, §6, §9 Membership messages)', () => {
  // The class's group tags are its parent_group (spec §3).
  const tagged = course({ parent_group: ['curation_list-popular_classes', 'learning-2026'] });
  const access = (tag: string, type = 'catalog_access') => ({ product: { type }, configuration: { tag } });

  it("a student with a catalogue-access enablement whose tag is one of the class's parent_group tags: 'Included with your membership'", () => {
    expect(membership(tagged, readViewer({ is_student: true, enablements: [access('learning-2026')] }))).toBe('membership');
    expect(TEXTS.en.membership).toBe('Included with your membership');
  });
  it("a client through their own or their students' enablements counts", () => {
    const client = readViewer({ is_client: true, students: [{ enablements: [] }, { enablements: [access('learning-2026')] }] });
    expect(membership(tagged, client)).toBe('membership');
    expect(membership(tagged, readViewer({ is_client: true, enablements: [access('learning-2026')] }))).toBe('membership');
  });
  it("a VT+ enablement: 'Included with your VT+ Membership'", () => {
    expect(membership(tagged, readViewer({ is_student: true, enablements: [access('learning-2026', 'vt_plus')] }))).toBe(
      'vtPlusMembership',
    );
    expect(TEXTS.en.vtPlusMembership).toBe('Included with your VT+ Membership');
  });
  it('the catalogue-access product types are catalog_access and vt_plus', () => {
    expect(CATALOGUE_ACCESS_TYPES).toEqual(['catalog_access', 'vt_plus']);
  });
  it('any parent_group tag matches, a curation list too', () => {
    expect(membership(tagged, readViewer({ is_student: true, enablements: [access('curation_list-popular_classes')] }))).toBe('membership');
  });
  it("without data-viewer, the viewer is the entry's own is_student, is_client, students and enablements", () => {
    const hit = course({ parent_group: ['learning-2026'], is_student: true, enablements: [access('learning-2026')] });
    expect(hit.viewer).toEqual({
      isStudent: true,
      isClient: false,
      students: [],
      enablements: [{ type: 'catalog_access', tag: 'learning-2026' }],
    });
    expect(membership(hit, null)).toBe('membership');
    const client = course({
      parent_group: ['learning-2026'],
      is_client: true,
      students: [{ enablements: [access('learning-2026', 'vt_plus')] }],
    });
    expect(membership(client, null)).toBe('vtPlusMembership');
  });
  it("data-viewer wins: the entry's own viewer fields are then ignored, never merged", () => {
    const hit = course({ parent_group: ['learning-2026'], is_student: true, enablements: [access('learning-2026')] });
    expect(membership(hit, readViewer({ is_student: true, enablements: [] }))).toBe('learningMembership');
    expect(membership(hit, readViewer({ is_client: true }))).toBe('learningMembership');
    const plain = course({ parent_group: ['learning-2026'], enablements: [access('learning-2026')] });
    expect(membership(plain, readViewer({ is_student: true }))).toBe('learningMembership');
    expect(membership(plain, readViewer({ is_student: true, enablements: [access('learning-2026')] }))).toBe('membership');
  });
  it("anyone else, for a class a membership includes (a parent_group tag other than a curation list): the 'Included with Learning Membership' link", () => {
    expect(membership(tagged, null)).toBe('learningMembership');
    // Wrong tag, wrong product, or neither student nor client.
    expect(membership(tagged, readViewer({ is_student: true, enablements: [access('other')] }))).toBe('learningMembership');
    expect(membership(tagged, readViewer({ is_student: true, enablements: [access('learning-2026', 'tutoring')] }))).toBe(
      'learningMembership',
    );
    expect(membership(tagged, readViewer({ enablements: [access('learning-2026')] }))).toBe('learningMembership');
    // A client's students do not count for a student.
    expect(membership(tagged, readViewer({ is_student: true, students: [{ enablements: [access('learning-2026')] }] }))).toBe(
      'learningMembership',
    );
    // The entry's enablements are the viewer's, not the class's group tags.
    expect(membership(course({ parent_group: ['learning-2026'], enablements: [access('learning-2026')] }), null)).toBe(
      'learningMembership',
    );
    expect(TEXTS.en.learningMembership).toBe('Included with Learning Membership');
  });
  it('a class no membership includes (no parent_group, or curation lists only): no message', () => {
    const student = readViewer({ is_student: true, enablements: [access('learning-2026')] });
    expect(membership(course(), student)).toBeNull();
    expect(membership(course({ parent_group: ['curation_list-popular_classes'] }), student)).toBeNull();
    expect(membership(course({ enablements: [access('learning-2026')] }), null)).toBeNull();
  });
  it('a malformed viewer is named, not thrown', () => {
    const problems: string[] = [];
    expect(readViewer('yes', problems)).toBeNull();
    expect(readViewer({ is_client: true, enablements: [{ product: 1 }], students: 'x' }, problems)).toMatchObject({
      isClient: true,
      enablements: [],
    });
    expect(problems).toEqual([
      'the viewer is not a JSON object',
      'viewer students should be a list',
      'viewer enablements has an entry without product.type and configuration.tag: {"product":1}',
    ]);
    const entry = readCourse({ title: 'A', is_student: true, enablements: 'x' });
    expect(entry.problems).toEqual(['enablements should be a list, got "x"']);
  });
});

describe('subscription hours and features (spec §6, §9)', () => {
  const sah = (fields: Record<string, unknown>) =>
    course({
      price_cents: 12000,
      subscriber: 'homeschool, school-at-home',
      subjects: ['algebra'],
      session_length_minutes: 45,
      session_count: 8,
      ...fields,
    });

  it('apply for school-at-home subscribers, a positive price, subjects outside test prep and professional', () => {
    expect(subscriptionApplies(sah({}))).toBe(true);
    expect(subscriptionHours(sah({}))).toBe(6);
    expect(subscriptionApplies(sah({ price_cents: 0 }))).toBe(false);
    expect(subscriptionApplies(sah({ subscriber: 'homeschool' }))).toBe(false);
    for (const subject of ['SAT', 'act', 'cpa', 'gre', 'mcat', 'pmp', 'praxis', 'usmle', 'series 7', 'series-65', 'series_6', 'sie'])
      expect(subscriptionApplies(sah({ subjects: ['algebra', subject] })), subject).toBe(false);
    expect(subscriptionHours(sah({ subjects: ['sat'] }))).toBeNull();
  });
  it("features: free; School at Home; otherwise 'Average of 9 students/class' plus tailored", () => {
    const en = TEXTS.en;
    expect(courseFeatures(course({ price_cents: 0 })).map((f) => en[f])).toEqual([
      'Large-format, interactive',
      'Free classes taught by experts',
    ]);
    expect(courseFeatures(sah({})).map((f) => en[f])).toEqual(["Tailored to the students' needs"]);
    expect(courseFeatures(course({ price_cents: 12000 })).map((f) => en[f])).toEqual([
      'Average of 9 students/class',
      "Tailored to the students' needs",
    ]);
    expect(smallGroup(course({ price_cents: 12000 }))).toBe(true);
    expect(smallGroup(course({ price_cents: 0 }))).toBe(false);
    expect(smallGroup(sah({}))).toBe(false);
  });
});

describe('links and images', () => {
  const base = 'https://www.example.com/math-tutors';
  it('only http(s) or relative links', () => {
    expect(linkHref('/classes/algebra', base)).toBe('/classes/algebra');
    expect(linkHref('classes/algebra', base)).toBe('classes/algebra');
    expect(linkHref('https://other.example/x', base)).toBe('https://other.example/x');
    expect(linkHref('http://other.example/x', base)).toBe('http://other.example/x');
    for (const hostile of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,x',
      'mailto:a@b.c',
      'https://a@evil.example',
      '/\\evil.example',
    ])
      expect(linkHref(hostile, base), hostile).toBeNull();
    expect(linkHref('', base)).toBeNull();
    expect(linkHref(null, base)).toBeNull();
  });
  it('srcset from the density paths, lowest density as src', () => {
    const c = course({ images: { '2x': '/img/a@2x.jpg', '1x': '/img/a.jpg' } });
    expect(imageSources(c.images)).toEqual({ src: '/img/a.jpg', srcSet: '/img/a.jpg 1x, /img/a@2x.jpg 2x' });
    expect(imageSources(course({ images: { '1x': 'javascript:x', '2x': '/b 2.jpg' } }).images)).toEqual({
      src: '/b%202.jpg',
      srcSet: '/b%202.jpg 2x',
    });
    expect(imageSources([])).toBeNull();
  });
});

describe('active (the card renders only an active course)', () => {
  const item = { details_page: '/classes/a', session_count: 4, start_dates: ['2026-01-01'] };
  it('a class with a title, a page, sessions and a scheduled date is active, even with every date past', () => {
    expect(isActive(course(item))).toBe(true);
  });
  it('no page, a refused page, no sessions or no dates at all: inactive', () => {
    expect(isActive(course({ ...item, details_page: undefined }))).toBe(false);
    expect(isActive(course({ ...item, details_page: 'javascript:alert(1)' }))).toBe(false);
    expect(isActive(course({ ...item, session_count: 0 }))).toBe(false);
    expect(isActive(course({ ...item, start_dates: [] }))).toBe(false);
  });
  it('a topic needs only its page', () => {
    expect(isActive(course({ catalog_type: 'catalog-topics-v1', topic_page: '/topics/algebra' }))).toBe(true);
  });
});

// Issue 51: the rules above at the edges a changed condition, number or text would cross.
describe('issue 51: spec §9 Durations and Schedule, counts that are not positive', () => {
  it("no schedule without a positive weekly count: 0 or a negative count is no 'M sessions per week'", () => {
    expect(scheduleLabel({ weekCount: 4, sessionPerWeek: 0 })).toBeNull();
    expect(scheduleLabel({ weekCount: 4, sessionPerWeek: null })).toBeNull();
    expect(scheduleLabel({ weekCount: -2, sessionPerWeek: 2 })).toBeNull();
    expect(weeklySummary(course({ week_count: 4, session_per_week: 0, session_length_minutes: 60 }))).toBeNull();
    expect(weeklySummary(course({ week_count: -1, session_per_week: 2, session_length_minutes: 60 }))).toBeNull();
    expect(weeklySummary(course({ session_per_week: 2, session_length_minutes: 60 }))).toBeNull();
    expect(weeklySummary(course({ week_count: 4, session_length_minutes: 60 }))).toBeNull();
  });
  it("a negative length or count is no duration and no 'N live session(s)'", () => {
    expect(formatDuration(-30)).toBeNull();
    expect(sessionsLabel(-1)).toBeNull();
    expect(sessionsLabel(null)).toBeNull();
  });
});

describe('issue 51: spec §9 Next class, data-from', () => {
  it('data-from is a YYYY-MM-DD day and nothing around it', () => {
    for (const value of [' 2026-11-24', '2026-11-24 ', 'x2026-11-24', '2026-11-24x', '2026-1-24', '20261124', '2026-11-2a'])
      expect(() => parseFrom(value), value).toThrow(`expected a day written YYYY-MM-DD, got ${JSON.stringify(value)}`);
    expect(() => parseFrom(20261124)).toThrow('expected a day written YYYY-MM-DD, got 20261124');
  });
  it("no start date at all: 'Check back soon', no other offerings", () => {
    expect(nextClass({ startDates: [], nextClassDate: null }, '2026-11-24')).toEqual({ date: null, otherOfferings: 0 });
  });
});

describe('issue 51: spec §3 grade_full_range, a list in school order', () => {
  it('Pre-K, K, 1st to 12th, College, Adult: lowest to highest whatever the order; an unknown grade last', () => {
    const school = ['Pre-K', 'K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'College', 'Adult'];
    // Every grade is lower than each one after it (and than an unknown one): any pair comes out in school order.
    for (let i = 0; i < school.length; i++) {
      expect(gradeRange([school[i]!, 'Other']), school[i]).toBe(`${school[i]}-Other`);
      expect(gradeRange(['Other', school[i]!]), school[i]).toBe(`${school[i]}-Other`);
      for (let j = i + 1; j < school.length; j++) expect(gradeRange([school[j]!, school[i]!])).toBe(`${school[i]}-${school[j]}`);
    }
    expect(gradeRange(['PreK', 'K'])).toBe('PreK-K');
    expect(gradeRange(['8th', '6th', '7th'])).toBe('6th-8th');
    expect(gradeRange(['3rd', '1st', '2nd'])).toBe('1st-3rd');
    expect(gradeRange(['6', '6'])).toBe('6');
    expect(gradeRange('  ')).toBeNull();
  });
  it("'Grades' before a numbered or K range only", () => {
    expect(gradeLabel(['Pre-K', 'K'])).toBe('Grades Pre-K-K');
    expect(gradeLabel('K')).toBe('Grades K');
    expect(gradeLabel('Kids')).toBe('Kids');
    expect(gradeLabel(null)).toBeNull();
  });
});

describe('issue 51: spec §9 Curation tags, words and case', () => {
  it('words split on underscores, hyphens and spaces; the name title-cased, the target lower-case and hyphenated', () => {
    expect(curatedListTags(['curation_list-SUMMER-camps', 'curation_list-_new  arrivals', 'curation_list-', 'xcuration_list-a'])).toEqual([
      { name: 'Summer Camps', target: 'summer-camps' },
      { name: 'New Arrivals', target: 'new-arrivals' },
    ]);
    expect(curatedListTags(['curation_list-schools'])).toEqual([]);
    expect(curatedListTags(['curation_list-school_picks'])).toEqual([{ name: 'School Picks', target: 'school-picks' }]);
  });
});

describe('issue 51: spec §6, §9 subscription hours', () => {
  const sah = (fields: Record<string, unknown>) =>
    course({
      price_cents: 12000,
      subscriber: 'school-at-home',
      subjects: ['algebra'],
      session_length_minutes: 50,
      session_count: 1,
      ...fields,
    });
  it('the hours are session length times count, to a tenth of an hour; none without a length or count', () => {
    expect(subscriptionHours(sah({}))).toBe(0.8);
    expect(subscriptionHours(sah({ session_length_minutes: 45, session_count: 3 }))).toBe(2.3);
    expect(subscriptionHours(sah({ session_length_minutes: undefined }))).toBeNull();
    expect(subscriptionHours(sah({ session_count: undefined }))).toBeNull();
    expect(subscriptionHours(sah({ price_cents: [12000, 9000] }))).toBeNull();
  });
  it('School at Home in any case; a subject in any case or spacing; every test-prep and professional subject', () => {
    expect(subscriptionApplies(sah({ subscriber: 'School-At-Home' }))).toBe(true);
    expect(subscriptionApplies(sah({ subscriber: 'school-at-home-plus' }))).toBe(false);
    expect(subscriptionApplies({ priceCents: 12000, subscriber: ['school-at-home'], subjects: [' SAT '] })).toBe(false);
    expect(subscriptionApplies({ priceCents: 12000, subscriber: ['school-at-home'], subjects: ['Series  63'] })).toBe(false);
    for (const subject of ['gmat', 'lsat', 'psat', 'series-63', 'series-66', 'cfa', 'nclex', 'bar-exam', 'bar exam'])
      expect(subscriptionApplies(sah({ subjects: [subject] })), subject).toBe(false);
    expect(subscriptionApplies(sah({ subjects: ['satire'] }))).toBe(true);
  });
  it("features: School at Home in any case is 'Tailored to the students' needs' alone", () => {
    expect(courseFeatures(sah({ subscriber: 'School-At-Home' }))).toEqual(['tailored']);
    expect(courseFeatures(course({ price_cents: [0, 0] }))).toEqual(['largeFormat', 'freeByExperts']);
  });
});

describe('issue 51: links, images and the Share link (spec §7 share links)', () => {
  const page = 'https://www.example.com/math-tutors?ref=nav';
  it("the Share link is the class's page with direct_share=copy and v_id, resolved against data-share-url or the page", () => {
    expect(shareHref('/classes/algebra?grade=9', null, 'v-1', page)).toBe(
      'https://www.example.com/classes/algebra?grade=9&direct_share=copy&v_id=v-1',
    );
    expect(shareHref('/classes/algebra', 'https://share.example.org/base/', 'v-1', page)).toBe(
      'https://share.example.org/classes/algebra?direct_share=copy&v_id=v-1',
    );
    expect(shareHref('algebra', '/classes/', 'v-1', page)).toBe('https://www.example.com/classes/algebra?direct_share=copy&v_id=v-1');
    // A shared link shared again names the new sharer.
    expect(shareHref('/c?direct_share=email&v_id=old', undefined, 'v-2', page)).toBe(
      'https://www.example.com/c?direct_share=copy&v_id=v-2',
    );
  });
  it('no Share link for a refused page or a refused data-share-url', () => {
    expect(shareHref(null, null, 'v-1', page)).toBeNull();
    expect(shareHref('javascript:alert(1)', null, 'v-1', page)).toBeNull();
    expect(shareHref('/classes/algebra', 'javascript:alert(1)', 'v-1', page)).toBeNull();
  });
  it('a relative link is accepted without a page address; blanks, credentials and control characters are refused', () => {
    expect(linkHref('/classes/algebra')).toBe('/classes/algebra');
    expect(linkHref('  /classes/algebra  ')).toBe('/classes/algebra');
    expect(linkHref('   ')).toBeNull();
    expect(linkHref(undefined)).toBeNull();
    expect(linkHref('https://:secret@evil.example/')).toBeNull();
    for (const hidden of ['/a\u0000b', '/a\u001fb', '/a\u007fb', '/a\u009fb']) expect(linkHref(hidden), JSON.stringify(hidden)).toBeNull();
    expect(linkHref('https://[bad')).toBeNull();
  });
  it('a comma or a space in an image path is encoded (it would split the srcset)', () => {
    expect(imageSources([{ density: 1, url: '/img/a,b c.jpg' }])).toEqual({ src: '/img/a%2Cb%20c.jpg', srcSet: '/img/a%2Cb%20c.jpg 1x' });
  });
});

describe('issue 51: active (spec §2: the card shows only an active course)', () => {
  it('title_markdown alone is a title; topic_page stands in for details_page; next_class_date for start dates', () => {
    expect(
      isActive(
        course({ title: undefined, title_markdown: '*Algebra*', details_page: '/a', session_count: 1, start_dates: ['2026-01-01'] }),
      ),
    ).toBe(true);
    expect(isActive(course({ topic_page: '/topics/a', session_count: 1, start_dates: ['2026-01-01'] }))).toBe(true);
    expect(isActive(course({ details_page: '/a', session_count: 1, next_class_date: '2026-01-01' }))).toBe(true);
  });
  it('a class without a session count, or a topic without a page, is inactive', () => {
    expect(isActive(course({ details_page: '/a', start_dates: ['2026-01-01'] }))).toBe(false);
    expect(isActive(course({ catalog_type: 'catalog-topics-v1' }))).toBe(false);
    expect(isActive(course({ catalog_type: 'catalog-topics-v1', topic_page: 'javascript:x' }))).toBe(false);
  });
});
