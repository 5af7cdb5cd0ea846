import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { axeViolations, startHarness, type Harness, type PageOptions } from './harness';

/**
 * `<vt-navbar-search>` (spec §2 Navigation, §3, §4 Search dropdown, §5 Search, §7, §8, §9) on the
 * built dist/ in Chromium, against the demo API (packages/demo-api/src/search.ts).
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

/** The element's pause before it searches (packages/navbar-search/src/core/search.ts SEARCH_DEBOUNCE_MS). */
const SEARCH_DEBOUNCE_MS = 150;

/** A promise the test settles: a held response goes out when the test says so. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The example page with its errors and the element's events recorded in the page. With `clock`,
 * the page runs on Playwright's clock, paused from the start (runFor moves it on).
 */
async function open(options: PageOptions = {}, path = '/navbar-search.html', { clock = false } = {}) {
  const tracked = await h.newPage(options);
  if (clock) {
    // Paused from the start (an hour ahead: no later than the page's own clock however busy the machine).
    const start = Date.now();
    await tracked.page.clock.install({ time: start });
    await tracked.page.clock.pauseAt(start + 3_600_000);
  }
  await tracked.page.addInitScript(() => {
    window.reported = [];
    window.heard = [];
    window.vtErrorReporter = (e) => window.reported.push(e.message);
    for (const type of ['vt-search', 'vt-search-results', 'vt-search-empty'])
      document.addEventListener(type, (e) => window.heard.push([type, (e as CustomEvent).detail]));
  });
  await tracked.page.goto(h.url(path));
  await tracked.page.waitForFunction(() => !!document.querySelector('#header-search [role="combobox"]'));
  return tracked;
}

const box = (page: Page) => page.getByRole('combobox', { name: 'Search subjects and classes' });
const search = (page: Page) => page.locator('#header-search');
const reported = (page: Page) => page.evaluate(() => window.reported);
const heard = (page: Page) => page.evaluate(() => window.heard);

/** What the dropdown lists: each group's header and its options' texts. */
async function groups(page: Page): Promise<[string, string[]][]> {
  return search(page)
    .locator('[role="group"]')
    .evaluateAll((list) =>
      list.map((g) => [
        document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent ?? '',
        [...g.querySelectorAll('[role="option"], .vt-search__error')].map((o) => o.textContent ?? ''),
      ]),
    ) as Promise<[string, string[]][]>;
}

async function typeQuery(page: Page, text: string) {
  await box(page).click();
  await box(page).fill('');
  await page.keyboard.type(text, { delay: 20 });
}

const ALG: [string, string[]][] = [
  ['Subjects', ['Algebra', 'Algebra 1', 'Algebra 2', 'Pre-Algebra', 'College Algebra', '+2 more']],
  ['Topics', ['Algebra', 'Algebra 2', 'Pre-Algebra']],
  [
    'Classes',
    [
      'Algebra 1 Bootcamp',
      'Algebra 2 Crash Course',
      'Algebra Foundations',
      'Algebra Word Problems Workshop',
      'Algebra-Based Physics',
      '+4 more',
    ],
  ],
];

