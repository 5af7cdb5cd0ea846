import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/elements.mjs';

/**
 * What the browser tests share, in Chromium (tests/browser/harness.ts) and in
 * Firefox and WebKit (tests/engines): the built dist/ they run on, and axe-core: one rule set, one
 * script, one way to read its results.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's script, injected into a page that has not got it yet. */
export const AXE_SCRIPT = join(root, 'node_modules', 'axe-core', 'axe.min.js');

/**
 * In the page (sent as source: it uses nothing outside itself): axe's violations within `selector`
 * (else the document) as readable lines, empty when there are none.
 */
export async function runAxe({ tags, selector }: { tags: string[]; selector: string | null }): Promise<string[]> {
  const axe = (
    window as unknown as {
      axe: { run(c: unknown, o: unknown): Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }> };
    }
  ).axe;
  const result = await axe.run(selector ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/** The browser tests run the built dist/: fails naming the command that makes it. */
export function requireBuiltDist(): void {
  if (!existsSync(join(root, 'dist', 'autoload.js'))) throw new Error('dist/ is missing: run `npm run build` before the browser tests.');
}
