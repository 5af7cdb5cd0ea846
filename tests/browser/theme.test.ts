import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, startHarness, waitForWizards, type Harness } from './harness';

/** Issue 19: the theme (tokens, light and dark, dist/theme.css, RTL), errors without movement, the cart badge's pill. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Box = { x: number; y: number; width: number; height: number };
const box = (page: Page, selector: string): Promise<Box> =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
const style = (page: Page, selector: string, property: string): Promise<string> =>
  page.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p), property);

const PILL = 'vt-cart-badge[data-client-id="demo-many"] .vt-cart-badge__count';
const WIZARD_INPUT = '#home-lead [data-id="welcome"] [data-next]';

async function openCart(page: Page) {
  await page.goto(h.url('/cart-badge.html'));
  await page.locator(PILL).waitFor();
  await page.locator('#header-cart .vt-cart-badge__count').waitFor();
}

describe.concurrent('the theme (issue 19)', () => {
  it('dark scheme from prefers-color-scheme switches the elements and the page; axe clean in light and dark', async ({ expect }) => {
    const { page } = await h.newPage();
    await openCart(page);
    const light = { pill: await style(page, PILL, 'background-color'), body: await style(page, 'body', 'background-color') };
    expect(light).toEqual({ pill: 'rgb(200, 16, 46)', body: 'rgb(255, 255, 255)' });
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => style(page, PILL, 'background-color')).toBe('rgb(255, 180, 171)');
    expect(await style(page, 'body', 'background-color')).toBe('rgb(31, 31, 31)');
    expect(await axeViolations(page)).toEqual([]);
    // data-theme="light" on the page wins over the visitor's dark preference.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await expect.poll(() => style(page, PILL, 'background-color')).toBe(light.pill);
  });

  it('data-theme="dark" on an ancestor switches the lead wizard; axe clean in dark', async ({ expect }) => {
    const { page } = await h.newPage();
    await page.goto(h.url('/lead-wizard.html'));
    await waitForWizards(page);
    const lightButton = await style(page, WIZARD_INPUT, 'background-color');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect.poll(() => style(page, WIZARD_INPUT, 'background-color')).not.toBe(lightButton);
    expect(await style(page, WIZARD_INPUT, 'background-color')).toBe('rgb(168, 199, 250)');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('theme.css makes the radios choice cards at least 44 px tall, and a dir="rtl" page mirrors them', async ({ expect }) => {
    const { page } = await h.newPage();
    await page.goto(h.url('/lead-wizard.html'));
    await waitForWizards(page);
    await page.locator(WIZARD_INPUT).click();
    const choice = '#home-lead [data-id="who"] label.choice';
    await page.locator(choice).first().waitFor();
    // Measured once the panel's entering animation (a translateY) is over: mid-way, a fractional
    // offset makes getBoundingClientRect's height a float hair under the laid-out 44 px.
    await page.locator('#home-lead [data-id="who"]:not(.vt-panel--entering)').waitFor();
    const heights = await page.$$eval(choice, (labels) => labels.map((l) => l.getBoundingClientRect().height));
    expect(heights).toHaveLength(3);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
    // RTL: the radio sits at the card's inline start, which is its right edge.
    const radio = `${choice} input`;
    const ltr = { card: await box(page, choice), radio: await box(page, radio) };
    expect(ltr.radio.x - ltr.card.x).toBeLessThan(ltr.card.width / 2);
    await page.evaluate(() => (document.documentElement.dir = 'rtl'));
    await expect.poll(async () => (await box(page, radio)).x - (await box(page, choice)).x).toBeGreaterThan(ltr.card.width / 2);
    const next = await box(page, '#home-lead [data-id="who"] [data-next]');
    const back = await box(page, '#home-lead [data-id="who"] [data-back]');
    // The actions' row mirrors too: Back (first) is now right of Next.
    expect(back.x).toBeGreaterThan(next.x);
  });
});

describe.concurrent('errors without movement (issue 19)', () => {
  it("the consent checkbox's 'Required' sits inside its group's box, and no input moves sideways", async ({ expect }) => {
    const { page } = await h.newPage();
    await page.goto(h.url('/contact-update.html'));
    await waitForWizards(page);
    const consent = '[data-id="contact"] input[name="dialer_consent_accepted"]';
    const before = await box(page, consent);
    await page.locator('[data-id="contact"] [data-next]').click();
    const group = '[data-id="contact"] .vt-form-group--error:has(input[name="dialer_consent_accepted"])';
    await page.locator(group).waitFor();
    const after = await box(page, consent);
    expect(after.x).toBe(before.x);
    expect(after.width).toBe(before.width);
    const g = await box(page, group);
    const message = await box(page, `${group} .vt-error-message`);
    expect(message.y).toBeGreaterThanOrEqual(g.y);
    expect(message.y + message.height).toBeLessThanOrEqual(g.y + g.height + 0.5);
    expect(message.x).toBeGreaterThanOrEqual(g.x);
    expect(await page.$eval(group, (el) => getComputedStyle(el, '::before').backgroundColor)).toBe('rgb(179, 38, 30)');
  });
});

describe.concurrent('choice errors sit with their group (issue 19)', () => {
  it("a radio group's 'Required' is inside its fieldset's box, and no choice moves sideways", async ({ expect }) => {
    const { page } = await h.newPage();
    await page.goto(h.url('/lead-wizard.html'));
    await waitForWizards(page);
    await page.locator(WIZARD_INPUT).click();
    const radio = '#home-lead [data-id="who"] input[type=radio]';
    await page.locator(radio).first().waitFor();
    const before = await box(page, radio);
    await page.locator('#home-lead [data-id="who"] [data-next]').click();
    const group = '#home-lead [data-id="who"] fieldset.vt-form-group--error';
    await page.locator(`${group} .vt-error-message`).waitFor();
    const after = await box(page, radio);
    expect([after.x, after.width]).toEqual([before.x, before.width]);
    const g = await box(page, group);
    const message = await box(page, `${group} .vt-error-message`);
    expect(message.y).toBeGreaterThanOrEqual(g.y);
    expect(message.y + message.height).toBeLessThanOrEqual(g.y + g.height + 0.5);
  });
});

describe.concurrent('the cart badge pill (issue 19)', () => {
  it("'99+' leaves the icon's centre uncovered, stays inside the badge's room and the header's icon sits on the text line", async ({ expect }) => {
    const { page } = await h.newPage();
    await openCart(page);
    for (const badge of ['vt-cart-badge[data-client-id="demo-many"]', '#header-cart']) {
      const pill = await box(page, `${badge} .vt-cart-badge__count`);
      const icon = await box(page, `${badge} .vt-cart-badge__icon`);
      const host = await box(page, badge);
      const cx = icon.x + icon.width / 2;
      const cy = icon.y + icon.height / 2;
      const coversCentre = cx >= pill.x && cx <= pill.x + pill.width && cy >= pill.y && cy <= pill.y + pill.height;
      expect(coversCentre).toBe(false);
      expect(pill.x + pill.width).toBeLessThanOrEqual(host.x + host.width + 0.5);
    }
    // The next text does not start under the pill.
    const pill = await box(page, PILL);
    const text = await box(page, '.states li:nth-child(3) > span');
    expect(text.x).toBeGreaterThanOrEqual(pill.x + pill.width);
    // Header: the icon's middle is on the middle of the neighbouring link's text (within 3 px).
    const link = await box(page, '.site-header nav li:first-child a');
    const icon = await box(page, '#header-cart .vt-cart-badge__icon');
    expect(Math.abs(icon.y + icon.height / 2 - (link.y + link.height / 2))).toBeLessThanOrEqual(3);
  });
});
