import { guardConsole } from './support/console';

// Issue 51: an unexpected console.error or console.warn fails the test (tests/support/console.ts).
guardConsole();
