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

/** Spec §9: the start of today (the visitor's day, local midnight) as RFC 3339: where the searches' start_dates begin. */
export function startOfToday(now: Date): string {
  const day = new Date(now.getTime());
  day.setHours(0, 0, 0, 0);
  return day.toISOString();
}
