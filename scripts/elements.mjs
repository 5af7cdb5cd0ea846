// The elements of the library, read from each package's package.json "vtElements" field, so a new
// package adds itself to the build, the size budgets, the manifest and the autoloader.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @returns {{name: string, tag: string, pkg: string, entry: string, definition: string, budget: string}[]} */
export function listElements() {
  const out = [];
  for (const dir of readdirSync(join(root, 'packages')).sort()) {
    const file = join(root, 'packages', dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    for (const [name, el] of Object.entries(pkg.vtElements ?? {})) {
      // A package still being written (no entry yet) is left out of the build, loudly.
      if (!existsSync(join(root, 'packages', dir, el.entry))) {
        console.warn(`[elements] ${pkg.name}: ${el.entry} does not exist yet; vt-${name} is not built.`);
        continue;
      }
      out.push({
        name,
        tag: `vt-${name}`,
        pkg: pkg.name,
        entry: join(root, 'packages', dir, el.entry),
        definition: join(root, 'packages', dir, el.definition),
        budget: el.budget ?? '3 KB',
      });
    }
  }
  return out;
}

/**
 * Behaviours that are an attribute, not a tag (`[data-scroll-to]`), from a package's
 * "vtBehaviours" field: built as a module of dist/elements/ like an element, in the chunk map, and
 * imported by the autoloader when it finds the attribute on the page. No manifest entry (no tag).
 * @returns {{name: string, attribute: string, pkg: string, entry: string, definition: string, budget: string}[]}
 */
export function listBehaviours() {
  const out = [];
  for (const dir of readdirSync(join(root, 'packages')).sort()) {
    const file = join(root, 'packages', dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    for (const [name, behaviour] of Object.entries(pkg.vtBehaviours ?? {})) {
      if (!existsSync(join(root, 'packages', dir, behaviour.entry))) continue;
      out.push({
        name,
        attribute: behaviour.attribute,
        pkg: pkg.name,
        entry: join(root, 'packages', dir, behaviour.entry),
        definition: join(root, 'packages', dir, behaviour.definition),
        budget: behaviour.budget ?? '2 KB',
      });
    }
  }
  return out;
}
