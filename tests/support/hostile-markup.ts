/**
 * Issue 50: a CMS-like page whose lead form panels hold the markup a less trusted editor could
 * give: names that clobber `document` and the form, SVG animation of a link's href, and the known
 * mutation-XSS shapes. Shared by the Chromium test (tests/browser/panel-markup.test.ts) and the
 * Firefox and WebKit ones (tests/engines/markup.ts). Every script in it pushes to `window.__xss`.
 */
export const HOSTILE_PANELS: { id: string; markup: string; /** Text of an SVG link to click, once shown. */ link?: string }[] = [
  {
    id: 'clobber',
    markup:
      '<img name="getElementById" alt=""><img name="querySelector" alt=""><img name="cookie" alt=""><img id="forms" name="forms" alt="">' +
      '<form name="cookie"></form><label>Ok <input name="querySelector"></label><input id="getElementById"><input name="forms"><input name="elements">' +
      '<label for="keep-notes">Notes</label><input id="keep-notes" name="notes">',
  },
  {
    id: 'animate',
    markup: `<svg width="200" height="40"><a><animate attributeName="href" values="javascript:window.__xss.push('animate')"/><text x="10" y="25">animate link</text></a></svg>`,
    link: 'animate link',
  },
  {
    id: 'set',
    markup: `<svg width="200" height="40"><a><set attributeName="href" to="javascript:window.__xss.push('set')"/><text x="10" y="25">set link</text></a></svg>`,
    link: 'set link',
  },
  { id: 'math', markup: `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss.push('math')">` },
  { id: 'svg-style', markup: `<svg></p><style><a id="</style><img src=1 onerror=window.__xss.push('svg-style')>">` },
  {
    id: 'noembed',
    markup: `<noembed><img title="</noembed><img src onerror=window.__xss.push('noembed')>"></noembed><p>after noembed</p>`,
  },
  {
    id: 'templates',
    markup: `<template><template><img src=x onerror=window.__xss.push('template')></template></template><p>after templates</p>`,
  },
];

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page: one lead form, a start panel, then one panel per hostile markup, each with a heading and Next. */
export function hostileMarkupPage(): string {
  const panels = HOSTILE_PANELS.map(
    ({ id, markup }) => `
      <div data-panel-type="form" data-id="${id}" data-markup="${attr(markup)}">
        <h2>Panel ${id}</h2>
        <button type="button" data-back>Back</button><button type="button" data-next>Next</button>
      </div>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Hostile panel markup (issue 50)</title>
  <link rel="icon" href="data:,">
  <script>
    window.__xss = [];
    window.__vtErrors = [];
    addEventListener('vt-error', (e) => window.__vtErrors.push(e.detail.error.name + ': ' + e.detail.error.message));
  </script>
  <link rel="stylesheet" href="/dist/autoload.css">
  <script src="/dist/autoload.js" defer></script>
</head>
<body>
  <main>
    <h1>Hostile markup</h1>
    <vt-lead-wizard data-action="new_contact">
      <form aria-label="Hostile" novalidate>
        <input type="hidden" name="leadform" value="hostile">
        <div data-panel-type="welcome" data-id="start"><h2>Panel start</h2><button type="button" data-next>Next</button></div>
        ${panels}
        <div data-panel-type="form" data-id="end"><h2>Panel end</h2></div>
      </form>
    </vt-lead-wizard>
  </main>
</body>
</html>`;
}

/** In the page: what no markup may have changed (a list of what did, empty when intact). */
export function brokenProperties(): string[] {
  const form = document.querySelector('vt-lead-wizard form') as HTMLFormElement;
  const broken: string[] = [];
  if (document.getElementById !== Document.prototype.getElementById) broken.push('document.getElementById');
  if (document.querySelector !== Document.prototype.querySelector) broken.push('document.querySelector');
  if (typeof document.cookie !== 'string') broken.push('document.cookie');
  if (!(document.forms instanceof HTMLCollection)) broken.push('document.forms');
  if (form.querySelector !== Element.prototype.querySelector) broken.push('form.querySelector');
  if (!(form.elements instanceof HTMLFormControlsCollection)) broken.push('form.elements');
  if (typeof form.getAttribute !== 'function') broken.push('form.getAttribute');
  return broken;
}

/** In the page: the scripts that ran, the reports, and what is shown. */
export function markupState() {
  const w = window as unknown as { __xss: string[]; __vtErrors: string[] };
  const visible = [...document.querySelectorAll('[data-panel-type]')].find((p) => p.getClientRects().length > 0);
  return { ran: w.__xss, reports: w.__vtErrors, shown: visible?.getAttribute('data-id') ?? null };
}
