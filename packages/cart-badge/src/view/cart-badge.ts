import { cartLabel, type CartTexts } from '../core/texts';

/** What the badge shows: the count (null while unknown), its texts and where the link goes. */
export interface BadgeState {
  count: number | null;
  texts: CartTexts;
  href: string;
}

const SVG = 'http://www.w3.org/2000/svg';
const CART_ICON =
  'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.35 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.45a2 2 0 0 0 1.75-1.03L21.3 5H5.2l-.95-2H1Z';

/**
 * The badge's link, built once with its nodes (no React: a page of a hundred badges, or one beside
 * the lead form, loads none, issue 38); `render` writes a new state into the same nodes, so focus
 * on the link survives a count change.
 */
export function createBadge(doc: Document): { link: HTMLAnchorElement; render(state: BadgeState): void } {
  // Named by its (visually hidden) text, not aria-label, so the visible "99+" never contradicts it.
  const link = doc.createElement('a');
  link.className = 'vt-cart-badge';
  const label = doc.createElement('span');
  label.className = 'vt-visually-hidden';
  const icon = doc.createElementNS(SVG, 'svg');
  icon.setAttribute('class', 'vt-cart-badge__icon');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('aria-hidden', 'true');
  icon.setAttribute('focusable', 'false');
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('d', CART_ICON);
  icon.append(path);
  const count = doc.createElement('span');
  count.className = 'vt-cart-badge__count';
  count.setAttribute('aria-hidden', 'true');
  link.append(label, icon);

  return {
    link,
    render(state) {
      const name = cartLabel(state.count, state.texts);
      link.href = state.href;
      link.title = name;
      label.textContent = name;
      const shown = state.count !== null && state.count > 0;
      if (shown) count.textContent = state.count! > 99 ? state.texts.overflow : String(state.count);
      if (shown !== count.isConnected) {
        if (shown) link.append(count);
        else count.remove();
      }
    },
  };
}
