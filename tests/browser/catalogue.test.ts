import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, settled as pageSettled, startHarness, type Harness } from './harness';

/**
 * <vt-course-card> and <vt-course-list-item> on examples/course-catalogue.html (spec §2 Course card
 * and Course list item, §6, §9), against the built dist/. Each test has its own context and the
 * page reads no server state, so the tests run concurrently.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const PAGE = '/course-catalogue.html';

declare global {
  interface Window {
    __vtCatalogueShifts?: number[];
    __vtCatalogueReported?: string[];
  }
}

/** Runs before any page script: every layout shift not caused by input, and every reported error. */
function observe() {
  const shifts: number[] = (window.__vtCatalogueShifts = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
  const reported: string[] = (window.__vtCatalogueReported = []);
  window.vtErrorReporter = (error) => reported.push(error.message);
}

/** Every catalogue element on the page has rendered (data-ready), and its images are in. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('vt-course-card, vt-course-list-item')].every((el) => el.hasAttribute('data-ready')),
  );
}

async function open(page: Page) {
  await page.addInitScript(observe);
  await page.goto(h.url(PAGE));
  await settled(page);
}

/** The text of what each element rendered (its React root), by element. */
const rendered = (page: Page, selector: string) =>
  page.$$eval(selector, (els) =>
    els.map((el) => ((el.querySelector('[data-vt-root]') as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim()),
  );

describe.concurrent('<vt-course-card> and <vt-course-list-item> on the example page', () => {
  it('render from JSON both ways (data-course and a child script), hiding the server markup; an inactive card renders nothing', async ({
    expect,
  }) => {
    const { page, pageErrors, consoleErrors } = await h.newPage();
    await open(page);
    const cards = await page.$$eval('#cards vt-course-card', (els) =>
      els.map((el) => ({
        from: el.hasAttribute('data-course') ? 'attribute' : 'script',
        title: el.querySelector('[data-vt-root] h3')?.textContent ?? null,
        shown: getComputedStyle(el).display !== 'none',
        // The server markup is still there, hidden.
        serverMarkup: [...el.children].filter((c) => c.localName === 'article').map((c) => getComputedStyle(c).display),
      })),
    );
    expect(cards).toEqual([
      { from: 'attribute', title: 'Algebra 1 Bootcamp', shown: true, serverMarkup: ['none'] },
      { from: 'script', title: 'Geometry Proofs Made Simple', shown: true, serverMarkup: ['none'] },
      { from: 'attribute', title: 'Calculus Open Lecture', shown: true, serverMarkup: ['none'] },
      { from: 'script', title: 'Statistics for Beginners', shown: true, serverMarkup: ['none'] },
      { from: 'attribute', title: 'SAT Math', shown: true, serverMarkup: ['none'] },
      // Trigonometry Review has no start date: inactive, nothing rendered, the element hidden.
      { from: 'script', title: null, shown: false, serverMarkup: [] },
    ]);
    const algebraCard = (await rendered(page, '#cards vt-course-card'))[0];
    expect(algebraCard).toBe(
      'Algebra 1 Bootcamp Grades 8-9 1hr 8 live sessions 4 weeks, 2 sessions per week Next class: Mon, Jan 6 · 2 more class options See class details Share',
    );
    const items = await rendered(page, '#list vt-course-list-item');
    expect(items).toEqual([
      "Algebra 1 Bootcamp $15/hr Included with Learning Membership Solve linear equations and graph lines, live with a teacher. See the syllabus. Next class: Mon, Jan 6 · 2 more class options 4 weeks, 2x/week, 1hr each Grades 8-9 Average of 9 students/classTailored to the students' needs Popular Classes Winter Break",
      "Geometry Proofs Made Simple $20/hr Two-column proofs, step by step. Next class: Mon, Jan 13 6 weeks, 1x/week, 45min each Grades 9-10 4.5 subscription hours Tailored to the students' needs",
      'Calculus Open Lecture Free A free, large-format lecture on limits. Next class: Mon, Jan 20 · 1 more class option 1 session only Grades 11-12 Large-format, interactiveFree classes taught by experts',
      "Statistics for Beginners Call for Info Means, medians and the normal curve. Check back soon 2 weeks, 2x/week, 1hr each Grades 10-12 Average of 9 students/classTailored to the students' needs",
      "SAT Math See Prices Every SAT Math class, from bootcamps to practice tests. Next class: Wed, Jan 8 · 2 more class options Grades 10-12 Average of 9 students/classTailored to the students' needs",
      // data-from 2031-02-01: the January start is past.
      "Algebra 1 Bootcamp $15/hr Included with Learning Membership Solve linear equations and graph lines, live with a teacher. See the syllabus. Next class: Mon, Feb 3 · 1 more class option 4 weeks, 2x/week, 1hr each Grades 8-9 Average of 9 students/classTailored to the students' needs Popular Classes Winter Break",
    ]);
    // Both ways of giving the JSON are used by the list too.
    expect(await page.$$eval('#list vt-course-list-item', (els) => els.map((el) => el.hasAttribute('data-course')))).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await page.evaluate(() => window.__vtCatalogueReported)).toEqual([]);
  });

  it("a course whose start dates are all past shows 'Check back soon'", async ({ expect }) => {
    const { page } = await h.newPage();
    await open(page);
    expect(await page.textContent('#cards vt-course-card:nth-child(4) [data-vt-root] .vt-course-card__next')).toBe('Check back soon');
    expect(await page.textContent('#list vt-course-list-item:nth-child(4) [data-vt-root] .vt-course-item__next')).toBe('Check back soon');
  });

  it('a member sees the membership text instead of the price; a visitor sees the link to /memberships', async ({ expect }) => {
    const { page } = await h.newPage();
    await open(page);
    // The viewer in data-viewer, and carried by the entry itself.
    expect(await page.$$eval('#member [data-vt-root] .vt-course-item__price', (ps) => ps.map((p) => p.textContent))).toEqual([
      'Included with your membership',
      'Included with your membership',
    ]);
    expect(await page.$$eval('#member [data-vt-root] a[href="/memberships"]', (links) => links.length)).toBe(0);
    const link = page.locator('#list vt-course-list-item:first-child [data-vt-root] .vt-course-item__price a');
    expect(await link.textContent()).toBe('Included with Learning Membership');
    expect(await link.getAttribute('href')).toBe('/memberships');
  });

  it("membership (§3, §6): the class's group tags are its parent_group; the viewer is data-viewer, else the entry's own is_student, is_client, students and enablements", async ({
    expect,
  }) => {
    const { page } = await h.newPage();
    await open(page);
    const access = (type: string, tag = 'learning-membership') => [{ product: { type }, configuration: { tag } }];
    // A class that Learning Membership includes: the tag is in parent_group; the entry has no enablements of its own.
    const algebra = {
      id: 'item-3001',
      title: 'Algebra 1 Bootcamp',
      price_cents: 12000,
      session_length_minutes: 60,
      session_count: 8,
      start_dates: ['2031-01-06'],
      parent_group: ['curation_list-popular_classes', 'learning-membership'],
      details_page: '/classes/algebra-1-bootcamp',
    };
    const cases: [string, object, object | undefined][] = [
      [
        'a student (data-viewer) whose catalog_access tag is a parent_group tag',
        algebra,
        { is_student: true, enablements: access('catalog_access') },
      ],
      ['the same through vt_plus', algebra, { is_student: true, enablements: access('vt_plus') }],
      [
        "a client (data-viewer) through a student's enablement",
        algebra,
        { is_client: true, students: [{ enablements: access('catalog_access') }] },
      ],
      [
        'a search hit that carries the viewer (no data-viewer)',
        { ...algebra, is_student: true, enablements: access('catalog_access') },
        undefined,
      ],
      [
        'data-viewer wins over the entry: a student without access',
        { ...algebra, is_student: true, enablements: access('catalog_access') },
        { is_student: true, enablements: [] },
      ],
      ['an enablement for another group', algebra, { is_student: true, enablements: access('catalog_access', 'other-group') }],
      [
        'a class with curation lists only: no membership includes it',
        { ...algebra, parent_group: ['curation_list-popular_classes'] },
        { is_student: true, enablements: access('catalog_access') },
      ],
    ];
    await page.evaluate((cases) => {
      const host = document.createElement('div');
      host.id = 'membership-cases';
      for (const [, course, viewer] of cases) {
        const el = document.createElement('vt-course-list-item');
        el.dataset.course = JSON.stringify(course);
        if (viewer) el.dataset.viewer = JSON.stringify(viewer);
        el.dataset.from = '2031-01-01';
        host.append(el);
      }
      document.querySelector('main')!.append(host);
    }, cases);
    await page.waitForFunction(() => [...document.querySelectorAll('#membership-cases > *')].every((el) => el.hasAttribute('data-ready')));
    const prices = await page.$$eval('#membership-cases [data-vt-root] .vt-course-item__price', (ps) => ps.map((p) => p.textContent));
    expect(Object.fromEntries(cases.map(([name], i) => [name, prices[i]]))).toEqual({
      [cases[0]![0]]: 'Included with your membership',
      [cases[1]![0]]: 'Included with your VT+ Membership',
      [cases[2]![0]]: 'Included with your membership',
      [cases[3]![0]]: 'Included with your membership',
      [cases[4]![0]]: '$15/hr Included with Learning Membership',
      [cases[5]![0]]: '$15/hr Included with Learning Membership',
      [cases[6]![0]]: '$15/hr',
    });
    expect(await page.evaluate(() => window.__vtCatalogueReported)).toEqual([]);
  });

  it('images use srcset from the density paths, with width and height, lazy but for the first row of cards (eager, the first fetchpriority high: issue 50); loading them and upgrading shift nothing (CLS 0)', async ({
    expect,
  }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const tracked = await h.newPage({ viewport });
      const { page } = tracked;
      await open(page);
      const images = await page.$$eval('[data-vt-root] img', (imgs: HTMLImageElement[]) =>
        imgs.map((img) => [
          img.getAttribute('srcset'),
          img.getAttribute('loading'),
          img.getAttribute('width'),
          img.getAttribute('height'),
          img.alt,
        ]),
      );
      expect(images[0]).toEqual([
        '/images/catalogue/algebra.svg 1x, /images/catalogue/algebra@2x.svg 2x',
        'eager',
        '320',
        '180',
        'Algebra 1 Bootcamp',
      ]);
      expect(
        images.every(([srcset, , width, height, alt]) => srcset?.includes(' 2x') && Number(width) > 0 && Number(height) > 0 && alt),
      ).toBe(true);
      // The page's first row of cards (three at its widest) carries data-loading="eager", the
      // first data-fetchpriority="high"; everything else is lazy. The server markup says the same
      // (it is what paints before the upgrade).
      const loading = (selector: string) =>
        page.$$eval(selector, (imgs: HTMLImageElement[]) =>
          imgs.map((img) => `${img.getAttribute('loading')} ${img.getAttribute('fetchpriority')}`),
        );
      const cards = ['eager high', 'eager null', 'eager null', 'lazy null', 'lazy null'];
      expect(await loading('#cards [data-vt-root] img')).toEqual(cards);
      expect(await loading('#cards vt-course-card > article img')).toEqual(cards);
      expect(new Set(await loading('#list img, #member img'))).toEqual(new Set(['lazy null']));
      // Scroll through the page so every lazy image loads (two rendering frames at each stop, in
      // which the browser sees what entered the viewport), then back.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 400) {
        await page.evaluate(
          (top) =>
            new Promise<void>((resolve) => {
              window.scrollTo(0, top);
              requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
            }),
          y,
        );
      }
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-vt-root] img')].every((img) => img.complete && img.naturalWidth > 0),
      );
      // Every image in and laid out, no request loading, two frames rendered: any shift is recorded.
      await pageSettled(tracked);
      const shifts = await page.evaluate(() => window.__vtCatalogueShifts ?? []);
      expect(
        shifts.reduce((sum, s) => sum + s, 0),
        `${viewport.width} px: ${JSON.stringify(shifts)}`,
      ).toBe(0);
    }
  });

  it('a 2x screen loads the 2x paths, and an eager image its 2x file only (never the 1x first: issue 50)', async ({ expect }) => {
    const { page } = await h.newPage({ deviceScaleFactor: 2 });
    await page.goto(h.url(PAGE));
    await settled(page);
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('#cards [data-vt-root] img')?.currentSrc ?? '').length > 0);
    expect(await page.$eval('#cards [data-vt-root] img', (img) => (img as HTMLImageElement).currentSrc)).toMatch(
      /\/images\/catalogue\/algebra@2x\.svg$/,
    );
  });

  it('an eager card made in script on a 2x screen fetches its 2x file only: src and srcset are set together, once it is in the page', async ({
    expect,
  }) => {
    const { page } = await h.newPage({ deviceScaleFactor: 2 });
    await page.goto(h.url(PAGE));
    await settled(page);
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('?late')) fetched.push(new URL(r.url()).pathname);
    });
    await page.evaluate(() => {
      const card = document.createElement('vt-course-card');
      card.id = 'late';
      card.dataset.loading = 'eager';
      card.dataset.course = JSON.stringify({
        id: 'item-2999',
        catalog_type: 'catalog-items-v1',
        title: 'Trigonometry Sprint',
        session_length_minutes: 60,
        session_count: 2,
        week_count: 1,
        session_per_week: 2,
        start_dates: ['2031-05-05'],
        // A query of its own: no other image of the page is this one (nor in the cache).
        images: { '1x': '/images/catalogue/trigonometry.svg?late', '2x': '/images/catalogue/trigonometry@2x.svg?late' },
        details_page: '/classes/trigonometry-sprint',
      });
      document.querySelector('#cards')!.prepend(card);
    });
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('#late img')?.complete);
    expect(await page.$eval('#late img', (img) => [img.getAttribute('loading'), (img as HTMLImageElement).currentSrc])).toEqual([
      'eager',
      expect.stringMatching(/trigonometry@2x\.svg\?late$/),
    ]);
    expect(fetched).toEqual(['/images/catalogue/trigonometry@2x.svg']);
  });

  it('axe finds no violation (desktop and phone)', async ({ expect }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { page } = await h.newPage({ viewport });
      await open(page);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it('keyboard: Tab reaches every link of every card and list item, in order, with a visible focus ring; hidden server markup is skipped', async ({
    expect,
  }) => {
    const { page } = await h.newPage();
    await open(page);
    const expected = await page.$$eval('main [data-vt-root] a', (links) => links.map((a) => a.getAttribute('href')));
    expect(expected.length).toBeGreaterThan(20);
    const reached: string[] = [];
    for (let i = 0; i < 60 && reached.length < expected.length; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const a = document.activeElement as HTMLAnchorElement | null;
        if (!a?.closest('main [data-vt-root]')) return null;
        const style = getComputedStyle(a);
        return { href: a.getAttribute('href')!, outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 };
      });
      if (!focus) continue;
      expect(focus.outline, focus.href).toBe(true);
      reached.push(focus.href);
    }
    expect(reached).toEqual(expected);
  });

  it('touch: a tap on a card link and on a list item title opens its page', async ({ expect }) => {
    const { page } = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await open(page);
    const details = page.locator('#cards vt-course-card:first-child [data-vt-root] a.vt-course-card__details');
    // 44 px tall: a comfortable touch target.
    expect((await details.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await details.tap();
    await page.waitForURL('**/classes/algebra-1-bootcamp');
    await page.goBack();
    await settled(page);
    await page.locator('#list vt-course-list-item:nth-child(2) [data-vt-root] h3 a').tap();
    await page.waitForURL('**/classes/geometry-proofs-made-simple');
  });

  it('the Share link is the class page on data-share-url with direct_share=copy and the visitor id', async ({ expect }) => {
    const { page } = await h.newPage();
    await open(page);
    expect(await page.getAttribute('#cards vt-course-card:first-child [data-vt-root] a.vt-course-card__share', 'href')).toBe(
      'https://www.example.com/classes/algebra-1-bootcamp?direct_share=copy&v_id=5b0e6f0e-8c1e-4c53-9d5f-2f4f1b6f0a11',
    );
  });
});

