import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, startHarness, waitForWizards, type Harness } from './harness';

/**
 * Rules of the lead flow a second spec review found unmet (issue 37), on CMS-like pages in
 * Chromium with the built dist/ and the demo API: conditioned submit steps (§5 Action conditions),
 * the flow's thank-you route after its last submission (§4), landing_page (§3 payloads) and the
 * tracking context's order (§3 Tracking context).
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const META_VISITOR = '5b0e6f0e-8c1e-4c53-9d5f-2f4f1b6f0a11';
const COOKIE_VISITOR = '0d9c8b7a-6f5e-4d3c-9b2a-1f0e9d8c7b6a';

/** A CMS page with one lead form: its panels as given, the autoloader, the theme. */
function leadPage(panels: string, wizard = 'data-action="new_contact"'): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lead flow rules</title>
<meta name="visitor-id" content="${META_VISITOR}">
<link rel="icon" href="data:,"><link rel="stylesheet" href="/site.css"><link rel="stylesheet" href="/dist/autoload.css">
<script src="/dist/autoload.js" defer blocking="render"></script></head>
<body><main><h1>Lead flow rules</h1>
<vt-lead-wizard class="lead-form" ${wizard}><form aria-label="Request a call" novalidate>
<input type="hidden" name="leadform" value="flow-rules">
${panels}
</form></vt-lead-wizard></main></body></html>`;
}

const WHO = `<div data-panel-type="multiple-choice" data-id="who"><fieldset><legend>Who needs help?</legend>
<label><input type="radio" name="who_needs_help" value="Myself" required> Myself</label>
<label><input type="radio" name="who_needs_help" value="My child"> My child</label></fieldset>
<div class="actions"><button type="button" data-next>Next</button></div></div>`;

const CONTACT = `<div data-panel-type="form" data-id="contact"><h2>Where can we reach you?</h2>
<div class="field"><label for="f-name">Full name</label><input id="f-name" name="full_name" autocomplete="name" required></div>
<div class="field"><label for="f-email">Email</label><input id="f-email" type="email" name="email" autocomplete="email" required></div>
<div class="field"><label for="f-phone">Phone number</label><input id="f-phone" type="tel" name="phone_number" autocomplete="tel" required></div>
<div class="field"><label><input type="checkbox" name="dialer_consent_accepted" value="true" required> I agree to be contacted by phone.</label></div>
<div class="actions"><button type="button" data-back>Back</button><button type="button" data-next>Send</button></div></div>`;

const DONE = `<div data-panel-type="form" data-id="done"><h2>Thanks, we have your answers</h2></div>`;

/** Serves `html` at `path` on the demo server's origin (the page's own host for the URL policy). */
async function serve(page: Page, path: string, html: string): Promise<string> {
  const url = h.url(path);
  await page.route(url.split('?')[0]! + '*', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  return url;
}

/** The bodies of the lead calls (POST /v1/contact/requests) the page makes. */
function leadCalls(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/contact/requests') sent.push(request.postDataJSON());
  });
  return sent;
}

async function fillContact(page: Page) {
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone number').pressSequentially('2025550100');
  await page.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
}

describe.concurrent(
  '§5 Action conditions: "An action applies only if every condition in its data-conditions list matches the form\'s data values"',
  () => {
    const page = leadPage(
      `${WHO}${CONTACT}
<div data-panel-type="action" data-id="self-lead" data-action-name="submit" data-conditions='[{"field":"who_needs_help","value":"Myself"}]'></div>
${DONE}`,
    );

    it.each([
      ['Myself', 1],
      ['My child', 0],
    ])('a submit step conditioned on who_needs_help "Myself", with %s chosen: %i call, then the next panel', async (who, calls) => {
      const { page: tab, pageErrors } = await h.newPage();
      const sent = leadCalls(tab);
      await tab.goto(await serve(tab, '/review/conditioned-submit.html', page));
      await waitForWizards(tab);
      await tab.getByRole('radio', { name: who }).check();
      await tab.getByRole('button', { name: 'Next' }).click();
      await fillContact(tab);
      await tab.getByRole('button', { name: 'Send' }).click();
      await tab.getByRole('heading', { name: 'Thanks, we have your answers' }).waitFor();
      expect(sent).toHaveLength(calls);
      expect(pageErrors).toEqual([]);
      expect(await axeViolations(tab, 'vt-lead-wizard')).toEqual([]);
    });
  },
);

describe.concurrent('§4 redirect: a lead flow never strands the visitor', () => {
  it('after the last submit, with no redirect step and no data-redirect-url, the visitor lands on the default thank-you route with time_zone, correlation_id and phone_number', async ({
    expect,
  }) => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/Chicago' });
    const sent = leadCalls(page);
    await page.goto(
      await serve(
        page,
        '/review/no-redirect.html',
        leadPage(`${CONTACT}<div data-panel-type="action" data-id="send" data-action-name="submit"></div>`),
      ),
    );
    await waitForWizards(page);
    await fillContact(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL('**/contacts/marketing/thank-you?**');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      time_zone: 'America/Chicago',
      correlation_id: '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      phone_number: '(202) 555-0100',
    });
    expect(sent).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it('a redirect step with no URL of its own (and no data-redirect-url) after the submit goes to the thank-you route too', async ({
    expect,
  }) => {
    const { page } = await h.newPage();
    const flow = leadPage(
      `${CONTACT}<div data-panel-type="action" data-id="send" data-action-name="submit"></div>
