import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';

/**
 * Issue 50: the glue around DOMPurify (core/sanitize.ts): its configuration and the one report of
 * what it removed. DOMPurify itself does not run in happy-dom (its DOMParser document is not a
 * browser's): here it is a stand-in that removes what a test says; the real one runs in Chromium,
 * Firefox and WebKit (tests/browser/panel-markup.test.ts, tests/engines/markup.ts).
 */
const purify = vi.hoisted(() => ({
  removed: [] as unknown[],
  output: '',
  throws: null as Error | null,
  calls: [] as [string, Record<string, unknown>][],
  hooks: [] as [string, (node: Element, event: { attrName: string; keepAttr: boolean }) => void][],
}));
vi.mock('dompurify', () => ({
  default: {
    get removed() {
      return purify.removed;
    },
    sanitize(markup: string, config: Record<string, unknown>) {
      purify.calls.push([markup, config]);
      if (purify.throws) throw purify.throws;
      return purify.output;
    },
    addHook: (name: string, hook: (typeof purify.hooks)[number][1]) => purify.hooks.push([name, hook]),
  },
}));

const { describeRemoved, sanitizedFragment, sanitizerConfig } = await import('./sanitize');

/** FORCE_BODY's own element, first in DOMPurify's list on every call. */
const forceBody = () => ({ element: document.createElement('remove') });
const el = (html: string) => {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.content.firstElementChild!;
};

afterEach(() => {
  Object.assign(purify, { removed: [], output: '', throws: null, calls: [] });
  delete window.vtErrorReporter;
  vi.restoreAllMocks();
});

describe('the configuration (issue 50)', () => {
  it('SANITIZE_DOM on; SANITIZE_NAMED_PROPS off (it renames form fields: forms would submit user-content-email); Trusted HTML out; body context', () => {
    expect(sanitizerConfig()).toMatchObject({
      SANITIZE_DOM: true,
      SANITIZE_NAMED_PROPS: false,
      RETURN_TRUSTED_TYPE: true,
      FORCE_BODY: true,
      // Without Trusted Types: null, so DOMPurify creates no policy of its own.
      TRUSTED_TYPES_POLICY: null,
      ADD_TAGS: ['use'],
      ADD_ATTR: ['target', 'focusable'],
    });
    // Allow-list only: no list of its own to remove, and no script-running tag or attribute added.
    const config = sanitizerConfig();
    expect(config).not.toHaveProperty('ALLOWED_TAGS');
    expect(config).not.toHaveProperty('FORBID_TAGS');
    expect((config.CUSTOM_ELEMENT_HANDLING!.tagNameCheck as RegExp).test('vt-scheduled-callback')).toBe(true);
    expect((config.CUSTOM_ELEMENT_HANDLING!.tagNameCheck as RegExp).test('x-widget')).toBe(false);
  });

  it('removes the name of the elements whose name is a property of document (img, form, embed, object, iframe), not a form control’s', () => {
    const [[name, hook]] = purify.hooks as [(typeof purify.hooks)[number]];
    expect(name).toBe('uponSanitizeAttribute');
    const kept = (html: string, attrName = 'name') => {
      const event = { attrName, keepAttr: true };
      hook(el(html), event);
      return event.keepAttr;
    };
    expect(kept('<img name="dataLayer">')).toBe(false);
    expect(kept('<form name="x"></form>')).toBe(false);
    expect(kept('<input name="email">')).toBe(true);
    expect(kept('<select name="grade"></select>')).toBe(true);
    expect(kept('<img id="x">', 'id')).toBe(true);
  });
});

describe('the report of what DOMPurify removed (issue 50, Bad input)', () => {
  it('names each removed element and attribute once, in order, and is cut after 8', () => {
    const img = el('<img>');
    const removed = [
      { element: el('<script></script>') },
      { attribute: Object.assign(document.createAttribute('onclick')), from: img },
      { element: el('<script></script>') },
      { element: document.createComment('x') },
      { attribute: null, from: img },
    ];
    expect(describeRemoved(removed as never)).toBe('<script>, onclick from <img>, a comment, an attribute from <img>');
    const many = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10'].map((n) => ({ element: document.createElement(`x-${n}`) }));
    expect(describeRemoved(many as never)).toBe('<x-a1>, <x-a2>, <x-a3>, <x-a4>, <x-a5>, <x-a6>, <x-a7>, <x-a8> and 2 more');
  });

  it('reports once what was removed, naming the panel, and gives the rest as nodes of this document', () => {
    expectConsoleError('[vt-elements] vt-lead-wizard: <vt-lead-wizard> panel "x" data-markup: removed <script>, onclick from <img>');
    const seen: string[] = [];
    window.vtErrorReporter = (e, c) => seen.push(`${c.source}: ${e.message}`);
    purify.removed = [
      forceBody(),
      { element: el('<script></script>') },
      { attribute: document.createAttribute('onclick'), from: el('<img>') },
    ];
    purify.output = '<img src="/a.png" alt="">';
    const fragment = sanitizedFragment(
      '<img src="/a.png" alt="" onclick="x()"><script>x()</script>',
      '<vt-lead-wizard> panel "x" data-markup',
      'vt-lead-wizard',
    );
    expect(seen).toEqual(['vt-lead-wizard: <vt-lead-wizard> panel "x" data-markup: removed <script>, onclick from <img>']);
    expect(fragment!.ownerDocument).toBe(document);
    expect(fragment!.childNodes).toHaveLength(1);
    expect((fragment!.firstChild as Element).outerHTML).toBe('<img src="/a.png" alt="">');
    expect(purify.calls[0]![1]).toMatchObject({ SANITIZE_DOM: true, RETURN_TRUSTED_TYPE: true });
  });

  it('markup DOMPurify leaves as it is reports nothing', () => {
    const seen: string[] = [];
    window.vtErrorReporter = (e) => seen.push(e.message);
    purify.removed = [forceBody()];
    purify.output = '<p>ok</p>';
    sanitizedFragment('<p>ok</p>', 'W', 'vt-lead-wizard');
    expect(seen).toEqual([]);
  });

  it('markup that cannot be sanitised (a page whose Trusted Types refuse it) is left out whole and reported', () => {
    expectConsoleError('[vt-elements] vt-lead-wizard: W could not be sanitised: it is left out');
    const seen: string[] = [];
    window.vtErrorReporter = (e) => seen.push(e.message);
    purify.throws = new TypeError("This document requires 'TrustedHTML' assignment.");
    expect(sanitizedFragment('<p>x</p>', 'W', 'vt-lead-wizard')).toBeNull();
    expect(seen).toEqual(['W could not be sanitised: it is left out']);
  });
});
