import { afterAll, beforeAll, describe, it } from 'vitest';
import { axeViolations, settled, startHarness, type Harness } from './harness';

/**
 * Spec §3 Cart, §7 POST /v1/carts, §8 Cart; contract "Loading" — on the built dist/ in Chromium.
 * The demo API's carts are read-only fixtures and each test has its own context: the tests run concurrently.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe.concurrent('<vt-cart-badge> in a CMS page', () => {
  it('shows the line-item count from the API with an accessible name (§3 Cart)', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage();
    await page.goto(h.url('/cart-badge.html'));
    const header = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart, 3 items' });
    await expect.poll(() => header.count()).toBe(1);
    expect(await header.getAttribute('href')).toBe('/cart');
    expect(await page.locator('#header-cart .vt-cart-badge__count').textContent()).toBe('3');
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 1 item' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 120 items' }).count()).toBe(1);
    expect(await page.locator('vt-cart-badge[data-client-id="demo-many"] .vt-cart-badge__count').textContent()).toBe('99+');
    expect(pageErrors).toEqual([]);
  });

  it('sends the JSON:API body with the visitor or the client as owner (§6), credentials included', async ({ expect }) => {
    const { page } = await h.newPage();
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/carts')) bodies.push(request.postDataJSON());
    });
    await page.goto(h.url('/cart-badge.html'));
    await expect.poll(() => bodies.length).toBe(9);
    expect(bodies).toContainEqual({ data: { type: 'carts', attributes: { cart_type: 'checkout', owner_id: '5b0e6f0e-8c1e-4c53-9d5f-2f4f1b6f0a11', owner_type: 'visitor' } } });
    expect(bodies).toContainEqual({ data: { type: 'carts', attributes: { cart_type: 'checkout', owner_id: 'client-42', owner_type: 'client' } } });
  });

  it('a failing API is reported with the spec text and leaves the icon without a badge (§8)', async ({ expect }) => {
    const { page, consoleErrors, pageErrors } = await h.newPage();
    await page.addInitScript(() => {
      (window as unknown as { reported: string[] }).reported = [];
      (window as unknown as { vtErrorReporter: (e: Error) => void }).vtErrorReporter = (e) => (window as unknown as { reported: string[] }).reported.push(e.message);
    });
    await page.goto(h.url('/cart-badge.html'));
    const reported = () => page.evaluate(() => (window as unknown as { reported: string[] }).reported);
    await expect.poll(async () => (await reported()).length).toBe(3);
    expect((await reported()).sort()).toEqual(['Cart error: Cart service unavailable', 'Cart response is not valid JSON (HTTP status 200)', 'Server error, HTTP status 500']);
    expect(consoleErrors.some((line) => line.includes('[vt-elements] vt-cart-badge: Server error, HTTP status 500'))).toBe(true);
    const failed = page.locator('vt-cart-badge[data-client-id="demo-server-error"]');
    expect(await failed.getByRole('link', { name: 'Cart' }).count()).toBe(1);
    expect(await failed.locator('.vt-cart-badge__count').count()).toBe(0);
    // 204: an icon without a badge, not an error.
    expect(await page.locator('vt-cart-badge[data-client-id="demo-none"] .vt-cart-badge__count').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('keeps working when the whole API is down: every badge is an icon named "Cart", each failure reported', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage();
    await page.route('**/v1/carts', (route) => route.abort('connectionrefused'));
    await page.addInitScript(() => {
      (window as unknown as { reported: string[] }).reported = [];
      (window as unknown as { vtErrorReporter: (e: Error, c: { source: string }) => void }).vtErrorReporter = (e, c) =>
        (window as unknown as { reported: string[] }).reported.push(c.source);
    });
    await page.goto(h.url('/cart-badge.html'));
    const badges = await page.locator('vt-cart-badge').count();
    await expect.poll(() => page.evaluate(() => (window as unknown as { reported: string[] }).reported.length)).toBe(badges);
    expect(new Set(await page.evaluate(() => (window as unknown as { reported: string[] }).reported))).toEqual(new Set(['vt-cart-badge']));
    expect(await page.getByRole('link', { name: 'Cart', exact: true }).count()).toBe(badges);
    expect(await page.locator('.vt-cart-badge__count').count()).toBe(0);
    // The rest of the page still works: its own links navigate.
    await page.getByRole('link', { name: 'Memberships' }).click();
    await page.waitForURL('**/memberships');
    expect(pageErrors).toEqual([]);
  });

  it('has no axe-core violations (wcag2a/aa, 21aa, 22aa)', async ({ expect }) => {
    const { page } = await h.newPage();
    await page.goto(h.url('/cart-badge.html'));
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 3 items' }).count()).toBe(2);
    expect(await axeViolations(page, 'vt-cart-badge')).toEqual([]);
  });
});

