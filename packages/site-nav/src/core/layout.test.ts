import { describe, expect, it } from 'vitest';
import { headerRelative, hoverEnabled, layoutFor } from './layout';

describe('breakpoints (spec §9: desktop nav 1280, mobile menu 630, header relative under 676 px tall)', () => {
  it.each([
    [375, 'drawer'],
    [629, 'drawer'],
    [630, 'bar'],
    [1024, 'bar'],
    [1279, 'bar'],
    [1280, 'desktop'],
    [1366, 'desktop'],
  ] as const)('%i px wide is the %s layout', (width, layout) => {
    expect(layoutFor(width)).toBe(layout);
  });

  it('the header is relative only in the desktop layout and under 676 px tall', () => {
    expect(headerRelative(1366, 675)).toBe(true);
    expect(headerRelative(1366, 676)).toBe(false);
    expect(headerRelative(1280, 600)).toBe(true);
    expect(headerRelative(1279, 600)).toBe(false);
    expect(headerRelative(375, 500)).toBe(false);
  });

  it('hover opens only in the desktop layout with the flag on', () => {
    expect(hoverEnabled('desktop', true)).toBe(true);
    expect(hoverEnabled('desktop', false)).toBe(false);
    expect(hoverEnabled('bar', true)).toBe(false);
    expect(hoverEnabled('drawer', true)).toBe(false);
  });
});
