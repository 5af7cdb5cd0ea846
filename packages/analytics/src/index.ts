export { AnalyticsElement, startAnalytics } from './element';
export { analyticsDefinition } from './definition';
export * from './core/settings';
export * from './core/segment-destination';
export { watchFlaggedElements, FLAG_ON_ATTRIBUTE } from './dom/flag-visibility';
