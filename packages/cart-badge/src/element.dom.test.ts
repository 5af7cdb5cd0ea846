import { http, HttpResponse } from 'msw';
import { expectConsoleError } from '../../../tests/support/console';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDemoApi } from '../../../tests/msw';
import { CartBadgeElement } from './element';

const server = startDemoApi();

const settle = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('<vt-cart-badge> element', () => {
  beforeAll(() => {
    document.head.innerHTML = '<meta name="visitor-id" content="visitor-1"><meta name="vt-api-host" content="https://api.example.com">';
  });
  afterEach(async () => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    // A removal ends a badge's watch a task later (core lifecycle.ts: a move is not a removal);
    // until then a new badge of the same visitor shares the old one's answer, not the next test's.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('is defined once; the exported class can be defined again under another name', () => {
    // Issue 51: the tag holds the exported class (core define.ts registers a subclass of it, leaving it
    // free for another name), not merely something, as this file's import defines the tag.
    expect(Object.getPrototypeOf(customElements.get('vt-cart-badge'))).toBe(CartBadgeElement);
    customElements.define('acme-cart', CartBadgeElement);
    expect(customElements.get('acme-cart')).toBe(CartBadgeElement);
  });

  it('keeps its light-DOM content and adds its link after it', async () => {
    document.body.innerHTML = '<vt-cart-badge data-href="/basket"><b id="cms">CMS text</b></vt-cart-badge>';
    const el = document.querySelector('vt-cart-badge')!;
    await settle(() => !!el.querySelector('a')?.textContent?.includes('3 items'));
    expect(el.querySelector('#cms')?.textContent).toBe('CMS text');
    expect(el.lastElementChild?.matches('a.vt-cart-badge')).toBe(true);
    expect(el.querySelector('a')?.getAttribute('href')).toBe('/basket');
    expect(el.querySelector('a')?.textContent).toBe('Cart, 3 items3');
  });

  it('removing data-href resets it to the default /cart; SPA removal and re-adding remounts', async () => {
    document.body.innerHTML = '<vt-cart-badge data-href="/basket"></vt-cart-badge>';
    const el = document.querySelector('vt-cart-badge')!;
    await settle(() => el.querySelector('a')?.getAttribute('href') === '/basket');
    el.removeAttribute('data-href');
    await settle(() => el.querySelector('a')?.getAttribute('href') === '/cart');
    expect(el.querySelector('a')?.getAttribute('href')).toBe('/cart');
    el.remove();
    document.body.append(el);
    await settle(() => !!el.querySelector('a')?.textContent?.includes('3 items'));
    expect(el.querySelectorAll('a').length).toBe(1);
  });

  it('a data-href the URL policy refuses (script, another host) is reported and the link goes to /cart', async () => {
    expectConsoleError(
      '[vt-elements] vt-cart-badge: <vt-cart-badge> data-href "JaVaScRiPt:alert(1)" was refused: it uses the javascript: scheme (only http and https).',
      '[vt-elements] vt-cart-badge: <vt-cart-badge> data-href "//evil.example/cart" was refused: it goes to another host (evil.example) that <meta name="vt-allowed-hosts"> does not list.',
    );
    const seen: string[] = [];
    window.vtErrorReporter = (e) => seen.push(e.message);
    document.body.innerHTML =
      '<vt-cart-badge data-href="JaVaScRiPt:alert(1)"></vt-cart-badge><vt-cart-badge data-href="//evil.example/cart"></vt-cart-badge>';
    const [a, b] = [...document.querySelectorAll('vt-cart-badge')];
    await settle(() => !!a!.querySelector('a') && !!b!.querySelector('a'));
    delete window.vtErrorReporter;
    expect([a, b].map((el) => el!.querySelector('a')!.getAttribute('href'))).toEqual(['/cart', '/cart']);
    expect(seen.filter((m) => m.includes('data-href'))).toEqual([
      '<vt-cart-badge> data-href "JaVaScRiPt:alert(1)" was refused: it uses the javascript: scheme (only http and https).',
      '<vt-cart-badge> data-href "//evil.example/cart" was refused: it goes to another host (evil.example) that <meta name="vt-allowed-hosts"> does not list.',
    ]);
  });

  it('fires vt-cart-update with the count', async () => {
    const counts: unknown[] = [];
    document.addEventListener('vt-cart-update', (e) => counts.push((e as CustomEvent).detail), { once: true });
    document.body.innerHTML = '<vt-cart-badge data-client-id="demo-one"></vt-cart-badge>';
    await settle(() => counts.length > 0);
    expect(counts).toEqual([{ count: 1 }]);
  });

  it('30 badges of one visitor send one cart request; vt-cart-refresh sends exactly one more', async () => {
    let posts = 0;
    let items = 2;
    server.use(
      http.post('https://api.example.com/v1/carts', () => {
        posts++;
        return HttpResponse.json({
          data: {
            id: 'c',
            type: 'carts',
            attributes: { cart_type: 'checkout' },
            relationships: { line_items: { data: Array(items).fill({}) } },
          },
        });
      }),
    );
    document.body.innerHTML = '<vt-cart-badge></vt-cart-badge>'.repeat(30);
    const counts = () => [...document.querySelectorAll('.vt-cart-badge__count')].map((c) => c.textContent);
    await settle(() => counts().length === 30);
    expect(counts()).toEqual(Array(30).fill('2'));
    expect(posts).toBe(1);
    items = 4;
    window.dispatchEvent(new Event('vt-cart-refresh'));
    await settle(() => counts().every((c) => c === '4'));
    expect(counts()).toEqual(Array(30).fill('4'));
    expect(posts).toBe(2);
  });

  it('after start (issue 39): data-href and data-texts change the same link in place; a new data-client-id reads that cart', async () => {
    document.body.innerHTML = '<vt-cart-badge data-href="/basket"></vt-cart-badge>';
    const el = document.querySelector('vt-cart-badge')!;
    await settle(() => el.querySelector('.vt-cart-badge__count')?.textContent === '3');
    const link = el.querySelector('a')!;
    link.focus();
    el.setAttribute('data-href', '/my-cart');
    el.setAttribute('data-texts', '{"cartMany":"Basket: {count} courses"}');
    await settle(() => link.textContent === 'Basket: 3 courses3');
    expect([link.getAttribute('href'), link.title, link.textContent]).toEqual(['/my-cart', 'Basket: 3 courses', 'Basket: 3 courses3']);
    el.setAttribute('data-client-id', 'demo-one');
    await settle(() => link.textContent === 'Cart, 1 item1');
    expect(link.textContent).toBe('Cart, 1 item1');
    expect(el.querySelectorAll('a')).toHaveLength(1);
    expect(el.querySelector('a')).toBe(link);
    expect(document.activeElement).toBe(link);
  });

  describe('texts (contract "Strings and languages")', () => {
    afterEach(() => document.documentElement.removeAttribute('lang'));

    it('a Spanish page names the badge in Spanish', async () => {
      document.documentElement.lang = 'es';
      document.body.innerHTML = '<vt-cart-badge></vt-cart-badge><div lang="en"><vt-cart-badge></vt-cart-badge></div>';
      const [es, en] = [...document.querySelectorAll('vt-cart-badge')];
      await settle(() => !!es!.querySelector('a')?.textContent?.includes('3') && !!en!.querySelector('a')?.textContent?.includes('3'));
      expect(es!.querySelector('a')!.textContent).toBe('Carrito, 3 artículos3');
      expect(es!.querySelector('a')!.title).toBe('Carrito, 3 artículos');
      expect(en!.querySelector('a')!.textContent).toBe('Cart, 3 items3');
    });

    it('data-texts replaces its keys; an unknown key is reported and the defaults kept', async () => {
      expectConsoleError(
        '[vt-elements] vt-cart-badge: <vt-cart-badge> data-texts: unknown text key "carts" (known: cart, cartOne, cartMany, overflow); using the default.',
      );
      const seen: string[] = [];
      window.vtErrorReporter = (e) => seen.push(e.message);
      document.body.innerHTML =
        `<vt-cart-badge data-texts='{"cartMany":"Basket: {count} courses"}'></vt-cart-badge>` +
        `<vt-cart-badge data-texts='{"carts":"x"}'></vt-cart-badge>`;
      const [own, bad] = [...document.querySelectorAll('vt-cart-badge')];
      await settle(() => !!own!.querySelector('a')?.textContent?.includes('3') && !!bad!.querySelector('a')?.textContent?.includes('3'));
      delete window.vtErrorReporter;
      expect(own!.querySelector('a')!.textContent).toBe('Basket: 3 courses3');
      expect(bad!.querySelector('a')!.textContent).toBe('Cart, 3 items3');
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatch(/^<vt-cart-badge> data-texts: unknown text key "carts" \(known: cart, cartOne, cartMany, overflow\)/);
    });

    it('the 99+ badge text can be replaced', async () => {
      server.use(
        http.post('https://api.example.com/v1/carts', () =>
          HttpResponse.json({
            data: {
              id: 'c',
              type: 'carts',
              attributes: { cart_type: 'checkout' },
              relationships: { line_items: { data: Array(120).fill({}) } },
            },
          }),
        ),
      );
      document.body.innerHTML = `<vt-cart-badge data-texts='{"overflow":"lots"}'></vt-cart-badge>`;
      await settle(() => document.querySelector('.vt-cart-badge__count')?.textContent === 'lots');
      expect(document.querySelector('.vt-cart-badge__count')!.textContent).toBe('lots');
    });
  });
});
