import { afterAll, beforeAll, describe, it } from 'vitest';
import { startHarness, waitForWizards, type Harness } from './harness';

/**
 * Issue 9: redirect attributes can neither run script nor send the visitor to a host the page did
 * not list, in real Chromium on the built dist/. Each payload is put where a CMS editor could
 * plant it (a redirect step's data-url or data-href, the element's data-redirect-url); the visitor
 * clicks Next and must land on the default thank-you route of the demo site.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const HOSTILE = [
  'javascript:alert(document.domain)//',
  'JaVaScRiPt:alert(document.domain)//',
  'java\tscript:alert(1)//',
  'java\nscript:alert(1)//',
  '\u0001javascript:alert(1)//',
  ' \u0010javascript:alert(1)//',
  'vbscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'blob:http://127.0.0.1/00000000-0000-4000-8000-000000000000',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example/thanks',
  'http://evil.example/thanks',
  'https:\\\\evil.example',
  'http://127.0.0.1@evil.example/',
  'https://xn--vrsitytutors-5fb.example/thanks',
  'https://partner.test.evil.example/',
];

/** A CMS-like page with one two-step lead form whose redirect goes to `url`. */
function formPage(where: 'data-url' | 'data-href' | 'data-redirect-url', url: string): string {
  const attr = `${where}="${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirect</title>
<meta name="vt-allowed-hosts" content="partner.test">
<script src="/dist/autoload.js" defer></script></head>
<body><main><h1>Redirect</h1>
<vt-lead-wizard ${where === 'data-redirect-url' ? attr : ''}><form aria-label="Lead form">
  <input type="hidden" name="leadform" value="url-policy">
  <div data-panel-type="welcome" data-id="welcome"><h2>Welcome</h2><button type="button" data-next>Next</button></div>
  <div data-panel-type="action" data-id="done" data-action-name="redirect" ${where === 'data-redirect-url' ? '' : attr}></div>
</form></vt-lead-wizard></main></body></html>`;
}

async function clickThrough(where: 'data-url' | 'data-href' | 'data-redirect-url', url: string) {
  const tracked = await h.newPage();
  const { page, context } = tracked;
  const dialogs: string[] = [];
  const foreign: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Any request off the demo host is recorded and answered here: nothing leaves the machine.
  await context.route(
    (u) => !u.href.startsWith(h.server.url),
    (route) => {
      foreign.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1>' });
    },
  );
  await page.route('**/redirect-test.html', (route) => route.fulfill({ contentType: 'text/html', body: formPage(where, url) }));
  await page.goto(h.url('/redirect-test.html'));
  await waitForWizards(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/redirect-test.html'));
  await page.waitForLoadState();
  return { ...tracked, dialogs, foreign };
}

describe.concurrent('URL policy in the browser (issue 9)', () => {
  const PLACES = ['data-url', 'data-href', 'data-redirect-url'] as const;
  it.for(HOSTILE.map((url, i) => [PLACES[i % PLACES.length]!, url] as const))(
    '%s %j runs no script and does not leave the site',
    async ([where, url], { expect }) => {
      const { page, dialogs, foreign } = await clickThrough(where, url);
      const landed = new URL(page.url());
      expect(dialogs).toEqual([]);
      expect(foreign).toEqual([]);
      expect(landed.origin).toBe(new URL(h.server.url).origin);
      expect(landed.pathname).toBe('/contacts/marketing/thank-you');
      expect(landed.searchParams.get('time_zone')).toBeTruthy();
    },
  );

  it('a host the page lists in <meta name="vt-allowed-hosts"> is followed', async ({ expect }) => {
    const { page, dialogs, foreign } = await clickThrough('data-url', 'http://partner.test/welcome?from=form');
    expect(dialogs).toEqual([]);
    const landed = new URL(page.url());
    expect(landed.host).toBe('partner.test');
    expect(landed.pathname).toBe('/welcome');
    expect(landed.searchParams.get('from')).toBe('form');
    expect(foreign.map((u) => new URL(u).host)).toContain('partner.test');
    expect(await page.getByRole('heading', { name: 'Elsewhere' }).isVisible()).toBe(true);
  });
});
