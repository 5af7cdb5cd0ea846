/** Fires a contract event: a bubbling, composed CustomEvent on the element. */
export function emit<T>(target: EventTarget, name: string, detail: T): boolean {
  if (!name) throw new Error('Event missing');
  return target.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true }));
}

/**
 * Adds a listener and returns what removes it: the one way every element undoes what it listens
 * to (issue 40), so a set-up's undo list is a list of these.
 */
export function listen<E extends Event = Event>(
  target: EventTarget,
  type: string,
  handler: (event: E) => void,
  options?: AddEventListenerOptions,
): () => void {
  target.addEventListener(type, handler as EventListener, options);
  return () => target.removeEventListener(type, handler as EventListener, options);
}
