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
