import { cloak, createElementClass, defineElement } from '@vt-elements/core';
import { leadWizardRuntime } from './runtime-definition';
import { LeadWizard } from './view/lead-wizard';
import { leadWizardStyles } from './view/styles';
import { fieldStyles } from './dom/fields';

/** `<vt-lead-wizard>`; define it under another name with `customElements.define('acme-lead-form', LeadWizardElement)`. */
export const LeadWizardElement = createElementClass({
  definition: leadWizardRuntime,
  view: LeadWizard,
  styles: leadWizardStyles + fieldStyles,
});

// Before the upgrade (a page may import this module without the autoloader): see core/cloak.ts.
cloak(document);
defineElement(leadWizardRuntime, LeadWizardElement);
