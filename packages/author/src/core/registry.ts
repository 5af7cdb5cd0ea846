/**
 * Every element the checker knows, from each package's public definition: its tag, and per
 * attribute the parser the element itself parses it with (core/attributes.ts) and its description.
 * A new element is added here (npm run new-element does it; registry.test.ts fails until it is, against
 * scripts/elements.mjs).
 */
/* eslint-disable no-restricted-imports -- the checker is a tool, not an element bundle: it needs the definitions (parsers and their docs). */
import type { AttributeSpec, ElementDefinition } from '@vt-elements/core';
import { analyticsDefinition } from '@vt-elements/analytics/definition';
import { cartBadgeDefinition } from '@vt-elements/cart-badge/definition';
import { courseCardDefinition } from '@vt-elements/catalogue/course-card-definition';
import { courseListItemDefinition } from '@vt-elements/catalogue/course-list-item-definition';
import { courseSearchDefinition } from '@vt-elements/course-search/definition';
import { leadWizardDefinition } from '@vt-elements/lead-wizard/definition';
import { countryPickerDefinition, localeSuggestDefinition } from '@vt-elements/locale/definition';
import { modalDefinition, shareDefinition } from '@vt-elements/modal/definition';
import { navbarSearchDefinition } from '@vt-elements/navbar-search/definition';
import { scheduledCallbackDefinition } from '@vt-elements/scheduled-callback/definition';
import { siteNavDefinition } from '@vt-elements/site-nav/definition';
import {
  accordionDefinition,
  bioCardsDefinition,
  carouselDefinition,
  collapsibleDefinition,
  dropdownDefinition,
  expandTextDefinition,
  faqDefinition,
  scrollToDocs,
  showMoreDefinition,
} from '@vt-elements/widgets/definition';
// New elements (npm run new-element) add their import above this line.
/* eslint-enable no-restricted-imports */

/** The library's elements, in tag order. */
export const ELEMENTS: readonly ElementDefinition[] = [
  accordionDefinition,
  analyticsDefinition,
  bioCardsDefinition,
  carouselDefinition,
  cartBadgeDefinition,
  collapsibleDefinition,
  countryPickerDefinition,
  courseCardDefinition,
  courseListItemDefinition,
  courseSearchDefinition,
  dropdownDefinition,
  expandTextDefinition,
  faqDefinition,
  leadWizardDefinition,
  localeSuggestDefinition,
  modalDefinition,
  navbarSearchDefinition,
  scheduledCallbackDefinition,
  shareDefinition,
  showMoreDefinition,
  siteNavDefinition,
  // New elements (npm run new-element) add their definition above this line.
].sort((a, b) => a.tag.localeCompare(b.tag));

/** Every tag of the library (`vt-cart-badge`, …), sorted. */
export const ELEMENT_TAGS: readonly string[] = ELEMENTS.map((element) => element.tag);

const byTag = new Map(ELEMENTS.map((element) => [element.tag as string, element]));

/** The definition of a tag, or undefined when the library has no such element. */
export function elementDefinition(tag: string): ElementDefinition | undefined {
  return byTag.get(tag);
}

/** An attribute behaviour (package.json "vtBehaviours"): any element carrying `attribute` gets it. */
export interface Behaviour {
  /** The attribute that switches it on (`data-scroll-to`). */
  attribute: string;
  summary: string;
  /** Its attributes (the switch included) with their descriptions: no parsers, it reads them itself. */
  attributes: Readonly<Record<string, string>>;
}

export const BEHAVIOURS: readonly Behaviour[] = [scrollToDocs];

/** Its attribute's spec, or undefined when the element has no such attribute. */
export function attributeSpec(element: ElementDefinition, name: string): AttributeSpec | undefined {
  return Object.hasOwn(element.attributes, name) ? element.attributes[name] : undefined;
}
