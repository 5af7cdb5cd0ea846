import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Core rules run in node; files that need a DOM say `// @vitest-environment happy-dom`.
          environment: 'node',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: ['./tests/setup-unit.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two cores: one Chromium at a time.
          fileParallelism: false,
          // A busy 2-core CI machine can take over a second to render; polls wait for the state a
          // visitor would see rather than fail on the 1 s default.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
