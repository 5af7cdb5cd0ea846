export { scheduledCallbackDefinition } from './definition';
export type { CallbackConfirmDetail, CallbackSlotsDetail, ScheduledCallbackEventMap } from './events';
export { ScheduledCallback, type ScheduledCallbackProps } from './view/scheduled-callback';
export { SchedulerErrorPanel, type SchedulerErrorPanelProps } from './view/error-panel';
export { scheduledCallbackStyles } from './view/styles';
export { EN, TEXTS, checkCallbackTexts, type CallbackTexts } from './core/texts';
