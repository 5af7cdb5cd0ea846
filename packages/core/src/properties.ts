import { parseAttribute, propName, type AttributeParsers } from './attributes';

/**
 * Names HTMLElement already has: an attribute whose camelCase name is one of these gets a
 * `data`-prefixed property instead (`<vt-share data-title>` → `share.dataTitle`), so the element's
 * own `title`, `hidden`… keep their standard meaning. The type generator uses the same rule.
 */
const TAKEN = ['title', 'hidden', 'lang', 'dir', 'id', 'slot', 'style', 'translate', 'inert', 'popover', 'draggable', 'spellcheck', 'autofocus', 'nonce', 'role', 'part', 'prefix'];

/** `data-client-id` → `clientId`: the element's property for an attribute (`data-title` → `dataTitle`). */
export function elementPropName(attribute: string): string {
  const name = propName(attribute);
  return TAKEN.includes(name) ? `data${name[0]!.toUpperCase()}${name.slice(1)}` : name;
}

/**
 * Gives an element class a typed camelCase property for each attribute of its definition. The
 * property is the attribute (one source of truth, so a property set in script and an attribute set
 * by the CMS behave alike): reading it parses the attribute as the element does (its default when
 * absent or malformed); writing it sets the attribute (strings, numbers, enums as text; booleans
 * as "true"/"false"; JSON attributes take an object or array, written as JSON text, or JSON text),
 * and null or undefined removes it (back to the default). Members the class already has win.
 */
export function addProperties(element: CustomElementConstructor, attributes: AttributeParsers): void {
  const proto = element.prototype as HTMLElement;
  for (const [attribute, spec] of Object.entries(attributes)) {
    const name = elementPropName(attribute);
    if (name in proto) continue;
    Object.defineProperty(proto, name, {
      configurable: true,
      get(this: HTMLElement) {
        return parseAttribute(spec, this.getAttribute(attribute)).value;
      },
      set(this: HTMLElement, value: unknown) {
        if (value == null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, spec.type === 'json' && typeof value !== 'string' ? JSON.stringify(value) : String(value));
      },
    });
  }
}

/**
 * A property set before the element was defined (a framework rendering before the module loaded)
 * is an own data property that hides the accessor: pass it on to the accessor at the upgrade.
 */
export function upgradeProperties(element: HTMLElement, attributes: AttributeParsers): void {
  for (const attribute of Object.keys(attributes)) {
    const name = elementPropName(attribute);
    const own = element as unknown as Record<string, unknown>;
    if (!Object.prototype.hasOwnProperty.call(own, name)) continue;
    const value = own[name];
    delete own[name];
    own[name] = value;
  }
}
