import type { EngineAnswer, EngineHit, SubjectRecord } from './parse';

/** Spec §3 Site search result item. */
export type ResultType = 'topic' | 'item' | 'subject' | 'header' | 'more';

export interface ResultItem {
  type: ResultType;
  text: string;
  href: string;
}

export type GroupKey = 'subjects' | 'topics' | 'items';

/** Spec §9: at most 5 results a group, then '+N more'. */
export const GROUP_SIZE = 5;

export interface Group {
  key: GroupKey;
  /** Results of the group (all of those received; the dropdown shows GROUP_SIZE). */
  results: ResultItem[];
  /** How many the source knows of (the lookup's list, the engine's facet count). */
  total: number;
}

export interface GroupTexts {
  subjects: string;
  topics: string;
  items: string;
  more: string;
}

/** Spec §2: a subject links to its page, `/{short_name}-tutors`. */
export const subjectHref = (shortName: string) => `/${encodeURIComponent(shortName)}-tutors`;

export function subjectGroup(records: SubjectRecord[]): Group {
  return {
    key: 'subjects',
    results: records.map((r) => ({ type: 'subject', text: r.display_name, href: subjectHref(r.short_name) })),
    total: records.length,
  };
}

/**
 * The engine's two groups. `link` turns a details_page into a safe href, or null (then the result
 * goes to the results page for the query, `fallback`).
 */
export function engineGroups(answer: EngineAnswer, link: (href: string | null) => string | null, fallback: string): Group[] {
  const item = (hit: EngineHit): ResultItem => ({ type: hit.type, text: hit.title, href: link(hit.href) ?? fallback });
  return [
    { key: 'topics', results: answer.topics.map(item), total: answer.topicTotal },
    { key: 'items', results: answer.items.map(item), total: answer.itemTotal },
  ];
}

/**
 * One group as the dropdown lists it (spec §3 item types): its header, at most 5 results, then
 * `+N more` (N: the results beyond those 5) linking to the results page. An empty group: nothing.
 */
export function groupRows(group: Group, texts: GroupTexts, moreHref: string): ResultItem[] {
  const shown = group.results.slice(0, GROUP_SIZE);
  if (!shown.length) return [];
  const rows: ResultItem[] = [{ type: 'header', text: texts[group.key], href: '' }, ...shown];
  const more = Math.max(group.total, group.results.length) - shown.length;
  if (more > 0) rows.push({ type: 'more', text: texts.more.replace('{n}', String(more)), href: moreHref });
  return rows;
}
