import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEXTS as CART_TEXTS } from '../../packages/cart-badge/src/core/texts';
import { TEXTS as CATALOGUE_TEXTS } from '../../packages/catalogue/src/core/texts';
import { TEXTS as COURSE_SEARCH_TEXTS } from '../../packages/course-search/src/core/texts';
import { TEXTS as LEAD_TEXTS } from '../../packages/lead-wizard/src/core/texts';
import { PICKER_TEXTS, SUGGEST_TEXTS } from '../../packages/locale/src/core/texts';
import { SHARE_TEXTS } from '../../packages/modal/src/core/share-texts';
import { TEXTS as SEARCH_TEXTS } from '../../packages/navbar-search/src/core/texts';
import { TEXTS as CALLBACK_TEXTS } from '../../packages/scheduled-callback/src/core/texts';
import { TEXTS as NAV_TEXTS } from '../../packages/site-nav/src/core/texts';
import { CAROUSEL_TEXTS } from '../../packages/widgets/src/core/carousel';
import { TEXTS as WIDGET_TEXTS } from '../../packages/widgets/src/core/texts';
import { startHarness, waitForWizards, type Harness } from './harness';

/**
 * Contract "Strings and languages" (issue 19, part 4), on the built dist/ in Chromium: a Spanish
 * CMS page holding every element, each in a state that shows its texts, shows none of the English
 * texts of the elements' tables (imported here, so the check follows the tables), and each
 * element's data-texts override (one key each) shows instead of its default.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const ELEMENTS = [
  'vt-lead-wizard',
  'vt-scheduled-callback',
  'vt-navbar-search',
  'vt-cart-badge',
  'vt-course-card',
  'vt-course-list-item',
  'vt-course-search',
  'vt-site-nav',
  'vt-locale-suggest',
  'vt-country-picker',
  'vt-modal',
  'vt-share',
  'vt-carousel',
  'vt-collapsible',
  'vt-accordion',
  'vt-faq',
  'vt-expand-text',
  'vt-show-more',
  'vt-dropdown',
  'vt-bio-cards',
];

const TABLES: { en: object; es: object }[] = [
  CART_TEXTS,
  CATALOGUE_TEXTS,
  COURSE_SEARCH_TEXTS,
  LEAD_TEXTS,
  SUGGEST_TEXTS,
  PICKER_TEXTS,
  SHARE_TEXTS,
  SEARCH_TEXTS,
  CALLBACK_TEXTS,
  NAV_TEXTS,
  CAROUSEL_TEXTS,
  WIDGET_TEXTS,
];

/**
 * The English words a Spanish page must not show: each English text cut at its `{placeholders}`,
 * the parts with three letters or more that its Spanish text does not share ('{n}min' / '{n} min'
 * keeps nothing; 'Facebook' is the same in both).
 */
function englishFragments(): string[] {
  const out = new Set<string>();
  for (const { en, es } of TABLES)
    for (const [key, english] of Object.entries(en as Record<string, string>)) {
      const spanish = (es as Record<string, string>)[key]!;
      if (english === spanish) continue;
      for (const part of english.split(/\{\w+\}/)) {
        const words = part.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
        if ((words.match(/\p{L}/gu) ?? []).length >= 3 && !spanish.includes(words)) out.add(words);
      }
    }
  return [...out];
}

