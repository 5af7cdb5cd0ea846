import { ApiError, isRecord, requestJson } from '@vt-elements/core';

/** Spec §6: the cart owner is the client when a client id exists, else the visitor. */
export interface CartOwner {
  owner_id: string;
  owner_type: 'client' | 'visitor';
}

/** Spec §3 Cart: the JSON:API request body of `POST {api host}/v1/carts`. */
export interface CartRequestBody {
  data: { type: 'carts'; attributes: { cart_type: 'checkout'; owner_id: string; owner_type: CartOwner['owner_type'] } };
}

export class CartError extends Error {
  override name = 'CartError';
}

export function cartOwner(clientId: string | null | undefined, visitorId: string | null | undefined): CartOwner {
  if (clientId?.trim()) return { owner_id: clientId.trim(), owner_type: 'client' };
  if (visitorId?.trim()) return { owner_id: visitorId.trim(), owner_type: 'visitor' };
  throw new CartError('Missing cart owner data');
}

export function cartRequestBody(owner: CartOwner): CartRequestBody {
  return { data: { type: 'carts', attributes: { cart_type: 'checkout', owner_id: owner.owner_id, owner_type: owner.owner_type } } };
}


function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (isRecord(error)) return String(error.detail ?? error.title ?? error.message ?? JSON.stringify(error));
  if (Array.isArray(error) && error.length) return errorText(error[0]);
  return JSON.stringify(error);
}

/**
 * The badge count from a cart response: `relationships.line_items.data` length (spec §3).
 * Throws a CartError naming what is wrong (spec §8): an error field, missing cart data, a
 * non-checkout cart, a missing id, an invalid total.
 */
export function lineItemCount(body: unknown): number {
  if (isRecord(body) && (body.error !== undefined || body.errors !== undefined)) {
    throw new CartError(`Cart error: ${errorText(body.error ?? body.errors)}`);
  }
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data)) throw new CartError('Missing cart data');
  const attributes = isRecord(data.attributes) ? data.attributes : {};
  if (attributes.cart_type !== 'checkout') throw new CartError(`Cart is not a checkout cart: ${String(attributes.cart_type)}`);
  if (data.id === undefined || data.id === null || data.id === '') throw new CartError('Missing cart id');
  const relationships = isRecord(data.relationships) ? data.relationships : {};
  const lineItems = isRecord(relationships.line_items) ? relationships.line_items.data : undefined;
  if (!Array.isArray(lineItems)) throw new CartError('Invalid cart total');
  return lineItems.length;
}

export { cartLabel } from './texts';

export interface FetchCartOptions {
  apiHost: string;
  owner: CartOwner;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/**
 * Spec §7 `POST {api host}/v1/carts`. Resolves the line-item count, or null for 204 (no badge).
 * A 2xx with an empty body fails as 'Missing cart data'.
 * Failures carry the spec §8 texts: 'Server error, HTTP status {n}' and a parse error for a
 * body that is not JSON.
 */
export async function fetchCartCount(options: FetchCartOptions): Promise<number | null> {
  try {
    const response = await requestJson(`${options.apiHost}/v1/carts`, {
      method: 'POST',
      body: cartRequestBody(options.owner),
      headers: { 'Content-Type': 'application/vnd.api+json', Accept: 'application/vnd.api+json' },
      signal: options.signal,
      fetch: options.fetch,
    });
    // Only a 204 means "no cart yet"; a 200 without a body is missing cart data (§8).
    if (response.status === 204) return null;
    return lineItemCount(response.data);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http') throw new CartError(`Server error, HTTP status ${error.status}`, { cause: error });
    if (error instanceof ApiError && error.kind === 'parse') throw new CartError(`Cart response is not valid JSON (HTTP status ${error.status})`, { cause: error });
    throw error;
  }
}
