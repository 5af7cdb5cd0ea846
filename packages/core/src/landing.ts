/**
 * The visit's landing page (spec §3 payloads: landing_page): the first page an element of ours
 * runs on in this tab, recorded when it starts (every element's definition records it), kept for
 * the tab's session. Taken at the first submit instead, it was the page where a lead was sent,
 * with the wizard's own step hash.
 */

const KEY = 'vt-landing-page';
/** The lead wizard's history entries (§2: #get-started/{stepIndex}): ours, not the page's. */
const STEP_HASH = /#get-started\/\d+$/;

/** The page's address without the wizard's step hash (any other hash is the page's and kept). */
export function landingAddress(href: string): string {
  return href.replace(STEP_HASH, '');
}

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage blocked (sandboxed frame, privacy settings): the current page stands in.
    return null;
  }
}

/** Records this page as the landing page unless the visit already has one; returns the visit's. */
export function recordLandingPage(href: string | undefined = globalThis.location?.href, storage = sessionStore()): string {
  const here = href ? landingAddress(href) : '';
  try {
    const stored = storage?.getItem(KEY);
    if (stored) return stored;
    if (here) storage?.setItem(KEY, here);
  } catch {
    /* storage may be full or blocked: the current page stands in */
  }
  return here;
}

/** The visit's landing page: the recorded one, else (storage blocked) the current page without the wizard's hash. */
export function landingPage(): string {
  return recordLandingPage();
}
