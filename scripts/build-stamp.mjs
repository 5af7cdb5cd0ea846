// The build stamps (issue 51): the browser, engines, package and Storybook tests run on a build
// (dist/, storybook-static/), and a build older than its sources passed them while testing code
// that no longer exists. Each build records a hash of every file it is made from in
// `<out>/.build-stamp.json`; the tests' global setup (tests/support/fresh-build.ts) refuses a build
// whose sources have changed since, naming the file and the command that rebuilds it.
//
//   node scripts/build-stamp.mjs start <target>    hash the sources (before the build reads them)
//   node scripts/build-stamp.mjs finish <target>   the build has ended well: its stamp goes in place
//   node scripts/build-stamp.mjs check <target>... exit 1 naming each stale build
//   node scripts/build-stamp.mjs ensure <target>...rebuild the stale ones (side by side), else nothing
//
// Content hashes, not mtimes: a checkout or a `git stash` round trip that gives the same text
// keeps the build fresh, and a file restored with an old mtime still counts as changed.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './elements.mjs';

/** Tests are not what a build is made of: editing one leaves the build fresh. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const STAMP = '.build-stamp.json';
const FORMAT = 1;

/** Sources both builds read: the packages' code, their package.json (the vtElements lists), the theme, and the dependencies' versions. */
const PACKAGES = [
  'packages/*/src',
  'packages/*/package.json',
  'packages/core/theme',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

/**
 * What each build is made of (paths from the repository root; `*` is one directory level; a
 * directory counts with everything under it but its tests and node_modules). A script the build
 * runs or imports belongs here: scripts/build-stamp.test.ts follows the imports to check.
 */
export const TARGETS = {
  dist: {
    out: 'dist',
    script: 'build',
    inputs: [
      ...PACKAGES,
      'rollup.config.mjs',
      'scripts/clean.mjs',
      'scripts/elements.mjs',
      'scripts/chunk-map.mjs',
      'scripts/theme.mjs',
      'scripts/autoload-css.ts',
      'scripts/manifest.ts',
      'scripts/manifest-lib.ts',
      'scripts/types-lib.ts',
      'scripts/markdown-text.ts',
    ],
  },
  storybook: {
    out: 'storybook-static',
    script: 'build-storybook',
    inputs: [...PACKAGES, 'stories', '.storybook', 'examples/images', 'scripts/markdown-text.ts'],
  },
};

/** @param {string} rel */
const posix = (rel) => rel.split('\\').join('/');

/**
 * The input files of `spec`, sorted, relative to `base` with forward slashes.
 * @param {string} base
 * @param {string[]} inputs
 * @returns {string[]}
 */
export function inputFiles(base, inputs) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} rel */
  const walk = (rel) => {
    const abs = join(base, rel);
    if (!existsSync(abs)) return;
    if (!statSync(abs).isDirectory()) {
      if (!TEST_FILE.test(rel)) files.add(posix(rel));
      return;
    }
    for (const entry of readdirSync(abs)) if (entry !== 'node_modules') walk(`${rel}/${entry}`);
  };
  /** @param {string[]} done @param {string[]} rest */
  const expand = (done, rest) => {
    if (!rest.length) return walk(done.join('/'));
    const [head, ...tail] = /** @type {[string, ...string[]]} */ (rest);
    if (head !== '*') return expand([...done, head], tail);
    const dir = join(base, ...done);
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir).sort()) expand([...done, entry], tail);
  };
  for (const input of inputs) expand([], input.split('/'));
  return [...files].sort();
}

/** @param {string} file */
const hashFile = (file) => createHash('sha1').update(readFileSync(file)).digest('hex');

/**
 * Each input's content hash, and one hash over them all.
 * @param {string} base
 * @param {string[]} inputs
 */
export function hashInputs(base, inputs) {
  /** @type {Record<string, string>} */
  const files = {};
  const all = createHash('sha1');
  for (const rel of inputFiles(base, inputs)) {
    files[rel] = hashFile(join(base, rel));
    all.update(`${rel}\0${files[rel]}\0`);
  }
  return { hash: all.digest('hex'), files };
}

/**
 * @typedef {{ out: string, script: string, inputs: string[] }} Target
 * @typedef {{ format: number, out: string, script: string, builtAt: string, hash: string, files: Record<string, string> }} Stamp
 */

