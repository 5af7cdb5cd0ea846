/**
 * The page's meta tags an element needs (spec §8 'Missing meta tags: {list}'). Only
 * `<vt-analytics>` needs any: each required setting comes from its `data-…` attribute, else from
 * `<meta name="vt-…">`; a missing one switches its part off. (The other page inputs have
 * defaults: visitor-id a cookie or a new id, vt-api-host the page's host.)
 */
import { metaName, REQUIRED_SETTINGS, type SettingName } from '@vt-elements/analytics/runtime-definition';
import type { AuthorNode, Finding, PageModel } from './model';
import { attr, finding } from './tree';

/** What the element runs without when a required setting (its REQUIRED_SETTINGS) is missing (meta-rules.test.ts: one for each). */
export const RUNS_WITHOUT: Readonly<Partial<Record<SettingName, string>>> = {
  'data-segment-write-key': 'no analytics SDK is loaded (events still reach window.dataLayer)',
  'data-flags-client-id': 'every flag reads false, so content with data-flag stays hidden',
  'data-tracker-endpoint': 'the action tracker does not start',
  'data-application-id': 'the action tracker does not start',
};

export function metaFindings(node: AuthorNode, page: PageModel): Finding[] {
  if (node.tag !== 'vt-analytics') return [];
  const missing = REQUIRED_SETTINGS.filter((attribute) => !attr(node, attribute)?.trim() && !page.meta[metaName(attribute)]?.trim());
  // The element reports them once, together (dom/settings.ts checkMetaTags).
  const report = `Missing meta tags: ${missing.map(metaName).join(', ')}`;
  return missing.map((attribute) =>
    finding(
      'missing-meta',
      'error',
      node,
      {
        problem: `The page has no <meta name="${metaName(attribute)}"> and <vt-analytics> no ${attribute}.`,
        fallback: `It reports "${report}" and runs without it: ${RUNS_WITHOUT[attribute] ?? 'that part does not start'}.`,
        fix: `Add <meta name="${metaName(attribute)}" content="…"> to the page's <head>, or ${attribute}="…" to <vt-analytics>.`,
      },
      { attribute },
    ),
  );
}
