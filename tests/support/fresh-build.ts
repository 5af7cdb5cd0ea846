import type { TestProject } from 'vitest/node';
import { root } from '../../scripts/elements.mjs';
import { staleBuild, TARGETS } from '../../scripts/build-stamp.mjs';

/**
 * Global setup of the projects that test a build (issue 51): they refuse to start on a build
 * older than its sources (scripts/build-stamp.mjs), which they would test in the place of the
 * code as it is. Under `npm test`, which builds first, this is a hash of a few hundred files.
 */
const BUILDS: Record<string, (keyof typeof TARGETS)[]> = {
  browser: ['dist'],
  'browser-timing': ['dist'],
  engines: ['dist'],
  package: ['dist'],
  storybook: ['storybook'],
};

export default function setup(project: TestProject): void {
  const stale = (BUILDS[project.name] ?? []).map((name) => staleBuild(root, TARGETS[name])).filter((reason) => reason !== null);
  if (stale.length) throw new Error(`[${project.name}] ${stale.join('\n')}`);
}
