import type { AttributeParsers, ElementRuntime } from '@vt-elements/core';
import { parseTexts } from './core/texts';

/** The attributes both elements share (docs: course-card-definition.ts, course-list-item-definition.ts). */
const shared = {
  'data-course': { type: 'json' },
  'data-from': { type: 'string' },
  'data-viewer': { type: 'json' },
  'data-texts': { type: 'json', check: parseTexts },
  'data-heading-level': { type: 'enum', values: ['2', '3', '4', '5', '6'] as const, default: '3' },
  // The image's own loading and fetchpriority (issue 50: an element above the fold is the page's
  // largest contentful paint, which a lazy image delays).
  'data-loading': { type: 'enum', values: ['lazy', 'eager'] as const, default: 'lazy' },
  'data-fetchpriority': { type: 'enum', values: ['high', 'low', 'auto'] as const },
} satisfies AttributeParsers;

/** What the bundles need of the definitions: the tag and how each attribute parses. */
export const courseCardRuntime = {
  tag: 'vt-course-card',
  attributes: { ...shared, 'data-share-url': { type: 'string' } },
} satisfies ElementRuntime;

export const courseListItemRuntime = {
  tag: 'vt-course-list-item',
  attributes: shared,
} satisfies ElementRuntime;
