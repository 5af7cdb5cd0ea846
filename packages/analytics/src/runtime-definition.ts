import type { ElementRuntime } from '@vt-elements/core';

/**
 * What the bundle needs of the definition (docs: definition.ts): its settings, listed once here.
 * Their type is Config<typeof analyticsRuntime> (core/settings.ts), parsed by the core's parsers.
 */
export const analyticsRuntime = {
  tag: 'vt-analytics',
  attributes: {
    'data-segment-write-key': { type: 'string' },
    'data-segment-cdn': { type: 'string' },
    'data-segment-api-host': { type: 'string' },
    'data-segment-scroll': { type: 'boolean', default: false },
    'data-flags-client-id': { type: 'string' },
    'data-flags-base-url': { type: 'string' },
    'data-tracker-endpoint': { type: 'string' },
    'data-application-id': { type: 'string' },
    'data-division-id': { type: 'string' },
    'data-content-version': { type: 'string' },
    'data-user-id': { type: 'string' },
    // Spec §3: the string 'undefined' when unknown.
    'data-page-request-id': { type: 'string', default: 'undefined' },
  },
} satisfies ElementRuntime;

export type SettingName = keyof typeof analyticsRuntime.attributes;

/**
 * Each setting's fallback: the page's meta tag named as its attribute with `vt-` for `data-`
 * (`data-segment-write-key` ↔ `<meta name="vt-segment-write-key">`); the attribute wins.
 */
export const metaName = (setting: SettingName): string => setting.replace('data-', 'vt-');

/** The settings that are URLs: an attribute's must pass the page's URL policy; a meta tag's is resolved against the page. */
export const URL_SETTINGS: ReadonlySet<SettingName> = new Set([
  'data-segment-cdn',
  'data-segment-api-host',
  'data-flags-base-url',
  'data-tracker-endpoint',
]);

/**
 * Required settings: each switches one part on, and the others work without it. A page missing
 * one is told once ('Missing meta tags: …', spec §8) and runs without that part.
 * - segment-write-key: analytics (Segment);
 * - flags-client-id: feature flags (else every flag reads false);
 * - tracker-endpoint and application-id: the action tracker.
 */
export const REQUIRED_SETTINGS: readonly SettingName[] = [
  'data-segment-write-key',
  'data-flags-client-id',
  'data-tracker-endpoint',
  'data-application-id',
];
