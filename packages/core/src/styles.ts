/**
 * The one way our CSS reaches a document (every element, React or plain, and the pre-upgrade rules):
 * a constructable sheet, which a CSP that forbids inline <style> allows, else a <style> carrying the
 * page's script nonce (older engines), so a strict CSP never loses our rules either way.
 */

/**
 * Adds a sheet: `rules` one CSS text, or rules one a string (inserted one by one, so a rule this
 * browser cannot parse, e.g. :has(), is skipped and the others still apply).
 */
export function addStyleSheet(doc: Document, rules: string | readonly string[]): CSSStyleSheet {
  // One CSS text goes in whole; a list is inserted rule by rule below.
  const css = typeof rules === 'string' ? rules : '';
  let sheet: CSSStyleSheet;
  try {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    const style = doc.createElement('style');
    const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) style.nonce = nonce;
    style.textContent = css;
    doc.head.append(style);
    sheet = style.sheet!;
  }
  if (!css)
    for (const rule of rules) {
      try {
        sheet.insertRule(rule, sheet.cssRules.length);
      } catch {
        /* skipped: see above */
      }
    }
  return sheet;
}

// On the document under a registry symbol: two copies of this module (an element loaded twice, the
// widgets' shared chunk and the carousel) must add a sheet once.
const ADDED = Symbol.for('vt-elements.styles');

/** Adds `rules` under `key` (an element's tag, or a family's name) once per document. */
export function addStyles(doc: Document, key: string, rules: string | readonly string[]): CSSStyleSheet {
  const added = ((doc as Document & { [ADDED]?: Record<string, CSSStyleSheet> })[ADDED] ??= {});
  return (added[key] ??= addStyleSheet(doc, rules));
}
