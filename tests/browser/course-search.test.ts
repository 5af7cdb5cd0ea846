import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { axeViolations, settled, startHarness, type Harness, type PageOptions } from './harness';

/**
 * `<vt-course-search>` (spec §2 Course search block, §3, §5 Search, §7, §8, §9 Search) on the built
 * dist/ in Chromium, against the demo item-search service (packages/demo-api/src/course-search.ts).
 * The demo catalogue is read-only and each test has its own context: the tests run concurrently.
 * The test that measures render times is in course-search.timing.test.ts (run alone).
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
    heard: [string, unknown][];
    __vtPwned?: number;
  }
}

const SEARCH = '**/course-search/*/_search*';

async function open(path = '/classes/search?q=algebra', options: PageOptions = {}, before?: (page: Page) => Promise<unknown>) {
  const tracked = await h.newPage(options);
  await tracked.page.addInitScript(() => {
    window.reported = [];
    window.heard = [];
    window.vtErrorReporter = (e) => window.reported.push(e.message);
    for (const type of ['searchComplete', 'facetsComplete', 'vt-search-error'])
      document.addEventListener(type, (e) => window.heard.push([type, (e as CustomEvent).detail]));
  });
  await before?.(tracked.page);
  await tracked.page.goto(h.url(path));
  return tracked;
}

const block = (page: Page) => page.locator('vt-course-search');
const count = (page: Page) => block(page).locator('h2.vt-course-search__count').textContent();
const hits = (page: Page) => block(page).locator('.vt-course-search__hit').count();
const titles = (page: Page) => block(page).locator('.vt-course-item__title').allTextContents();
const reported = (page: Page) => page.evaluate(() => window.reported);
const heard = (page: Page) => page.evaluate(() => window.heard);
const search = (page: Page) => page.evaluate(() => location.search);
const checkbox = (page: Page, name: RegExp) => block(page).getByRole('checkbox', { name });
const pages = (page: Page) => block(page).getByRole('navigation', { name: 'Pages' });

describe.concurrent('<vt-course-search>: results, pages and facets', () => {
  it('/classes/search?q=algebra renders 24 results and pagination; the events and the course_search action carry them (§3, §7, §9)', async ({
    expect,
  }) => {
    const { page, pageErrors } = await open();
    const bodies: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/_search')) bodies.push([new URL(r.url()).pathname + new URL(r.url()).search, r.postDataJSON()]);
    });
    await expect.poll(() => count(page)).toBe('26 results for “algebra” · Page 1 of 2');
    expect(await hits(page)).toBe(24);
    expect((await titles(page))[0]).toBe('Algebra');
    const nav = pages(page);
    expect(await nav.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('button', { name: 'Page 2' }).count()).toBe(1);
    expect(await nav.getByRole('button', { name: 'Next' }).count()).toBe(1);
    expect(await nav.getByRole('button', { name: 'Previous' }).count()).toBe(0);
    const events = await heard(page);
    const complete = events.find(([t]) => t === 'searchComplete')?.[1] as {
      query: string;
      page: number;
      results: unknown[];
      page_info: unknown;
    };
    expect(complete).toMatchObject({ query: 'algebra', page: 1, page_info: { current: 1, size: 24, total_pages: 2, total_results: 26 } });
    expect(complete.results).toHaveLength(24);
    expect(complete.results[0]).toMatchObject({
      id: expect.stringMatching(/^topic-/),
      catalog_type: 'catalog-topics-v1',
      title: 'Algebra',
    });
    const facets = events.find(([t]) => t === 'facetsComplete')?.[1] as { facets: { field: string }[] };
    expect(facets.facets.map((f) => f.field)).toEqual(['subjects', 'grades', 'days_of_week', 'start_times', 'start_dates']);
    const action = await page.evaluate(() => (window.dataLayer as Record<string, unknown>[]).find((e) => e.event === 'course_search'));
    expect(action).toMatchObject({ course_search: { query: 'algebra', page: 1, filters: { all: [], none: [] } } });
    expect((action!.course_search as { result_uuids: string[] }).result_uuids).toHaveLength(24);
    expect(await reported(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('the request: both indices, dfs_query_then_fetch, the plain template filled in, the filters, size 24 (§7)', async ({ expect }) => {
    const bodies: [string, Record<string, unknown>][] = [];
    const { page } = await open('/classes/search?q=algebra&page=2', {}, async (p) => {
      p.on('request', (r) => {
        if (r.url().includes('/_search')) bodies.push([new URL(r.url()).pathname + new URL(r.url()).search, r.postDataJSON()]);
      });
    });
    await expect.poll(() => hits(page)).toBe(2);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]![0]).toBe('/course-search/catalog-items,catalog-topics/_search?search_type=dfs_query_then_fetch');
    expect(bodies[0]![1]).toMatchObject({
      from: 24,
      size: 24,
      query: {
        bool: {
          must: [{ simple_query_string: { query: 'algebra*' } }],
          filter: [{ term: { e_commerce: true } }, { range: { start_dates: {} } }],
        },
      },
      track_total_hits: true,
    });
  });

  it('Next goes to page 2 (the URL says so); Back restores page 1 and Forward page 2', async ({ expect }) => {
    const { page } = await open();
    await expect.poll(() => hits(page)).toBe(24);
    await pages(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => hits(page)).toBe(2);
    expect(await search(page)).toBe('?q=algebra&page=2');
    expect(await count(page)).toBe('26 results for “algebra” · Page 2 of 2');
    await page.goBack();
    await expect.poll(() => hits(page)).toBe(24);
    expect(await search(page)).toBe('?q=algebra');
    await page.goForward();
    await expect.poll(() => hits(page)).toBe(2);
  });

  it('ticking a facet narrows the results and the other counts; its own values stay with their counts; Back restores', async ({
    expect,
  }) => {
    const { page } = await open();
    await expect.poll(() => hits(page)).toBe(24);
    expect(await checkbox(page, /^Algebra 2 \(3\)$/).isChecked()).toBe(false);
    const grade6 = await block(page).locator('[data-facet="grades"] label').filter({ hasText: /^6 / }).textContent();
    await checkbox(page, /^Algebra 2 \(3\)$/).check();
    await expect.poll(() => count(page)).toBe('3 results for “algebra”');
    expect(await titles(page)).toEqual(['Algebra 2', 'Algebra 2 Crash Course', 'Honors Algebra 2']);
    expect(await search(page)).toBe('?q=algebra&filters%5Bsubjects%5D=algebra-2');
    // The subject facet keeps its other values and counts; the grade facet counts only the 3.
    expect(await checkbox(page, /^Algebra \(18\)$/).count()).toBe(1);
    expect(await checkbox(page, /^Algebra 2 \(3\)$/).isChecked()).toBe(true);
    expect(grade6).toBe('6 (3)');
    expect(await block(page).locator('[data-facet="grades"] label').allTextContents()).toEqual(['10 (3)', '11 (3)', '9 (3)', '12 (1)']);
    // A second value of the same facet widens (any of them).
    await checkbox(page, /^Pre-algebra \(2\)$/).check();
    await expect.poll(() => count(page)).toBe('5 results for “algebra”');
    await page.goBack();
    await expect.poll(() => count(page)).toBe('3 results for “algebra”');
    await page.goBack();
    await expect.poll(() => count(page)).toBe('26 results for “algebra” · Page 1 of 2');
    expect(await checkbox(page, /^Algebra 2 \(3\)$/).isChecked()).toBe(false);
  });

  it("a range choice filters ('Night' wraps midnight: the 21:00, 22:00 and 05:00 sections) and 'Any' clears it", async ({ expect }) => {
    const { page } = await open('/classes/search?q=weekly');
    await expect.poll(() => count(page)).toBe('14 results for “weekly”');
    await block(page).getByRole('radio', { name: 'Night (3)' }).check();
    await expect.poll(() => count(page)).toBe('3 results for “weekly”');
    expect((await titles(page)).sort()).toEqual([
      'Algebra 1 Weekly Practice: Early Wednesdays',
      'Algebra 1 Weekly Practice: Sunday Nights',
      'Algebra 1 Weekly Practice: Tuesday Nights',
    ]);
    expect(await search(page)).toBe('?q=weekly&filters%5Bstart_times%5D=Night');
    await block(page).getByRole('group', { name: 'Time of day' }).getByRole('radio', { name: 'Any' }).check();
    await expect.poll(() => count(page)).toBe('14 results for “weekly”');
  });

  it('the query box: a phrase, a quoted phrase, no results; a new query goes back to page 1 and into the URL', async ({ expect }) => {
    const { page } = await open('/classes/search?q=algebra&page=2');
    await expect.poll(() => hits(page)).toBe(2);
    const input = block(page).getByRole('searchbox', { name: 'Search classes' });
    expect(await input.inputValue()).toBe('algebra');
    await input.fill('linear algebra');
    await input.press('Enter');
    await expect.poll(() => titles(page)).toEqual(['Linear Algebra for Beginners']);
    expect(await search(page)).toBe('?q=linear+algebra');
    await input.fill('"summer camp"');
    await block(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => count(page)).toBe("2 results for “'summer camp'”");
    await input.fill('zzz');
    await input.press('Enter');
    await expect.poll(() => count(page)).toBe('No classes match “zzz”.');
    expect(await hits(page)).toBe(0);
    expect(await pages(page).count()).toBe(0);
  });

  it("the request asks for the nested children's inner hits, 100 (§9); a hit that carries them shows them as its offerings", async ({
    expect,
  }) => {
    const bodies: Record<string, unknown>[] = [];
    const { page } = await open('/classes/search?q=algebra', {}, async (p) => {
      p.on('request', (r) => {
        if (r.url().includes('/_search')) bodies.push(r.postDataJSON());
      });
    });
    await expect.poll(() => hits(page)).toBe(24);
    expect(bodies[0]).toMatchObject({
      query: {
        bool: {
          should: [
            {
              nested: {
                path: 'children',
                query: { range: { 'children.start_dates': { gte: expect.any(String) } } },
                score_mode: 'none',
                ignore_unmapped: true,
                inner_hits: { name: 'children', size: 100 },
              },
            },
          ],
        },
      },
    });
    const others = (title: string) =>
      block(page)
        .locator('.vt-course-search__hit')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
        .locator('.vt-course-item__others')
        .textContent();
    // The Algebra topic carries its children, the algebra classes sold online: their 32 bookable
    // starts, not the topic's own two, make the next class and the other offerings.
    expect(await others('Algebra')).toBe(' · 31 more class options');
    // A class carries no children: its own start dates (1, 8 and 15 days ahead).
    expect(await others('Algebra 1 Bootcamp')).toBe(' · 2 more class options');
  });

  it('an empty query lists everything bookable (the blank template)', async ({ expect }) => {
    const { page } = await open('/classes/search');
    await expect.poll(() => count(page)).toMatch(/^\d+ results · Page 1 of \d$/);
    expect(await hits(page)).toBe(24);
  });
});

describe.concurrent('<vt-course-search>: failures (spec §8: shown with Retry, reported once)', () => {
  for (const [name, fail] of [
    ['HTTP 500', (route: Route) => route.fulfill({ status: 500, json: { error: { type: 'x', reason: 'boom' }, status: 500 } })],
    ['a network failure', (route: Route) => route.abort('failed')],
  ] as const)
    it(`${name}: the message and Retry, which works`, async ({ expect }) => {
      let failing = true;
      const { page, pageErrors } = await open('/classes/search?q=algebra', {}, (p) =>
        p.route(SEARCH, (route) => (failing ? fail(route) : route.continue())),
      );
      const alert = block(page).getByRole('alert');
      await expect.poll(() => alert.textContent()).toBe('Search is not available right now.Retry');
      expect(await reported(page)).toEqual([expect.stringMatching(/^<vt-course-search> course search failed: /)]);
      const errors = (await heard(page)).filter(([t]) => t === 'vt-search-error');
      expect(errors).toEqual([['vt-search-error', { message: (await reported(page))[0] }]]);
      failing = false;
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => hits(page)).toBe(24);
      expect(await alert.count()).toBe(0);
      expect(await reported(page)).toHaveLength(1);
      expect(pageErrors).toEqual([]);
    });

  it('a template that is not JSON: the message, reported naming it; the header search still works', async ({ expect }) => {
    const { page } = await open('/classes/search?q=algebra', {}, (p) =>
      p.route('**/course-search/templates/phrase_query.json', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"match": ' }),
      ),
    );
    await expect.poll(() => block(page).getByRole('alert').count()).toBe(1);
    expect(await reported(page)).toEqual([expect.stringContaining('the phrase_query template is not valid JSON')]);
    await page.locator('#header-search').getByRole('combobox').fill('alg');
    await expect.poll(() => page.locator('#header-search [role="option"]').count()).toBeGreaterThan(3);
  });

  it('an answer without hits: the message, reported', async ({ expect }) => {
    const { page } = await open('/classes/search?q=algebra', {}, (p) => p.route(SEARCH, (route) => route.fulfill({ json: { took: 1 } })));
    await expect.poll(() => block(page).getByRole('alert').count()).toBe(1);
    expect(await reported(page)).toEqual([expect.stringContaining('not an Elasticsearch search response')]);
  });

  it('only the latest answer is shown: an older, slower answer never replaces it', async ({ expect }) => {
    // The answers to the first query ('algebra') are held until the newer one is shown.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const stale: Promise<void>[] = [];
    const tracked = await open('/classes/search?q=algebra', {}, (p) =>
      p.route(SEARCH, (route) => {
        // The query goes out as a prefix ("algebra*"), so match the word, not the quoted string.
        const body = JSON.stringify(route.request().postDataJSON());
        if (!body.includes('algebra')) return route.continue();
        const answered = released.then(() =>
          route
            .fulfill({
              json: { hits: { total: { value: 1 }, hits: [{ _index: 'catalog-items-v1', _id: 'x', _source: { title: 'STALE' } }] } },
            })
            .catch(() => {}),
        );
        stale.push(answered);
        return answered;
      }),
    );
    const { page } = tracked;
    // The first query is on its way before the visitor asks the next one (on a slow machine the
    // visitor typed before it went out, and there was no older answer to hold).
    await expect.poll(() => stale.length).toBeGreaterThan(0);
    const input = block(page).getByRole('searchbox', { name: 'Search classes' });
    await input.fill('geometry');
    await input.press('Enter');
    await expect.poll(() => titles(page)).toContain('Geometry Proofs Made Simple');
    // The older answers arrive now; once they are in (or refused) and the page has settled, they changed nothing.
    release();
    await Promise.all(stale);
    await settled(tracked);
    expect(await titles(page)).not.toContain('STALE');
    expect(await reported(page)).toEqual([]);
  });

  it('while loading, the previous results stay, dimmed', async ({ expect }) => {
    const { page } = await open();
    await expect.poll(() => hits(page)).toBe(24);
    // The page 2 answer is held until the loading state has been seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(SEARCH, async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    await pages(page).getByRole('button', { name: 'Next' }).click();
    const results = block(page).locator('.vt-course-search__results');
    await expect.poll(() => results.getAttribute('class')).toContain('vt-course-search__results--loading');
    expect(await results.getAttribute('aria-busy')).toBe('true');
    expect(await hits(page)).toBe(24);
    release();
    await expect.poll(() => hits(page)).toBe(2);
    expect(await results.getAttribute('aria-busy')).toBe('false');
  });

  it('hostile strings stay text: a query of markup, a class whose title is markup, a javascript: details page (no link)', async ({
    expect,
  }) => {
    const { page } = await open(`/classes/search?q=${encodeURIComponent('<img src=x onerror="window.__vtPwned=1">hostile')}`);
    // Double quotes became single quotes (spec §5); the demo catalogue's hostile class matches every word.
    await expect.poll(() => count(page)).toBe("1 result for “<img src=x onerror='window.__vtPwned=1'>hostile”");
    await expect.poll(() => titles(page)).toEqual(['<img src=x onerror="window.__vtPwned=1">Hostile <b>class</b>']);
    expect(await block(page).locator('.vt-course-item__title a').count()).toBe(0);
    expect(await page.evaluate(() => window.__vtPwned)).toBeUndefined();
    // The list item links only http(s) and relative URLs: the javascript: details page gives a title without a link.
    expect(await block(page).locator('[href^="javascript:"]').count()).toBe(0);
  });
});

