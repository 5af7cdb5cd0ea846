import type { Reporter, TestModule } from 'vitest/node';

declare module '@vitest/runner' {
  interface TaskMeta {
    /**
     * Set by each visual test (tests/browser/visual-suite.ts): null when it compared its
     * screenshots, else why it could not (another OS or Chromium major than the baselines').
     */
    visualNotCompared?: string | null;
  }
}

/**
 * Issue 51: a run whose visual tests could not compare says so at its end. On another OS or the
 * next Chromium major every visual test skips; vitest's summary shows them among the skipped, and
 * a green run looked as if the screenshots had been checked.
 */
export function visualSummary(outcomes: (string | null)[], required: boolean): string[] {
  const notCompared = outcomes.filter((reason) => reason !== null);
  if (!notCompared.length) return [];
  const reasons = [...new Set(notCompared)];
  const fate = required ? 'failed (VT_REQUIRE_VISUAL=1)' : 'skipped';
  return [
    '',
    `Visual tests: ${notCompared.length} of ${outcomes.length} could not compare their screenshots and ${fate}: ${reasons.join('; ')}, whose font rendering differs.`,
    `  Fix: \`npm run test:visual:update\` makes baselines for this Chromium; look at each image it changes (git diff tests/browser/__screenshots__/). Commit them only for CI's Chromium (Debian's, as .ci/run installs it): there, .ci/run fails on this instead of skipping.`,
  ];
}

export default class VisualReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const outcomes = testModules
      .flatMap((module) => [...module.children.allTests()])
      .map((test) => test.meta().visualNotCompared)
      .filter((outcome) => outcome !== undefined);
    const lines = visualSummary(outcomes, process.env.VT_REQUIRE_VISUAL === '1');
    if (lines.length) console.log(lines.join('\n'));
  }
}
