/** Fires a contract event: a bubbling, composed CustomEvent on the element. */
export function emit<T>(target: EventTarget, name: string, detail: T): boolean {
  if (!name) throw new Error('Event missing');
  return target.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true }));
}
