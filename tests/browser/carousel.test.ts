import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, pauseClock, startHarness, type Harness, type PageOptions, type TrackedPage } from './harness';
import { shownSlides } from './carousel-support';

/**
 * `<vt-carousel>` on the built dist/ in Chromium (contract; spec §2 Widgets, §4 Carousel, §9), on
 * examples/subject-page.html: a reviews carousel (default variant) and an autoplaying class
 * carousel (single). Mouse, keyboard alone, touch (tap and swipe), drag; autoplay on Playwright's
 * clock; reduced motion; axe in every state; bad input.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const DESKTOP: PageOptions = { viewport: { width: 1280, height: 800 } };
const PHONE: PageOptions = { viewport: { width: 390, height: 844 }, isMobile: true };
const REVIEWS = '.review-carousel';
const CLASSES = '.class-carousel';

interface Opened extends TrackedPage {
  reported: () => Promise<string[]>;
}

async function open(options: PageOptions = DESKTOP, { reducedMotion = false, clock = false } = {}): Promise<Opened> {
  const tracked = await h.newPage({ ...options, motion: !reducedMotion });
  const { page } = tracked;
  await page.addInitScript(() => {
    const w = window as unknown as { reported: string[]; vtErrorReporter: (e: Error) => void };
    w.reported = [];
    w.vtErrorReporter = (e) => w.reported.push(e.message);
  });
  if (clock) await page.clock.install();
  await page.goto(h.url('/subject-page.html'));
  await page.waitForFunction(() => [...document.querySelectorAll('vt-carousel')].every((el) => el.hasAttribute('data-ready')));
  return { ...tracked, reported: () => page.evaluate(() => (window as unknown as { reported: string[] }).reported) };
}

/** The slides in view (not inert), as indexes. */
const shown = shownSlides;
const first = async (page: Page, carousel: string) => (await shown(page, carousel))[0];
/** The track has scrolled to the first shown slide (or as far as it goes, for the last view). */
const settled = (page: Page, carousel: string) =>
  page.locator(carousel).evaluate((el) => {
    const track = el.querySelector<HTMLElement>('.vt-carousel__track')!;
    const slides = [...track.children] as HTMLElement[];
    const slide = slides.find((s) => !s.inert)!;
    const target = Math.min(slide.offsetLeft - slides[0]!.offsetLeft, track.scrollWidth - track.clientWidth);
    return Math.abs(track.scrollLeft - target) < 2;
  });
const button = (page: Page, carousel: string, name: string) => page.locator(carousel).getByRole('button', { name, exact: true });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);

async function tabTo(page: Page, text: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedText(page)) === text) return;
  }
  throw new Error(`Tab never reached "${text}"`);
}

// pauseClock (harness): from there only runFor() moves the page's time. While it is paused, nothing
// that waits on the page's timers or animation frames may run (axe, a locator's click or hover):
// the tests use page.mouse and resume the clock around those.