<div data-panel-type="action" data-id="out" data-action-name="redirect" data-conditions="[]"></div>`,
    );
    await page.goto(await serve(page, '/review/redirect-without-url.html', flow));
    await waitForWizards(page);
    await fillContact(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL('**/contacts/marketing/thank-you?**');
    expect(new URL(page.url()).searchParams.get('correlation_id')).toBe('6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b');
  });
});

describe.concurrent('§3 payloads: landing_page is the page the visit landed on', () => {
  const flow = leadPage(
    `${CONTACT}<div data-panel-type="action" data-id="send" data-action-name="submit"></div>${DONE}`,
    'data-action="new_contact" data-history="true"',
  );

  it('the first page an element ran on in this tab, not the page where the lead was sent', async ({ expect }) => {
    const { page } = await h.newPage();
    const sent = leadCalls(page);
    const landing = h.url('/site-nav.html?vtsource=google');
    await page.goto(landing);
    await page.locator('vt-site-nav[data-ready]').waitFor({ state: 'attached' });
    await page.goto(await serve(page, '/review/landing.html', flow));
    await waitForWizards(page);
    await fillContact(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Thanks, we have your answers' }).waitFor();
    expect(sent[0]).toMatchObject({ landing_page: landing, page: expect.stringContaining('/review/landing.html') });
  });

  it("landing on the form itself: the page without the wizard's #get-started/N hash", async ({ expect }) => {
    const { page } = await h.newPage();
    const sent = leadCalls(page);
    const url = await serve(
      page,
      '/review/landing-here.html?vtcampaign=fall',
      `${leadPage(`${WHO}${CONTACT}<div data-panel-type="action" data-id="send" data-action-name="submit"></div>${DONE}`, 'data-action="new_contact" data-history="true"')}`,
    );
    await page.goto(url);
    await waitForWizards(page);
    await page.getByRole('radio', { name: 'Myself' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await fillContact(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Thanks, we have your answers' }).waitFor();
    expect(page.url()).toContain('#get-started/');
    expect(sent[0]!.landing_page).toBe(url);
  });
});

describe.concurrent('§3 Tracking context', () => {
  it('visitor_id: <meta name="visitor-id"> wins over an older cookie (contract "Page-level inputs") and is written into it, so the cookie\'s visitor_id agrees everywhere in the payload; a repeated parameter is its first value', async ({
    expect,
  }) => {
    const { page, context } = await h.newPage();
    await context.addCookies([{ name: 'visitor-id', value: COOKIE_VISITOR, url: h.url('/') }]);
    const sent = leadCalls(page);
    const flow = leadPage(`${CONTACT}<div data-panel-type="action" data-id="send" data-action-name="submit"></div>${DONE}`);
    await page.goto(await serve(page, '/review/tracking.html?vtsource=google&vtsource=bing&network=g&network=b', flow));
    await waitForWizards(page);
    await fillContact(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Thanks, we have your answers' }).waitFor();
    expect(sent[0]).toMatchObject({
      visitor_id: META_VISITOR,
      tracking: { visitor_id: META_VISITOR, vtsource: 'google', network: 'g' },
    });
    // Spec §9: the page's id is now the cookie's, for 2,592,000 s, SameSite Lax, Secure, path /.
    const [cookie] = (await context.cookies(h.url('/'))).filter((c) => c.name === 'visitor-id');
    expect(cookie).toMatchObject({ value: META_VISITOR, path: '/', sameSite: 'Lax', secure: true });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(2_592_000 - 600);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(2_592_000 + 5);
  });
});
