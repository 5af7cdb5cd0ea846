import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '@vt-elements/demo-api/server';
import { AXE_RULES, AXE_SCRIPT, AXE_TAGS, runAxe } from '../support/browser';
import { readProbe, startProbedServer } from './probe';
import { clickOn, clickText, fill, stillLayout, waitFor, type Session } from './session';
import { firstFramesChecks } from './first-frames';

/**
 * Each element's main flow in one engine (issue 30), on the built dist/ and the example pages:
 * what a visitor does with mouse and keyboard, then no uncaught error, no console error and zero
 * axe violations. Chromium runs the full suite (tests/browser); Firefox and WebKit run these.
 * The flows run one after another in one browser window per engine.
 */

const axeScript = readFileSync(AXE_SCRIPT, 'utf8');

/** axe-core in the page (injected when missing): the violations as readable lines. */
async function axeViolations(session: Session, context: string | null = null): Promise<string[]> {
  await session.run((source: string) => {
    // Indirect eval: axe defines its global as a classic script would.
    if (!('axe' in window)) (0, eval)(source);
  }, axeScript);
  return session.run(runAxe, { tags: AXE_TAGS, rules: AXE_RULES, selector: context });
}

/**
 * The page as it stands: no uncaught error, no console error but those `pageCaused` (an example
 * page that shows a failure on purpose), and no axe violation (in `context`, or the document).
 */
async function expectClean(session: Session, context: string | null = null, pageCaused: RegExp[] = []): Promise<void> {
  const probed = await session.run(readProbe);
  probed.consoleErrors = probed.consoleErrors.filter((line) => !pageCaused.some((caused) => caused.test(line)));
  // Thrown whole: an assertion's diff would cut the message that names the cause.
  if (probed.errors.length) throw new Error(`${session.engine}: uncaught errors:\n${probed.errors.join('\n')}`);
  if (probed.consoleErrors.length) throw new Error(`${session.engine}: console errors:\n${probed.consoleErrors.join('\n')}`);
  expect(await axeViolations(session, context), `${session.engine}: axe`).toEqual([]);
}

/** /scheduled-callback.html shows a picker whose slots fail to load, on purpose (its failure state). */
const DEMO_FAIL = [/Scheduled callback fetch fail endpoint: \/v1\/todos\/me\/timeslots\/demo-fail/];

const visiblePanels = (formSelector: string) =>
  [...document.querySelectorAll(`${formSelector} [data-panel-type]`)]
    .filter((p) => p.getClientRects().length > 0)
    .map((p) => p.getAttribute('data-id'));

/** In the page: whether the site nav's link `name` is shown (it has a box) is `shown`. */
const navLink = (name: string, shown: boolean) =>
  [...document.querySelectorAll('vt-site-nav a')].some((a) => a.textContent?.trim() === name && a.getClientRects().length > 0) === shown;

/** In the page: every content widget of /subject-page.html has set itself up. */
const widgetsReady = () =>
  [
    ...document.querySelectorAll(
      'vt-carousel, vt-collapsible, vt-dropdown, vt-accordion, vt-faq, vt-bio-cards, vt-show-more, vt-expand-text',
    ),
  ].every((w) => w.hasAttribute('data-ready'));

