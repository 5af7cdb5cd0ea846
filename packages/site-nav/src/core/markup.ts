/**
 * What the CMS markup must be for the menu to work (contract `<vt-site-nav>`), checked on a plain
 * description of it (dom/enhance.ts reads it from the page). Each problem is reported once and its
 * part is left as plain links.
 */
import { MAX_LEVELS } from './layout';

export interface MarkupItem {
  /** The level of the list the item is in (the top list is 0). */
  level: number;
  /** The text of the item's link (or of the item itself when it has no link), trimmed. */
  label: string;
  href: string | null;
  /** The item holds a nested list. */
  hasList: boolean;
}

export interface MarkupSummary {
  /** No top-level list at all. */
  hasList: boolean;
  hasToggle: boolean;
  items: readonly MarkupItem[];
}

export function markupProblems({ hasList, hasToggle, items }: MarkupSummary): string[] {
  if (!hasList) return ['no <ul> to enhance'];
  const problems: string[] = [];
  if (!items.some((item) => item.hasList)) problems.push('no sub-menus (no <li> holds a <ul>): plain links');
  for (const item of items) {
    if (item.hasList && item.level + 1 >= MAX_LEVELS)
      problems.push(`the list under "${item.label || item.href}" is level ${item.level + 1} (levels 0-${MAX_LEVELS - 1}): plain links`);
    if (!item.label) problems.push(`a link without text${item.href ? ` (${item.href})` : ''}`);
  }
  if (!hasToggle) problems.push('no [data-menu-toggle]: below 630 px, plain links');
  return problems;
}
