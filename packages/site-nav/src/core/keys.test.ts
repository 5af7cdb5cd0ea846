import { describe, expect, it } from 'vitest';
import { moveIndex } from './keys';

describe('arrow keys (APG disclosure navigation)', () => {
  it('a horizontal bar: Right/Left move and wrap, Home/End; Up/Down are not its keys', () => {
    expect(moveIndex('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(moveIndex('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(moveIndex('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(moveIndex('Home', 2, 3, 'horizontal')).toBe(0);
    expect(moveIndex('End', 0, 3, 'horizontal')).toBe(2);
    expect(moveIndex('ArrowDown', 0, 3, 'horizontal')).toBeNull();
  });

  it('a vertical list: Down/Up move and wrap; other keys are left alone; an empty list moves nowhere', () => {
    expect(moveIndex('ArrowDown', 1, 3, 'vertical')).toBe(2);
    expect(moveIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(moveIndex('ArrowRight', 0, 3, 'vertical')).toBeNull();
    expect(moveIndex('Enter', 0, 3, 'vertical')).toBeNull();
    expect(moveIndex('ArrowDown', 0, 0, 'vertical')).toBeNull();
  });
});
