import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { fillHeroLead, startHarness, waitForWizards, type Harness } from './harness';

/**
 * Issue 11 in the browser, on examples/lead-wizard.html and the built dist/: lead attribution
 * (contract "Lead attribution": the lead carries the URL's tracking parameters and the form's
 * leadform) and the wizard's events in the data layer (lead_form_start, lead_form_field without
 * PII values, lead_form_complete). The action tracker end to end is tests/browser/tracker.test.ts.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Every object pushed to window.dataLayer, across navigations (the thank-you page included). */
async function recordDataLayer(page: Page): Promise<Record<string, unknown>[]> {
  const pushed: Record<string, unknown>[] = [];
  await page.exposeFunction('__vtRecordDataLayer', (json: string) => pushed.push(JSON.parse(json) as Record<string, unknown>));
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      for (const item of items)
        (window as unknown as { __vtRecordDataLayer(json: string): void }).__vtRecordDataLayer(JSON.stringify(item));
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return pushed;
}

/** The new_contact bodies the page sends (what the demo server receives). */
function recordLeads(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/contact/requests')
      bodies.push(JSON.parse(request.postData() ?? 'null'));
  });
  return bodies;
}

/** Opens `path`, fills the hero lead form and submits it; resolves on the thank-you page. */
async function submitLead(page: Page, path: string): Promise<void> {
  await page.goto(h.url(path));
  await waitForWizards(page);
  const form = page.getByRole('form', { name: 'Request a tutor' });
  await fillHeroLead(form);
  await form.getByRole('button', { name: 'Get my match' }).click();
  await page.waitForURL('**/contacts/marketing/thank-you?**');
}

describe.concurrent('a lead from ?vtsource=google&vtcampaign=fall', () => {
  it("carries both and the form's leadform in tracking; the data layer gets start, field and completion events without PII", async ({ expect }) => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/New_York' });
    const pushed = await recordDataLayer(page);
    const leads = recordLeads(page);
    await submitLead(page, '/lead-wizard.html?vtsource=google&vtcampaign=fall');

    expect(leads).toHaveLength(1);
    const tracking = (leads[0] as { tracking: Record<string, string> }).tracking;
    expect(tracking).toMatchObject({
      vtsource: 'google',
      vtcampaign: 'fall',
      leadform: 'home-hero',
      param_string: 'vtsource=google&vtcampaign=fall',
    });
    expect(tracking.path).toMatch(/^\/lead-wizard(\.html)?$/);

    const events = pushed.map((e) =>
      e.event === 'lead_form_field' ? `${String(e.event)} ${String(e.fieldName)}=${String(e.fieldValue)}` : String(e.event),
    );
    expect(events).toEqual([
      'lead_form_start',
      'lead_form_field who_needs_help=Myself',
      'lead_form_field full_name=',
      'lead_form_field email=',
      'lead_form_field phone_number=',
      'lead_form_field zip_code=',
      'lead_form_field dialer_consent_accepted=true',
      'lead_form_complete',
    ]);
    expect(pushed[0]).toEqual({ event: 'lead_form_start', form_id: 'home-hero', leadform: 'home-hero' });
    expect(pushed[1]).toEqual({
      event: 'lead_form_field',
      fieldName: 'who_needs_help',
      fieldValue: 'Myself',
      className: '',
      leadFormId: 'home-hero',
      panelId: 'who',
    });
    expect(pushed.filter((e) => e.fieldRedacted === true).map((e) => e.fieldName)).toEqual([
      'full_name',
      'email',
      'phone_number',
      'zip_code',
    ]);
    const all = JSON.stringify(pushed);
    for (const secret of ['Ada', 'Lovelace', 'ada@example.com', '555', '20500']) expect(all).not.toContain(secret);
    expect(pageErrors).toEqual([]);
  });
});

describe.concurrent('an unreadable tracking query string (spec §5 "Invalid query string for tracking only logs a warning", §8)', () => {
  it('?vtsource=%E0%A4%A (malformed percent-encoding): one console warning naming it, no error; the lead still carries vtcampaign', async ({ expect }) => {
    const { page, pageErrors, consoleErrors } = await h.newPage({ timezoneId: 'America/New_York' });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const leads = recordLeads(page);
    await submitLead(page, '/lead-wizard.html?vtsource=%E0%A4%A&vtcampaign=fall');

    expect(leads).toHaveLength(1);
    const tracking = (leads[0] as { tracking: Record<string, string> }).tracking;
    expect(tracking).toMatchObject({ vtcampaign: 'fall', leadform: 'home-hero', param_string: 'vtcampaign=fall' });
    expect(tracking).not.toHaveProperty('vtsource');
    expect(warnings).toEqual(['[vt-elements] tracking: the query parameter "vtsource=%E0%A4%A" is unreadable (malformed percent-encoding): ignored']);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
