import { describe, expect, it } from 'vitest';
import { nextTask } from './task';

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
