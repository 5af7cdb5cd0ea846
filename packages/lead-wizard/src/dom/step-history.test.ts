// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { flushSteps, previousEntryStep, pushStepSoon } from './step-history';

afterEach(() => {
  flushSteps();
  history.replaceState(null, '', '/');
});

describe('history entries of the Next click (spec §2 history mode; issue 10: Next click under 50 ms)', () => {
  it('are written after the click, in order, and before anything reads them', async () => {
    history.replaceState(null, '', '/get-started');
    const length = history.length;
    pushStepSoon(1, 0);
    pushStepSoon(3, 1);
    // Not in the click's own task: pushState waits for the next paint.
    expect(location.hash).toBe('');
    // The in-page Back reads the entries: it sees both, in order.
    expect(previousEntryStep()).toBe(1);
    expect(location.hash).toBe('#get-started/3');
    expect(history.length).toBe(length + 2);
  });

  it('are written on their own shortly after', async () => {
    history.replaceState(null, '', '/get-started');
    pushStepSoon(5, 4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(location.hash).toBe('#get-started/5');
    expect(history.state).toMatchObject({ vtLeadStep: 5, vtLeadPrev: 4 });
  });
});
