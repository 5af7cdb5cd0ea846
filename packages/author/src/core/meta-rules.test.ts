import { describe, expect, it } from 'vitest';
import { REQUIRED_SETTINGS } from '@vt-elements/analytics/runtime-definition';
import { RUNS_WITHOUT } from './meta-rules';

describe('missing meta rules', () => {
  it('say what <vt-analytics> runs without for each of its required settings, and for no other', () => {
    expect(Object.keys(RUNS_WITHOUT)).toEqual(REQUIRED_SETTINGS);
  });
});
