import { isRecord } from '@vt-elements/core';
/**
 * A catalogue entry (spec §3) as the display rules need it, read leniently from raw JSON (the
 * page's data-course or a search hit's _source): each field is checked on its own, a wrong one is
 * named in `problems` and left out, and the rest is kept, so a card shows what it can. An entry
 * without a usable title is unusable (`course` is null): there is nothing to show.
 */
export type CatalogType = 'catalog-items-v1' | 'catalog-topics-v1';

/** One enablement (spec §3 `enablements`: product.type, configuration.tag). */
export interface Enablement {
  type: string;
  tag: string;
}

export interface CourseImage {
  /** Pixel density, e.g. 1 for '1x'. */
  density: number;
  url: string;
}

export interface Course {
  id: string | null;
  catalogType: CatalogType | null;
  title: string;
  titleMarkdown: string | null;
  description: string | null;
  descriptionMarkdown: string | null;
  /** Cents, or a list of them (several distinct prices mean no price, spec §9). */
  priceCents: number | number[] | null;
  sessionLengthMinutes: number | null;
  sessionCount: number | null;
  weekCount: number | null;
  sessionPerWeek: number | null;
  startDates: string[];
  nextClassDate: string | null;
  grades: string | string[] | null;
  businessUnits: string[];
  subjects: string[];
  /** The comma-separated subscriber field, split and trimmed. */
  subscriber: string[];
  parentGroup: string[];
  /** Sorted by density, lowest first. */
  images: CourseImage[];
  instructorNames: string[];
  detailsPage: string | null;
  topicPage: string | null;
  /**
   * The viewer the entry itself carries (spec §3 lists is_student, is_client, students and
   * enablements on the entry, as a search answer made for a signed-in visitor has them); null when
   * the entry has none of these fields. data-viewer, when given, stands in for it (rules.ts membership).
   */
  viewer: Viewer | null;
}

/** The viewer (spec §3, §6; contract data-viewer): is_student, is_client, students, enablements. */
export interface Viewer {
  isStudent: boolean;
  isClient: boolean;
  /** A client's students, each with their own enablements. */
  students: { enablements: Enablement[] }[];
  enablements: Enablement[];
}

export interface ReadCourse {
  course: Course | null;
  /** One sentence per problem, naming the field. */
  problems: string[];
}

const CATALOG_TYPES: readonly string[] = ['catalog-items-v1', 'catalog-topics-v1'];


/** A JSON value named for a message, cut short: the field may be huge or hostile (it is only ever shown as text). */
const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

export function readCourse(raw: unknown): ReadCourse {
  const problems: string[] = [];
  if (!isRecord(raw)) return { course: null, problems: [`the catalogue entry is not a JSON object (${show(raw)})`] };
  const bad = (field: string, expected: string) => problems.push(`${field} should be ${expected}, got ${show(raw[field])}`);

  const text = (field: string): string | null => {
    const value = raw[field];
    if (value === undefined || value === null) return null;
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string') return (bad(field, 'a string'), null);
    return value.trim() || null;
  };
  /** A number; a numeric string is accepted (CMS JSON often quotes numbers), anything else reported. */
  const number = (field: string): number | null => {
    const value = raw[field];
    if (value === undefined || value === null) return null;
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isFinite(n)) return (bad(field, 'a number'), null);
    return n;
  };
  const strings = (field: string): string[] => {
    const value = raw[field];
    if (value === undefined || value === null) return [];
    if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return (bad(field, 'a list of strings'), []);
    return (value as string[]).map((v) => v.trim()).filter(Boolean);
  };

  const title = text('title') ?? text('title_formatted');
  const titleMarkdown = text('title_markdown');
  if (!title && !titleMarkdown) {
    problems.push('the entry has no title (title, title_formatted or title_markdown)');
    return { course: null, problems };
  }

  let priceCents: number | number[] | null = null;
  const price = raw.price_cents;
  if (Array.isArray(price)) {
    const cents = price.map((p) => (typeof p === 'string' && p.trim() !== '' ? Number(p) : p));
    if (cents.every((p): p is number => typeof p === 'number' && Number.isFinite(p))) priceCents = cents;
    else bad('price_cents', 'a number or a list of numbers');
  } else priceCents = number('price_cents');

  const catalogType = text('catalog_type');
  if (catalogType !== null && !CATALOG_TYPES.includes(catalogType))
    problems.push(`catalog_type ${show(catalogType)} is not catalog-items-v1 or catalog-topics-v1`);

  const grades = Array.isArray(raw.grade_full_range) ? strings('grade_full_range') : text('grade_full_range');

  const startDates = strings('start_dates').filter((date) => {
    if (dayOf(date)) return true;
    problems.push(`start_dates has a date that does not parse: ${show(date)}`);
    return false;
  });
  let nextClassDate = text('next_class_date');
  if (nextClassDate && !dayOf(nextClassDate)) {
    problems.push(`next_class_date does not parse: ${show(nextClassDate)}`);
    nextClassDate = null;
  }

  return {
    course: {
      id: text('id'),
      catalogType: catalogType !== null && CATALOG_TYPES.includes(catalogType) ? (catalogType as CatalogType) : null,
      title: title ?? '',
      titleMarkdown,
      description: text('description_formatted'),
      descriptionMarkdown: text('description_markdown'),
      priceCents,
      sessionLengthMinutes: number('session_length_minutes'),
      sessionCount: number('session_count'),
      weekCount: number('week_count'),
      sessionPerWeek: number('session_per_week'),
      startDates,
      nextClassDate,
      grades,
      businessUnits: strings('business_units'),
      subjects: strings('subjects'),
      subscriber: (text('subscriber') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      parentGroup: strings('parent_group'),
      images: readImages(raw.images, problems),
      instructorNames: strings('instructor_names'),
      detailsPage: text('details_page'),
      topicPage: text('topic_page'),
      viewer: VIEWER_FIELDS.some((field) => raw[field] !== undefined && raw[field] !== null) ? readViewer(raw, problems, '') : null,
    },
    problems,
  };
}

