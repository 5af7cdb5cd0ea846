import type { Finding } from '../core/model';

/**
 * How a finding reads (issue 41): one line saying where and what, then what the element does
 * instead and the fix. Plain text, no colours, so the command line, author mode's notices and
 * the embed builder can all show the same words.
 */

/** The line of the file the finding is on: its node's start tag, else its element's; undefined for the live DOM. */
export const findingLine = (finding: Finding): number | undefined => finding.node?.line ?? finding.element.line;

/** `vt-lead-wizard data-action: data-action "sell_everything" is not an action` (the vt- element, the attribute when there is one, the problem). */
export function findingHeadline(finding: Finding): string {
  const subject = finding.attribute ? `${finding.element.tag} ${finding.attribute}` : finding.element.tag;
  return `${subject}: ${finding.problem}`;
}

/**
 * One finding as text: `page:line  error  <headline>`, then the fallback and `Fix: …`, indented
 * (an empty fallback or fix is left out). `page:line` is what editors and terminals open.
 */
export function formatFinding(finding: Finding, page: string): string {
  const line = findingLine(finding);
  const where = line === undefined ? page : `${page}:${line}`;
  const lines = [`${where}  ${finding.severity}  ${findingHeadline(finding)}`];
  if (finding.fallback) lines.push(`    ${finding.fallback}`);
  if (finding.fix) lines.push(`    Fix: ${finding.fix}`);
  return lines.join('\n');
}

const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `3 errors, 1 warning in 2 of 5 pages`, or `No problems found in 5 pages.` */
export function formatSummary(errors: number, warnings: number, pagesWithFindings: number, pages: number): string {
  if (errors + warnings === 0) return `No problems found in ${count(pages, 'page')}.`;
  const found = [errors ? count(errors, 'error') : '', warnings ? count(warnings, 'warning') : ''].filter(Boolean).join(', ');
  return `${found} in ${pagesWithFindings} of ${count(pages, 'page')}`;
}

/** A finding in `--json`: its words and place, without the element trees. */
export interface FindingJson {
  severity: Finding['severity'];
  kind: Finding['kind'];
  /** The vt- element's tag. */
  tag: string;
  attribute: string | null;
  line: number | null;
  problem: string;
  fallback: string;
  fix: string;
}

export function findingJson(finding: Finding): FindingJson {
  return {
    severity: finding.severity,
    kind: finding.kind,
    tag: finding.element.tag,
    attribute: finding.attribute ?? null,
    line: findingLine(finding) ?? null,
    problem: finding.problem,
    fallback: finding.fallback,
    fix: finding.fix,
  };
}
