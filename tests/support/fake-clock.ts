import type { Clock } from '../../packages/core/src/clock';

/** A manual clock for tests (tests/support: not in src/, not exported, never bundled): time moves only with `tick(ms)`. */
export class FakeClock implements Clock {
  time = 0;
  #timers = new Map<number, { at: number; run: () => void }>();
  #next = 1;
  now(): number {
    return this.time;
  }
  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.#next++;
    this.#timers.set(id, { at: this.time + ms, run: callback });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.#timers.delete(handle as number);
  }
  /** Advances time, running due timers in order. */
  tick(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.#timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.#timers.delete(due[0]);
      this.time = due[1].at;
      due[1].run();
    }
    this.time = end;
  }
  get pending(): number {
    return this.#timers.size;
  }
}
