/**
 * Error reporting (spec §8): every failure goes to the console and to the page's reporter.
 * A page plugs its reporter in with `window.vtErrorReporter = (error, context) => …` (set before
 * or after the elements load) or listens for the `vt-error` event on `window`.
 */

export interface ErrorContext {
  /** What reported it, e.g. `vt-cart-badge` or `autoload`. */
  source: string;
  [key: string]: unknown;
}

export type ErrorReporter = (error: Error, context: ErrorContext) => void;

declare global {
  interface Window {
    vtErrorReporter?: ErrorReporter;
  }
}

// Kept on the global: the autoloader bundles its own copy of this module, and reporters added
// through the elements' copy must hear about its failures too.
const shared = globalThis as typeof globalThis & { __vtErrorReporters?: Set<ErrorReporter> };
const reporters = (shared.__vtErrorReporters ??= new Set<ErrorReporter>());

/** Adds a reporter (e.g. an error-tracking service); returns a function that removes it. */
export function addErrorReporter(reporter: ErrorReporter): () => void {
  reporters.add(reporter);
  return () => reporters.delete(reporter);
}

export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  return new Error(typeof value === 'string' ? value : safeString(value));
}

function safeString(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Reports a failure; never throws, so a broken reporter cannot break the page. */
export function reportError(value: unknown, context: ErrorContext): Error {
  const error = toError(value);
  const all: ErrorReporter[] = [...reporters];
  const g = globalThis as typeof globalThis & { vtErrorReporter?: ErrorReporter };
  if (typeof g.vtErrorReporter === 'function') all.push(g.vtErrorReporter);
  try {
    console.error(`[vt-elements] ${context.source}: ${error.message}`, error);
  } catch {
    /* a console replaced by the page may throw */
  }
  for (const reporter of all) {
    try {
      reporter(error, context);
    } catch {
      /* ignore a failing reporter */
    }
  }
  if (typeof window !== 'undefined' && typeof CustomEvent === 'function') {
    try {
      window.dispatchEvent(new CustomEvent('vt-error', { detail: { error, context } }));
    } catch {
      /* ignore */
    }
  }
  return error;
}
