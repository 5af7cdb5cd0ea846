import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { axeViolations, startHarness, type Harness } from './harness';

/** Spec §2 Scheduled-callback widget, §3 Timeslot, §4, §5 Callback consent, §7, §8 Scheduler, §9 — built dist/ in Chromium. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const PAGE = '/scheduled-callback.html';
const abbr = (zone: string) => DateTime.now().setZone(zone).setLocale('en-US').toFormat('ZZZZ');

async function collectReports(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { reported: string[]; vtErrorReporter: (e: Error) => void };
    w.reported = [];
    w.vtErrorReporter = (e) => w.reported.push(e.message);
  });
  return () => page.evaluate(() => (window as unknown as { reported: string[] }).reported);
}

/** Answers every timeslot call with these slots (for a fixed clock). */
async function fixSlots(page: Page, slots: string[]) {
  await page.route('**/v1/todos/me/timeslots**', (route) => route.fulfill({ json: slots.map((timeslot) => ({ timeslot })) }));
}

describe('<vt-scheduled-callback> inside a form', () => {
  it('choose a date and a time by keyboard, agree, confirm, see the summary and submit the values with the form', async () => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/Chicago' });
    await page.goto(h.url(PAGE));
    const form = page.locator('#book-form');
    const dates = form.getByRole('group', { name: 'Choose a day' });
    await expect.poll(() => dates.getByRole('radio').count()).toBeGreaterThan(2);
    expect(await form.getByRole('group', { name: `Choose a time (${abbr('America/Chicago')})` }).count()).toBe(1);

    // §2: the first date (with times) is selected after render and highlighted as primary.
    const checked = dates.getByRole('radio', { checked: true });
    await expect.poll(() => checked.count()).toBe(1);
    expect(await form.getByRole('button', { name: 'Confirm' }).count()).toBe(0);

    // Keyboard: focus the checked date, ArrowDown moves and checks the next one.
    const startIndex = await dates.getByRole('radio').evaluateAll((radios) => radios.findIndex((r) => (r as HTMLInputElement).checked));
    await checked.focus();
    await page.keyboard.press('ArrowDown');
    const chosenDate = dates.getByRole('radio').nth(startIndex + 1);
    await expect.poll(() => chosenDate.isChecked()).toBe(true);
    const dateLabel = (await chosenDate.locator('xpath=..').textContent())!;
    const dateValue = (await chosenDate.getAttribute('value'))!;
    expect(await form.locator('.vt-callback__date.vt-callback__option--primary').textContent()).toBe(dateLabel);
    expect(await form.locator('.vt-callback__date.vt-callback__option--secondary').count()).toBe(
      (await dates.getByRole('radio').count()) - 1,
    );

    // Tab into the time group, Space checks the first time: its Confirm button and consent appear.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    const time = form.getByRole('radio', { checked: true }).and(form.locator('input[name="time_to_call"]'));
    await expect.poll(() => time.count()).toBe(1);
    const timeValue = (await time.getAttribute('value'))!;
    const timeLabel = (await time.locator('xpath=..').textContent())!;
    expect(await form.getByRole('button', { name: 'Confirm' }).count()).toBe(1);
    const consent = form.getByRole('checkbox', { name: 'I agree to the Terms of Use' });
    expect(await consent.getAttribute('aria-required')).toBe('true');
    expect(await consent.evaluate((el) => (el as HTMLInputElement).required)).toBe(true);
    expect(await form.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms-of-use');

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('dialer_consent_accepted');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // the Terms of Use link inside the label
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Confirm');
    await page.evaluate(() => {
      document.addEventListener(
        'vt-callback-confirm',
        (e) => ((window as unknown as { confirmed: unknown }).confirmed = (e as CustomEvent).detail),
      );
    });
    await page.keyboard.press('Enter');

    // §2: the summary shows the date label and the time with the zone abbreviation in brackets.
    expect(await form.locator('.vt-callback__date-summary').textContent()).toBe(dateLabel);
    expect(await form.locator('.vt-callback__time-summary').textContent()).toBe(`${timeLabel} (${abbr('America/Chicago')})`);
    expect(await page.evaluate(() => (window as unknown as { confirmed: unknown }).confirmed)).toEqual({
      day_to_call: dateValue,
      time_to_call: timeValue,
      dialer_consent_accepted: true,
    });
    // The chosen time is on the chosen date, in the visitor's zone.
    expect(DateTime.fromISO(timeValue, { zone: 'America/Chicago' }).toISODate()).toBe(dateValue);

    // The surrounding form submits the light-DOM inputs (the page's handler prints FormData).
    await form.getByRole('button', { name: 'Request my call' }).click();
    await expect.poll(() => form.locator('output').textContent()).not.toBe('');
    expect(JSON.parse((await form.locator('output').textContent())!)).toEqual({
      leadform: 'callback-demo',
      day_to_call: dateValue,
      time_to_call: timeValue,
      dialer_consent_accepted: 'true',
    });
    expect(pageErrors).toEqual([]);
  });

  it('§5 Confirm without consent shows the error and focuses the checkbox; another time clears the consent; native validation blocks the submit', async () => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    await page.goto(h.url(PAGE));
    const form = page.locator('#book-form');
    const times = form.locator('input[name="time_to_call"]');
    await expect.poll(() => times.count()).toBeGreaterThan(1);
    await times.nth(0).check();
    await form.getByRole('button', { name: 'Confirm' }).click();
    const consent = form.getByRole('checkbox', { name: 'I agree to the Terms of Use' });
    expect(await consent.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('dialer_consent_accepted');
    const errorId = (await consent.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('Error: Required');
    expect(await form.locator('.vt-callback__time-summary').textContent()).toBe('');

    await consent.check();
    await times.nth(1).check();
    // Only the chosen time has a Confirm button and a (cleared) consent.
    expect(await form.getByRole('button', { name: 'Confirm' }).count()).toBe(1);
    expect(await form.getByRole('checkbox').isChecked()).toBe(false);
    await form.getByRole('button', { name: 'Request my call' }).click();
    expect(await form.locator('output').textContent()).toBe('');
    expect(await axeViolations(page, '#book-form')).toEqual([]);
  });

  it("§4 'Today' with 'Now' inside contact hours: 'Thanks! We will call you ASAP', empty date summary", async () => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    // Monday 2026-11-23 10:00 in Chicago = 11:00 in New York: inside §9 contact hours.
    await page.clock.setFixedTime(new Date('2026-11-23T16:00:00Z'));
    await fixSlots(page, ['2026-11-23T19:00:00Z', '2026-11-24T14:00:00Z']);
    await page.goto(h.url(PAGE));
    const form = page.locator('#range-form');
    const dates = form.getByRole('group', { name: 'Choose a day' });
    // The first date is selected after render (§2), so wait for it rather than racing the effect.
    await expect
      .poll(() =>
        dates
          .getByRole('radio')
          .evaluateAll((r) =>
            r.map((x) => `${(x as HTMLInputElement).value}|${x.parentElement!.textContent}|${(x as HTMLInputElement).checked}`),
          ),
      )
      .toEqual(['2026-11-23|Today|true', '2026-11-24|Tuesday, November 24|false']);
    const times = form.getByRole('group', { name: 'Choose a time (CST)' }).getByRole('radio');
    expect(await times.evaluateAll((r) => r.map((x) => `${x.parentElement!.textContent}|${(x as HTMLInputElement).value}`))).toEqual([
      'Now|2026-11-23T10:05:00.000-06:00',
      '1:00 PM - 1:15 PM|2026-11-23T19:00:00Z',
    ]);
    await times.nth(0).check();
    await form.getByRole('button', { name: 'Confirm' }).click();
    expect(await form.locator('.vt-callback__time-summary').textContent()).toBe('Thanks! We will call you ASAP');
    expect(await form.locator('.vt-callback__date-summary').textContent()).toBe('');
    // Another day: the summary empties until confirmed again.
    await dates.getByRole('radio').nth(1).check();
    expect(await form.locator('.vt-callback__time-summary').textContent()).toBe('');
    await times.nth(0).check();
    // A reset of the surrounding form goes back to the first date, nothing chosen.
    await form.evaluate((f) => (f as HTMLFormElement).reset());
    await expect.poll(() => dates.getByRole('radio').nth(0).isChecked()).toBe(true);
    expect(await form.locator('input[name="time_to_call"]:checked').count()).toBe(0);
    expect(await form.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
  });

  it("§9 outside contact hours (Saturday 9:59 in New York) there is no 'Now'", async () => {
    const { page } = await h.newPage({ timezoneId: 'America/New_York' });
    await page.clock.setFixedTime(new Date('2026-11-21T14:59:00Z'));
    await fixSlots(page, ['2026-11-21T17:00:00Z']);
    await page.goto(h.url(PAGE));
    const times = page.locator('#book-form').getByRole('group', { name: 'Choose a time (EST)' }).getByRole('radio');
    await expect.poll(() => times.count()).toBe(1);
    expect(await times.evaluateAll((r) => r.map((x) => x.parentElement!.textContent))).toEqual(['12:00 PM']);
  });

  it('§4 the 2020 daylight-saving notice replaces the terms of use', async () => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    await page.clock.setFixedTime(new Date('2020-10-30T17:00:00Z'));
    await fixSlots(page, ['2020-10-31T15:00:00Z']);
    await page.goto(h.url(PAGE));
    const form = page.locator('#book-form');
    await expect.poll(() => form.locator('.vt-callback__notice').count()).toBe(1);
    expect(await form.locator('.vt-callback__notice').textContent()).toBe(
      'All times are displayed in CDT, please be aware that Daylight Savings Time ends on Sunday, November 1.',
    );
    await form.locator('input[name="time_to_call"]').first().check();
    expect(await form.getByRole('button', { name: 'Confirm' }).count()).toBe(1);
    expect(await form.getByRole('checkbox').count()).toBe(0);
  });

  it('announces loading (aria-busy and status text) until the slots arrive', async () => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/v1/todos/me/timeslots**', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(h.url(PAGE));
    const picker = page.locator('#book-picker .vt-callback');
    await expect.poll(() => picker.getAttribute('aria-busy')).toBe('true');
    expect(await page.locator('#book-picker').getByRole('status').textContent()).toBe('Loading available times…');
    release();
    await expect.poll(() => picker.getAttribute('aria-busy')).toBe('false');
    expect(await page.locator('#book-picker').getByRole('status').textContent()).toBe('');
  });
});

