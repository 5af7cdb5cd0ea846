import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, settled, startHarness, type Harness } from './harness';

/** Spec §2 Scheduled-callback widget, §3 Timeslot, §4, §5 Callback consent, §7, §8 Scheduler, §9 — built dist/ in Chromium. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const PAGE = '/scheduled-callback.html';

async function collectReports(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { reported: string[]; vtErrorReporter: (e: Error) => void };
    w.reported = [];
    w.vtErrorReporter = (e) => w.reported.push(e.message);
  });
  return () => page.evaluate(() => (window as unknown as { reported: string[] }).reported);
}

/** Monday 2026-11-23 10:00 in Chicago (CST), 11:00 in New York: inside §9 contact hours. */
const MONDAY_10AM_CHICAGO = new Date('2026-11-23T16:00:00Z');
/** Today 1:00 PM; Tuesday 8:00, 9:30, 11:00 AM; Wednesday 8:00 AM (Chicago). */
const WEEK_SLOTS = ['2026-11-23T19:00:00Z', '2026-11-24T14:00:00Z', '2026-11-24T15:30:00Z', '2026-11-24T17:00:00Z', '2026-11-25T14:00:00Z'];

/** The focused input as `name=value:checked|unchecked` (for expect.poll). */
const focused = (page: Page) => () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement;
    return `${el.name}=${el.value}:${el.checked ? 'checked' : 'unchecked'}`;
  });

/** The FormData of a form as `name=value` lines, sorted. */
const formData = (page: Page, selector: string) => () =>
  page.locator(selector).evaluate((f) => [...new FormData(f as HTMLFormElement)].map(([k, v]) => `${k}=${String(v)}`).sort());

/** Answers every timeslot call with these slots (for a fixed clock). */
async function fixSlots(page: Page, slots: string[]) {
  await page.route('**/v1/todos/me/timeslots**', (route) => route.fulfill({ json: slots.map((timeslot) => ({ timeslot })) }));
}