describe.concurrent("<vt-course-search>: images (issue 50: the first hit's image is the page's largest contentful paint)", () => {
  it('the first row of hits (one: the hits are one column at every width) loads its image eagerly at fetchpriority high; the others lazily; a new page likewise', async ({
    expect,
  }) => {
    const { page } = await open();
    await expect.poll(() => hits(page)).toBe(24);
    const loading = () =>
      block(page)
        .locator('.vt-course-search__hit img')
        .evaluateAll((imgs) => imgs.map((img) => `${img.getAttribute('loading')} ${img.getAttribute('fetchpriority')}`));
    const expected = ['eager high', ...Array<string>(23).fill('lazy null')];
    expect(await loading()).toEqual(expected);
    // One column: the second hit is below the first at a phone's width and at a desktop's.
    const [first, second] = await block(page)
      .locator('.vt-course-search__hit')
      .evaluateAll((lis) => lis.slice(0, 2).map((li) => li.getBoundingClientRect().top));
    expect(second).toBeGreaterThan(first!);
    await pages(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => hits(page)).toBe(2);
    expect(await loading()).toEqual(['eager high', 'lazy null']);
  });
});

describe.concurrent('<vt-course-search>: the demo data', () => {
  it('every URL the demo API returns resolves: no response of 400 or more, every image loads, every result link opens a page', async ({
    expect,
  }) => {
    const failed: string[] = [];
    const { page } = await open('/classes/search?q=algebra', {}, async (p) => {
      p.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
      });
    });
    await expect.poll(() => hits(page)).toBe(24);
    const images = block(page).locator('.vt-course-search__hit img');
    expect(await images.count()).toBe(24);
    // The images are lazy: load them all at once, so each is asked for (scrolling to each of 24 in
    // turn outlasted the test's minute on a busy CI machine).
    await images.evaluateAll((imgs) => (imgs as HTMLImageElement[]).forEach((img) => (img.loading = 'eager')));
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('vt-course-search .vt-course-search__hit img')].every((img) => img.complete),
    );
    expect(
      await images.evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((img) => !img.naturalWidth).map((img) => img.currentSrc)),
    ).toEqual([]);
    const links = await block(page)
      .locator('.vt-course-item__title a')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links).toHaveLength(24);
    const statuses = await Promise.all(links.map(async (link) => [new URL(link).pathname, (await page.request.get(link)).status()]));
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
    expect(failed).toEqual([]);
  });
});

