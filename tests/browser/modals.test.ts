import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, startHarness, type Harness, type TrackedPage } from './harness';

/**
 * <vt-modal> and <vt-share> on the built dist/ in Chromium (contract "Content widgets"; spec §2
 * modals and the timed modal, §7 share links, §8 modal triggers), on examples/modals.html.
 * Each test has its own context and page clock: the tests run concurrently.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const VISITOR = '5b0e6f0e-8c1e-4c53-9d5f-2f4f1b6f0a11';
const share = (page: Page) => page.getByRole('dialog', { name: 'Share this class' });
const offer = (page: Page) => page.getByRole('dialog', { name: 'Your first session is free' });
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);
// The core's scroll lock fixes the body in place (scroll-lock.ts).
const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).position === 'fixed');

async function open(tracked: TrackedPage) {
  const { page } = tracked;
  await tracked.page.addInitScript(() => {
    (window as unknown as { reported: string[] }).reported = [];
    (window as unknown as { vtErrorReporter: (e: Error) => void }).vtErrorReporter = (e) =>
      (window as unknown as { reported: string[] }).reported.push(e.message);
  });
  await page.goto(h.url('/modals.html'));
  await page.waitForFunction(() => customElements.get('vt-modal') && customElements.get('vt-share'));
  return () => page.evaluate(() => (window as unknown as { reported: string[] }).reported);
}

describe.concurrent('<vt-modal> with <vt-share> (spec §2 share modal, §7)', () => {
  it('mouse: the trigger opens the share dialog, its copied URL holds direct_share=copy and v_id; Close returns focus to the trigger', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page, context, pageErrors } = tracked;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.server.url });
    const reported = await open(tracked);
    const trigger = page.getByRole('button', { name: 'Share', exact: true });
    await trigger.click();
    await expect.poll(() => share(page).isVisible()).toBe(true);
    // Focus moved in (the first control: Close); the page behind does not scroll.
    expect(await focused(page)).toBe('Close');
    expect(await scrollLocked(page)).toBe(true);
    // The wheel reached the page and two frames were rendered after it (an unlocked page has
    // scrolled by then: 800 px).
    await page.evaluate(() => {
      (window as unknown as { wheeled: Promise<void> }).wheeled = new Promise((resolve) =>
        addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true, capture: true }),
      );
    });
    await page.mouse.wheel(0, 800);
    await page.evaluate(() => (window as unknown as { wheeled: Promise<void> }).wheeled);
    expect(await page.evaluate(() => scrollY)).toBe(0);

    const input = share(page).getByRole('textbox', { name: 'Link to this page' });
    expect(await input.getAttribute('readonly')).not.toBeNull();
    const link = new URL(await input.inputValue());
    expect(link.pathname).toBe('/modals.html');
    expect(link.searchParams.get('direct_share')).toBe('copy');
    expect(link.searchParams.get('v_id')).toBe(VISITOR);

    await share(page).getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => share(page).getByRole('status').textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(link.href);
    expect(new URL(copied).searchParams.get('direct_share')).toBe('copy');
    expect(new URL(copied).searchParams.get('v_id')).toBe(VISITOR);

    // Share links carry the same URL, encoded.
    const facebook = await share(page)
      .getByRole('link', { name: /^Facebook/ })
      .getAttribute('href');
    expect(new URL(facebook!).searchParams.get('u')).toBe(link.href);
    const email = await share(page).getByRole('link', { name: 'Email' }).getAttribute('href');
    expect(email).toBe(
      `mailto:?subject=${encodeURIComponent('Algebra 1 live class')}&body=${encodeURIComponent(`Algebra 1 live class\n${link.href}`)}`,
    );

    await share(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => share(page).count()).toBe(0);
    // Focus and scroll come back on the dialog's close event, a task after it hides.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-modal-trigger'))).toBe('share-modal');
    await expect.poll(() => scrollLocked(page)).toBe(false);
    expect(await reported()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('keyboard only: Enter on the trigger opens it, Tab stays inside, Escape closes and focus returns to the trigger', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    await open(tracked);
    const trigger = page.getByRole('button', { name: 'Share', exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => share(page).isVisible()).toBe(true);
    const seen: (string | null)[] = [];
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab');
      seen.push(
        await page.evaluate(() =>
          document.querySelector('#share-modal dialog')!.contains(document.activeElement)
            ? 'inside'
            : document.activeElement === document.body
              ? 'body'
              : 'page',
        ),
      );
    }
    // Tab cycles through the dialog's controls (and the browser's own UI), never the page behind.
    expect(seen).not.toContain('page');
    await page.keyboard.press('Escape');
    await expect.poll(() => share(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-modal-trigger'))).toBe('share-modal');
    // Space opens it too; the Copy button works from the keyboard.
    await page.keyboard.press('Space');
    await expect.poll(() => share(page).isVisible()).toBe(true);
    await share(page).getByRole('button', { name: 'Copy link' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => share(page).getByRole('status').textContent()).not.toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => share(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-modal-trigger'))).toBe('share-modal');
  });

  it('a click on the backdrop closes it; a click inside does not', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    await open(tracked);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => share(page).isVisible()).toBe(true);
    await share(page).getByRole('heading').click();
    expect(await share(page).isVisible()).toBe(true);
    await page.mouse.click(5, 5);
    await expect.poll(() => share(page).count()).toBe(0);
    await expect.poll(() => scrollLocked(page)).toBe(false);
  });

  it('touch: a tap opens it, a tap on Close closes it', async ({ expect }) => {
    const tracked = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const { page } = tracked;
    await open(tracked);
    await page.getByRole('button', { name: 'Share', exact: true }).tap();
    await expect.poll(() => share(page).isVisible()).toBe(true);
    expect(
      await share(page)
        .getByRole('link', { name: /^LinkedIn/ })
        .isVisible(),
    ).toBe(true);
    await share(page).getByRole('button', { name: 'Close' }).tap();
    await expect.poll(() => share(page).count()).toBe(0);
    // A tap on the backdrop closes too.
    await page.getByRole('button', { name: 'See the offer now' }).tap();
    await expect.poll(() => offer(page).isVisible()).toBe(true);
    await page.touchscreen.tap(5, 5);
    await expect.poll(() => offer(page).count()).toBe(0);
  });

  it('the offer\'s <form method="dialog"> button closes it, and axe is clean with it open', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    await open(tracked);
    await page.getByRole('button', { name: 'See the offer now' }).click();
    await expect.poll(() => offer(page).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await offer(page).getByRole('button', { name: 'No thanks' }).click();
    await expect.poll(() => offer(page).count()).toBe(0);
    expect(await focused(page)).toBe('See the offer now');
    expect(await axeViolations(page)).toEqual([]);
    // Keyboard only: Enter opens it with focus on its first control, Enter there closes it, focus comes back.
    await page.keyboard.press('Enter');
    await expect.poll(() => offer(page).isVisible()).toBe(true);
    expect(await focused(page)).toBe('No thanks');
    await page.keyboard.press('Enter');
    await expect.poll(() => offer(page).count()).toBe(0);
    expect(await focused(page)).toBe('See the offer now');
  });
});

describe.concurrent('timed modal (spec §2: opens after a page-set timeout in seconds)', () => {
  it('opens once, 45 s after the page loads (Playwright clock)', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    // The page time at which the timed modal started its timer (it does when it is defined).
    await page.addInitScript(() =>
      customElements.whenDefined('vt-modal').then(() => ((window as unknown as { modalAt: number }).modalAt = performance.now())),
    );
    await page.clock.install();
    await open(tracked);
    // The clock ran on in real time while the page loaded (seconds on a busy machine): pause it
    // and count from the timer's start, so '44 s' is 44 s of page time whatever the machine's load.
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 5_000));
    const elapsed = await page.evaluate(() => performance.now() - (window as unknown as { modalAt: number }).modalAt);
    expect(elapsed).toBeLessThan(44_000);
    await page.clock.runFor(44_000 - elapsed);
    expect(await offer(page).count()).toBe(0);
    await page.clock.runFor(1_500);
    await expect.poll(() => offer(page).isVisible()).toBe(true);
    expect(await scrollLocked(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => offer(page).count()).toBe(0);
    await page.clock.runFor(120_000);
    expect(await offer(page).count()).toBe(0);
  });

  it('does not open over another modal', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page } = tracked;
    await page.clock.install();
    await open(tracked);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => share(page).isVisible()).toBe(true);
    await page.clock.runFor(46_000);
    expect(await offer(page).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.clock.runFor(60_000);
    expect(await offer(page).count()).toBe(0);
  });
});

describe.concurrent('broken triggers (spec §8)', () => {
  it('a trigger naming no dialog and one without an id are reported once each and do nothing', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page, pageErrors } = tracked;
    const reported = await open(tracked);
    for (let i = 0; i < 2; i++) {
      await page.getByRole('button', { name: 'A trigger naming no dialog' }).click();
      await page.getByRole('button', { name: 'A trigger without an id' }).click();
    }
    expect(await reported()).toEqual([
      'A modal trigger names no dialog: no <vt-modal> has the id "no-such-dialog"',
      'A modal trigger has no id (data-modal-trigger is empty)',
    ]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await scrollLocked(page)).toBe(false);
    // A trigger with odd characters added later: reported, nothing breaks; a good one added later works.
    await page.evaluate(() => {
      const odd = document.createElement('button');
      odd.textContent = 'odd';
      odd.setAttribute('data-modal-trigger', '"]<img src=x onerror=alert(1)>');
      const good = document.createElement('button');
      good.textContent = 'late';
      good.setAttribute('data-modal-trigger', 'share-modal');
      document.querySelector('main')!.append(odd, good);
    });
    await page.getByRole('button', { name: 'odd' }).click();
    expect((await reported())[2]).toBe('A modal trigger names no dialog: no <vt-modal> has the id "\\"]<img src=x onerror=alert(1)>"');
    await page.getByRole('button', { name: 'late' }).click();
    await expect.poll(() => share(page).isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
