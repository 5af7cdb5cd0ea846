import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, waitForWizards, type Harness } from './harness';

/**
 * Contract "Strings and languages" (issue 19, part 4), on the built dist/ in Chromium: a Spanish
 * CMS page shows none of the English texts of the elements on it, and a page that overrides texts
 * with data-texts shows its own.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const PAGE = `<!doctype html>
<html lang="es">
<head>
  <meta charset="utf-8">
  <meta name="visitor-id" content="5b0e6f0e-8c1e-4c53-9d5f-2f4f1b6f0a11">
  <title>Página en español</title>
  <link rel="icon" href="data:,">
  <script src="/dist/autoload.js" defer blocking="render"></script>
</head>
<body>
  <header><nav aria-label="Principal"><vt-cart-badge id="cart"></vt-cart-badge></nav></header>
  <main>
    <vt-cart-badge id="own" data-texts='{"cartMany":"Tu cesta: {count} clases"}'></vt-cart-badge>
    <vt-lead-wizard data-action="new_contact" data-persist="false">
      <form aria-label="Pide un tutor" novalidate>
        <input type="hidden" name="leadform" value="es-page">
        <div data-panel-type="form" data-id="contact">
          <label for="full_name">Nombre completo</label><input id="full_name" name="full_name">
          <label for="phone">Teléfono</label><input id="phone" type="tel" name="phone_number" data-international>
          <button type="button" data-next>Siguiente</button>
        </div>
        <div data-panel-type="form" data-id="done"><p>¡Gracias!</p><button type="button" data-next>Enviar</button></div>
      </form>
    </vt-lead-wizard>
  </main>
</body>
</html>`;

/** English texts of the elements on the page (their English tables), none of which a Spanish page may show. */
const ENGLISH = ['Cart', 'item', 'Required', 'Invalid', 'Please', 'Phone number country', 'United States', 'Form progress', ' of '];

describe('texts follow the page language', () => {
  it('a Spanish page shows no English text in its elements; data-texts shows its own', async () => {
    const { page, pageErrors } = await h.newPage();
    await page.route(h.url('/texts-es.html'), (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGE }));
    await page.goto(h.url('/texts-es.html'));
    await expect.poll(() => page.locator('#cart').getByRole('link', { name: 'Carrito, 3 artículos' }).count()).toBe(1);
    await expect.poll(() => page.locator('#own').getByRole('link', { name: 'Tu cesta: 3 clases' }).count()).toBe(1);
    await waitForWizards(page);
    expect(await page.locator('.vt-phone-country__label').textContent()).toBe('País del número de teléfono');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => page.locator('.vt-error-message').allTextContents()).toEqual(['Error: Obligatorio', 'Error: Obligatorio']);
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('vt-cart-badge, vt-lead-wizard')]
        .map(
          (el) =>
            `${el.textContent} ${[...el.querySelectorAll('[aria-label], [title]')].map((n) => `${n.getAttribute('aria-label') ?? ''} ${n.getAttribute('title') ?? ''}`).join(' ')}`,
        )
        .join('\n'),
    );
    for (const english of ENGLISH) expect(shown, english).not.toContain(english);
    expect(pageErrors).toEqual([]);
  });
});
