import { dateFormat, dayOf, type Course, type Viewer } from './course';
import { fill, TEXTS, type CatalogueTexts } from './texts';

/** The catalogue's display rules (spec §3 derived fields, §6, §9), named as the spec names them. */

const EN = TEXTS.en;

/**
 * The one price of an entry: a number, or a list whose values are all the same price. Several
 * distinct prices in a list mean no price (spec §9), as do an empty list and a negative value.
 */
export function singlePrice(priceCents: Course['priceCents']): number | null {
  const prices = Array.isArray(priceCents) ? [...new Set(priceCents)] : priceCents === null ? [] : [priceCents];
  return prices.length === 1 && prices[0]! >= 0 ? prices[0]! : null;
}

/**
 * display_price (spec §9 Price label): 0 is 'Free'; at least 100 cents with a positive session
 * length and count is '$N/hr', N = dollars over total hours (session hours times session count),
 * rounded; otherwise 'See Prices' for a topic, else 'Call for Info'.
 */
export function priceLabel(course: Course, texts: CatalogueTexts = EN): string {
  const cents = singlePrice(course.priceCents);
  if (cents === 0) return texts.free;
  const minutes = course.sessionLengthMinutes ?? 0;
  const count = course.sessionCount ?? 0;
  if (cents !== null && cents >= 100 && minutes > 0 && count > 0) {
    return fill(texts.perHour, { n: Math.round(cents / 100 / ((minutes / 60) * count)) });
  }
  return course.catalogType === 'catalog-topics-v1' ? texts.seePrices : texts.callForInfo;
}

/** formatted_duration (spec §9 Durations): under 60 minutes 'Nmin'; whole hours 'Nhr'; else 'Nhr Nmin'. Null without a positive length. */
export function formatDuration(minutes: number | null, texts: CatalogueTexts = EN): string | null {
  if (minutes === null || !(minutes > 0)) return null;
  const total = Math.round(minutes);
  if (total < 60) return fill(texts.minutes, { n: total });
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? fill(texts.hours, { n: hours }) : fill(texts.hoursMinutes, { n: hours, m: rest });
}

/** Spec §9 Sessions: 'N live session(s)'. Null without a positive count. */
export function sessionsLabel(count: number | null, texts: CatalogueTexts = EN): string | null {
  if (count === null || !(count > 0)) return null;
  return fill(count === 1 ? texts.liveSession : texts.liveSessions, { n: count });
}

/** 'N weeks' ('1 week' for one: 'N weeks' would misread); null unless positive. */
function weeksPart(weeks: number | null, texts: CatalogueTexts): string | null {
  return weeks !== null && weeks > 0 ? (weeks === 1 ? texts.oneWeek : fill(texts.weeks, { n: weeks })) : null;
}

/**
 * Spec §9 Schedule: 0 weeks is '1 session only'; else 'N weeks, M sessions per week' (singulars
 * for one). Null when a count is unknown.
 */
export function scheduleLabel(course: Pick<Course, 'weekCount' | 'sessionPerWeek'>, texts: CatalogueTexts = EN): string | null {
  if (course.weekCount === 0) return texts.oneSessionOnly;
  const weeks = weeksPart(course.weekCount, texts);
  const perWeek = course.sessionPerWeek;
  if (!weeks || perWeek === null || !(perWeek > 0)) return null;
  return `${weeks}, ${perWeek === 1 ? texts.oneSessionPerWeek : fill(texts.sessionsPerWeek, { n: perWeek })}`;
}

/**
 * formatted_weekly_duration (spec §9 Weekly summary): 'N weeks, Mx/week, T each', T the session
 * duration. A single session (0 weeks) is '1 session only'. Null when a part is unknown.
 */
export function weeklySummary(course: Course, texts: CatalogueTexts = EN): string | null {
  if (course.weekCount === 0) return texts.oneSessionOnly;
  const each = formatDuration(course.sessionLengthMinutes, texts);
  const weeks = weeksPart(course.weekCount, texts);
  const perWeek = course.sessionPerWeek;
  if (!each || !weeks || perWeek === null || !(perWeek > 0)) return null;
  return `${weeks}, ${perWeek === 1 ? texts.oncePerWeek : fill(texts.timesPerWeek, { n: perWeek })}, ${fill(texts.each, { t: each })}`;
}