const COURSE = (id: string, title: string) =>
  JSON.stringify({
    id,
    catalog_type: 'catalog-items-v1',
    title,
    description_markdown: 'Resuelve *ecuaciones lineales* en vivo con un profesor.',
    price_cents: 12000,
    session_length_minutes: 90,
    session_count: 8,
    week_count: 4,
    session_per_week: 2,
    start_dates: ['2031-01-06', '2031-02-03'],
    grade_full_range: ['8', '9'],
    subjects: ['algebra'],
    images: { '1x': '/images/catalogue/algebra.svg', '2x': '/images/catalogue/algebra@2x.svg' },
    details_page: '/classes/algebra-1-bootcamp',
  }).replace(/'/g, '&#39;');

const LONG =
  '<p>Trabaja uno a uno con un tutor experto, en línea, en los horarios que le convienen a tu familia. Las sesiones se adaptan a tu clase, a tu ritmo y a tu próximo examen. Nuestros tutores cubren todos los niveles, desde la primaria hasta los exámenes de admisión de posgrado, y cada sesión sucede en nuestra aula en línea, con una pizarra compartida y una grabación que puedes volver a ver antes del examen.</p>'.repeat(
    5,
  );

/** Every element on one Spanish CMS page; `own` is its data-texts (one key each), or '' for none. */
function spanishPage(own: (tag: string) => string): string {
  const t = (tag: string) => {
    const texts = own(tag);
    return texts ? ` data-texts='${texts}'` : '';
  };
  return `<!doctype html>
<html lang="es">
<head>
  <meta charset="utf-8">
  <meta name="visitor-id" content="5b0e6f0e-8c1e-4c53-9d5f-2f4f1b6f0a11">
  <title>Página en español</title>
  <link rel="icon" href="data:,">
  <link rel="alternate" hreflang="en-ca" href="/en-ca/locale.html">
  <script src="/dist/autoload.js" defer blocking="render"></script>
</head>
<body>
  <header>
    <vt-site-nav${t('vt-site-nav')}>
      <nav aria-label="Principal">
        <button type="button" data-menu-toggle>Menú</button>
        <ul>
          <li><a href="/materias">Materias</a>
            <ul><li><a href="/matematicas">Matemáticas</a><ul><li><a href="/algebra">Álgebra</a></li></ul></li></ul>
          </li>
        </ul>
        <vt-cart-badge id="cart"></vt-cart-badge>
      </nav>
    </vt-site-nav>
  </header>
  <main>
    <vt-cart-badge id="own"${t('vt-cart-badge')}></vt-cart-badge>
    <vt-navbar-search id="found" data-search-key="search-demo-key"${t('vt-navbar-search')}></vt-navbar-search>
    <vt-navbar-search id="none" data-search-key="search-demo-key"></vt-navbar-search>
    <vt-navbar-search id="broken" data-search-key="search-demo-key"></vt-navbar-search>
    <vt-lead-wizard data-action="new_contact" data-persist="false"${t('vt-lead-wizard')}>
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
    <form aria-label="Llamada">
      <vt-scheduled-callback id="picker" data-tou="true" data-brand="varsity-tutors" data-schedule-email="agenda@example.com"
        data-support-phone="+1 (800) 555-0199" data-review-script="/review-widget-stub.js"${t('vt-scheduled-callback')}></vt-scheduled-callback>
      <vt-scheduled-callback data-uuid="demo-fully-booked" data-schedule-email="agenda@example.com" data-support-phone="+1 (800) 555-0199"
        data-review-script="/review-widget-stub.js"></vt-scheduled-callback>
    </form>
    <vt-course-card data-share-url="https://www.example.com/" data-course='${COURSE('es-1', 'Álgebra 1 intensivo')}'${t('vt-course-card')}></vt-course-card>
    <vt-course-list-item data-course='${COURSE('es-2', 'Álgebra 1 en vivo')}'${t('vt-course-list-item')}></vt-course-list-item>
    <vt-course-search data-target-id="resultados" data-search-url="/course-search" data-templates-url="/course-search/templates"${t('vt-course-search')}></vt-course-search>
    <p><button type="button" data-modal-trigger="compartir" aria-haspopup="dialog">Compartir</button></p>
    <vt-modal id="compartir">
      <dialog>
        <button type="button" data-modal-close>Cerrar</button>
        <h2>Comparte esta página</h2>
        <vt-share data-title="Página en español"${t('vt-share')}></vt-share>
      </dialog>
    </vt-modal>
    <template id="locale-later"><vt-locale-suggest${t('vt-locale-suggest')}></vt-locale-suggest></template>
    <vt-expand-text${t('vt-expand-text')}>${LONG}</vt-expand-text>
    <vt-collapsible><button type="button" data-toggle>Temas</button><ul data-content><li>Ecuaciones</li></ul></vt-collapsible>
    <vt-dropdown><button type="button" data-toggle>Materias de María</button><ul data-content><li>Geometría</li></ul></vt-dropdown>
    <vt-show-more data-visible="1"${t('vt-show-more')}><ul><li>«Por fin entendí.»</li><li>«De C a A.»</li><li>«Paciente y clara.»</li></ul></vt-show-more>
    <vt-accordion>
      <details open><summary>Cuéntanos qué necesitas</summary><p>Dos minutos.</p></details>
      <details><summary>Conoce a tu tutor</summary><p>En 24 horas.</p></details>
    </vt-accordion>
    <vt-faq${t('vt-faq')}>
      <details><summary>¿Las sesiones son en línea?</summary><p>Sí.</p></details>
      <details><summary>¿Puedo cambiar de tutor?</summary><p>Cuando quieras.</p></details>
    </vt-faq>
    <vt-carousel data-variant="single" data-autoplay="true"${t('vt-carousel')}>
      <blockquote><p>«Explica muy bien.»</p></blockquote>
      <blockquote><p>«Subió sus notas.»</p></blockquote>
    </vt-carousel>
    <vt-bio-cards${t('vt-bio-cards')}>
      <div data-card><h4>Dra. Alicia Moreno</h4><div data-bio><p>Enseñó matemáticas doce años.</p></div></div>
    </vt-bio-cards>
  </main>
  <footer>
    <vt-country-picker${t('vt-country-picker')}>
      <nav aria-label="País"><a href="/locale.html" hreflang="en-us">EE. UU.</a> <a href="/en-ca/locale.html" hreflang="en-ca">Canadá</a></nav>
    </vt-country-picker>
  </footer>
</body>
</html>`;
}

/** One override per element that has texts, and where it shows: [texts, selector, attribute (null: the text), what it starts with]. */
const OWN: Record<string, [texts: object, selector: string, attribute: string | null, shown: string]> = {
  'vt-cart-badge': [{ cartMany: 'Tu cesta: {count} clases' }, '#own a', 'title', 'Tu cesta: 3 clases'],
  'vt-site-nav': [{ submenu: 'Abrir {label}' }, 'vt-site-nav button[aria-expanded]', 'aria-label', 'Abrir Materias'],
  'vt-navbar-search': [{ placeholder: 'Busca una materia' }, '#found input', 'placeholder', 'Busca una materia'],
  'vt-lead-wizard': [{ required: 'Falta este dato' }, 'vt-lead-wizard .vt-error-message', null, 'Error: Falta este dato'],
  'vt-scheduled-callback': [{ dateLegend: 'Día de la llamada' }, '#picker legend', null, 'Día de la llamada'],
  'vt-course-card': [{ seeDetails: 'Ver la clase' }, 'vt-course-card .vt-course-card__details', null, 'Ver la clase'],
  'vt-course-list-item': [
    { nextClass: 'Siguiente sesión' },
    'main > vt-course-list-item .vt-course-item__next',
    null,
    'Siguiente sesión: ',
  ],
  // An item key: passed on to its hits (course list items).
  'vt-course-search': [
    { submit: 'Buscar ya', nextClass: 'Próxima sesión' },
    '.vt-course-search__hit .vt-course-item__next',
    null,
    'Próxima sesión: ',
  ],
  'vt-share': [{ copy: 'Copiar la dirección' }, '.vt-share__copy-button', null, 'Copiar la dirección'],
  'vt-locale-suggest': [{ no: 'No, me quedo aquí' }, '.vt-locale-suggest__no', null, 'No, me quedo aquí'],
  'vt-country-picker': [{ label: 'Elige tu país' }, '.vt-country-picker__label', null, 'Elige tu país'],
  'vt-expand-text': [{ readLess: 'Ocultar el texto' }, '.vt-expand-text__toggle', null, 'Ocultar el texto'],
  'vt-show-more': [{ fewer: 'Ver menos opiniones' }, '.vt-show-more__toggle', null, 'Ver menos opiniones'],
  'vt-faq': [{ collapseAll: 'Cerrar todas las preguntas' }, '.vt-faq__expand-all', null, 'Cerrar todas las preguntas'],
  'vt-carousel': [{ previous: 'Ver la anterior' }, '.vt-carousel__previous', null, 'Ver la anterior'],
  'vt-bio-cards': [{ close: 'Cerrar la biografía' }, '.vt-bio-cards__close', null, 'Cerrar la biografía'],
};

/** Puts every element in a state that shows its texts (results, no results, errors, open parts); what shows only for a while goes into `seen`. */
async function showTexts(page: Page, seen: string[]): Promise<void> {
  await waitForWizards(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('vt-faq, vt-expand-text, vt-show-more, vt-carousel, vt-bio-cards')].every((el) =>
      el.hasAttribute('data-ready'),
    ),
  );
  // The lead wizard's field errors; the picker's consent error.
  await page.locator('vt-lead-wizard [data-next]').first().click();
  const picker = page.locator('#picker');
  // The second day: real slots whatever the hour ('Today', selected first, may have no time left).
  await picker.locator('input[type="radio"][name="day_to_call"]').nth(1).check();
  await picker.locator('input[type="radio"][name="time_to_call"]').first().check();
  await picker.locator('.vt-callback__confirm-button').click();
  // The navbar searches: results, none, both sources failing (one open at a time: each is read open).
  for (const [id, query, ready] of [
    ['found', 'alg', '.vt-search__option--more'],
    ['none', 'zzz', '.vt-search__message:not(.vt-search__message--searching)'],
    ['broken', 'fail-500', '.vt-search__message--error'],
  ]) {
    await page.locator(`#${id} input`).fill(query!);
    await page.locator(`#${id} ${ready}`).first().waitFor();
    seen.push(...(await shown(page)));
  }
  // The widgets' other state.
  for (const selector of ['.vt-expand-text__toggle', '.vt-show-more__toggle', '.vt-faq__expand-all', '.vt-bio-cards__toggle'])
    await page.locator(selector).click();
  await page.locator('.vt-carousel__next').click();
  // The share body's copy status (its dialog stays closed).
  await page.locator('.vt-share__copy-button').evaluate((button) => (button as HTMLButtonElement).click());
  await expect.poll(() => page.locator('.vt-share__status').textContent()).not.toBe('');
  await expect.poll(() => page.locator('.vt-course-search__hit').count()).toBeGreaterThan(0);
  // Last: its modal dialog makes the rest of the page inert, so it joins the page now (the
  // autoloader upgrades it). Holding its country request instead outlasted the element's 10 s
  // router time-out on a busy machine.
  await page.evaluate(() => document.body.append((document.querySelector('#locale-later') as HTMLTemplateElement).content.cloneNode(true)));
  await expect.poll(() => page.locator('.vt-locale-suggest').count()).toBe(1);
}

