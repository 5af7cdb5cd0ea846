/**
 * The page's meta tags an element needs (spec §8 'Missing meta tags: {list}'). Only
 * `<vt-analytics>` needs any: each required setting comes from its `data-…` attribute, else from
 * `<meta name="vt-…">`; a missing one switches its part off. (The other page inputs have
 * defaults: visitor-id a cookie or a new id, vt-api-host the page's host.)
 */
import type { AuthorNode, Finding, PageModel } from './model';
import { attr, finding } from './tree';

/**
 * analytics/src/runtime-definition.ts REQUIRED_SETTINGS, in its order, with the part each one
 * switches on (meta-rules.test.ts keeps the list the same as the element's).
 */
export const REQUIRED_ANALYTICS_SETTINGS: readonly { attribute: string; without: string }[] = [
  { attribute: 'data-segment-write-key', without: 'no analytics SDK is loaded (events still reach window.dataLayer)' },
  { attribute: 'data-flags-client-id', without: 'every flag reads false, so content with data-flag stays hidden' },
  { attribute: 'data-tracker-endpoint', without: 'the action tracker does not start' },
  { attribute: 'data-application-id', without: 'the action tracker does not start' },
];

/** The setting's meta tag: `data-segment-write-key` ↔ `vt-segment-write-key` (analytics metaName). */
const metaName = (attribute: string) => attribute.replace('data-', 'vt-');

export function metaFindings(node: AuthorNode, page: PageModel): Finding[] {
  if (node.tag !== 'vt-analytics') return [];
  const missing = REQUIRED_ANALYTICS_SETTINGS.filter(
    ({ attribute }) => !attr(node, attribute)?.trim() && !page.meta[metaName(attribute)]?.trim(),
  );
  // The element reports them once, together (dom/settings.ts checkMetaTags).
  const report = `Missing meta tags: ${missing.map(({ attribute }) => metaName(attribute)).join(', ')}`;
  return missing.map(({ attribute, without }) =>
    finding(
      'missing-meta',
      'error',
      node,
      {
        problem: `The page has no <meta name="${metaName(attribute)}"> and <vt-analytics> no ${attribute}.`,
        fallback: `It reports "${report}" and runs without it: ${without}.`,
        fix: `Add <meta name="${metaName(attribute)}" content="…"> to the page's <head>, or ${attribute}="…" to <vt-analytics>.`,
      },
      { attribute },
    ),
  );
}
