import type { AttributeChange, AttributeParsers, ElementDefinition, ElementRuntime } from './attributes';

/**
 * The docs half of an element definition. It lives apart from the runtime half (tag and attribute
 * parsers) so that the bundles, which import only the runtime half, ship none of this text.
 */
export interface ElementDocs<A extends AttributeParsers> {
  summary: string;
  /** Spec sections the element implements, e.g. "§3 Cart". */
  spec: string;
  /** One description per attribute of the runtime half: no more, no fewer (checked by the type). */
  attributes: { [K in keyof A]: string };
  /** When a change after start does not apply at once (the default): 'next step' or 'read once', with why (issue 39). */
  changes?: { [K in keyof A]?: AttributeChange };
  events?: Record<string, string>;
  slots?: Record<string, string>;
  cssClasses?: Record<string, string>;
  cssProperties?: Record<string, string>;
}

/** The full definition: each runtime attribute with its description, keeping their literal types. */
export type DescribedElement<R extends ElementRuntime> = ElementDefinition &
  Omit<R, 'attributes'> & { attributes: { [K in keyof R['attributes']]: R['attributes'][K] & { description: string } } };

/** Joins an element's runtime half and its docs into the definition the docs, manifest and Storybook read. */
export function describeElement<const R extends ElementRuntime>(
  runtime: R,
  docs: ElementDocs<NoInfer<R['attributes']>>,
): DescribedElement<R> {
  const attributes = Object.fromEntries(
    Object.entries(runtime.attributes).map(([name, parser]) => {
      const change = docs.changes?.[name];
      return [name, { ...parser, description: docs.attributes[name]!, ...(change ? { change } : {}) }];
    }),
  );
  const { changes: _changes, ...rest } = docs;
  return { ...rest, ...runtime, attributes } as DescribedElement<R>;
}

/** The description of API_HOST_ATTRIBUTE (attributes.ts), shared by every element that calls the API. */
export const API_HOST_DESCRIPTION =
  'Overrides the API host (default: the page host with www. replaced by api., or <meta name="vt-api-host">). The calls carry credentials, so it must be an absolute http(s) URL on the page host, its api. host, the head meta\'s host or a host listed in <meta name="vt-allowed-hosts">; anything else is reported and skipped.';

/**
 * The description of an element's `data-texts` (contract "Strings and languages"), built from its
 * tables so the docs list every key with its English and Spanish defaults and cannot go stale.
 * `what` says which texts (default: all it renders); `note` adds what its placeholders hold.
 */
export function textsDescription(
  tables: { en: object; es: object },
  { what = 'its texts', note = '' }: { what?: string; note?: string } = {},
): string {
  const en = tables.en as Record<string, string>;
  const es = tables.es as Record<string, string>;
  const keys = Object.entries(en)
    .map(([key, text]) => `${key} '${text}' / '${es[key]}'`)
    .join('; ');
  return `JSON object replacing any of ${what}; defaults follow the page's lang (Spanish for es, es-MX…; English otherwise).${note ? ` ${note}` : ''} Keys with their English / Spanish defaults: ${keys}. An unknown key or a value that is not a string is reported and the defaults are kept.`;
}