/** formatted_meeting: the card's meeting pattern, 'N live sessions' then the schedule (either may be missing). */
export function meetingPattern(course: Course, texts: CatalogueTexts = EN): string[] {
  return [sessionsLabel(course.sessionCount, texts), scheduleLabel(course, texts)].filter((part): part is string => part !== null);
}

export interface NextClass {
  /** The earliest start on or after the chosen day, as given (null: 'Check back soon'). */
  date: string | null;
  /** other_offerings: the future starts minus the one shown ('more class options'), never below 0. */
  otherOfferings: number;
}

/**
 * Spec §9 Next class: the earliest start date on or after `from` (YYYY-MM-DD; the page's
 * data-from, else today), compared by calendar day in `timeZone` (so a class today counts all
 * day). Without start dates, next_class_date stands in for them.
 */
export function nextClass(course: Pick<Course, 'startDates' | 'nextClassDate'>, from: string, timeZone?: string): NextClass {
  const dates = course.startDates.length ? course.startDates : course.nextClassDate ? [course.nextClassDate] : [];
  const future = dates
    .map((date) => ({ date, day: dayOf(date, timeZone)!, ms: Date.parse(date) }))
    .filter((start) => start.day !== null && start.day >= from)
    .sort((a, b) => a.ms - b.ms);
  return { date: future[0]?.date ?? null, otherOfferings: Math.max(0, future.length - 1) };
}

/** Today as YYYY-MM-DD in `timeZone` (default: the visitor's), the default `from`. */
export function today(now: number = Date.now(), timeZone?: string): string {
  return dayOf(new Date(now).toISOString(), timeZone)!;
}

/** data-from: a real calendar day written YYYY-MM-DD, or an Error naming the problem. */
export function parseFrom(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value
  )
    throw new Error(`expected a day written YYYY-MM-DD, got ${JSON.stringify(value)}`);
  return value;
}

/**
 * formatted_next_class: the date in the page's language, with the time for a date-time (in the
 * visitor's time zone, named); 'Check back soon' when there is none.
 */
export function formatNextClass(date: string | null, lang: string | undefined, texts: CatalogueTexts = EN, timeZone?: string): string {
  if (!date) return texts.checkBackSoon;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const options: Intl.DateTimeFormatOptions = dateOnly
    ? { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }
    : { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone };
  let format: Intl.DateTimeFormat;
  try {
    format = dateFormat(lang || undefined, options);
  } catch {
    // A malformed page lang: the browser's default language.
    format = dateFormat(undefined, options);
  }
  return format.format(Date.parse(date));
}

/** 'N more class options' (one: 'N more class option'); null for none. */
export function otherOfferingsLabel(count: number, texts: CatalogueTexts = EN): string | null {
  return count > 0 ? fill(count === 1 ? texts.moreClassOption : texts.moreClassOptions, { n: count }) : null;
}

/** Grades in school order, so a list in any order gives its lowest to highest. */
const GRADE_ORDER = ['pre-k', 'prek', 'k', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'college', 'adult'];
const gradeRank = (grade: string) => {
  const rank = GRADE_ORDER.indexOf(grade.toLowerCase().replace(/(st|nd|rd|th)$/, ''));
  return rank < 0 ? GRADE_ORDER.length : rank;
};

/**
 * grade_full_range as text (spec §3: a string or a list): a string as written; a list as its lowest
 * to highest grade ('6-8'), one grade alone; null when empty.
 */
export function gradeRange(grades: Course['grades']): string | null {
  if (grades === null) return null;
  if (typeof grades === 'string') return grades.trim() || null;
  const sorted = [...new Set(grades)].sort((a, b) => gradeRank(a) - gradeRank(b));
  if (!sorted.length) return null;
  return sorted.length === 1 ? sorted[0]! : `${sorted[0]}-${sorted[sorted.length - 1]}`;
}

/** 'Grades 6-12' for grades, the text alone for a range without one ('College', 'Adult'). */
export function gradeLabel(grades: Course['grades'], texts: CatalogueTexts = EN): string | null {
  const range = gradeRange(grades);
  if (range === null) return null;
  return /\d|^(pre-?k|k)\b/i.test(range) ? fill(texts.grades, { range }) : range;
}

export interface CuratedTag {
  name: string;
  target: string;
}

const CURATION = 'curation_list-';
export const MAX_CURATED_TAGS = 4;

