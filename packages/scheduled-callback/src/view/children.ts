/**
 * The view's one DOM primitive: makes `nodes` the children of `parent`, in this order, leaving in
 * place every node already where it belongs. A node that stays is never removed and re-inserted
 * (which would take focus from it); only new nodes are inserted and gone ones removed, as React's
 * keyed reconciliation does.
 */
export function setChildren(parent: Node, nodes: readonly Node[]): void {
  const keep = new Set(nodes);
  for (const child of [...parent.childNodes]) if (!keep.has(child)) child.remove();
  let cursor = parent.firstChild;
  for (const node of nodes) {
    if (node === cursor) cursor = cursor.nextSibling;
    else parent.insertBefore(node, cursor);
  }
}
