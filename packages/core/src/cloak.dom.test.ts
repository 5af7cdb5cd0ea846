import { afterEach, describe, expect, it } from 'vitest';
import { cloak, preUpgradeStylesheet, PRE_UPGRADE_CSS, uncloak } from './cloak';

const rules = (doc: Document) => doc.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));

describe('pre-upgrade rules (cloak)', () => {
  afterEach(() => {
    document.adoptedStyleSheets = [];
    delete (document as unknown as Record<symbol, unknown>)[Symbol.for('vt-elements.cloak')];
  });

  it('adds one constructable sheet however many scripts call it, next to the sheets already adopted', () => {
    const other = new CSSStyleSheet();
    document.adoptedStyleSheets = [other];
    cloak(document);
    cloak(document);
    expect(document.adoptedStyleSheets).toHaveLength(2);
    expect(document.adoptedStyleSheets[0]).toBe(other);
    expect(rules(document).some((r) => r.includes('vt-lead-wizard:not([data-ready])'))).toBe(true);
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('hides feature-flagged content until <vt-analytics> turns its flag on, whichever module fails (uncloak)', () => {
    cloak(document);
    uncloak(document, 'vt-analytics');
    uncloak(document, 'vt-lead-wizard');
    uncloak(document, 'vt-site-nav');
    expect(rules(document).filter((r) => r.includes('[data-flag]'))).toHaveLength(1);
    document.body.innerHTML = '<p data-flag="x">off</p><p data-flag="x" data-flag-on>on</p>';
    const [off, on] = [...document.querySelectorAll('p')];
    expect(getComputedStyle(off!).display).toBe('none');
    expect(getComputedStyle(on!).display).not.toBe('none');
  });

  it('inside <vt-site-nav> flagged content keeps its box but is hidden (visibility) until the flags are known (data-flags-known)', () => {
    cloak(document);
    // Each state on fresh markup: happy-dom keeps an element's computed style when an ancestor's attribute changes.
    const nav = (attributes: string) =>
      (document.body.innerHTML = `<vt-site-nav${attributes}><nav><a id="pending" href="/sign-in" data-flag="sign-in">Sign in</a><a id="on" data-flag="x" data-flag-on>On</a></nav></vt-site-nav>`);
    const hidden = (id: string) => getComputedStyle(document.getElementById(id)!).visibility === 'hidden';
    nav('');
    // Even one whose flag is on: the nav sets data-flags-known in the same task as data-flag-on.
    expect([hidden('pending'), hidden('on')]).toEqual([true, true]);
    nav(' data-flags-known');
    expect(hidden('pending')).toBe(false);
    // Known: the one flag rule hides what is not on (display:none, as outside the nav). happy-dom
    // mis-matches a complex :not(), so the browser test (tests/browser/site-nav.test.ts) checks
    // what it shows; here, that it exempts only a nav whose flags are not known yet.
    expect(rules(document).filter((r) => r.startsWith('[data-flag]'))).toEqual([
      expect.stringContaining(':not(vt-site-nav:not([data-flags-known]) [data-flag])'),
    ]);
  });

  it("without JavaScript for the nav (its module failed: uncloak) the nav's flag rules go with its other rules, the links stay as the CMS wrote them", () => {
    cloak(document);
    const navFlagRules = () => rules(document).filter((r) => r.includes('[data-flag]') && !r.startsWith('[data-flag]'));
    expect(navFlagRules()).toEqual([expect.stringContaining('visibility: hidden'), expect.stringContaining(':has(vt-analytics)')]);
    uncloak(document, 'vt-site-nav');
    expect(navFlagRules()).toEqual([]);
    // The general rule stays (the nav without data-flags-known is exempt from it).
    expect(rules(document).filter((r) => r.startsWith('[data-flag]'))).toHaveLength(1);
    document.body.innerHTML = '<vt-site-nav><nav><a id="sign-in" href="/sign-in" data-flag="sign-in">Sign in</a></nav></vt-site-nav>';
    expect(getComputedStyle(document.getElementById('sign-in')!).visibility).not.toBe('hidden');
  });

  it("uncloak removes only the failed tag's rules, and cloak does not add them back", () => {
    cloak(document);
    uncloak(document, 'vt-lead-wizard');
    cloak(document);
    expect(rules(document).some((r) => r.includes('vt-lead-wizard'))).toBe(false);
    expect(rules(document).some((r) => r.includes('vt-cart-badge'))).toBe(true);
  });
});

describe('dist/autoload.css (preUpgradeStylesheet)', () => {
  it('is the autoloader’s rules, in the same order, inside @media (scripting:enabled)', () => {
    const css = preUpgradeStylesheet();
    const body = /@media \(scripting:enabled\)\{\n([\s\S]*)\n\}\n$/.exec(css)?.[1];
    expect(body?.split('\n')).toEqual([...PRE_UPGRADE_CSS]);
  });

  it('follows the list it is given (the build passes the autoloader’s own: a rule added there is in the file)', () => {
    expect(preUpgradeStylesheet(['a{b:c}', 'd{e:f}'])).toContain('{\na{b:c}\nd{e:f}\n}');
  });
});
