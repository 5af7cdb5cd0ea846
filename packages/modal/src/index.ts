// The package's public entry (issue 40): the two elements, their definitions and event types. The
// modal dialog itself (openModal, lockScroll…) is the core's: import it from @vt-elements/core.
export { ModalElement } from './modal-element';
export { ShareElement } from './share-element';
export { modalDefinition, shareDefinition } from './definition';
export type { ModalEventDetail, ModalEventMap } from './events';
