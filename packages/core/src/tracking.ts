/**
 * The tracking context (spec §3 "Tracking context"): the page URL's query parameters plus a page
 * tracking object, with param_string, path, network, campaign_id, visitor_id and referer added.
 */

export const TRACKING_PARAMETERS = ['vtmedium', 'vtsource', 'vtcampaign', 'vtplacement', 'leadform', 'abtest', 'irclickid'] as const;

export interface TrackingInputs {
  /** The page URL (absolute). */
  url: string;
  /** The page's own tracking object (e.g. `window.vtTracking`), merged under the URL's values. */
  pageTracking?: Record<string, unknown> | null | undefined;
  visitorId?: string | null | undefined;
  referer?: string | null | undefined;
}

export type TrackingContext = Record<string, string> & {
  param_string: string;
  path: string;
  referer: string;
};

export function trackingContext(inputs: TrackingInputs): TrackingContext {
  const url = new URL(inputs.url);
  const context: Record<string, string> = {};
  for (const [key, value] of Object.entries(inputs.pageTracking ?? {})) {
    if (value !== undefined && value !== null && typeof value !== 'object') context[key] = String(value);
  }
  for (const [key, value] of url.searchParams) context[key] = value;

  context.param_string = url.search.replace(/^\?/, '');
  context.path = url.pathname;
  const network = url.searchParams.get('network');
  if (url.searchParams.get('networkbing') === '1') context.network = 'bing';
  else if (network) context.network = network;
  // The misspelt `capaignid` is sent by some live ad campaigns and must keep working.
  const campaign = url.searchParams.get('campaignid') ?? url.searchParams.get('capaignid') ?? url.searchParams.get('campaign_id');
  if (campaign) context.campaign_id = campaign;
  if (inputs.visitorId) context.visitor_id = inputs.visitorId;
  context.referer = inputs.referer ?? '';
  return context as TrackingContext;
}
