export { CollapsibleElement } from './collapsible-element';
export { AccordionElement } from './accordion-element';
export { FaqElement } from './faq-element';
export { ExpandTextElement } from './expand-text-element';
export { ShowMoreElement } from './show-more-element';
export { DropdownElement } from './dropdown-element';
export { BioCardsElement } from './bio-cards-element';
export { CarouselElement } from './carousel-element';
export { smoothScroll, listenForScrollTo } from './scroll-to';
export { Disclosure, ensureId, asButton, type DisclosureOptions } from './dom/disclosure';
export {
  collapsibleDefinition,
  accordionDefinition,
  faqDefinition,
  expandTextDefinition,
  showMoreDefinition,
  dropdownDefinition,
  bioCardsDefinition,
  carouselDefinition,
  scrollToDocs,
} from './definition';
export { carouselRuntime } from './carousel-runtime';
// The default texts a page's data-texts overrides (contract "Strings and languages").
export { TEXTS, type TextKey } from './core/texts';
export { CAROUSEL_TEXTS, type CarouselTexts, type CarouselTextKey } from './core/carousel';
