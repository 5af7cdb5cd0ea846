import { checkPage } from '../core/check';
import type { Finding, PageModel } from '../core/model';
import { findingJson, formatFinding, formatSummary, type FindingJson } from './format';
import { parseHtml } from './parse-html';
import { errorText, readTargets, type TargetFailure } from './targets';

/** What the command line talks to: the process's streams and directory, or a test's. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Where relative paths and globs start. */
  cwd: string;
  /** For `http(s)://` targets. */
  fetch?: typeof fetch;
  /** The checker (core/check.ts); a test may give its own. */
  check?: (page: PageModel) => Finding[];
}

/** Exit statuses, as `--help` tells them. */
export const EXIT = { clean: 0, errors: 1, usage: 2 } as const;

export const USAGE = `Usage: vt-elements check <files, directories, globs or URLs...> [--json]

Checks pages for mistakes in their vt- elements and lead form panels: unknown
tags and attributes, malformed or unknown values, panels without an id,
duplicate ids, steps going to a missing panel, conditions on missing fields,
submit actions the form does not allow, runaway paths, paths without a submit,
missing meta tags.

Targets:
  page.html                  an HTML file
  pages/                     every .html file under a directory
  "pages/**/*.html"          a glob, relative to the current directory (quote it)
  https://example.com/page   a page fetched over HTTP(S)
  (Directories and globs skip node_modules.)

Options:
  --json       print one JSON document, for CI, instead of text
  -h, --help   show this help

Exit status:
  0  no errors (warnings allowed)
  1  at least one error
  2  bad usage, or a target could not be read, fetched or checked (the other
     targets are still checked; 2 wins over 1)
`;

/** One page's result in `--json`. */
export interface PageJson {
  page: string;
  findings: FindingJson[];
}

/** The `--json` document (version 1). */
export interface CheckJson {
  version: 1;
  pages: PageJson[];
  errors: number;
  warnings: number;
  /** Targets that could not be checked (exit status 2), with the cause. */
  unchecked: TargetFailure[];
}

/** `vt-elements <argv>`: prints to `io`, resolves to the exit status. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) return usageError(io);
  if (command === '-h' || command === '--help' || command === 'help') {
    io.stdout(USAGE);
    return EXIT.clean;
  }
  if (command !== 'check') return usageError(io, `unknown command "${command}"`);

  let json = false;
  const targets: string[] = [];
  for (const [index, arg] of rest.entries()) {
    if (arg === '--') {
      targets.push(...rest.slice(index + 1));
      break;
    } else if (arg === '--json') json = true;
    else if (arg === '-h' || arg === '--help') {
      io.stdout(USAGE);
      return EXIT.clean;
    } else if (arg.startsWith('-') && arg !== '-') return usageError(io, `unknown option "${arg}"`);
    else targets.push(arg);
  }
  if (!targets.length) return usageError(io, 'check needs at least one file, directory, glob or URL');

  const check = io.check ?? checkPage;
  const { pages: sources, failures } = await readTargets(targets, { cwd: io.cwd, fetch: io.fetch });
  const results: { page: string; findings: Finding[] }[] = [];
  for (const source of sources) {
    try {
      results.push({ page: source.page, findings: check(parseHtml(source.html, source.url)) });
    } catch (error) {
      failures.push({ target: source.page, problem: `could not be checked: ${errorText(error)}` });
    }
  }
  for (const { target, problem } of failures) io.stderr(`vt-elements: ${target}: ${problem}\n`);

  const all = results.flatMap((result) => result.findings);
  const errors = all.filter((finding) => finding.severity === 'error').length;
  const warnings = all.length - errors;
  if (json) {
    const document: CheckJson = {
      version: 1,
      pages: results.map(({ page, findings }) => ({ page, findings: findings.map(findingJson) })),
      errors,
      warnings,
      unchecked: failures,
    };
    io.stdout(`${JSON.stringify(document, null, 2)}\n`);
  } else if (results.length) {
    io.stdout(formatResults(results, errors, warnings));
  }
  if (failures.length) return EXIT.usage;
  return errors ? EXIT.errors : EXIT.clean;
}

/** The text report: each page with findings, its findings, then the summary. */
function formatResults(results: readonly { page: string; findings: readonly Finding[] }[], errors: number, warnings: number): string {
  const withFindings = results.filter((result) => result.findings.length);
  const blocks = withFindings.map(({ page, findings }) => [page, ...findings.map((finding) => formatFinding(finding, page))].join('\n'));
  blocks.push(formatSummary(errors, warnings, withFindings.length, results.length));
  return `${blocks.join('\n\n')}\n`;
}

function usageError(io: CliIo, problem?: string): number {
  io.stderr(problem ? `vt-elements: ${problem}.\n\n${USAGE}` : USAGE);
  return EXIT.usage;
}
