import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FINDING_KINDS } from '../core/model';
import { runCli, type CheckJson } from './main';

/**
 * The command line with the real checker (issue 41): the example pages are clean, and each broken
 * page (test-pages/broken/{kind}.html, a CMS page with one kind of mistake) gives exactly its kind.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const BROKEN = 'packages/author/test-pages/broken';

async function check(...targets: string[]): Promise<{ status: number; report: CheckJson; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const status = await runCli(['check', '--json', ...targets], {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    cwd: ROOT,
  });
  return { status, report: JSON.parse(stdout) as CheckJson, stderr };
}

describe('vt-elements check on the example pages', () => {
  it('every page in examples/ is clean: no finding, status 0', async () => {
    const { status, report, stderr } = await check('examples');
    expect(stderr).toBe('');
    expect(report.pages.length).toBeGreaterThanOrEqual(27);
    // Listed by page, with their findings' text, so a false positive reads as one.
    expect(report.pages.filter((page) => page.findings.length)).toEqual([]);
    expect(status).toBe(0);
  });
});

describe('vt-elements check on the broken pages', () => {
  it('there is one broken page for each kind of finding', () => {
    const pages = readdirSync(new URL(`../../test-pages/broken/`, import.meta.url)).sort();
    expect(pages).toEqual(FINDING_KINDS.map((kind) => `${kind}.html`).sort());
  });

  // The checker decides each finding's severity (several kinds are warnings): status 1 with an error, else 0.
  it.each(FINDING_KINDS)('%s.html gives findings of that kind only, each with its line', async (kind) => {
    const { status, report, stderr } = await check(`${BROKEN}/${kind}.html`);
    expect(stderr).toBe('');
    const [page] = report.pages;
    expect(page?.page).toBe(`${BROKEN}/${kind}.html`);
    expect(page?.findings.length).toBeGreaterThan(0);
    expect(page?.findings.filter((finding) => finding.kind !== kind)).toEqual([]);
    expect(page?.findings.every((finding) => typeof finding.line === 'number')).toBe(true);
    expect(status).toBe(report.errors ? 1 : 0);
  });

  it('all of them together: every kind, status 1', async () => {
    const { status, report } = await check(`${BROKEN}/*.html`);
    const kinds = new Set(report.pages.flatMap((page) => page.findings.map((finding) => finding.kind)));
    expect([...kinds].sort()).toEqual([...FINDING_KINDS].sort());
    expect(report.pages.every((page) => page.findings.length)).toBe(true);
    expect(status).toBe(1);
  });
});
