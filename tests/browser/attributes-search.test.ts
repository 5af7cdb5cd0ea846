import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';

/**
 * Issue 39 for the catalogue and the two searches: an attribute changed after start, or the
 * matching property (which sets the attribute), takes effect at once, and keeps what the visitor
 * did (the focus, a typed query, the open dropdown). A malformed new value is reported once and
 * the last good value kept. Built dist/ in Chromium, on the demo pages; each test has its own
 * context and reads no server state, so the tests run concurrently.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

declare global {
  interface Window {
    reported: string[];
  }
}

async function open(path: string) {
  const tracked = await h.newPage();
  await tracked.page.addInitScript(() => {
    window.reported = [];
    window.vtErrorReporter = (e) => window.reported.push(e.message);
  });
  await tracked.page.goto(h.url(path));
  return tracked;
}

const reported = (page: Page) => page.evaluate(() => window.reported);

describe.concurrent('<vt-course-card> and <vt-course-list-item> after start', () => {
  const CARD = '#cards vt-course-card:first-child';
  const ITEM = '#list vt-course-list-item:first-child';

  async function openCatalogue() {
    const tracked = await open('/course-catalogue.html');
    await tracked.page.waitForFunction(() =>
      [...document.querySelectorAll('vt-course-card, vt-course-list-item')].every((el) => el.hasAttribute('data-ready')),
    );
    return tracked;
  }

  /** The card's rendered heading and links, and whether the Share link still has the focus (the same node). */
  const card = (page: Page) =>
    page.$eval(CARD, (el) => {
      const root = el.querySelector('[data-vt-root]')!;
      return {
        heading: root.querySelector('.vt-course-card__title')?.localName,
        title: root.querySelector('.vt-course-card__title')?.textContent,
        links: [...root.querySelectorAll('.vt-course-card__links a')].map((a) => a.textContent),
        focusKept: document.activeElement === (window as unknown as { focused?: Element }).focused,
      };
    });

  /** Focuses the card's Share link and remembers the node. */
  const focusShare = (page: Page) =>
    page.$eval(CARD, (el) => {
      const share = el.querySelector<HTMLElement>('[data-vt-root] .vt-course-card__share')!;
      share.focus();
      (window as unknown as { focused?: Element }).focused = share;
    });

  it('a card: data-texts and data-heading-level set after start re-render it; the focused Share link keeps the focus', async ({
    expect,
  }) => {
    const { page, pageErrors } = await openCatalogue();
    await focusShare(page);
    await page.$eval(CARD, (el) => {
      el.setAttribute('data-texts', '{"seeDetails": "View class", "share": "Pass it on"}');
      el.setAttribute('data-heading-level', '2');
    });
    await expect
      .poll(() => card(page))
      .toEqual({ heading: 'h2', title: 'Algebra 1 Bootcamp', links: ['View class', 'Pass it on'], focusKept: true });
    // A new entry: the card shows it.
    await page.$eval(CARD, (el) =>
      el.setAttribute(
        'data-course',
        el
          .getAttribute('data-course')!
          .replace('"title":"Algebra 1 Bootcamp","title_markdown":"Algebra 1 **Bootcamp**"', '"title":"Algebra 1 Intensive"'),
      ),
    );
    await expect.poll(async () => (await card(page)).title).toBe('Algebra 1 Intensive');
    expect((await card(page)).focusKept).toBe(true);
    expect(await reported(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('a card: the same through its properties (texts, headingLevel), which keeps the focus', async ({ expect }) => {
    const { page } = await openCatalogue();
    await focusShare(page);
    await page.$eval(CARD, (el) => {
      const card = el as HTMLElement & { texts: object; headingLevel: string };
      card.texts = { share: 'Pass it on' };
      card.headingLevel = '4';
    });
    await expect
      .poll(() => card(page))
      .toEqual({ heading: 'h4', title: 'Algebra 1 Bootcamp', links: ['See class details', 'Pass it on'], focusKept: true });
    expect(await page.$eval(CARD, (el) => [el.getAttribute('data-heading-level'), el.getAttribute('data-texts')])).toEqual([
      '4',
      '{"share":"Pass it on"}',
    ]);
  });

  it('a list item: data-viewer and the from property after start change the price and the next class; its link keeps the focus', async ({
    expect,
  }) => {
    const { page } = await openCatalogue();
    const item = () =>
      page.$eval(ITEM, (el) => ({
        price: el.querySelector('[data-vt-root] .vt-course-item__price')?.textContent,
        next: el.querySelector('[data-vt-root] .vt-course-item__next')?.textContent,
        focusKept: document.activeElement === (window as unknown as { focused?: Element }).focused,
      }));
    await page.$eval(ITEM, (el) => {
      const link = el.querySelector<HTMLElement>('[data-vt-root] .vt-course-item__title a')!;
      link.focus();
      (window as unknown as { focused?: Element }).focused = link;
    });
    expect(await item()).toEqual({
      price: '$15/hr Included with Learning Membership',
      next: 'Next class: Mon, Jan 6 · 2 more class options',
      focusKept: true,
    });
    await page.$eval(ITEM, (el) =>
      el.setAttribute(
        'data-viewer',
        '{"is_student":true,"enablements":[{"product":{"type":"catalog_access"},"configuration":{"tag":"learning-membership"}}]}',
      ),
    );
    await expect.poll(item).toMatchObject({ price: 'Included with your membership', focusKept: true });
    await page.$eval(ITEM, (el) => ((el as HTMLElement & { from: string }).from = '2031-02-01'));
    await expect
      .poll(item)
      .toEqual({ price: 'Included with your membership', next: 'Next class: Mon, Feb 3 · 1 more class option', focusKept: true });
    expect(await page.$eval(ITEM, (el) => el.getAttribute('data-from'))).toBe('2031-02-01');
  });

  it('a malformed new data-texts is reported once and the last good texts are kept', async ({ expect }) => {
    const { page } = await openCatalogue();
    await page.$eval(CARD, (el) => el.setAttribute('data-texts', '{"share": "Pass it on"}'));
    await expect.poll(async () => (await card(page)).links).toEqual(['See class details', 'Pass it on']);
    await page.$eval(CARD, (el) => el.setAttribute('data-texts', '{"share": '));
    // A later good change of another attribute renders with the kept texts, and reports nothing more.
    await page.$eval(CARD, (el) => el.setAttribute('data-heading-level', '2'));
    await expect.poll(async () => (await card(page)).heading).toBe('h2');
    expect((await card(page)).links).toEqual(['See class details', 'Pass it on']);
    const reports = await reported(page);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/^<vt-course-card> data-texts: .*keeping its last good value/);
  });
});

describe.concurrent('<vt-course-search> after start', () => {
  const block = (page: Page) => page.locator('vt-course-search');
  const count = (page: Page) => block(page).locator('h2.vt-course-search__count').textContent();
  const input = (page: Page) => block(page).locator('input[type="search"]');

  it('a new data-options (filters) searches again with the same query; the query typed and not sent stays in the box', async ({
    expect,
  }) => {
    const { page, pageErrors } = await open('/classes/search?q=algebra');
    const bodies: { query: unknown }[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/_search')) bodies.push(r.postDataJSON());
    });
    await expect.poll(() => count(page)).toBe('26 results for “algebra” · Page 1 of 2');
    await input(page).fill('geometry');
    await block(page).evaluate((el) => el.setAttribute('data-options', '{"filters": {"all": [{"subjects": ["algebra-2"]}]}}'));
    await expect.poll(() => count(page)).toBe('3 results for “algebra”');
    expect(JSON.stringify(bodies.at(-1)!.query)).toContain('"algebra-2"');
    expect(await input(page).inputValue()).toBe('geometry');
    expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => location.search)).toBe('?q=algebra');
    expect(await reported(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('the options property: its query applies where the URL has none, and keeps a query the visitor typed; the texts property relabels, keeping it', async ({
    expect,
  }) => {
    const { page } = await open('/classes/search');
    await expect.poll(() => count(page)).toMatch(/^\d+ results( · Page 1 of \d+)?$/);
    type Search = HTMLElement & { options: object; texts: object };
    await block(page).evaluate((el) => ((el as Search).options = { query: 'geometry' }));
    await expect.poll(() => count(page)).toMatch(/^\d+ results? for “geometry”/);
    // The box follows the new default while the visitor has not typed in it.
    expect(await input(page).inputValue()).toBe('geometry');
    await input(page).fill('alg');
    await block(page).evaluate((el) => ((el as Search).options = { query: 'calculus' }));
    await expect.poll(() => count(page)).toMatch(/^\d+ results? for “calculus”/);
    expect(await input(page).inputValue()).toBe('alg');
    await block(page).evaluate((el) => ((el as Search).texts = { submit: 'Find' }));
    await expect.poll(() => block(page).locator('.vt-course-search__submit').textContent()).toBe('Find');
    expect(await input(page).inputValue()).toBe('alg');
    expect(await block(page).evaluate((el) => el.getAttribute('data-texts'))).toBe('{"submit":"Find"}');
  });

  it('a malformed new data-options is reported once, sends no search and keeps the last good options', async ({ expect }) => {
    const { page } = await open('/classes/search?q=algebra');
    await block(page).evaluate((el) => el.setAttribute('data-options', '{"filters": {"all": [{"subjects": ["algebra-2"]}]}}'));
    await expect.poll(() => count(page)).toBe('3 results for “algebra”');
    let searches = 0;
    page.on('request', (r) => {
      if (r.url().includes('/_search')) searches++;
    });
    await block(page).evaluate((el) => el.setAttribute('data-options', '{"filters": '));
    await expect.poll(() => reported(page)).toHaveLength(1);
    expect((await reported(page))[0]).toMatch(/^<vt-course-search> data-options: .*keeping its last good value/);
    // A later good change (the texts) renders with the kept options: still the 3 results, no new search.
    await block(page).evaluate((el) => el.setAttribute('data-texts', '{"submit": "Find"}'));
    await expect.poll(() => block(page).locator('.vt-course-search__submit').textContent()).toBe('Find');
    expect(await count(page)).toBe('3 results for “algebra”');
    expect(searches).toBe(0);
    expect(await reported(page)).toHaveLength(1);
  });
});

describe.concurrent('<vt-navbar-search> after start', () => {
  const search = (page: Page) => page.locator('#header-search');
  const box = (page: Page) => search(page).locator('[role="combobox"]');

  /** Each group's header and its options' texts. */
  const groups = (page: Page) =>
    search(page)
      .locator('[role="group"]')
      .evaluateAll((list) =>
        list.map((g) => [
          document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent ?? '',
          [...g.querySelectorAll('[role="option"]')].map((o) => o.textContent ?? ''),
        ]),
      );

  async function typed(page: Page, text: string) {
    await box(page).click();
    await page.keyboard.type(text, { delay: 20 });
    await page.waitForFunction(() => document.querySelector('#header-search [role="combobox"]')?.getAttribute('aria-expanded') === 'true');
  }

  async function openNavbar() {
    const tracked = await open('/navbar-search.html');
    await tracked.page.waitForFunction(() => !!document.querySelector('#header-search [role="combobox"]'));
    return tracked;
  }

  it('a new data-filters asks both sources again for the typed query; the box keeps it and the dropdown stays open', async ({ expect }) => {
    const { page, pageErrors } = await openNavbar();
    const bodies: { query: string; filters: { all: unknown[] } }[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/as/v1/engines/')) bodies.push(r.postDataJSON());
    });
    await typed(page, 'camp');
    await expect.poll(() => groups(page)).not.toEqual([['Classes', ['Minecraft Coding Camp']]]);
    await search(page).evaluate((el) => el.setAttribute('data-filters', '{"subjects": ["coding"]}'));
    await expect.poll(() => groups(page)).toEqual([['Classes', ['Minecraft Coding Camp']]]);
    expect(bodies.at(-1)).toMatchObject({ query: 'camp' });
    expect(bodies.at(-1)!.filters.all).toContainEqual({ subjects: ['coding'] });
    expect(await box(page).inputValue()).toBe('camp');
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
    expect(await box(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await reported(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('the placeholder and texts properties relabel it at once, keeping the typed query and the open results', async ({ expect }) => {
    const { page } = await openNavbar();
    await typed(page, 'camp');
    await expect.poll(async () => (await groups(page)).length).toBeGreaterThan(0);
    const before = await groups(page);
    type Search = HTMLElement & { placeholder: string; texts: object };
    await search(page).evaluate((el) => {
      (el as Search).placeholder = 'Find a class';
      (el as Search).texts = { items: 'Courses', label: 'Site search' };
    });
    await expect.poll(() => box(page).getAttribute('placeholder')).toBe('Find a class');
    expect(await groups(page)).toEqual(before.map(([header, options]) => [header === 'Classes' ? 'Courses' : header, options]));
    expect(await search(page).getByRole('combobox', { name: 'Site search' }).count()).toBe(1);
    expect(await box(page).inputValue()).toBe('camp');
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
    expect(await search(page).evaluate((el) => [el.getAttribute('data-placeholder'), el.getAttribute('data-texts')])).toEqual([
      'Find a class',
      '{"items":"Courses","label":"Site search"}',
    ]);
  });

  it('a malformed new data-texts is reported once; the last good texts stay, with the open results', async ({ expect }) => {
    const { page } = await openNavbar();
    await search(page).evaluate((el) => el.setAttribute('data-texts', '{"items": "Courses"}'));
    await typed(page, 'camp');
    await expect.poll(async () => (await groups(page)).map(([header]) => header)).toContain('Courses');
    await search(page).evaluate((el) => el.setAttribute('data-texts', '{"items": '));
    await expect.poll(() => reported(page)).toHaveLength(1);
    expect((await reported(page))[0]).toMatch(/^<vt-navbar-search> data-texts: .*keeping its last good value/);
    await search(page).evaluate((el) => el.setAttribute('data-placeholder', 'Find a class'));
    await expect.poll(() => box(page).getAttribute('placeholder')).toBe('Find a class');
    expect((await groups(page)).map(([header]) => header)).toContain('Courses');
    expect(await box(page).inputValue()).toBe('camp');
    expect(await reported(page)).toHaveLength(1);
  });
});
