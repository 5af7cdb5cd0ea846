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
          // One retry on CI, none on a laptop (as for the browser tests): the DOM tests wait for
          // states with deadlines, and a CI machine running the browser files beside them can
          // stall past one; a real failure fails twice.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        test: {
          name: 'stories',
          // Portable stories: each story renders, loads its MSW handlers and runs its play (stories/stories.test.tsx).
          environment: 'happy-dom',
          include: ['stories/**/*.test.tsx'],
          setupFiles: ['./tests/setup-stories.ts'],
          // Plays wait up to 5 s for what a visitor sees (stories/play.ts); some stories take 3 s on purpose.
          testTimeout: 20_000,
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Files in parallel, one per core (maxWorkers defaults to the machine's parallelism): each
          // file starts its own demo server and Chromium over the one built dist/. Tests wait for
          // what a visitor sees (polls) and time-dependent ones use Playwright's clock, so a
          // busier CPU slows them without failing them.
          // A busy 2-core CI machine can take over a second to render; polls wait for the state a
          // visitor would see rather than fail on the 1 s default.
          expect: { poll: { timeout: 10_000 } },
          // As Playwright advises for CI: one retry there, none on a laptop, so a flaky test shows
          // up in development while a one-off stall on a loaded CI machine does not block a landing.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
