import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/elements.mjs';
import { generate } from '../../scripts/new-element';

/**
 * Issue 31: `npm run new-element NAME` scaffolds a package that works as generated. The generator
 * runs in a temporary copy of the repository (its tracked files; node_modules linked entry by
 * entry, with the copy's own @vt-elements links, so nothing in this checkout changes), then the
 * generated package, as written, must pass what `npm test` runs over it: the type check, lint and
 * prettier, its unit test, the docs generation (which checks the events file against the
 * definition), and a rollup build of its element. A broken template fails one of these.
 * (The whole `npm test` in such a copy takes minutes: it is run by hand, see the README.)
 */
const NAME = 'demo-thing';
let copy: string;

/** Runs a tool of the copy's node_modules in the copy; a failure throws with its output. */
function run(bin: string, args: string[]): string {
  try {
    return execFileSync(process.execPath, [join(copy, 'node_modules', bin), ...args], {
      cwd: copy,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`${bin} ${args.join(' ')} failed:\n${e.stdout ?? ''}\n${e.stderr ?? ''}`, { cause: error });
  }
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'vt-new-element-'));
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    // A tracked file deleted in the working tree is not copied.
    try {
      cpSync(join(root, file), join(copy, file));
    } catch {
      /* deleted */
    }
  }
  // node_modules: a link per entry, except our workspace links, which point into the copy.
  mkdirSync(join(copy, 'node_modules/@vt-elements'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '@vt-elements' && entry !== '.vite' && entry !== '.cache')
      symlinkSync(join(root, 'node_modules', entry), join(copy, 'node_modules', entry));
  }
  for (const pkg of readdirSync(join(copy, 'packages')))
    symlinkSync(join('../../packages', pkg), join(copy, 'node_modules/@vt-elements', pkg));
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const NAMES = { react: NAME, plain: `${NAME}-plain` };
const PACKAGES = Object.values(NAMES).map((name) => `packages/${name}`);

describe('npm run new-element (issue 31): a React element and a plain one (--plain), as generated', () => {
  it('writes the package, its story, its example page, its pre-upgrade rule, its lockfile entries and the docs', () => {
    // The docs are written once, by the second run (they cover both).
    generate(copy, NAMES.react, { docs: false });
    const changed = generate(copy, NAMES.plain, { plain: true });
    expect(changed).toEqual(
      expect.arrayContaining([
        `${PACKAGES[1]}/package.json`,
        `stories/${NAMES.plain}.stories.tsx`,
        `examples/${NAMES.plain}.html`,
        'packages/core/src/cloak.ts',
        'packages/author/src/core/registry.ts',
        'package-lock.json',
        'docs/elements.md',
      ]),
    );
    const docs = readFileSync(join(copy, 'docs/elements.md'), 'utf8');
    const cloak = readFileSync(join(copy, 'packages/core/src/cloak.ts'), 'utf8');
    const lock = JSON.parse(readFileSync(join(copy, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
    for (const name of Object.values(NAMES)) {
      expect(docs).toContain(`<vt-${name}>`);
      expect(cloak).toContain(`':where(vt-${name}){`);
      expect(lock.packages[`node_modules/@vt-elements/${name}`]).toEqual({ resolved: `packages/${name}`, link: true });
      const pkg = JSON.parse(readFileSync(join(copy, 'packages', name, 'package.json'), 'utf8')) as { vtElements: Record<string, unknown> };
      expect(Object.keys(pkg.vtElements)).toEqual([name]);
    }
  });

  it('type-checks, and is lint and prettier clean', () => {
    const files = [
      ...PACKAGES.map((pkg) => `${pkg}/src`),
      ...Object.values(NAMES).map((name) => `stories/${name}.stories.tsx`),
      'packages/author/src/core/registry.ts',
    ];
    writeFileSync(
      join(copy, 'tsconfig.new.json'),
      JSON.stringify({ extends: './tsconfig.base.json', compilerOptions: { noEmit: true, types: ['node'] }, include: files }),
    );
    run('typescript-native/bin/tsc', ['-p', 'tsconfig.new.json']);
    run('eslint/bin/eslint.js', ['--max-warnings=0', ...files]);
    run('prettier/bin/prettier.cjs', ['--check', ...files, ...PACKAGES.map((pkg) => `${pkg}/package.json`), 'packages/core/src/cloak.ts']);
  });

  it('their unit tests pass', () => {
    // With the authors' checker's registry test: it knows the new elements (issue 41).
    const out = run('vitest/vitest.mjs', ['run', '--project', 'unit', ...PACKAGES, 'packages/author/src/core/registry.test.ts']);
    expect(out).toMatch(/Test Files\s+3 passed \(3\)/);
  });

  it("their elements build with the build's rollup plugins and define their tags", () => {
    writeFileSync(
      join(copy, 'rollup.new.mjs'),
      `import { plugins } from './rollup.config.mjs';
export default {
  input: ${JSON.stringify(Object.fromEntries(Object.values(NAMES).map((name) => [name, `packages/${name}/src/element.ts`])))},
  // React stays outside: the build's own output proves it bundles, and minifying react-dom
  // again here was most of this test's time (18 s of 28 on a 2-core machine).
  external: [/^(react|react-dom|scheduler)($|[/])/],
  output: { dir: '.tmp/new-element', format: 'es', sourcemap: true },
  // TypeScript for the new packages and the core they import only: a program over every package
  // cost this test about 4 s of CPU (issue 36).
  plugins: plugins({}, ${JSON.stringify([...PACKAGES.map((pkg) => `${pkg}/src/**/*`), 'packages/core/src/**/*'])}),
  onwarn(warning) {
    if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') throw new Error(warning.message);
  },
};
`,
    );
    run('rollup/dist/bin/rollup', ['-c', 'rollup.new.mjs']);
    for (const name of Object.values(NAMES))
      expect(readFileSync(join(copy, '.tmp/new-element', `${name}.js`), 'utf8')).toContain(`vt-${name}`);
  });
});
