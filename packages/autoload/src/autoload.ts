import { loadChunk } from '@vt-elements/core/chunk-load';
import { cloak } from '@vt-elements/core/cloak';
import { reportError } from '@vt-elements/core/errors';
import { authorModeOn } from './author-switch';
import { createDiscovery } from './discover';
import { createPreloader } from './preload';

/**
 * Replaced at build time (scripts/chunk-map.mjs): every element that dist/elements/ holds → the
 * chunks its module imports, by name: `x` is dist/elements/chunks/x.js.
 */
declare const __VT_CHUNKS__: Record<string, string[]>;
/** Replaced at build time: attribute behaviours (package.json "vtBehaviours"), attribute → module name. */
declare const __VT_BEHAVIOURS__: Record<string, string>;

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

/** Resolves in a later task, so the browser can paint and handle input in between. */
const nextTask = <T>(value: T): Promise<T> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(value);
    channel.port2.postMessage(0);
  });

// Loaded twice (pasted twice, or by two embeds): the first copy keeps working alone.
if (!window.vtAutoload) {
  // At once, not at DOMContentLoaded: the tags' content must not lay out differently before they upgrade.
  cloak(document);
  const script = document.currentScript as HTMLScriptElement | null;
  const base = new URL('./', script?.src || location.href).href;
  const loading = document.readyState === 'loading';
  const parsed = new Promise((resolve) => (loading ? document.addEventListener('DOMContentLoaded', resolve, { once: true }) : resolve(0)));
  const preload = createPreloader(document, script?.crossOrigin ?? null, (run) => void nextTask(0).then(run));
  const dir = base + 'elements/';
  // Once: the build writes the map where the name stands, and it is read twice below.
  const chunks = __VT_CHUNKS__;
  // One module evaluated per task, in order (React, then our runtime, then each element): one
  // graph evaluated at once would be a single long task. Shared by every element. In author mode
  // (issue 41), author.js reads the page first, as written: every element evaluates after it (their
  // files load meanwhile), and a failure to load it is reported and upgrades them all the same.
  let evaluated: Promise<unknown> = authorModeOn(document, location)
    ? parsed
        .then(() => loadChunk<{ startAuthorMode(): void }>(base + 'author.js', (url) => import(/* @vite-ignore */ url)))
        .then((author) => author.startAuthorMode())
        .catch((error: unknown) => reportError(error, { source: 'autoload' }))
    : parsed;
  const importer = (url: string) => {
    // The module and every chunk it imports, requested together: two round trips, not three.
    // Only known names get here: url is dir + name + '.js'. Dependencies come first.
    const files = [...chunks[url.slice(dir.length, -3)]!.map((name) => `${dir}chunks/${name}.js`), url];
    preload(files);
    // Fetched at once, but run after parsing: an element upgraded mid-parse would miss its content.
    const done = files.reduce<Promise<unknown>>(
      (previous, file) => previous.then(() => import(/* @vite-ignore */ file)).then(nextTask),
      evaluated,
    );
    evaluated = done.catch(() => 0);
    return done;
  };
  const { discover } = createDiscovery(
    base,
    Object.keys(chunks),
    importer,
    () => {
      // Resource Timing knows the status of every file the import fetched (Chromium 109+).
      const failed = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => entry.name.startsWith(base) && entry.responseStatus >= 400,
      );
      return failed[failed.length - 1]?.name;
    },
    __VT_BEHAVIOURS__,
  );

  // Run at once (async, or at the end of the body, is fine too): the tags parsed so far now, the
  // rest as the parser or a script adds them.
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node.nodeType === 1) void discover(node as Element);
    }
  }).observe(document.documentElement, { subtree: true, childList: true });
  void discover(document);
  // Once parsed, one more pass (a safety net, cheap: loads already started are reused), so ready
  // covers the whole document.
  const ready = parsed
    .then(() => discover(document))
    .then(() => {
      document.dispatchEvent(new CustomEvent('vt-autoload-complete'));
    });

  window.vtAutoload = { discover, ready };
}
