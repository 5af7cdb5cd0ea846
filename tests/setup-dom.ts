import { BroadcastChannel, MessageChannel, MessagePort } from 'node:worker_threads';
import { guardConsole } from './support/console';

// The dom project runs each file in its own VM context (pool vmThreads), which has happy-dom's
// globals but not these of Node's that React's scheduler and MSW use.
Object.assign(globalThis, {
  BroadcastChannel: globalThis.BroadcastChannel ?? BroadcastChannel,
  MessageChannel: globalThis.MessageChannel ?? MessageChannel,
  MessagePort: globalThis.MessagePort ?? MessagePort,
});

// Issue 51: an unexpected console.error or console.warn fails the test (tests/support/console.ts).
guardConsole();