/**
 * What the elements show a visitor: their text and the names, hints and placeholders they give,
 * without the data's own words (class titles, descriptions, facet values and search results).
 */
function shown(page: Page): Promise<string[]> {
  return page.evaluate((tags) => {
    const DATA =
      '.vt-course-item__title, .vt-course-item__description, .vt-course-item__tags li, .vt-course-search__facet--value .vt-course-search__value, .vt-search__option:not(.vt-search__option--more)';
    const ATTRIBUTES = ['aria-label', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt'];
    return [...document.querySelectorAll(tags.join(','))].map((el) => {
      const copy = el.cloneNode(true) as Element;
      for (const data of copy.querySelectorAll(DATA)) data.remove();
      // Hits inside the class search: their links are named after the data's title.
      const named = [copy, ...copy.querySelectorAll('*')].filter((n) => !n.closest('vt-course-search .vt-course-search__hit a'));
      const attributes = named.flatMap((n) => ATTRIBUTES.map((name) => n.getAttribute(name) ?? ''));
      return `${copy.textContent} ${attributes.join(' ')}`.replace(/\s+/g, ' ');
    });
  }, ELEMENTS);
}

describe.concurrent('texts follow the page language', () => {
  it('a Spanish page shows no English text of any element; each data-texts override shows instead', async ({ expect }) => {
    const { page, pageErrors } = await h.newPage({ timezoneId: 'America/Chicago' });
    const body = spanishPage((tag) => (OWN[tag] ? JSON.stringify(OWN[tag][0]) : ''));
    await page.route(h.url('/texts-es.html?q=algebra&demo_country=CA'), (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body }),
    );
    await page.goto(h.url('/texts-es.html?q=algebra&demo_country=CA'));
    await expect.poll(() => page.locator('#cart').getByRole('link', { name: 'Carrito, 3 artículos' }).count()).toBe(1);
    const texts: string[] = [];
    await showTexts(page, texts);
    expect(await page.locator('.vt-phone-country__label').textContent()).toBe('País del número de teléfono');

    for (const [tag, [, selector, attribute, expected]] of Object.entries(OWN)) {
      const read = () =>
        page
          .locator(selector)
          .evaluateAll(
            (els, [name, start]) => els.some((el) => (name ? el.getAttribute(name) : el.textContent)?.startsWith(start!)),
            [attribute, expected],
          );
      await expect.poll(async () => ((await read()) ? tag : `${tag}: ${expected} not shown`)).toBe(tag);
    }

    texts.push(...(await shown(page)));
    expect(texts.length).toBeGreaterThanOrEqual(ELEMENTS.length);
    const fragments = englishFragments();
    expect(fragments.length).toBeGreaterThan(100);
    const words = (fragment: string) =>
      new RegExp(`(?<![\\p{L}\\d])${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'u');
    const english = texts.flatMap((text) =>
      fragments.filter((fragment) => words(fragment).test(text)).map((fragment) => `${text} “${fragment}”`),
    );
    expect(english).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
