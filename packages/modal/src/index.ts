export { ModalElement } from './modal-element';
export { ShareElement } from './share-element';
export { modalDefinition, shareDefinition } from './definition';
export * from './core/share';
export * from './core/triggers';
export * from './core/texts';
export * from './core/share-texts';
export { openModal, lockScroll, unlockScroll, modalOpen, type OpenOptions } from './dom/dialog';
