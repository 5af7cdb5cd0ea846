import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { root } from './elements.mjs';
import { inputFiles, makeStamp, staleBuild, TARGETS } from './build-stamp.mjs';

/**
 * Issue 51: the browser and Storybook tests refuse a build older than its sources. On a temporary
 * tree: a build stamped from its sources is fresh; an edited, added or removed source makes it
 * stale, named with the command; a test file does not count.
 */
let base: string;
const target = { out: 'out', script: 'build', inputs: ['pkgs/*/src', 'config.mjs'] };

const write = (rel: string, text: string) => {
  mkdirSync(dirname(join(base, rel)), { recursive: true });
  writeFileSync(join(base, rel), text);
};
/** What `npm run build` does around the build: the stamp of the sources it read, in its output. */
const build = () => {
  const stamp = makeStamp(base, target);
  mkdirSync(join(base, 'out'), { recursive: true });
  writeFileSync(join(base, 'out', '.build-stamp.json'), JSON.stringify(stamp));
};

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'vt-build-stamp-'));
  write('pkgs/a/src/index.ts', 'export const a = 1;\n');
  write('pkgs/a/src/core/rule.ts', 'export const rule = 300;\n');
  write('pkgs/a/src/core/rule.test.ts', "it('pins', () => {});\n");
  write('pkgs/b/src/view.tsx', 'export {};\n');
  write('pkgs/b/src/view.dom.test.tsx', 'export {};\n');
  write('config.mjs', 'export default {};\n');
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('the build stamp (scripts/build-stamp.mjs)', () => {
  it('lists the sources under the inputs, without the tests', () => {
    expect(inputFiles(base, target.inputs)).toEqual([
      'config.mjs',
      'pkgs/a/src/core/rule.ts',
      'pkgs/a/src/index.ts',
      'pkgs/b/src/view.tsx',
    ]);
  });

  it('a build made from the sources as they are is fresh; editing a test leaves it fresh', () => {
    build();
    expect(staleBuild(base, target)).toBeNull();
    write('pkgs/a/src/core/rule.test.ts', "it('pins another', () => {});\n");
    write('pkgs/a/src/core/new.test.ts', 'export {};\n');
    expect(staleBuild(base, target)).toBeNull();
  });

  it('an edited source makes it stale: the message names the build, the newest change and the command', () => {
    build();
    write('config.mjs', 'export default { changed: true };\n');
    write('pkgs/a/src/core/rule.ts', 'export const rule = 50;\n');
    // config.mjs was edited first: the newest change is the rule.
    utimesSync(join(base, 'config.mjs'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(staleBuild(base, target)).toMatch(
      /^out\/ is older than its sources: pkgs\/a\/src\/core\/rule\.ts changed after `npm run build` made it \(.+\) \(and 1 more: config\.mjs\)\. Run `npm run build`/,
    );
  });

  it('the same text written again keeps it fresh (content, not mtimes)', () => {
    build();
    write('pkgs/a/src/index.ts', readFileSync(join(base, 'pkgs/a/src/index.ts'), 'utf8'));
    utimesSync(join(base, 'pkgs/a/src/index.ts'), new Date(), new Date(Date.now() + 60_000));
    expect(staleBuild(base, target)).toBeNull();
  });

  it('an added or a removed source makes it stale', () => {
    build();
    write('pkgs/c/src/index.ts', 'export {};\n');
    expect(staleBuild(base, target)).toMatch(/pkgs\/c\/src\/index\.ts changed after/);
    rmSync(join(base, 'pkgs/c'), { recursive: true });
    expect(staleBuild(base, target)).toBeNull();
    rmSync(join(base, 'pkgs/b/src/view.tsx'));
    expect(staleBuild(base, target)).toMatch(/pkgs\/b\/src\/view\.tsx \(removed\) changed after/);
  });

  it('a missing build, and one without a stamp (an older or unfinished build), name the command', () => {
    expect(staleBuild(base, target)).toBe('out/ is missing: run `npm run build`.');
    mkdirSync(join(base, 'out'));
    expect(staleBuild(base, target)).toMatch(/^out\/ has no build stamp \(out\/\.build-stamp\.json\).*Run `npm run build`\.$/);
  });
});

/** The relative imports of a script or config (static and dynamic), resolved to files. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  // Statements at a line's start (not an import written inside a string), and import('…').
  const statics = [...text.matchAll(/^(?:import|export)\b[^;'"`]*?'(\.\.?\/[^']+)'/gm)];
  const dynamics = [...text.matchAll(/\bimport\(\s*'(\.\.?\/[^']+)'/g)];
  const specifiers = [...statics, ...dynamics].map((m) => m[1]!);
  return specifiers.map((spec) => {
    const bare = join(dirname(file), spec);
    for (const candidate of [bare, `${bare}.ts`, `${bare}.tsx`, `${bare}.mjs`, `${bare}/index.ts`])
      try {
        readFileSync(candidate);
        return candidate;
      } catch {
        // not this one
      }
    throw new Error(`${relative(root, file)} imports ${spec}, which does not resolve`);
  });
}

/** Every file reached from `entries` by relative imports, outside the packages' sources (which are inputs as a whole). */
function reached(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => join(root, entry));
  while (queue.length) {
    const file = queue.pop()!;
    const rel = relative(root, file).split('\\').join('/');
    if (seen.has(rel) || /^packages\/[^/]+\/src\//.test(rel)) continue;
    seen.add(rel);
    queue.push(...importsOf(file));
  }
  return [...seen].sort();
}

describe('what each build is made of', () => {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

  it('dist: every script `npm run build` runs, and what they import, is an input', () => {
    const build = scripts.build!;
    const entries = [...build.matchAll(/\b(?:node|tsx) (scripts\/[\w-]+\.(?:mjs|ts))/g)]
      .map((m) => m[1]!)
      .filter((s) => s !== 'scripts/build-stamp.mjs');
    expect(build).toContain('rollup -c');
    entries.push('rollup.config.mjs');
    const inputs = inputFiles(root, TARGETS.dist.inputs);
    expect(reached(entries).filter((file) => !inputs.includes(file))).toEqual([]);
  });

  it('storybook-static: what the stories and .storybook import outside them is an input', () => {
    const inputs = inputFiles(root, TARGETS.storybook.inputs);
    const own = inputs.filter((file) => /^(stories|\.storybook)\/.*\.(ts|tsx)$/.test(file));
    expect(own.length).toBeGreaterThan(5);
    expect(reached(own).filter((file) => !inputs.includes(file))).toEqual([]);
  });

  it('the built dist/ ships without its stamp', () => {
    expect((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[] }).files).toContain(
      '!dist/.build-stamp.json',
    );
  });
});
