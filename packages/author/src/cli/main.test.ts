import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthorNode, Finding, PageModel } from '../core/model';
import { runCli, USAGE, type CliIo } from './main';

/**
 * A checker for these tests: an element with `data-finding` (JSON: severity, kind, attribute,
 * problem, fallback, fix) is a finding, on the nearest vt- element (the node itself when it is one).
 */
function fakeCheck(page: PageModel): Finding[] {
  const findings: Finding[] = [];
  const walk = (node: AuthorNode, element: AuthorNode | undefined) => {
    const here = node.tag.startsWith('vt-') ? node : element;
    const written = node.attributes['data-finding'];
    if (written && here) {
      const finding = { ...JSON.parse(written), element: here } as Finding;
      if (node !== here) finding.node = node;
      findings.push(finding);
    }
    for (const child of node.children) walk(child, here);
  };
  walk(page.root, undefined);
  return findings;
}

const ENUM = JSON.stringify({
  severity: 'error',
  kind: 'enum-value',
  attribute: 'data-action',
  problem: 'data-action "sell_everything" is not an action',
  fallback: 'It makes no call: the submit step fails.',
  fix: 'Use one of "check_email", "new_contact", "new_tutor".',
});
const NO_NEXT = JSON.stringify({
  severity: 'warning',
  kind: 'missing-target',
  problem: 'panel "who" has no Next button',
  fallback: '',
  fix: 'Add a button with data-next.',
});
const DUPLICATE = JSON.stringify({
  severity: 'error',
  kind: 'duplicate-id',
  attribute: 'data-id',
  problem: 'two panels are named "grade"',
  fallback: 'Steps going to "grade" go to the first.',
  fix: 'Rename one.',
});

const FILES: Record<string, string> = {
  'pages/home.html': '<!doctype html>\n<vt-lead-wizard data-action="new_contact"></vt-lead-wizard>\n',
  'pages/broken.html': `<!doctype html>
<vt-lead-wizard data-action="sell_everything" data-finding='${ENUM}'>
  <form>
    <div data-id="who" data-finding='${NO_NEXT}'></div>
  </form>
</vt-lead-wizard>
`,
  'pages/nested/grade.html': `<!doctype html>
<html>
<body>
  <vt-lead-wizard>
    <div data-id="grade" data-finding='${DUPLICATE}'></div>
  </vt-lead-wizard>
</body>
</html>
`,
  'pages/nested/warning.html': `<vt-lead-wizard><div data-finding='${NO_NEXT}'></div></vt-lead-wizard>`,
  'pages/notes.txt': 'not a page',
  'pages/node_modules/some-package/demo.html': `<vt-lead-wizard data-finding='${ENUM}'></vt-lead-wizard>`,
  'empty/readme.md': '# no pages here',
};

let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'vt-elements-cli-'));
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(cwd, path)), { recursive: true });
    await writeFile(join(cwd, path), text);
  }
});
afterAll(() => rm(cwd, { recursive: true, force: true }));

async function run(argv: string[], more: Partial<CliIo> = {}) {
  let stdout = '';
  let stderr = '';
  const checked: PageModel[] = [];
  const status = await runCli(argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    cwd,
    check: (page) => (checked.push(page), fakeCheck(page)),
    ...more,
  });
  return { status, stdout, stderr, checked };
}

const BROKEN_TEXT = `pages/broken.html
pages/broken.html:2  error  vt-lead-wizard data-action: data-action "sell_everything" is not an action
    It makes no call: the submit step fails.
    Fix: Use one of "check_email", "new_contact", "new_tutor".
pages/broken.html:4  warning  vt-lead-wizard: panel "who" has no Next button
    Fix: Add a button with data-next.`;

describe('vt-elements: usage', () => {
  it('no arguments: the usage on stderr, status 2', async () => {
    expect(await run([])).toMatchObject({ status: 2, stdout: '', stderr: USAGE });
  });

  it('--help, -h, help and check --help: the usage on stdout, status 0', async () => {
    for (const argv of [['--help'], ['-h'], ['help'], ['check', '--help'], ['check', 'pages', '-h']]) {
      expect(await run(argv)).toMatchObject({ status: 0, stdout: USAGE, stderr: '' });
    }
  });

  it('the usage names the targets, --json and the exit statuses', () => {
    expect(USAGE).toMatch(/^Usage: vt-elements check <files, directories, globs or URLs\.\.\.> \[--json\]\n/);
    expect(USAGE).toContain('  --json       print one JSON document, for CI, instead of text\n');
    expect(USAGE).toContain(`Exit status:
  0  no errors (warnings allowed)
  1  at least one error
  2  bad usage, or a target could not be read, fetched or checked (the other
     targets are still checked; 2 wins over 1)
`);
  });

  it('an unknown command, an unknown option, or check without targets: the problem and the usage on stderr, status 2', async () => {
    expect(await run(['lint', 'pages'])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `vt-elements: unknown command "lint".\n\n${USAGE}`,
    });
    expect(await run(['check', '--fix', 'pages'])).toMatchObject({ status: 2, stderr: `vt-elements: unknown option "--fix".\n\n${USAGE}` });
    expect(await run(['check', '--json'])).toMatchObject({
      status: 2,
      stderr: `vt-elements: check needs at least one file, directory, glob or URL.\n\n${USAGE}`,
    });
  });

  it('after --, an argument starting with - is a target', async () => {
    const { status, stderr } = await run(['check', '--', '--json']);
    expect(status).toBe(2);
    expect(stderr).toBe('vt-elements: --json: no such file or directory\n');
  });
});

