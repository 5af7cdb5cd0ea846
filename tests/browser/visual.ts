import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import { root } from '../../scripts/elements.mjs';

/**
 * Visual regression (issue 19, part 6): element screenshots compared with committed baselines in
 * tests/browser/__screenshots__/. `npm run test:visual:update` (UPDATE_SNAPSHOTS=1) writes them;
 * a mismatch writes the actual and a diff image to test-results/visual/ (git-ignored).
 */
export const BASELINES = join(root, 'tests', 'browser', '__screenshots__');
export const RESULTS = join(root, 'test-results', 'visual');
export const UPDATE = process.env.UPDATE_SNAPSHOTS === '1';

/**
 * Tolerance. pixelmatch's threshold (0.1, its default: an OKLab distance, 1 = black vs white)
 * ignores colour steps no eye sees, and it skips anti-aliased edge pixels; what is left may
 * differ on at most 0.1% of the pixels (a few dozen in an 800x60 clip): enough for a glyph's
 * hinting to settle differently between runs, far too few for a moved border, a changed colour
 * or a missing word, which change hundreds.
 */
export const THRESHOLD = 0.1;
export const MAX_DIFF_RATIO = 0.001;

/** The platform and Chromium the baselines were made with (font rendering differs across them). */
export const ENVIRONMENT = join(BASELINES, 'environment.json');
interface Environment {
  platform: string;
  chromium: string;
}

/**
 * Set by .ci/run (issue 51): there a visual test that cannot compare fails instead of skipping.
 * When Debian moves CI's Chromium to a new major, all of them would skip and the run stay green,
 * with no screenshot compared.
 */
export const REQUIRE_VISUAL = process.env.VT_REQUIRE_VISUAL === '1';

/** What makes the baselines for this Chromium; each image it changes is to be looked at before it is committed. */
export const UPDATE_COMMAND = 'npm run test:visual:update';

/**
 * Why this run cannot compare with the baselines (another OS or Chromium major, whose font
 * rendering differs), or null when it can.
 */
export function skipReason(browserVersion: string, environment = ENVIRONMENT, platform: string = process.platform): string | null {
  if (UPDATE || !existsSync(environment)) return null;
  const made = JSON.parse(readFileSync(environment, 'utf8')) as Environment;
  const major = (v: string) => v.split('.')[0];
  if (made.platform !== platform || major(made.chromium) !== major(browserVersion))
    return `the baselines were made on ${made.platform} with Chromium ${made.chromium}; this is ${platform} with Chromium ${browserVersion}`;
  return null;
}

/**
 * The failure of a visual test that cannot compare under REQUIRE_VISUAL: CI's Chromium has no
 * baselines, and the fix.
 */
export function cannotCompareError(reason: string): Error {
  return new Error(
    `No visual baseline can be compared: ${reason}, whose font rendering differs. VT_REQUIRE_VISUAL=1 (set by .ci/run) makes that a failure, not a skip. Fix: run \`${UPDATE_COMMAND}\` with this Chromium, look at each image it changes (git diff tests/browser/__screenshots__/) and commit them with environment.json.`,
  );
}

/** Records the environment beside the baselines (update mode only). */
export function recordEnvironment(browserVersion: string): void {
  if (!UPDATE) return;
  mkdirSync(BASELINES, { recursive: true });
  const env: Environment = { platform: process.platform, chromium: browserVersion };
  writeFileSync(ENVIRONMENT, `${JSON.stringify(env, null, 2)}\n`);
}

export interface Difference {
  /** Pixels that differ beyond the threshold; the whole image when the sizes differ. */
  differing: number;
  total: number;
  sizes: string | null;
  diff: PNG | null;
}

/** Compares two PNGs: the count of differing pixels and a diff image (red where they differ). */
export function diffPngs(expected: Buffer, actual: Buffer): Difference {
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height)
    return {
      differing: b.width * b.height,
      total: b.width * b.height,
      sizes: `${a.width}x${a.height} expected, ${b.width}x${b.height} actual`,
      diff: null,
    };
  const diff = new PNG({ width: a.width, height: a.height });
  const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: THRESHOLD });
  return { differing, total: a.width * a.height, sizes: null, diff };
}

