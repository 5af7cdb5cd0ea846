import { cloak, createElementClass, defineElement } from '@vt-elements/core';
import { navbarSearchRuntime } from './runtime-definition';
import { NavbarSearch } from './view/navbar-search';
import { navbarSearchStyles } from './view/styles';

/** `<vt-navbar-search>`; define it under another name with `customElements.define('acme-search', NavbarSearchElement)`. */
export const NavbarSearchElement = createElementClass({ definition: navbarSearchRuntime, view: NavbarSearch, styles: navbarSearchStyles });

// Before the upgrade (a page may import this module without the autoloader): see core/cloak.ts.
cloak(document);
defineElement(navbarSearchRuntime, NavbarSearchElement);
