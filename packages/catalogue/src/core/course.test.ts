import { describe, expect, it } from 'vitest';
import { dateFormat, dayOf, readCourse } from './course';

describe('reading a catalogue entry (spec §3 Catalogue entry)', () => {
  it('reads every field of a well-formed entry', () => {
    const { course, problems } = readCourse({
      id: 'item-1003',
      catalog_type: 'catalog-items-v1',
      title: 'Algebra 1 Bootcamp',
      title_markdown: '**Algebra 1** Bootcamp',
      description_markdown: 'Live online class.',
      price_cents: [12000, 12000],
      session_length_minutes: 60,
      session_count: 4,
      week_count: 2,
      session_per_week: 2,
      start_dates: ['2026-12-01T17:00:00Z'],
      next_class_date: '2026-12-01T17:00:00Z',
      grade_full_range: ['8', '9'],
      business_units: ['Courses'],
      subjects: ['algebra'],
      subscriber: 'school-at-home, homeschool',
      parent_group: ['curation_list-popular'],
      images: { '1x': '/a.jpg', '2x': '/a@2x.jpg' },
      instructor_names: ['Dana Reyes'],
      details_page: '/classes/algebra-1-bootcamp',
      topic_page: null,
      enablements: [{ product: { type: 'catalog_access' }, configuration: { tag: 'learning' } }],
    });
    expect(problems).toEqual([]);
    expect(course).toMatchObject({
      id: 'item-1003',
      catalogType: 'catalog-items-v1',
      priceCents: [12000, 12000],
      subscriber: ['school-at-home', 'homeschool'],
      grades: ['8', '9'],
      images: [
        { density: 1, url: '/a.jpg' },
        { density: 2, url: '/a@2x.jpg' },
      ],
      parentGroup: ['curation_list-popular'],
      // The entry's enablements are the viewer's (spec §3 lists the viewer's fields on the entry).
      viewer: { isStudent: false, isClient: false, students: [], enablements: [{ type: 'catalog_access', tag: 'learning' }] },
    });
  });

  it('an entry without a title, or not an object, is unusable and says why', () => {
    expect(readCourse({ id: 'x' })).toEqual({
      course: null,
      problems: ['the entry has no title (title, title_formatted or title_markdown)'],
    });
    expect(readCourse('nope')).toEqual({ course: null, problems: ['the catalogue entry is not a JSON object ("nope")'] });
    expect(readCourse(null).course).toBeNull();
    expect(readCourse([]).course).toBeNull();
    // title_markdown alone is a title.
    expect(readCourse({ title_markdown: '*Algebra*' }).course?.titleMarkdown).toBe('*Algebra*');
  });

  it('wrong types are named and left out; the rest is kept', () => {
    const { course, problems } = readCourse({
      title: 'Algebra',
      price_cents: 'twelve',
      session_length_minutes: '45',
      session_count: { n: 4 },
      start_dates: ['2026-12-01', 'someday'],
      next_class_date: 'soon',
      images: {},
      catalog_type: 'catalog-courses',
      subjects: [1, 2],
    });
    expect(course).toMatchObject({
      title: 'Algebra',
      priceCents: null,
      sessionLengthMinutes: 45,
      sessionCount: null,
      startDates: ['2026-12-01'],
      images: [],
    });
    expect(problems).toEqual([
      'price_cents should be a number, got "twelve"',
      'catalog_type "catalog-courses" is not catalog-items-v1 or catalog-topics-v1',
      'start_dates has a date that does not parse: "someday"',
      'next_class_date does not parse: "soon"',
      'session_count should be a number, got {"n":4}',
      'subjects should be a list of strings, got [1,2]',
      'images has no usable density path',
    ]);
  });

  it('an empty or malformed image set is named', () => {
    expect(readCourse({ title: 'A', images: [] }).problems).toEqual([
      'images should be an object of density paths such as {"1x": "…"}, got []',
    ]);
    expect(readCourse({ title: 'A', images: { large: '/a.jpg', '1x': '' } }).problems).toEqual([
      'images has an unusable entry "large": "/a.jpg"',
      'images has an unusable entry "1x": ""',
      'images has no usable density path',
    ]);
  });

  it('a price list with a non-number is named', () => {
    expect(readCourse({ title: 'A', price_cents: [100, 'x'] }).problems).toEqual([
      'price_cents should be a number or a list of numbers, got [100,"x"]',
    ]);
  });

  it('hostile strings are kept as they are (the views render them as text)', () => {
    const title = '<img src=x onerror="window.__vtPwned=1">Hostile';
    expect(readCourse({ title }).course?.title).toBe(title);
  });

  it('a long value is cut in the message', () => {
    const [problem] = readCourse({ title: 'A', price_cents: 'x'.repeat(500) }).problems;
    expect(problem!.length).toBeLessThan(120);
  });
});

describe('dayOf', () => {
  it('a date-only value is its day; a date-time is its day in the time zone', () => {
    expect(dayOf('2026-11-24')).toBe('2026-11-24');
    expect(dayOf('2026-11-24T23:00:00Z', 'UTC')).toBe('2026-11-24');
    expect(dayOf('2026-11-24T23:00:00Z', 'Asia/Tokyo')).toBe('2026-11-25');
    expect(dayOf('nope')).toBeNull();
  });
});

describe('dateFormat', () => {
  it('keeps one formatter per locale and options (constructing one is the costly part)', () => {
    const a = dateFormat('en-CA', { timeZone: 'UTC', day: '2-digit' });
    expect(dateFormat('en-CA', { timeZone: 'UTC', day: '2-digit' })).toBe(a);
    expect(dateFormat('en-CA', { timeZone: 'Asia/Tokyo', day: '2-digit' })).not.toBe(a);
    expect(dateFormat('es', { timeZone: 'UTC', day: '2-digit' })).not.toBe(a);
    expect(dateFormat(undefined, { timeZone: 'UTC', day: '2-digit' }).resolvedOptions().timeZone).toBe('UTC');
  });

  it('throws as the constructor does, and keeps nothing for a bad time zone', () => {
    expect(() => dateFormat('en', { timeZone: 'Nowhere/Else' })).toThrow(RangeError);
    expect(() => dayOf('2026-11-24T23:00:00Z', 'Nowhere/Else')).toThrow(RangeError);
  });
});
