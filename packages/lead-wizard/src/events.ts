// The detail types of the events this package fires. Types only, no imports: scripts/types-lib.ts copies
// this file into the published declarations (dist/types/index.d.ts), and the emit sites use these types.

/** `vt-step-change`: a panel was shown. */
export interface StepChangeDetail {
  /** The panel shown before (its data-id), null at the start. */
  from: string | null;
  /** The panel shown now (its data-id). */
  to: string;
  /** The shown panel's step index. */
  index: number;
}

/** `vt-lead-submit`: a submit step starts its call. */
export interface LeadSubmitDetail {
  /** The call (spec §7), e.g. "new_contact". */
  action: string;
  /** The request body about to be sent. */
  payload: unknown;
}

/** `vt-lead-success`: the call succeeded. */
export interface LeadSuccessDetail {
  action: string;
  /** The API's answer. */
  response: unknown;
}

/** `vt-lead-error`: the call failed (or the step had no valid action). */
export interface LeadErrorDetail {
  /** The call asked for (what the step named, when it was not a valid one). */
  action: unknown;
  /** The message shown on the form. */
  message: string;
}

/** The events of <vt-lead-wizard>, by name. */
export interface LeadWizardEventMap {
  'vt-step-change': StepChangeDetail;
  'vt-lead-submit': LeadSubmitDetail;
  'vt-lead-success': LeadSuccessDetail;
  'vt-lead-error': LeadErrorDetail;
}
