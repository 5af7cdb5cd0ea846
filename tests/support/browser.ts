import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/elements.mjs';

/**
 * What the browser tests share, in Chromium (tests/browser/harness.ts) and in
 * Firefox and WebKit (tests/engines): the built dist/ they run on, and axe-core: one rule set, one
 * script, one way to read its results.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules run besides the tags' (axe tags them best-practice, so no WCAG tag runs them), which
 * Lighthouse's accessibility score counts: aria-allowed-role (issue 50: the carousel's
 * role="group" on <figure> and <article> slides passed every tag run above).
 */
export const AXE_RULES = ['aria-allowed-role'];

/** axe-core's script, injected into a page that has not got it yet. */
export const AXE_SCRIPT = join(root, 'node_modules', 'axe-core', 'axe.min.js');

/**
 * In the page (sent as source: it uses nothing outside itself): axe's violations within `selector`
 * (else the document) as readable lines, empty when there are none.
 */
export async function runAxe({
  tags,
  rules = [],
  selector,
}: {
  tags: string[];
  rules?: string[];
  selector: string | null;
}): Promise<string[]> {
  const axe = (
    window as unknown as {
      axe: { run(c: unknown, o: unknown): Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }> };
    }
  ).axe;
  const result = await axe.run(selector ?? document, {
    runOnly: { type: 'tag', values: tags },
    // With runOnly by tag, rules turned on here run as well (axe's API).
    rules: Object.fromEntries(rules.map((id) => [id, { enabled: true }])),
    resultTypes: ['violations'],
  });
  return result.violations.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/** The browser tests run the built dist/: fails naming the command that makes it. */
export function requireBuiltDist(): void {
  if (!existsSync(join(root, 'dist', 'autoload.js'))) throw new Error('dist/ is missing: run `npm run build` before the browser tests.');
}
