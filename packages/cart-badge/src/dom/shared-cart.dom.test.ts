import { http, HttpResponse } from 'msw';
import { expectConsoleError } from '../../../../tests/support/console';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDemoApi } from '../../../../tests/msw';
import { CART_REFRESH_EVENT, watchCart } from './shared-cart';
import type { CartRead } from '../core/shared-cart';
import type { CartOwner } from '../core/cart';

const server = startDemoApi();

const A = 'https://api.example.com';
const B = 'https://api.partner.example';
const visitor: CartOwner = { owner_id: 'v1', owner_type: 'visitor' };
const client: CartOwner = { owner_id: 'c9', owner_type: 'client' };
const cart = (items: number) => ({
  data: {
    id: 'c1',
    type: 'carts',
    attributes: { cart_type: 'checkout' },
    relationships: { line_items: { data: Array.from({ length: items }, () => ({})) } },
  },
});

/** Every POST /v1/carts on either host, as "host owner_id"; answered when `release` is called. */
let posts: string[];
let gate: { release: () => void; wait: Promise<void> };
let answer: () => Response;
const newGate = () => {
  let release!: () => void;
  const wait = new Promise<void>((r) => (release = r));
  gate = { release, wait };
};
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

let stops: Array<() => void>;
function watchMany(n: number, apiHost = A, owner = visitor) {
  const reads: CartRead[][] = Array.from({ length: n }, () => []);
  for (const list of reads) stops.push(watchCart(apiHost, owner, (read) => list.push(read)));
  return reads;
}

beforeEach(() => {
  posts = [];
  stops = [];
  newGate();
  answer = () => HttpResponse.json(cart(2));
  for (const host of [A, B]) {
    server.use(
      http.post(`${host}/v1/carts`, async ({ request }) => {
        const body = (await request.json()) as { data: { attributes: { owner_id: string } } };
        posts.push(`${host} ${body.data.attributes.owner_id}`);
        await gate.wait;
        return answer();
      }),
    );
  }
});
afterEach(() => {
  gate.release();
  for (const stop of stops) stop();
  vi.restoreAllMocks();
});

describe('shared cart reads (one request per owner and API host)', () => {
  it('100 badges of the same owner send one request and all get its answer', async () => {
    const reads = watchMany(100);
    await until(() => posts.length > 0);
    gate.release();
    await until(() => reads.every((r) => r.length > 0));
    expect(posts).toEqual([`${A} v1`]);
    expect(reads.every((r) => r.length === 1 && 'count' in r[0]! && r[0].count === 2)).toBe(true);
  });

  it('a badge added while others still show the cart gets the known answer at once, without a request', async () => {
    const reads = watchMany(2);
    gate.release();
    await until(() => reads.every((r) => r.length > 0));
    const [late] = watchMany(1);
    expect(late).toEqual([{ count: 2 }]);
    expect(posts).toHaveLength(1);
  });

  it('a vt-cart-refresh window event makes exactly one new request, shared by all', async () => {
    const reads = watchMany(50);
    gate.release();
    await until(() => reads.every((r) => r.length === 1));
    newGate();
    answer = () => HttpResponse.json(cart(5));
    window.dispatchEvent(new Event(CART_REFRESH_EVENT));
    await until(() => posts.length === 2);
    gate.release();
    await until(() => reads.every((r) => r.length === 2));
    expect(posts).toEqual([`${A} v1`, `${A} v1`]);
    expect(reads.every((r) => 'count' in r[1]! && r[1].count === 5)).toBe(true);
  });

  it('different owners and API hosts get separate requests', async () => {
    watchMany(3, A, visitor);
    watchMany(3, A, client);
    watchMany(3, B, visitor);
    await until(() => posts.length >= 3);
    gate.release();
    await new Promise((r) => setTimeout(r, 20));
    expect(posts.sort()).toEqual([`${A} c9`, `${A} v1`, `${B} v1`]);
  });

  it('a failure is reported once (with how many badges it concerns), every badge gets "failed"', async () => {
    expectConsoleError('[vt-elements] vt-cart-badge: Server error, HTTP status 503');
    const reported: Array<[string, Record<string, unknown>]> = [];
    window.vtErrorReporter = (e, c) => reported.push([e.message, c]);
    answer = () => new HttpResponse('x', { status: 503 });
    const reads = watchMany(40);
    gate.release();
    await until(() => reads.every((r) => r.length > 0));
    delete window.vtErrorReporter;
    expect(posts).toHaveLength(1);
    expect(reported).toEqual([
      ['Server error, HTTP status 503', { source: 'vt-cart-badge', apiHost: A, ownerType: 'visitor', badges: 40 }],
    ]);
    expect(reads.every((r) => r.length === 1 && 'failed' in r[0]!)).toBe(true);
  });

  it('a badge leaving while the request runs does not abort it for the others; the last one leaving does', async () => {
    const stopFirst = watchCart(A, visitor, () => {});
    const reads = watchMany(1);
    await until(() => posts.length === 1);
    stopFirst();
    gate.release();
    await until(() => reads[0]!.length > 0);
    expect(reads[0]).toEqual([{ count: 2 }]);
    // All gone: the entry is dropped, and the next badge reads the cart afresh.
    for (const stop of stops.splice(0)) stop();
    newGate();
    const [again] = watchMany(1);
    await until(() => posts.length === 2);
    gate.release();
    await until(() => again!.length > 0);
    expect(posts).toHaveLength(2);
  });
});
