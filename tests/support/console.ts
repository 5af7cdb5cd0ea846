import { afterEach, expect } from 'vitest';

/**
 * Issue 51: a test that silenced console.error passed whatever was logged, or not logged. Here an
 * unexpected console.error or console.warn fails the test that made it (the guard is set up for
 * the unit and dom projects by tests/setup-unit.ts and tests/setup-dom.ts), and a test that expects
 * one says so, with the exact messages: `expectConsoleError('[vt-elements] vt-x: what failed')`.
 * The guard then keeps those out of the output and checks, after the test, that exactly these
 * were logged, in this order (the first argument of each call: reportError's message names the
 * source and the cause, spec §8).
 */

type Method = 'error' | 'warn';
const METHODS: readonly Method[] = ['error', 'warn'];

interface GuardState {
  /** Per method: the messages the running test expects, or null when it expects none. */
  expected: Record<Method, string[] | null>;
  /** Per method: what the running test logged. */
  logged: Record<Method, string[]>;
}

const GUARD = Symbol.for('vt-elements.console-guard');
type Guarded = typeof globalThis & { [GUARD]?: GuardState };

const first = (args: unknown[]) => {
  const [message] = args;
  return typeof message === 'string' ? message : message instanceof Error ? message.message : String(message);
};

/**
 * Installs the guard once per realm (the unit project runs its setup file again for each test
 * file in one realm) and checks each test after it ran. Called by the projects' setup files.
 */
export function guardConsole(): void {
  const g = globalThis as Guarded;
  if (!g[GUARD]) {
    const state: GuardState = { expected: { error: null, warn: null }, logged: { error: [], warn: [] } };
    g[GUARD] = state;
    for (const method of METHODS) {
      const original = console[method].bind(console);
      console[method] = (...args: unknown[]) => {
        state.logged[method].push(first(args));
        // Expected: kept out of the output. Unexpected: shown, and the test fails after it.
        if (state.expected[method] === null) original(...args);
      };
    }
  }
  const state = g[GUARD];
  afterEach(() => {
    const problems: string[] = [];
    for (const method of METHODS) {
      const logged = state.logged[method].splice(0);
      const expected = state.expected[method];
      state.expected[method] = null;
      if (expected === null) {
        if (logged.length)
          problems.push(
            `unexpected console.${method} (a test that expects one calls expectConsole${method === 'error' ? 'Error' : 'Warn'}(…messages)):\n  ${logged.join('\n  ')}`,
          );
      } else {
        try {
          expect(logged, `console.${method} messages`).toEqual(expected);
        } catch (error) {
          problems.push((error as Error).message);
        }
      }
    }
    if (problems.length) throw new Error(problems.join('\n'));
  });
}

function expectConsole(method: Method, messages: string[]): void {
  const state = (globalThis as Guarded)[GUARD];
  if (!state) throw new Error('the console guard is not set up (tests/setup-unit.ts, tests/setup-dom.ts)');
  state.expected[method] = [...(state.expected[method] ?? []), ...messages];
}

/** The running test expects console.error to log exactly these messages (first arguments), in order. */
export function expectConsoleError(...messages: string[]): void {
  expectConsole('error', messages);
}

/** The running test expects console.warn to log exactly these messages (first arguments), in order. */
export function expectConsoleWarn(...messages: string[]): void {
  expectConsole('warn', messages);
}

/** What the running test has logged so far with console[method] (for an assertion mid-test). */
export function consoleLogged(method: Method = 'error'): readonly string[] {
  return [...((globalThis as Guarded)[GUARD]?.logged[method] ?? [])];
}
