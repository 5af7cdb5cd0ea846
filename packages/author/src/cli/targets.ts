import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';

/** A page's HTML and how to name it: its path relative to the current directory, or its URL. */
export interface PageSource {
  page: string;
  html: string;
  /** The address it was fetched from (after redirects), for a URL. */
  url?: string;
}

/** A target that gave no page: a missing file, a glob matching nothing, a failed fetch. */
export interface TargetFailure {
  target: string;
  problem: string;
}

export interface TargetOptions {
  cwd: string;
  fetch?: typeof fetch | undefined;
}

const URL_TARGET = /^https?:\/\//i;
// `**/*.html` from the project's root should not check the installed packages' pages.
const IGNORE = ['**/node_modules/**'];

/**
 * Every page the targets name, in the order given (a directory's or a glob's files sorted), each
 * once: a target is an `http(s)://` URL, an existing file or directory (its `**\/*.html`), or a
 * glob relative to `cwd`. A target that gives nothing is a failure with its cause, and the others
 * are still read.
 */
export async function readTargets(
  targets: readonly string[],
  options: TargetOptions,
): Promise<{ pages: PageSource[]; failures: TargetFailure[] }> {
  const pages: PageSource[] = [];
  const failures: TargetFailure[] = [];
  const seen = new Set<string>();
  const display = (file: string) => {
    const path = relative(options.cwd, file);
    return (path === '' || isAbsolute(path) ? file : path).split(sep).join('/');
  };
  for (const target of targets) {
    try {
      if (URL_TARGET.test(target)) {
        if (seen.has(target)) continue;
        seen.add(target);
        pages.push(await fetchPage(target, options.fetch));
        continue;
      }
      for (const file of await filesOf(target, options.cwd)) {
        if (seen.has(file)) continue;
        seen.add(file);
        const page = display(file);
        // One unreadable file of a directory or glob is that file's failure, not the others'.
        await readFile(file, 'utf8').then(
          (html) => pages.push({ page, html }),
          (error: unknown) => failures.push({ target: page, problem: errorText(error) }),
        );
      }
    } catch (error) {
      failures.push({ target, problem: errorText(error) });
    }
  }
  return { pages, failures };
}

/** A target's files, absolute: the file, a directory's HTML files, or a glob's matches. */
async function filesOf(target: string, cwd: string): Promise<string[]> {
  const path = resolve(cwd, target);
  const found = await stat(path).catch(() => null);
  if (found?.isDirectory()) {
    const files = await glob('**/*.html', { cwd: path, absolute: true, ignore: IGNORE });
    if (!files.length) throw new Error('no .html files in this directory');
    return files.sort();
  }
  if (found) return [path];
  if (!isDynamicPattern(target)) throw new Error('no such file or directory');
  const files = await glob(target, { cwd, absolute: true, onlyFiles: true, ignore: IGNORE });
  if (!files.length) throw new Error('no files match this glob');
  return files.sort();
}

async function fetchPage(url: string, fetchFn: typeof fetch | undefined): Promise<PageSource> {
  if (!fetchFn) throw new Error('cannot fetch: no fetch in this Node.js (version 18 or later has one)');
  let response: Response;
  try {
    response = await fetchFn(url, { headers: { accept: 'text/html' } });
  } catch (error) {
    throw new Error(`cannot fetch: ${errorText(error)}`, { cause: error });
  }
  if (!response.ok) throw new Error(`cannot fetch: HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  return { page: url, html: await response.text(), url: response.url || url };
}

/** An error's message with its cause's (Node's fetch says 'fetch failed', its cause says why). */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : error.cause === undefined ? '' : String(error.cause);
  return cause && !error.message.includes(cause) ? `${error.message} (${cause})` : error.message;
}
