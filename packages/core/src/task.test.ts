import { afterEach, describe, expect, it, vi } from 'vitest';
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
