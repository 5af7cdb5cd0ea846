export { AnalyticsElement, startAnalytics, type Started } from './element';
export { analyticsDefinition } from './definition';
export type { AnalyticsSettings } from './core/settings';
export { watchFlaggedElements, FLAG_ON_ATTRIBUTE } from './dom/flag-visibility';