describe('vt-elements check: text', () => {
  it('clean pages: "No problems found in N pages.", status 0', async () => {
    expect(await run(['check', 'pages/home.html'])).toEqual(
      expect.objectContaining({ status: 0, stdout: 'No problems found in 1 page.\n', stderr: '' }),
    );
    expect((await run(['check', 'pages/home.html', 'pages/nested/grade.html'], { check: () => [] })).stdout).toBe(
      'No problems found in 2 pages.\n',
    );
  });

  it('each page with findings, then each finding as path:line  severity  tag attribute: problem, its fallback and fix; then the summary; status 1', async () => {
    const { status, stdout, stderr } = await run(['check', 'pages/home.html', 'pages/broken.html', 'pages/nested/grade.html']);
    expect(stderr).toBe('');
    expect(stdout).toBe(`${BROKEN_TEXT}

pages/nested/grade.html
pages/nested/grade.html:5  error  vt-lead-wizard data-id: two panels are named "grade"
    Steps going to "grade" go to the first.
    Fix: Rename one.

2 errors, 1 warning in 2 of 3 pages
`);
    expect(status).toBe(1);
  });

  it('warnings only: status 0', async () => {
    const { status, stdout } = await run(['check', 'pages/nested/warning.html']);
    expect(stdout).toBe(`pages/nested/warning.html
pages/nested/warning.html:1  warning  vt-lead-wizard: panel "who" has no Next button
    Fix: Add a button with data-next.

1 warning in 1 of 1 page
`);
    expect(status).toBe(0);
  });

  it('a finding without a line (a page from elsewhere) is named by its page alone', async () => {
    const element: AuthorNode = { tag: 'vt-analytics', attributes: {}, children: [], text: '' };
    const finding: Finding = {
      severity: 'error',
      kind: 'missing-meta',
      element,
      problem: 'the page has no <meta name="vt-tracker-endpoint">',
      fallback: 'No action is tracked.',
      fix: 'Add <meta name="vt-tracker-endpoint" content="…"> to the head.',
    };
    const { stdout } = await run(['check', 'pages/home.html'], { check: () => [finding] });
    expect(stdout).toBe(`pages/home.html
pages/home.html  error  vt-analytics: the page has no <meta name="vt-tracker-endpoint">
    No action is tracked.
    Fix: Add <meta name="vt-tracker-endpoint" content="…"> to the head.

1 error in 1 of 1 page
`);
  });
});

describe('vt-elements check --json', () => {
  it('one document: version, each page with its findings (no element trees), the counts, the targets not checked', async () => {
    const { status, stdout, stderr } = await run(['check', '--json', 'pages/broken.html', 'pages/home.html']);
    expect(status).toBe(1);
    expect(stderr).toBe('');
    expect(stdout.endsWith('}\n')).toBe(true);
    expect(JSON.parse(stdout)).toEqual({
      version: 1,
      pages: [
        {
          page: 'pages/broken.html',
          findings: [
            {
              severity: 'error',
              kind: 'enum-value',
              tag: 'vt-lead-wizard',
              attribute: 'data-action',
              line: 2,
              problem: 'data-action "sell_everything" is not an action',
              fallback: 'It makes no call: the submit step fails.',
              fix: 'Use one of "check_email", "new_contact", "new_tutor".',
            },
            {
              severity: 'warning',
              kind: 'missing-target',
              tag: 'vt-lead-wizard',
              attribute: null,
              line: 4,
              problem: 'panel "who" has no Next button',
              fallback: '',
              fix: 'Add a button with data-next.',
            },
          ],
        },
        { page: 'pages/home.html', findings: [] },
      ],
      errors: 1,
      warnings: 1,
      unchecked: [],
    });
  });

  it('clean: status 0; an unreadable target is listed with its cause (and on stderr), status 2', async () => {
    expect(JSON.parse((await run(['check', 'pages/home.html', '--json'])).stdout)).toEqual({
      version: 1,
      pages: [{ page: 'pages/home.html', findings: [] }],
      errors: 0,
      warnings: 0,
      unchecked: [],
    });
    const { status, stdout, stderr } = await run(['check', '--json', 'pages/home.html', 'pages/gone.html']);
    expect(status).toBe(2);
    expect(JSON.parse(stdout)).toMatchObject({
      pages: [{ page: 'pages/home.html', findings: [] }],
      unchecked: [{ target: 'pages/gone.html', problem: 'no such file or directory' }],
    });
    expect(stderr).toBe('vt-elements: pages/gone.html: no such file or directory\n');
  });
});

