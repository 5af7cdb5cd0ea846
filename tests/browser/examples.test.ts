import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, examplePages, startHarness, type Harness } from './harness';

/** Every example page (and the index) loads without a page error and has zero axe-core violations. */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('example pages', () => {
  it.each(['/', ...examplePages()])('%s: every vt-* tag upgrades, no page error, zero axe violations', async (path) => {
    const { page, pageErrors } = await h.newPage();
    await page.goto(h.url(path));
    await page.waitForLoadState('networkidle');
    // The autoloader evaluates each module in a task of its own, so on a loaded machine the network
    // can be idle before the last definition runs: wait for it (a tag never defined fails here).
    const undefinedTags = () => page.evaluate(() => [...document.querySelectorAll(':not(:defined)')].map((el) => el.localName).filter((n) => n.startsWith('vt-')));
    await expect.poll(undefinedTags, { timeout: 10_000 }).toEqual([]);
    expect(pageErrors.map((e) => e.message)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
