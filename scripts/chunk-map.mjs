// The chunk map: for each element module, the chunks it imports statically (directly or through
// another chunk), relative to the element modules' directory. The autoloader preloads them with
// the module, so a page does not wait for the module to arrive before it asks for React and core.
// Dynamic imports are left out: they are fetched only if the element asks for them.
// Dependencies come before the chunks that import them: the autoloader evaluates the chunks in
// this order, one task each, so React's evaluation and ours are never one long task.

/**
 * @param {Record<string, {type: string, isEntry?: boolean, name?: string, fileName: string, imports?: string[]}>} bundle rollup's bundle (generateBundle / writeBundle)
 * @returns {Record<string, string[]>} entry name → files (dependencies first), entries sorted by name, e.g. {"cart-badge": ["chunks/runtime-abc.js"]}
 */
export function chunkMap(bundle) {
  const map = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
    const seen = new Set();
    const ordered = [];
    const visit = (fileName) => {
      for (const file of bundle[fileName]?.imports ?? []) {
        if (seen.has(file)) continue;
        seen.add(file);
        visit(file);
        ordered.push(file);
      }
    };
    visit(chunk.fileName);
    map[chunk.name] = ordered;
  }
  return Object.fromEntries(Object.entries(map).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** A rollup plugin that fills `into` with the chunk map of the bundle it writes. */
export function chunkMapPlugin(into) {
  return {
    name: 'vt-chunk-map',
    generateBundle(_options, bundle) {
      Object.assign(into, chunkMap(bundle));
    },
  };
}
