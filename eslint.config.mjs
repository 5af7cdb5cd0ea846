import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', '.tmp/', '.storybook/public/', 'coverage/'] },
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
    },
  },
  {
    // Lean bundles: the shipped code reads runtime-definition.ts; definition.ts holds the docs text.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    // A package with several elements has a {name}-definition.ts each (and shared definition-docs.ts).
    ignores: ['packages/*/src/definition.ts', 'packages/*/src/*-definition.ts', 'packages/*/src/index.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/definition',
                '**/*-definition',
                '!**/runtime-definition',
                '**/definition-docs',
                '@vt-elements/*/definition',
                '@vt-elements/*/*-definition',
              ],
              message: 'Docs text would ship in the bundle: import runtime-definition instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**', '**/*.test.{ts,tsx}', 'stories/**', '.storybook/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
