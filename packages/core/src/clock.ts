/** Time for code with delays (spec §9), injectable so tests need no real waiting. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function delay(ms: number, clock: Clock = systemClock): Promise<void> {
  return new Promise((resolve) => clock.setTimeout(resolve, ms));
}
