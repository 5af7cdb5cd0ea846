import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The projects whose every file runs 20 to 35 s (a browser engine's flows, a Storybook of stories,
 * a packed or generated package): they start first, so none starts late and runs alone at the
 * end while the other workers sit idle (issue 36). On a clean clone vitest knows no durations and
 * orders by project name, then size: `npm run new-element`'s test started after every unit file
 * and ended the run alone.
 */
const LONG_FILES_FIRST = new Set(['engines', 'storybook', 'package']);

/** Vitest's own order (group, then known durations, else size), with the long-file projects ahead in each group. */
export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) =>
      spec.project.config.sequence.groupOrder * 2 + (LONG_FILES_FIRST.has(spec.project.name) ? 0 : 1);
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