/**
 * curated_list_tags (spec §9 Curation tags): parent_group entries starting 'curation_list-', except
 * the schools list, at most 4; the name title-cased ('popular_classes' → 'Popular Classes'), the
 * target hyphenated ('popular-classes').
 */
export function curatedListTags(parentGroup: readonly string[]): CuratedTag[] {
  const tags: CuratedTag[] = [];
  for (const group of parentGroup) {
    if (!group.startsWith(CURATION)) continue;
    const words = group
      .slice(CURATION.length)
      .split(/[\s_-]+/)
      .filter(Boolean);
    if (!words.length || words[0]!.toLowerCase() === 'schools') continue;
    tags.push({
      name: words.map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase()).join(' '),
      target: words.join('-').toLowerCase(),
    });
    if (tags.length === MAX_CURATED_TAGS) break;
  }
  return tags;
}

/**
 * The enablement product types that give catalogue access (spec §6): catalog_access, and vt_plus,
 * which gets its own message. Any other product type (tutoring, say) does not count.
 */
export const CATALOGUE_ACCESS = 'catalog_access';
export const VT_PLUS = 'vt_plus';
export const CATALOGUE_ACCESS_TYPES: readonly string[] = [CATALOGUE_ACCESS, VT_PLUS];

export type Membership = 'membership' | 'vtPlusMembership' | 'learningMembership' | null;

/**
 * The group tags that say a membership includes a class: its parent_group tags other than the
 * curation lists, which only place a class in a list on the site (spec §9 Curation tags).
 */
export function membershipTags(parentGroup: readonly string[]): string[] {
  return parentGroup.filter((tag) => !tag.startsWith(CURATION));
}

/**
 * Spec §6 and §9 membership messages. The class's group tags are its parent_group (spec §3). The
 * viewer is `viewer` (data-viewer) when given, else the viewer the entry carries (its own
 * is_student, is_client, students and enablements); the two are never merged.
 * - a student (is_student), or a client (is_client) through their own or their students'
 *   enablements, holding a catalogue-access enablement (product.type catalog_access or vt_plus)
 *   whose configuration.tag is one of the class's parent_group tags sees 'Included with your
 *   membership', or 'Included with your VT+ Membership' when that enablement is VT+;
 * - anyone else, for a class a membership includes (a parent_group tag other than a curation
 *   list), sees the link 'Included with Learning Membership' to /memberships;
 * - otherwise: no message.
 */
export function membership(course: Pick<Course, 'parentGroup' | 'viewer'>, viewer: Viewer | null): Membership {
  const who = viewer ?? course.viewer;
  const tags = new Set(course.parentGroup);
  const held = !who
    ? []
    : [
        ...(who.isStudent || who.isClient ? who.enablements : []),
        ...(who.isClient ? who.students.flatMap((s) => s.enablements) : []),
      ].filter((e) => CATALOGUE_ACCESS_TYPES.includes(e.type) && tags.has(e.tag));
  if (held.some((e) => e.type === VT_PLUS)) return 'vtPlusMembership';
  if (held.length) return 'membership';
  return membershipTags(course.parentGroup).length ? 'learningMembership' : null;
}

export const MEMBERSHIPS_PAGE = '/memberships';

/** Spec §9: test-prep and professional subjects, which a School at Home subscription does not cover. */
export const NOT_SUBSCRIPTION_SUBJECTS: readonly string[] = [
  'act',
  'cpa',
  'gre',
  'gmat',
  'lsat',
  'mcat',
  'pmp',
  'sat',
  'psat',
  'praxis',
  'usmle',
  'series-6',
  'series-7',
  'series-63',
  'series-65',
  'series-66',
  'sie',
  'cfa',
  'nclex',
  'bar-exam',
];
const SCHOOL_AT_HOME = 'school-at-home';

const subjectKey = (subject: string) =>
  subject
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** Spec §6, §9: subscription hours apply to a priced class for School at Home subscribers, outside test prep and professional subjects. */
export function subscriptionApplies(course: Pick<Course, 'priceCents' | 'subscriber' | 'subjects'>): boolean {
  const cents = singlePrice(course.priceCents);
  return (
    cents !== null &&
    cents > 0 &&
    course.subscriber.some((s) => s.toLowerCase() === SCHOOL_AT_HOME) &&
    !course.subjects.some((s) => NOT_SUBSCRIPTION_SUBJECTS.includes(subjectKey(s)))
  );
}

