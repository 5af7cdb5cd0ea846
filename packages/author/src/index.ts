export { FINDING_KINDS, type AuthorNode, type Finding, type FindingKind, type PageModel } from './core/model';
export { checkPage, checkElement } from './core/check';
export { ELEMENTS, ELEMENT_TAGS, BEHAVIOURS, elementDefinition, attributeSpec, type Behaviour } from './core/registry';
export { PANEL_ATTRIBUTES } from './core/lead-form';
