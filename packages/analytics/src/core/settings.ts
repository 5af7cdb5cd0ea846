import { parseAttribute, propName, safeUrl, type AttributeParser, type Config } from '@vt-elements/core';
import { analyticsRuntime, metaName, REQUIRED_SETTINGS, URL_SETTINGS, type SettingName } from '../runtime-definition';

/**
 * The settings of `<vt-analytics>` (contract "`<vt-analytics>`"): one per attribute of its
 * definition (runtime-definition.ts), typed by its parser; each from `<meta name="vt-…">`,
 * overridden by the element's `data-…` attribute of the same name (dom/settings.ts reads them).
 */
export type AnalyticsSettings = Config<typeof analyticsRuntime>;

/** A setting's text by name: the element's attribute (null when absent), or the content of a page's meta tag (null when absent or empty). */
export type SettingText = (name: string) => string | null;

function absolute(value: string, base: string): string | null {
  try {
    return new URL(value, base).href;
  } catch {
    return null;
  }
}

/**
 * Every setting: the attribute, else the meta tag, parsed by the core's parser (an empty
 * attribute counts as absent, except a boolean's, which is true). A URL from an attribute (which
 * CMS content may carry) must pass the page's URL policy (vt-allowed-hosts), else it is reported
 * and the meta tag's is used; a meta tag's URL is the page's own choice, resolved against `base`
 * (the page's base URL).
 */
export function analyticsSettings(attribute: SettingText, meta: SettingText, base: string): AnalyticsSettings {
  const settings: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(analyticsRuntime.attributes) as [SettingName, AttributeParser][]) {
    const raw = attribute(name)?.trim() ?? null;
    let text = raw === '' && spec.type !== 'boolean' ? null : raw;
    if (URL_SETTINGS.has(name)) {
      text = text && safeUrl(text, { source: analyticsRuntime.tag, what: name, page: base });
      const content = text ? null : meta(metaName(name));
      if (content !== null) text = absolute(content, base);
    } else text ??= meta(metaName(name));
    settings[propName(name)] = parseAttribute(spec, text).value;
  }
  return settings as AnalyticsSettings;
}

/** The meta tags the page must have: those of the required settings the element's attributes do not give. */
export const requiredMetaTags = (attribute: SettingText): string[] =>
  REQUIRED_SETTINGS.filter((name) => !attribute(name)?.trim()).map(metaName);
