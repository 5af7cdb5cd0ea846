export { scheduledCallbackDefinition } from './definition';
export type { CallbackConfirmDetail, CallbackSlotsDetail, ScheduledCallbackEventMap } from './events';
export { mountCallback, type CallbackViewSettings, type MountedCallback } from './view/scheduled-callback';
export { schedulerErrorPanel, type SchedulerErrorPanelOptions } from './view/error-panel';
export { scheduledCallbackStyles } from './view/styles';
export { EN, TEXTS, checkCallbackTexts, type CallbackTexts } from './core/texts';
