import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { blur, visualSuite, type Fixture } from './visual-suite';

/**
 * Visual regression (issue 19, part 6), part 1: the lead wizard, the callback picker, the header
 * (navbar search, cart badge, site navigation) and the locale elements. Part 2 is
 * visual-content.test.ts; the runner and the comparison are in visual-suite.ts and visual.ts.
 */

const WIZARD = `<vt-lead-wizard class="lead" data-action="new_contact" data-persist="false" style="display:block;max-width:34rem">
  <form aria-label="Request a tutor" novalidate>
    <input type="hidden" name="leadform" value="visual">
    <div data-panel-type="multiple-choice" data-id="who" data-min="1" data-max="1">
      <fieldset>
        <legend><h2>Who needs tutoring?</h2></legend>
        <label><input type="radio" name="who_needs_help" value="My child"> My child</label>
        <label><input type="radio" name="who_needs_help" value="Myself"> Myself</label>
        <label><input type="radio" name="who_needs_help" value="Someone else"> Someone else</label>
      </fieldset>
      <button type="button" data-back>Back</button>
      <button type="button" data-next>Next</button>
    </div>
    <div data-panel-type="form" data-id="contact">
      <h2>Where can we reach you?</h2>
      <p><label for="v-name">Full name</label><br><input id="v-name" type="text" name="full_name" autocomplete="name" required></p>
      <p><label for="v-email">Email</label><br><input id="v-email" type="email" name="email" autocomplete="email" required></p>
      <p><label><input type="checkbox" name="dialer_consent_accepted" value="true" required> I agree to be contacted by phone about tutoring.</label></p>
      <button type="button" data-back>Back</button>
      <button type="button" data-next>Get my match</button>
    </div>
    <div data-panel-type="action" data-id="send" data-action-name="submit"></div>
  </form>
</vt-lead-wizard>`;

const wizard: Fixture = {
  name: 'lead-wizard',
  body: WIZARD,
  ready: (page) => page.waitForSelector('vt-lead-wizard[data-ready]').then(() => undefined),
  shots: () => [
    {
      name: 'lead-wizard-panel',
      before: (page) => page.getByRole('radio', { name: 'Myself' }).check(),
      parts: (page) => [page.locator('vt-lead-wizard')],
    },
    {
      name: 'lead-wizard-errors',
      before: async (page) => {
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('button', { name: 'Get my match' }).click();
        await expect.poll(() => page.locator('vt-lead-wizard .vt-error-message').count()).toBe(3);
        await blur(page);
      },
      parts: (page) => [page.locator('vt-lead-wizard')],
    },
  ],
};

const picker: Fixture = {
  name: 'scheduled-callback',
  body: `<form aria-label="Book a call" style="max-width:48rem"><vt-scheduled-callback data-tou="true" data-brand="varsity-tutors"
    data-schedule-email="schedule@example.com" data-support-phone="+1 (800) 555-0199"></vt-scheduled-callback></form>`,
  ready: (page) =>
    page
      .getByRole('group', { name: /Choose a time/ })
      .getByRole('radio')
      .first()
      .waitFor(),
  shots: () => [
    { name: 'callback-picker', parts: (page) => [page.locator('vt-scheduled-callback')] },
    {
      name: 'callback-summary',
      before: async (page) => {
        await page
          .getByRole('group', { name: /Choose a time/ })
          .getByRole('radio')
          .nth(2)
          .check();
        await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
        await page.getByRole('button', { name: 'Confirm' }).click();
        await page.locator('.vt-callback__time-summary').waitFor();
        await blur(page);
      },
      parts: (page) => [page.locator('vt-scheduled-callback')],
    },
  ],
};

const search: Fixture = {
  name: 'navbar-search',
  body: `<header style="max-width:40rem"><vt-navbar-search data-engine="items-pr" data-search-key="search-demo-key" data-results-url="/classes/search"></vt-navbar-search></header>
<p style="min-height:40rem">Page text below the header.</p>`,
  ready: (page) => page.locator('vt-navbar-search [role="combobox"]').waitFor(),
  shots: () => [
    { name: 'navbar-search-closed', parts: (page) => [page.locator('vt-navbar-search')] },
    {
      name: 'navbar-search-open',
      before: async (page) => {
        await page.getByRole('combobox').fill('alg');
        await expect.poll(() => page.locator('vt-navbar-search [role="status"]').textContent()).toMatch(/\d+ results?/);
        // Both sources have answered (the first one's results show with 'Searching…' under them).
        await expect.poll(() => page.locator('vt-navbar-search .vt-search__message--searching').count()).toBe(0);
      },
      parts: (page) => [page.locator('vt-navbar-search'), page.locator('vt-navbar-search .vt-search__popup')],
    },
  ],
};

