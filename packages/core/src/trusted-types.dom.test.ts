import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLICY_NAME, readMarkup, resetTrustedTypes, sanitizerPolicy, trustedScriptURL } from './trusted-types';

describe('the vt-elements policy: markup (spec §2 data-markup, issues 30 and 50)', () => {
  afterEach(() => resetTrustedTypes());

  it('reads markup in an inert template: nothing of it runs or is inserted, its fields can be counted', () => {
    const read = readMarkup(
      '<label>Name <input name="n" onfocus="window.ran = 1"></label><img src=x onerror="window.ran = 2"><script>window.ran = 3</script>',
    );
    expect(read!.querySelectorAll('input, img')).toHaveLength(2);
    expect(document.body.innerHTML).toBe('');
    expect((window as { ran?: number }).ran).toBeUndefined();
  });

  it('without Trusted Types DOMPurify gets no policy (sanitize.ts passes null: it must not create one of its own)', () => {
    expect(sanitizerPolicy()).toBeNull();
  });
});

describe('the vt-elements policy: script URLs (url-policy.ts)', () => {
  afterEach(() => resetTrustedTypes());

  it("allows the page's own host and refuses what the URL policy refuses", () => {
    expect(trustedScriptURL('/js/extra.js')).toBe(new URL('/js/extra.js', location.href).href);
    expect(() => trustedScriptURL('javascript:alert(1)')).toThrow(/refused: it uses the javascript: scheme/);
    expect(() => trustedScriptURL('https://evil.example/x.js')).toThrow(/another host/);
  });

  it('allows a host the library names itself (the review widget’s default provider) when asked', () => {
    expect(trustedScriptURL('https://widget.example/tp.js', ['widget.example'])).toBe('https://widget.example/tp.js');
    expect(() => trustedScriptURL('https://other.example/tp.js', ['widget.example'])).toThrow(/another host/);
  });
});

/** A stand-in for window.trustedTypes as Chromium enforces it (a name may be created once). */
function fakeTrustedTypes() {
  const names: string[] = [];
  const factory = {
    createPolicy: vi.fn(
      (name: string, rules: { createHTML(s: string, ...a: unknown[]): string; createScriptURL(s: string, ...a: unknown[]): string }) => {
        if (names.includes(name)) throw new TypeError(`Policy with name "${name}" already exists.`);
        names.push(name);
        return {
          createHTML: (s: string, ...a: unknown[]) => ({ html: rules.createHTML(s, ...a), toString: () => rules.createHTML(s, ...a) }),
          createScriptURL: (s: string, ...a: unknown[]) => ({
            url: rules.createScriptURL(s, ...a),
            toString: () => rules.createScriptURL(s, ...a),
          }),
        };
      },
    ),
  };
  vi.stubGlobal('trustedTypes', factory);
  return factory;
}

describe('the vt-elements policy: Trusted Types present or not', () => {
  afterEach(() => {
    resetTrustedTypes();
    vi.unstubAllGlobals();
  });

  it('without window.trustedTypes gives plain strings, never an error', () => {
    expect('trustedTypes' in globalThis).toBe(false);
    expect(typeof trustedScriptURL('/a.js')).toBe('string');
    expect(readMarkup('<b>x</b>')!.querySelector('b')!.textContent).toBe('x');
  });

  it('with Trusted Types: one policy named vt-elements, created lazily and once, whose markup goes to DOMPurify as it is', () => {
    const factory = fakeTrustedTypes();
    expect(factory.createPolicy).not.toHaveBeenCalled();
    const url = trustedScriptURL('/a.js') as unknown as { url: string };
    expect(url.url).toBe(new URL('/a.js', location.href).href);
    // What DOMPurify is given as its TRUSTED_TYPES_POLICY: markup as it is, for its inert parse and its signed output.
    const forDOMPurify = sanitizerPolicy()!;
    expect((forDOMPurify.createHTML('<b onclick="x()">x</b>') as unknown as { html: string }).html).toBe('<b onclick="x()">x</b>');
    expect((forDOMPurify.createScriptURL('/b.js') as unknown as { url: string }).url).toBe(new URL('/b.js', location.href).href);
    expect(() => forDOMPurify.createScriptURL('javascript:alert(1)')).toThrow(/refused/);
    expect(readMarkup('<i>y</i>')!.querySelector('i')).not.toBeNull();
    expect(factory.createPolicy).toHaveBeenCalledTimes(1);
    expect(factory.createPolicy).toHaveBeenCalledWith(POLICY_NAME, expect.anything());
  });

  it('issue 50: no raw string gets through the policy otherwise (a caller without its key is refused, not sanitised)', () => {
    const factory = fakeTrustedTypes();
    trustedScriptURL('/a.js');
    const rules = factory.createPolicy.mock.calls[0]![1];
    expect(() => rules.createHTML('<img src=x onerror="alert(1)">')).toThrow(/through DOMPurify only/);
    expect(() => rules.createHTML('<b>x</b>', {})).toThrow(/through DOMPurify only/);
  });

  it('a second copy of the library on the page (a script loaded twice) reuses the policy and its key instead of throwing', async () => {
    const factory = fakeTrustedTypes();
    trustedScriptURL('/a.js');
    vi.resetModules();
    const copy = await import('./trusted-types');
    expect(copy.readMarkup).not.toBe(readMarkup);
    expect(copy.readMarkup('<b onclick="x()">x</b>')!.querySelector('b')).not.toBeNull();
    expect((copy.sanitizerPolicy()!.createHTML('<b>x</b>') as unknown as { html: string }).html).toBe('<b>x</b>');
    expect(factory.createPolicy).toHaveBeenCalledTimes(1);
  });

  it('a page whose CSP does not allow the name (createPolicy throws) gets plain strings', () => {
    const factory = fakeTrustedTypes();
    factory.createPolicy.mockImplementation(() => {
      throw new TypeError('Refused to create a TrustedTypePolicy named "vt-elements"');
    });
    expect(typeof trustedScriptURL('/a.js')).toBe('string');
    expect(sanitizerPolicy()).toBeNull();
    expect(readMarkup('<b>x</b>')!.querySelector('b')).not.toBeNull();
  });
});
