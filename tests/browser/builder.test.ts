import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, settled, startHarness, type Harness } from './harness';

/**
 * The embed builder (issue 41, examples/builder.html at /builder): every element's default
 * snippet, pasted into a blank page, upgrades with no report; the form shows the checker's
 * messages beside a field; the page is axe-clean.
 */
let h: Harness;
let snippets: { tag: string; head: string; body: string }[] = [];
beforeAll(async () => {
  h = await startHarness();
  const { page, context } = await h.newPage({ shared: true });
  await page.goto(h.url('/builder'));
  snippets = await page.evaluate(async () => {
    const builder = (
      window as unknown as { vtBuilder: { tags: string[]; snippetFor(tag: string): { head: string; body: string }; ready: Promise<void> } }
    ).vtBuilder;
    await builder.ready;
    return builder.tags.map((tag) => ({ tag, ...builder.snippetFor(tag) }));
  });
  await context.close();
});
afterAll(async () => {
  await h?.close();
});

/** Serves `html` at /blank/<name>.html on the demo origin (a CMS page holding only the snippet). */
async function blankPage(page: Page, name: string, html: string): Promise<string> {
  await page.route(`**/blank/${name}.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  return h.url(`/blank/${name}.html`);
}

describe.concurrent('the embed builder (issue 41)', () => {
  it('offers all 21 elements', ({ expect }) => {
    expect(snippets.map((s) => s.tag)).toHaveLength(21);
    expect(new Set(snippets.map((s) => s.tag)).size).toBe(21);
  });

  it('every default snippet, pasted into a blank page, upgrades its element with no report and no page error', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page, pageErrors } = tracked;
    await page.addInitScript(() => {
      (window as unknown as { reported: string[] }).reported = [];
      (window as unknown as { vtErrorReporter: (e: Error) => void }).vtErrorReporter = (e) =>
        (window as unknown as { reported: string[] }).reported.push(e.message);
    });
    const problems: string[] = [];
    for (const { tag, head, body } of snippets) {
      const url = await blankPage(
        page,
        tag,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${tag}</title>${head}</head><body><main>${body}</main></body></html>`,
      );
      await page.goto(url);
      await settled(tracked);
      const { defined, reported } = await page.evaluate((name) => {
        const els = [...document.querySelectorAll(name)];
        return {
          defined: els.length > 0 && els.every((el) => el.matches(':defined')),
          reported: (window as unknown as { reported: string[] }).reported,
        };
      }, tag);
      if (!defined) problems.push(`${tag}: not upgraded`);
      if (reported.length) problems.push(`${tag}: reported ${reported.join(' | ')}`);
    }
    expect(problems).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("a malformed JSON attribute gets the checker's message beside its field; the page is axe-clean", async ({ expect }) => {
    const { page } = await h.newPage();
    await page.goto(h.url('/builder'));
    await page.evaluate(() => (window as unknown as { vtBuilder: { ready: Promise<void> } }).vtBuilder.ready);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Element', exact: true }).selectOption('vt-cart-badge');
    const texts = page.getByLabel(/^data-texts/);
    await texts.fill('{"cart": ');
    await expect.poll(() => texts.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
    const described = await texts.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(described).toMatch(/malformed JSON/);
    expect(await axeViolations(page)).toEqual([]);
  });
});
