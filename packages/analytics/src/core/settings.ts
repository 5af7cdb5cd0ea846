import { checkMetaTags, readMeta, safeUrl } from '@vt-elements/core';

/**
 * The settings of `<vt-analytics>` (contract "`<vt-analytics>`"): each from `<meta name="vt-…">`,
 * overridden by the element's `data-…` attribute of the same name without `vt-`.
 */
export interface AnalyticsSettings {
  /** Segment source write key; without it no analytics SDK is loaded. */
  segmentWriteKey: string | null;
  /** Segment settings CDN (default the SDK's, https://cdn.segment.com). */
  segmentCdn: string | null;
  /** Where batches go, e.g. `https://api.example.com/v1` (default: the source's settings, else api.segment.io/v1). */
  segmentApiHost: string | null;
  /** Send `scroll_depth` events to Segment too (spec §9: off by default for the Segment-type tracker). */
  segmentScroll: boolean;
  /** LaunchDarkly client-side id; without it every flag reads false. */
  flagsClientId: string | null;
  /** One base URL for LaunchDarkly's polling, events and stream hosts (default LaunchDarkly's own). */
  flagsBaseUrl: string | null;
  /** Action tracker endpoint and application id: both are needed to start the tracker. */
  trackerEndpoint: string | null;
  applicationId: string | null;
  divisionId: string | null;
  contentVersion: string | null;
  /** A known user id: the SDK identifies the user with it. */
  userId: string | null;
  /** The Page event's pageRequestId (spec §3: the string 'undefined' when unknown). */
  pageRequestId: string;
}

/** Setting name (without prefix) → settings key; the meta tag is `vt-{name}`, the attribute `data-{name}`. */
export const SETTING_NAMES = {
  'segment-write-key': 'segmentWriteKey',
  'segment-cdn': 'segmentCdn',
  'segment-api-host': 'segmentApiHost',
  'flags-client-id': 'flagsClientId',
  'flags-base-url': 'flagsBaseUrl',
  'tracker-endpoint': 'trackerEndpoint',
  'application-id': 'applicationId',
  'division-id': 'divisionId',
  'content-version': 'contentVersion',
  'user-id': 'userId',
  'page-request-id': 'pageRequestId',
} as const;

/**
 * Required settings: each switches one part on, and the others work without it. A page missing
 * one is told once ('Missing meta tags: …', spec §8) and runs without that part.
 * - `vt-segment-write-key`: analytics (Segment);
 * - `vt-flags-client-id`: feature flags (else every flag reads false);
 * - `vt-tracker-endpoint` and `vt-application-id`: the action tracker.
 */
export const REQUIRED_SETTINGS = ['segment-write-key', 'flags-client-id', 'tracker-endpoint', 'application-id'] as const;

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The settings that are URLs: resolved against the page, so "/" is the page's origin. */
const URL_SETTINGS: ReadonlySet<string> = new Set(['segment-cdn', 'segment-api-host', 'flags-base-url', 'tracker-endpoint']);

function absolute(value: string, doc: Document): string | null {
  try {
    return new URL(value, doc.baseURI).href;
  } catch {
    return null;
  }
}

/**
 * Reads every setting: the element's attribute, else the page's meta tag. A URL from an attribute
 * (which CMS content may carry) must pass the page's URL policy (vt-allowed-hosts), else it is
 * reported and the meta tag's is used; a meta tag's URL is the page's own choice.
 */
export function resolveSettings(element: Element, doc: Document = element.ownerDocument): AnalyticsSettings {
  const read = (name: string) => {
    const attribute = text(element.getAttribute(`data-${name}`));
    if (!URL_SETTINGS.has(name)) return attribute ?? readMeta(`vt-${name}`, doc);
    const checked = attribute === null ? null : safeUrl(attribute, { source: 'vt-analytics', what: `data-${name}`, page: doc.baseURI });
    if (checked) return checked;
    const meta = readMeta(`vt-${name}`, doc);
    return meta === null ? null : absolute(meta, doc);
  };
  const out = {} as Record<string, unknown>;
  for (const [name, key] of Object.entries(SETTING_NAMES)) out[key] = read(name);
  const scroll = element.getAttribute('data-segment-scroll') ?? readMeta('vt-segment-scroll', doc);
  out.segmentScroll = scroll !== null && !/^(false|0|no|off)$/i.test(scroll.trim());
  out.pageRequestId ??= 'undefined';
  return out as unknown as AnalyticsSettings;
}

/** Reports the required settings that neither a meta tag nor the element gives; returns their meta names. */
export function reportMissingSettings(element: Element, doc: Document = element.ownerDocument): string[] {
  const missing = REQUIRED_SETTINGS.filter((name) => !text(element.getAttribute(`data-${name}`)));
  return missing.length
    ? checkMetaTags(
        missing.map((name) => `vt-${name}`),
        'vt-analytics',
        doc,
      )
    : [];
}
