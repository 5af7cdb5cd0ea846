// The package's public entry (issue 40): its definition, its event types and the texts a page may
// override with data-texts. The element itself is the ./element subpath: importing it defines the
// tag (LeadWizardElement).
export { leadWizardDefinition } from './definition';
export type { StepChangeDetail, LeadSubmitDetail, LeadSuccessDetail, LeadErrorDetail, LeadWizardEventMap } from './events';
export { TEXTS, type LeadTexts } from './core/texts';