const cart: Fixture = {
  name: 'cart-badge',
  body: `<p style="display:flex;gap:2rem;align-items:center"><vt-cart-badge id="three" data-client-id="client-42" data-href="/cart"></vt-cart-badge>
<vt-cart-badge id="many" data-client-id="demo-many" data-href="/cart"></vt-cart-badge></p>`,
  ready: async (page) => {
    await page.locator('#three .vt-cart-badge__count').waitFor();
    await page.locator('#many .vt-cart-badge__count').waitFor();
  },
  shots: () => [
    { name: 'cart-badge-count', parts: (page) => [page.locator('#three')] },
    { name: 'cart-badge-99plus', parts: (page) => [page.locator('#many')] },
  ],
};

const NAV = `<style>
  /* The CMS's header styles, as a site would have them (the element styles only what it adds). */
  .header nav ul{display:flex;gap:1rem;list-style:none;margin:0;padding:0}
  .header nav ul ul{display:block}
  .header [data-menu-toggle]{padding:.4rem .8rem;border:1px solid var(--vt-color-border,#767676);border-radius:.4rem;background:var(--vt-color-surface,#fff);color:inherit}
</style>
<header class="header" style="display:flex;align-items:center;gap:1rem;border-bottom:1px solid var(--vt-color-border-subtle,#ddd)">
<a href="/" style="font-weight:700;text-decoration:none">Varsity Tutors</a>
<vt-site-nav style="flex:1 1 auto">
  <nav aria-label="Main" style="display:flex;align-items:center;gap:1rem">
    <button type="button" data-menu-toggle>Menu</button>
    <ul>
      <li><a href="/subjects">Subjects</a>
        <ul>
          <li><a href="/math-tutors">Math</a><ul><li><a href="/algebra-tutors">Algebra</a></li><li><a href="/geometry-tutors">Geometry</a></li></ul></li>
          <li><a href="/science-tutors">Science</a><ul><li><a href="/biology-tutors">Biology</a></li></ul></li>
          <li><a href="/english-tutors">English</a></li>
        </ul>
      </li>
      <li><a href="/test-prep">Test prep</a><ul><li><a href="/sat-tutors">SAT</a></li><li><a href="/act-tutors">ACT</a></li></ul></li>
      <li><a href="/memberships">Memberships</a></li>
    </ul>
    <vt-cart-badge data-href="/cart"></vt-cart-badge>
  </nav>
</vt-site-nav>
</header>
<main style="min-height:60rem"></main>`;

/** The open menu's parts: the navigation, its top-level list (the drawer on a phone) and the open sub-menu. */
const openMenu = (page: Page) => [
  page.locator('vt-site-nav'),
  page.locator('vt-site-nav nav > ul'),
  page.locator('vt-site-nav li:has(> a[href="/subjects"]) > ul'),
];

const nav: Fixture = {
  name: 'site-nav',
  body: NAV,
  ready: async (page) => {
    await page.waitForSelector('vt-site-nav[data-ready]');
    await page.locator('vt-cart-badge .vt-cart-badge__count').waitFor();
  },
  shots: (width) => [
    width === 'desktop'
      ? {
          name: 'site-nav-menu',
          before: async (page) => {
            // By keyboard: a pointer resting on the menu would start its hover timers (open, close on leaving).
            await page.locator('button[aria-label="Subjects sub-menu"]').focus();
            await page.keyboard.press('Enter');
            await page.getByRole('link', { name: 'Math', exact: true }).waitFor();
          },
          parts: openMenu,
        }
      : {
          name: 'site-nav-drawer',
          before: async (page) => {
            await page.getByRole('button', { name: 'Menu', exact: true }).click();
            await page.getByRole('link', { name: 'Subjects', exact: true }).waitFor();
          },
          parts: openMenu,
        },
  ],
};

const locale: Fixture = {
  name: 'locale-suggest',
  // demo_country: the demo API's /router_loc answers Canada for this page (its Referer).
  search: '?demo_country=CA',
  head: `<link rel="alternate" hreflang="en-us" href="/visual/locale-suggest.html">
  <link rel="alternate" hreflang="en-ca" href="/en-ca/visual/locale-suggest.html">
  <link rel="alternate" hreflang="en-gb" href="/en-gb/visual/locale-suggest.html">`,
  body: `<main><h1>Tutoring near you</h1><vt-locale-suggest></vt-locale-suggest></main>
<footer><vt-country-picker><nav aria-label="Country"><a href="/visual/locale-suggest.html" hreflang="en-us">United States</a>
<a href="/en-ca/visual/locale-suggest.html" hreflang="en-ca">Canada</a> <a href="/en-gb/visual/locale-suggest.html" hreflang="en-gb">United Kingdom</a></nav></vt-country-picker></footer>`,
  ready: (page) => page.getByRole('dialog').waitFor(),
  shots: () => [
    { name: 'locale-suggest-dialog', parts: (page) => [page.getByRole('dialog')] },
    {
      name: 'country-picker',
      before: async (page) => {
        await page.getByRole('button', { name: 'No, stay here' }).click();
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      },
      parts: (page) => [page.locator('vt-country-picker')],
    },
  ],
};

visualSuite('visual: forms, header and locale (issue 19)', [wizard, picker, search, cart, nav, locale]);
