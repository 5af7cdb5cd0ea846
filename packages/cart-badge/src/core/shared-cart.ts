import { reportError } from '@vt-elements/core';
import { fetchCartCount, type CartOwner } from './cart';

/**
 * One cart read per owner and API host, shared by every badge watching it (a page may carry a
 * hundred badges for the same visitor: they must not send a hundred identical POSTs).
 *
 * - The first watcher starts `POST {api host}/v1/carts`; later watchers share the request in
 *   flight, or its answer while any badge still watches it (so all badges show the same count).
 * - A refresh (the `vt-cart-refresh` window event, dom/shared-cart.ts) starts one new request per
 *   watched cart.
 * - A failure is reported once per request, not once per badge; its context says how many badges
 *   it left without a count.
 * - Unwatching never aborts the request for the others: it is aborted only when its last badge
 *   goes (the entry is dropped, so a badge added later reads the cart afresh).
 */

/** What a watcher hears: the count (null for a 204), or `failed` (already reported). */
export type CartRead = { count: number | null } | { failed: true };
export type CartWatcher = (read: CartRead) => void;

interface Entry {
  apiHost: string;
  owner: CartOwner;
  watchers: Set<CartWatcher>;
  read?: CartRead;
  controller?: AbortController;
}

const entries = new Map<string, Entry>();

const keyOf = (apiHost: string, owner: CartOwner) => `${apiHost}\n${owner.owner_type}\n${owner.owner_id}`;

function start(entry: Entry): void {
  entry.controller?.abort();
  const controller = (entry.controller = new AbortController());
  entry.read = undefined;
  fetchCartCount({ apiHost: entry.apiHost, owner: entry.owner, signal: controller.signal }).then(
    (count) => settle(entry, controller, { count }),
    (error: unknown) => {
      if (controller.signal.aborted) return;
      // §8: reported once for all the badges sharing this request; each shows the bare icon.
      reportError(error, { source: 'vt-cart-badge', apiHost: entry.apiHost, ownerType: entry.owner.owner_type, badges: entry.watchers.size });
      settle(entry, controller, { failed: true });
    },
  );
}

function settle(entry: Entry, controller: AbortController, read: CartRead): void {
  // A newer request (refresh) or the last badge leaving made this answer irrelevant.
  if (controller.signal.aborted || entry.controller !== controller) return;
  entry.read = read;
  entry.controller = undefined;
  for (const watcher of [...entry.watchers]) watcher(read);
}

/** Starts one new request for every cart some badge watches. */
export function refreshCarts(): void {
  for (const entry of entries.values()) start(entry);
}

/**
 * Watches the cart of `owner` on `apiHost`: `watcher` hears the shared answer (at once when it is
 * already known) and every answer after a refresh. Returns the function that stops watching.
 */
export function watchSharedCart(apiHost: string, owner: CartOwner, watcher: CartWatcher): () => void {
  const key = keyOf(apiHost, owner);
  let entry = entries.get(key);
  if (!entry) {
    entry = { apiHost, owner, watchers: new Set() };
    entries.set(key, entry);
  }
  const current = entry;
  current.watchers.add(watcher);
  if (current.read) watcher(current.read);
  else if (!current.controller) start(current);
  return () => {
    current.watchers.delete(watcher);
    if (current.watchers.size > 0) return;
    current.controller?.abort();
    if (entries.get(key) === current) entries.delete(key);
  };
}