describe('§7 calls and §8 fully booked', () => {
  it('asks by time zone (with @) or by uuid, and reports a failed fetch with the spec text', async () => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'Asia/Tokyo' });
    const reported = await collectReports(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/timeslots')) calls.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    await page.goto(h.url(PAGE));
    await expect.poll(() => calls.length).toBe(6);
    expect(calls.sort()).toEqual([
      '/v1/todos/me/timeslots/demo-fail',
      '/v1/todos/me/timeslots/demo-fully-booked',
      ...Array(4).fill('/v1/todos/me/timeslots?tz=Asia@Tokyo'),
    ]);
    await expect.poll(reported).toEqual(['Scheduled callback fetch fail endpoint: /v1/todos/me/timeslots/demo-fail']);
    expect(await page.locator('#book-form').getByRole('group', { name: 'Choose a time (GMT+9)' }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('no slots and a failed fetch both show the fully booked panel with its two actions', async () => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    await page.goto(h.url(PAGE));
    for (const id of ['#booked-form', '#fail-form']) {
      const form = page.locator(id);
      await expect
        .poll(() => form.locator('.vt-callback__error-text').textContent())
        .toBe('Sorry! We are fully booked, to contact an educational consultant please choose one of the following:');
      expect(await form.getByRole('link', { name: 'Email to Schedule' }).getAttribute('href')).toBe('mailto:schedule@example.com');
      expect(await form.getByRole('link', { name: 'Call Us Now' }).getAttribute('href')).toBe('tel:+18005550199');
      expect(await form.getByRole('radio').count()).toBe(0);
    }
  });

  it('the secure-uuid query parameter picks the lead when data-uuid is absent', async () => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    await page.goto(h.url(`${PAGE}?secure-uuid=demo-fully-booked`));
    await expect.poll(() => page.locator('#book-form .vt-callback__error-text').count()).toBe(1);
  });
});

