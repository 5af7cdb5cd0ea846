// No React here: an element without a view (<vt-analytics>) defines itself without loading React.
import type { ElementRuntime } from './attributes';
import { recordLandingPage } from './landing';
import { addProperties, upgradeProperties } from './properties';

/**
 * Defines the tag once: a second load of the script (or the autoloader plus a module) is a no-op.
 * A subclass is registered so that the exported class stays free for
 * `customElements.define('acme-cart', CartBadgeElement)`.
 *
 * Given the element's runtime definition (every element module does; with a tag alone, the class's
 * static `definition`, which createElementClass sets), the class also gets a typed camelCase
 * property per attribute (properties.ts), so the exported class has them too.
 */
export function defineElement(definition: string | ElementRuntime, element: CustomElementConstructor): boolean {
  const registry = globalThis.customElements;
  const tag = typeof definition === 'string' ? definition : definition.tag;
  // A tag alone: the attributes of the class's own runtime definition (createElementClass sets it).
  const attributes = (typeof definition === 'string' ? (element as { definition?: ElementRuntime }).definition : definition)?.attributes ?? {};
  addProperties(element, attributes);
  // The visit starts with the first element of ours on the first page of the tab (spec §3 landing_page).
  recordLandingPage();
  if (!registry || registry.get(tag)) return false;
  registry.define(
    tag,
    class extends element {
      constructor() {
        super();
        upgradeProperties(this, attributes);
      }
    },
  );
  return true;
}
