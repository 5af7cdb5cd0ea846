/**
 * The element's own CSS, adopted once per document. Behaviour rules (what is hidden, the drawer's
 * levels) are !important so a theme's `nav ul{display:flex}` cannot show a closed sub-menu; the
 * look (positions, colours, sizes) is in :where() so any page rule overrides it.
 */
const N = 'vt-site-nav';
const BAR = `${N}:not([data-layout=drawer])`;
const DRAWER = `${N}[data-layout=drawer]`;
const NONE = '{display:none!important}';

export const NAV_CSS = [
  `${N} ul[hidden],${BAR} .vt-nav__back,${BAR} [data-menu-toggle],${DRAWER} .vt-nav__covered>li:not(.vt-nav__open),${DRAWER} .vt-nav__open>:not(ul)${NONE}`,
  // Layout: plain selectors (element, attribute and class), stronger than a theme's `nav ul` rule.
  `${N}{display:block}`,
  `${N} .vt-nav__item{position:relative}`,
  `${BAR} .vt-nav__item>ul{position:absolute;z-index:var(--vt-nav-z-index,1000);inset-block-start:100%;inset-inline-start:0;display:block}`,
  `${BAR} .vt-nav__item .vt-nav__item>ul{inset-block-start:0;inset-inline-start:100%}`,
  `${DRAWER} .vt-nav__menu{position:fixed;z-index:var(--vt-nav-z-index,1000);inset:var(--vt-nav-drawer-top,0) 0 0;display:block;overflow:auto}`,
  `${DRAWER} .vt-nav__menu :is(ul,li){display:block;position:static}`,
  // Look: :where(), so any page rule wins.
  `:where(${N} .vt-nav__button){display:inline-flex;align-items:center;justify-content:center;inline-size:1.5rem;block-size:1.5rem;padding:0;border:0;background:none;color:inherit;font:inherit;cursor:pointer;vertical-align:middle}`,
  `:where(${N} .vt-nav__button)::before{content:"";inline-size:.4em;block-size:.4em;border:solid;border-width:0 2px 2px 0;transform:translateY(-25%) rotate(45deg)}`,
  `:where(${N} .vt-nav__button[aria-expanded=true])::before{transform:translateY(25%) rotate(-135deg)}`,
  `:where(${N} .vt-nav__item>ul,${DRAWER} .vt-nav__menu){margin:0;padding:.5rem 1rem;list-style:none;background:var(--vt-nav-bg,#fff)}`,
  `:where(${BAR} .vt-nav__item>ul){min-inline-size:12rem;box-shadow:0 .25rem 1rem #0003}`,
  `:where(${N} .vt-nav__item li){padding-block:.25rem}`,
  `:where(${N} .vt-nav__back-button){min-block-size:1.5rem;padding:0;border:0;background:none;color:inherit;font:inherit;font-weight:700;cursor:pointer}`,
  `:where(${N} .vt-nav__back-button)::before{content:"‹ " / ""}`,
];

const KEY = Symbol.for('vt-elements.site-nav-css');

export function adoptNavStyles(doc: Document): void {
  const holder = doc as Document & { [KEY]?: true };
  if (holder[KEY]) return;
  holder[KEY] = true;
  try {
    const sheet = new CSSStyleSheet();
    for (const rule of NAV_CSS) sheet.insertRule(rule, sheet.cssRules.length);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    // No constructable sheets: a <style> (with the page's CSP nonce, like core/cloak.ts).
    const style = doc.createElement('style');
    const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) style.nonce = nonce;
    style.textContent = NAV_CSS.join('\n');
    doc.head.append(style);
  }
}
