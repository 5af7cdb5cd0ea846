import type { AuthorNode, Finding, FindingKind } from './model';

/** An attribute's text as written, or null when the node has none (as Element.getAttribute). */
export function attr(node: AuthorNode, name: string): string | null {
  return Object.hasOwn(node.attributes, name) ? node.attributes[name]! : null;
}

/** The node's descendants in document order; `skip` stops the walk below (not at) a node. */
export function* descendants(node: AuthorNode, skip?: (node: AuthorNode) => boolean): Generator<AuthorNode> {
  for (const child of node.children) {
    yield child;
    if (!skip?.(child)) yield* descendants(child, skip);
  }
}

/** The node itself, then its descendants. */
export function* subtree(node: AuthorNode): Generator<AuthorNode> {
  yield node;
  yield* descendants(node);
}

/**
 * `<meta name content>` of a page by name: the first of each name anywhere in the document, as
 * the elements read them (core meta.ts readMeta: a querySelector). Both readers of a page (the
 * live DOM, an HTML file) take its meta from the tree they built.
 */
export function pageMeta(root: AuthorNode): Record<string, string> {
  const meta: Record<string, string> = {};
  const visit = (node: AuthorNode): void => {
    const name = node.attributes.name;
    if (node.tag === 'meta' && name !== undefined && !(name in meta)) meta[name] = node.attributes.content ?? '';
    // A <template>'s content is not in the document (querySelector does not see it).
    if (node.tag !== 'template') node.children.forEach(visit);
  };
  visit(root);
  return meta;
}

/** What a finding says: what is wrong, what the element does instead, and the fix (full sentences). */
export interface FindingText {
  problem: string;
  fallback: string;
  fix: string;
}

export function finding(
  kind: FindingKind,
  severity: Finding['severity'],
  element: AuthorNode,
  text: FindingText,
  where: { node?: AuthorNode | undefined; attribute?: string | undefined } = {},
): Finding {
  return {
    severity,
    kind,
    element,
    ...(where.node && where.node !== element ? { node: where.node } : {}),
    ...(where.attribute ? { attribute: where.attribute } : {}),
    ...text,
  };
}