describe('inside <vt-lead-wizard>', () => {
  it("the wizard's step validation sees the picker's consent; with it, Next goes on", async () => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/Chicago' });
    await page.goto(h.url(PAGE));
    const wizard = page.locator('#callback-wizard');
    const times = wizard.locator('input[name="time_to_call"]');
    await expect.poll(() => times.count()).toBeGreaterThan(0);
    await times.first().check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    const fullName = wizard.getByRole('textbox', { name: 'Full name' });
    expect(await fullName.isVisible()).toBe(false);
    await wizard.getByRole('checkbox', { name: 'I agree to the Terms of Use' }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => fullName.isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

describe('languages, review widget, accessibility', () => {
  it("dates follow the page's lang: Spanish labels and the nerdy terms link", async () => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    await page.clock.setFixedTime(new Date('2026-11-23T16:00:00Z'));
    await fixSlots(page, ['2026-11-24T14:00:00Z']);
    await page.goto(h.url(PAGE));
    const form = page.locator('#es-form');
    await expect.poll(() => form.getByRole('radio').count()).toBeGreaterThan(1);
    expect(await form.locator('input[name="day_to_call"]').evaluateAll((r) => r.map((x) => x.parentElement!.textContent))).toEqual([
      'Hoy',
      'martes, 24 de noviembre',
    ]);
    await form.locator('input[name="time_to_call"]').first().check();
    expect(await form.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/about/legal');
  });

  it('loads the review script once, lazily, because the page has review links', async () => {
    const { page } = await h.newPage();
    await page.goto(h.url(PAGE));
    await expect.poll(() => page.evaluate(() => (window as unknown as { vtReviewWidgetLoads?: number }).vtReviewWidgetLoads)).toBe(1);
    expect(await page.locator('script[data-vt-review-widget]').count()).toBe(1);
  });

  it('has no axe-core violations once loaded (wcag2a/aa, 21aa, 22aa)', async () => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    await page.goto(h.url(PAGE));
    await expect.poll(() => page.locator('.vt-callback__error-text').count()).toBe(2);
    await expect.poll(() => page.locator('#range-form input[name="time_to_call"]').count()).toBeGreaterThan(0);
    await page.locator('#book-form input[name="time_to_call"]').first().check();
    expect(await axeViolations(page)).toEqual([]);
  });
});