describe('vt-elements check: targets', () => {
  const pagesOf = async (argv: string[]) => {
    const { stdout } = await run(['check', '--json', ...argv]);
    return (JSON.parse(stdout) as { pages: { page: string }[] }).pages.map((p) => p.page);
  };

  it("a directory: its .html files at any depth, sorted, not node_modules'", async () => {
    expect(await pagesOf(['pages'])).toEqual([
      'pages/broken.html',
      'pages/home.html',
      'pages/nested/grade.html',
      'pages/nested/warning.html',
    ]);
    expect(await pagesOf(['pages/nested/'])).toEqual(['pages/nested/grade.html', 'pages/nested/warning.html']);
  });

  it('a glob, relative to the current directory; a page named twice is checked once', async () => {
    expect(await pagesOf(['pages/**/g*.html'])).toEqual(['pages/nested/grade.html']);
    expect(await pagesOf(['pages/*.html', 'pages/home.html', 'pages/nested/*.html'])).toEqual([
      'pages/broken.html',
      'pages/home.html',
      'pages/nested/grade.html',
      'pages/nested/warning.html',
    ]);
  });

  it('a file by an absolute path, whatever its name; its page is named relative to the current directory', async () => {
    expect(await pagesOf([join(cwd, 'pages/notes.txt')])).toEqual(['pages/notes.txt']);
  });

  it('a missing file, a glob matching nothing, a directory without pages: status 2, the cause on stderr; the other targets are still checked', async () => {
    const { status, stdout, stderr, checked } = await run(['check', 'pages/gone.html', 'pages/broken.html', 'pages/*.htm', 'empty']);
    expect(status).toBe(2);
    expect(checked).toHaveLength(1);
    expect(stdout).toBe(`${BROKEN_TEXT}\n\n1 error, 1 warning in 1 of 1 page\n`);
    expect(stderr).toBe(`vt-elements: pages/gone.html: no such file or directory
vt-elements: pages/*.htm: no files match this glob
vt-elements: empty: no .html files in this directory
`);
  });

  it('nothing readable: nothing on stdout, status 2', async () => {
    expect(await run(['check', 'gone.html'])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'vt-elements: gone.html: no such file or directory\n',
    });
  });

  it('a checker that throws: that page could not be checked, status 2', async () => {
    const { status, stderr } = await run(['check', 'pages/home.html'], {
      check: () => {
        throw new Error('boom');
      },
    });
    expect(status).toBe(2);
    expect(stderr).toBe('vt-elements: pages/home.html: could not be checked: boom\n');
  });
});

describe('vt-elements check: URLs', () => {
  const URL_ = 'https://www.example.com/tutors';

  it('an http(s) URL is fetched with the given fetch, asking for HTML; its page is named by the URL', async () => {
    const requests: [string, RequestInit | undefined][] = [];
    const fetchPage = (async (input: string | URL | Request, init?: RequestInit) => {
      requests.push([String(input), init]);
      return new Response(`<!doctype html>\n<vt-lead-wizard data-finding='${ENUM}'></vt-lead-wizard>`, { status: 200 });
    }) as typeof fetch;
    const { status, stdout, checked } = await run(['check', URL_], { fetch: fetchPage });
    expect(requests).toEqual([[URL_, { headers: { accept: 'text/html' } }]]);
    expect(checked[0]!.url).toBe(URL_);
    expect(stdout).toBe(`${URL_}
${URL_}:2  error  vt-lead-wizard data-action: data-action "sell_everything" is not an action
    It makes no call: the submit step fails.
    Fix: Use one of "check_email", "new_contact", "new_tutor".

1 error in 1 of 1 page
`);
    expect(status).toBe(1);
  });

  it('an HTTP error status, or a fetch that fails, is that target failing with the cause: status 2', async () => {
    const notFound = (async () => new Response('gone', { status: 404, statusText: 'Not Found' })) as typeof fetch;
    expect(await run(['check', URL_], { fetch: notFound })).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `vt-elements: ${URL_}: cannot fetch: HTTP 404 Not Found\n`,
    });
    const refused = (async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:443') });
    }) as typeof fetch;
    const { status, stdout, stderr } = await run(['check', URL_, 'pages/home.html'], { fetch: refused });
    expect(status).toBe(2);
    expect(stdout).toBe('No problems found in 1 page.\n');
    expect(stderr).toBe(`vt-elements: ${URL_}: cannot fetch: fetch failed (connect ECONNREFUSED 127.0.0.1:443)\n`);
  });
});
