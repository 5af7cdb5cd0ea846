// Experiment for scripts/bench-roots.ts, not shipped: <vt-cart-badge> with the real view, either
// one React root per element (as define-element does, minus attribute parsing and the error
// boundary) or ONE root per page rendering a portal into each element. Built by esbuild with
// SHARED_ROOT defined true or false.
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { CartBadge } from '../../packages/cart-badge/src/view/cart-badge';

declare const SHARED_ROOT: boolean;

class Badge extends HTMLElement {
  readonly container = document.createElement('span');
  root?: Root;
  connectedCallback() {
    this.container.style.display = 'contents';
    this.append(this.container);
    if (SHARED_ROOT) return attach(this);
    this.root ??= createRoot(this.container);
    this.root.render(<CartBadge host={this} clientId={this.getAttribute('data-client-id')} href={this.getAttribute('data-href') ?? '/cart'} apiHost={null} texts={null} />);
  }
  disconnectedCallback() {
    if (SHARED_ROOT) return detach(this);
    this.root?.unmount();
    this.root = undefined;
  }
}

// The shared root: a set of connected badges, rendered as portals by one component.
const badges = new Set<Badge>();
let list: Badge[] = [];
const subscribers = new Set<() => void>();
let pageRoot: Root | undefined;
const changed = () => ((list = [...badges]), subscribers.forEach((f) => f()));
function Portals() {
  const all = useSyncExternalStore(
    (f) => (subscribers.add(f), () => subscribers.delete(f)),
    () => list,
  );
  return all.map((b, i) =>
    createPortal(
      <CartBadge host={b} clientId={b.getAttribute('data-client-id')} href={b.getAttribute('data-href') ?? '/cart'} apiHost={null} texts={null} />,
      b.container,
      String(i),
    ),
  );
}
function attach(b: Badge) {
  badges.add(b);
  if (!pageRoot) {
    const holder = document.createElement('div');
    holder.hidden = true;
    document.documentElement.append(holder);
    pageRoot = createRoot(holder);
    pageRoot.render(<Portals />);
  }
  changed();
}
function detach(b: Badge) {
  badges.delete(b);
  changed();
}

customElements.define('vt-cart-badge', Badge);
