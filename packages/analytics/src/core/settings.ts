import { checkMetaTags, parseAttribute, propName, readMeta, safeUrl, type AttributeParser, type Config } from '@vt-elements/core';
import { analyticsRuntime, metaName, REQUIRED_SETTINGS, URL_SETTINGS, type SettingName } from '../runtime-definition';

/**
 * The settings of `<vt-analytics>` (contract "`<vt-analytics>`"): one per attribute of its
 * definition (runtime-definition.ts), typed by its parser; each from `<meta name="vt-…">`,
 * overridden by the element's `data-…` attribute of the same name.
 */
export type AnalyticsSettings = Config<typeof analyticsRuntime>;

function absolute(value: string, doc: Document): string | null {
  try {
    return new URL(value, doc.baseURI).href;
  } catch {
    return null;
  }
}

/**
 * Reads every setting: the element's attribute, else the page's meta tag, parsed by the core's
 * parser (an empty attribute counts as absent, except a boolean's, which is true). A URL from an
 * attribute (which CMS content may carry) must pass the page's URL policy (vt-allowed-hosts), else
 * it is reported and the meta tag's is used; a meta tag's URL is the page's own choice.
 */
export function resolveSettings(element: Element, doc: Document = element.ownerDocument): AnalyticsSettings {
  const settings: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(analyticsRuntime.attributes) as [SettingName, AttributeParser][]) {
    const raw = element.getAttribute(name)?.trim() ?? null;
    let text = raw === '' && spec.type !== 'boolean' ? null : raw;
    if (URL_SETTINGS.has(name)) {
      text = text && safeUrl(text, { source: analyticsRuntime.tag, what: name, page: doc.baseURI });
      const meta = text ? null : readMeta(metaName(name), doc);
      if (meta !== null) text = absolute(meta, doc);
    } else text ??= readMeta(metaName(name), doc);
    settings[propName(name)] = parseAttribute(spec, text).value;
  }
  return settings as AnalyticsSettings;
}

/** Reports the required settings that neither a meta tag nor the element gives; returns their meta names. */
export function reportMissingSettings(element: Element, doc: Document = element.ownerDocument): string[] {
  const missing = REQUIRED_SETTINGS.filter((name) => !element.getAttribute(name)?.trim());
  return missing.length ? checkMetaTags(missing.map(metaName), analyticsRuntime.tag, doc) : [];
}
