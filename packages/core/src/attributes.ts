/**
 * Attribute definitions with HTML semantics (the r2wc defaults are not: they ignore empty values
 * and keep the old value when an attribute is removed). One definition drives parsing, the docs,
 * the custom-elements manifest and the Storybook controls; the shipped code gets only its parsing
 * half (ElementRuntime), the docs half is added in each package's definition.ts (element-docs.ts).
 */
import { reportError } from './errors';

/** How an attribute is parsed: all the shipped code knows of it. */
export type AttributeParser =
  | { type: 'string'; default?: string | null }
  /** Present (empty, "true", any other word) is true; "false", "0", "no", "off" are false. */
  | { type: 'boolean'; default?: boolean }
  | { type: 'number'; default?: number | null }
  | { type: 'enum'; values: readonly string[]; default?: string | null }
  /** JSON text; `check` may reject a parsed value by throwing an Error that names the problem. */
  | { type: 'json'; default?: unknown; check?: (value: unknown) => unknown };

export type AttributeParsers = Record<string, AttributeParser>;

/**
 * When a change of the attribute after the element has started takes effect (issue 39), for the
 * docs: 'now' (the default: the element updates what it controls and keeps what the visitor did),
 * 'next step' (a lead form mid-flow: from its next step), 'read once' (with `why`).
 */
export type AttributeChange = 'now' | { when: 'next step' | 'read once'; why: string };

/** An attribute as the docs, manifest and Storybook see it: its parser plus its description. */
export type AttributeSpec = AttributeParser & { description: string; change?: AttributeChange };

export type AttributeSpecs = Record<string, AttributeSpec>;

export interface ParsedAttribute {
  value: unknown;
  /** Why the raw value was not usable; the value is then the default. */
  error?: string;
}

const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

export function attributeDefault(spec: AttributeParser): unknown {
  if (spec.type === 'boolean') return spec.default ?? false;
  return spec.default ?? null;
}

export function parseAttribute(spec: AttributeParser, raw: string | null): ParsedAttribute {
  const fallback = attributeDefault(spec);
  if (raw === null) return { value: fallback };
  const text = raw.trim();
  switch (spec.type) {
    case 'boolean':
      return { value: !FALSE_WORDS.has(text.toLowerCase()) };
    case 'string':
      return { value: text === '' ? fallback : text };
    case 'number': {
      if (text === '') return { value: fallback };
      const n = Number(text);
      return Number.isFinite(n) ? { value: n } : { value: fallback, error: `expected a number, got "${raw}"` };
    }
    case 'enum':
      if (text === '') return { value: fallback };
      return spec.values.includes(text)
        ? { value: text }
        : { value: fallback, error: `expected one of ${spec.values.map((v) => `"${v}"`).join(', ')}, got "${raw}"` };
    case 'json': {
      if (text === '') return { value: fallback };
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (e) {
        return { value: fallback, error: `malformed JSON (${(e as Error).message})` };
      }
      try {
        return { value: spec.check ? spec.check(parsed) : parsed };
      } catch (e) {
        return { value: fallback, error: (e as Error).message };
      }
    }
  }
}

/** The contract's per-element API host override, shared by every element that calls the API (its description: element-docs.ts). */
export const API_HOST_ATTRIBUTE = { type: 'string' } as const satisfies AttributeParser;

/** `data-client-id` → `clientId` at the type level (propName's rule). */
type CamelTail<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<CamelTail<T>>}` : S;
export type PropName<A extends string> = CamelTail<A extends `data-${infer R}` ? R : A>;

/** What an attribute parses to: its default's type makes it non-null (spec: absent means the default). */
export type ParsedValue<P> = P extends { type: 'boolean' }
  ? boolean
  : P extends { type: 'string' }
    ? P extends { default: string }
      ? string
      : string | null
    : P extends { type: 'number' }
      ? P extends { default: number }
        ? number
        : number | null
      : P extends { type: 'enum'; values: readonly (infer V)[] }
        ? P extends { default: string }
          ? V
          : V | null
        : P extends { type: 'json'; check: (value: unknown) => infer C }
          ? C | (P extends { default: infer D } ? D : null)
          : unknown;

/**
 * An element's typed config, derived from its runtime definition (Lit's declared properties,
 * GOV.UK Frontend's ConfigurableComponent): one key per attribute, camelCase without `data-`,
 * typed by its parser. A plain element reads it as `this.config`; a React view takes it as props.
 */
export type Config<R extends { attributes: AttributeParsers }> = {
  -readonly [A in keyof R['attributes'] & string as PropName<A>]: ParsedValue<R['attributes'][A]>;
};

/**
 * An element's attributes, parsed once per change (both kinds of element): a malformed value is
 * reported once ("<tag> name: problem; …") and the last good value kept (the default before any).
 */
export class AttributeValues<R extends ElementRuntime = ElementRuntime> {
  readonly #values: Record<string, unknown> = {};
  /** The raw text each attribute was last parsed from. */
  readonly #raw = new Map<string, string | null>();

  constructor(
    readonly host: Element,
    readonly runtime: R,
  ) {
    for (const name of Object.keys(runtime.attributes)) this.read(name);
  }

  get config(): Config<R> {
    return this.#values as Config<R>;
  }

  /** Parses `name` again; true when its value changed (a malformed or unchanged text changes nothing). */
  read(name: string): boolean {
    const spec = this.runtime.attributes[name];
    const raw = this.host.getAttribute(name);
    if (!spec || (this.#raw.has(name) && this.#raw.get(name) === raw)) return false;
    const first = !this.#raw.has(name);
    this.#raw.set(name, raw);
    const { value, error } = parseAttribute(spec, raw);
    const key = propName(name);
    if (error) {
      reportError(
        new Error(`<${this.host.localName}> ${name}: ${error}; ${first ? 'using the default' : 'keeping its last good value'}.`),
        {
          source: this.runtime.tag,
          attribute: name,
        },
      );
      if (!first) return false;
    }
    if (!first && Object.is(this.#values[key], value)) return false;
    this.#values[key] = value;
    return true;
  }
}

/** `data-client-id` → `clientId`: the name a view receives the attribute under. */
export function propName(attribute: string): string {
  return attribute.replace(/^data-/, '').replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** What the shipped element needs: its tag and how to parse each attribute (no docs text). */
export interface ElementRuntime {
  tag: `vt-${string}`;
  attributes: AttributeParsers;
}

/** The documentation of one element: what the manifest, README and Storybook are made from. */
export interface ElementDefinition extends ElementRuntime {
  summary: string;
  /** Spec sections the element implements, e.g. "§3 Cart". */
  spec: string;
  attributes: AttributeSpecs;
  events?: Record<string, string>;
  /** The light-DOM content the element reads (e.g. CMS panels), for the docs. */
  slots?: Record<string, string>;
  /** Class names of the element's own markup, for page CSS (light DOM, so no ::part()). */
  cssClasses?: Record<string, string>;
  cssProperties?: Record<string, string>;
}
