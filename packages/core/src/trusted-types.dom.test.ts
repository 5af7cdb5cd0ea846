import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLICY_NAME, resetTrustedTypes, sanitize, sanitizedFragment, trustedHTML, trustedScriptURL } from './trusted-types';

/** Serialised as the browser would (the same parse, nothing removed): what "passes unchanged" means. */
const reserialised = (markup: string) => {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.innerHTML;
};

// A lead form's data-markup as a CMS writes it (examples/lead-wizard-panels.html).
const CMS_FORM = `<fieldset class="days"><legend>Which days suit you?</legend>
<label><input type="checkbox" name="days" value="Mon" required> Monday</label>
<label for="notes">Notes</label><textarea id="notes" name="notes" maxlength="500" aria-describedby="notes-hint"></textarea>
<p id="notes-hint" class="hint">Optional. <a href="/privacy" target="_blank" rel="noopener">Privacy</a></p>
<select name="grade"><option value="">Choose</option><option selected>5</option></select>
<img src="/img/tutor.png" alt="" width="40" height="40"><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">
<svg viewBox="0 0 10 10" aria-hidden="true"><use href="#icon-check"></use></svg>
<input type="email" name="email" autocomplete="email" pattern=".+@.+" data-international style="inline-size:100%">
<vt-scheduled-callback data-tou="true"></vt-scheduled-callback><button type="submit" formaction="/leads">Send</button></fieldset>`;

describe('the vt-elements policy: markup (spec §2 data-markup, issue 30)', () => {
  afterEach(() => resetTrustedTypes());

  it("passes the CMS's form markup unchanged", () => {
    expect(sanitize(CMS_FORM)).toBe(reserialised(CMS_FORM));
    expect(trustedHTML(CMS_FORM)).toBe(reserialised(CMS_FORM));
  });

  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['a script inside SVG', '<svg><script>alert(1)</script></svg>', '<svg></svg>'],
    ['an event handler', '<img src="/a.png" onerror="alert(1)" alt="">', '<img src="/a.png" alt="">'],
    ['an event handler in capitals', '<button ONCLICK="alert(1)">Go</button>', '<button>Go</button>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: URL hidden by case, entities and a tab', '<a href=" JaVa&#x09;ScRiPt&colon;alert(1)">x</a>', '<a>x</a>'],
    [
      'a javascript: form action',
      '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">x</button></form>',
      '<form><button>x</button></form>',
    ],
    ['a vbscript: URL', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['a data: URL outside an image', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['an SVG link to javascript:', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', '<svg><a><text>x</text></a></svg>'],
    ['an iframe and its srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>ok</p>', '<p>ok</p>'],
    [
      'object, embed and base',
      '<object data="x.swf"></object><embed src="x.swf"><base href="https://evil.example/"><p>ok</p>',
      '<p>ok</p>',
    ],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>ok</p>', '<p>ok</p>'],
    [
      'noscript (parses differently where scripting runs)',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript><p>ok</p>',
      '<p>ok</p>',
    ],
    ['script inside a template', '<template><script>alert(1)</script><b onclick="x()">t</b></template>', '<template><b>t</b></template>'],
  ])('removes %s', (_, markup, expected) => {
    expect(sanitize(markup)).toBe(expected);
    expect(String(trustedHTML(markup))).toBe(expected);
  });

  it('gives a fragment of the sanitised nodes, parsed inertly, to insert without parsing again', () => {
    const fragment = sanitizedFragment('<label>Name <input name="n" onfocus="alert(1)"></label><script>window.ran = 1</script>');
    document.body.replaceChildren(fragment);
    expect(document.body.innerHTML).toBe('<label>Name <input name="n"></label>');
    expect((window as { ran?: number }).ran).toBeUndefined();
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
    expect(typeof trustedHTML('<b>x</b>')).toBe('string');
    expect(typeof trustedScriptURL('/a.js')).toBe('string');
  });

  it('with Trusted Types gives trusted values from one policy named vt-elements, created lazily and once', () => {
    const factory = fakeTrustedTypes();
    expect(factory.createPolicy).not.toHaveBeenCalled();
    const html = trustedHTML('<b onclick="x()">x</b>') as unknown as { html: string };
    const url = trustedScriptURL('/a.js') as unknown as { url: string };
    sanitizedFragment('<i>y</i>');
    expect(html.html).toBe('<b>x</b>');
    expect(url.url).toBe(new URL('/a.js', location.href).href);
    expect(factory.createPolicy).toHaveBeenCalledTimes(1);
    expect(factory.createPolicy).toHaveBeenCalledWith(POLICY_NAME, expect.anything());
  });

  it('a second copy of the library on the page (a script loaded twice) reuses the policy instead of throwing', async () => {
    const factory = fakeTrustedTypes();
    trustedHTML('<b>x</b>');
    vi.resetModules();
    const copy = await import('./trusted-types');
    expect(copy.trustedHTML).not.toBe(trustedHTML);
    expect(() => copy.trustedHTML('<b onclick="x()">x</b>')).not.toThrow();
    expect(String(copy.trustedHTML('<b onclick="x()">x</b>'))).toBe('<b>x</b>');
    expect(factory.createPolicy).toHaveBeenCalledTimes(1);
  });

  it('a page whose CSP does not allow the name (createPolicy throws) gets plain, sanitised strings', () => {
    const factory = fakeTrustedTypes();
    factory.createPolicy.mockImplementation(() => {
      throw new TypeError('Refused to create a TrustedTypePolicy named "vt-elements"');
    });
    expect(trustedHTML('<b onclick="x()">x</b>')).toBe('<b>x</b>');
  });
});
