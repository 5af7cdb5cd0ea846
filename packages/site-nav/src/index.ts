export { SiteNavElement } from './element';
export { siteNavDefinition } from './definition';
export { SiteNavController, type NavOptions } from './dom/controller';
export * from './core/layout';
export * from './core/menu';
export * from './core/keys';
export * from './core/markup';
export * from './core/texts';
