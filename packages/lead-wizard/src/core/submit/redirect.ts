import type { Panel } from '../panel';
import { THANK_YOU_ROUTES, thankYouUrl, tutorThankYouRoute } from './urls';
import type { LeadAction } from './types';

/**
 * The actions of a tutor flow: they send a tutor applicant (spec §5 Names: no last-name
 * fallback), and the flow ends on the tutor thank-you route (§2).
 */
export const TUTOR_ACTIONS: readonly LeadAction[] = ['check_tutor_details', 'check_tutor_phone', 'new_tutor'];

export function isTutorFlow(action: string | null | undefined): boolean {
  return (TUTOR_ACTIONS as readonly unknown[]).includes(action);
}

/** The default thank-you route: the tutor one for tutor forms (the Canadian one for CA), else the lead one (§2). */
export function defaultThankYouRoute(flowAction: string | null, values: Record<string, string>): string {
  return isTutorFlow(flowAction) ? tutorThankYouRoute(values.country_code) : THANK_YOU_ROUTES.lead;
}

/** What the redirect rules need of the page (dom/submit-step.ts). */
export interface RedirectPage {
  /** The CMS's address when the URL policy lets it through, else null (the page reports it). */
  safe(url: string, what: string): string | null;
  /** The visitor's IANA time zone. */
  timeZone(): string;
}

/**
 * The redirect step's address, the first of (spec §2: "a custom redirect target can come from a
 * form step"; §5 interview_url):
 * 1. the action's own redirect (a response URL that passed its spec rule: a tutor interview_url);
 * 2. the step's data-url, else its data-href;
 * 3. the element's data-redirect-url;
 * 4. the flow's default thank-you route: in a tutor flow always (the Canadian one for CA); in a
 *    lead flow once a submission of this flow has succeeded (issue 37: the visitor is never left
 *    on a panel with nothing to do), none before (the step is passed by).
 * 2 to 4 carry time_zone, correlation_id and phone_number. A CMS URL passes the URL policy
 * (same origin or a listed host, http(s) only); a refused one is reported once and the visitor
 * goes to the default thank-you route instead, never nowhere and never to script.
 */
export function redirectAddress(
  page: RedirectPage,
  /** The redirect step; null when the flow ended after its last submission with none. */
  panel: Panel | null,
  elementRedirect: string | null,
  actionRedirect: string | null,
  values: Record<string, string>,
  /** The flow's action: the last successful submission's, else the element's data-action. */
  flowAction: string | null = null,
  /** A submission of this flow has succeeded. */
  submitted = false,
): string | null {
  if (actionRedirect) return actionRedirect;
  const [what, base] = panel?.url
    ? [`redirect step "${panel.id}" data-url`, panel.url]
    : panel?.href
      ? [`redirect step "${panel.id}" data-href`, panel.href]
      : ['data-redirect-url', elementRedirect];
  if (!base && !isTutorFlow(flowAction) && !submitted) return null;
  const safe = base ? page.safe(base, what) : null;
  return thankYouUrl(safe ?? defaultThankYouRoute(flowAction, values), {
    time_zone: values.time_zone || page.timeZone(),
    correlation_id: values.correlation_id,
    phone_number: values.phone_number,
  });
}
