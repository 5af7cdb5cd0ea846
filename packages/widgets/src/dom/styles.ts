/**
 * The widgets' CSS, one sheet for all of them (each widget's static styles). Behaviour rules are !important so a theme's
 * `li{display:flex}` cannot show what a widget hid; the look is in :where() so any page rule wins.
 * No rule applies before an element upgrades: without JavaScript everything stays shown.
 */
const W = ':is(vt-collapsible,vt-show-more,vt-dropdown,vt-bio-cards)[data-ready]';
export const WIDGET_CSS = [
  `${W} [hidden]:not([hidden=until-found]){display:none!important}`,
  ':where(vt-collapsible,vt-accordion,vt-faq,vt-expand-text,vt-show-more,vt-bio-cards){display:block}',
  '.vt-expand-text__content[data-cut]{overflow:hidden;-webkit-mask-image:linear-gradient(#000 55%,#0000);mask-image:linear-gradient(#000 55%,#0000)}',
  ':where(.vt-widget__button){margin-block:.5rem;padding:.25rem .75rem;border:1px solid currentColor;border-radius:var(--vt-radius-sm,.25rem);background:none;color:inherit;font:inherit;cursor:pointer}',
  ':where(vt-collapsible,vt-accordion,vt-faq,vt-expand-text,vt-show-more,vt-dropdown,vt-bio-cards) :is(button,summary,[role=button]):focus-visible{outline:var(--vt-focus-width,2px) solid var(--vt-focus-color,var(--vt-color-focus,#1a5fd0));outline-offset:2px}',
  ':where(vt-bio-cards [data-bio]:not([hidden])){margin-block-start:.5rem}',
];

/** The name the widgets' one sheet is added under (core addStyles: once per document, whichever widget comes first). */
export const WIDGET_STYLE_KEY = 'widgets';