const withinTolerance = (d: Difference) => d.sizes === null && d.differing <= d.total * MAX_DIFF_RATIO;

/**
 * Compares a screenshot with its baseline `{name}.png`; throws a message naming the files on a
 * mismatch or a missing baseline. In update mode writes the baseline instead.
 */
export function matchBaseline(name: string, actual: Buffer, dirs = { baselines: BASELINES, results: RESULTS }): void {
  const baseline = join(dirs.baselines, `${name}.png`);
  const show = (path: string) => relative(root, path);
  if (UPDATE && dirs.baselines === BASELINES) {
    // A baseline the shot still matches stays as it is: no re-encoded PNGs in the diff.
    if (existsSync(baseline) && withinTolerance(diffPngs(readFileSync(baseline), actual))) return;
    mkdirSync(dirs.baselines, { recursive: true });
    writeFileSync(baseline, actual);
    return;
  }
  if (!existsSync(baseline))
    throw new Error(
      `No baseline ${show(baseline)}: run \`npm run test:visual:update\` (UPDATE_SNAPSHOTS=1) with Debian's Chromium, look at the image and commit it.`,
    );
  const result = diffPngs(readFileSync(baseline), actual);
  if (withinTolerance(result)) return;
  mkdirSync(dirs.results, { recursive: true });
  const actualPath = join(dirs.results, `${name}.actual.png`);
  writeFileSync(actualPath, actual);
  let diffNote = '';
  if (result.diff) {
    const diffPath = join(dirs.results, `${name}.diff.png`);
    writeFileSync(diffPath, PNG.sync.write(result.diff));
    diffNote = `, diff ${show(diffPath)}`;
  }
  const what =
    result.sizes ?? `${result.differing} of ${result.total} pixels differ (at most ${Math.floor(result.total * MAX_DIFF_RATIO)} may)`;
  throw new Error(
    `Screenshot ${name} does not match its baseline: ${what}. Baseline ${show(baseline)}, actual ${show(actualPath)}${diffNote}. If the change is intended, run \`npm run test:visual:update\` and commit the new baseline.`,
  );
}

/** Room around the element for focus rings and shadows. */
const PAD = 8;

/**
 * Screenshots the union of the given parts (an element and, say, its popup), padded, in document
 * coordinates so a part taller than the viewport is whole. Animations are finished and the caret
 * hidden so two runs give the same pixels; `mask` covers what changes between runs.
 */
export async function shoot(page: Page, parts: Locator[], mask: Locator[] = []): Promise<Buffer> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold would load (or not) while the full-page shot is taken: load them all first.
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
  const boxes = await Promise.all(
    parts.map((part) =>
      part.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.left + scrollX, y: r.top + scrollY, right: r.right + scrollX, bottom: r.bottom + scrollY };
      }),
    ),
  );
  const size = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
    scrolled: scrollX !== 0 || scrollY !== 0,
    viewport: { width: innerWidth, height: innerHeight },
  }));
  const x = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.x)) - PAD));
  const y = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.y)) - PAD));
  const right = Math.min(size.width, Math.ceil(Math.max(...boxes.map((b) => b.right)) + PAD));
  const bottom = Math.min(size.height, Math.ceil(Math.max(...boxes.map((b) => b.bottom)) + PAD));
  // A full-page capture resizes the page's viewport for a moment (a resize event: the site
  // navigation closes its menus on one), so only a clip beyond the viewport takes it.
  const fullPage = size.scrolled || right > size.viewport.width || bottom > size.viewport.height;
  return page.screenshot({
    clip: { x, y, width: right - x, height: bottom - y },
    fullPage,
    animations: 'disabled',
    caret: 'hide',
    mask,
    scale: 'css',
  });
}
