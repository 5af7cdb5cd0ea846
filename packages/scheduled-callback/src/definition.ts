import { API_HOST_DESCRIPTION, describeElement, textsDescription } from '@vt-elements/core';
import { scheduledCallbackRuntime } from './runtime-definition';
import { TEXTS } from './core/texts';

/** The full definition for the docs, manifest and Storybook; not imported by the bundle (element.ts). */
export const scheduledCallbackDefinition = describeElement(scheduledCallbackRuntime, {
  summary:
    'The scheduled-callback picker: a date column and a time column of radio buttons (named day_to_call and time_to_call, in the light DOM, so they submit with the surrounding form; an empty hidden input stands in for each while none is checked), a Confirm button per time, optional terms-of-use consent (dialer_consent_accepted), and the fully booked panel when no slot is available.',
  spec: '§2 Scheduled-callback widget, §3 Timeslot, §4 Callback widget, §5 Callback consent, §7 timeslots, §8 Scheduler, §9 Contact hours and Callback',
  attributes: {
    'data-domain':
      'API host for the timeslots (default: the API host, i.e. the page host with www. replaced by api., or <meta name="vt-api-host">). The call carries credentials, so the host must pass the same check as data-api-host; a refused one is reported and the API host is used.',
    'data-uuid':
      "The lead uuid: slots come from /v1/todos/me/timeslots/{uuid}. Else the data-uuid of the closest enclosing `<vt-lead-wizard>`; else the page URL's secure-uuid parameter; else the visitor's time zone is sent (?tz=America@Chicago).",
    'data-tou': 'true shows the required "I agree to the Terms of Use" checkbox (dialer_consent_accepted) for the chosen time.',
    'data-timerange': 'true shows each time as a 15-minute range ("8:30 AM - 8:45 AM").',
    'data-brand': 'Selects the terms link: varsity-tutors → /terms-of-use, nerdy → /about/legal, anything else → no link.',
    'data-consent-explainer':
      "With data-tou: optional explainer shown under the consent checkbox, as plain text (never HTML), and read with it by screen readers (the checkbox's aria-describedby). Wins over the data-texts key consentExplainer; absent or blank: that key, whose default is empty (no explainer).",
    'data-schedule-email':
      'Fully booked: the "Email to Schedule" mailto: address. Without it there is no button and a configuration error is reported (once).',
    'data-support-phone':
      'Fully booked: the "Call Us Now" tel: number. Without it there is no button and a configuration error is reported (once).',
    'data-review-script':
      "The review provider's script, loaded once and lazily when the page has review links (a[data-review-link] or .review-link). Default: Trustpilot's widget bootstrap. Another script must be on the page's own host or a host listed in <meta name=\"vt-allowed-hosts\">, else it is reported and the default is used.",
    'data-time-zone': "Overrides the visitor's IANA time zone (default: the browser's). For previews and tests.",
    'data-api-host': `${API_HOST_DESCRIPTION} Used when data-domain is absent.`,
    'data-texts': textsDescription(TEXTS, {
      note: "{zone} is the time zone's abbreviation. consentExplainer is empty by default (no explainer); data-consent-explainer wins over it.",
    }),
  },
  events: {
    'vt-callback-confirm': 'Fired on Confirm with `{day_to_call, time_to_call, dialer_consent_accepted}`.',
    'vt-callback-slots':
      'Fired when the slots are known, with `{state: "slots" | "fully-booked", count}` (count: the times offered, \'Now\' included; fully booked also when every slot is past).',
  },
  slots: {
    '(default)': 'Nothing is read; the picker renders its own radios inside the element (light DOM).',
  },
  cssProperties: {
    '--vt-primary': 'Background of the selected date and the Confirm button (default #0b57d0).',
    '--vt-secondary': 'Border of the other dates and times (default #5f6368).',
    '--vt-focus-color': 'Focus ring colour (default #1a5fd0).',
    '--vt-error-color': 'Error text colour (default #b3261e).',
    '--vt-color-primary': 'Theme token (dist/theme.css): the primary colour, fallback of --vt-primary (default #0b57d0).',
    '--vt-color-on-primary': 'Theme token: text on the primary colour (default #fff).',
    '--vt-color-text': 'Theme token: text colour of its controls (default #1b1b1b).',
    '--vt-color-text-muted': "Theme token: the consent explainer's text colour (default #3c4043).",
    '--vt-color-surface': 'Theme token: background of its controls and popups (default #fff).',
    '--vt-color-surface-accent': 'Theme token: selected or highlighted backgrounds (default #e8f0fe).',
    '--vt-color-border': 'Theme token: borders of its controls (default #767676).',
    '--vt-color-error': 'Theme token: the error colour, fallback of its error property (default #b3261e).',
    '--vt-color-focus': 'Theme token: the focus ring colour, fallback of --vt-focus-color (default #1a5fd0).',
    '--vt-radius-md': 'Theme token: corner radius of its controls (default .375rem).',
  },
});
