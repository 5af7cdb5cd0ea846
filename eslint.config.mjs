import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Package boundaries (issue 31): a package is used through its public entry and the subpaths its
 * package.json "exports" lists (element modules, definitions, the core's few entry points), never
 * by a deeper path into its src/. What two packages share lives in the core (or a package of its
 * own). Read from the package.json files, so adding an export is the one way to widen a boundary.
 */
const packagesDir = new URL('./packages/', import.meta.url);
const publicSubpaths = readdirSync(packagesDir).flatMap((dir) => {
  const { name, exports = {} } = JSON.parse(readFileSync(new URL(`${dir}/package.json`, packagesDir), 'utf8'));
  return Object.keys(exports)
    .filter((key) => key !== '.')
    .map((key) => `!${name}/${key.slice(2)}`);
});
const deepImport = {
  group: ['@vt-elements/*/**', ...publicSubpaths],
  message:
    "Another package's internals: import its public entry (or a subpath its package.json exports); move what packages share to the core.",
};
const boundaries = [
  deepImport,
  {
    // In a package's shipped code, a relative path into another package's src/ (../../modal/src/dom/host)
    // is the same deep import. (Tests that read another package's fixtures, the browser tests and the
    // scripts are tools, not packages: only the rule above applies to them.)
    regex: '^(\\.\\./)+(packages/)?[\\w-]+/src(/|$)',
    message: "Another package's internals by a relative path: import @vt-elements/<package> instead.",
  },
  {
    // The core's test resets (issue 40): tests only, never in a bundle.
    group: ['@vt-elements/core/testing'],
    message: 'Test helpers of the core (resets, report capture): only tests may import @vt-elements/core/testing.',
  },
];

/**
 * Rules in core, DOM in dom (issue 40): a package's `src/core/` is plain TypeScript, taking plain
 * values (a query string, a title, a setting's text) and unit-tested in node; reading and writing
 * the page is its `src/dom/`. Only value uses count (a `Document` type in a signature is not DOM
 * work), and `globalThis.document`, `window.location` or `self.history` are the same globals.
 * (`packages/core/src` is the shared core package, not a core/ layer.)
 */
const DOM_GLOBALS = [
  'document',
  'window',
  'location',
  'history',
  'navigator',
  'screen',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'customElements',
  'CSS',
  'Document',
  'DocumentFragment',
  'ShadowRoot',
  'Node',
  'Element',
  'HTMLElement',
  'SVGElement',
  'Text',
  'MutationObserver',
  'ResizeObserver',
  'IntersectionObserver',
  'DOMParser',
  'CustomEvent',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'getComputedStyle',
  'getSelection',
  'matchMedia',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
  'scrollTo',
  'scrollBy',
  'scrollX',
  'scrollY',
  'innerWidth',
  'innerHeight',
  'visualViewport',
  'devicePixelRatio',
];
const noDomInCore = {
  globals: DOM_GLOBALS.map((name) => ({ name, message: 'core/ is plain TypeScript: put DOM work in dom/.' })),
  checkGlobalObject: true,
};

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', '.tmp/', '.cache/', '.storybook/public/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'no-restricted-imports': ['error', { patterns: [deepImport] }],
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: boundaries }] },
  },
  {
    // Lean bundles: the shipped code reads runtime-definition.ts; definition.ts holds the docs text.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    // A package with several elements may have a {name}-definition.ts each (and shared definition-docs.ts):
    // README, Anatomy of a package.
    ignores: [
      'packages/*/src/definition.ts',
      'packages/*/src/*-definition.ts',
      '!packages/*/src/*-runtime-definition.ts',
      'packages/*/src/index.ts',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/definition',
                '**/*-definition',
                '**/definition-docs',
                '@vt-elements/*/definition',
                '@vt-elements/*/*-definition',
                // Last: a later pattern would take a runtime definition back in (@vt-elements/analytics/runtime-definition).
                '!**/runtime-definition',
                '!**/*-runtime-definition',
              ],
              message: 'Docs text would ship in the bundle: import runtime-definition instead.',
            },
            // The rule's options replace the block's above: the boundaries again.
            ...boundaries,
          ],
        },
      ],
    },
  },
  {
    // The tests (*.test.ts, *.dom.test.ts) may build a page to check the rules against.
    files: ['packages/*/src/core/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', noDomInCore] },
  },
  {
    files: ['scripts/**', 'tests/**', '**/*.test.{ts,tsx}', 'stories/**', '.storybook/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
