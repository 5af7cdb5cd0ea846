import type { ElementRuntime } from '@vt-elements/core';
import { textsCheck, type TextKey } from './core/texts';

/**
 * What the bundles need of the definitions: tags, attribute parsers and each element's text keys
 * (docs: definition.ts). In the widgets' shared chunk with the disclosure primitive.
 */
export const KEYS = {
  faq: ['expandAll', 'collapseAll'],
  expandText: ['readMore', 'readLess'],
  showMore: ['more', 'fewer'],
  bioCards: ['showBio', 'close'],
} as const satisfies Record<string, readonly TextKey[]>;

const texts = (keys: readonly TextKey[]) => ({ type: 'json', check: textsCheck(keys) }) as const;

export const collapsibleRuntime = {
  tag: 'vt-collapsible',
  attributes: { 'data-breakpoint': { type: 'number', default: null } },
} satisfies ElementRuntime;

export const accordionRuntime = {
  tag: 'vt-accordion',
  attributes: {},
} satisfies ElementRuntime;

export const faqRuntime = {
  tag: 'vt-faq',
  attributes: { 'data-texts': texts(KEYS.faq) },
} satisfies ElementRuntime;

export const expandTextRuntime = {
  tag: 'vt-expand-text',
  attributes: { 'data-texts': texts(KEYS.expandText) },
} satisfies ElementRuntime;

export const showMoreRuntime = {
  tag: 'vt-show-more',
  attributes: {
    'data-visible': { type: 'number', default: null },
    'data-more-label': { type: 'string' },
    'data-less-label': { type: 'string' },
    'data-texts': texts(KEYS.showMore),
  },
} satisfies ElementRuntime;

export const dropdownRuntime = {
  tag: 'vt-dropdown',
  attributes: {},
} satisfies ElementRuntime;

export const bioCardsRuntime = {
  tag: 'vt-bio-cards',
  attributes: { 'data-texts': texts(KEYS.bioCards) },
} satisfies ElementRuntime;
