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

/**
 * Spec §8 Tracker: a page that gives one of the action tracker's two settings (endpoint,
 * application id) and not the other meant to start it. The spec's words ('endpoint not set',
 * 'applicationId not set', tracker/client.ts TRACKER_ERRORS), naming the element and where the
 * setting comes from; spelt here so the element's own module loads nothing of the tracker's.
 * Null when both are set (it starts) or neither (the page has no tracker; 'Missing meta tags'
 * says so).
 */
export function trackerSettingsError(settings: Pick<AnalyticsSettings, 'trackerEndpoint' | 'applicationId'>): string | null {
  const { trackerEndpoint: endpoint, applicationId } = settings;
  if (!endpoint === !applicationId) return null;
  const [missing, setting] = endpoint ? ['applicationId', 'application-id'] : ['endpoint', 'tracker-endpoint'];
  return `<${analyticsRuntime.tag}> action tracker: ${missing} not set (<meta name="vt-${setting}"> or data-${setting}), so it does not start`;
}