describe.concurrent('loading (contract "Loading")', () => {
  it('the autoloader and the element module together define the tag once, with no error', async ({ expect }) => {
    const { page, pageErrors, consoleErrors } = await h.newPage();
    await page.setContent('<p>blank</p>');
    await page.goto(h.url('/cart-badge.html'));
    await page.addScriptTag({ url: h.url('/dist/elements/cart-badge.js'), type: 'module' });
    await page.addScriptTag({ url: h.url('/dist/autoload.js') });
    await page.addScriptTag({ url: h.url('/dist/elements/cart-badge.js?copy=2'), type: 'module' });
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 3 items' }).count()).toBe(2);
    expect(await page.evaluate(() => !!customElements.get('vt-cart-badge'))).toBe(true);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors.filter((l) => !l.includes('vt-cart-badge: ') && !l.includes('Failed to load resource'))).toEqual([]);
  });

  it('a page with no vt-* tag loads no module; a tag an app adds later is loaded and upgraded, and works again after removal', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage();
    const modules: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/dist/elements/')) modules.push(path);
    });
    await page.goto(h.url('/spa.html'));
    await page.evaluate(() => (window as unknown as { vtAutoload?: { ready: Promise<void> } }).vtAutoload?.ready);
    expect(modules).toEqual([]);
    await page.getByRole('button', { name: 'Show the signed-in view' }).click();
    const cart = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart, 3 items' });
    await expect.poll(() => cart.count()).toBe(1);
    expect(modules.filter((m) => m === '/dist/elements/cart-badge.js')).toHaveLength(1);
    await page.getByRole('button', { name: 'Show the signed-out view' }).click();
    expect(await cart.count()).toBe(0);
    await page.getByRole('button', { name: 'Show the signed-in view' }).click();
    await expect.poll(() => cart.count()).toBe(1);
    expect(modules.filter((m) => m === '/dist/elements/cart-badge.js')).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it('a page with every element fetches each module and the shared runtime chunk once', async ({ expect }) => {
    const tracked = await h.newPage({ timezoneId: 'America/Chicago' });
    const { page, pageErrors } = tracked;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(h.url('/all.html'));
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 3 items' }).count()).toBe(1);
    // Every tag the page holds, from the page itself: a tag added to all.html is in the figure.
    const tags = await page.evaluate(() => [...new Set([...document.querySelectorAll('*')].map((e) => e.localName).filter((n) => n.startsWith('vt-')))]);
    expect(tags.length).toBeGreaterThanOrEqual(20);
    await page.waitForFunction((names) => names.every((t) => customElements.get(t)), tags);
    await settled(tracked);
    const elementModules = scripts.filter((s) => /^\/dist\/elements\/[^/]+\.js$/.test(s)).sort();
    // The [data-scroll-to] behaviour is a module of its own too (packages/widgets vtBehaviours).
    const behaviours = (await page.locator('[data-scroll-to]').count()) ? ['/dist/elements/scroll-to.js'] : [];
    expect(elementModules).toEqual([...tags.map((t) => `/dist/elements/${t.slice(3)}.js`), ...behaviours].sort());
    expect(scripts.filter((s) => s.includes('/chunks/runtime-'))).toHaveLength(1);
    // Each file once: React and the core are not duplicated per element.
    expect(new Set(scripts).size).toBe(scripts.length);
    expect(pageErrors).toEqual([]);
  });

  it('a missing shared chunk is reported as ChunkLoadError naming that chunk (§8); the page carries on', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage();
    await page.route('**/dist/elements/chunks/runtime-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.addInitScript(() => {
      (window as unknown as { reported: string[] }).reported = [];
      (window as unknown as { vtErrorReporter: (e: Error) => void }).vtErrorReporter = (e) =>
        (window as unknown as { reported: string[] }).reported.push(`${e.name}|${(e as Error & { type?: string }).type ?? ''}|${(e as Error & { request?: string }).request ?? ''}`);
    });
    // The React runtime chunk: a page of React elements (the badge itself needs none since issue 38).
    await page.goto(h.url('/navbar-search.html'));
    const reported = () => page.evaluate(() => (window as unknown as { reported: string[] }).reported);
    await expect.poll(async () => (await reported()).length).toBe(1);
    expect((await reported())[0]).toMatch(/^ChunkLoadError\|missing\|http:\/\/127\.0\.0\.1:\d+\/dist\/elements\/chunks\/runtime-[\w-]+\.js$/);
    await page.getByRole('link', { name: 'Memberships' }).click();
    await page.waitForURL('**/memberships');
    expect(pageErrors).toEqual([]);
  });

  it('a malformed attribute is reported once when the tag is upgraded, again when it changes (element helper)', async ({ expect }) => {
    const { page } = await h.newPage();
    await page.addInitScript(() => {
      (window as unknown as { reported: string[] }).reported = [];
      (window as unknown as { vtErrorReporter: (e: Error) => void }).vtErrorReporter = (e) => (window as unknown as { reported: string[] }).reported.push(e.message);
    });
    await page.clock.install();
    await page.goto(h.url('/spa.html'));
    await page.evaluate(() => {
      // Parsed first, defined after: an upgrade, as for every tag the autoloader loads.
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<vt-lead-wizard id="bad" data-action="sell_everything"><form></form></vt-lead-wizard>');
    });
    await page.waitForFunction(() => customElements.get('vt-lead-wizard'));
    const reported = () => page.evaluate(() => (window as unknown as { reported: string[] }).reported.filter((m) => m.includes('data-action')));
    await expect.poll(async () => (await reported()).length).toBe(1);
    // Still one 200 ms of page time later (every timer due by then has run).
    await page.clock.runFor(200);
    expect(await reported()).toHaveLength(1);
    expect((await reported())[0]).toContain('<vt-lead-wizard> data-action:');
    await page.locator('#bad').evaluate((el) => el.setAttribute('data-action', 'sell_more'));
    await expect.poll(async () => (await reported()).length).toBe(2);
  });

  it('reports an unknown vt-* tag and a missing element module as ChunkLoadError, page carries on', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage();
    await page.route('**/dist/elements/cart-badge.js', (route) => route.fulfill({ status: 404, body: 'nope' }));
    await page.addInitScript(() => {
      (window as unknown as { reported: string[] }).reported = [];
      (window as unknown as { vtErrorReporter: (e: Error) => void }).vtErrorReporter = (e) =>
        (window as unknown as { reported: string[] }).reported.push(`${e.name}|${(e as Error & { type?: string }).type ?? ''}|${e.message}`);
    });
    await page.goto(h.url('/all.html'));
    await page.evaluate(() => document.body.append(document.createElement('vt-no-such-thing')));
    const reported = () => page.evaluate(() => (window as unknown as { reported: string[] }).reported);
    await expect.poll(async () => (await reported()).length).toBe(2);
    const lines = await reported();
    expect(lines.find((l) => l.startsWith('ChunkLoadError|missing|'))).toContain('/dist/elements/cart-badge.js');
    expect(lines.find((l) => l.includes('vt-no-such-thing'))).toContain('Unknown element <vt-no-such-thing>');
    expect(pageErrors).toEqual([]);
  });

  it('HTML attribute semantics: changing and removing data-client-id re-reads the cart', async ({ expect }) => {
    const { page } = await h.newPage();
    await page.goto(h.url('/cart-badge.html'));
    // The third badge on the page starts as demo-one (1 item).
    const badge = page.locator('vt-cart-badge').nth(2);
    await expect.poll(() => badge.getByRole('link', { name: 'Cart, 1 item' }).count()).toBe(1);
    await badge.evaluate((el) => el.setAttribute('data-client-id', 'demo-empty'));
    await expect.poll(() => badge.getByRole('link').textContent()).toBe('Cart, 0 items');
    // Removal resets to the default: the visitor owns the cart again (3 items).
    await badge.evaluate((el) => el.removeAttribute('data-client-id'));
    await expect.poll(() => badge.getByRole('link').textContent()).toBe('Cart, 3 items3');
  });
});

