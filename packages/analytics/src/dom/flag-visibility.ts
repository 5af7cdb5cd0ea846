import { onFlag } from '@vt-elements/core';

/** Set on an element with `data-flag` while its flag is true; the pre-upgrade CSS (core cloak.ts) hides it otherwise. */
export const FLAG_ON_ATTRIBUTE = 'data-flag-on';

/**
 * Shows each `[data-flag="{key}"]` element only while its flag is true: subscribes to every key on
 * the page and on nodes added later (MutationObserver), toggling `data-flag-on`. Returns a stop.
 */
export function watchFlaggedElements(doc: Document): () => void {
  const values = new Map<string, boolean>();
  const unsubscribes: (() => void)[] = [];
  const apply = (key: string) => {
    for (const el of doc.querySelectorAll(`[data-flag="${CSS.escape(key)}"]`))
      el.toggleAttribute(FLAG_ON_ATTRIBUTE, values.get(key) === true);
  };
  const scan = (root: Document | Element) => {
    const found = [...root.querySelectorAll('[data-flag]')];
    if (root instanceof Element && root.hasAttribute('data-flag')) found.push(root);
    for (const el of found) {
      const key = el.getAttribute('data-flag')!;
      if (values.has(key)) el.toggleAttribute(FLAG_ON_ATTRIBUTE, values.get(key) === true);
      else
        unsubscribes.push(
          onFlag(key, (value) => {
            values.set(key, value);
            apply(key);
          }),
        );
    }
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') scan(record.target as Element);
      else for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
  });
  scan(doc);
  observer.observe(doc.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-flag'] });
  return () => {
    observer.disconnect();
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