describe.concurrent('bad input', () => {
  it('malformed JSON, wrong types, hostile strings and unknown markdown: reported once each, rendered as text, the page carries on', async ({
    expect,
  }) => {
    const tracked = await h.newPage();
    const { page, pageErrors } = tracked;
    await open(page);
    await page.evaluate(() => {
      const add = (html: string) => document.querySelector('#list')!.insertAdjacentHTML('beforeend', html);
      add(`<vt-course-list-item id="bad-json" data-course='{"title": "Broken'></vt-course-list-item>`);
      add(
        '<vt-course-list-item id="bad-script"><script type="application/json">{nope</script><p>Server text stays</p></vt-course-list-item>',
      );
      add(`<vt-course-list-item id="no-title" data-course='{"id": "item-9", "price_cents": 100}'></vt-course-list-item>`);
      const hostile = {
        id: 'item-666',
        title: '<img src=x onerror="window.__vtPwned=1">Hostile <b>class</b>',
        description_markdown:
          'Intro <script>window.__vtPwned=1</script>\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[click](javascript:window.__vtPwned=1)',
        price_cents: 'twelve',
        images: {},
        start_dates: ['not a date'],
        details_page: 'javascript:window.__vtPwned=1',
      };
      const el = document.createElement('vt-course-list-item');
      el.id = 'hostile';
      el.setAttribute('data-course', JSON.stringify(hostile));
      document.querySelector('#list')!.append(el);
    });
    await page.waitForFunction(() => document.querySelector('#hostile')?.hasAttribute('data-ready'));
    // No request loading and two frames later: an injected <img src=x> would have loaded and failed by now.
    await pageSettled(tracked);
    expect(await page.evaluate(() => (window as { __vtPwned?: number }).__vtPwned)).toBeUndefined();
    expect(await page.textContent('#hostile [data-vt-root] h3')).toBe('<img src=x onerror="window.__vtPwned=1">Hostile <b>class</b>');
    expect(await page.$$eval('#hostile [data-vt-root] :is(b, img, script, a, table)', (els) => els.length)).toBe(0);
    // The raw HTML and the table's text are shown as text; the refused link as its text.
    expect(await page.textContent('#hostile [data-vt-root] .vt-course-item__description')).toMatch(
      /^Intro <script>window.__vtPwned=1<\/script>a +b +1 +2click$/,
    );
    expect(await page.textContent('#hostile [data-vt-root] .vt-course-item__price')).toBe('Call for Info');
    // Unusable entries render nothing; server text inside an unusable one stays shown.
    expect(await page.$$eval('#bad-json [data-vt-root], #no-title [data-vt-root]', (roots) => roots.map((r) => r.innerHTML))).toEqual([
      '',
      '',
    ]);
    expect(await page.isVisible('#bad-script p')).toBe(true);
    const reported = await page.evaluate(() => window.__vtCatalogueReported ?? []);
    expect(reported, JSON.stringify(reported, null, 1)).toHaveLength(8);
    expect(reported).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^<vt-course-list-item> data-course: malformed JSON/),
        expect.stringMatching(/^<vt-course-list-item> the child <script type="application\/json"> holds malformed JSON/),
        '<vt-course-list-item> catalogue entry "item-9": the entry has no title (title, title_formatted or title_markdown)',
        '<vt-course-list-item> catalogue entry "item-666": price_cents should be a number, got "twelve"',
        '<vt-course-list-item> catalogue entry "item-666": start_dates has a date that does not parse: "not a date"',
        '<vt-course-list-item> catalogue entry "item-666": images has no usable density path',
        '<vt-course-list-item> catalogue entry "item-666": Markdown unknown token: table',
        '<vt-course-list-item> catalogue entry "item-666": Markdown link refused (only http(s) or relative): "javascript:window.__vtPwned=1"',
      ]),
    );
    expect(pageErrors).toEqual([]);
  });
});
