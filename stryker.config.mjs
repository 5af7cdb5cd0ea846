// @ts-check
/**
 * Mutation testing of the core folders (issue 51): `npm run test:mutation`, not part of `npm test`.
 * StrykerJS changes the sources one mutant at a time and runs the unit and dom tests that cover
 * it (vitest.mutation.config.ts); a mutant that no test kills is a rule of the spec no test pins.
 * Narrow it with `npm run test:mutation -- --mutate 'packages/catalogue/src/core/**\/*.ts'`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // The sandbox copy needs the sources, not the builds.
  ignorePatterns: ['dist', 'storybook-static', '.cache', 'coverage', 'test-results'],
  mutate: ['packages/*/src/core/**/*.ts', '!**/*.test.ts', '!**/*.d.ts'],
  // Per-test coverage: each mutant runs only the tests that reach it.
  coverageAnalysis: 'perTest',
  // One test process a core, as the suite itself (vitest.config.ts).
  concurrency: Number(process.env.STRYKER_CONCURRENCY) || undefined,
  // A mutant that loops (a flipped loop bound) times out rather than hangs the run.
  timeoutMS: 10_000,
  // The type checker is not run per mutant: the unit tests run TypeScript through esbuild.
  checkers: [],
  ignoreStatic: true,
  incremental: true,
  incrementalFile: '.cache/stryker/incremental.json',
  tempDirName: '.cache/stryker/tmp',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '.cache/stryker/report/mutation.html' },
  jsonReporter: { fileName: '.cache/stryker/report/mutation.json' },
  thresholds: { high: 85, low: 70, break: null },
};
