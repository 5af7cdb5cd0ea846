import { useEffect, useState } from 'react';
import { apiHost, emit, pageLang, reportError, safeUrl, textsFor, visitorId, type Config, type HostProps } from '@vt-elements/core';
import { cartOwner, type CartOwner } from '../core/cart';
import { TEXTS, cartLabel } from '../core/texts';
import type { cartBadgeRuntime } from '../runtime-definition';
import { watchCart } from '../dom/shared-cart';
import type { CartUpdateDetail } from '../events';

/** Its typed config (runtime-definition.ts) and the host; data-api-host is only watched here: apiHost() reads it itself. */
export type CartBadgeProps = Config<typeof cartBadgeRuntime> & HostProps;

export { CART_REFRESH_EVENT } from '../dom/shared-cart';

export function CartBadge({ clientId, href, apiHost: apiHostAttr, texts: overrides, host }: CartBadgeProps) {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    let owner: CartOwner;
    try {
      owner = cartOwner(clientId, visitorId());
    } catch (error) {
      reportError(error, { source: 'vt-cart-badge' });
      setCount(null);
      return;
    }
    // Shared with every badge of the same owner and API host (core/shared-cart.ts): one request,
    // failures reported there once; refreshes (vt-cart-refresh) arrive through the same watcher.
    return watchCart(apiHost({ element: host, attribute: apiHostAttr }), owner, (read) => {
      if ('failed' in read) return setCount(null);
      setCount(read.count);
      emit<CartUpdateDetail>(host, 'vt-cart-update', { count: read.count });
    });
  }, [clientId, apiHostAttr, host]);

  const texts = textsFor(TEXTS, pageLang(host), overrides);
  const label = cartLabel(count, texts);
  // A link is a navigation too: data-href passes the URL policy (a refusal is reported once).
  const link = href && safeUrl(href, { source: 'vt-cart-badge', what: 'data-href' }) ? href : '/cart';
  return (
    // Named by its (visually hidden) text, not aria-label, so the visible "99+" never contradicts it.
    <a className="vt-cart-badge" href={link} title={label}>
      <span className="vt-visually-hidden">{label}</span>
      <svg className="vt-cart-badge__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.35 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.45a2 2 0 0 0 1.75-1.03L21.3 5H5.2l-.95-2H1Z"
        />
      </svg>
      {count !== null && count > 0 && (
        <span className="vt-cart-badge__count" aria-hidden="true">
          {count > 99 ? texts.overflow : count}
        </span>
      )}
    </a>
  );
}
