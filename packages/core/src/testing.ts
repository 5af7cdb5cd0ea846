/**
 * `@vt-elements/core/testing`: resets of the core's page-wide state, for tests only (issue 40).
 * Not in the core's index, so no element can import them (eslint: shipped code may not import this
 * entry) and no bundle carries them.
 */
export { resetRefusedUrls } from './url-policy';
export { resetTrustedTypes } from './trusted-types';
export { resetAnalytics } from './analytics';
