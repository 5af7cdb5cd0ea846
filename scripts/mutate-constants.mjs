#!/usr/bin/env node
// Spec constants, mutated one at a time (issue 51): `npm run test:constants [-- --only <name>[,<name>…]] [--list]`.
//
// StrykerJS leaves number literals alone, and a test that ticks the code's own constant passes
// whatever the constant is (the wizard's 300 ms step delay set to 50 passed 34 of 34). So each
// spec number and text below is changed in a copy of the repository (300 → 50, 512 → 511, …), the
// unit/dom tests that pin it are run there, and they must FAIL. A constant that lives in an SDK
// (@segment/analytics-next, launchdarkly-js-client-sdk) is changed in the SDK's own file: the tests
// pin the behaviour we get from the real SDK, so a bumped SDK or changed options fail them too.
//
// The developer's tree is never written: the copy is a `git worktree add --detach` in os.tmpdir()
// (HEAD plus the tree's uncommitted and untracked files), its node_modules a real folder of
// symlinks into the repository's (an SDK package being mutated is copied as hard links, and the
// mutated file replaced, never written through a link). The copy is removed at the end, on Ctrl-C,
// and, if a run was killed, by the next run. See docs/testing.md.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PREFIX = 'vt-mutate-constants-';
const SEGMENT = 'packages/analytics/node_modules/@segment/analytics-next/dist';
const SEGMENT_CORE = 'packages/analytics/node_modules/@segment/analytics-core/dist';
const LD = 'node_modules/launchdarkly-js-client-sdk/dist';
const both = (file) => [`${SEGMENT}/cjs/${file}`, `${SEGMENT}/pkg/${file}`];
const ldBundles = [`${LD}/ldclient.cjs.js`, `${LD}/ldclient.es.js`];

const WIZARD = 'packages/lead-wizard/src/core/wizard.test.ts';
const FLAGS_SDK = 'packages/analytics/src/sdk/flags-sdk.dom.test.ts';
const SEGMENT_TEST = 'packages/analytics/src/sdk/segment.dom.test.ts';

/**
 * Each spec constant: where it lives (file, or files for an SDK's builds), a string or RegExp that
 * occurs exactly once in each, its mutant, and the unit/dom test files that must fail on it.
 */