export function crossEngineSuite(name: string, open: () => Promise<Session>): void {
  let session: Session;
  let server: DemoServer;
  const url = (path: string) => new URL(path, server.url).href;

  beforeAll(async () => {
    [session, server] = await Promise.all([open(), startProbedServer()]);
    await session.resize(1280, 800);
  });
  afterAll(async () => {
    await session?.close();
    await server?.close();
  });
  // One window for all flows: each starts with no cookies or storage from the one before.
  afterEach(async () => {
    await session.run(() => {
      for (const name of document.cookie.split('; ').map((c) => c.split('=')[0])) document.cookie = `${name}=; max-age=0; path=/`;
      localStorage.clear();
      sessionStorage.clear();
    });
  });

  describe(`${name}: each element's main flow, no error, axe clean`, () => {
    it('lead form: Get started, choices, contact details and consent, to its thank-you route (spec §4, §6)', async () => {
      await session.goto(url('/lead-wizard.html'));
      await waitFor(session, 'the wizard to take over', () => document.querySelector('vt-lead-wizard')?.hasAttribute('data-ready'));
      expect(await session.run(visiblePanels, '#home-lead')).toEqual(['welcome']);
      await expectClean(session);
      await clickText(session, '#home-lead button', 'Get started');
      await waitFor(
        session,
        'the who panel',
        (s: string) => [...document.querySelectorAll(`${s} [data-id="who"]`)].some((p) => p.getClientRects().length > 0),
        '#home-lead',
      );
      await clickText(session, '#home-lead label', 'Myself');
      await clickText(session, '#home-lead [data-id="who"] button', 'Next');
      // 'Myself' skips the grade; the interstitial shows for 2 s, then the contact panel.
      await waitFor(session, 'the contact panel', () => document.querySelector<HTMLElement>('#lead-full-name')?.getClientRects().length);
      await fill(session, '#lead-full-name', 'Ada Lovelace');
      await fill(session, '#lead-email', 'ada@example.com');
      await fill(session, '#lead-phone', '2125550100');
      await fill(session, '#lead-zip', '10001');
      await clickOn(session, '#home-lead input[name="dialer_consent_accepted"]');
      await expectClean(session, '#home-lead');
      await clickText(session, '#home-lead button', 'Get my match');
      const thanks = await waitFor(
        session,
        'the thank-you route',
        // Loaded, its stylesheet applied: axe measures target sizes, which unstyled links fail.
        () => location.pathname === '/contacts/marketing/thank-you' && document.readyState === 'complete' && location.href,
      );
      const params = new URL(thanks).searchParams;
      expect(params.get('correlation_id')).toBeTruthy();
      expect(params.get('phone_number')).toMatch(/2125550100|\(212\) 555-0100/);
      await expectClean(session);
    });

    it('callback picker: choose a day and a time with the mouse, agree, Confirm, the summary; the form submits them (spec §2, §5)', async () => {
      await session.goto(url('/scheduled-callback.html'));
      await waitFor(session, 'the days', () => document.querySelectorAll('#book-form input[type="radio"][name="day_to_call"]').length > 1);
      // The second day: a day of real slots whatever the time now (the first may offer 'Now').
      await session.click(() => document.querySelectorAll('#book-form input[type="radio"][name="day_to_call"]')[1]!.closest('label'));
      const day = await waitFor(
        session,
        'the second day checked',
        () => document.querySelector<HTMLInputElement>('#book-form input[type="radio"][name="day_to_call"]:checked')?.value,
      );
      await waitFor(
        session,
        'its times',
        () => document.querySelectorAll('#book-form input[type="radio"][name="time_to_call"]').length > 0,
      );
      await session.click(() => document.querySelector('#book-form input[type="radio"][name="time_to_call"]')!.closest('label'));
      // The radio group's arrows (WAI-ARIA radio group) move the choice to the next time.
      await session.press('ArrowDown');
      const time = await waitFor(
        session,
        'a time checked',
        () => document.querySelector<HTMLInputElement>('#book-form input[type="radio"][name="time_to_call"]:checked')?.value,
      );
      expect(time).toBe(
        await session.run(
          () => document.querySelectorAll<HTMLInputElement>('#book-form input[type="radio"][name="time_to_call"]')[1]?.value,
        ),
      );
      await clickOn(session, '#book-form input[name="dialer_consent_accepted"]');
      await expectClean(session, '#book-form', DEMO_FAIL);
      await clickText(session, '#book-form button', 'Confirm');
      await waitFor(session, 'the summary', () => document.querySelector('#book-form .vt-callback__time-summary')?.textContent);
      await clickText(session, '#book-form button', 'Request my call');
      const sent = JSON.parse(await waitFor(session, 'the form data', () => document.querySelector('#book-form output')?.textContent));
      expect(sent).toMatchObject({ leadform: 'callback-demo', day_to_call: day, time_to_call: time, dialer_consent_accepted: 'true' });
      await expectClean(session, null, DEMO_FAIL);
    });

    it('navbar search: type in the box, arrows choose a result, Enter opens it (APG combobox, spec §4)', async () => {
      await session.goto(url('/navbar-search.html'));
      await waitFor(session, 'the search box', () => !!document.querySelector('vt-navbar-search [role="combobox"]'));
      await clickOn(session, 'vt-navbar-search [role="combobox"]');
      await session.type('sat');
      // Both sources' answers (subjects, then the engine's classes): the whole list, as the visitor reads it.
      await waitFor(session, "both sources' results for 'sat'", () => {
        const headers = [...document.querySelectorAll('vt-navbar-search .vt-search__header')].map((h) => h.textContent);
        return headers.includes('Subjects') && headers.includes('Classes');
      });
      await session.press('ArrowDown');
      const active = () => {
        const id = document.querySelector('vt-navbar-search [role="combobox"]')!.getAttribute('aria-activedescendant');
        return id ? document.getElementById(id)?.textContent : null;
      };
      expect(await waitFor(session, 'an active option', active)).toBe('SAT');
      await session.press('ArrowDown', 'ArrowUp');
      expect(await session.run(active)).toBe('SAT');
      expect(await session.run(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
      await expectClean(session, 'vt-navbar-search');
      await session.press('Enter');
      // The demo site has no SAT page: the URL is what the search controls.
      const opened = await waitFor(session, 'a page opened', () => location.pathname !== '/navbar-search.html' && location.href);
      expect(new URL(opened).pathname).toBe('/sat-tutors');
    });

    it('class search: a facet narrows the results, Next shows page 2, both in the URL (spec §4, §7)', async () => {
      await session.goto(url('/classes/search?q=algebra'));
      const count = () => document.querySelector('vt-course-search h2.vt-course-search__count')?.textContent;
      await waitFor(session, '24 results', () => document.querySelectorAll('vt-course-search .vt-course-search__hit').length === 24);
      expect(await session.run(count)).toBe('26 results for “algebra” · Page 1 of 2');
      await clickText(session, 'vt-course-search nav button', 'Next');
      await waitFor(session, 'page 2', () => document.querySelectorAll('vt-course-search .vt-course-search__hit').length === 2);
      expect(await session.run(() => location.search)).toBe('?q=algebra&page=2');
      expect(await session.run(count)).toBe('26 results for “algebra” · Page 2 of 2');
      await clickText(session, 'vt-course-search [data-facet="subjects"] label', 'Algebra 2 (3)');
      await waitFor(
        session,
        'the facet applied',
        (c: string) => document.querySelector('vt-course-search h2.vt-course-search__count')?.textContent === c,
        '3 results for “algebra”',
      );
      expect(
        await session.run(() => [...document.querySelectorAll('vt-course-search .vt-course-item__title')].map((t) => t.textContent)),
      ).toEqual(['Algebra 2', 'Algebra 2 Crash Course', 'Honors Algebra 2']);
      expect(await session.run(() => location.search)).toBe('?q=algebra&filters%5Bsubjects%5D=algebra-2');
      await expectClean(session, 'vt-course-search');
    });

    it('site nav: a sub-menu opens and closes by click, a click outside closes it (spec §4 Navbar)', async () => {
      await session.goto(url('/site-nav.html'));
      await waitFor(session, 'the nav', () => document.querySelector('vt-site-nav')?.getAttribute('data-layout') === 'desktop');
      const expanded = (name: string) =>
        document.querySelector(`vt-site-nav button[aria-label="${name} sub-menu"]`)?.getAttribute('aria-expanded');
      expect(await session.run(navLink, 'Math', false)).toBe(true);
      await clickText(session, 'vt-site-nav button', 'Subjects sub-menu');
      expect(await session.run(expanded, 'Subjects')).toBe('true');
      await waitFor(session, 'Math shown', navLink, 'Math', true);
      await expectClean(session);
      await clickText(session, 'vt-site-nav button', 'Test prep sub-menu');
      expect(await session.run(expanded, 'Subjects')).toBe('false');
      await waitFor(session, 'SAT shown', navLink, 'SAT', true);
      await clickOn(session, 'main h1');
      await waitFor(session, 'all closed', () => document.querySelectorAll('vt-site-nav .vt-nav__open').length === 0);
      expect(await session.run(expanded, 'Test prep')).toBe('false');
    });

    it('site nav on a phone: Menu opens the drawer, a level and Back, Menu closes it (spec §9: drawer below 630 px)', async () => {
      await session.resize(390, 800);
      try {
        await session.goto(url('/site-nav.html'));
        await waitFor(session, 'the drawer layout', () => document.querySelector('vt-site-nav')?.getAttribute('data-layout') === 'drawer');
        expect(await session.run(navLink, 'Subjects', false)).toBe(true);
        await clickText(session, 'vt-site-nav button', 'Menu');
        await waitFor(session, 'the drawer open', navLink, 'Subjects', true);
        await clickText(session, 'vt-site-nav button', 'Subjects sub-menu');
        await waitFor(session, 'Math shown', navLink, 'Math', true);
        await expectClean(session);
        await clickText(session, 'vt-site-nav button', 'Back');
        await waitFor(session, 'the top level again', navLink, 'Subjects', true);
        await clickText(session, 'vt-site-nav button', 'Menu');
        await waitFor(session, 'the drawer closed', navLink, 'Subjects', false);
        expect(await session.run(() => getComputedStyle(document.body).position)).not.toBe('fixed');
        await expectClean(session);
      } finally {
        await session.resize(1280, 800);
      }
    });

    it('locale: a Canadian visitor is offered the Canadian page in a dialog; Yes stores it and goes there (spec §4 Locale)', async () => {
      await session.goto(url('/locale.html?demo_country=CA&vtsource=email'));
      await waitFor(session, 'the dialog', () => !!document.querySelector('dialog[open]'));
      expect(await session.run(() => document.querySelector('dialog')!.contains(document.activeElement))).toBe(true);
      await expectClean(session);
      await clickText(session, 'dialog button', 'Yes');
      await waitFor(session, 'the CA page', () => location.pathname === '/en-ca/locale.html');
      expect(await session.run(() => [location.search, document.cookie.includes('preferred_locale=en-ca')])).toEqual([
        '?demo_country=CA&vtsource=email',
        true,
      ]);
      await waitFor(session, 'the picker', () => !!document.querySelector('vt-country-picker select'));
      expect(await session.run(() => document.querySelector('dialog[open]'))).toBeNull();
      await expectClean(session);
    });

    it('modal and share: the trigger opens the share dialog, Copy link, Escape closes it and focus returns (spec §4)', async () => {
      await session.goto(url('/modals.html'));
      await waitFor(session, 'the modal', () => document.querySelector('vt-modal')?.matches(':defined'));
      await clickText(session, 'button[data-modal-trigger="share-modal"]', 'Share');
      await waitFor(session, 'the share dialog', () => !!document.querySelector('#share-modal dialog[open] vt-share input'));
      const link = new URL(await session.run(() => document.querySelector<HTMLInputElement>('#share-modal vt-share input')!.value));
      expect(link.pathname).toBe('/modals.html');
      expect(link.searchParams.get('direct_share')).toBe('copy');
      await clickText(session, '#share-modal vt-share button', 'Copy link');
      // 'Copied', or where the engine refuses the clipboard to automation, the fallback message: either way, said.
      await waitFor(session, 'the copy status', () => document.querySelector('#share-modal vt-share [role="status"]')?.textContent);
      await expectClean(session);
      await session.press('Escape');
      await waitFor(session, 'the dialog closed', () => !document.querySelector('#share-modal dialog[open]'));
      await waitFor(
        session,
        'focus back on the trigger',
        () => document.activeElement?.getAttribute('data-modal-trigger') === 'share-modal',
      );
      await expectClean(session);
    });

    it('carousel: Next and a slide button move the reviews (APG carousel)', async () => {
      await session.goto(url('/subject-page.html'));
      const REVIEWS = 'vt-carousel.review-carousel';
      await waitFor(session, 'the widgets', widgetsReady);
      const current = (sel: string) => document.querySelector(`${sel} [aria-current=true]`)?.getAttribute('aria-label');
      expect(await session.run(current, REVIEWS)).toBe('Slide 1');
      // Next, then the picker's button for slide 4: each time the picker marks the slide shown.
      for (const [button, shown] of [
        ['Next slide', 'Slide 2'],
        ['Slide 4', 'Slide 4'],
      ]) {
        await clickText(session, `${REVIEWS} button`, button!);
        await waitFor(
          session,
          shown!,
          (sel: string, label: string) => document.querySelector(`${sel} [aria-current=true]`)?.getAttribute('aria-label') === label,
          REVIEWS,
          shown,
        );
      }
      await expectClean(session, 'vt-carousel');
    });

    it('widgets: collapsible, dropdown, show more, accordion, FAQ, bio cards and scroll-to, by mouse and keyboard (spec §4)', async () => {
      await session.goto(url('/subject-page.html'));
      await waitFor(session, 'the widgets', widgetsReady);
      const attr = (sel: string, name: string) => document.querySelector(sel)?.getAttribute(name);
      // Collapsible: open at 1280 px; its button closes it, and opens it again.
      expect(await session.run(attr, 'vt-collapsible [data-toggle]', 'aria-expanded')).toBe('true');
      await clickOn(session, 'vt-collapsible [data-toggle]');
      await waitFor(
        session,
        'the collapsible closed',
        (s: string) => document.querySelector(s)?.getAttribute('aria-expanded') === 'false',
        'vt-collapsible [data-toggle]',
      );
      await stillLayout(session);
      // Dropdown: the button opens it; Escape closes it and focus returns to the button.
      await clickText(session, 'vt-dropdown [data-toggle]', 'Subjects Maria teaches');
      await waitFor(
        session,
        'the dropdown open',
        (s: string) => document.querySelector(s)?.getAttribute('aria-expanded') === 'true',
        'vt-dropdown [data-toggle]',
      );
      await session.press('Escape');
      await waitFor(
        session,
        'the dropdown closed',
        (s: string) => document.querySelector(s)?.getAttribute('aria-expanded') === 'false',
        'vt-dropdown [data-toggle]',
      );
      expect(await session.run(() => document.activeElement?.textContent?.trim())).toBe('Subjects Maria teaches');
      // Show more: two reviews, then all five.
      const visibleReviews = () => [...document.querySelectorAll('.review')].filter((r) => (r as HTMLElement).offsetParent !== null).length;
      expect(await session.run(visibleReviews)).toBe(2);
      await clickText(session, 'vt-show-more button', 'More reviews');
      await waitFor(
        session,
        'five reviews',
        () => [...document.querySelectorAll('.review')].filter((r) => (r as HTMLElement).offsetParent !== null).length === 5,
      );
      // Accordion: opening a block closes the open one.
      const opened = (sel: string) => [...document.querySelectorAll<HTMLDetailsElement>(sel)].map((d) => d.open);
      expect(await session.run(opened, 'vt-accordion details')).toEqual([true, false, false]);
      await clickText(session, 'vt-accordion summary', 'Start learning');
      await waitFor(
        session,
        'the last block open alone',
        () =>
          JSON.stringify([...document.querySelectorAll<HTMLDetailsElement>('vt-accordion details')].map((d) => d.open)) ===
          '[false,false,true]',
      );
      await stillLayout(session);
      // FAQ: Expand all opens every block.
      await clickText(session, 'vt-faq [data-expand-all]', 'Expand all');
      await waitFor(session, 'every FAQ open', () =>
        [...document.querySelectorAll<HTMLDetailsElement>('vt-faq details')].every((d) => d.open),
      );
      expect(await session.run(attr, 'vt-faq [data-expand-all]', 'aria-expanded')).toBe('true');
      await stillLayout(session);
      // Bio cards: a card shows its bio; Close hides it.
      const bios = () => [...document.querySelectorAll<HTMLElement>('vt-bio-cards .bio, vt-bio-cards [data-bio]')].map((b) => b.hidden);
      const before = await session.run(bios);
      await clickText(session, 'vt-bio-cards p, vt-bio-cards span, vt-bio-cards div', 'Director of Mathematics');
      await waitFor(
        session,
        'a bio shown',
        (was: string) =>
          JSON.stringify([...document.querySelectorAll<HTMLElement>('vt-bio-cards .bio, vt-bio-cards [data-bio]')].map((b) => b.hidden)) !==
          was,
        JSON.stringify(before),
      );
      await expectClean(session, 'vt-collapsible, vt-dropdown, vt-show-more, vt-accordion, vt-faq, vt-bio-cards');
      await clickText(session, 'vt-bio-cards button', 'Close');
      await waitFor(
        session,
        'the bios hidden again',
        (was: string) =>
          JSON.stringify([...document.querySelectorAll<HTMLElement>('vt-bio-cards .bio, vt-bio-cards [data-bio]')].map((b) => b.hidden)) ===
          was,
        JSON.stringify(before),
      );
      await stillLayout(session);
      // Scroll-to: the link scrolls to its target and focuses it.
      await clickText(session, 'a[data-scroll-to]', 'Find an algebra tutor');
      await waitFor(session, 'the target focused', () => document.activeElement?.id === 'get-started');
      expect(await session.run(() => location.hash)).toBe('#get-started');
      await expectClean(session);
    });

    it('expand text at 1024 px: cut at 160 px; Read more shows it all, Read less cuts it again (spec §4, §9)', async () => {
      await session.resize(1024, 800);
      try {
        await session.goto(url('/subject-page.html'));
        await waitFor(session, 'the expand text', () => document.querySelector('.about-text')?.hasAttribute('data-ready'));
        const height = () => Math.round(document.querySelector('.about-text .vt-expand-text__content')!.getBoundingClientRect().height);
        expect(await session.run(height)).toBe(160);
        await clickText(session, '.about-text button', 'Read more');
        await waitFor(session, 'the whole text', () => {
          const box = document.querySelector('.about-text .vt-expand-text__content')!;
          return box.getBoundingClientRect().height > 160 && Math.round(box.getBoundingClientRect().height) === box.scrollHeight;
        });
        expect(await session.run(() => document.querySelector('.about-text .vt-expand-text__toggle')?.getAttribute('aria-expanded'))).toBe(
          'true',
        );
        await expectClean(session, '.about-text');
        await clickText(session, '.about-text button', 'Read less');
        await waitFor(
          session,
          'the text cut again',
          () => Math.round(document.querySelector('.about-text .vt-expand-text__content')!.getBoundingClientRect().height) === 160,
        );
      } finally {
        await session.resize(1280, 800);
      }
    });

    it('every element on one page (/all.html): all defined and ready, no error, axe clean', async () => {
      await session.goto(url('/all.html'));
      await waitFor(session, 'every element defined', () =>
        [...document.querySelectorAll('*')].every((el) => !el.localName.startsWith('vt-') || el.matches(':defined')),
      );
      await waitFor(
        session,
        'the lead forms and pickers ready',
        () =>
          [...document.querySelectorAll('vt-lead-wizard')].every((w) => w.hasAttribute('data-ready')) &&
          [...document.querySelectorAll('vt-scheduled-callback')].every((p) =>
            p.querySelector('input[type="radio"][name="day_to_call"], [role="alert"], .vt-callback__booked'),
          ),
      );
      await expectClean(session);
    });

    it('author mode (issue 41): ?vt-author shows a notice beside an element with a mistake (one added later too), none on a clean page; Dismiss by keyboard; axe clean', async () => {
      await session.goto(url('/lead-wizard.html?vt-author'));
      await waitFor(session, 'author mode loaded', () =>
        performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/dist/author.js')),
      );
      await waitFor(session, 'the badges upgraded', () =>
        [...document.querySelectorAll('vt-cart-badge')].every((el) => el.matches(':defined')),
      );
      expect(await session.run(() => document.querySelectorAll('.vt-author-notice').length)).toBe(0);
      // An SPA renders a badge with a misspelt attribute: checked when it appears.
      await session.run(() =>
        document.body.insertAdjacentHTML(
          'afterbegin',
          '<vt-cart-badge id="typo" data-client-id="demo-one" data-hreff="/basket"></vt-cart-badge>',
        ),
      );
      const text = await waitFor(session, 'its notice', () => document.querySelector<HTMLElement>('#typo + .vt-author-notice')?.innerText);
      expect(text).toMatch(/data-hreff/);
      expect(text).toMatch(/Did you mean "data-href"\?/);
      await expectClean(session, '.vt-author-notice');
      await session.run(() => document.querySelector<HTMLElement>('#typo + .vt-author-notice button')!.focus());
      await session.press('Enter');
      await waitFor(session, 'the notice dismissed', () => !document.querySelector('.vt-author-notice'));
      expect(await session.run(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
    });
  });

  firstFramesChecks(name, () => session);
}
