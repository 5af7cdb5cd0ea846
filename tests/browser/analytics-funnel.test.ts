import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillHeroLead, startHarness, waitForWizards, type Harness } from './harness';

/**
 * Issue 11 "one funnel, every destination", end to end on the built dist/ against the demo
 * server: examples/lead-wizard.html with <vt-analytics> added. A full lead flow sends start,
 * field and completion events, in order, to Segment (the real analytics-next SDK), the action
 * tracker and the data layer, with no personal value in any of them; the tracker also gets the
 * page view (spec §3) and declarative click events (data-track-action, category default 'atlas').
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

interface LogEntry {
  kind: string;
  key: string;
  status: number;
  body: unknown;
}
const received = async (key: string): Promise<LogEntry[]> =>
  (await (await fetch(h.url(`/__analytics/log?key=${encodeURIComponent(key)}`))).json()) as LogEntry[];
/** Segment's track events, once each: around a page hide the SDK may send a batch twice (at-least-once; Segment de-duplicates by messageId). */
const segmentTracks = async (key: string) => {
  const events = (await received(key))
    .filter((e) => e.kind === 'segment' && e.status === 200)
    .flatMap(
      (e) => (e.body as { batch: { type: string; event?: string; messageId: string; properties?: Record<string, unknown> }[] }).batch,
    )
    .filter((e) => e.type === 'track');
  return events.filter((e, i) => events.findIndex((o) => o.messageId === e.messageId) === i);
};
const trackerActions = async (key: string) =>
  (await received(key))
    .filter((e) => e.kind === 'tracker' && e.status === 204)
    .map((e) => e.body as { eventName: string; properties: Record<string, unknown> });

const LEAD_EVENTS = [
  'lead_form_start',
  'lead_form_field who_needs_help',
  'lead_form_field full_name',
  'lead_form_field email',
  'lead_form_field phone_number',
  'lead_form_field zip_code',
  'lead_form_field dialer_consent_accepted',
  'lead_form_complete',
];
const SECRETS = ['Ada', 'Lovelace', 'ada@example.com', '5550100', '20500'];
const named = (e: { event?: string; eventName?: string; properties?: Record<string, unknown>; fieldName?: unknown }) => {
  const name = e.event ?? e.eventName ?? '';
  const field = e.fieldName ?? e.properties?.fieldName;
  return name === 'lead_form_field' ? `${name} ${String(field)}` : name;
};

describe('<vt-analytics> with a lead form (issue 11 part 5)', () => {
  it('a full lead flow reaches Segment, the action tracker and the data layer in order, without PII', async () => {
    const key = `funnel-${Date.now()}`;
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/New_York' });
    await page.route('**/lead-wizard.html', async (route) => {
      const html = await (await route.fetch()).text();
      const meta = `<meta name="vt-segment-write-key" content="${key}"><meta name="vt-segment-cdn" content="/"><meta name="vt-tracker-endpoint" content="/__tracker/actions"><meta name="vt-application-id" content="${key}">`;
      await route.fulfill({
        contentType: 'text/html',
        body: html
          .replace('</head>', `${meta}</head>`)
          .replace(
            '<body>',
            '<body><vt-analytics></vt-analytics><button type="button" id="promo" data-track-action="promo_click" data-track-label="hero">Promo</button>',
          ),
      });
    });
    await page.goto(h.url('/lead-wizard.html'));
    await waitForWizards(page);
    await page.locator('#promo').click();
    const form = page.getByRole('form', { name: 'Request a tutor' });
    await fillHeroLead(form);
    const dataLayer = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer));
    await form.getByRole('button', { name: 'Get my match' }).click();
    // The completion event is tracked just before the thank-you redirect: the SDK and the
    // tracker send what is queued when the page hides (keepalive).
    await page.waitForURL('**/contacts/marketing/thank-you?**');

    await expect
      .poll(async () => (await segmentTracks(key)).map(named).filter((n) => n.startsWith('lead_form')), { timeout: 15_000 })
      .toEqual(LEAD_EVENTS);
    await expect
      .poll(async () => (await trackerActions(key)).map(named).filter((n) => n.startsWith('lead_form')), { timeout: 15_000 })
      .toEqual(LEAD_EVENTS);
    const actions = await trackerActions(key);
    expect(actions[0]!.eventName).toBe('page_view');
    expect(actions[0]!.properties).toMatchObject({ url: h.url('/lead-wizard.html'), divisionId: 'VT::VT', cache: 'none' });
    const promo = actions.find((a) => a.eventName === 'promo_click');
    expect(promo?.properties.customEventData).toMatchObject({ action: 'promo_click', category: 'atlas', label: 'hero' });
    expect((await segmentTracks(key)).some((e) => e.event === 'promo_click')).toBe(true);
    // The data layer before the redirect: the same lead events so far, in the same order.
    const pushed = (JSON.parse(dataLayer) as { event: string; fieldName?: string }[]).map(named).filter((n) => n.startsWith('lead_form'));
    expect(pushed).toEqual(LEAD_EVENTS.slice(0, -1));
    const everything = JSON.stringify([await segmentTracks(key), actions, dataLayer]);
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
    expect(pageErrors).toEqual([]);
  });
});
