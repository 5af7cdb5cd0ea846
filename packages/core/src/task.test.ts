import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { afterPaint, FRAME_FALLBACK_MS } from './after-paint';
import { nextTask, whenIdle } from './task';

describe('nextTask', () => {
  it('runs in a later task, after the microtasks of this one; a cancelled run never happens', async () => {
    const order: string[] = [];
    nextTask(() => order.push('task'));
    const cancel = nextTask(() => order.push('cancelled'));
    queueMicrotask(() => order.push('microtask'));
    cancel();
    order.push('sync');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['sync', 'microtask', 'task']);
  });
});

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the browser for an idle moment, at most `timeout` ms away; cancelled, it is given back', () => {
    const asked: [number, IdleRequestOptions | undefined][] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (_run: IdleRequestCallback, options?: IdleRequestOptions) =>
      asked.push([asked.length + 1, options]),
    );
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    whenIdle(() => {}, 500);
    const cancel = whenIdle(() => {});
    cancel();
    expect(asked).toEqual([
      [1, { timeout: 500 }],
      [2, { timeout: 2000 }],
    ]);
    expect(cancelled).toEqual([2]);
  });

  it('without requestIdleCallback (Safari): in the next task, and cancellable', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const order: string[] = [];
    whenIdle(() => order.push('idle'));
    whenIdle(() => order.push('cancelled'))();
    order.push('sync');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['sync', 'idle']);
  });
});

describe('afterPaint (issue 38: what a click can leave for later waits for its paint)', () => {
  afterEach(() => vi.unstubAllGlobals());
  /** A page whose frames come when the test says: frame() runs the callbacks queued for the next paint. */
  function frames() {
    const queued = new Map<number, FrameRequestCallback>();
    let id = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => (queued.set(++id, callback), id));
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => queued.delete(handle));
    return {
      frame() {
        const callbacks = [...queued.values()];
        queued.clear();
        for (const callback of callbacks) callback(0);
      },
      get waiting() {
        return queued.size;
      },
    };
  }
  const aTask = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('runs in a task after the next frame, not in it nor before it, once', async () => {
    const page = frames();
    const clock = new FakeClock();
    const order: string[] = [];
    afterPaint(() => order.push('run'), clock);
    await aTask();
    expect(order).toEqual([]);
    page.frame();
    order.push('painted');
    await aTask();
    clock.tick(FRAME_FALLBACK_MS);
    expect(order).toEqual(['painted', 'run']);
    expect(clock.pending).toBe(0);
  });

  it('a page that paints no frame (a hidden tab) runs it after FRAME_FALLBACK_MS all the same, once', async () => {
    const page = frames();
    const clock = new FakeClock();
    const runs: number[] = [];
    afterPaint(() => runs.push(clock.now()), clock);
    clock.tick(FRAME_FALLBACK_MS - 1);
    expect(runs).toEqual([]);
    clock.tick(1);
    expect(runs).toEqual([FRAME_FALLBACK_MS]);
    expect(page.waiting).toBe(0);
    await aTask();
    expect(runs).toHaveLength(1);
  });

  it('cancelled before the frame or between the frame and its task, it never runs', async () => {
    const page = frames();
    const clock = new FakeClock();
    const runs: string[] = [];
    const early = afterPaint(() => runs.push('early'), clock);
    early();
    const late = afterPaint(() => runs.push('late'), clock);
    page.frame();
    late();
    await aTask();
    clock.tick(FRAME_FALLBACK_MS);
    expect(runs).toEqual([]);
  });
});
