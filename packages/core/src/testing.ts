/**
 * `@vt-elements/core/testing`: resets of the core's page-wide state and a capture of its error
 * reports, for tests only (issue 40). Not in the core's index, so no element can import them
 * (eslint: shipped code may not import this entry) and no bundle carries them (or vitest).
 */
import { afterEach, beforeEach } from 'vitest';
import { addErrorReporter } from './errors';

export { resetRefusedUrls } from './url-policy';
export { resetTrustedTypes } from './trusted-types';
export { resetAnalytics } from './analytics';

/**
 * The messages reported (errors.ts) while each test of the calling describe block, or file, runs:
 * one array for the whole scope, emptied before each test, so `const reported = captureReports();`
 * replaces a reporter added and removed around every test by hand. Called before the scope's own
 * hooks, its reporter is added before them and removed after them (vitest runs after-hooks last
 * registered first), so a report from their set-up or clean-up lands in the test's list.
 */
export function captureReports(): string[] {
  const reported: string[] = [];
  let stop = () => {};
  beforeEach(() => {
    reported.length = 0;
    stop = addErrorReporter((error) => void reported.push(error.message));
  });
  afterEach(() => stop());
  return reported;
}
