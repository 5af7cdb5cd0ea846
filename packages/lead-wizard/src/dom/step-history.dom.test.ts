import { afterEach, describe, expect, it } from 'vitest';
import { entryStep, previousEntryStep, pushStep } from './step-history';

afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('history entries (spec §2 history mode)', () => {
  it('are written at once, each remembering the step before it (issue 28: in the task that shows the step)', () => {
    history.replaceState(null, '', '/get-started');
    const length = history.length;
    pushStep(1, 0);
    expect(location.hash).toBe('#get-started/1');
    pushStep(3, 1);
    expect(location.hash).toBe('#get-started/3');
    expect(history.length).toBe(length + 2);
    expect(entryStep()).toBe(3);
    expect(previousEntryStep()).toBe(1);
    expect(history.state).toMatchObject({ vtLeadStep: 3, vtLeadPrev: 1 });
  });
});
