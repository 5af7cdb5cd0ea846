export { ModalElement } from './modal-element';
export { ShareElement } from './share-element';
export { modalDefinition, shareDefinition } from './definition';
export * from './core/share';
export * from './core/triggers';
export * from './core/share-texts';
// The APG modal dialog is the core's (the locale suggestion uses it too); re-exported where it was.
export { openModal, lockScroll, unlockScroll, modalOpen, type OpenOptions } from '@vt-elements/core';
