import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The projects whose every file runs 20 to 35 s (a browser engine's flows, a Storybook of stories,
 * a packed or generated package): they start first, so none starts late and runs alone at the
 * end while the other workers sit idle (issue 36). On a clean clone vitest knows no durations and
 * orders by project name, then size: `npm run new-element`'s test started after every unit file
 * and ended the run alone.
 */
const LONG_FILES_FIRST = new Set(['engines', 'storybook', 'package']);
/** Among the others of that kind, the longest first: the Storybook check (about 37 s) before the package builds (7 and 13 s). */
const LONGEST_FIRST = ['storybook', 'package'];

/**
 * An engine's file waits on another browser much of its time (WebDriver round trips, a window
 * painted by Xvfb): the two of them side by side left about a quarter of 2 cores idle for their
 * first 25 s. So each starts beside a file that can take the rest of the machine (the Storybook
 * check, a package build), never beside the other engine.
 */
const WAITS_ON_ANOTHER_BROWSER = 'engines';

/** Vitest's own order (group, then known durations, else size), with the long-file projects ahead in each group. */
export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) =>
      spec.project.config.sequence.groupOrder * 2 + (LONG_FILES_FIRST.has(spec.project.name) ? 0 : 1);
    const sorted = (await super.sort(files))
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
    return interleaveEngines(sorted, rank);
  }
}

/** Where a long file of another project starts among them: LONGEST_FIRST's order, then the rest. */
function longestFirst(spec: TestSpecification): number {
  const at = LONGEST_FIRST.indexOf(spec.project.name);
  return at < 0 ? LONGEST_FIRST.length : at;
}

/** Within each rank, the engines' files alternate with the others, in their order. */
function interleaveEngines(sorted: TestSpecification[], rank: (spec: TestSpecification) => number): TestSpecification[] {
  const result: TestSpecification[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end < sorted.length && rank(sorted[end]!) === rank(sorted[start]!)) end++;
    const group = sorted.slice(start, end);
    const engines = group.filter((spec) => spec.project.name === WAITS_ON_ANOTHER_BROWSER);
    // A stable sort: within a project, vitest's order stays.
    const others = group.filter((spec) => spec.project.name !== WAITS_ON_ANOTHER_BROWSER).sort((a, b) => longestFirst(a) - longestFirst(b));
    while (engines.length || others.length) {
      if (engines.length) result.push(engines.shift()!);
      if (others.length) result.push(others.shift()!);
    }
    start = end;
  }
  return result;
}
