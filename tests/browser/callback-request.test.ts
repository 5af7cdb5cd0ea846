import { afterAll, beforeAll, describe, it } from 'vitest';
import { axeViolations, startHarness, waitForWizards, type Harness } from './harness';

/**
 * examples/callback-request.html: `<vt-lead-wizard data-action="new_callback" data-uuid>` with a
 * contact panel and the picker (spec §3 Callback payload, §6/§7 uuid, §2 thank-you route), driven
 * by keyboard and found by role and label, on the built dist/ in Chromium.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const UUID = '3f2b8c1e-7d4a-4e9b-a6c5-1b2d3e4f5a6b';

describe.concurrent('callback request (new_callback)', () => {
  it('fills the contact panel and picks a time by keyboard, posts reason, number and time once, then goes to the thank-you page', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/Chicago' });
    // Monday 2026-11-23 10:00 in Chicago; the slots are fixed.
    await page.clock.setFixedTime(new Date('2026-11-23T16:00:00Z'));
    const slotCalls: string[] = [];
    await page.route('**/v1/todos/me/timeslots**', (route) => {
      slotCalls.push(new URL(route.request().url()).pathname);
      return route.fulfill({ json: [{ timeslot: '2026-11-24T14:00:00Z' }, { timeslot: '2026-11-24T15:30:00Z' }] });
    });
    const posted: { path: string; body: unknown }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/todos/me/callback/'))
        posted.push({ path: url.pathname, body: JSON.parse(request.postData() ?? 'null') });
    });

    await page.goto(h.url('/callback-request.html'));
    await waitForWizards(page);
    // §7: the picker asks for the wizard's lead (data-uuid on <vt-lead-wizard>).
    await expect.poll(() => slotCalls).toEqual([`/v1/todos/me/timeslots/${UUID}`]);

    await page.getByRole('textbox', { name: 'Full name' }).focus();
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2025550100');
    await page.keyboard.press('Enter'); // Enter in a field clicks the step's Next (spec §2)
    await page.getByRole('heading', { name: 'When should we call, Ada Lovelace?' }).waitFor();

    // 'Today' (with 'Now', inside contact hours) is selected first; ArrowDown moves to Tuesday.
    const dates = page.getByRole('group', { name: 'Choose a day' });
    const today = dates.getByRole('radio', { name: 'Today' });
    await expect.poll(() => today.isChecked()).toBe(true);
    await today.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => dates.getByRole('radio', { name: 'Tuesday, November 24' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // moves and checks: 8:00 AM → 9:30 AM
    const times = page.getByRole('group', { name: 'Choose a time (CST)' });
    await expect.poll(() => times.getByRole('radio', { name: '9:30 AM' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('dialer_consent_accepted');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // Terms of Use link
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Confirm');
    await page.keyboard.press('Enter');
    expect(await page.locator('.vt-callback__time-summary').textContent()).toBe('9:30 AM (CST)');
    await page.keyboard.press('Tab'); // Back
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Request my call');
    await page.keyboard.press('Enter');

    await page.waitForURL('**/contacts/marketing/thank-you?**');
    expect(new URL(page.url()).pathname).toBe('/contacts/marketing/thank-you');
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(posted).toEqual([
      {
        path: `/v1/todos/me/callback/${UUID}`,
        body: {
          reason: 'Contact provided name: Ada Lovelace',
          number: '(202) 555-0100',
          time: '2026-11-24T15:30:00Z',
          // Contract "Lead attribution": the page's tracking context with the form's leadform.
          tracking: expect.objectContaining({ leadform: 'callback-request', path: '/callback-request.html' }),
        },
      },
    ]);
    expect(pageErrors).toEqual([]);
  });

  it('has no axe-core violations on the picker panel', async ({ expect }) => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    // Issue 51: a fixed clock and fixed slots. On the real clock the demo's slots follow the time
    // of day, and a run in the evening (CI at 20:36 in Chicago) had no time to pick.
    await page.clock.setFixedTime(new Date('2026-11-23T16:00:00Z'));
    await page.route('**/v1/todos/me/timeslots**', (route) =>
      route.fulfill({ json: [{ timeslot: '2026-11-24T14:00:00Z' }, { timeslot: '2026-11-24T15:30:00Z' }] }),
    );
    await page.goto(h.url('/callback-request.html'));
    await waitForWizards(page);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Phone number' }).pressSequentially('2025550100');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('input[type="radio"][name="time_to_call"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
