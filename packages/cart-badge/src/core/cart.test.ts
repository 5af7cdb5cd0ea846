import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { startDemoApi } from '../../../../tests/msw';
import { cartLabel, cartOwner, cartRequestBody, fetchCartCount, lineItemCount } from './cart';
import { TEXTS } from './texts';

const server = startDemoApi();

const API = 'https://api.example.com';
const cart = (over: Record<string, unknown> = {}) => ({
  data: { id: 'c1', type: 'carts', attributes: { cart_type: 'checkout' }, relationships: { line_items: { data: [{}, {}] } }, ...over },
});

describe('§6 cart owner', () => {
  it('is the client when a client id exists, else the visitor', () => {
    expect(cartOwner('client-9', 'visitor-1')).toEqual({ owner_id: 'client-9', owner_type: 'client' });
    expect(cartOwner('  ', 'visitor-1')).toEqual({ owner_id: 'visitor-1', owner_type: 'visitor' });
    expect(cartOwner(null, 'visitor-1')).toEqual({ owner_id: 'visitor-1', owner_type: 'visitor' });
  });
  it('missing owner data is an error (§8)', () => {
    expect(() => cartOwner(null, '')).toThrow('Missing cart owner data');
  });
});

describe('§3 Cart body and count', () => {
  it('JSON:API body: data.type carts, attributes.cart_type checkout, owner_id, owner_type', () => {
    expect(cartRequestBody({ owner_id: 'v1', owner_type: 'visitor' })).toEqual({
      data: { type: 'carts', attributes: { cart_type: 'checkout', owner_id: 'v1', owner_type: 'visitor' } },
    });
  });
  it('the badge is relationships.line_items.data length', () => {
    expect(lineItemCount(cart())).toBe(2);
  });
  it.each([
    [{ error: 'locked' }, 'Cart error: locked'],
    [{ errors: [{ detail: 'bad owner' }] }, 'Cart error: bad owner'],
    [{}, 'Missing cart data'],
    [cart({ attributes: { cart_type: 'wishlist' } }), 'Cart is not a checkout cart: wishlist'],
    [cart({ id: '' }), 'Missing cart id'],
    [cart({ relationships: { line_items: { data: 'x' } } }), 'Invalid cart total'],
  ])('§8: %j throws %s', (body, message) => {
    expect(() => lineItemCount(body)).toThrow(message);
  });
  it('accessible names', () => {
    expect([cartLabel(null), cartLabel(0), cartLabel(1), cartLabel(3)]).toEqual(['Cart', 'Cart, 0 items', 'Cart, 1 item', 'Cart, 3 items']);
  });
  it('accessible names in Spanish', () => {
    const es = TEXTS.es;
    expect([cartLabel(null, es), cartLabel(0, es), cartLabel(1, es), cartLabel(3, es)]).toEqual([
      'Carrito',
      'Carrito, 0 artículos',
      'Carrito, 1 artículo',
      'Carrito, 3 artículos',
    ]);
  });
});

describe('§7 POST {api host}/v1/carts', () => {
  const owner = { owner_id: 'v1', owner_type: 'visitor' as const };
  it('posts to the API host and counts line items (demo API: 3)', async () => {
    await expect(fetchCartCount({ apiHost: API, owner })).resolves.toBe(3);
  });
  it('204 gives no count', async () => {
    await expect(fetchCartCount({ apiHost: API, owner: { ...owner, owner_id: 'demo-none' } })).resolves.toBeNull();
  });
  it("a 200 with an empty body is 'Missing cart data', not an empty cart (§8)", async () => {
    server.use(http.post(`${API}/v1/carts`, () => new HttpResponse(null, { status: 200 })));
    await expect(fetchCartCount({ apiHost: API, owner })).rejects.toThrow(/^Missing cart data$/);
  });
  it("a not-OK status throws 'Server error, HTTP status {n}'", async () => {
    await expect(fetchCartCount({ apiHost: API, owner: { ...owner, owner_id: 'demo-server-error' } })).rejects.toThrow(
      /^Server error, HTTP status 500$/,
    );
    server.use(http.post(`${API}/v1/carts`, () => new HttpResponse('x', { status: 503 })));
    await expect(fetchCartCount({ apiHost: API, owner })).rejects.toThrow('Server error, HTTP status 503');
  });
  it('a body that is not JSON throws a parse error', async () => {
    await expect(fetchCartCount({ apiHost: API, owner: { ...owner, owner_id: 'demo-not-json' } })).rejects.toThrow(
      'Cart response is not valid JSON (HTTP status 200)',
    );
  });
  it('sends the JSON:API content type', async () => {
    let type: string | null = null;
    server.use(http.post(`${API}/v1/carts`, ({ request }) => ((type = request.headers.get('content-type')), HttpResponse.json(cart()))));
    await fetchCartCount({ apiHost: API, owner });
    expect(type).toBe('application/vnd.api+json');
  });
});