describe.concurrent('<vt-scheduled-callback> inside a form', () => {
  it('Tab into the date group, arrows move and wrap (WAI-ARIA radio group) in both groups, agree, confirm, see the summary and submit', async ({
    expect,
  }) => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/Chicago' });
    await page.clock.setFixedTime(MONDAY_10AM_CHICAGO);
    await fixSlots(page, WEEK_SLOTS);
    await page.goto(h.url(PAGE));
    const form = page.locator('#book-form');
    const dates = form.getByRole('group', { name: 'Choose a day' });
    // §2: the first date is selected after render (an effect): poll for it.
    await expect
      .poll(() =>
        dates.getByRole('radio').evaluateAll((r) => r.map((x) => `${(x as HTMLInputElement).value}:${(x as HTMLInputElement).checked}`)),
      )
      .toEqual(['2026-11-23:true', '2026-11-24:false', '2026-11-25:false']);
    expect(await form.getByRole('group', { name: 'Choose a time (CST)' }).count()).toBe(1);
    expect(await form.getByRole('button', { name: 'Confirm' }).count()).toBe(0);

    // Tab from the previous focusable element (the header's Reviews link) lands on the checked date.
    await page.getByRole('link', { name: 'Reviews' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(focused(page)).toBe('day_to_call=2026-11-23:checked');
    // ArrowUp from the first wraps to the last; ArrowDown and ArrowRight from the last wrap to the first.
    for (const [key, expected] of [
      ['ArrowUp', '2026-11-25'],
      ['ArrowDown', '2026-11-23'],
      ['ArrowUp', '2026-11-25'],
      ['ArrowRight', '2026-11-23'],
      ['ArrowDown', '2026-11-24'],
    ] as const) {
      await page.keyboard.press(key);
      await expect.poll(focused(page)).toBe(`day_to_call=${expected}:checked`);
    }
    const dateLabel = 'Tuesday, November 24';
    expect(await form.locator('.vt-callback__date.vt-callback__option--primary').textContent()).toBe(dateLabel);
    expect(await form.locator('.vt-callback__date.vt-callback__option--secondary').count()).toBe(2);

    // Tab into the time group (nothing checked: the first time), Space checks it; the arrows wrap there too.
    await page.keyboard.press('Tab');
    await expect.poll(focused(page)).toBe('time_to_call=2026-11-24T14:00:00Z:unchecked');
    await page.keyboard.press('Space');
    await expect.poll(focused(page)).toBe('time_to_call=2026-11-24T14:00:00Z:checked');
    for (const [key, expected] of [
      ['ArrowUp', '2026-11-24T17:00:00Z'],
      ['ArrowDown', '2026-11-24T14:00:00Z'],
      ['ArrowUp', '2026-11-24T17:00:00Z'],
      ['ArrowRight', '2026-11-24T14:00:00Z'],
      ['ArrowDown', '2026-11-24T15:30:00Z'],
    ] as const) {
      await page.keyboard.press(key);
      await expect.poll(focused(page)).toBe(`time_to_call=${expected}:checked`);
    }
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
    expect(await form.locator('.vt-callback__time-summary').textContent()).toBe('9:30 AM (CST)');
    expect(await page.evaluate(() => (window as unknown as { confirmed: unknown }).confirmed)).toEqual({
      day_to_call: '2026-11-24',
      time_to_call: '2026-11-24T15:30:00Z',
      dialer_consent_accepted: true,
    });

    // The surrounding form submits the light-DOM inputs (the page's handler prints FormData).
    await form.getByRole('button', { name: 'Request my call' }).click();
    await expect.poll(() => form.locator('output').textContent()).not.toBe('');
    expect(JSON.parse((await form.locator('output').textContent())!)).toEqual({
      leadform: 'callback-demo',
      day_to_call: '2026-11-24',
      time_to_call: '2026-11-24T15:30:00Z',
      dialer_consent_accepted: 'true',
    });
    expect(pageErrors).toEqual([]);
  });

  it('§5 Confirm without consent shows the error and focuses the checkbox; another time clears the consent; native validation blocks the submit', async ({
    expect,
  }) => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    await page.clock.setFixedTime(MONDAY_10AM_CHICAGO);
    await fixSlots(page, WEEK_SLOTS);
    await page.goto(h.url(PAGE));
    const form = page.locator('#book-form');
    const times = form.locator('input[type="radio"][name="time_to_call"]');
    await expect.poll(() => times.count()).toBeGreaterThan(1);
    await times.nth(0).check();
    await form.getByRole('button', { name: 'Confirm' }).click();
    const consent = form.getByRole('checkbox', { name: 'I agree to the Terms of Use' });
    expect(await consent.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('dialer_consent_accepted');
    // The checkbox's description: the page's explainer, then the error.
    const errorId = (await consent.getAttribute('aria-describedby'))!.split(' ').at(-1);
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

  it('§5 Callback consent: the optional explainer text shows under the checkbox and is its accessible description, with the error span after it; zero axe violations', async ({
    expect,
  }) => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/Chicago' });
    await page.clock.setFixedTime(MONDAY_10AM_CHICAGO);
    await fixSlots(page, WEEK_SLOTS);
    await page.goto(h.url(PAGE));
    const form = page.locator('#book-form');
    const times = form.locator('input[type="radio"][name="time_to_call"]');
    await expect.poll(() => times.count()).toBeGreaterThan(0);
    await times.first().check();
    const consent = form.getByRole('checkbox', { name: 'I agree to the Terms of Use' });
    const explainer = form.locator('.vt-callback__explainer');
    // The example page's data-consent-explainer, as plain text, once, with the chosen time.
    const text = 'An education consultant will call you at the time you chose. Consent is not a condition of purchase.';
    expect(await explainer.count()).toBe(1);
    expect(await explainer.textContent()).toBe(text);
    expect(await explainer.isVisible()).toBe(true);
    // Under the checkbox (and its label), above Confirm.
    const box = (await consent.boundingBox())!;
    const under = (await explainer.boundingBox())!;
    const confirm = (await form.getByRole('button', { name: 'Confirm' }).boundingBox())!;
    expect(under.y).toBeGreaterThanOrEqual(box.y + box.height);
    expect(under.y + under.height).toBeLessThanOrEqual(confirm.y);
    // Chromium's accessible description of the checkbox (what a screen reader reads with it).
    const cdp = await page.context().newCDPSession(page);
    const describe = async () => {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: `document.querySelector('#book-form input[name="dialer_consent_accepted"]')`,
      });
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId!, fetchRelatives: false });
      return nodes[0]?.description?.value as string | undefined;
    };
    expect(await consent.getAttribute('aria-describedby')).toBe(await explainer.getAttribute('id'));
    expect(await describe()).toBe(text);
    expect(await axeViolations(page, '#book-form')).toEqual([]);

    // Confirm without consent: the error span joins the description, the explainer first.
    await form.getByRole('button', { name: 'Confirm' }).click();
    const error = form.locator('.vt-callback__error');
    expect(await error.textContent()).toBe('Error: Required');
    // Spec §5 "error span": a span, on a line of its own under the label (a flex item of 100%).
    expect(
      await error.evaluate((span) => {
        const label = span.parentElement!.querySelector('label')!.getBoundingClientRect();
        return [span.localName, span.getBoundingClientRect().top >= label.bottom - 0.5];
      }),
    ).toEqual(['span', true]);
    expect(await consent.getAttribute('aria-describedby')).toBe(`${await explainer.getAttribute('id')} ${await error.getAttribute('id')}`);
    expect(await describe()).toBe(`${text} Error: Required`);
    expect(await axeViolations(page, '#book-form')).toEqual([]);
    await cdp.detach();
    expect(pageErrors).toEqual([]);
  });

  it("§4 'Today' with 'Now' inside contact hours: 'Thanks! We will call you ASAP', empty date summary", async ({ expect }) => {
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

  it('§2 the summary shows the abbreviation at the chosen slot (CST after the DST change; the two 1:30 AM differ); the heading keeps the current one', async ({
    expect,
  }) => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    // Friday 2026-10-30 noon in Chicago (CDT); Sunday has 1:30 AM twice, Monday is CST.
    await page.clock.setFixedTime(new Date('2026-10-30T17:00:00Z'));
    await fixSlots(page, ['2026-11-01T06:30:00Z', '2026-11-01T07:30:00Z', '2026-11-02T15:00:00Z']);
    await page.goto(h.url(PAGE));
    const form = page.locator('#range-form');
    const times = form.getByRole('group', { name: 'Choose a time (CDT)' });
    await expect.poll(() => form.locator('input[name="day_to_call"]:checked').count()).toBe(1);
    const summaryFor = async (date: string, time: string) => {
      await form.locator(`input[name="day_to_call"][value="${date}"]`).check();
      await times.locator(`input[value="${time}"]`).check();
      await form.getByRole('button', { name: 'Confirm' }).click();
      return form.locator('.vt-callback__time-summary').textContent();
    };
    // The repeated hour is told apart in the radios' names too, so a screen reader can.
    await form.locator('input[name="day_to_call"][value="2026-11-01"]').check();
    expect(await times.getByRole('radio').evaluateAll((r) => r.map((x) => x.parentElement!.textContent))).toEqual([
      '1:30 AM - 1:45 AM (CDT)',
      '1:30 AM - 1:45 AM (CST)',
    ]);
    expect(await summaryFor('2026-11-01', '2026-11-01T06:30:00Z')).toBe('1:30 AM - 1:45 AM (CDT)');
    expect(await summaryFor('2026-11-01', '2026-11-01T07:30:00Z')).toBe('1:30 AM - 1:45 AM (CST)');
    expect(await summaryFor('2026-11-02', '2026-11-02T15:00:00Z')).toBe('9:00 AM - 9:15 AM (CST)');
    expect(await times.count()).toBe(1);
  });

  it("§2/§4 late in the evening (no 'Now', today's slots past) the first date, 'Today', is selected: its time group says so, the radio is described by it; zero axe violations", async ({
    expect,
  }) => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/Chicago' });
    // Monday 2026-11-23 21:00 in Chicago (22:00 in New York): past contact hours; today's 1:00 PM is past.
    await page.clock.setFixedTime(new Date('2026-11-24T03:00:00Z'));
    await fixSlots(page, WEEK_SLOTS);
    await page.goto(h.url(PAGE));
    const form = page.locator('#book-form');
    const dates = form.getByRole('group', { name: 'Choose a day' });
    await expect
      .poll(() =>
        dates.getByRole('radio').evaluateAll((r) => r.map((x) => `${(x as HTMLInputElement).value}:${(x as HTMLInputElement).checked}`)),
      )
      .toEqual(['2026-11-23:true', '2026-11-24:false', '2026-11-25:false']);
    const today = dates.getByRole('radio', { name: 'Today' });
    expect(await today.isChecked()).toBe(true);
    // The time column stays a named group, with the message instead of radios.
    const times = form.getByRole('group', { name: 'Choose a time (CST)' });
    expect(await times.getByRole('radio').count()).toBe(0);
    expect(await times.locator('.vt-callback__empty').textContent()).toBe('No more times today, please choose another day.');
    // No time radio follows it for the keyboard: the message is the Today radio's description.
    expect(await today.evaluate((r) => document.getElementById(r.getAttribute('aria-describedby')!)?.textContent)).toBe(
      'No more times today, please choose another day.',
    );
    expect(await formData(page, '#book-form')()).toEqual(['day_to_call=2026-11-23', 'leadform=callback-demo', 'time_to_call=']);
    expect(await axeViolations(page)).toEqual([]);
    // The arrows move to Tuesday (WAI-ARIA radio group): its times show, the description goes.
    await today.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => times.getByRole('radio').count()).toBe(3);
    expect(await today.getAttribute('aria-describedby')).toBeNull();
    expect(await times.locator('.vt-callback__empty').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('§5 day_to_call and time_to_call are in the form data even when nothing (or only the date) is chosen', async ({ expect }) => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    await page.clock.setFixedTime(MONDAY_10AM_CHICAGO);
    await fixSlots(page, WEEK_SLOTS);
    await page.goto(h.url(PAGE));
    await expect.poll(formData(page, '#book-form')).toEqual(['day_to_call=2026-11-23', 'leadform=callback-demo', 'time_to_call=']);
    // The page's submit handler prints what the form sends.
    await page.locator('#book-form').getByRole('button', { name: 'Request my call' }).click();
    await expect.poll(() => page.locator('#book-form output').textContent()).not.toBe('');
    expect(JSON.parse((await page.locator('#book-form output').textContent())!)).toEqual({
      leadform: 'callback-demo',
      day_to_call: '2026-11-23',
      time_to_call: '',
    });
    // Once a time is checked, its name is sent once, with the radio's value.
    await page.locator('#book-form input[type="radio"][name="time_to_call"]').nth(1).check();
    expect(await formData(page, '#book-form')()).toEqual([
      'day_to_call=2026-11-23',
      'leadform=callback-demo',
      'time_to_call=2026-11-23T19:00:00Z',
    ]);
  });

  it("§9 outside contact hours (Saturday 9:59 in New York) there is no 'Now'", async ({ expect }) => {
    const { page } = await h.newPage({ timezoneId: 'America/New_York' });
    await page.clock.setFixedTime(new Date('2026-11-21T14:59:00Z'));
    await fixSlots(page, ['2026-11-21T17:00:00Z']);
    await page.goto(h.url(PAGE));
    const times = page.locator('#book-form').getByRole('group', { name: 'Choose a time (EST)' }).getByRole('radio');
    await expect.poll(() => times.count()).toBe(1);
    expect(await times.evaluateAll((r) => r.map((x) => x.parentElement!.textContent))).toEqual(['12:00 PM']);
  });

  it('§4 the 2020 daylight-saving notice replaces the terms of use', async ({ expect }) => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    await page.clock.setFixedTime(new Date('2020-10-30T17:00:00Z'));
    await fixSlots(page, ['2020-10-31T15:00:00Z']);
    await page.goto(h.url(PAGE));
    const form = page.locator('#book-form');
    await expect.poll(() => form.locator('.vt-callback__notice').count()).toBe(1);
    expect(await form.locator('.vt-callback__notice').textContent()).toBe(
      'All times are displayed in CDT, please be aware that Daylight Savings Time ends on Sunday, November 1.',
    );
    await form.locator('input[type="radio"][name="time_to_call"]').first().check();
    expect(await form.getByRole('button', { name: 'Confirm' }).count()).toBe(1);
    expect(await form.getByRole('checkbox').count()).toBe(0);
  });

  it('announces loading (aria-busy and status text) until the slots arrive', async ({ expect }) => {
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
    // §5: present but empty while loading.
    expect(await formData(page, '#book-form')()).toEqual(['day_to_call=', 'leadform=callback-demo', 'time_to_call=']);
    release();
    await expect.poll(() => picker.getAttribute('aria-busy')).toBe('false');
    expect(await page.locator('#book-picker').getByRole('status').textContent()).toBe('');
  });
});

