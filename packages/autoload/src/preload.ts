/**
 * `<link rel=modulepreload>` for each URL, once: the browser fetches an element module and the
 * chunks it imports at the same time, instead of finding the chunks only once the module has
 * arrived (one round trip fewer). The link's crossorigin must match the import() that follows,
 * which fetches in CORS mode with the autoloader script's own credentials mode: no attribute (or
 * "anonymous") gives "same-origin" in both, so the import finds the preloaded module in the
 * module map and nothing is fetched twice.
 *
 * Starting a request costs the browser about 1 ms of main thread (3-4 ms at 4x CPU throttle): a
 * page of every element asks for 32 files, a long task if done at once. So links are added in
 * slices of `sliceMs`, in the order asked, with a task between slices (a few ms later, nothing
 * next to a round trip); the first slice at once.
 */
export function createPreloader(
  doc: Document,
  crossOrigin: string | null,
  /** Runs `run` in a later task (the autoloader's MessageChannel yield). */
  later: (run: () => void) => void,
  sliceMs = 8,
  now: () => number = () => performance.now(),
): (urls: readonly string[]) => void {
  const added = new Set<string>();
  const queue: string[] = [];
  /** When this task's slice began: shared by every call in the task (a discovery asks once per tag). */
  let sliceStart: number | undefined;
  const flush = (): void => {
    if (sliceStart === undefined) {
      sliceStart = now();
      queueMicrotask(() => (sliceStart = undefined));
    }
    // From the head of the one queue, whichever call or task flushes: the order asked is kept.
    while (queue.length) {
      if (now() - sliceStart >= sliceMs) return later(flush);
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      if (crossOrigin != null) link.crossOrigin = crossOrigin;
      link.href = queue.shift()!;
      doc.head.append(link);
    }
  };
  return (urls) => {
    for (const href of urls) {
      if (added.has(href)) continue;
      added.add(href);
      queue.push(href);
    }
    flush();
  };
}
