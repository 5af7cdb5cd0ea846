// The package's public entry (issue 40): its definition, its event types and the texts a page may
// override with data-texts. The element itself is the ./element subpath: importing it defines the
// tag (LeadWizardElement).
export { leadWizardDefinition } from './definition';
export type { StepChangeDetail, LeadSubmitDetail, LeadSuccessDetail, LeadErrorDetail, LeadWizardEventMap } from './events';
export { TEXTS, type LeadTexts } from './core/texts';
// The form's own rules, for the authors' checker (packages/author, issue 41): it reads the panels,
// follows the paths and decides the submit actions with these, as the element does.
export {
  readPanel,
  isAction,
  panelIndex,
  PANEL_TYPES,
  ACTION_NAMES,
  INTERSTITIAL_DEFAULT_DELAY_S,
  isVisibleInput,
  type Panel,
  type PanelType,
  type ActionName,
  type Condition,
} from './core/panel';
export { allPaths, MAX_PATH } from './core/paths';
export { fillPlaceholders } from './core/placeholders';
export { parseBound } from './core/fields/multiple-choice';
export { VALUELESS_INPUT_TYPES } from './core/fields/field-value';
export { LEAD_ACTIONS, isLeadAction, writtenFields, stepAction, type LeadAction } from './core/submit/types';
export { isTutorFlow, defaultThankYouRoute } from './core/submit/redirect';
