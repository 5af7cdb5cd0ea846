/**
 * The one rule that tells a move from a removal, for every element (React and plain): a move
 * (append elsewhere, a framework re-parenting, a MutationObserver or a microtask-scheduled
 * renderer putting it back) disconnects and reconnects within one task, so `removed` runs a task
 * later (setTimeout 0), and only if the element is still out of the document. A microtask would be
 * too soon for a re-parenting done in a later microtask (it would restart a lead form at its first
 * panel); nothing at all would restart an element on every move. A real removal still ends every
 * listener, timer and request, one task later. The caller keeps its own state, so a removal
 * announced twice stops once.
 */
export function whenRemoved(host: Element, removed: () => void): void {
  setTimeout(() => host.isConnected || removed(), 0);
}
