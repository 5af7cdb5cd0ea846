/**
 * The share dialog's links (spec §7: "Share links add direct_share=copy and a v_id parameter").
 * Pure: the page URL, the visitor id and the title come in, URLs go out, every part encoded by
 * the URL API or encodeURIComponent (never by string pasting).
 */

export const DIRECT_SHARE_PARAM = 'direct_share';
export const DIRECT_SHARE_VALUE = 'copy';
export const VISITOR_PARAM = 'v_id';

/**
 * The page URL to share: `direct_share=copy` and `v_id={visitor id}` set (replacing any the page
 * URL already had, so a shared link shared again names the new sharer), the fragment dropped.
 */
export function shareUrl(pageUrl: string, visitorId: string): string {
  const url = new URL(pageUrl);
  url.hash = '';
  url.searchParams.set(DIRECT_SHARE_PARAM, DIRECT_SHARE_VALUE);
  url.searchParams.set(VISITOR_PARAM, visitorId);
  return url.href;
}

export type ShareNetwork = 'email' | 'facebook' | 'x' | 'linkedin';

export const SHARE_NETWORKS: readonly ShareNetwork[] = ['email', 'facebook', 'x', 'linkedin'];

/**
 * One link per network. mailto: gets encodeURIComponent (%20, not the + of form encoding, which
 * mail clients show literally); the web intents get URLSearchParams.
 */
export function shareLinks(url: string, title: string): Record<ShareNetwork, string> {
  const web = (base: string, params: Record<string, string>) => `${base}?${new URLSearchParams(params)}`;
  return {
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(title ? `${title}\n${url}` : url)}`,
    facebook: web('https://www.facebook.com/sharer/sharer.php', { u: url }),
    x: web('https://x.com/intent/tweet', title ? { url, text: title } : { url }),
    linkedin: web('https://www.linkedin.com/sharing/share-offsite/', { url }),
  };
}
