import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { BASELINES, cannotCompareError, ENVIRONMENT, MAX_DIFF_RATIO, matchBaseline, skipReason } from './visual';
import { visualSummary } from '../visual-reporter';

/**
 * The comparison of the visual tests can fail: a committed baseline with a block of it repainted
 * is caught (the actual and diff images written, their paths in the message), while a block
 * under the tolerance, a size change and a missing baseline behave as documented. No browser.
 */
const work = mkdtempSync(join(tmpdir(), 'vt-visual-'));
const dirs = { baselines: join(work, 'baselines'), results: join(work, 'results') };
afterAll(() => rmSync(work, { recursive: true, force: true }));

const BASE = 'lead-wizard-panel-desktop-light';
const baseline = () => PNG.sync.read(readFileSync(join(BASELINES, `${BASE}.png`)));

/** The baseline with a square of `pixels` pixels at its middle painted magenta. */
function repainted(pixels: number): Buffer {
  const png = baseline();
  const side = Math.ceil(Math.sqrt(pixels));
  const x0 = Math.floor((png.width - side) / 2);
  const y0 = Math.floor((png.height - side) / 2);
  for (let y = y0; y < y0 + side; y++) for (let x = x0; x < x0 + side; x++) png.data.set([255, 0, 255, 255], (y * png.width + x) * 4);
  return PNG.sync.write(png);
}

describe('the screenshot comparison', () => {
  /** A fresh baseline folder holding the committed baseline. */
  const seed = () => {
    rmSync(work, { recursive: true, force: true });
    mkdirSync(dirs.baselines, { recursive: true });
    copyFileSync(join(BASELINES, `${BASE}.png`), join(dirs.baselines, `${BASE}.png`));
  };

  it('passes the same image, and a repainted block under the tolerance', () => {
    seed();
    expect(() => matchBaseline(BASE, readFileSync(join(BASELINES, `${BASE}.png`)), dirs)).not.toThrow();
    const { width, height } = baseline();
    expect(() => matchBaseline(BASE, repainted(width * height * MAX_DIFF_RATIO * 0.5), dirs)).not.toThrow();
  });

  it('fails on a repainted block over the tolerance, writing the actual and the diff image', () => {
    seed();
    const { width, height } = baseline();
    const changed = repainted(width * height * MAX_DIFF_RATIO * 2);
    expect(() => matchBaseline(BASE, changed, dirs)).toThrow(
      /does not match its baseline: \d+ of \d+ pixels differ .*actual .*\.actual\.png, diff .*\.diff\.png/,
    );
    expect(existsSync(join(dirs.results, `${BASE}.actual.png`))).toBe(true);
    expect(existsSync(join(dirs.results, `${BASE}.diff.png`))).toBe(true);
  });

  it('fails on another size, and on a missing baseline with how to make it', () => {
    seed();
    const small = new PNG({ width: 10, height: 10 });
    expect(() => matchBaseline(BASE, PNG.sync.write(small), dirs)).toThrow(/10x10 actual/);
    expect(() => matchBaseline('no-such-shot', PNG.sync.write(small), dirs)).toThrow(/No baseline .*npm run test:visual:update/);
  });
});

/**
 * Issue 51: visual tests that cannot compare never vanish. On another OS or Chromium major than
 * the baselines' they skip and the run's end says so, with the fix; on CI (VT_REQUIRE_VISUAL=1,
 * set by .ci/run) they fail, naming the Chromium found and the one recorded.
 */
describe('a run that cannot compare with the baselines', () => {
  const recorded = JSON.parse(readFileSync(ENVIRONMENT, 'utf8')) as { platform: string; chromium: string };
  const major = Number(recorded.chromium.split('.')[0]);
  const envDir = mkdtempSync(join(tmpdir(), 'vt-visual-env-'));
  afterAll(() => rmSync(envDir, { recursive: true, force: true }));
  const environment = (chromium: string, platform = 'linux') => {
    const file = join(envDir, `${platform}-${chromium}.json`);
    writeFileSync(file, JSON.stringify({ platform, chromium }));
    return file;
  };

  it('compares on the platform and Chromium major of the baselines (another minor renders alike)', () => {
    expect(skipReason(`${major}.0.1.2`, environment(`${major}.0.9999.1`), 'linux')).toBeNull();
    // The committed baselines are this machine's (CI's Debian Chromium): no reason to skip here.
    expect(recorded.platform).toBe(process.platform);
  });

  it('names both Chromiums on another major, and both platforms on another OS', () => {
    expect(skipReason(`${major + 1}.0.1.2`, environment(`${major}.0.8078.79`), 'linux')).toBe(
      `the baselines were made on linux with Chromium ${major}.0.8078.79; this is linux with Chromium ${major + 1}.0.1.2`,
    );
    expect(skipReason(`${major}.0.1.2`, environment(`${major}.0.1.2`), 'darwin')).toMatch(/made on linux .*; this is darwin with/);
  });

  it('on CI fails with the versions and the fix: update the baselines and look at each image', () => {
    const reason = skipReason(`${major + 1}.0.1.2`, environment(`${major}.0.8078.79`), 'linux')!;
    expect(cannotCompareError(reason).message).toMatch(
      new RegExp(
        `^No visual baseline can be compared: the baselines were made on linux with Chromium ${major}\\.0\\.8078\\.79; this is linux with Chromium ${major + 1}\\.0\\.1\\.2, .*VT_REQUIRE_VISUAL=1 .*\`npm run test:visual:update\`.*look at each image`,
      ),
    );
  });

  it("the run's summary counts the tests that could not compare, says why, whether they skipped or failed, and the fix", () => {
    const why = 'the baselines were made on linux with Chromium 156.0.8078.79; this is linux with Chromium 157.0.1.2';
    expect(visualSummary([null, null], false)).toEqual([]);
    const [, line, fix] = visualSummary([why, why, null], false);
    expect(line).toBe(`Visual tests: 2 of 3 could not compare their screenshots and skipped: ${why}, whose font rendering differs.`);
    expect(fix).toMatch(/Fix: `npm run test:visual:update` .*look at each image/);
    expect(visualSummary([why], true)[1]).toMatch(
      /^Visual tests: 1 of 1 could not compare their screenshots and failed \(VT_REQUIRE_VISUAL=1\)/,
    );
  });
});