describe.concurrent('<vt-course-search>: keyboard, touch, accessibility', () => {
  it('keyboard only: Space ticks a facet, arrows choose a range, Enter pages; the focus goes to the new results', async ({ expect }) => {
    const { page } = await open();
    await expect.poll(() => hits(page)).toBe(24);
    await checkbox(page, /^Algebra \(18\)$/).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => count(page)).toBe('18 results for “algebra”');
    await block(page).getByRole('group', { name: 'Days' }).getByRole('radio', { name: 'Any' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => search(page)).toBe('?q=algebra&filters%5Bsubjects%5D=algebra&filters%5Bdays_of_week%5D=Weekdays');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => search(page)).toBe('?q=algebra&filters%5Bsubjects%5D=algebra');
    await page.keyboard.press('Space'); // back on 'Any'
    await checkbox(page, /^Algebra \(/).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => count(page)).toBe('26 results for “algebra” · Page 1 of 2');
    // Tab from the last hit's link reaches the pages; Enter on Next shows page 2 and moves the focus to its heading.
    await block(page).locator('.vt-course-item__title a').last().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('2');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next');
    await page.keyboard.press('Enter');
    await expect.poll(() => hits(page)).toBe(2);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('vt-course-search__count'))).toBe(true);
    const ring = await page.evaluate(() => {
      const b = document.querySelector('.vt-course-search__page') as HTMLElement;
      b.focus();
      return getComputedStyle(b).outlineStyle;
    });
    expect(ring).not.toBe('none');
  });

  it('touch: tapping a facet and a page on a phone', async ({ expect }) => {
    const { page } = await open('/classes/search?q=algebra', { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await expect.poll(() => hits(page)).toBe(24);
    // On a phone the facets are behind the 'Filter results' disclosure.
    const toggle = block(page).getByRole('button', { name: 'Filter results' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await block(page).locator('.vt-course-search__option').first().isVisible()).toBe(false);
    await toggle.tap();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const box = await block(page).locator('.vt-course-search__option').first().boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await block(page)
      .locator('.vt-course-search__option')
      .filter({ hasText: /^Algebra 2 / })
      .tap();
    await expect.poll(() => count(page)).toBe('3 results for “algebra”');
    await block(page)
      .locator('.vt-course-search__option')
      .filter({ hasText: /^Algebra 2 / })
      .tap();
    await expect.poll(() => hits(page)).toBe(24);
    await pages(page).getByRole('button', { name: 'Page 2' }).tap();
    await expect.poll(() => hits(page)).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('axe: no violations with results, facets ticked, the error and the empty state', async ({ expect }) => {
    const { page } = await open('/classes/search?q=algebra&filters%5Bsubjects%5D=algebra');
    await expect.poll(() => hits(page)).toBe(18);
    expect(await axeViolations(page, 'vt-course-search')).toEqual([]);
    await page.route(SEARCH, (route) => route.fulfill({ status: 500, json: {} }));
    await block(page).getByRole('searchbox').fill('zzz');
    await block(page).getByRole('searchbox').press('Enter');
    await expect.poll(() => block(page).getByRole('alert').count()).toBe(1);
    expect(await axeViolations(page, 'vt-course-search')).toEqual([]);
    await page.unroute(SEARCH);
    await block(page).getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => count(page)).toBe('No classes match “zzz”.');
    expect(await axeViolations(page, 'vt-course-search')).toEqual([]);
  });

  it("the navbar search's '+N more' leads here with its query", async ({ expect }) => {
    const { page } = await open('/navbar-search.html');
    await page.locator('#header-search').getByRole('combobox').fill('alg');
    await page.locator('#header-search').getByRole('option', { name: '+4 more' }).click();
    await page.waitForURL('**/classes/search?q=alg');
    await expect.poll(() => count(page)).toMatch(/^\d+ results for “alg”/);
  });
});