export const CONSTANTS = [
  // §9 Timing, §8 chunk load failure
  {
    name: 'chunk-timeout',
    spec: '§9 chunk time-out 120 s',
    file: 'packages/core/src/chunk-load.ts',
    find: 'CHUNK_TIMEOUT_MS = 120_000',
    replace: 'CHUNK_TIMEOUT_MS = 119_999',
    tests: ['packages/core/src/chunk-load.test.ts'],
  },
  {
    name: 'step-delay',
    spec: '§4/§9 step delay 300 ms',
    file: 'packages/lead-wizard/src/core/wizard.ts',
    find: 'STEP_DELAY_MS = 300',
    replace: 'STEP_DELAY_MS = 50',
    tests: [WIZARD],
  },
  {
    name: 'checkmark-delay',
    spec: '§4/§9 checkmark 350 ms',
    file: 'packages/lead-wizard/src/core/wizard.ts',
    find: 'CHECKMARK_DELAY_MS = 350',
    replace: 'CHECKMARK_DELAY_MS = 349',
    tests: [WIZARD],
  },
  {
    name: 'interstitial-cleanup',
    spec: '§4/§9 interstitial cleanup 500 ms',
    file: 'packages/lead-wizard/src/core/wizard.ts',
    find: 'INTERSTITIAL_CLEANUP_MS = 500',
    replace: 'INTERSTITIAL_CLEANUP_MS = 499',
    tests: [WIZARD],
  },
  {
    name: 'interstitial-default',
    spec: '§4/§9 interstitial default 3 s',
    file: 'packages/lead-wizard/src/core/panel.ts',
    find: 'INTERSTITIAL_DEFAULT_DELAY_S = 3',
    replace: 'INTERSTITIAL_DEFAULT_DELAY_S = 2.999',
    tests: [WIZARD],
  },
  {
    name: 'max-path',
    spec: '§4/§9 max path 30',
    file: 'packages/lead-wizard/src/core/paths.ts',
    find: 'MAX_PATH = 30',
    replace: 'MAX_PATH = 29',
    tests: ['packages/lead-wizard/src/core/paths.test.ts'],
  },
  {
    name: 'max-path-up',
    spec: '§4/§9 max path 30',
    file: 'packages/lead-wizard/src/core/paths.ts',
    find: 'MAX_PATH = 30',
    replace: 'MAX_PATH = 31',
    tests: ['packages/lead-wizard/src/core/paths.test.ts'],
  },
  {
    name: 'get-started',
    spec: "§9 'get started' ~600 ms",
    file: 'packages/lead-wizard/src/dom/page-hooks.ts',
    find: 'GET_STARTED_CLICK_DELAY_MS = 600',
    replace: 'GET_STARTED_CLICK_DELAY_MS = 599',
    tests: ['packages/lead-wizard/src/dom/controller.dom.test.ts'],
  },
  {
    name: 'smooth-scroll',
    spec: '§9 smooth scroll 500 ms',
    file: 'packages/widgets/src/core/rules.ts',
    find: 'SCROLL_MS = 500',
    replace: 'SCROLL_MS = 499',
    tests: ['packages/widgets/src/core/rules.test.ts'],
  },
  {
    name: 'autoplay',
    spec: '§4/§9 autoplay 7000 ms',
    file: 'packages/widgets/src/core/carousel.ts',
    find: 'AUTOPLAY_MS = 7000',
    replace: 'AUTOPLAY_MS = 6999',
    tests: ['packages/widgets/src/core/carousel.test.ts'],
  },
  {
    name: 'hover-delay',
    spec: '§4/§9 hover delay 200 ms',
    file: 'packages/site-nav/src/core/layout.ts',
    find: 'HOVER_DELAY_MS = 200',
    replace: 'HOVER_DELAY_MS = 199',
    tests: ['packages/site-nav/src/core/menu.test.ts'],
  },
  {
    name: 'collapse',
    spec: '§9 collapse animation 300 ms',
    file: 'packages/widgets/src/core/rules.ts',
    find: 'COLLAPSE_MS = 300',
    replace: 'COLLAPSE_MS = 299',
    tests: ['packages/widgets/src/core/rules.test.ts'],
  },
  {
    name: 'scroll-debounce',
    spec: '§9 scroll tracking debounce 200 ms',
    file: 'packages/analytics/src/tracker/page-tracking.ts',
    find: 'SCROLL_DEBOUNCE_MS = 200',
    replace: 'SCROLL_DEBOUNCE_MS = 199',
    tests: ['packages/analytics/src/tracker/page-tracking.dom.test.ts'],
  },
  {
    name: 'scroll-decimals',
    spec: '§9 scroll percentage 2 decimals',
    file: 'packages/analytics/src/tracker/page-tracking.ts',
    find: 'Math.round(seen * 100) / 100',
    replace: 'Math.round(seen * 10) / 10',
    tests: ['packages/analytics/src/tracker/page-tracking.dom.test.ts'],
  },
  {
    name: 'goal-polling',
    spec: '§9 goal URL polling 300 ms (flag SDK)',
    files: ldBundles,
    find: '}(300,i)),n()}',
    replace: '}(299,i)),n()}',
    tests: [FLAGS_SDK],
  },
  // §9 Breakpoints
  {
    name: 'desktop-nav',
    spec: '§9 desktop nav 1280',
    file: 'packages/site-nav/src/core/layout.ts',
    find: 'DESKTOP_NAV_MIN_WIDTH = 1280',
    replace: 'DESKTOP_NAV_MIN_WIDTH = 1279',
    tests: ['packages/site-nav/src/core/layout.test.ts', 'packages/site-nav/src/core/menu.test.ts'],
  },
  {
    name: 'mobile-menu',
    spec: '§9 mobile menu 630',
    file: 'packages/site-nav/src/core/layout.ts',
    find: 'MOBILE_MENU_MAX_WIDTH = 630',
    replace: 'MOBILE_MENU_MAX_WIDTH = 631',
    tests: ['packages/site-nav/src/core/layout.test.ts'],
  },
  {
    name: 'header-relative',
    spec: '§9 header relative under 676 px tall',
    file: 'packages/site-nav/src/core/layout.ts',
    find: 'HEADER_RELATIVE_MAX_HEIGHT = 676',
    replace: 'HEADER_RELATIVE_MAX_HEIGHT = 677',
    tests: ['packages/site-nav/src/core/layout.test.ts'],
  },
  {
    name: 'collapsibles',
    spec: '§4/§9 collapsibles 1044',
    file: 'packages/widgets/src/core/rules.ts',
    find: 'COLLAPSIBLE_BREAKPOINT = 1044',
    replace: 'COLLAPSIBLE_BREAKPOINT = 1043',
    tests: ['packages/widgets/src/core/rules.test.ts'],
  },
  {
    name: 'carousel-breakpoint',
    spec: '§9 carousel 775',
    file: 'packages/widgets/src/core/carousel.ts',
    find: 'CAROUSEL_BREAKPOINT = 775',
    replace: 'CAROUSEL_BREAKPOINT = 774',
    tests: ['packages/widgets/src/core/carousel.test.ts'],
  },
  {
    name: 'carousel-item',
    spec: '§9 carousel item width 270 px',
    file: 'packages/widgets/src/core/carousel.ts',
    find: 'ITEM_WIDTH = 270',
    replace: 'ITEM_WIDTH = 269',
    tests: ['packages/widgets/src/core/carousel.test.ts'],
  },
  {
    name: 'expand-text',
    spec: '§9 expand-text 160 px',
    file: 'packages/widgets/src/core/rules.ts',
    find: 'EXPAND_TEXT_HEIGHT = 160',
    replace: 'EXPAND_TEXT_HEIGHT = 159',
    tests: ['packages/widgets/src/core/rules.test.ts'],
  },
  {
    name: 'expand-text-narrow',
    spec: '§9 expand-text 240 px',
    file: 'packages/widgets/src/core/rules.ts',
    find: 'EXPAND_TEXT_NARROW_HEIGHT = 240',
    replace: 'EXPAND_TEXT_NARROW_HEIGHT = 239',
    tests: ['packages/widgets/src/core/rules.test.ts'],
  },
  {
    name: 'expand-text-width',
    spec: '§9 expand-text at 480 px wide',
    file: 'packages/widgets/src/core/rules.ts',
    find: 'EXPAND_TEXT_NARROW_WIDTH = 480',
    replace: 'EXPAND_TEXT_NARROW_WIDTH = 479',
    tests: ['packages/widgets/src/core/rules.test.ts'],
  },
  {
    name: 'lazy-margin',
    spec: '§9 lazy-load margin 400px',
    file: 'packages/scheduled-callback/src/dom/review-widget.ts',
    find: "LAZY_MARGIN = '400px'",
    replace: "LAZY_MARGIN = '399px'",
    tests: ['packages/scheduled-callback/src/dom/review-widget.dom.test.ts'],
  },
  // §9 Cookies
  {
    name: 'visitor-cookie',
    spec: '§9 visitor id 2,592,000 s',
    file: 'packages/core/src/visitor.ts',
    find: 'VISITOR_COOKIE_MAX_AGE = 2_592_000',
    replace: 'VISITOR_COOKIE_MAX_AGE = 2_591_999',
    tests: ['packages/core/src/visitor.dom.test.ts'],
  },
  {
    name: 'analytics-cookie',
    spec: '§9 analytics cookie 365 days',
    file: 'packages/analytics/src/sdk/segment.ts',
    find: 'maxage: 365',
    replace: 'maxage: 364',
    tests: [SEGMENT_TEST],
  },
  {
    name: 'preferred-locale',
    spec: '§9 preferred_locale ~1 year',
    file: 'packages/locale/src/core/locales.ts',
    find: 'PREFERRED_LOCALE_MAX_AGE = 31_536_000',
    replace: 'PREFERRED_LOCALE_MAX_AGE = 31_535_999',
    tests: ['packages/locale/src/core/locales.test.ts'],
  },
  // §9 Search
  {
    name: 'page-size',
    spec: '§9 search page size 24',
    file: 'packages/course-search/src/core/request.ts',
    find: 'PAGE_SIZE = 24',
    replace: 'PAGE_SIZE = 23',
    tests: ['packages/course-search/src/core/request.test.ts', 'packages/course-search/src/core/search.test.ts'],
  },
  {
    name: 'facet-grades',
    spec: '§9 facet size grades 24',
    file: 'packages/course-search/src/core/facets.ts',
    find: 'grades: 24,',
    replace: 'grades: 23,',
    tests: ['packages/course-search/src/core/facets.test.ts', 'packages/course-search/src/core/request.test.ts'],
  },
  {
    name: 'facet-parent-group',
    spec: '§9 facet size parent_group 30',
    file: 'packages/course-search/src/core/facets.ts',
    find: 'parent_group: 30 }',
    replace: 'parent_group: 29 }',
    tests: ['packages/course-search/src/core/facets.test.ts', 'packages/course-search/src/core/request.test.ts'],
  },
  {
    name: 'facet-default',
    spec: '§9 facet size others 10',
    file: 'packages/course-search/src/core/facets.ts',
    find: 'DEFAULT_FACET_SIZE = 10',
    replace: 'DEFAULT_FACET_SIZE = 9',
    tests: ['packages/course-search/src/core/facets.test.ts', 'packages/course-search/src/core/request.test.ts'],
  },
  {
    name: 'inner-hits',
    spec: '§9 nested child inner hits 100',
    file: 'packages/course-search/src/core/request.ts',
    find: 'CHILD_INNER_HITS = 100',
    replace: 'CHILD_INNER_HITS = 99',
    tests: ['packages/course-search/src/core/request.test.ts'],
  },
  {
    name: 'group-size',
    spec: "§9 5 per group then '+N more'",
    file: 'packages/navbar-search/src/core/groups.ts',
    find: 'GROUP_SIZE = 5',
    replace: 'GROUP_SIZE = 4',
    tests: ['packages/navbar-search/src/core/groups.test.ts'],
  },
  // §9 Lead form, Callback
  {
    name: 'phone-max',
    spec: '§9 phone maximum 15',
    file: 'packages/lead-wizard/src/core/fields/phone.ts',
    find: 'PHONE_MAX_LENGTH = 15',
    replace: 'PHONE_MAX_LENGTH = 14',
    tests: ['packages/lead-wizard/src/core/fields/phone.test.ts', 'packages/lead-wizard/src/core/fields/phone-rules.test.ts'],
  },
  {
    name: 'name-min',
    spec: '§9 name minimum 3',
    file: 'packages/lead-wizard/src/core/fields/validators.ts',
    find: 'NAME_MIN_LENGTH = 3',
    replace: 'NAME_MIN_LENGTH = 2',
    tests: ['packages/lead-wizard/src/core/fields/validators.test.ts'],
  },
  {
    name: 'now-ahead',
    spec: "§4/§9 'Now' 5 minutes ahead",
    file: 'packages/scheduled-callback/src/core/contact-hours.ts',
    find: 'CALL_LEAD_MINUTES = 5',
    replace: 'CALL_LEAD_MINUTES = 4',
    tests: ['packages/scheduled-callback/src/core/grouping.test.ts', 'packages/scheduled-callback/src/core/contact-hours.test.ts'],
  },
  {
    name: 'range-minutes',
    spec: '§9 15-minute range',
    file: 'packages/scheduled-callback/src/core/grouping.ts',
    find: 'RANGE_MINUTES = 15',
    replace: 'RANGE_MINUTES = 14',
    tests: ['packages/scheduled-callback/src/core/grouping.test.ts'],
  },
  // §8/§9 Analytics: our options, then the SDK's own numbers
  {
    name: 'queue-cap',
    spec: '§9 analytics queue cap 512',
    file: 'packages/core/src/analytics.ts',
    find: 'TRACK_BACKLOG_CAP = 512',
    replace: 'TRACK_BACKLOG_CAP = 511',
    tests: ['packages/core/src/analytics.test.ts'],
  },
  {
    name: 'batch-size',
    spec: '§9 10 events per batch',
    file: 'packages/analytics/src/sdk/segment.ts',
    find: 'size: 10,',
    replace: 'size: 11,',
    tests: [SEGMENT_TEST],
  },
  {
    name: 'flush-timeout',
    spec: '§9 flush timeout 5000 ms (§8 429 without header)',
    file: 'packages/analytics/src/sdk/segment.ts',
    find: 'timeout: 5000',
    replace: 'timeout: 4999',
    tests: [SEGMENT_TEST],
  },
  {
    name: 'max-retries',
    spec: '§9 max 10 retries',
    file: 'packages/analytics/src/sdk/segment.ts',
    find: 'maxRetries: 10',
    replace: 'maxRetries: 9',
    tests: [SEGMENT_TEST],
  },
  {
    name: 'sdk-batch-64kb',
    spec: '§9 batch at most 64 KB',
    files: both('plugins/segmentio/batched-dispatcher.js'),
    find: 'if (size >= 64)',
    replace: 'if (size >= 63)',
    tests: [SEGMENT_TEST],
  },
  {
    name: 'sdk-flush-450kb',
    spec: '§9 flush size 450 KB',
    files: both('plugins/segmentio/batched-dispatcher.js'),
    find: 'MAX_PAYLOAD_SIZE = 500',
    replace: 'MAX_PAYLOAD_SIZE = 501',
    tests: [SEGMENT_TEST],
  },
  {
    name: 'sdk-keepalive-54kb',
    spec: '§9 keepalive 54 KB',
    files: both('plugins/segmentio/batched-dispatcher.js'),
    find: 'MAX_KEEPALIVE_SIZE = 64',
    replace: 'MAX_KEEPALIVE_SIZE = 65',
    tests: [SEGMENT_TEST],
  },
  {
    name: 'sdk-429-seconds',
    spec: '§8 429 x-ratelimit-reset in seconds',
    files: both('plugins/segmentio/batched-dispatcher.js'),
    find: 'parseInt(retryTimeoutStringSecs) * 1000',
    replace: 'parseInt(retryTimeoutStringSecs) * 999',
    tests: [SEGMENT_TEST],
  },
  {
    name: 'sdk-500-retried',
    spec: '§8 500 or above retried',
    files: both('plugins/segmentio/batched-dispatcher.js'),
    find: 'res.status >= 500',
    replace: 'res.status >= 501',
    tests: [SEGMENT_TEST],
  },
  {
    name: 'sdk-queue-attempts',
    spec: '§9 max 10 retries (event queue)',
    files: both('core/analytics/index.js'),
    find: 'retryQueue ? 10 : 1',
    replace: 'retryQueue ? 9 : 1',
    tests: [SEGMENT_TEST],
  },
  {
    name: 'sdk-backoff-base',
    spec: '§9 retry backoff base 500 ms',
    files: [`${SEGMENT_CORE}/cjs/priority-queue/backoff.js`, `${SEGMENT_CORE}/esm/priority-queue/backoff.js`],
    find: 'minTimeout = _a === void 0 ? 500 : _a',
    replace: 'minTimeout = _a === void 0 ? 499 : _a',
    tests: [SEGMENT_TEST],
  },
  {
    name: 'sdk-backoff-factor',
    spec: '§9 retry backoff factor 2',
    files: [`${SEGMENT_CORE}/cjs/priority-queue/backoff.js`, `${SEGMENT_CORE}/esm/priority-queue/backoff.js`],
    find: 'factor = _b === void 0 ? 2 : _b',
    replace: 'factor = _b === void 0 ? 3 : _b',
    tests: [SEGMENT_TEST],
  },
  {
    name: 'sdk-backoff-jitter',
    spec: '§9 retry backoff jitter',
    files: [`${SEGMENT_CORE}/cjs/priority-queue/backoff.js`, `${SEGMENT_CORE}/esm/priority-queue/backoff.js`],
    find: 'var random = Math.random() + 1;',
    replace: 'var random = 1;',
    tests: [SEGMENT_TEST],
  },
  {
    name: 'sdk-metrics-queue',
    spec: '§9 metrics queue 20',
    files: both('core/stats/remote-metrics.js'),
    find: '_d !== void 0 ? _d : 20;',
    replace: '_d !== void 0 ? _d : 19;',
    tests: [SEGMENT_TEST],
  },
  {
    name: 'sdk-metrics-flush',
    spec: '§9 metrics flush 30 s',
    files: both('core/stats/remote-metrics.js'),
    find: '_c : 30 * 1000;',
    replace: '_c : 30 * 999;',
    tests: [SEGMENT_TEST],
  },
  // §8/§9 Feature flags: our options, then the SDK's own numbers and texts
  {
    name: 'flags-init-timeout',
    spec: '§9 flags init timeout 5 s',
    file: 'packages/analytics/src/sdk/flags.ts',
    find: 'FLAGS_INIT_TIMEOUT_S = 5',
    replace: 'FLAGS_INIT_TIMEOUT_S = 4.999',
    tests: [FLAGS_SDK],
  },
  {
    name: 'flags-event-capacity',
    spec: '§9 flags event capacity 100',
    file: 'packages/analytics/src/sdk/flags.ts',
    find: 'eventCapacity: 100',
    replace: 'eventCapacity: 99',
    tests: [FLAGS_SDK],
  },
  {
    name: 'flags-flush-interval',
    spec: '§9 flags flush interval 2000 ms',
    file: 'packages/analytics/src/sdk/flags.ts',
    find: 'flushInterval: 2000',
    replace: 'flushInterval: 2001',
    tests: [FLAGS_SDK],
  },
  {
    name: 'flags-reconnect',
    spec: '§9 stream reconnect 1000 ms',
    file: 'packages/analytics/src/sdk/flags.ts',
    find: 'streamReconnectDelay: 1000',
    replace: 'streamReconnectDelay: 999',
    tests: [FLAGS_SDK],
  },
  {
    name: 'flags-diagnostics',
    spec: '§9 diagnostic interval 900000 ms',
    file: 'packages/analytics/src/sdk/flags.ts',
    find: 'diagnosticRecordingInterval: 900_000',
    replace: 'diagnosticRecordingInterval: 899_999',
    tests: [FLAGS_SDK],
  },
  {
    name: 'sdk-reconnect-max',
    spec: '§9 stream reconnect doubling to 30000 ms',
    files: ldBundles,
    find: 'return e>3e4?3e4:e}',
    replace: 'return e>29999?29999:e}',
    tests: [FLAGS_SDK],
  },
  {
    name: 'sdk-reconnect-doubling',
    spec: '§9 stream reconnect doubling',
    files: ldBundles,
    find: 'l*Math.pow(2,w)',
    replace: 'l*Math.pow(3,w)',
    tests: [FLAGS_SDK],
  },
  {
    name: 'sdk-read-timeout',
    spec: '§9 stream read timeout 300000 ms',
    files: ldBundles,
    find: 'readTimeoutMillis:3e5}',
    replace: 'readTimeoutMillis:299999}',
    tests: [FLAGS_SDK],
  },
  {
    name: 'sdk-heartbeat-timeout',
    spec: '§9 stream read timeout 300000 ms (EventSource)',
    files: ldBundles,
    find: 'var a=3e5;',
    replace: 'var a=299999;',
    tests: [FLAGS_SDK],
  },
  {
    name: 'sdk-unrecoverable-4xx',
    spec: '§8 unrecoverable: 4xx but 400, 408, 429',
    files: ldBundles,
    find: '(400===e||408===e||429===e)',
    replace: '(400===e||408===e||429===e||401===e)',
    tests: [FLAGS_SDK],
  },
  {
    name: 'sdk-recoverable-408',
    spec: '§8 408 recoverable',
    files: ldBundles,
    find: '(400===e||408===e||429===e)',
    replace: '(400===e||429===e)',
    tests: [FLAGS_SDK],
  },
  {
    name: 'sdk-msg-env',
    spec: "§8 'Environment not found'",
    files: ldBundles,
    find: 'return"Environment not found.',
    replace: 'return"Environment missing.',
    tests: [FLAGS_SDK],
  },
  {
    name: 'sdk-msg-fetch',
    spec: "§8 'Error fetching flag settings'",
    files: ldBundles,
    find: 'return"Error fetching flag settings: "',
    replace: 'return"Error fetching flags: "',
    tests: [FLAGS_SDK],
  },
  {
    name: 'sdk-msg-content-type',
    spec: "§8 'Expected application/json content type'",
    files: ldBundles,
    find: "return'Expected application/json content type",
    replace: "return'Expected JSON content type",
    tests: [FLAGS_SDK],
  },
  {
    name: 'sdk-msg-no-context',
    spec: "§8 'No context specified.'",
    files: ldBundles,
    find: 'return"No context specified.',
    replace: 'return"No context given.',
    tests: [FLAGS_SDK],
  },
  {
    name: 'sdk-msg-invalid-context',
    spec: "§8 'Invalid context specified.'",
    files: ldBundles,
    find: 'return"Invalid context specified.',
    replace: 'return"Invalid context.',
    tests: [FLAGS_SDK],
  },
  {
    name: 'sdk-msg-timeout',
    spec: '§8 init times out with a message',
    files: ldBundles,
    find: '} timed out after ${',
    replace: '} gave up after ${',
    tests: [FLAGS_SDK],
  },
  {
    name: 'flag-check-error',
    spec: "§8 'Error checking feature flag', flag false",
    file: 'packages/core/src/analytics.ts',
    find: "console.error('Error checking feature flag'",
    replace: "console.error('Error checking flag'",
    tests: ['packages/core/src/analytics.test.ts'],
  },
];