describe.concurrent('<vt-navbar-search>: two sources, one grouped list', () => {
  it("typing 'alg' shows subjects, topics and classes under their headers, 5 a group then '+N more' (§3, §9)", async ({ expect }) => {
    // On the page clock: a slow machine typing 'ALG ' must not make a pause (and a request) mid-word.
    const { page, pageErrors } = await open({}, '/navbar-search.html', { clock: true });
    const bodies: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/as/v1/engines/')) bodies.push(r.postDataJSON());
    });
    await typeQuery(page, 'ALG ');
    await page.clock.runFor(SEARCH_DEBOUNCE_MS);
    await expect.poll(() => groups(page)).toEqual(ALG);
    const input = box(page);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    const listbox = page.locator(`[id="${await input.getAttribute('aria-controls')}"]`);
    expect(await listbox.getAttribute('role')).toBe('listbox');
    expect(await search(page).getByRole('option', { name: '+2 more' }).count()).toBe(1);
    // The polite announcement counts what each source knows of: 7 subjects, 3 topics, 9 classes.
    expect(await search(page).locator('[role="status"]').textContent()).toBe('19 results');
    // The query is trimmed and lowercased (§5); the engine gets the spec's filters and fields (§7).
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      query: 'alg',
      filters: { all: [{ business_units: ['VSD', 'Camps', 'Courses'] }, { start_dates: {} }], none: [{ topic_ids: { from: 0 } }] },
    });
    expect(await heard(page)).toContainEqual(['vt-search', { query: 'alg' }]);
    await expect
      .poll(async () => (await heard(page)).find(([t]) => t === 'vt-search-results')?.[1])
      .toMatchObject({
        query: 'alg',
        groups: [
          { type: 'subjects', total: 7 },
          { type: 'topics', total: 3 },
          { type: 'items', total: 9 },
        ],
      });
    // '+N more' goes to the results page for the query.
    await search(page).getByRole('option', { name: '+4 more' }).click();
    await page.waitForURL('**/classes/search?q=alg');
    expect(pageErrors).toEqual([]);
  });

  it('a search starts once typing has paused 150 ms, not at 149 ms: one request per source, for the whole word (docs/elements.md, §7)', async ({
    expect,
  }) => {
    // Paused page clock: the keys land at one page time however slowly the machine types. A search
    // starts in the pause's timer with its vt-search event, so what runFor has not fired has not
    // started; the requests are then seen going out.
    const { page, pageErrors } = await open({}, '/navbar-search.html', { clock: true });
    const sent: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/vtwa/v1/subjects/lookup') sent.push(`lookup ${url.searchParams.get('query')}`);
      if (url.pathname.startsWith('/api/as/v1/engines/')) sent.push(`engine ${(r.postDataJSON() as { query: string }).query}`);
    });
    const searched = () => page.evaluate(() => window.heard.filter(([type]) => type === 'vt-search').map(([, detail]) => detail));
    await typeQuery(page, 'algebra');
    await page.clock.runFor(149);
    expect(await searched()).toEqual([]);
    await page.clock.runFor(1);
    expect(await searched()).toEqual([{ query: 'algebra' }]);
    await expect.poll(() => [...sent].sort()).toEqual(['engine algebra', 'lookup algebra']);
    // The answer shows, and with it every request the page made for the word: still one per source.
    await expect.poll(async () => (await groups(page)).length).toBeGreaterThan(0);
    expect([...sent].sort()).toEqual(['engine algebra', 'lookup algebra']);
    expect(pageErrors).toEqual([]);
  });

  it("fast typing of 'algebra' shows only the answer for 'algebra', even when the answer for 'alg' would arrive last; the aborted lookup is not reported", async ({ expect }) => {
    // The page clock drives the 150 ms debounce: paused, every keystroke lands inside one pause
    // however slowly the machine types, and runFor ends the pause.
    const { page, pageErrors } = await open({}, '/navbar-search.html', { clock: true });
    const lookups: string[] = [];
    const engineQueries: string[] = [];
    const aborted: string[] = [];
    page.on('requestfailed', (r) => aborted.push(`${new URL(r.url()).pathname}|${r.failure()?.errorText}`));
    // The answers for 'alg' are held until the answer for 'algebra' shows, then say something no visitor may see.
    const release = deferred();
    const held: Promise<void>[] = [];
    const hold = (route: Route, stale: unknown) => {
      const answered = release.promise.then(() => route.fulfill({ json: stale })).catch(() => {});
      held.push(answered);
      return answered;
    };
    await page.route('**/vtwa/v1/subjects/lookup*', (route) => {
      const q = new URL(route.request().url()).searchParams.get('query')!;
      lookups.push(q);
      return q === 'alg' ? hold(route, [{ display_name: 'STALE subject', short_name: 'stale' }]) : route.continue();
    });
    await page.route('**/api/as/v1/engines/**', (route) => {
      const q = (route.request().postDataJSON() as { query: string }).query;
      engineQueries.push(q);
      return q === 'alg' ? hold(route, { results: [{ title: { raw: 'STALE class' } }] }) : route.continue();
    });
    await typeQuery(page, 'alg');
    expect(lookups).toEqual([]);
    await page.clock.runFor(SEARCH_DEBOUNCE_MS);
    await expect.poll(() => lookups).toEqual(['alg']);
    expect(await search(page).textContent()).toContain('Searching…');
    await page.keyboard.type('ebra', { delay: 20 });
    await page.clock.runFor(SEARCH_DEBOUNCE_MS);
    await expect
      .poll(() => groups(page))
      .toEqual([
        ['Subjects', ['Algebra', 'Algebra 1', 'Algebra 2', 'Pre-Algebra', 'College Algebra', '+2 more']],
        ['Topics', ['Algebra', 'Algebra 2', 'Pre-Algebra']],
        [
          'Classes',
          [
            'Algebra 1 Bootcamp',
            'Algebra 2 Crash Course',
            'Algebra Foundations',
            'Algebra Word Problems Workshop',
            'Algebra-Based Physics',
            '+4 more',
          ],
        ],
      ]);
    // Both requests for 'alg' were aborted as 'e' was typed, so their answers, released now, after the
    // one for 'algebra', cannot reach the page: still the answer for 'algebra', never the stale one.
    await expect.poll(() => held.length).toBe(2);
    await expect
      .poll(() => aborted.filter((a) => a.endsWith('|net::ERR_ABORTED')).map((a) => a.split('|')[0]).sort())
      .toEqual(['/api/as/v1/engines/items-pr/search', '/vtwa/v1/subjects/lookup']);
    release.resolve();
    await Promise.all(held);
    expect(await search(page).textContent()).not.toContain('STALE');
    expect(await box(page).inputValue()).toBe('algebra');
    // Bounded: one request per source per pause (7 keystrokes, 2 requests each), the older aborted.
    expect(lookups).toEqual(['alg', 'algebra']);
    expect(engineQueries).toEqual(['alg', 'algebra']);
    expect(aborted.some((a) => a.startsWith('/vtwa/v1/subjects/lookup|net::ERR_ABORTED'))).toBe(true);
    expect(await reported(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('keyboard only: Tab reaches the box; arrows, Home and End move; Enter opens the active result (APG combobox)', async ({ expect }) => {
    const { page } = await open();
    await page.keyboard.press('Tab'); // the logo
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.type('sat', { delay: 20 });
    await expect.poll(async () => (await groups(page))[0]).toEqual(['Subjects', ['SAT', 'LSAT', 'PSAT', 'SSAT']]);
    const active = async () => {
      const id = await box(page).getAttribute('aria-activedescendant');
      return id ? page.evaluate((id) => document.getElementById(id)?.textContent, id) : null;
    };
    expect(await active()).toBeNull();
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe('SAT');
    expect(await search(page).getByRole('option', { name: 'SAT', exact: true }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe('LSAT');
    await page.keyboard.press('End');
    const last = await active();
    expect(last).toBe(await search(page).getByRole('option').last().textContent());
    await page.keyboard.press('ArrowDown'); // wraps
    expect(await active()).toBe('SAT');
    await page.keyboard.press('ArrowUp'); // wraps back
    expect(await active()).toBe(last);
    await page.keyboard.press('Home');
    expect(await active()).toBe('SAT');
    // The focus never left the input.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/sat-tutors');
  });

  it('Enter with no option chosen goes to the results page; Escape closes, then clears', async ({ expect }) => {
    const { page } = await open();
    await typeQuery(page, 'Coding');
    await expect.poll(async () => (await groups(page)).length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    expect(await box(page).getAttribute('aria-expanded')).toBe('false');
    expect(await search(page).locator('.vt-search__popup').isHidden()).toBe(true);
    expect(await box(page).inputValue()).toBe('Coding');
    await page.keyboard.press('ArrowDown'); // opens again, with the same results
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await box(page).inputValue()).toBe('');
    await page.keyboard.type('python', { delay: 20 });
    await expect.poll(async () => (await groups(page)).length).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/classes/search?q=python');
  });

  it('mouse: a click opens a result; a click outside and leaving the box close the dropdown', async ({ expect }) => {
    const { page } = await open();
    await typeQuery(page, 'chem');
    await expect.poll(async () => (await groups(page)).map(([h]) => h)).toEqual(['Subjects', 'Topics', 'Classes']);
    await page.locator('footer').click();
    expect(await box(page).getAttribute('aria-expanded')).toBe('false');
    await box(page).click(); // opens again
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Shift+Tab'); // blur
    expect(await box(page).getAttribute('aria-expanded')).toBe('false');
    await box(page).click();
    await search(page).getByRole('option', { name: 'AP Chemistry Prep' }).click();
    await page.waitForURL('**/classes/ap-chemistry-prep');
  });

  it('touch, in a 320 px wide header: the dropdown fits the screen, options are 44 px tall, a tap opens a result', async ({ expect }) => {
    const { page } = await open({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    await box(page).tap();
    await page.keyboard.type('spanish', { delay: 20 });
    await expect.poll(async () => (await groups(page)).length).toBe(3);
    const popup = await search(page).locator('.vt-search__popup').boundingBox();
    expect(popup!.x).toBeGreaterThanOrEqual(0);
    expect(popup!.x + popup!.width).toBeLessThanOrEqual(320);
    const option = search(page).getByRole('option', { name: 'Conversational Spanish' });
    expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await option.tap();
    await page.waitForURL('**/classes/conversational-spanish');
  });
});

describe.concurrent('<vt-navbar-search>: states and bad input (§4, §8)', () => {
  it('no results: the no-results text, searchEmpty tracked and vt-search-empty fired', async ({ expect }) => {
    const { page } = await open();
    await typeQuery(page, 'zzz');
    await expect.poll(() => search(page).locator('.vt-search__message').textContent()).toBe('No results for “zzz”.');
    expect(await search(page).locator('[role="status"]').textContent()).toBe('No results for “zzz”.');
    expect(await box(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => heard(page)).toContainEqual(['vt-search-empty', { query: 'zzz' }]);
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toContainEqual({
      event: 'searchEmpty',
      query: 'zzz',
    });
    expect(await reported(page)).toEqual([]);
  });

  it('searching: the Searching… text while a slow source answers', async ({ expect }) => {
    const { page } = await open();
    await typeQuery(page, 'math slow');
    await expect.poll(() => search(page).locator('.vt-search__message').textContent()).toBe('Searching…');
    await expect.poll(async () => (await groups(page))[0]?.[1][0], { timeout: 8000 }).toBe('Math');
  });

  it.for<[string, RegExp, RegExp]>([
    [
      'fail-500',
      /^<vt-navbar-search> subject lookup failed: HTTP status 500 from http:\/\/127\.0\.0\.1:\d+\/vtwa\/v1\/subjects\/lookup\?query=fail-500$/,
      /^<vt-navbar-search> site search failed: HTTP status 500 from http:\/\/127\.0\.0\.1:\d+\/api\/as\/v1\/engines\/items-pr\/search$/,
    ],
    [
      'fail-html',
      /^<vt-navbar-search> subject lookup failed: Response is not JSON \(HTTP status 200\)/,
      /^<vt-navbar-search> site search failed: Response is not JSON \(HTTP status 200\)/,
    ],
    [
      'fail-network',
      /^<vt-navbar-search> subject lookup failed: Network error: /,
      /^<vt-navbar-search> site search failed: Network error: /,
    ],
  ])('%s: both sources fail, the error text shows and each failure is reported naming its cause', async ([query, lookup, engine], { expect }) => {
    const { page, pageErrors } = await open();
    await typeQuery(page, query);
    await expect
      .poll(() => search(page).locator('.vt-search__message').textContent())
      .toBe('Search is not available right now. Please try again.');
    await expect.poll(async () => (await reported(page)).length).toBe(2);
    const messages = await reported(page);
    expect(messages.some((m) => lookup.test(m))).toBe(true);
    expect(messages.some((m) => engine.test(m))).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it("a failing source shows the other source's results, with the error text in the failed group's place", async ({ expect }) => {
    const { page } = await open();
    await typeQuery(page, 'math search-500');
    await expect
      .poll(() => groups(page))
      .toEqual([
        ['Subjects', ['Math', 'Elementary Math', 'Middle School Math']],
        ['Classes', ['Search is not available right now. Please try again.']],
      ]);
    await typeQuery(page, 'coding lookup-network');
    await expect
      .poll(async () => (await groups(page)).slice(0, 2))
      .toEqual([
        ['Subjects', ['Search is not available right now. Please try again.']],
        ['Topics', ['Coding']],
      ]);
    expect(await reported(page)).toHaveLength(2);
  });

  it('hostile strings are shown as text; a javascript: details page is refused (reported) and links to the results page', async ({ expect }) => {
    const { page, pageErrors } = await open();
    await typeQuery(page, 'hostile');
    await expect
      .poll(async () => (await groups(page)).map(([h, o]) => [h, o.length]))
      .toEqual([
        ['Subjects', 1],
        ['Classes', 1],
      ]);
    const found = await groups(page);
    const [subject, item] = [found[0]![1][0], found[1]![1][0]];
    expect(subject).toBe('<img src=x onerror="window.__vtPwned=1">Hostile <i>subject</i>');
    expect(item).toBe('<img src=x onerror="window.__vtPwned=1">Hostile <b>class</b>');
    expect(await search(page).locator('img, i, b, script').count()).toBe(0);
    await expect
      .poll(() => reported(page))
      .toContainEqual(expect.stringContaining('result details_page "javascript:window.__vtPwned=1" was refused'));
    await search(page).getByRole('option').nth(1).click();
    await page.waitForURL('**/classes/search?q=hostile');
    expect(await page.evaluate(() => window.__vtPwned)).toBeUndefined();
    expect(pageErrors).toEqual([]);
  });

  it('data-filters: extra filters are sent; a malformed value is reported and the last good value kept (issue 39); removing it restores the default', async ({ expect }) => {
    const { page } = await open();
    const bodies: { filters: { all: unknown[] } }[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/as/v1/engines/')) bodies.push(r.postDataJSON());
    });
    await search(page).evaluate((el) => el.setAttribute('data-filters', '{"subjects": ["coding"]}'));
    await typeQuery(page, 'camp');
    await expect.poll(() => groups(page)).toEqual([['Classes', ['Minecraft Coding Camp']]]);
    expect(bodies.at(-1)!.filters.all).toContainEqual({ subjects: ['coding'] });
    await search(page).evaluate((el) => el.setAttribute('data-filters', '{"subjects": '));
    await expect.poll(() => reported(page)).toContainEqual(expect.stringMatching(/^<vt-navbar-search> data-filters: malformed JSON.*keeping its last good value/));
    await typeQuery(page, 'coding camp');
    await expect.poll(() => bodies.at(-1)).toMatchObject({ query: 'coding camp' });
    expect(bodies.at(-1)!.filters.all).toContainEqual({ subjects: ['coding'] });
    await search(page).evaluate((el) => el.removeAttribute('data-filters'));
    await typeQuery(page, 'summer camp');
    await expect.poll(() => groups(page)).toEqual([['Classes', ['Pre-Algebra Summer Camp', 'Geometry Summer Camp']]]);
    expect(bodies.at(-1)!.filters.all).toHaveLength(2);
  });

  it("texts follow the page's lang (Spanish section)", async ({ expect }) => {
    const { page } = await open();
    const es = page.getByRole('combobox', { name: 'Buscar materias y clases' });
    await es.click();
    await page.keyboard.type('zzz', { delay: 20 });
    await expect.poll(() => page.locator('.demo-search .vt-search__message').textContent()).toBe('No hay resultados para «zzz».');
  });
});

describe.concurrent('<vt-navbar-search>: accessibility', () => {
  it('axe finds no violation in any state: closed, searching, results (an option active), partial error, error, no results', async ({ expect }) => {
    const { page } = await open();
    const states: Record<string, string[]> = {};
    states.closed = await axeViolations(page, 'vt-navbar-search');
    // The answers are held while axe checks the Searching… state, then go out.
    const release = deferred();
    const held = async (route: Route) => {
      await release.promise;
      await route.continue().catch(() => {});
    };
    await page.route('**/vtwa/v1/subjects/lookup*', held);
    await page.route('**/api/as/v1/engines/**', held);
    await typeQuery(page, 'alg');
    await expect.poll(() => search(page).locator('.vt-search__message').textContent()).toBe('Searching…');
    states.searching = await axeViolations(page, 'vt-navbar-search');
    release.resolve();
    await expect.poll(() => groups(page), { timeout: 8000 }).toEqual(ALG);
    await page.keyboard.press('ArrowDown');
    states.results = await axeViolations(page, 'vt-navbar-search');
    await page.unrouteAll();
    await typeQuery(page, 'math search-500');
    await expect.poll(async () => (await groups(page)).length).toBe(2);
    states.partialError = await axeViolations(page, 'vt-navbar-search');
    await typeQuery(page, 'fail-500');
    await expect
      .poll(() => search(page).locator('.vt-search__message').textContent())
      .toBe('Search is not available right now. Please try again.');
    states.error = await axeViolations(page, 'vt-navbar-search');
    await typeQuery(page, 'zzz');
    await expect.poll(() => search(page).locator('.vt-search__message').textContent()).toBe('No results for “zzz”.');
    states.empty = await axeViolations(page, 'vt-navbar-search');
    expect(states).toEqual({ closed: [], searching: [], results: [], partialError: [], error: [], empty: [] });
  });
});
