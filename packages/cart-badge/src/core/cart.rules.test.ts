import { describe, expect, it } from 'vitest';
import { CartError, cartOwner, fetchCartCount, lineItemCount } from './cart';
import { TEXTS } from './texts';

/**
 * Issue 51: the cart rules the badge's React rewrite leans on, each pinned by a literal (spec §3
 * Cart, §6 cart owner, §7 POST {api host}/v1/carts, §8 Cart errors).
 */
const API = 'https://api.example.com';
const owner = { owner_id: 'v1', owner_type: 'visitor' as const };
const cart = (data: Record<string, unknown>) => ({ data: { id: 'c1', type: 'carts', attributes: { cart_type: 'checkout' }, ...data } });

/** A fetch that answers `response` and records what it was asked. */
function answering(response: Response | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (response instanceof Error) throw response;
    return response;
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('§6 cart owner: the ids as the page gives them, trimmed', () => {
  it('sends the client id or the visitor id without the blanks around it', () => {
    expect(cartOwner(' client-9 ', 'visitor-1')).toEqual({ owner_id: 'client-9', owner_type: 'client' });
    expect(cartOwner(undefined, ' visitor-1 ')).toEqual({ owner_id: 'visitor-1', owner_type: 'visitor' });
  });
  it('a blank visitor id (and no client) is missing owner data (§8)', () => {
    expect(() => cartOwner('', '   ')).toThrow('Missing cart owner data');
    expect(() => cartOwner(undefined, undefined)).toThrow(CartError);
  });
});

describe('§8 Cart: an error field in the body throws, naming it', () => {
  it.each([
    [{ error: { title: 'Forbidden' } }, 'Cart error: Forbidden'],
    [{ error: { message: 'owner unknown' } }, 'Cart error: owner unknown'],
    [{ error: { code: 7 } }, 'Cart error: {"code":7}'],
    [{ errors: ['expired'] }, 'Cart error: expired'],
    [{ errors: [] }, 'Cart error: []'],
  ])('%j throws %s', (body, message) => {
    expect(() => lineItemCount(body)).toThrow(new CartError(message));
  });
});

describe('§3 Cart, §8: what a cart response must hold', () => {
  it.each([
    [null, 'Missing cart data'],
    [{ data: 'c1' }, 'Missing cart data'],
    [cart({ attributes: undefined }), 'Cart is not a checkout cart: undefined'],
    [cart({ id: null }), 'Missing cart id'],
    [cart({ id: undefined }), 'Missing cart id'],
    [cart({}), 'Invalid cart total'],
    [cart({ relationships: { line_items: [] } }), 'Invalid cart total'],
  ])('%j throws %s', (body, message) => {
    expect(() => lineItemCount(body)).toThrow(new CartError(message));
  });
  it('an id of 0 is an id; an empty line-item list is a count of 0', () => {
    expect(lineItemCount(cart({ id: 0, relationships: { line_items: { data: [] } } }))).toBe(0);
  });
});

describe('§7 POST {api host}/v1/carts: the request and its failures', () => {
  it('POSTs the JSON:API body to {api host}/v1/carts, asking for JSON:API back', async () => {
    const { calls, fetch } = answering(Response.json(cart({ relationships: { line_items: { data: [{}] } } })));
    await expect(fetchCartCount({ apiHost: API, owner, fetch })).resolves.toBe(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.example.com/v1/carts');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toMatchObject({ 'Content-Type': 'application/vnd.api+json', Accept: 'application/vnd.api+json' });
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      data: { type: 'carts', attributes: { cart_type: 'checkout', owner_id: 'v1', owner_type: 'visitor' } },
    });
  });
  it('a body that is not JSON names the status', async () => {
    const { fetch } = answering(new Response('<html>', { status: 201 }));
    await expect(fetchCartCount({ apiHost: API, owner, fetch })).rejects.toThrow(
      new CartError('Cart response is not valid JSON (HTTP status 201)'),
    );
  });
  it('a network failure has no HTTP status: it is not turned into a server error', async () => {
    const { fetch } = answering(new TypeError('Failed to fetch'));
    const failure = fetchCartCount({ apiHost: API, owner, fetch });
    await expect(failure).rejects.toMatchObject({ name: 'ApiError', kind: 'network' });
    await expect(failure).rejects.not.toBeInstanceOf(CartError);
  });
  it('a cart with an error field stays the cart error (not a server error)', async () => {
    const { fetch } = answering(Response.json({ error: 'locked' }));
    await expect(fetchCartCount({ apiHost: API, owner, fetch })).rejects.toThrow(new CartError('Cart error: locked'));
  });
});

describe('§8 Cart failures keep what caused them (the report names it)', () => {
  it('a CartError is named so, and a not-OK status or a body that is not JSON keeps the HTTP error as its cause', async () => {
    expect(() => cartOwner(null, null)).toThrow(expect.objectContaining({ name: 'CartError' }));
    const status = answering(new Response('busy', { status: 503 }));
    await expect(fetchCartCount({ apiHost: API, owner, fetch: status.fetch })).rejects.toMatchObject({
      name: 'CartError',
      message: 'Server error, HTTP status 503',
      cause: { name: 'ApiError', kind: 'http', status: 503 },
    });
    const text = answering(new Response('<html>', { status: 200 }));
    await expect(fetchCartCount({ apiHost: API, owner, fetch: text.fetch })).rejects.toMatchObject({
      cause: { name: 'ApiError', kind: 'parse', status: 200 },
    });
  });
});

describe('the badge texts, English and Spanish, word for word (contract "Strings and languages")', () => {
  it('every key, the 99+ overflow included', () => {
    expect(TEXTS).toEqual({
      en: { cart: 'Cart', cartOne: 'Cart, 1 item', cartMany: 'Cart, {count} items', overflow: '99+' },
      es: { cart: 'Carrito', cartOne: 'Carrito, 1 artículo', cartMany: 'Carrito, {count} artículos', overflow: '99+' },
    });
  });
});
