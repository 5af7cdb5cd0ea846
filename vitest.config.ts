import { availableParallelism } from 'node:os';
import LongFilesFirst from './tests/sequencer';
import SlowestReporter from './tests/slowest-reporter';
import VisualReporter from './tests/visual-reporter';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

type ProjectTest = NonNullable<TestProjectInlineConfiguration['test']>;

/**
 * Concurrency follows the machine (issue 36): the suite is CPU-bound, so running more than the
 * cores can serve buys no speed, it only stretches every test's wall time until a slower or busier
 * machine pushes some past their limits. One worker a core (`os.availableParallelism()`, which
 * honours `taskset`), and in a browser file at most CONTEXTS_PER_FILE tests at once: about two
 * browser contexts a core, as a test spends part of its time waiting on its page (3 workers on 2
 * cores measured no faster, 248 against 252 s, for 9% more CPU). Every project but browser-timing
 * shares the one pool: the long files first (tests/sequencer.ts), the unit files last on the
 * workers they free. `VITEST_MAX_WORKERS` overrides the count.
 */
const CORES = availableParallelism();
const WORKERS = Number(process.env.VITEST_MAX_WORKERS) || CORES;
const CONTEXTS_PER_FILE = 2;

/**
 * A project that tests a build refuses one older than its sources (issue 51): the build's stamp
 * against a hash of its sources (scripts/build-stamp.mjs), once a run, before any test.
 */
const FRESH_BUILD = './tests/support/fresh-build.ts';

/** What both browser projects share: Chromium on the built dist/, polls as patient as a busy machine needs (a poll waits for what must happen; 10 s was outlasted by a first search on a machine at load 20). */
const browserTests = {
  environment: 'node',
  globalSetup: [FRESH_BUILD],
  setupFiles: ['./tests/browser/setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  expect: { poll: { timeout: 20_000 } },
} satisfies ProjectTest;

// CI: no retry. A test that needs one is a flaky test to fix, not to hide (issue 29).
const retry = 0;

/**
 * The Chromium projects (browser, storybook): each file starts its own demo server over the one
 * built dist/; files whose tests each open their own context run them concurrently
 * (describe.concurrent). Tests wait for what a visitor sees (polls, events, requests) and
 * time-dependent ones use Playwright's page clock, so a busy CPU slows them without failing them.
 * The files share a worker's modules (Playwright, the harness, the demo API) and its one Chromium
 * (harness.ts); each test opens a fresh context.
 */
const chromiumTests = {
  ...browserTests,
  maxConcurrency: CONTEXTS_PER_FILE,
  pool: 'threads',
  isolate: false,
  retry,
} satisfies ProjectTest;
const STORYBOOK_TEST = 'tests/browser/storybook.test.ts';

/**
 * Unit and dom tests: a few files start a server or compile a schema (about 2 s when idle), and
 * vitest's default 5 s was outlasted on a machine at load 30.
 */
const UNIT_TIMEOUT = 15_000;

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    sequence: { sequencer: LongFilesFirst },
    reporters: ['default', new SlowestReporter(), new VisualReporter()],
    projects: [
      {
        test: {
          name: 'unit',
          // The core rules, in node. The files share one module graph per worker (isolate: false):
          // importing it again for each of ~75 files cost more CPU than the tests themselves. A file
          // that fetches calls startDemoApi() (tests/msw.ts), which starts MSW for that file.
          environment: 'node',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/*.dom.test.{ts,tsx}', '**/node_modules/**'],
          isolate: false,
          setupFiles: ['./tests/setup-unit.ts'],
          // Worker threads start faster than forked processes, and nothing here needs a process.
          pool: 'threads',
          testTimeout: UNIT_TIMEOUT,
          retry,
        },
      },
      {
        test: {
          name: 'dom',
          // Elements and DOM bindings in happy-dom, named *.dom.test.ts. Each file has its own
          // document and module graph (elements define their tags once per realm), in a VM context
          // of a long-lived worker: happy-dom itself is loaded once per worker, not once per file
          // (41 -> 18 s of CPU for the project).
          environment: 'happy-dom',
          include: ['packages/*/src/**/*.dom.test.{ts,tsx}', 'scripts/**/*.dom.test.ts'],
          pool: 'vmThreads',
          setupFiles: ['./tests/setup-dom.ts'],
          testTimeout: UNIT_TIMEOUT,
          retry,
        },
      },
      {
        test: {
          ...chromiumTests,
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: ['tests/browser/**/*.timing.test.ts', STORYBOOK_TEST],
        },
      },
      {
        test: {
          // Every story of the built Storybook (storybook-static/) played in Chromium: a project of
          // its own so that it starts first (tests/sequencer.ts), as its one file runs the longest.
          ...chromiumTests,
          name: 'storybook',
          include: [STORYBOOK_TEST],
        },
      },
      {
        test: {
          // Issue 30: each element's main flow and the first frames in Firefox ESR (WebDriver BiDi)
          // and WebKitGTK (WebDriver), one file and one browser window per engine, beside the rest.
          ...browserTests,
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          setupFiles: [],
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
          globalSetup: [FRESH_BUILD],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          retry,
        },
      },
    ],
  },
});
