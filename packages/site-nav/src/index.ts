// The package's public entry (issue 40): the element, its definition and the controller a page may
// drive itself. The rules in core/ are the package's own.
export { SiteNavElement } from './element';
export { siteNavDefinition } from './definition';
export { SiteNavController, type NavOptions } from './dom/controller';
