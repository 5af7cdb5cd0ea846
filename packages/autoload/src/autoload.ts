import { cloak } from '@vt-elements/core/cloak';
import { createDiscovery } from './discover';

/** Replaced at build time with the element names that dist/elements/ holds. */
declare const __VT_ELEMENTS__: string[];

interface AutoloadApi {
  discover(root: ParentNode): Promise<void>;
  /** Resolves after the first discovery has settled. */
  ready: Promise<void>;
}

declare global {
  interface Window {
    vtAutoload?: AutoloadApi;
  }
}

// Loaded twice (pasted twice, or by two embeds): the first copy keeps working alone.
if (!window.vtAutoload) {
  // At once, not at DOMContentLoaded: the tags' content must not lay out differently before they upgrade.
  cloak(document);
  const script = document.currentScript as HTMLScriptElement | null;
  const base = new URL('./', script?.src || location.href).href;
  const { discover } = createDiscovery(base, __VT_ELEMENTS__, (url) => import(/* @vite-ignore */ url), () => {
    // Resource Timing knows the status of every file the import fetched (Chromium 109+).
    const failed = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.name.startsWith(base) && entry.responseStatus >= 400,
    );
    return failed[failed.length - 1]?.name;
  });

  const start = () => discover(document).then(() => {
    document.dispatchEvent(new CustomEvent('vt-autoload-complete'));
  });
  const ready = document.readyState === 'loading'
    ? new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => void start().then(resolve), { once: true }))
    : start();

  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node.nodeType === 1) void discover(node as Element);
    }
  }).observe(document.documentElement, { subtree: true, childList: true });

  window.vtAutoload = { discover, ready };
}
