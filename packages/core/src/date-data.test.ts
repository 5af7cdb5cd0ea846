import { afterEach, describe, expect, it, vi } from 'vitest';

describe('loadDateData', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("makes the page's first date formatter in a task of its own, once however many elements ask, measured as vt-intl-data", async () => {
    const { loadDateData } = await import('./date-data');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const measure = vi.spyOn(performance, 'measure');
    loadDateData();
    loadDateData();
    expect(made).not.toHaveBeenCalled(); // not in the task that asked
    await new Promise((resolve) => setTimeout(resolve, 20));
    loadDateData();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(made).toHaveBeenCalledTimes(1);
    expect(measure).toHaveBeenCalledTimes(1);
    expect(measure.mock.calls[0]![0]).toBe('vt-intl-data');
  });
});
