import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { startDemoApi } from '../../../../tests/msw';
import { refreshCarts, watchSharedCart, type CartRead } from './shared-cart';

const server = startDemoApi();
const API = 'https://api.shared-cart.example';
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

let posts: number;
beforeEach(() => {
  posts = 0;
  server.use(
    http.post(`${API}/v1/carts`, () => {
      posts++;
      const items = Array.from({ length: posts + 1 }, () => ({}));
      return HttpResponse.json({
        data: { id: 'c1', type: 'carts', attributes: { cart_type: 'checkout' }, relationships: { line_items: { data: items } } },
      });
    }),
  );
});

describe('the shared cart read (no DOM: the refresh event is dom/shared-cart.ts)', () => {
  it('watchers of one owner share one request; a refresh is one new request for all; the last to stop drops it', async () => {
    const a: CartRead[] = [];
    const b: CartRead[] = [];
    const stopA = watchSharedCart(API, { owner_id: 'v1', owner_type: 'visitor' }, (read) => a.push(read));
    const stopB = watchSharedCart(API, { owner_id: 'v1', owner_type: 'visitor' }, (read) => b.push(read));
    await until(() => a.length > 0 && b.length > 0);
    expect([posts, a, b]).toEqual([1, [{ count: 2 }], [{ count: 2 }]]);

    refreshCarts();
    await until(() => a.length > 1 && b.length > 1);
    expect([posts, a[1], b[1]]).toEqual([2, { count: 3 }, { count: 3 }]);

    stopA();
    stopB();
    const c: CartRead[] = [];
    const stopC = watchSharedCart(API, { owner_id: 'v1', owner_type: 'visitor' }, (read) => c.push(read));
    await until(() => c.length > 0);
    stopC();
    expect([posts, c]).toEqual([3, [{ count: 4 }]]);
  });
});
