import { describe, expect, it } from 'vitest';
import { VISIBLE_INPUT_SELECTOR, isVisibleInput } from '../core/panel';

// §4 Paths: a panel with an input a visitor can see is a step. The element reads the rule as a
// selector over the page's nodes; the author checker (packages/author) as a function over markup
// it has parsed itself: both must say the same of every control.
describe("a step panel's visible input: the selector and the function agree", () => {
  it.each([
    ['<input>', true],
    ['<input type="text">', true],
    ['<input type="hidden">', false],
    ['<input type=" hidden">', true],
    ['<input type="checkbox">', true],
    ['<select></select>', true],
    ['<textarea></textarea>', true],
    ['<vt-scheduled-callback></vt-scheduled-callback>', true],
    ['<button>Next</button>', false],
    ['<div></div>', false],
  ])('%s: %s', (html, visible) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    const node = host.firstElementChild!;
    expect(node.matches(VISIBLE_INPUT_SELECTOR)).toBe(visible);
    expect(isVisibleInput(node.localName, node.getAttribute('type') ?? '')).toBe(visible);
  });

  it('a type in capitals is the same type (HTML matches [type] in any case; happy-dom does not, so the function alone here)', () => {
    expect(isVisibleInput('input', 'HIDDEN')).toBe(false);
    expect(isVisibleInput('input', 'Text')).toBe(true);
  });
});
