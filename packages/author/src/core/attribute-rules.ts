/**
 * The rules every `vt-*` element shares (issue 41): its tag is one of the library's, each
 * attribute is one of its definition's, and each value parses as the element parses it (the
 * core's parseAttribute, with the definition's parser: the same error, the same default).
 */
import { attributeDefault, parseAttribute, type AttributeSpec, type ElementDefinition } from '@vt-elements/core';
import type { AuthorNode, Finding } from './model';
import { BEHAVIOURS, ELEMENT_TAGS, attributeSpec, elementDefinition } from './registry';
import { finding } from './tree';
import { closest, nearest, quote, quoteList } from './words';

/** Attributes any HTML element may carry: never unknown on ours. */
const GLOBAL_ATTRIBUTES = new Set([
  'accesskey',
  'autocapitalize',
  'autofocus',
  'class',
  'contenteditable',
  'dir',
  'draggable',
  'enterkeyhint',
  'hidden',
  'id',
  'inert',
  'inputmode',
  'is',
  'itemid',
  'itemprop',
  'itemref',
  'itemscope',
  'itemtype',
  'lang',
  'nonce',
  'part',
  'popover',
  'role',
  'slot',
  'spellcheck',
  'style',
  'tabindex',
  'title',
  'translate',
  'writingsuggestions',
  'xmlns',
]);

/**
 * Attributes the library reads on any element of the page (contract: `data-flag`, the lead
 * form's page hooks, modal triggers, the behaviours), and those the elements set on themselves
 * once upgraded (author mode reads the live page).
 */
const PAGE_ATTRIBUTES = new Set([
  'data-flag',
  'data-flag-on',
  'data-flags-known',
  'data-ready',
  'data-drawer-open',
  'data-get-started',
  'data-back-link',
  'data-sticky-cta',
  'data-consultant',
  'data-modal-trigger',
  'data-modal-close',
  ...BEHAVIOURS.flatMap((behaviour) => Object.keys(behaviour.attributes)),
]);

function isCommonAttribute(name: string): boolean {
  return (
    GLOBAL_ATTRIBUTES.has(name) ||
    PAGE_ATTRIBUTES.has(name) ||
    name.startsWith('aria-') ||
    name.startsWith('data-vt-') ||
    name.startsWith('xml') ||
    /^on[a-z]+$/.test(name)
  );
}

/** An attribute's default, as a finding quotes it. */
function shown(value: unknown): string {
  return typeof value === 'string' ? quote(value) : JSON.stringify(value);
}

/** What the element does with a value it cannot use: the parser's default (core/attributes.ts). */
export function defaultFallback(spec: AttributeSpec): string {
  const value = attributeDefault(spec);
  return value === null || value === undefined
    ? 'It uses no value, as if the attribute were absent.'
    : `It uses the default, ${shown(value)}.`;
}

/** The first sentence of an attribute's description: what it takes. */
function firstSentence(description: string): string {
  const end = description.search(/\.(\s|$)/);
  return end < 0 ? description : description.slice(0, end + 1);
}

function unknownTag(node: AuthorNode): Finding {
  const near = closest(node.tag, ELEMENT_TAGS);
  return finding(
    'unknown-tag',
    'error',
    node,
    {
      problem: `<${node.tag}> is not an element of the library.`,
      fallback: 'Nothing upgrades it: the autoloader reports it as an unknown element and the browser shows its content as plain markup.',
      fix: near?.close
        ? `Did you mean <${near.name}>?`
        : `Use one of the library's tags${near ? ` (the nearest is <${near.name}>)` : ''}, or name your own element without the vt- prefix.`,
    },
    {},
  );
}

function unknownAttribute(node: AuthorNode, definition: ElementDefinition, name: string): Finding {
  const names = Object.keys(definition.attributes);
  const near = nearest(name, names);
  return finding(
    'unknown-attribute',
    near ? 'error' : 'warning',
    node,
    {
      problem: `<${node.tag}> has no attribute ${quote(name)}.`,
      fallback: 'It ignores it.',
      fix: near
        ? `Did you mean ${quote(near)}?`
        : names.length
          ? `Remove it, or use one of its attributes: ${quoteList(names)}.`
          : `Remove it: <${node.tag}> takes no attributes of its own.`,
    },
    { attribute: name },
  );
}

function badValue(node: AuthorNode, name: string, raw: string, spec: AttributeSpec, error: string): Finding {
  if (spec.type === 'enum') {
    const near = nearest(raw.trim(), spec.values);
    return finding(
      'enum-value',
      'error',
      node,
      {
        problem: `${name} ${quote(raw)} is not one of the values <${node.tag}> allows.`,
        fallback: defaultFallback(spec),
        fix: `${near ? `Did you mean ${quote(near)}? ` : ''}Use one of ${quoteList(spec.values)}.`,
      },
      { attribute: name },
    );
  }
  const takes =
    spec.type === 'number'
      ? 'a number (digits, with a dot for decimals)'
      : error.startsWith('malformed JSON')
        ? 'valid JSON (double quotes around names and text, no trailing commas)'
        : 'a value the attribute accepts';
  return finding(
    'malformed-value',
    'error',
    node,
    {
      problem: `${name} ${quote(raw)} is not valid: ${error}.`,
      fallback: defaultFallback(spec),
      fix: `Write ${takes}, or remove the attribute to use the default. About ${name}: ${firstSentence(spec.description)}`,
    },
    { attribute: name },
  );
}

/** The attribute rules for one `vt-*` element (its own attributes; its content is checked apart). */
export function checkAttributes(node: AuthorNode): Finding[] {
  const definition = elementDefinition(node.tag);
  if (!definition) return [unknownTag(node)];
  const findings: Finding[] = [];
  for (const [name, raw] of Object.entries(node.attributes)) {
    const spec = attributeSpec(definition, name);
    if (!spec) {
      if (!isCommonAttribute(name)) findings.push(unknownAttribute(node, definition, name));
      continue;
    }
    const { error } = parseAttribute(spec, raw);
    if (error) findings.push(badValue(node, name, raw, spec, error));
  }
  return findings;
}
