import { afterEach, describe, expect, it } from 'vitest';
import { addStyles } from './styles';

// The one styles helper every element uses (issue 31): once per document, and under a strict CSP
// either a constructable sheet (no nonce needed) or a <style> carrying the page's script nonce.
describe('addStyles', () => {
  afterEach(() => {
    delete (document as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    document.adoptedStyleSheets = [];
    document.head.replaceChildren();
    delete (document as unknown as Record<symbol, unknown>)[Symbol.for('vt-elements.styles')];
  });

  it('adds a sheet once per key, however many elements (or copies of the module) ask', () => {
    const first = addStyles(document, 'vt-a', ':where(vt-a){display:block}');
    expect(addStyles(document, 'vt-a', ':where(vt-a){display:block}')).toBe(first);
    addStyles(document, 'widgets', ['vt-b{color:red}', 'vt-c{color:blue}']);
    expect(document.adoptedStyleSheets).toHaveLength(2);
    expect([...document.adoptedStyleSheets[1]!.cssRules].map((rule) => rule.cssText)).toEqual([
      'vt-b { color: red; }',
      'vt-c { color: blue; }',
    ]);
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('without constructable sheets: a <style> with the nonce of the page’s scripts, for a CSS text and for rules alike', () => {
    // An engine without adoptable sheets (Safari before 16.4): adopting throws.
    Object.defineProperty(document, 'adoptedStyleSheets', {
      configurable: true,
      get: () => [],
      set: () => {
        throw new TypeError('adoptedStyleSheets is not supported');
      },
    });
    document.head.innerHTML = '<script nonce="r4nd0m"></script>';
    // Browsers hide a nonce attribute once parsed and keep it in the property (happy-dom has none).
    document.querySelector('script')!.nonce = 'r4nd0m';
    addStyles(document, 'vt-a', ':where(vt-a){display:block}');
    addStyles(document, 'vt-b', ['vt-b{color:red}']);
    const styles = [...document.querySelectorAll('style')];
    expect(styles.map((style) => style.nonce)).toEqual(['r4nd0m', 'r4nd0m']);
    expect(styles[0]!.textContent).toBe(':where(vt-a){display:block}');
    expect(styles[1]!.sheet!.cssRules[0]!.cssText).toBe('vt-b { color: red; }');
  });
});