/** The hours a class counts against the subscription (session length times count, to a tenth); null when it does not apply. */
export function subscriptionHours(course: Course): number | null {
  if (!subscriptionApplies(course)) return null;
  const minutes = (course.sessionLengthMinutes ?? 0) * (course.sessionCount ?? 0);
  return minutes > 0 ? Math.round(minutes / 6) / 10 : null;
}

export type Feature = 'largeFormat' | 'freeByExperts' | 'tailored' | 'averageNine';

/**
 * course_features (spec §9 Features): a free class is 'Large-format, interactive' and 'Free classes
 * taught by experts'; a School at Home one 'Tailored to the students' needs'; otherwise 'Average of
 * 9 students/class' plus 'Tailored to the students' needs'.
 */
export function courseFeatures(course: Pick<Course, 'priceCents' | 'subscriber'>): Feature[] {
  if (singlePrice(course.priceCents) === 0) return ['largeFormat', 'freeByExperts'];
  if (course.subscriber.some((s) => s.toLowerCase() === SCHOOL_AT_HOME)) return ['tailored'];
  return ['averageNine', 'tailored'];
}

/** small_group: the classes of about 9 students (neither free large-format nor School at Home). */
export function smallGroup(course: Pick<Course, 'priceCents' | 'subscriber'>): boolean {
  return courseFeatures(course).includes('averageNine');
}

/**
 * A link target the catalogue may render: http(s), or relative to the page (spec: markdown links
 * only http(s) or relative). Parsed by the browser's URL parser, so `JaVaScRiPt:`, control
 * characters and `//host` tricks are seen for what they are. Null when refused.
 */
export function linkHref(
  value: string | null | undefined,
  // Only whether the link is acceptable depends on it (the text is returned as it is), and an
  // http(s) base decides that as the page's would: a relative link is http(s) on any such page.
  base = 'https://example.invalid/',
): string | null {
  if (!value) return null;
  const text = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters and backslashes only hide schemes and hosts
  if (!text || /[\u0000-\u001f\u007f-\u009f\\]/.test(text)) return null;
  try {
    const url = new URL(text, base);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password ? text : null;
  } catch {
    return null;
  }
}

/**
 * Whether a card renders (spec §2: only an active course). Active means it can be shown and
 * taken: a title, a page to link to (details_page, or topic_page), and, for a class
 * (catalog-items-v1), at least one session and at least one scheduled start date (past or future:
 * a class whose dates are all past is active and shows 'Check back soon'). A topic needs no dates.
 */
export function isActive(course: Course): boolean {
  if (!(course.title || course.titleMarkdown) || !linkHref(course.detailsPage ?? course.topicPage)) return false;
  if (course.catalogType === 'catalog-topics-v1') return true;
  return (course.sessionCount ?? 0) > 0 && (course.startDates.length > 0 || course.nextClassDate !== null);
}

/** srcset from the density paths ('/a.jpg 1x, /a@2x.jpg 2x'), each path checked by linkHref; src is the lowest density. */
export function imageSources(images: Course['images']): { src: string; srcSet: string } | null {
  const usable = images.filter((image) => linkHref(image.url));
  if (!usable.length) return null;
  // Commas and spaces in a path would split a srcset candidate: encode them.
  const encode = (url: string) => url.replace(/[\s,]/g, encodeURIComponent);
  return { src: encode(usable[0]!.url), srcSet: usable.map((image) => `${encode(image.url)} ${image.density}x`).join(', ') };
}

/**
 * The card's Share link (spec §7: share links add direct_share=copy and a v_id parameter): the
 * class's page, resolved against `base` (the card's data-share-url, else the page), with the two
 * parameters. Null when the page or the base is refused.
 */
export function shareHref(
  page: string | null,
  base: string | null | undefined,
  visitorId: string,
  /** The page's address (the view passes location.href). */
  pageUrl: string,
): string | null {
  const target = linkHref(page, pageUrl);
  if (!target) return null;
  const from = base ? linkHref(base, pageUrl) : pageUrl;
  if (!from) return null;
  const url = new URL(target, new URL(from, pageUrl));
  url.searchParams.set('direct_share', 'copy');
  url.searchParams.set('v_id', visitorId);
  return url.href;
}