describe.concurrent('many badges share one cart read (core/shared-cart.ts)', () => {
  const manyBadges = (n: number) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="visitor-id" content="5b0e6f0e-8c1e-4c53-9d5f-2f4f1b6f0a11"><title>Many badges</title><link rel="icon" href="data:,"><script src="/dist/autoload.js" defer blocking="render"></script></head><body><main><h1>Many badges</h1>${'<vt-cart-badge></vt-cart-badge>'.repeat(n)}</main></body></html>`;

  it('100 badges send exactly one POST /v1/carts and all show its count; vt-cart-refresh sends exactly one more', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page, pageErrors } = tracked;
    await page.route(h.url('/many-badges.html'), (route) => route.fulfill({ contentType: 'text/html', body: manyBadges(100) }));
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/v1/carts')) posts++;
    });
    await page.clock.install();
    await page.goto(h.url('/many-badges.html'));
    const counts = page.locator('vt-cart-badge .vt-cart-badge__count');
    await expect.poll(() => counts.count(), { timeout: 20_000 }).toBe(100);
    expect(new Set(await counts.allTextContents())).toEqual(new Set(['3']));
    expect(await page.getByRole('link', { name: 'Cart, 3 items' }).count()).toBe(100);
    await settled(tracked);
    expect(posts).toBe(1);
    await page.evaluate(() => window.dispatchEvent(new Event('vt-cart-refresh')));
    await expect.poll(() => posts).toBe(2);
    // Still two after 200 ms of page time, every request done.
    await page.clock.runFor(200);
    await settled(tracked);
    expect(posts).toBe(2);
    expect(await counts.count()).toBe(100);
    expect(pageErrors).toEqual([]);
  });

  it('a failing shared request is reported once, not once per badge; every badge shows the bare icon', async ({ expect }) => {
    const tracked = await h.newPage();
    const { page, pageErrors } = tracked;
    await page.route(h.url('/many-badges.html'), (route) => route.fulfill({ contentType: 'text/html', body: manyBadges(100) }));
    await page.route('**/v1/carts', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.addInitScript(() => {
      (window as unknown as { reported: unknown[] }).reported = [];
      (window as unknown as { vtErrorReporter: (e: Error, c: object) => void }).vtErrorReporter = (e, c) =>
        (window as unknown as { reported: unknown[] }).reported.push({ message: e.message, ...c });
    });
    await page.goto(h.url('/many-badges.html'));
    await expect.poll(() => page.getByRole('link', { name: 'Cart', exact: true }).count(), { timeout: 20_000 }).toBe(100);
    await settled(tracked);
    const reported = await page.evaluate(() => (window as unknown as { reported: Array<{ message: string; source: string }> }).reported);
    expect(reported.map((r) => `${r.source}: ${r.message}`)).toEqual(['vt-cart-badge: Server error, HTTP status 500']);
    expect(await page.locator('.vt-cart-badge__count').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
