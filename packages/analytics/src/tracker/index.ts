// stub: replaced by the tracker branch
import type { AnalyticsDestination } from '@vt-elements/core';

export interface ActionTrackerSettings {
  endpoint: string;
  applicationId: string;
  authorization?: string;
  divisionId?: string;
  contentVersion?: string;
}

// stub: replaced by the tracker branch
export function startActionTracker(settings: ActionTrackerSettings): { destination: AnalyticsDestination; stop(): void } {
  void settings;
  return { destination: { name: 'action-tracker', track() {} }, stop() {} };
}

// stub: replaced by the tracker branch
export function startPageTracking(options: { scroll: boolean }): () => void {
  void options;
  return () => {};
}
