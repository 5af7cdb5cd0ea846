import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { root } from '../../scripts/elements.mjs';
import { examplePages, startHarness, waitForWizards, type Harness, type TrackedPage } from './harness';
import { HOSTILE_PANELS, brokenProperties, hostileMarkupPage, markupState } from '../support/hostile-markup';

/**
 * Issue 50, spec §3/§4 Panel: a lead form panel's data-markup goes through DOMPurify (core/sanitize.ts),
 * in a chunk of its own that only a page with data-markup fetches, on the built dist/ in Chromium.
 * Firefox and WebKit run the hostile page too (tests/engines/markup.ts).
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const isDOMPurify = (url: string) => /\/dist\/elements\/chunks\/dompurify-[^/]+\.js$/.test(new URL(url).pathname);

/** The hostile page, served at /hostile-markup.html; `dompurify` lists the requests for DOMPurify's chunk. */
async function openHostile(): Promise<TrackedPage & { dompurify: string[] }> {
  const tracked = await h.newPage();
  const dompurify: string[] = [];
  tracked.page.on('request', (r) => void (isDOMPurify(r.url()) && dompurify.push(r.url())));
  await tracked.page.route('**/hostile-markup.html', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: hostileMarkupPage() }),
  );
  await tracked.page.goto(h.url('/hostile-markup.html'));
  await waitForWizards(tracked.page);
  return { ...tracked, dompurify };
}

const heading = (page: Page, id: string) => page.getByRole('heading', { name: `Panel ${id}`, exact: true });