const args = process.argv.slice(2);
const arg = (name) => {
  const i = args.indexOf(name);
  return i < 0 ? null : (args[i + 1] ?? '');
};
const only = arg('--only');
const selected = only ? CONSTANTS.filter((c) => only.split(',').some((n) => c.name === n.trim())) : CONSTANTS;
if (only && selected.length === 0) {
  console.error(`--only ${only}: no such constant (known: ${CONSTANTS.map((c) => c.name).join(', ')})`);
  process.exit(2);
}
if (args.includes('--list')) {
  for (const c of selected) console.log(`${c.name.padEnd(26)} ${c.spec}`);
  process.exit(0);
}

const git = (...a) => execFileSync('git', ['-C', ROOT, ...a], { encoding: 'utf8' });
const count = (text, find) =>
  typeof find === 'string' ? text.split(find).length - 1 : (text.match(new RegExp(find.source, 'g')) ?? []).length;
const filesOf = (c) => c.files ?? [c.file];

/** Checks the table against the real tree before anything runs: a stale search string fails loudly, not as a "caught". */
function checkTable() {
  const problems = [];
  for (const c of selected) {
    for (const file of filesOf(c)) {
      const full = path.join(ROOT, file);
      if (!fs.existsSync(full)) problems.push(`${c.name}: ${file} does not exist`);
      else if (count(fs.readFileSync(full, 'utf8'), c.find) !== 1)
        problems.push(`${c.name}: ${String(c.find)} is not found exactly once in ${file}`);
    }
    for (const test of c.tests) if (!fs.existsSync(path.join(ROOT, test))) problems.push(`${c.name}: test ${test} does not exist`);
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(2);
  }
}