/** `images`: responsive paths by density, `{"1x": "/a.jpg", "2x": "/a@2x.jpg"}`. */
function readImages(value: unknown, problems: string[]): CourseImage[] {
  if (value === undefined || value === null) return [];
  if (!isRecord(value)) return (problems.push(`images should be an object of density paths such as {"1x": "…"}, got ${show(value)}`), []);
  const images: CourseImage[] = [];
  for (const [key, url] of Object.entries(value)) {
    const density = /^(\d+(?:\.\d+)?)x$/.exec(key);
    if (!density || !(Number(density[1]) > 0) || typeof url !== 'string' || !url.trim()) {
      problems.push(`images has an unusable entry ${show(key)}: ${show(url)}`);
      continue;
    }
    images.push({ density: Number(density[1]), url: url.trim() });
  }
  if (!images.length) problems.push('images has no usable density path');
  return images.sort((a, b) => a.density - b.density);
}

const VIEWER_FIELDS = ['is_student', 'is_client', 'students', 'enablements'];

/**
 * A viewer read leniently like the entry, problems named: data-viewer (`prefix` 'viewer ', and the
 * whole value must be an object), or the entry's own fields (`prefix` '').
 */
export function readViewer(raw: unknown, problems: string[] = [], prefix = 'viewer '): Viewer | null {
  if (raw === undefined || raw === null) return null;
  if (!isRecord(raw)) {
    problems.push('the viewer is not a JSON object');
    return null;
  }
  const students = Array.isArray(raw.students) ? raw.students : [];
  if (raw.students !== undefined && raw.students !== null && !Array.isArray(raw.students))
    problems.push(`${prefix}students should be a list`);
  return {
    isStudent: raw.is_student === true,
    isClient: raw.is_client === true,
    students: students.map((student: unknown, i) => ({
      enablements: readEnablements(isRecord(student) ? student.enablements : undefined, `${prefix}students[${i}].enablements`, problems),
    })),
    enablements: readEnablements(raw.enablements, `${prefix}enablements`, problems),
  };
}

/** Enablements as `{product: {type}, configuration: {tag}}` (spec §3); entries without both are skipped and named. */
export function readEnablements(value: unknown, field: string, problems: string[]): Enablement[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return (problems.push(`${field} should be a list, got ${show(value)}`), []);
  const out: Enablement[] = [];
  for (const item of value) {
    const type = isRecord(item) && isRecord(item.product) ? item.product.type : undefined;
    const tag = isRecord(item) && isRecord(item.configuration) ? item.configuration.tag : undefined;
    if (typeof type === 'string' && typeof tag === 'string') out.push({ type, tag });
    else problems.push(`${field} has an entry without product.type and configuration.tag: ${show(item)}`);
  }
  return out;
}

/**
 * The calendar day of a start date, `YYYY-MM-DD`: a date-only value is that day; a date-time is
 * the day it falls on in `timeZone` (default: the visitor's), which is the day the visitor sees.
 */
export function dayOf(date: string, timeZone?: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return Number.isNaN(Date.parse(date)) ? null : date;
  const ms = Date.parse(date);
  if (Number.isNaN(ms)) return null;
  // en-CA writes dates as YYYY-MM-DD.
  return dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options, kept: constructing one costs far more than
 * formatting with it (a page of 24 search hits asked for hundreds, about 45 ms at 4x CPU throttle).
 * Throws as the constructor does (a malformed locale or time zone).
 */
export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
