import type { Reporter, TestCase, TestModule } from 'vitest/node';

/**
 * Prints, after every run, the slowest tests against their time limits and the slowest files (issue
 * 36): a limit bounds a hang, not a busy machine, so a test's own time should stay well under it
 * on a machine half as fast. A test past a quarter of its limit here is named as near it.
 */
const SHOWN = 5;
const NEAR = 0.25;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class SlowestReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const tests = testModules
      .flatMap((module) => [...module.children.allTests()])
      .map((test: TestCase) => ({ test, ms: test.diagnostic()?.duration ?? 0, limit: test.options.timeout ?? 0 }))
      .sort((a, b) => b.ms - a.ms);
    const files = testModules.map((module) => ({ module, ms: module.diagnostic().duration })).sort((a, b) => b.ms - a.ms);
    if (!tests.length) return;
    const name = (test: TestCase) =>
      `[${test.project.name}] ${test.module.moduleId.replace(`${test.project.config.root}/`, '')} > ${test.fullName}`;
    const lines = [
      '',
      `Slowest tests (own time, of their limit):`,
      ...tests.slice(0, SHOWN).map(({ test, ms, limit }) => `  ${seconds(ms)} of ${seconds(limit)}  ${name(test)}`),
      `Slowest files (tests and hooks):`,
      ...files
        .slice(0, SHOWN)
        .map(
          ({ module, ms }) => `  ${seconds(ms)}  [${module.project.name}] ${module.moduleId.replace(`${module.project.config.root}/`, '')}`,
        ),
    ];
    const near = tests.filter(({ ms, limit }) => limit > 0 && ms > limit * NEAR);
    if (near.length)
      lines.push(
        `Past ${NEAR * 100}% of their limit (a machine half as fast would take them past half of it):`,
        ...near.map(({ test, ms, limit }) => `  ${seconds(ms)} of ${seconds(limit)}  ${name(test)}`),
      );
    console.log(lines.join('\n'));
  }
}
