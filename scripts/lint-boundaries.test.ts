import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 31: packages use each other only through their public entry (and the subpaths their
 * package.json exports). The repository's own ESLint config must fail on a deep import, whether
 * it names the package or goes there by a relative path, and let the public ones through.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function restricted(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lint loads the whole config and its plugins (about 5 s when idle; one run on a loaded
// machine passed the unit project's 15 s).
describe('package boundaries (eslint.config.mjs)', { timeout: 60_000 }, () => {
  it.each([
    ["import { openModal } from '@vt-elements/modal/dom/dialog';", 'packages/locale/src/locale-suggest-element.ts'],
    ["import { textsCheck } from '@vt-elements/modal/core/texts';", 'packages/locale/src/runtime-definition.ts'],
    ["import { KEYS } from '@vt-elements/widgets/runtime-definition';", 'packages/locale/src/definition.ts'],
    ["import { x } from '@vt-elements/core/src/plain-element';", 'stories/widgets.stories.tsx'],
    ["import { make } from '../../modal/src/dom/host';", 'packages/locale/src/country-picker-element.ts'],
  ])('%s in %s fails', async (code, file) => {
    expect(await restricted(code, file)).toEqual([expect.stringContaining("Another package's internals")]);
  });

  // Issue 40: the core's test resets are an entry of their own that only tests may import.
  it('the core testing entry in shipped code fails; in a test it passes', async () => {
    const code = "import { resetAnalytics } from '@vt-elements/core/testing';";
    expect(await restricted(code, 'packages/site-nav/src/dom/controller.ts')).toEqual([expect.stringContaining('only tests may import')]);
    expect(await restricted(code, 'packages/site-nav/src/dom/controller.dom.test.ts')).toEqual([]);
  });

  it.each([
    ["import { PlainElement } from '@vt-elements/core';", 'packages/locale/src/locale-suggest-element.ts'],
    ["import { cloak } from '@vt-elements/core/cloak';", 'packages/autoload/src/autoload.ts'],
    ["import '@vt-elements/modal/modal-element';", 'stories/modals.stories.tsx'],
    ["import '@vt-elements/widgets/faq-element';", 'stories/widgets.stories.tsx'],
    ["import { modalDefinition } from '@vt-elements/modal/definition';", 'stories/modals.stories.tsx'],
    ["import { readPreference } from '../dom/page';", 'packages/locale/src/core/locales.ts'],
  ])('%s in %s passes', async (code, file) => {
    expect(await restricted(code, file)).toEqual([]);
  });
});

/**
 * Issue 40: a package's core/ is plain TypeScript (rules on plain values, unit-tested in node); the
 * page's DOM is read and written in its dom/. A DOM global in a core/ file fails, through
 * globalThis or window too; the same line in a dom/ file, a core/ test or the shared core passes.
 */
async function domGlobals(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-globals').map((m) => m.message);
}

describe('no DOM in core/ (eslint.config.mjs)', { timeout: 60_000 }, () => {
  const why = 'core/ is plain TypeScript: put DOM work in dom/.';
  it.each([
    ['export const title = () => document.title;', 'packages/analytics/src/core/page.ts', 'document'],
    ['export const here = () => location.pathname;', 'packages/course-search/src/core/url-state.ts', 'location'],
    ['export const here = () => globalThis.location.pathname;', 'packages/course-search/src/core/url-state.ts', 'location'],
    [
      "export const listen = (f: () => void) => addEventListener('vt-cart-refresh', f);",
      'packages/cart-badge/src/core/shared-cart.ts',
      'addEventListener',
    ],
    ["export const saved = () => localStorage.getItem('vt-lead');", 'packages/lead-wizard/src/core/submit/saved.ts', 'localStorage'],
    ['export const isNode = (value: unknown) => value instanceof Node;', 'packages/lead-wizard/src/core/fields/value.tsx', 'Node'],
  ])('%s in %s fails', async (code, file, name) => {
    expect(await domGlobals(code, file)).toEqual([`Unexpected use of '${name}'. ${why}`]);
  });

  it('window.addEventListener names both', async () => {
    expect(await domGlobals("window.addEventListener('popstate', () => {});", 'packages/course-search/src/core/url-state.ts')).toEqual([
      `Unexpected use of 'window'. ${why}`,
      `Unexpected use of 'addEventListener'. ${why}`,
    ]);
  });

  it.each([
    ['export const title = () => document.title;', 'packages/analytics/src/dom/page.ts'],
    ['export const here = () => globalThis.location.pathname;', 'packages/course-search/src/dom/url-state.ts'],
    ['export const title = () => document.title;', 'packages/analytics/src/core/settings.dom.test.ts'],
    ['export const title = () => document.title;', 'packages/analytics/src/core/settings.test.ts'],
    ['export const title = () => document.title;', 'packages/core/src/meta.ts'],
    // A DOM type in a signature is not DOM work; a local of the same name is not the global.
    [
      "export const path = (at: Pick<Location, 'pathname'>, el: Element) => at.pathname + el.tagName;",
      'packages/course-search/src/core/url-state.ts',
    ],
    ['export const of = (history: string[]) => history.length;', 'packages/course-search/src/core/url-state.ts'],
  ])('%s in %s passes', async (code, file) => {
    expect(await domGlobals(code, file)).toEqual([]);
  });
});
