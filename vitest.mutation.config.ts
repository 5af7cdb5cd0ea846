import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The configuration StrykerJS runs (`npm run test:mutation`, issue 51): the unit and dom projects
 * of vitest.config.ts as they are, and nothing else. The browser projects need a built dist/,
 * which a mutant of the sources does not rebuild, so they could only ever report it survived.
 */
// MUTATION_PROJECTS=unit narrows a first, quicker pass to the node tests.
const MUTATION_PROJECTS = new Set((process.env.MUTATION_PROJECTS ?? 'unit,dom').split(','));

const MUTATION_TEST_TIMEOUT = 60_000;

export default defineConfig({
  test: {
    projects: (base.test?.projects ?? [])
      .filter((project) => {
        const name = typeof project === 'object' && 'test' in project ? project.test?.name : undefined;
        return MUTATION_PROJECTS.has(typeof name === 'string' ? name : (name?.label ?? ''));
      })
      // Instrumented code under per-test coverage runs several times slower: the picker's luxon
      // sweep (zoned.test.ts) outlasted the suite's 15 s in the initial run, which aborts it.
      .map((project) =>
        typeof project === 'object' && 'test' in project
          ? { ...project, test: { ...project.test, testTimeout: MUTATION_TEST_TIMEOUT } }
          : project,
      ),
  },
});
