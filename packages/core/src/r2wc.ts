import r2wc from '@r2wc/core';
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * The one place r2wc is used (issue 31), through its public API only: `@r2wc/core`'s
 * `r2wc(component, options, renderer)` with a renderer of ours. r2wc owns the custom element's
 * life (connect mounts, disconnect unmounts, into the public `container`); the props the view
 * gets are this class's own object, so nothing reads r2wc's private symbols. An r2wc release
 * that changes its internals changes nothing here; one that changes this API fails the typecheck
 * and r2wc.dom.test.ts.
 */
export interface ReactHost extends HTMLElement {
  /** Where React renders: set it in the constructor, before the first connect. */
  container: HTMLElement;
  /** The props the view gets (the same object for the element's life: change, then renderView()). */
  readonly viewProps: Record<string, unknown>;
  /** Mounts the view into `container` (r2wc's connectedCallback). */
  connectedCallback(): void;
  /** Unmounts it (r2wc's disconnectedCallback). */
  disconnectedCallback(): void;
  /** Renders the view again with viewProps; nothing while it is not mounted. */
  renderView(): void;
}

/** Each container's element, set when it connects: r2wc's renderer is given the container. */
const hosts = new WeakMap<Element, Host>();

interface Host extends ReactHost {
  /** The React root while mounted. */
  reactRoot?: Root | undefined;
}

/** The renderer r2wc calls, with the element as its context; r2wc's own props object is ignored (it gets no props list). */
const renderer = {
  mount(container: HTMLElement) {
    const host = hosts.get(container)!;
    host.reactRoot = createRoot(container);
    host.renderView();
    return host;
  },
  update: (host: Host) => host.renderView(),
  unmount(host: Host) {
    host.reactRoot?.unmount();
    host.reactRoot = undefined;
  },
};

/** A custom element class that renders `View` with its viewProps; subclass it for attributes and timing. */
export function reactHostClass(View: ComponentType<object>): new () => ReactHost {
  // The class r2wc returns, as its code has it (its types say only CustomElementConstructor).
  const Base = r2wc(View, { props: [] }, renderer) as unknown as new () => HTMLElement & {
    container: HTMLElement;
    connectedCallback(): void;
    disconnectedCallback(): void;
  };
  return class extends Base implements Host {
    readonly viewProps: Record<string, unknown> = {};
    reactRoot?: Root | undefined;
    override connectedCallback() {
      hosts.set(this.container, this);
      super.connectedCallback();
    }
    renderView() {
      this.reactRoot?.render(createElement(View, this.viewProps));
    }
  };
}
