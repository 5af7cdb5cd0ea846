import { describeElement, textsDescription } from '@vt-elements/core';
import { siteNavRuntime } from './runtime-definition';
import { TEXTS } from './core/texts';

/** The full definition for the docs, manifest and Storybook; not imported by the bundle (element.ts). */
export const siteNavDefinition = describeElement(siteNavRuntime, {
  summary:
    "The main navigation, enhanced in place: the CMS renders its own <nav> with nested lists inside the tag (links stay links; without JavaScript it reads as nested lists). Each <li> holding a nested <ul> gets a disclosure button after its link (APG disclosure navigation: aria-expanded, aria-controls; no role=menu); levels 0-4, the top list being level 0; one open sub-menu per level. Escape closes the innermost and returns focus to its button; a press outside closes all; focus leaving the nav closes the bar's sub-menus. Arrow keys: Left/Right (and Home/End) between the top-level links and buttons of the bar, Up/Down within a list, ArrowDown on a top-level button opens it and goes to its first link. The link to the current page gets aria-current=\"page\". From 630 px up the top list is a bar (a wrapping row) even on a page that does not style the nav (zero-specificity :where() rules, so any page rule wins), and an open sub-menu never covers another item's link or button: where its usual place (below its item; beside it from level 2) would, it goes beside its item (vt-nav__aside), else into the flow (vt-nav__in-flow). At 1280 px and wider, hovering with a mouse opens a sub-menu after 200 ms and leaving closes it 200 ms later (crossing a gap back within 200 ms does not close it), while the data-hover-flag flag is true; touch and keyboard never depend on hover. Below 630 px the top list becomes a drawer behind [data-menu-toggle]: it locks page scroll while open (the body's style and the scroll position are put back exactly on close), keeps focus inside (the toggle and the drawer), closes on Escape or a press outside; a sub-menu opens as its own level with a Back button that goes up one level (Escape does too, then closes the drawer). In the desktop layout (1280 px and wider) the header around the element (<header> or [role=banner]) is made position:relative, with the vt-header--relative class, while the window is under 676 px tall. [data-flag] elements inside it (sign-in) keep their box but are hidden (visibility:hidden, so nothing moves when one appears) until the flags are known, then shown only while their flag is true (<vt-analytics>), else display:none. The flags are known once the flag SDK is ready, or when every flag is false for good: no <vt-analytics> in the page once it has parsed (hidden from the first paint where :has() exists), a <vt-analytics> without a flags client id, the flag SDK failing or timing out (5 s), or a <vt-analytics> whose module is not defined 10 s after the page has parsed (reported). Without JavaScript, or if this element's module fails to load, they show as the CMS wrote them. Footer disclaimer: each [data-disclaimer-toggle] button expands and collapses its [data-disclaimer] block (named by the toggle's value or aria-controls, else the first in its footer); it starts collapsed. Markup it does not expect (no nested lists, a list at level 5 or deeper, no [data-menu-toggle], a link without text, a disclaimer toggle without its block) is reported once and left working as plain links.",
  spec: '§1 feature flags, §2 Navigation, §4 Navbar, §9 hover delay and breakpoints (desktop nav 1280, mobile menu 630, header relative under 676 px tall)',
  attributes: {
    'data-hover-flag':
      "The feature flag (read with the core's flag(), through <vt-analytics>) that turns hover opening on at 1280 px and wider. Flags read false until they are ready, so hover starts once the flag is known to be true. Without the attribute hover opening is on.",
    'data-texts': textsDescription(TEXTS, {
      what: 'the texts the element adds',
      note: "submenu is a disclosure button's name ({label} being its link's text), back the drawer's Back button.",
    }),
  },
  slots: {
    '<nav> with nested <ul>': 'The CMS navigation: the first <ul> is the top level; an <li> holding a <ul> is a sub-menu (levels 0-4).',
    '[data-menu-toggle]': 'The hamburger button (shown below 630 px): opens and closes the drawer (aria-expanded, aria-controls).',
    '[data-flag]':
      'Feature-flagged content inside the nav (e.g. sign-in): hidden with its box kept until the flags are known, then shown only while its flag is true (data-flags-known is set on the element once they are known).',
    '[data-disclaimer-toggle], [data-disclaimer]':
      'Anywhere on the page (the footer): the disclaimer toggle button and the block it expands and collapses.',
  },
  cssClasses: {
    'vt-nav__menu': 'The top list (the drawer below 630 px).',
    'vt-nav__item': 'An item holding a sub-menu; vt-nav__open while it is open.',
    'vt-nav__button': 'The disclosure button added after the link (a chevron drawn with ::before).',
    'vt-nav__back': 'The Back item added at the top of each sub-menu (shown only in the drawer); its button is vt-nav__back-button.',
    'vt-nav__aside': "An open sub-menu moved beside its item, as its usual place would cover another item's link or button.",
    'vt-nav__in-flow': 'An open sub-menu put in the flow (pushing what follows) where beside its item would still cover another item.',
    'vt-nav__covered': 'In the drawer, a list whose open sub-menu is shown as its own level (its other items are hidden).',
    'vt-header--relative': 'Added to the header while it is made position:relative (desktop layout, window under 676 px tall).',
  },
  cssProperties: {
    '--vt-nav-bg': 'Background of the dropdowns and the drawer (default #fff).',
    '--vt-nav-z-index': 'z-index of the dropdowns and the drawer (default 1000).',
    '--vt-nav-drawer-top': "Where the drawer starts (set by the element to the header's bottom edge when it opens).",
  },
});
