/**
 * `<link rel=modulepreload>` for each URL, once: the browser fetches an element module and the
 * chunks it imports at the same time, instead of finding the chunks only once the module has
 * arrived (one round trip fewer). The link's crossorigin must match the import() that follows,
 * which fetches in CORS mode with the autoloader script's own credentials mode: no attribute (or
 * "anonymous") gives "same-origin" in both, so the import finds the preloaded module in the
 * module map and nothing is fetched twice.
 */
export function createPreloader(doc: Document, crossOrigin: string | null): (urls: readonly string[]) => void {
  const added = new Set<string>();
  return (urls) => {
    for (const href of urls) {
      if (added.has(href)) continue;
      added.add(href);
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      if (crossOrigin != null) link.crossOrigin = crossOrigin;
      link.href = href;
      doc.head.append(link);
    }
  };
}