/**
 * The stamp of a build about to read `target`'s sources.
 * @param {string} base
 * @param {Target} target
 * @returns {Stamp}
 */
export function makeStamp(base, target) {
  return { format: FORMAT, out: target.out, script: target.script, builtAt: new Date().toISOString(), ...hashInputs(base, target.inputs) };
}

/**
 * Why `target`'s build in `base` cannot be tested as it is (missing, unstamped, or made from
 * sources that have changed since), naming the newest changed source and the command; null when
 * it is fresh.
 * @param {string} base
 * @param {Target} target
 * @returns {string | null}
 */
export function staleBuild(base, target) {
  const command = `npm run ${target.script}`;
  const out = `${target.out}/`;
  const stampFile = join(base, target.out, STAMP);
  if (!existsSync(join(base, target.out))) return `${out} is missing: run \`${command}\`.`;
  if (!existsSync(stampFile))
    return `${out} has no build stamp (${target.out}/${STAMP}): it was not made by \`${command}\`, or that build did not finish, so what it was built from is unknown. Run \`${command}\`.`;
  /** @type {Stamp} */
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  const now = hashInputs(base, target.inputs);
  if (stamp.format === FORMAT && stamp.hash === now.hash) return null;
  const changed = Object.keys(now.files).filter((rel) => stamp.files?.[rel] !== now.files[rel]);
  const removed = Object.keys(stamp.files ?? {}).filter((rel) => !(rel in now.files));
  // The newest first: the file just edited is the one to name.
  const mtime = (/** @type {string} */ rel) => statSync(join(base, rel)).mtimeMs;
  changed.sort((a, b) => mtime(b) - mtime(a));
  const names = [...changed, ...removed.map((rel) => `${rel} (removed)`)];
  if (!names.length) names.push(`${target.out}/${STAMP} (another stamp format)`);
  const [newest, ...more] = names;
  const rest = more.length ? ` (and ${more.length} more: ${more.slice(0, 3).join(', ')}${more.length > 3 ? ', …' : ''})` : '';
  return `${out} is older than its sources: ${newest} changed after \`${command}\` made it (${stamp.builtAt})${rest}. Run \`${command}\` (\`npm run test:browser\` rebuilds what is stale by itself).`;
}

/** @param {string} name */
function targetNamed(name) {
  const target = /** @type {Record<string, Target | undefined>} */ (TARGETS)[name];
  if (!target) throw new Error(`No build target ${name}: one of ${Object.keys(TARGETS).join(', ')}.`);
  return target;
}

const pending = (/** @type {string} */ name) => join(root, '.cache', 'build-stamps', `${name}.pending.json`);

/** @param {string[]} argv */
function main([command, ...names]) {
  const targets = names.map((name) => ({ name, target: targetNamed(name) }));
  if (command === 'start') {
    // Hashed before the build reads them: a source edited while it runs leaves the build stale.
    for (const { name, target } of targets) {
      rmSync(join(root, target.out, STAMP), { force: true });
      mkdirSync(join(root, '.cache', 'build-stamps'), { recursive: true });
      writeFileSync(pending(name), JSON.stringify(makeStamp(root, target)));
    }
  } else if (command === 'finish') {
    for (const { name, target } of targets) {
      if (!existsSync(pending(name)))
        throw new Error(`No pending stamp for ${name}: run \`node scripts/build-stamp.mjs start ${name}\` before the build.`);
      renameSync(pending(name), join(root, target.out, STAMP));
    }
  } else if (command === 'check' || command === 'ensure') {
    const stale = targets.map(({ target }) => ({ target, reason: staleBuild(root, target) })).filter(({ reason }) => reason);
    if (!stale.length) return 0;
    for (const { reason } of stale) console.error(reason);
    if (command === 'check') return 1;
    console.error(`Rebuilding: ${stale.map(({ target }) => `npm run ${target.script}`).join(', ')}`);
    const run = spawnSync('node', [join(root, 'scripts', 'parallel.mjs'), ...stale.map(({ target }) => target.script)], {
      cwd: root,
      stdio: 'inherit',
    });
    return run.status ?? 1;
  } else {
    throw new Error('Usage: node scripts/build-stamp.mjs start|finish|check|ensure <target>...');
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
