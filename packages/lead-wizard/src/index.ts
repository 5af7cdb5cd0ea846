export { renderProgress, renderSubmitError } from './view/chrome';
export { LeadWizardController, type ControllerSettings, type WizardView } from './dom/controller';
export { leadWizardDefinition } from './definition';
export * from './core/panel';
export * from './core/conditions';
export * from './core/paths';
export * from './core/placeholders';
export * from './core/wizard';
export { LEAD_TEXTS, checkLeadTexts, localize, type LeadTexts } from './core/texts';
