import { describe, expect, it } from 'vitest';
// The element's own list (a test may read another package's source; the checker's code may not).
import { REQUIRED_SETTINGS } from '../../../analytics/src/runtime-definition';
import { REQUIRED_ANALYTICS_SETTINGS } from './meta-rules';

describe('missing meta rules', () => {
  it("require exactly <vt-analytics>'s required settings, in its order", () => {
    expect(REQUIRED_ANALYTICS_SETTINGS.map((setting) => setting.attribute)).toEqual(REQUIRED_SETTINGS);
  });
});
