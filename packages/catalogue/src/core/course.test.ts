import { describe, expect, it } from 'vitest';
import { dateFormat, dayOf, readCourse, readEnablements, readViewer } from './course';

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

// Issue 51: each field read on its own (spec §3 Catalogue entry), at the edges of what it accepts.
describe('issue 51: reading a catalogue entry field by field (spec §3)', () => {
  it('a number id is text; a blank title falls back to title_formatted; numeric strings are numbers, blank ones are reported', () => {
    const { course, problems } = readCourse({
      id: 1003,
      title: '  ',
      title_formatted: ' Algebra ',
      session_length_minutes: ' 45 ',
      session_count: '',
      week_count: ' ',
      price_cents: ['100', 100],
    });
    expect(course).toMatchObject({
      id: '1003',
      title: 'Algebra',
      sessionLengthMinutes: 45,
      sessionCount: null,
      weekCount: null,
      priceCents: [100, 100],
    });
    expect(problems).toEqual(['session_count should be a number, got ""', 'week_count should be a number, got " "']);
  });
  it('a list field takes one string as a list of one; blanks are dropped; a non-string is reported', () => {
    const { course, problems } = readCourse({
      title: 'A',
      subjects: ' algebra ',
      business_units: ['  ', ' Courses '],
      instructor_names: '   ',
      parent_group: 'curation_list-popular',
      subscriber: ' school-at-home ,, homeschool ',
      description_formatted: true,
    });
    expect(course).toMatchObject({
      subjects: ['algebra'],
      businessUnits: ['Courses'],
      instructorNames: [],
      parentGroup: ['curation_list-popular'],
      subscriber: ['school-at-home', 'homeschool'],
      description: null,
    });
    expect(problems).toEqual(['description_formatted should be a string, got true']);
  });
  it('grade_full_range as a string or a list; catalog-topics-v1 kept; an unknown catalog_type is no type', () => {
    expect(readCourse({ title: 'A', grade_full_range: ' 6-8 ' }).course?.grades).toBe('6-8');
    expect(readCourse({ title: 'A', grade_full_range: ['6', ' 7 '] }).course?.grades).toEqual(['6', '7']);
    expect(readCourse({ title: 'A', catalog_type: 'catalog-topics-v1' }).course?.catalogType).toBe('catalog-topics-v1');
    expect(readCourse({ title: 'A', catalog_type: 'catalog-courses' }).course?.catalogType).toBeNull();
    expect(readCourse({ title: 'A' }).course).toMatchObject({
      catalogType: null,
      priceCents: null,
      startDates: [],
      nextClassDate: null,
      viewer: null,
    });
  });
  it('images: densities such as 1.5x, sorted; 0x, a non-string or blank path refused and named', () => {
    const { course, problems } = readCourse({
      title: 'A',
      images: { '2x': ' /b.jpg ', '1.5x': '/c.jpg', '1x': '/a.jpg', '0x': '/z.jpg', '3x': 7, x: '/y.jpg' },
    });
    expect(course?.images).toEqual([
      { density: 1, url: '/a.jpg' },
      { density: 1.5, url: '/c.jpg' },
      { density: 2, url: '/b.jpg' },
    ]);
    expect(problems).toEqual([
      'images has an unusable entry "0x": "/z.jpg"',
      'images has an unusable entry "3x": 7',
      'images has an unusable entry "x": "/y.jpg"',
    ]);
  });
  it("the viewer's problems name the field: a student that is not an object has no enablements; a non-list is named", () => {
    const problems: string[] = [];
    expect(readViewer({ is_client: true, students: ['x', { enablements: 'no' }] }, problems)).toEqual({
      isStudent: false,
      isClient: true,
      students: [{ enablements: [] }, { enablements: [] }],
      enablements: [],
    });
    expect(problems).toEqual(['viewer students[1].enablements should be a list, got "no"']);
    expect(readViewer(undefined)).toBeNull();
    expect(readViewer(null)).toBeNull();
    expect(readCourse({ title: 'A', is_student: false }).course?.viewer).toEqual({
      isStudent: false,
      isClient: false,
      students: [],
      enablements: [],
    });
    expect(readCourse({ title: 'A', is_student: null, enablements: null }).course?.viewer).toBeNull();
    expect(
      readEnablements([{ product: { type: 'catalog_access' } }, { configuration: { tag: 't' } }, 'x'], 'enablements', problems),
    ).toEqual([]);
    expect(problems.slice(1)).toEqual([
      'enablements has an entry without product.type and configuration.tag: {"product":{"type":"catalog_access"}}',
      'enablements has an entry without product.type and configuration.tag: {"configuration":{"tag":"t"}}',
      'enablements has an entry without product.type and configuration.tag: "x"',
    ]);
  });
  it('a value in a message is cut at 57 characters and three dots; a value JSON cannot write is written as text', () => {
    expect(readCourse({ title: 'A', price_cents: 'x'.repeat(500) }).problems).toEqual([
      `price_cents should be a number, got "${'x'.repeat(56)}...`,
    ]);
    // 60 characters are shown whole.
    expect(readCourse({ title: 'A', price_cents: 'x'.repeat(58) }).problems).toEqual([
      `price_cents should be a number, got "${'x'.repeat(58)}"`,
    ]);
    expect(readCourse(undefined).problems).toEqual(['the catalogue entry is not a JSON object (undefined)']);
  });
  it('a date-only day that is no calendar day does not parse', () => {
    expect(dayOf('2026-13-45')).toBeNull();
    expect(readCourse({ title: 'A', next_class_date: '2026-13-45' }).problems).toEqual(['next_class_date does not parse: "2026-13-45"']);
  });
});
