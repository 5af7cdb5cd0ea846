import { delay, http, HttpResponse } from 'msw';

/**
 * `POST {api host}/v1/carts` (spec §7). The owner id picks the case, so a page or story can show
 * every state side by side: any other owner has a checkout cart with 3 line items.
 */
export const CART_FIXTURES = {
  'demo-empty': 'a checkout cart with no line items',
  'demo-none': '204 No Content (no cart yet)',
  'demo-one': 'a cart with 1 line item',
  'demo-many': 'a cart with 120 line items',
  'demo-server-error': 'HTTP 500',
  'demo-not-json': 'HTTP 200 with an HTML body',
  'demo-error-field': 'HTTP 200 whose body carries an error field',
  'demo-slow': 'answers after 3 s',
  'demo-network-error': 'a network failure (no response)',
} as const;

export type CartFixture = keyof typeof CART_FIXTURES;

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'line_items', id: String(1000 + i) }));

function cart(ownerId: string, ownerType: string, count: number) {
  return {
    data: {
      id: `cart-${ownerId}`,
      type: 'carts',
      attributes: { cart_type: 'checkout', owner_id: ownerId, owner_type: ownerType },
      relationships: { line_items: { data: items(count) } },
    },
  };
}

const JSON_API = { 'Content-Type': 'application/vnd.api+json' };

export const cartHandlers = [
  http.post('*/v1/carts', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { data?: { attributes?: { owner_id?: string; owner_type?: string } } } | null;
    const ownerId = body?.data?.attributes?.owner_id;
    const ownerType = body?.data?.attributes?.owner_type ?? 'visitor';
    if (!ownerId) return HttpResponse.json({ error: 'owner_id is required' }, { status: 422 });
    switch (ownerId) {
      case 'demo-empty':
        return HttpResponse.json(cart(ownerId, ownerType, 0), { headers: JSON_API });
      case 'demo-none':
        return new HttpResponse(null, { status: 204 });
      case 'demo-one':
        return HttpResponse.json(cart(ownerId, ownerType, 1), { headers: JSON_API });
      case 'demo-many':
        return HttpResponse.json(cart(ownerId, ownerType, 120), { headers: JSON_API });
      case 'demo-server-error':
        return HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 });
      case 'demo-not-json':
        return HttpResponse.html('<html><body>Bad gateway page</body></html>');
      case 'demo-error-field':
        return HttpResponse.json({ error: 'Cart service unavailable' });
      case 'demo-network-error':
        return HttpResponse.error();
      case 'demo-slow':
        await delay(3000);
        return HttpResponse.json(cart(ownerId, ownerType, 2), { headers: JSON_API });
      default:
        return HttpResponse.json(cart(ownerId, ownerType, 3), { headers: JSON_API });
    }
  }),
];