/** Removes copies left by a run that was killed (the developer's tree was never touched). */
function removeStaleCopies() {
  const tmp = fs.realpathSync(os.tmpdir());
  for (const line of git('worktree', 'list', '--porcelain').split('\n')) {
    const dir = line.startsWith('worktree ') ? line.slice(9) : null;
    if (dir && path.basename(dir).startsWith(PREFIX) && fs.realpathSync(path.dirname(dir)) === tmp) removeCopy(dir);
  }
  git('worktree', 'prune');
}

function removeCopy(dir) {
  try {
    git('worktree', 'remove', '--force', dir);
  } catch {
    /* already gone from git's list */
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

/** A node_modules folder of the copy: a real folder whose entries link to the repository's (relative links, the workspace packages, stay relative: they then point into the copy). */
function linkModules(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    // Caches are the copy's own (vite's, vitest's results): nothing is written into the repository's.
    if (['.vite', '.vite-temp', '.cache'].includes(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) {
      const link = fs.readlinkSync(source);
      fs.symlinkSync(link, target);
    } else if (entry.isDirectory() && entry.name.startsWith('@')) linkModules(source, target);
    else fs.symlinkSync(source, target);
  }
}

/** The copy: HEAD checked out in os.tmpdir(), the tree's changes and untracked files over it, node_modules linked. */
function makeCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
  git('worktree', 'add', '--detach', '--quiet', dir, 'HEAD');
  const changed = git('diff', '--name-only', '--no-renames', 'HEAD').split('\n').filter(Boolean);
  const untracked = git('ls-files', '--others', '--exclude-standard').split('\n').filter(Boolean);
  for (const file of [...changed, ...untracked]) {
    const source = path.join(ROOT, file);
    const target = path.join(dir, file);
    if (!fs.existsSync(source)) fs.rmSync(target, { force: true });
    else if (fs.statSync(source).isFile()) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(source, target);
    }
  }
  const moduleDirs = ['node_modules', ...fs.readdirSync(path.join(ROOT, 'packages')).map((p) => `packages/${p}/node_modules`)];
  for (const modules of moduleDirs)
    if (fs.existsSync(path.join(ROOT, modules))) linkModules(path.join(ROOT, modules), path.join(dir, modules));
  return dir;
}

