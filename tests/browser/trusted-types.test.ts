import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectViolations, settled, startHarness, waitForWizards, type Harness, type TrackedPage } from './harness';

/**
 * Issue 30, Trusted Types: under `Content-Security-Policy: require-trusted-types-for 'script';
 * trusted-types vt-elements` (the demo server sets it on `?csp=trusted-types`, server.ts), which
 * Chromium enforces, every element works with zero violations. The library's own sinks (a lead
 * form panel's data-markup and data-js, the picker's review script) go through its one policy
 * (core/trusted-types.ts); nothing else of ours, nor React nor the SDKs with the demo settings,
 * assigns a string to a sink. Every example page under the policy (every element upgrades and
 * settles, zero violations) is checked in pages.test.ts, on the load its phone-width checks share.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function open(path: string): Promise<TrackedPage> {
  const tracked = await h.newPage();
  await tracked.page.addInitScript(collectViolations);
  const response = await tracked.page.goto(h.url(`${path}?csp=trusted-types`));
  expect(response?.headers()['content-security-policy']).toBe("require-trusted-types-for 'script'; trusted-types vt-elements");
  return tracked;
}

const violations = (page: Page) => page.evaluate(() => window.__vtViolations!);

/** The control: the page does enforce (a string into a sink throws, and the listener sees it). */
async function expectEnforced(page: Page, before: number) {
  const thrown = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>x</b>';
      return 'no error';
    } catch (error) {
      return (error as Error).message;
    }
  });
  expect(thrown).toContain("requires 'TrustedHTML' assignment");
  await expect.poll(async () => (await violations(page)).length).toBe(before + 1);
}

describe.concurrent('Trusted Types enforced (issue 30)', () => {
  it('/lead-wizard-panels.html: the wizard takes over, its data-markup panel and data-js script load, zero violations', async () => {
    const { page, pageErrors, consoleErrors } = await open('/lead-wizard-panels.html');
    await waitForWizards(page);
    const form = page.getByRole('form', { name: 'Find a class' });
    await form.getByRole('button', { name: 'Find my class', exact: true }).click();
    await form.getByLabel('Small group class').check();
    await form.getByRole('button', { name: 'Next', exact: true }).click();
    await form.getByRole('heading', { name: 'When are you free?' }).waitFor();
    // The markup came in (sanitised, unchanged: it is the CMS's form markup), and its data-js script ran.
    expect(await page.getByRole('checkbox', { name: 'Monday' }).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { vtClassWidgetRuns?: number }).vtClassWidgetRuns)).toBe(1);
    expect(await page.locator('[data-class-count]').textContent()).toBe('12 live classes fit these days.');
    expect(await violations(page)).toEqual([]);
    expect(pageErrors.map((e) => e.message)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await expectEnforced(page, 0);
  });

  it("/scheduled-callback.html: the review widget's script loads through the policy, zero violations", async () => {
    const { page, pageErrors } = await open('/scheduled-callback.html');
    await page.locator('.review-link').first().scrollIntoViewIfNeeded();
    await page.waitForSelector('script[data-vt-review-widget]', { state: 'attached' });
    expect(await page.$$eval('script[data-vt-review-widget]', (s) => s.map((e) => e.getAttribute('src')))).toEqual([
      h.url('/review-widget-stub.js'),
    ]);
    expect(await violations(page)).toEqual([]);
    expect(pageErrors.map((e) => e.message)).toEqual([]);
  });
});

/**
 * The page's own policy for Segment (README, "Trusted Types"): a `default` policy that lets the
 * SDK's CDN through and nothing else. Here the CDN is the demo origin (`vt-segment-cdn` is `/`).
 */
const segmentDefaultPolicy = (cdn: string) => `<script>
  trustedTypes.createPolicy('default', {
    createScriptURL: (url) => {
      if (new URL(url, location.href).origin === ${JSON.stringify(cdn)}) return url;
      throw new TypeError('Script URL not allowed: ' + url);
    },
  });
</script>`;

describe.concurrent("Segment's device-mode destinations: the SDK assigns their script URLs itself", () => {
  /** /analytics.html with source settings that name a destination Segment loads from its CDN; `policy`: the page's default policy. */
  async function openWithDestination(policy: boolean) {
    const tracked = await h.newPage();
    const { page } = tracked;
    await page.addInitScript(collectViolations);
    await page.route('**/v1/projects/*/settings', async (route) => {
      const settings = (await (await route.fetch()).json()) as { remotePlugins: unknown[] };
      settings.remotePlugins = [
        {
          name: 'Demo Destination',
          creationName: 'Demo Destination',
          libraryName: 'demoDestination',
          url: 'https://cdn.segment.com/next-integrations/actions/demo/destination.js',
          settings: {},
        },
      ];
      await route.fulfill({ json: settings });
    });
    const loaded: string[] = [];
    await page.route('**/next-integrations/**', (route) => {
      loaded.push(new URL(route.request().url()).pathname);
      return route.fulfill({ contentType: 'text/javascript', body: 'window.demoDestination = function () { return []; };' });
    });
    await page.route('**/analytics.html', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('<head>', `<head>${policy ? segmentDefaultPolicy(new URL(h.url('/')).origin) : ''}`);
      const csp = `require-trusted-types-for 'script'; trusted-types vt-elements${policy ? ' default' : ''}`;
      await route.fulfill({ response, body, headers: { ...response.headers(), 'content-security-policy': csp } });
    });
    await page.goto(h.url('/analytics.html'));
    return { ...tracked, loaded };
  }

  it('without a policy of the page for them they are refused: one violation, nothing loaded, and events still go to Segment', async () => {
    const { page, loaded } = await openWithDestination(false);
    // Segment still sends its batch (spec §9: at most 5 s after the first event) through its own API.
    const batch = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/b');
    await expect
      .poll(() => violations(page))
      .toEqual([expect.stringMatching(/^require-trusted-types-for trusted-types-sink HTMLScriptElement src\|.*next-integrations/)]);
    expect(loaded).toEqual([]);
    await batch;
  });

  it("with the README's default policy for the SDK's CDN they load, zero violations", async () => {
    const tracked = await openWithDestination(true);
    await expect.poll(() => tracked.loaded).toEqual(['/next-integrations/actions/demo/destination.js']);
    await settled(tracked);
    expect(await violations(tracked.page)).toEqual([]);
    expect(tracked.pageErrors).toEqual([]);
  });
});
