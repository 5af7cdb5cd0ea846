import { reportError } from '@vt-elements/core';
import { uid } from './enhance';

/**
 * Spec §2: the footer disclaimer toggle. Each `[data-disclaimer-toggle]` button expands and
 * collapses its `[data-disclaimer]` block: the one its value (or aria-controls) names by id, else
 * the first one in the same footer (else the page). Without JavaScript the block is simply shown;
 * enhanced, it starts collapsed. Wired once per button, whichever <vt-site-nav> finds it.
 */
const wired = new WeakSet<Element>();

export function enhanceDisclaimers(doc: Document, source: string): void {
  for (const toggle of doc.querySelectorAll<HTMLElement>('[data-disclaimer-toggle]')) {
    if (wired.has(toggle)) continue;
    wired.add(toggle);
    const id = toggle.getAttribute('data-disclaimer-toggle') || toggle.getAttribute('aria-controls');
    const block = (id ? doc.getElementById(id) : null) ?? (toggle.closest('footer') ?? doc).querySelector<HTMLElement>('[data-disclaimer]');
    if (!block) {
      reportError(new Error(`a [data-disclaimer-toggle] without its [data-disclaimer] block${id ? ` (#${id})` : ''}`), { source });
      continue;
    }
    block.id ||= uid();
    toggle.setAttribute('aria-controls', block.id);
    const set = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      block.hidden = !open;
    };
    set(false);
    toggle.addEventListener('click', () => set(toggle.getAttribute('aria-expanded') !== 'true'));
  }
}