/** Makes `file` of the copy a file of its own: an SDK's package is copied as hard links (same disk, no space), then the file unlinked before it is written. */
function ownFile(copy, file) {
  const parts = file.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at >= 0) {
    const pkgEnd = parts[at + 1].startsWith('@') ? at + 3 : at + 2;
    const pkg = parts.slice(0, pkgEnd).join('/');
    const inCopy = path.join(copy, pkg);
    if (fs.lstatSync(inCopy).isSymbolicLink()) {
      const real = fs.realpathSync(inCopy);
      fs.rmSync(inCopy);
      const cp = spawnSync('cp', ['-al', real, inCopy]);
      if (cp.status !== 0) fs.cpSync(real, inCopy, { recursive: true });
    }
  }
  const full = path.join(copy, file);
  const text = fs.readFileSync(full, 'utf8');
  fs.rmSync(full);
  fs.writeFileSync(full, text);
  return full;
}

function vitest(copy, tests, bail) {
  const bin = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
  const run = spawnSync(
    process.execPath,
    [bin, 'run', '--project', 'unit', '--project', 'dom', '--reporter', 'dot', ...(bail ? ['--bail', '1'] : []), ...tests],
    {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  // eslint-disable-next-line no-control-regex
  const output = `${run.stdout}\n${run.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
  return { status: run.status, output, failedTests: /Tests\s+\d+ failed/.test(output) || /Failed Tests \d+/.test(output) };
}

checkTable();
removeStaleCopies();
const started = Date.now();
let copy = null;
const cleanUp = () => {
  if (copy) removeCopy(copy);
  copy = null;
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });

const rows = [];
try {
  copy = makeCopy();
  const allTests = [...new Set(selected.flatMap((c) => c.tests))];
  process.stdout.write(`Baseline: ${allTests.length} test files on the unmutated copy… `);
  const baseline = vitest(copy, allTests, false);
  if (baseline.status !== 0) {
    console.log('FAILED\n' + baseline.output.slice(-6000));
    throw new Error('the tests fail without a mutation: fix them first');
  }
  console.log(`green (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  for (const c of selected) {
    const t0 = Date.now();
    const saved = filesOf(c).map((file) => {
      const full = ownFile(copy, file);
      const text = fs.readFileSync(full, 'utf8');
      fs.writeFileSync(full, text.replace(c.find, c.replace));
      return { full, text };
    });
    let result;
    try {
      result = vitest(copy, c.tests, true);
    } finally {
      for (const { full, text } of saved) fs.writeFileSync(full, text);
    }
    const caught = result.status !== 0 && result.failedTests ? 'yes' : result.status !== 0 ? 'ERROR' : 'NO';
    rows.push({ ...c, caught, seconds: (Date.now() - t0) / 1000 });
    console.log(`${caught === 'yes' ? '  caught ' : '! ' + caught.padEnd(6)} ${c.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    if (caught === 'ERROR') console.log(result.output.slice(-3000));
  }
} finally {
  cleanUp();
}

const short = (value) => (value.length > 44 ? value.slice(0, 41) + '…' : value);
const table = [
  ['constant', 'spec', 'mutation', 'caught'],
  ...rows.map((r) => [r.name, r.spec, short(`${String(r.find)} → ${r.replace}`), r.caught]),
];
const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
console.log('\n' + table.map((row) => '| ' + row.map((cell, i) => cell.padEnd(widths[i])).join(' | ') + ' |').join('\n'));
const survived = rows.filter((r) => r.caught !== 'yes');
console.log(`\n${rows.length - survived.length}/${rows.length} mutants caught in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (survived.length) {
  console.log(`Survived or errored: ${survived.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
