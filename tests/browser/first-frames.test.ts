import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { AUTOLOAD_LATE_MS, recordFrames, recordedFrames, type Frame } from '../engines/probe';
import { removals } from '../engines/first-frames';

/**
 * Issue 30, "no shift in any engine": the pre-upgrade rules reach the first paint also where
 * `blocking="render"` does not exist (Firefox, Safari) and the autoloader comes late. The lead
 * form's first frames are recorded from before the first paint, with the autoloader answered 800 ms
 * late; no frame may show what a later frame removes (a panel, or height). Chromium holds its
 * first paint for `blocking="render"`, so the engines without it are stood for by the same page
 * with that attribute taken out: then only dist/autoload.css can hold the layout. The recorder and
 * the check are the cross-engine project's (tests/engines), which runs them in Firefox and WebKit.
 */

interface Variant {
  /** Take `blocking="render"` out of the page (an engine without it). */
  noBlocking: boolean;
  /** Take the autoload.css link out of the page (the control: the shift must be seen). */
  noLink?: boolean;
}

/** Loads `path` with the autoloader 800 ms late; returns every frame until the wizards have taken over and 10 frames more. */
async function firstFrames(page: Page, url: string, variant: Variant): Promise<Frame[]> {
  await page.addInitScript(recordFrames);
  // The network's delay, not the test's: the script arrives late, as from a slow CDN.
  await page.route('**/dist/autoload.js', (route) => setTimeout(() => void route.continue(), AUTOLOAD_LATE_MS));
  await page.route(url, async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    if (variant.noBlocking) body = body.replace(/ blocking="render"/g, '');
    if (variant.noLink) body = body.replace(/<link rel="stylesheet" href="\/dist\/autoload\.css">/g, '');
    await route.fulfill({ response, body });
  });
  await page.goto(url);
  // The recorder stops once the wizards have taken over and 10 frames more.
  return (await page.waitForFunction(recordedFrames)).jsonValue() as Promise<Frame[]>;
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe.concurrent('first frames with the autoloader 800 ms late (dist/autoload.css)', () => {
  for (const path of ['/lead-wizard.html', '/home.html']) {
    it(`${path}, as shipped (the link and blocking="render"): no frame shows what a later one removes`, async () => {
      const { page } = await h.newPage();
      const frames = await firstFrames(page, h.url(path), { noBlocking: false });
      expect(frames.length).toBeGreaterThan(10);
      expect(removals(frames)).toEqual([]);
    });

    it(`${path} in an engine without blocking="render": the linked sheet alone holds the first paint`, async () => {
      const { page } = await h.newPage();
      const frames = await firstFrames(page, h.url(path), { noBlocking: true });
      // The page painted before the autoloader ran: these frames were held by the stylesheet alone.
      expect(frames.filter((f) => !f.ready).length).toBeGreaterThan(5);
      expect(frames[0]!.wizards[0]!.shown).toHaveLength(1);
      expect(removals(frames)).toEqual([]);
    });
  }

  it('without the link (the control), the same recording sees the form collapse: the check can fail', async () => {
    const { page } = await h.newPage();
    const frames = await firstFrames(page, h.url('/lead-wizard.html'), { noBlocking: true, noLink: true });
    expect(frames.find((f) => !f.ready)!.wizards[0]!.shown.length).toBeGreaterThan(1);
    expect(removals(frames)).not.toEqual([]);
  });

  it('the linked sheet holds exactly the rules the autoloader adds, in order (one source: core/cloak.ts)', async () => {
    const { page } = await h.newPage();
    await page.goto(h.url('/lead-wizard.html'));
    await page.evaluate(() => window.vtAutoload?.ready);
    const { linked, added } = await page.evaluate(() => {
      const link = [...document.styleSheets].find((s) => s.href?.endsWith('/dist/autoload.css'))!;
      const media = link.cssRules[0] as CSSMediaRule;
      const cloak = (document as unknown as Record<symbol, CSSStyleSheet>)[Symbol.for('vt-elements.cloak')]!;
      return {
        linked: { count: link.cssRules.length, condition: media.conditionText, rules: [...media.cssRules].map((r) => r.cssText) },
        added: [...cloak.cssRules].map((r) => r.cssText),
      };
    });
    expect(linked.count).toBe(1);
    expect(linked.condition).toBe('(scripting: enabled)');
    expect(added.length).toBeGreaterThan(10);
    expect(linked.rules).toEqual(added);
  });
});
