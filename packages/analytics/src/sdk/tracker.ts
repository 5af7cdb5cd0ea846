// The action tracker's chunk (rollup names a dynamic import's chunk after the module it imports).
export { startActionTracker, startPageTracking } from '../tracker/index';
