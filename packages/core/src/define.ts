// No React here: an element without a view (<vt-analytics>) defines itself without loading React.

/**
 * Defines the tag once: a second load of the script (or the autoloader plus a module) is a no-op.
 * A subclass is registered so that the exported class stays free for
 * `customElements.define('acme-cart', CartBadgeElement)`.
 */
export function defineElement(tag: string, element: CustomElementConstructor): boolean {
  const registry = globalThis.customElements;
  if (!registry || registry.get(tag)) return false;
  registry.define(tag, class extends element {});
  return true;
}
