import { API_HOST_DESCRIPTION, describeElement, textsDescription } from '@vt-elements/core';
import { leadWizardRuntime } from './runtime-definition';
import { TEXTS } from './core/texts';

/** The full definition for the docs, manifest and Storybook; not imported by the bundle (element.ts). */
export const leadWizardDefinition = describeElement(leadWizardRuntime, {
  summary:
    "The multi-step lead form. The CMS renders the whole <form> with its panels inside the tag; the element shows one panel at a time, validates each step, runs the action steps (go_to, redirect, submit, option), shows a progress bar and submits the lead. Every action step applies only when each condition of its data-conditions matches the form's values (spec §5): a submit step whose conditions do not match is passed by, with no call, and the flow goes on to the next panel. When the flow ends right after its last successful submit step (no panel and no redirect step to take), the visitor goes to the flow's thank-you route, as a redirect step without a URL does (see data-redirect-url). Lead payloads carry landing_page: the first page of the visit in this tab where one of our elements ran, recorded when it started, without the wizard's #get-started/N hash. Until it has taken over the form (it then sets `data-ready` on itself), the library hides the panels after the first shown one and the action steps, so the page does not shift as it upgrades and needs no CSS of its own for that; without JavaScript every panel shows. Analytics events go through the core's track() (to `window.dataLayer`, and with `<vt-analytics>` to every analytics destination): `lead_form_start` `{form_id, leadform}` on the first start; `lead_form_field` when the visitor changes a named field, `{fieldName, fieldValue, className, leadFormId, panelId}` plus the field's `data-tracking*` attributes (`data-tracking-label` → `trackingLabel`), where fieldValue is '' with `fieldRedacted: true` for a personal field (password, email or tel inputs, textareas, and fields whose name or autocomplete says name, email, phone, postal code, address, password or birth date), so no such value is ever sent; `lead_form_complete` and `lead_form_failure` after each call. Lead payloads carry `tracking` (the page's tracking context with the form's `leadform`). Plain custom element: loads no React (a page with lead forms alone downloads none).",
  spec: '§2 Lead-form wizard, §3 Panel, §4 Panel/Paths/Wizard flow, §5 Action conditions, §7, §8, §9',
  attributes: {
    'data-action': 'The call the submit step makes (spec §7). A submit step\'s data-options {"action": …} overrides it.',
    'data-history':
      "true pushes #get-started/{stepIndex} on each step; the browser's back and forward restore the step (a landing is step 0).",
    'data-variant': 'tutoring-jobs scrolls smoothly to the top of the page when a step is shown.',
    'data-replace-target': 'CSS selector of the content revealed (and the form hidden) when the visitor goes back from the first panel.',
    'data-redirect-url':
      "The thank-you route of redirect steps that have no data-url/data-href of their own. Where a redirect step goes, in order of precedence (the first that applies wins): 1. after new_tutor, the response's interview_url when it is safe (it starts with the page's host, https:// or www.); 2. the step's own data-url, else its data-href; 3. this data-redirect-url; 4. in a tutor flow (the last submit step's call, else data-action, is a tutor one), the tutor thank-you route (/tutor-application/thank-you, /en-ca/tutor-application/thank-you for country_code CA); in a lead flow, once a submission of the flow has succeeded, the lead thank-you route (/contacts/marketing/thank-you), and before any, nothing (the flow goes on past the step). The same order gives the address when the flow ends after its last submit step with no redirect step. 2 to 4 get time_zone, correlation_id and phone_number added. Like the step's, this URL must be http(s) on the page's own host or a host listed in <meta name=\"vt-allowed-hosts\">: anything else (javascript:, data:, another host) is reported and the visitor goes to the default thank-you route (the tutor one in a tutor flow, else /contacts/marketing/thank-you).",
    'data-user-type': 'The class-user type sent by new_user (default homepage_client).',
    'data-uuid': "A prior lead's uuid (else the page's secure-uuid query parameter).",
    'data-persist':
      "Keeps a half-filled form across a reload, a back-forward cache restore or a reopening in the same tab: the step and what the visitor typed or chose are kept in sessionStorage (key: page path and query, the `leadform` value, and the element's id or else its position among the page's wizards with that leadform) and restored at a step the visitor legitimately reached (before a submit step, never an interstitial or confirm-checkmark). Never kept: hidden inputs (e.g. a response's correlation_id), passwords, `autocomplete` cc-*/one-time-code fields, and controls inside `[data-persist=\"false\"]`. Removed after the flow's last successful submission, or a redirect after a successful one. false keeps nothing.",
    'data-api-host': API_HOST_DESCRIPTION,
    'data-texts': textsDescription(TEXTS, {
      what: "the texts the wizard itself shows (field errors, the progress bar, the phone country selector, the postal code label, submit failures; the CMS's own markup is the author's)",
      note: "`{name}` parts are filled in (numbers, the server's cause). Events and error reports keep the English texts.",
    }),
  },
  changes: {
    'data-action': {
      when: 'next step',
      why: 'a submit already made, or on its way, is not made again: the next submit step calls with the new action, and the step reached and what was typed stay',
    },
    'data-user-type': { when: 'next step', why: 'sent by the next new_user call; a submit already made is not made again' },
    'data-uuid': { when: 'next step', why: 'sent by the next submit step; a submit already made is not made again' },
    'data-api-host': { when: 'next step', why: 'the host of the next call; a call already made is not made again' },
    'data-redirect-url': { when: 'next step', why: 'the next redirect goes there; a redirect already under way is not turned back' },
    'data-variant': { when: 'next step', why: 'it acts when a step is shown: the step shown now is not scrolled again' },
    'data-replace-target': {
      when: 'next step',
      why: 'it acts when the visitor goes back from the first panel: content already revealed stays as it is',
    },
    'data-texts': {
      when: 'next step',
      why: 'the progress bar, a shown submit failure and our labels change at once; a field error already shown keeps its words until the step is checked again (rewording it would announce it again)',
    },
  },
  events: {
    'vt-step-change': "A panel was shown: `{from, to, index}` (panel names and the shown panel's step index).",
    'vt-lead-submit': 'A submit step starts its call: `{action, payload}`.',
    'vt-lead-success': 'The call succeeded: `{action, response}`.',
    'vt-lead-error':
      "The call failed: `{action, message}` (the spec's English text of the message shown on the form, which shows it in the page's language).",
  },
  slots: {
    form: 'The CMS <form>: a hidden `leadform` input and the panels (`[data-panel-type]`), each with `[data-next]` and `[data-back]` buttons.',
    'input[data-mask="money"]':
      "In a panel: an amount, masked with the spec §9 money defaults: precision 2, delimiter '.' (groups thousands), separator ',' (marks decimals), as in vanilla-masker's maskMoney. 1234567,891 shows 1.234.567,89; no sign; on change the decimals are completed (250 becomes 250,00). The form sends the value as shown. Overrides: data-mask-precision (0 to 20), data-mask-locale (that locale's separators, e.g. en-US for 1,234.56). A number input is reported and left unmasked.",
    '[data-get-started]': 'Anywhere on the page: scrolls to the form and clicks the first Next.',
    '[data-back-link]': 'Anywhere on the page: shown only for a same-host referrer; goes back in history.',
    '[data-sticky-cta]': 'Anywhere on the page: shown while the form is out of view.',
    '[data-consultant]': 'Anywhere on the page: the education consultant block, shown once the flow has started.',
  },
  cssProperties: {
    '--vt-lead-accent': 'Progress indicator and checkmark colour (default #1a5fd0).',
    '--vt-lead-error': 'Submit error colour (default #b3261e).',
    '--vt-focus-color': 'Focus ring colour (default #1a5fd0).',
    '--vt-color-primary': 'Theme token (dist/theme.css): the primary colour, fallback of --vt-primary (default #0b57d0).',
    '--vt-color-error': 'Theme token: the error colour, fallback of its error property (default #b3261e).',
    '--vt-color-focus': 'Theme token: the focus ring colour, fallback of --vt-focus-color (default #1a5fd0).',
    '--vt-focus-width': 'Theme token: focus ring width (default 2px).',
    '--vt-color-surface-muted': 'Theme token: muted backgrounds (default #f1f3f4).',
    '--vt-motion-duration': 'Theme token: duration of its transitions (default .3s; 0s with prefers-reduced-motion in dist/theme.css).',
  },
});
