import { addStyles } from '@vt-elements/core';
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
  // Where the usual place would cover another item's link or button (dom/placement.ts): beside
  // its item, else in the flow (it pushes what follows rather than cover it).
  `${BAR} .vt-nav__item>ul.vt-nav__aside{inset-block-start:0;inset-inline-start:100%}`,
  `${BAR} .vt-nav__item>ul.vt-nav__in-flow{position:static}`,
  `${DRAWER} .vt-nav__menu{position:fixed;z-index:var(--vt-nav-z-index,1000);inset:var(--vt-nav-drawer-top,0) 0 0;display:block;overflow:auto}`,
  `${DRAWER} .vt-nav__menu :is(ul,li){display:block;position:static}`,
  // Look: :where(), so any page rule wins.
  // The top level is a bar even on a page that does not style the nav (a CMS page without a theme).
  `:where(${BAR} .vt-nav__menu){display:flex;flex-wrap:wrap;gap:.25rem var(--vt-space-4,1rem);margin:0;padding:0;list-style:none}`,
  `:where(${N} .vt-nav__button){display:inline-flex;align-items:center;justify-content:center;inline-size:1.5rem;block-size:1.5rem;padding:0;border:0;background:none;color:inherit;font:inherit;cursor:pointer;vertical-align:middle}`,
  `:where(${N} .vt-nav__button)::before{content:"▾" / ""}`,
  `:where(${N} [aria-expanded=true])::before{rotate:180deg}`,
  // The inline padding is on the items, not the lists: a header's `nav ul{padding:0}` (usual for
  // the top bar) would otherwise put the drawer's links and the sub-menus' at their edge.
  `:where(${N} .vt-nav__item>ul,${DRAWER} .vt-nav__menu){margin:0;padding:.5rem 0;list-style:none;background:var(--vt-nav-bg,var(--vt-color-surface,#fff))}`,
  // A border as well as the shadow: in the dark scheme the sub-menu has the page's colour.
  `:where(${BAR} .vt-nav__item>ul){min-inline-size:12rem;border:1px solid var(--vt-color-border-subtle,#d0d4d9);border-radius:var(--vt-radius-md,.375rem);box-shadow:0 .25rem 1rem #0005}`,
  `:where(${N} .vt-nav__item li){padding-block:.25rem}`,
  `:where(${BAR} .vt-nav__item li,${DRAWER} .vt-nav__menu>li){padding-inline:var(--vt-space-4,1rem)}`,
  `:where(${N} .vt-nav__back-button){min-block-size:1.5rem;padding:0;border:0;background:none;color:inherit;font:inherit;font-weight:700;cursor:pointer}`,
  `:where(${N} .vt-nav__back-button)::before{content:"‹ " / ""}`,
];

/** Adds the element's CSS to the document once, however many navs (or copies of this module) it has. */
export function adoptNavStyles(doc: Document): void {
  addStyles(doc, 'vt-site-nav', NAV_CSS);
}
