import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { BASELINES, MAX_DIFF_RATIO, matchBaseline } from './visual';

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