describe.concurrent('§7 calls and §8 fully booked', () => {
  it('asks by time zone (with @) or by uuid, and reports a failed fetch with the spec text', async ({ expect }) => {
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
    // The slots render after their answer arrives: on a slow machine, after the report above.
    await expect.poll(() => page.locator('#book-form').getByRole('group', { name: 'Choose a time (GMT+9)' }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('§7 "Slot response status is not checked": a list answered with HTTP 500 offers its slots, unreported; an unparsable body is the failed fetch, reported with its request path', async ({
    expect,
  }) => {
    const tracked = await h.newPage({ timezoneId: 'America/Chicago' });
    const { page } = tracked;
    const reported = await collectReports(page);
    await page.clock.setFixedTime(MONDAY_10AM_CHICAGO);
    await page.route('**/v1/todos/me/timeslots**', (route) =>
      route.request().url().endsWith('/demo-fail')
        ? route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' })
        : route.fulfill({ status: 500, json: WEEK_SLOTS.map((timeslot) => ({ timeslot })) }),
    );
    await page.goto(h.url(PAGE));
    // The 500 answers: the slots, on every picker that asked by zone, and on demo-fully-booked's.
    for (const id of ['#book-form', '#range-form', '#es-form', '#booked-form'])
      await expect.poll(() => page.locator(`${id} input[type="radio"][name="day_to_call"]`).count()).toBe(3);
    expect(
      await page
        .locator('#book-form input[type="radio"][name="time_to_call"]')
        .evaluateAll((r) => r.map((x) => x.parentElement!.textContent)),
    ).toEqual(['Now', '1:00 PM']);
    // The HTML body: the fully booked panel and the spec's report, with the path that was asked.
    await expect.poll(() => page.locator('#fail-form .vt-callback__error-text').count()).toBe(1);
    await settled(tracked);
    expect(await reported()).toEqual(['Scheduled callback fetch fail endpoint: /v1/todos/me/timeslots/demo-fail']);
  });

  it('no slots and a failed fetch both show the fully booked panel with its two actions', async ({ expect }) => {
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

  it("every slot past and no 'Now' is fully booked too (not an empty picker); the fields stay in the form data", async ({ expect }) => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    // Saturday 2026-11-21 8:00 in Chicago, 9:00 in New York: before the weekend's contact hours.
    await page.clock.setFixedTime(new Date('2026-11-21T14:00:00Z'));
    await fixSlots(page, ['2026-11-21T13:00:00Z', '2026-11-21T13:30:00Z']);
    await page.goto(h.url(PAGE));
    const form = page.locator('#book-form');
    await expect
      .poll(() => form.locator('.vt-callback__error-text').textContent())
      .toBe('Sorry! We are fully booked, to contact an educational consultant please choose one of the following:');
    expect(await form.getByRole('radio').count()).toBe(0);
    expect(await form.getByRole('link', { name: 'Call Us Now' }).count()).toBe(1);
    expect(await formData(page, '#book-form')()).toEqual(['day_to_call=', 'leadform=callback-demo', 'time_to_call=']);
  });

  it('fully booked without data-schedule-email/data-support-phone: the exact text, and a configuration error once per element', async ({
    expect,
  }) => {
    const tracked = await h.newPage({ timezoneId: 'America/Chicago' });
    const { page, consoleErrors } = tracked;
    const reported = await collectReports(page);
    await fixSlots(page, []);
    await page.goto(h.url(PAGE));
    const range = page.locator('#range-form');
    await expect
      .poll(() => range.locator('.vt-callback__error-panel').textContent())
      .toBe('Sorry! We are fully booked, to contact an educational consultant please choose one of the following:');
    const message =
      '<vt-scheduled-callback> is fully booked but has no data-schedule-email or data-support-phone: set them so the message "…choose one of the following:" offers its actions.';
    // #range-form and #es-form lack both attributes; the other pickers have them.
    await expect.poll(reported).toEqual([message, message]);
    // Once the page has settled (no request, no animation, two frames later), still once per element.
    await settled(tracked);
    expect(await reported()).toEqual([message, message]);
    expect(consoleErrors.filter((line) => line.includes('is fully booked but has no'))).toHaveLength(2);
  });

  it('the secure-uuid query parameter picks the lead when data-uuid is absent', async ({ expect }) => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    await page.goto(h.url(`${PAGE}?secure-uuid=demo-fully-booked`));
    await expect.poll(() => page.locator('#book-form .vt-callback__error-text').count()).toBe(1);
  });
});

describe.concurrent('inside <vt-lead-wizard>', () => {
  it("the wizard's step validation sees the picker's consent; with it, Next goes on", async ({ expect }) => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/Chicago' });
    // Inside contact hours: 'Today', selected first (§2), offers 'Now' whatever the hour the test runs at.
    await page.clock.setFixedTime(MONDAY_10AM_CHICAGO);
    await page.goto(h.url(PAGE));
    const wizard = page.locator('#callback-wizard');
    const times = wizard.locator('input[type="radio"][name="time_to_call"]');
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

describe.concurrent('languages, review widget, accessibility', () => {
  it("dates and texts follow the page's lang: Spanish labels, no English, and the nerdy terms link", async ({ expect }) => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    await page.clock.setFixedTime(new Date('2026-11-23T16:00:00Z'));
    await fixSlots(page, ['2026-11-24T14:00:00Z']);
    await page.goto(h.url(PAGE));
    const form = page.locator('#es-form');
    await expect.poll(() => form.getByRole('radio').count()).toBeGreaterThan(1);
    expect(
      await form.locator('input[type="radio"][name="day_to_call"]').evaluateAll((r) => r.map((x) => x.parentElement!.textContent)),
    ).toEqual(['Hoy', 'martes, 24 de noviembre']);
    await form.locator('input[type="radio"][name="time_to_call"]').first().check();
    expect(await form.getByRole('link', { name: 'Términos de uso' }).getAttribute('href')).toBe('/about/legal');
    expect(await form.getByRole('group', { name: 'Elige un día' }).count()).toBe(1);
    expect(await form.getByRole('button', { name: 'Confirmar' }).count()).toBe(1);
    expect(await form.locator('vt-scheduled-callback').innerText()).not.toMatch(/Choose|Confirm\b|Today|Terms of Use/);
    // §3/§9: the times are 'h:mm A' on a Spanish page too (not '8:00').
    await form.locator('input[type="radio"][name="day_to_call"]').nth(1).check();
    await expect
      .poll(() => form.locator('input[type="radio"][name="time_to_call"]').evaluateAll((r) => r.map((x) => x.parentElement!.textContent)))
      .toEqual(['8:00 AM']);
  });

  it("§3 Timeslot / §9 a German page: times 'h:mm A' ('3:30 PM', not '15:30'), ranges too, the summary with the zone; dates, 'Heute' and 'Jetzt' in German", async ({
    expect,
  }) => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'Europe/Berlin' });
    // Monday 2026-11-23 16:00 in Berlin (CET), 10:00 in New York: inside §9 contact hours.
    await page.clock.setFixedTime(new Date('2026-11-23T15:00:00Z'));
    // Today 17:30 and Tuesday 12:00 and 15:30 in Berlin.
    await fixSlots(page, ['2026-11-23T16:30:00Z', '2026-11-24T11:00:00Z', '2026-11-24T14:30:00Z']);
    await page.route('**/rueckruf.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Rückruf</title><script src="/dist/autoload.js" defer></script></head>
<body><main><h1>Rückruf</h1><form aria-label="Zeiten"><vt-scheduled-callback></vt-scheduled-callback></form>
<form aria-label="Zeitspannen"><vt-scheduled-callback data-timerange="true"></vt-scheduled-callback></form></main></body></html>`,
      }),
    );
    await page.goto(h.url('/rueckruf.html'));
    const labels = (form: string, name: string) =>
      page
        .getByRole('form', { name: form })
        .locator(`input[type="radio"][name="${name}"]`)
        .evaluateAll((r) => r.map((x) => x.parentElement!.textContent));
    await expect.poll(() => labels('Zeiten', 'time_to_call')).toEqual(['Jetzt', '5:30 PM']);
    expect(await labels('Zeiten', 'day_to_call')).toEqual(['Heute', 'Dienstag, 24. November']);
    await page.getByRole('form', { name: 'Zeiten' }).locator('input[value="2026-11-24"]').check();
    await expect.poll(() => labels('Zeiten', 'time_to_call')).toEqual(['12:00 PM', '3:30 PM']);
    await page.getByRole('form', { name: 'Zeitspannen' }).locator('input[value="2026-11-24"]').check();
    await expect.poll(() => labels('Zeitspannen', 'time_to_call')).toEqual(['12:00 PM - 12:15 PM', '3:30 PM - 3:45 PM']);
    // Confirm: the summary in the same format, with the zone's abbreviation.
    const times = page.getByRole('form', { name: 'Zeiten' });
    await times.locator('input[value="2026-11-24T14:30:00Z"]').check();
    await times.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => times.locator('.vt-callback__time-summary').textContent()).toBe('3:30 PM (GMT+1)');
    expect(await times.locator('.vt-callback__date-summary').textContent()).toBe('Dienstag, 24. November');
    expect(pageErrors).toEqual([]);
  });

  it('loads the review script once, lazily, because the page has review links', async ({ expect }) => {
    const { page } = await h.newPage();
    await page.goto(h.url(PAGE));
    await expect.poll(() => page.evaluate(() => (window as unknown as { vtReviewWidgetLoads?: number }).vtReviewWidgetLoads)).toBe(1);
    expect(await page.locator('script[data-vt-review-widget]').count()).toBe(1);
  });

  it('a review link far below the fold: the script is not requested until the link comes within 400px, then once', async ({ expect }) => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    await page.setViewportSize({ width: 1000, height: 700 });
    let requests = 0;
    await page.route('**/review-stub.js', (route) => {
      requests++;
      return route.fulfill({ contentType: 'text/javascript', body: 'window.reviewStub = true;' });
    });
    const picker = '<vt-scheduled-callback data-review-script="/review-stub.js"></vt-scheduled-callback>';
    await page.route('**/far-review.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Far review link</title><script src="/dist/autoload.js" defer></script></head>
<body><main><h1>Far review link</h1><form aria-label="One">${picker}</form><form aria-label="Two">${picker}</form>
<div style="height:4000px"></div><p><a class="review-link" href="#reviews">Reviews</a></p><div style="height:2000px"></div></main></body></html>`,
      }),
    );
    await page.goto(h.url('/far-review.html'));
    await expect.poll(() => page.locator('input[name="day_to_call"]:checked').count()).toBe(2);
    const linkTop = await page.locator('.review-link').evaluate((a) => a.getBoundingClientRect().top + window.scrollY);
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
    // Whether the link is within 400px, as an observer of our own sees it once the page has drawn
    // the scroll: the elements' observer, older, has been told of that same frame by then (one
    // task delivers every observer's entries, oldest first), so a script it adds is in the page.
    const within400 = () =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const probe = new IntersectionObserver(
              ([entry]) => {
                probe.disconnect();
                resolve(entry!.isIntersecting);
              },
              { rootMargin: '400px' },
            );
            probe.observe(document.querySelector('.review-link')!);
          }),
      );
    const added = () => page.locator('script[data-vt-review-widget]').count();
    expect(await within400()).toBe(false);
    expect(await added()).toBe(0);
    expect(requests).toBe(0);
    // 500px below the viewport's bottom: outside the 400px margin.
    await scrollTo(linkTop - 700 - 500);
    expect(await within400()).toBe(false);
    expect(await added()).toBe(0);
    expect(requests).toBe(0);
    // 300px below: inside the margin, though still off screen.
    await scrollTo(linkTop - 700 - 300);
    await expect.poll(() => requests).toBe(1);
    await scrollTo(linkTop);
    await scrollTo(0);
    await scrollTo(linkTop);
    expect(await within400()).toBe(true);
    expect(requests).toBe(1);
    expect(await page.locator('script[data-vt-review-widget]').count()).toBe(1);
    // The one request's script runs once it has arrived (on a busy machine, after the checks above).
    await expect.poll(() => page.evaluate(() => (window as unknown as { reviewStub?: boolean }).reviewStub)).toBe(true);
  });

  it('has no axe-core violations once loaded (wcag2a/aa, 21aa, 22aa)', async ({ expect }) => {
    const { page } = await h.newPage({ timezoneId: 'America/Chicago' });
    // Inside contact hours: 'Today', selected first (§2), offers 'Now' whatever the hour the test runs at.
    await page.clock.setFixedTime(MONDAY_10AM_CHICAGO);
    await page.goto(h.url(PAGE));
    await expect.poll(() => page.locator('.vt-callback__error-text').count()).toBe(2);
    await expect.poll(() => page.locator('#range-form input[type="radio"][name="time_to_call"]').count()).toBeGreaterThan(0);
    await page.locator('#book-form input[type="radio"][name="time_to_call"]').first().check();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe.concurrent('compact layout (issue 19: the picker fits the screen)', () => {
  // A busy week: every half hour from 9:00 AM to 5:00 PM (Chicago) for 7 days, 17 times a day.
  const BUSY_WEEK = Array.from({ length: 7 }, (_, day) =>
    Array.from({ length: 17 }, (_, i) => new Date(Date.UTC(2026, 10, 24 + day, 15, 30 * i)).toISOString()),
  ).flat();

  for (const { name, width, height, most } of [
    { name: 'desktop, 1280 x 800: the whole picker in one viewport', width: 1280, height: 800, most: 1 },
    { name: 'phone, 390 x 844: under 1.5 viewports', width: 390, height: 844, most: 1.5 },
  ]) {
    it(`${name}; Confirm shows under the chosen last time and the summary right below it`, async ({ expect }) => {
      const { page } = await h.newPage({ timezoneId: 'America/Chicago', viewport: { width, height } });
      await page.clock.setFixedTime(MONDAY_10AM_CHICAGO);
      await fixSlots(page, BUSY_WEEK);
      await page.goto(h.url(PAGE));
      const form = page.locator('#book-form');
      const picker = form.locator('vt-scheduled-callback');
      await form.locator('input[name="day_to_call"][value="2026-11-24"]').check();
      const times = form.locator('input[type="radio"][name="time_to_call"]');
      await expect.poll(() => times.count()).toBe(17);
      const last = times.last();
      await last.check();
      const confirm = form.getByRole('button', { name: 'Confirm' });
      await form.getByRole('checkbox', { name: 'I agree to the Terms of Use' }).check();
      await confirm.click();
      await expect.poll(() => form.locator('.vt-callback__time-summary').textContent()).toBe('5:00 PM (CST)');

      const box = (await picker.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(height * most);
      // The chosen time and its Confirm are inside the scrolling column's visible part.
      const list = (await form.locator('.vt-callback__time-list').boundingBox())!;
      const button = (await confirm.boundingBox())!;
      expect(button.y).toBeGreaterThanOrEqual(list.y);
      expect(button.y + button.height).toBeLessThanOrEqual(list.y + list.height + 1);
      // The summary follows the column, not 700 px further down.
      const summary = (await form.locator('.vt-callback__summary').boundingBox())!;
      expect(summary.y - (button.y + button.height)).toBeLessThan(120);
    });
  }
});
