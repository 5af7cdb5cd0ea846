// The runtime halves of both definitions (docs: definition.ts). Each element imports its own
// file, so <vt-modal> does not carry <vt-share>'s texts.
export { modalRuntime } from './modal-runtime-definition';
export { shareRuntime } from './share-runtime-definition';