describe.concurrent('APG structure and layout (spec §9: default items 270 px, one at a time below 775 px)', () => {
  it('at 1280 px the reviews show several 270 px items; at 600 px one; region, slides and controls are named', async ({ expect }) => {
    const { page, pageErrors, reported } = await open();
    const region = page.getByRole('region', { name: 'Reviews from families' });
    expect(await region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = region.locator('[aria-roledescription=slide]');
    expect(await slides.count()).toBe(6);
    expect(await slides.nth(1).getAttribute('aria-label')).toBe('2 of 6');
    expect(await slides.nth(1).getAttribute('role')).toBe('group');
    expect(await shown(page, REVIEWS)).toEqual([0, 1, 2]);
    expect(await slides.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)))).toEqual([
      270, 270, 270, 270, 270, 270,
    ]);
    // Three a view of six: four positions.
    expect(await page.locator(`${REVIEWS} .vt-carousel__pick`).count()).toBe(4);
    expect(await page.locator(`${REVIEWS} .vt-carousel__status`).getAttribute('aria-live')).toBe('polite');
    expect(await axeViolations(page, 'vt-carousel')).toEqual([]);
    await page.setViewportSize({ width: 600, height: 800 });
    await expect.poll(() => shown(page, REVIEWS)).toEqual([0]);
    const widths = await page
      .locator(REVIEWS)
      .evaluate((el) => [
        Math.round(el.querySelector('.vt-carousel__track')!.getBoundingClientRect().width),
        Math.round(el.querySelector('[aria-roledescription=slide]')!.getBoundingClientRect().width),
      ]);
    expect(widths[1]).toBe(widths[0]);
    expect(await page.locator(`${REVIEWS} .vt-carousel__pick`).count()).toBe(6);
    expect(await axeViolations(page, 'vt-carousel')).toEqual([]);
    expect(await reported()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe.concurrent('mouse', () => {
  it('Next, Previous (wrapping around) and the picker move the reviews; the track scrolls there', async ({ expect }) => {
    const { page, pageErrors } = await open();
    await button(page, REVIEWS, 'Next slide').click();
    await expect.poll(() => shown(page, REVIEWS)).toEqual([1, 2, 3]);
    await expect.poll(() => settled(page, REVIEWS)).toBe(true);
    expect(await page.locator(`${REVIEWS} [aria-current=true]`).getAttribute('aria-label')).toBe('Slide 2');
    await button(page, REVIEWS, 'Slide 4').click();
    await expect.poll(() => shown(page, REVIEWS)).toEqual([3, 4, 5]);
    await button(page, REVIEWS, 'Next slide').click();
    await expect.poll(() => shown(page, REVIEWS)).toEqual([0, 1, 2]);
    await button(page, REVIEWS, 'Previous slide').click();
    await expect.poll(() => shown(page, REVIEWS)).toEqual([3, 4, 5]);
    await expect.poll(() => settled(page, REVIEWS)).toBe(true);
    expect(await axeViolations(page, 'vt-carousel')).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('a passing measure where every slide fits (a resizing frame) does not send it back to the first slide afterwards', async ({ expect }) => {
    const { page } = await open();
    await button(page, REVIEWS, 'Next slide').click();
    await expect.poll(() => shown(page, REVIEWS)).toEqual([1, 2, 3]);
    // For a moment the carousel is wide enough for all six reviews (no Previous / Next), then back.
    await page.locator(REVIEWS).evaluate((el: HTMLElement) => (el.style.width = '4000px'));
    await expect.poll(() => shown(page, REVIEWS)).toEqual([0, 1, 2, 3, 4, 5]);
    await page.locator(REVIEWS).evaluate((el: HTMLElement) => (el.style.width = ''));
    await expect.poll(() => shown(page, REVIEWS)).toEqual([1, 2, 3]);
    await expect.poll(() => settled(page, REVIEWS)).toBe(true);
  });

  it('a drag of the track moves one slide; a short one goes back; the link it started on is not followed', async ({ expect }) => {
    const { page } = await open({ viewport: { width: 600, height: 800 } });
    // Autoplay off and back at the first class, so a slow machine's first 7 s change nothing here.
    await button(page, CLASSES, 'Stop automatic slide show').click();
    await button(page, CLASSES, 'Slide 1').click();
    await expect.poll(() => first(page, CLASSES)).toBe(0);
    const track = page.locator(`${CLASSES} .vt-carousel__track`);
    await track.scrollIntoViewIfNeeded();
    await expect.poll(() => settled(page, CLASSES)).toBe(true);
    const box = (await track.boundingBox())!;
    const y = box.y + box.height / 2;
    const drag = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move((from + to) / 2, y, { steps: 4 });
      await page.mouse.move(to, y, { steps: 4 });
      await page.mouse.up();
    };
    await drag(box.x + box.width - 40, box.x + 60);
    await expect.poll(() => first(page, CLASSES)).toBe(1);
    await expect.poll(() => settled(page, CLASSES)).toBe(true);
    await drag(box.x + 60, box.x + box.width - 40);
    await expect.poll(() => first(page, CLASSES)).toBe(0);
    await drag(box.x + 100, box.x + 80);
    await expect.poll(() => settled(page, CLASSES)).toBe(true);
    expect(await first(page, CLASSES)).toBe(0);
    // Dragging from the class's link: the carousel moves, the page stays.
    const link = page.locator(`${CLASSES} a`).first();
    const linkBox = (await link.boundingBox())!;
    await page.mouse.move(linkBox.x + 5, linkBox.y + linkBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(linkBox.x - 150, linkBox.y + linkBox.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => first(page, CLASSES)).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/subject-page.html');
  });
});

describe.concurrent('keyboard alone', () => {
  it('Tab reaches the rotation button first, then Previous and Next; Enter and Space move; focus stays on the button', async ({ expect }) => {
    const { page } = await open();
    await tabTo(page, 'Stop automatic slide show');
    expect(await page.evaluate(() => document.activeElement?.closest('vt-carousel')?.className)).toBe('class-carousel');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Previous slide');
    // Focus inside pauses the autoplay: from here only the keys move it (it may have moved before).
    const at = (await first(page, CLASSES))!;
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Next slide');
    await page.keyboard.press('Enter');
    await expect.poll(() => first(page, CLASSES)).toBe((at + 1) % 4);
    await page.keyboard.press('Space');
    const now = (at + 2) % 4;
    await expect.poll(() => first(page, CLASSES)).toBe(now);
    expect(await focusedText(page)).toBe('Next slide');
    // Focus inside: the live region is polite and says where it is.
    expect(await page.locator(`${CLASSES} .vt-carousel__status`).evaluate((el) => [el.getAttribute('aria-live'), el.textContent])).toEqual([
      'polite',
      `${now + 1} of 4`,
    ]);
    // Next Tab: the shown slide's link (the others are inert), then the picker.
    await page.keyboard.press('Tab');
    const hrefs = ['/classes/algebra-1-bootcamp', '/classes/geometry-proofs', '/classes/sat-math-prep', '/classes/trigonometry-essentials'];
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(hrefs[now]);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('1');
    await page.keyboard.press('Enter');
    await expect.poll(() => first(page, CLASSES)).toBe(0);
    expect(await axeViolations(page, 'vt-carousel')).toEqual([]);
  });
});

describe.concurrent('touch', () => {
  it('a tap on Next moves; a swipe left goes to the next slide, right to the previous', async ({ expect }) => {
    const { page, pageErrors } = await open(PHONE);
    await button(page, REVIEWS, 'Next slide').tap();
    await expect.poll(() => first(page, REVIEWS)).toBe(1);
    const slide = page.locator(`${REVIEWS} [aria-roledescription=slide]`).nth(1);
    await slide.scrollIntoViewIfNeeded();
    await expect.poll(() => settled(page, REVIEWS)).toBe(true);
    const box = (await slide.boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (from: number, to: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let i = 1; i <= 6; i++)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * i) / 6, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(box.x + box.width - 30, box.x + 40);
    await expect.poll(() => first(page, REVIEWS)).toBe(2);
    await swipe(box.x + 40, box.x + box.width - 30);
    await expect.poll(() => first(page, REVIEWS)).toBe(1);
    await expect.poll(() => settled(page, REVIEWS)).toBe(true);
    expect(await axeViolations(page, 'vt-carousel')).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe.concurrent('autoplay (spec §4: every 7000 ms, pauses on hover, stops permanently after a pointer press) on Playwright’s clock', () => {
  it('advances at 7000 ms and not before, with the live region off while it rotates', async ({ expect }) => {
    const { page } = await open(DESKTOP, { clock: true });
    await pauseClock(page);
    // A carousel added now starts its 7000 ms at this paused instant.
    await page.evaluate(() => {
      const copy = document.querySelector('.class-carousel')!.cloneNode(false) as HTMLElement;
      copy.className = 'fresh';
      copy.removeAttribute('data-ready');
      copy.setAttribute('data-label', 'Fresh classes');
      copy.innerHTML = '<p>One</p><p>Two</p><p>Three</p>';
      document.querySelector('main')!.append(copy);
    });
    await expect.poll(() => page.locator('.fresh').getAttribute('data-ready')).toBe('');
    expect(await page.locator('.fresh .vt-carousel__status').getAttribute('aria-live')).toBe('off');
    await page.clock.runFor(6999);
    expect(await first(page, '.fresh')).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => first(page, '.fresh')).toBe(1);
    await page.clock.runFor(7000);
    await expect.poll(() => first(page, '.fresh')).toBe(2);
    // Wraps around after the last.
    await page.clock.runFor(7000);
    await expect.poll(() => first(page, '.fresh')).toBe(0);
    await page.clock.resume();
    expect(await axeViolations(page, 'vt-carousel')).toEqual([]);
  });

  it('pauses while hovered and while focus is inside; a press stops it for good; the rotation button starts it again', async ({ expect }) => {
    const { page, pageErrors } = await open(DESKTOP, { clock: true });
    await page.locator(CLASSES).scrollIntoViewIfNeeded();
    await pauseClock(page);
    const status = page.locator(`${CLASSES} .vt-carousel__status`);
    const center = async (selector: string) => {
      const box = (await page.locator(selector).first().boundingBox())!;
      return [box.x + box.width / 2, box.y + box.height / 2] as const;
    };
    // Hover: no move however long; leaving restarts the full 7000 ms.
    await page.mouse.move(...(await center(`${CLASSES} .vt-carousel__track`)));
    const at = await first(page, CLASSES);
    await page.clock.runFor(30_000);
    expect(await first(page, CLASSES)).toBe(at);
    expect(await status.getAttribute('aria-live')).toBe('polite');
    await page.mouse.move(5, 5);
    await page.clock.runFor(6999);
    expect(await first(page, CLASSES)).toBe(at);
    await page.clock.runFor(1);
    await expect.poll(() => first(page, CLASSES)).toBe((at! + 1) % 4);
    expect(await status.getAttribute('aria-live')).toBe('off');
    // Focus inside (a slide's link): paused; focus leaving resumes.
    const shownNow = (await first(page, CLASSES))!;
    await page.locator(`${CLASSES} [aria-roledescription=slide]`).nth(shownNow).locator('a').focus();
    await page.clock.runFor(30_000);
    expect(await first(page, CLASSES)).toBe(shownNow);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.clock.runFor(7000);
    await expect.poll(() => first(page, CLASSES)).toBe((shownNow + 1) % 4);
    // A press on a slide: stopped for good, the button offers Start.
    await page.mouse.click(...(await center(`${CLASSES} .vt-carousel__track`)));
    const rotation = page.locator(`${CLASSES} .vt-carousel__rotation`);
    await expect.poll(() => rotation.textContent()).toBe('Start automatic slide show');
    await page.mouse.move(5, 5);
    const stoppedAt = await first(page, CLASSES);
    await page.clock.runFor(60_000);
    expect(await first(page, CLASSES)).toBe(stoppedAt);
    expect(await status.getAttribute('aria-live')).toBe('polite');
    await page.clock.resume();
    expect(await axeViolations(page, 'vt-carousel')).toEqual([]);
    await pauseClock(page);
    // The rotation button: Start, then it runs again (once the pointer has left); Stop stops it.
    await page.mouse.click(...(await center(`${CLASSES} .vt-carousel__rotation`)));
    expect(await rotation.textContent()).toBe('Stop automatic slide show');
    await page.mouse.move(5, 5);
    await page.clock.runFor(7000);
    await expect.poll(() => first(page, CLASSES)).toBe((stoppedAt! + 1) % 4);
    await page.mouse.click(...(await center(`${CLASSES} .vt-carousel__rotation`)));
    expect(await rotation.textContent()).toBe('Start automatic slide show');
    await page.mouse.move(5, 5);
    await page.clock.runFor(30_000);
    expect(await first(page, CLASSES)).toBe((stoppedAt! + 1) % 4);
    expect(pageErrors).toEqual([]);
  });

  it('keyboard: Stop on the rotation button stops it and Start restarts it while focus stays there', async ({ expect }) => {
    const { page } = await open(DESKTOP, { clock: true });
    await tabTo(page, 'Stop automatic slide show');
    await pauseClock(page);
    await page.keyboard.press('Enter');
    expect(await focusedText(page)).toBe('Start automatic slide show');
    const at = await first(page, CLASSES);
    await page.clock.runFor(30_000);
    expect(await first(page, CLASSES)).toBe(at);
    await page.keyboard.press('Enter');
    await page.clock.runFor(7000);
    await expect.poll(() => first(page, CLASSES)).toBe((at! + 1) % 4);
  });

  it('reduced motion: it never starts by itself; the slides move without animation', async ({ expect }) => {
    const { page } = await open(DESKTOP, { reducedMotion: true, clock: true });
    const rotation = page.locator(`${CLASSES} .vt-carousel__rotation`);
    expect(await rotation.textContent()).toBe('Start automatic slide show');
    await pauseClock(page);
    await page.clock.runFor(60_000);
    expect(await first(page, CLASSES)).toBe(0);
    await page.clock.resume();
    await button(page, REVIEWS, 'Next slide').click();
    // Instant: settled at once, no smooth scroll to wait for.
    expect(await settled(page, REVIEWS)).toBe(true);
    expect(await axeViolations(page, 'vt-carousel')).toEqual([]);
  });
});

describe.concurrent('bad input (issue 17)', () => {
  it('one slide: no controls; empty: reported once; hundreds: a N / M counter; removed mid-move: no error, nothing left inert', async ({ expect }) => {
    const { page, pageErrors, reported } = await open();
    await page.evaluate(() => {
      const many = Array.from({ length: 300 }, (_, i) => `<p>Review ${i + 1}</p>`).join('');
      document.querySelector('main')!.insertAdjacentHTML(
        'beforeend',
        `<section id="bad" aria-label="Bad input">
          <vt-carousel id="one" data-autoplay="true" data-label="One"><p>Only slide</p></vt-carousel>
          <vt-carousel id="empty"></vt-carousel><vt-carousel id="empty2"> </vt-carousel>
          <vt-carousel id="many" data-variant="single" data-label="Many"><script type="application/json">{}</script>${many}</vt-carousel>
          <vt-carousel id="nested" data-variant="single" data-label="Nested">
            <div><vt-show-more data-visible="1"><ul><li>A</li><li>B</li></ul></vt-show-more></div>
            <div><img src="/images/catalogue/geometry.svg" alt="Geometry" width="320" height="180"></div>
            <div><vt-carousel id="inner" data-variant="single" data-label="Inner"><p>Inner one</p><p>Inner two</p></vt-carousel></div>
          </vt-carousel>
        </section>`,
      );
    });
    await page.waitForFunction(() => [...document.querySelectorAll('#bad vt-carousel')].every((el) => el.hasAttribute('data-ready')));
    expect(await page.locator('#one button:visible').count()).toBe(0);
    expect(await page.locator('#one [aria-roledescription=slide]').getAttribute('aria-label')).toBe('1 of 1');
    expect(await page.locator('#many .vt-carousel__pick').count()).toBe(0);
    expect(await page.locator('#many .vt-carousel__picker').textContent()).toBe('1 / 300');
    await button(page, '#many', 'Previous slide').click();
    await expect.poll(() => page.locator('#many .vt-carousel__picker').textContent()).toBe('300 / 300');
    await page.locator('#nested > .vt-carousel__controls .vt-carousel__next').click();
    await expect.poll(() => first(page, '#nested')).toBe(1);
    // A carousel in a slide: its own controls move it alone.
    await page.locator('#nested > .vt-carousel__picker').getByRole('button', { name: 'Slide 3' }).click();
    await button(page, '#inner', 'Next slide').click();
    await expect.poll(() => first(page, '#inner')).toBe(1);
    expect(await first(page, '#nested')).toBe(2);
    expect(await axeViolations(page, 'vt-carousel')).toEqual([]);
    // Removed while it scrolls: the markup comes back as written.
    const left = await page.evaluate(async () => {
      const el = document.getElementById('many')!;
      (el.querySelector('.vt-carousel__next') as HTMLElement).click();
      el.remove();
      // Two frames (where scroll events and their handlers run) and a task later: nothing came back.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));
      return {
        inert: el.querySelectorAll('[inert]').length,
        added: el.querySelectorAll('[class^=vt-carousel]').length,
        slides: el.children.length,
      };
    });
    expect(left).toEqual({ inert: 0, added: 0, slides: 301 });
    expect(await reported()).toEqual(['<vt-carousel> holds no slides: nothing to show']);
    expect(pageErrors).toEqual([]);
  });

  it('without JavaScript every slide is shown', async ({ expect }) => {
    const { page } = await h.newPage(DESKTOP);
    await page.route('**/dist/**', (route) => route.abort());
    await page.goto(h.url('/subject-page.html'));
    const visible = await page
      .locator('vt-carousel > *')
      .evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).length);
    expect(visible).toBe(10);
  });
});
