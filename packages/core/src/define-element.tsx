import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { AttributeValues, propName, type Config, type ElementRuntime } from './attributes';
import { reportError } from './errors';
import { whenRemoved } from './lifecycle';
import { reactHostClass } from './r2wc';
import { addStyles } from './styles';
import { nextTask } from './task';

/**
 * The one way a React view becomes a custom element.
 *
 * Pattern for every element (why: r2wc's light-DOM mode renders into the element itself and
 * React 19's first commit empties it, wiping CMS markup): React is mounted into a dedicated
 * `<span data-vt-root>` (display: contents) that the element appends to itself. Everything else
 * inside the tag (CMS panels, slides, inputs) stays as real light-DOM nodes: styled by the page,
 * submitted by native forms, reachable by ARIA ids. A view that enhances CMS nodes does so with
 * `createPortal` into them or with DOM listeners, never by re-rendering them.
 *
 * Attributes follow HTML semantics (see attributes.ts): present booleans are true, removal resets
 * to the default, malformed values are reported and fall back to the default.
 */

/** What every view receives besides its own attribute props. */
export interface HostProps {
  /** The custom element itself: read its light DOM, fire its events. */
  host: HTMLElement;
}

/** Counts attribute changes, so the error boundary knows when to try again (a string: React drops symbol props). */
const RESET = '__vtReset';

/**
 * Catches a view's failure (reported once), renders nothing in its place, and tries again when the
 * element's attributes change: a page that corrects a bad attribute gets a working element back.
 */
class ErrorBoundary extends Component<{ source: string; resetKey: number; children: ReactNode }, { failed: boolean; resetKey: number }> {
  override state = { failed: false, resetKey: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: number }, state: { resetKey: number }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, { source: this.props.source, componentStack: info.componentStack });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Upgrades run in slices of a few milliseconds: a page with 100 elements upgraded in the task that
 * defines them would block input for that long (spec-free; issue 10: no long task of ours). The
 * first elements of a task mount at once (one element: no delay at all); the rest wait for the
 * next task, in document order.
 */
export const UPGRADE_SLICE_MS = 8;
const waiting: (() => void)[] = [];
let sliceStart = 0;
let inSlice = false;

function startSlice() {
  if (inSlice) return;
  inSlice = true;
  sliceStart = performance.now();
  // The upgrades of one define() or one parser chunk run before any microtask: this marks the task's end.
  queueMicrotask(() => (inSlice = false));
}

function mountSoon(mount: () => void) {
  startSlice();
  if (!waiting.length && performance.now() - sliceStart < UPGRADE_SLICE_MS) return mount();
  waiting.push(mount);
  if (waiting.length === 1) nextTask(drainMounts);
}

function drainMounts() {
  startSlice();
  while (waiting.length && performance.now() - sliceStart < UPGRADE_SLICE_MS) waiting.shift()!();
  if (waiting.length) nextTask(drainMounts);
}

export interface ElementOptions<R extends ElementRuntime> {
  /** The runtime half of the definition (tag and attribute parsers): its docs would only add bytes. */
  definition: R;
  /** Its props are the element's typed config (Config<typeof runtime>) and the host. */
  view: ComponentType<Config<R> & HostProps>;
  /** CSS for the element, added to the document once. Use :where() so page CSS wins. */
  styles?: string;
}

export type VtElementClass = CustomElementConstructor & { readonly definition: ElementRuntime };

export function createElementClass<R extends ElementRuntime>(options: ElementOptions<R>): VtElementClass {
  const { definition, view: View } = options;
  const attributes = Object.keys(definition.attributes);
  type Props = Config<R> & HostProps;

  function Root({ [RESET]: resetKey = 0, ...props }: Props & { [RESET]?: number }) {
    return (
      <ErrorBoundary source={definition.tag} resetKey={resetKey}>
        <View {...(props as unknown as Props)} />
      </ErrorBoundary>
    );
  }

  // This class owns attribute parsing; r2wc (behind ./r2wc.ts) owns the React root's life.
  const Base = reactHostClass(Root as ComponentType<object>);

  class VtElement extends Base {
    static readonly definition = definition;

    static get observedAttributes() {
      return attributes;
    }

    readonly #root: HTMLElement;
    /** Its attributes, parsed once per change (a malformed one keeps its last good value). */
    readonly #values: AttributeValues<R>;
    /** The React root is mounted (r2wc's connectedCallback has run, its disconnectedCallback not yet). */
    #mounted = false;
    /** Queued for an upgrade slice. */
    #waiting = false;

    constructor() {
      super();
      this.#root = document.createElement('span');
      this.#root.setAttribute('data-vt-root', '');
      this.#root.style.display = 'contents';
      this.container = this.#root;
      this.viewProps.host = this;
      this.#values = new AttributeValues(this, definition);
      Object.assign(this.viewProps, this.#values.config);
    }

    override connectedCallback() {
      // Back in the same task it left (a move): the React root and all its state are still there.
      if (this.#mounted || this.#waiting) return;
      this.#waiting = true;
      mountSoon(() => {
        this.#waiting = false;
        if (!this.isConnected || this.#mounted) return;
        this.#mounted = true;
        if (options.styles) addStyles(this.ownerDocument, definition.tag, options.styles);
        if (this.#root.parentNode !== this) this.append(this.#root);
        // Not a transition: measured, a transition's sliced first render made a badge ready ~40 ms
        // later at 4x throttle (scripts/bench.ts), and every first view is small. A view with
        // heavy work renders that part as a transition itself (the picker's time slots).
        super.connectedCallback();
      });
    }

    /** A move keeps the React root and its state; a removal unmounts it (whenRemoved: the rule every element shares). */
    override disconnectedCallback() {
      whenRemoved(this, () => {
        if (!this.#mounted) return;
        this.#mounted = false;
        super.disconnectedCallback();
      });
    }

    /** Chromium's `moveBefore()` calls this instead of disconnect and connect: nothing to redo. */
    connectedMoveCallback() {}

    attributeChangedCallback(name: string, oldValue: string | null, value: string | null) {
      // On upgrade the parser calls this for each attribute the constructor already read: those
      // (and a malformed new value, reported once) change nothing. React batches a burst of
      // changes in one task into one render.
      if (oldValue === value || !this.#values.read(name)) return;
      this.viewProps[propName(name)] = (this.#values.config as Record<string, unknown>)[propName(name)];
      this.viewProps[RESET] = ((this.viewProps[RESET] as number | undefined) ?? 0) + 1;
      if (this.#mounted) this.renderView();
    }
  }

  return VtElement as unknown as VtElementClass;
}

export { defineElement } from './define';
