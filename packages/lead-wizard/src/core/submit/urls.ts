/** Spec §2 thank-you routes, §7 redirect parameters and the §5 interview_url rule. */

export const THANK_YOU_ROUTES = {
  lead: '/contacts/marketing/thank-you',
  leadVariant: '/contacts/marketing/thank-you-nme',
  tutor: '/tutor-application/thank-you',
  tutorCanada: '/en-ca/tutor-application/thank-you',
} as const;

/** The tutor thank-you route: Canadian tutors get the en-ca page. */
export function tutorThankYouRoute(countryCode: string | undefined): string {
  return countryCode?.trim().toUpperCase() === 'CA' ? THANK_YOU_ROUTES.tutorCanada : THANK_YOU_ROUTES.tutor;
}

/** The query parameters a lead-form redirect carries (spec §7), in this order. */
export const REDIRECT_PARAMS = ['time_zone', 'correlation_id', 'phone_number'] as const;

/**
 * Adds time_zone, correlation_id and phone_number (the non-empty ones) to a redirect URL,
 * keeping its own query and hash; replaces parameters of the same name.
 */
export function thankYouUrl(base: string, values: { time_zone?: string; correlation_id?: string; phone_number?: string }): string {
  const hashAt = base.indexOf('#');
  const hash = hashAt === -1 ? '' : base.slice(hashAt);
  const beforeHash = hashAt === -1 ? base : base.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  for (const name of REDIRECT_PARAMS) {
    const value = values[name]?.trim();
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Spec §5: a tutor interview_url is used only when it starts with the page host, `https://` or
 * `www.`. Anything else (javascript:, data:, http:, protocol-relative `//`, a look-alike host such
 * as `{host}.evil.test`) gives null. The prefix is only the first test: the URL is then parsed and
 * its parsed host must still fit the prefix it passed by (`{host}:@evil.example` parses to
 * evil.example), with no user info. Host-relative and `www.` URLs come back as https URLs, so the
 * browser never reads them as a path on the current page.
 */
export function safeInterviewUrl(value: unknown, pageHost: string): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  // Control characters and whitespace can hide a scheme from a prefix check.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  if (!url || /[\s\u0000-\u001f\u007f\\]/.test(url)) return null;
  const lower = url.toLowerCase();
  const host = pageHost.trim().toLowerCase();
  let candidate: string | null = null;
  let fits: (parsed: URL) => boolean = () => true;
  if (lower.startsWith('https://')) candidate = url;
  else if (lower.startsWith('www.')) {
    candidate = `https://${url}`;
    fits = (parsed) => parsed.hostname.startsWith('www.');
  } else if (host && lower.startsWith(host) && /^($|[/?#:])/.test(lower.slice(host.length))) {
    candidate = `https://${url}`;
    fits = (parsed) => parsed.host === host || parsed.hostname === host;
  }
  if (!candidate) return null;
  try {
    const parsed = new URL(candidate);
    if (parsed.protocol !== 'https:' || !parsed.hostname || parsed.username || parsed.password || !fits(parsed)) return null;
    return parsed.href;
  } catch {
    return null;
  }
}

/** The page's secure-uuid query parameter (spec §6), or null. */
export function secureUuidFromPage(page: string): string | null {
  try {
    return new URL(page).searchParams.get('secure-uuid')?.trim() || null;
  } catch {
    return null;
  }
}

/** The host of a page URL ('' when it is not a URL). */
export function pageHostOf(page: string): string {
  try {
    return new URL(page).host;
  } catch {
    return '';
  }
}
