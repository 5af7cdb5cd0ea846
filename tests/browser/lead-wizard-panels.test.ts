import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { root } from '../../scripts/elements.mjs';
import { axeViolations, startHarness, waitForWizards, type Harness, type TrackedPage } from './harness';

/**
 * Spec §3/§4 Panel features on examples/lead-wizard-panels.html (built dist/, Chromium):
 * data-markup and data-js on first show only, data-replace, data-minimize and the option step.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function open(): Promise<TrackedPage> {
  const tracked = await h.newPage();
  await tracked.page.goto(h.url('/lead-wizard-panels'));
  await waitForWizards(tracked.page);
  return tracked;
}

const form = (page: Page) => page.getByRole('form', { name: 'Find a class' });
const button = (page: Page, name: string) => form(page).getByRole('button', { name, exact: true });
const heading = (page: Page, name: string) => form(page).getByRole('heading', { name });

async function expectNoAxe(page: Page, step: string) {
  expect(await axeViolations(page), step).toEqual([]);
}

/** What the page's data layer holds for lead_form_start. */
const starts = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'lead_form_start').length);

const widgetScripts = (page: Page) =>
  page.$$eval('script[src$="/panel-widget.js"]', (els) =>
    els.map((el) => ({ integrity: el.getAttribute('integrity'), crossorigin: el.getAttribute('crossorigin') })),
  );

describe.concurrent('panel features in a real browser', () => {
  it('data-replace hides the teaser and reveals the form; data-minimize minimizes the header before any start', async ({ expect }) => {
    const { page, pageErrors } = await open();
    await expect.poll(() => page.locator('#class-teaser').isHidden()).toBe(true);
    expect(await form(page).isVisible()).toBe(true);
    await heading(page, 'Find a class in two minutes').waitFor();
    expect(await page.locator('.site-header').getAttribute('class')).toBe('site-header vt-header--minimized');
    expect(await starts(page)).toBe(0);
    await expectNoAxe(page, 'welcome');
    expect(pageErrors).toEqual([]);
  });

  it('data-markup and data-js run on the first show only; the script has its SRI hash and crossorigin and runs', async ({ expect }) => {
    const { page, pageErrors } = await open();
    const hash = `sha384-${createHash('sha384')
      .update(readFileSync(join(root, 'examples', 'panel-widget.js')))
      .digest('base64')}`;
    // Nothing deferred is on the page before its panel shows.
    expect(await page.getByLabel('Monday').count()).toBe(0);
    expect(await widgetScripts(page)).toEqual([]);

    await button(page, 'Find my class').click();
    await heading(page, 'How do you like to learn?').waitFor();
    // §4 Paths: the days panel's checkboxes come from its data-markup, and still count.
    expect(await page.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('1 of 3');
    await page.getByLabel('Small group class').check();
    await button(page, 'Next').click();
    await heading(page, 'When are you free?').waitFor();
    await expectNoAxe(page, 'days (markup injected)');
    expect(await page.getByRole('checkbox', { name: 'Monday' }).count()).toBe(1);
    expect(await widgetScripts(page)).toEqual([{ integrity: hash, crossorigin: 'anonymous' }]);
    // The widget ran (its integrity matched) and filled the injected markup.
    await expect.poll(() => page.evaluate(() => (window as unknown as { vtClassWidgetRuns?: number }).vtClassWidgetRuns)).toBe(1);
    expect(await page.locator('[data-class-count]').textContent()).toBe('12 live classes fit these days.');
    // The injected fields come before the panel's buttons (reading and Tab order).
    await page.getByRole('checkbox', { name: 'Saturday' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Back');

    await button(page, 'Back').click();
    await heading(page, 'How do you like to learn?').waitFor();
    await button(page, 'Next').click();
    await heading(page, 'When are you free?').waitFor();
    expect(await page.getByRole('checkbox', { name: 'Monday' }).count()).toBe(1);
    expect(await widgetScripts(page)).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { vtClassWidgetRuns?: number }).vtClassWidgetRuns)).toBe(1);

    // The injected markup validates like the CMS's own (multiple-choice data-min).
    await button(page, 'Next').click();
    await expect.poll(() => form(page).locator('.vt-error-message').first().textContent()).toContain('Please select at least 1 option(s)');
    await expectNoAxe(page, 'days with its error');
    expect(pageErrors).toEqual([]);
  });

  it('the option step sets its options when its conditions match, and the lead carries them', async ({ expect }) => {
    for (const [choice, types] of [
      ['Small group class', ['Group Classes']],
      ['One-on-one', []],
    ] as const) {
      const { page } = await open();
      const bodies: { tutoring_preferences?: { types?: string[] } }[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/contact/requests') bodies.push(r.postDataJSON());
      });
      await button(page, 'Find my class').click();
      await page.getByLabel(choice).check();
      await button(page, 'Next').click();
      await page.getByRole('checkbox', { name: 'Wednesday' }).check();
      await button(page, 'Next').click();
      await heading(page, 'Where should we send your class options?').waitFor();
      expect(await page.locator('input[name="tutoring-type"]').count()).toBe(types.length);
      await page.getByLabel('Full name').fill('Ada Lovelace');
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByLabel('Phone number').fill('2125550100');
      await page.getByRole('checkbox', { name: 'I agree to be contacted by phone about classes.' }).check();
      await expectNoAxe(page, `contact (${choice})`);
      await Promise.all([page.waitForURL(/\/contacts\/marketing\/thank-you\?/), button(page, 'Send my options').click()]);
      expect(bodies).toHaveLength(1);
      expect(bodies[0]!.tutoring_preferences?.types).toEqual(types);
    }
  });
});
