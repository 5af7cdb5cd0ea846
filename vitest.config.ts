import { defineConfig } from 'vitest/config';

/**
 * Every project but browser-timing runs in one pool: the browser files first (vitest orders
 * projects by name), the unit, stories and package files after them on the workers they free.
 * Vitest's default (CPUs minus one) is one worker on a 2-core machine, which ran the suite's ~145
 * files one after another; with 5, both cores stay busy through the run. `VITEST_MAX_WORKERS`
 * overrides it.
 */
const WORKERS = Number(process.env.VITEST_MAX_WORKERS) || 5;

/** What both browser projects share: Chromium on the built dist/, polls as patient as a busy machine needs. */
const browserTests = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 60_000,
  expect: { poll: { timeout: 10_000 } },
} as const;

// CI: no retry. A test that needs one is a flaky test to fix, not to hide (issue 29).
const retry = 0;

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        test: {
          name: 'unit',
          // Core rules run in node; files that need a DOM say `// @vitest-environment happy-dom`.
          // Files that fetch import tests/msw.ts, which starts the demo API's MSW handlers.
          environment: 'node',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          // Worker threads start faster than forked processes, and nothing here needs a process.
          pool: 'threads',
          retry,
        },
      },
      {
        test: {
          name: 'stories',
          // Portable stories, one test file per stories module (stories/*.test.tsx): each story
          // renders, loads its MSW handlers and runs its play (stories/run-stories.ts).
          environment: 'happy-dom',
          include: ['stories/**/*.test.tsx'],
          setupFiles: ['./tests/setup-stories.ts'],
          pool: 'threads',
          // The modules share one worker's imports (React, Storybook, the elements): importing them
          // again for each of 15 files tripled the project's CPU time. Each story clears the page,
          // sessionStorage and MSW's handlers before it runs (setup-stories.ts, run-stories.ts).
          isolate: false,
          // Plays wait up to 5 s for what a visitor sees (stories/play.ts); some stories take 3 s on purpose.
          testTimeout: 20_000,
          retry,
        },
      },
      {
        test: {
          ...browserTests,
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: ['tests/browser/**/*.timing.test.ts'],
          // Each file starts its own demo server and Chromium over the one built dist/; files whose
          // tests each open their own context run them concurrently (describe.concurrent). Tests
          // wait for what a visitor sees (polls, events, requests) and time-dependent ones use
          // Playwright's page clock, so a busy CPU slows them without failing them.
          maxConcurrency: 4,
          retry,
        },
      },
      {
        test: {
          // Tests that measure time on the page (long tasks at 4x CPU throttle): they run last, one
          // file at a time, with nothing else on the CPU, as a benchmark would.
          ...browserTests,
          name: 'browser-timing',
          include: ['tests/browser/**/*.timing.test.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          retry,
        },
      },
      {
        test: {
          // Heavy tools: `npm pack`, tsc and a Vite build of the packed package, loaded in Chromium.
          name: 'package',
          environment: 'node',
          include: ['tests/package/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          retry,
        },
      },
    ],
  },
});
