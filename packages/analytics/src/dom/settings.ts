import { checkMetaTags, readMeta } from '@vt-elements/core';
import { analyticsRuntime } from '../runtime-definition';
import { analyticsSettings, requiredMetaTags, type AnalyticsSettings } from '../core/settings';

/** Reads every setting from the element's attributes and the page's meta tags (the rules: core/settings.ts). */
export function resolveSettings(element: Element, doc: Document = element.ownerDocument): AnalyticsSettings {
  return analyticsSettings(
    (name) => element.getAttribute(name),
    (name) => readMeta(name, doc),
    doc.baseURI,
  );
}

/** Reports the required settings that neither a meta tag nor the element gives ('Missing meta tags: {list}', spec §8); returns their meta names. */
export const reportMissingSettings = (element: Element, doc: Document = element.ownerDocument): string[] =>
  checkMetaTags(
    requiredMetaTags((name) => element.getAttribute(name)),
    analyticsRuntime.tag,
    doc,
  );