describe.concurrent('data-markup through DOMPurify (issue 50)', () => {
  it('clobbering names, SVG animation of href and mutation-XSS shapes run no script and leave document intact; each panel reports once and shows the rest', async ({
    expect,
  }) => {
    const { page, pageErrors, dompurify } = await openHostile();
    for (const { id, link } of HOSTILE_PANELS) {
      await page.getByRole('button', { name: 'Next', exact: true }).locator('visible=true').click();
      await heading(page, id).waitFor();
      if (link) {
        // The visitor clicks the link: an animated javascript: href would run now.
        await page.getByText(link, { exact: true }).click();
      }
      expect(await page.evaluate(brokenProperties), id).toEqual([]);
    }
    const state = await page.evaluate(markupState);
    expect(state.ran).toEqual([]);
    expect(pageErrors).toEqual([]);
    // Reported once per panel, naming it and what went.
    for (const { id } of HOSTILE_PANELS)
      expect(
        state.reports.filter((r) => r.startsWith(`Error: <vt-lead-wizard> panel "${id}" data-markup: removed `)),
        id,
      ).toHaveLength(1);
    expect(state.reports).toHaveLength(HOSTILE_PANELS.length);
    const report = (id: string) => state.reports.find((r) => r.includes(`panel "${id}"`))!;
    expect(report('animate')).toContain('<animate>');
    expect(report('set')).toContain('<set>');
    expect(report('clobber')).toContain('name from <img>');
    // What is not hostile stays: a form field's name and its label, the links' text, what follows.
    expect(await page.locator('#keep-notes').getAttribute('name')).toBe('notes');
    expect(await page.getByLabel('Notes').count()).toBe(1);
    expect(await page.getByText('animate link').count()).toBe(1);
    expect(await page.getByText('after templates').count()).toBe(1);
    // document.getElementsByName finds no name of the markup's <img> or <form>.
    expect(
      await page.evaluate(() => ['getElementById', 'querySelector', 'cookie', 'forms'].map((n) => document.getElementsByName(n).length)),
    ).toEqual([0, 0, 0, 0]);
    // One fetch of DOMPurify's chunk, at idle (before the first Next) or for the first panel.
    expect(dompurify).toHaveLength(1);
  });

  it('a first panel with data-markup: the takeover waits for the sanitiser, so the form shows it with its fields from the start', async ({
    expect,
  }) => {
    const { page } = await h.newPage();
    // The hostile page without its start panel: the clobbering panel is the first.
    const body = hostileMarkupPage().replace(/<div data-panel-type="welcome"[^\n]*\n/, '');
    await page.route('**/first-markup.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
    await page.goto(h.url('/first-markup.html'));
    await waitForWizards(page);
    // In the takeover's own task: data-ready and the markup come together.
    expect(
      await page.evaluate(() => [
        document.querySelector('[data-id="clobber"]')!.getClientRects().length > 0,
        !!document.getElementById('keep-notes'),
      ]),
    ).toEqual([true, true]);
    expect(await page.evaluate(brokenProperties)).toEqual([]);
  });

  it('DOMPurify’s chunk is fetched at idle by a page with data-markup, before any panel with markup is asked for', async ({ expect }) => {
    const { page, dompurify } = await openHostile();
    await expect.poll(() => dompurify.length).toBe(1);
    expect(await page.evaluate(markupState)).toMatchObject({ shown: 'start', reports: [] });
  });

  it('a page without data-markup never requests DOMPurify’s chunk (its wizard taken over, idle, a step taken)', async ({ expect }) => {
    const tracked = await h.newPage();
    const dompurify: string[] = [];
    tracked.page.on('request', (r) => void (isDOMPurify(r.url()) && dompurify.push(r.url())));
    await tracked.page.goto(h.url('/lead-wizard.html'));
    await waitForWizards(tracked.page);
    // Idle has come: the submit code, fetched at idle too, has arrived.
    await expect
      .poll(() => tracked.page.evaluate(() => performance.getEntriesByType('resource').some((e) => /submit-run-/.test(e.name))))
      .toBe(true);
    await tracked.page.getByRole('button', { name: /./ }).locator('visible=true').first().click();
    expect(dompurify).toEqual([]);
  });

  it('a DOMPurify chunk that fails to load: the panel shows without its markup, never the raw markup, and a ChunkLoadError is reported', async ({
    expect,
  }) => {
    const { page, context } = await h.newPage();
    await context.route(/\/chunks\/dompurify-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.addInitScript(() => {
      const w = window as unknown as { __vtErrors: string[] };
      w.__vtErrors = [];
      addEventListener('vt-error', (e) => {
        const { error } = (e as CustomEvent<{ error: Error & { type?: string } }>).detail;
        w.__vtErrors.push(`${error.name} ${error.type ?? ''}`.trim());
      });
    });
    await page.goto(h.url('/lead-wizard-panels.html'));
    await waitForWizards(page);
    const form = page.getByRole('form', { name: 'Find a class' });
    await form.getByRole('button', { name: 'Find my class', exact: true }).click();
    await form.getByLabel('Small group class').check();
    await form.getByRole('button', { name: 'Next', exact: true }).click();
    await form.getByRole('heading', { name: 'When are you free?' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Monday' }).count()).toBe(0);
    expect(await page.locator('[data-id="days"] fieldset').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __vtErrors: string[] }).__vtErrors))
      .toContain('ChunkLoadError missing');
    expect(
      (await page.evaluate(() => (window as unknown as { __vtErrors: string[] }).__vtErrors)).filter((e) => e.startsWith('ChunkLoadError')),
    ).toHaveLength(1);
    // The panel works on: Next goes to the contact step.
    await form.getByRole('button', { name: 'Next', exact: true }).click();
    await form.getByRole('heading', { name: 'Where should we send your class options?' }).waitFor();
  });

  it("the CMS markup of every example page, and a CMS form's usual markup, pass unchanged: the sanitised tree is the parsed tree, nothing reported", async ({
    expect,
  }) => {
    const pages = examplePages().map((path) => readFileSync(join(root, 'examples', path), 'utf8'));
    const chunk = readdirSync(join(root, 'dist', 'elements', 'chunks')).find((f) => /^dompurify-.+\.js$/.test(f))!;
    const { page } = await h.newPage();
    await page.goto(h.url('/lead-wizard-panels.html'));
    const result = await page.evaluate(
      async ({ pages, url, extra }) => {
        // Imported as the page would (not through the test's module loader).
        const { sanitizedFragment } = (await (new Function('u', 'return import(u)') as (u: string) => Promise<unknown>)(url)) as {
          sanitizedFragment(markup: string, where: string, source: string): DocumentFragment | null;
        };
        const reports: string[] = [];
        addEventListener('vt-error', (e) => reports.push((e as CustomEvent<{ error: Error }>).detail.error.message));
        const markups = pages.flatMap((html) =>
          [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('[data-markup]')].map((el) =>
            el.getAttribute('data-markup')!,
          ),
        );
        const serialise = (nodes: Iterable<Node>) => {
          const box = document.createElement('div');
          box.append(...[...nodes].map((n) => n.cloneNode(true)));
          return box.innerHTML;
        };
        const parsed = (markup: string) => {
          const { body } = document.implementation.createHTMLDocument('');
          body.innerHTML = markup;
          return serialise(body.childNodes);
        };
        const differ = [...markups, extra]
          .map((markup) => ({
            markup,
            parsed: parsed(markup),
            sanitised: serialise(sanitizedFragment(markup, 'example', 'test')!.childNodes),
          }))
          .filter((m) => m.parsed !== m.sanitised);
        return { count: markups.length, differ, reports };
      },
      {
        pages,
        url: h.url(`/dist/elements/chunks/${chunk}`),
        // A lead form's data-markup as a CMS writes it: what the form needs (issue 30's unit test, kept).
        extra: `<fieldset class="days"><legend>Which days suit you?</legend>
<label><input type="checkbox" name="days" value="Mon" required> Monday</label>
<label for="notes">Notes</label><textarea id="notes" name="notes" maxlength="500" aria-describedby="notes-hint"></textarea>
<p id="notes-hint" class="hint">Optional. <a href="/privacy" target="_blank" rel="noopener">Privacy</a></p>
<select name="grade"><option value="">Choose</option><option selected>5</option></select>
<img src="/img/tutor.png" alt="" width="40" height="40"><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">
<svg viewBox="0 0 10 10" aria-hidden="true" focusable="false"><use href="#icon-check"></use></svg>
<input type="email" name="email" autocomplete="email" pattern=".+@.+" data-international style="inline-size:100%">
<vt-scheduled-callback data-tou="true"></vt-scheduled-callback><button type="submit">Send</button></fieldset>`,
      },
    );
    expect(result.count).toBeGreaterThan(0);
    expect(result.differ).toEqual([]);
    expect(result.reports).toEqual([]);
  });
});
