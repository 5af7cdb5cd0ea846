/**
 * What the checker reads and what it finds (issue 41). A page is a tree of elements with their
 * attributes as written: the live DOM (author mode, dom/read-page.ts) and an HTML file (the
 * command line, cli/parse-html.ts) both become this model, so one set of rules (core/check.ts)
 * serves the page, the command line and the embed builder.
 */

/** An element as the checker sees it. */
export interface AuthorNode {
  /** Its tag, lower case (`vt-lead-wizard`, `div`, `input`). */
  tag: string;
  /** Its attributes as written, names lower case, in document order. */
  attributes: Readonly<Record<string, string>>;
  children: readonly AuthorNode[];
  /** Its own text: its direct text nodes, joined (for `{{placeholders}}`). */
  text: string;
  /** Where its start tag is in the file, 1-based (the command line); absent for the live DOM. */
  line?: number;
  /** The live element (author mode places its notice next to it); absent on the command line. */
  ref?: unknown;
}

/** A page: its meta tags and its element tree. */
export interface PageModel {
  /** `<meta name content>` of the page by name: the first of each name anywhere, as the elements read them (core meta.ts). */
  meta: Readonly<Record<string, string>>;
  /** The document element (`html`), with `head` and `body` among its children. */
  root: AuthorNode;
  /** The page's address, when known (a URL checked, or the live page). */
  url?: string;
}

/** Every kind of finding (issue 41 "What to build" 1), stable for `--json` and the tests. */
export const FINDING_KINDS = [
  'unknown-tag',
  'unknown-attribute',
  'malformed-value',
  'enum-value',
  'panel-without-id',
  'duplicate-id',
  'missing-target',
  'unknown-field',
  'action-not-allowed',
  'runaway-path',
  'no-submit',
  'missing-meta',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** One mistake: where, what is wrong, what the element does instead, and the fix. */
export interface Finding {
  /** 'error': the element does something other than the author meant; 'warning': it may. */
  severity: 'error' | 'warning';
  kind: FindingKind;
  /** The vt- element concerned (for a panel's mistake: the lead form). */
  element: AuthorNode;
  /** The node the mistake is on (a panel, a field), when not the element itself. */
  node?: AuthorNode;
  /** The attribute concerned, when one is. */
  attribute?: string;
  /** What is wrong, in one sentence naming the value: 'data-action "sell_everything" is not an action'. */
  problem: string;
  /** What the element does instead: 'it sends the default action, "tutor_request"'. */
  fallback: string;
  /** The fix: 'Use one of "tutor_request", …' or 'Did you mean "data-step-name-to"?'. */
  fix: string;
}
