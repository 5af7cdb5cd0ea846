/**
 * The submit module's public types (spec §7: "The form's action setting selects the call").
 * The wizard element builds a SubmitContext from the form and the page; everything else here is
 * pure and testable without a DOM.
 */
import type { Panel } from '../panel';
import { TextError, type ErrorText } from '../texts';

export type LeadAction =
  | 'check_email'
  | 'check_tutor_details'
  | 'check_tutor_phone'
  | 'new_contact'
  | 'new_tutor'
  | 'new_user'
  | 'update_contact'
  | 'new_callback';

/** Spec §7, in the spec's order. */
export const LEAD_ACTIONS: readonly LeadAction[] = Object.freeze([
  'check_email',
  'check_tutor_details',
  'check_tutor_phone',
  'new_contact',
  'new_tutor',
  'new_user',
  'update_contact',
  'new_callback',
] as const);

export function isLeadAction(value: unknown): value is LeadAction {
  return typeof value === 'string' && (LEAD_ACTIONS as readonly string[]).includes(value);
}

/** The submit step's action: its data-options {"action"} overrides the element's data-action. */
export function stepAction(panel: Panel, elementAction: string | null): string | null {
  const own = panel.options.action;
  return typeof own === 'string' && own ? own : elementAction;
}

export interface SubmitContext {
  action: LeadAction;
  /** The form's field values (spec §5 Field value: checkbox groups joined by commas). */
  values: Record<string, string>;
  /** Without a trailing slash, e.g. `https://api.example.com`. */
  apiHost: string;
  visitorId: string;
  /** The current page URL. */
  page: string;
  landingPage: string;
  referer: string;
  /** The tracking context (spec §3): URL parameters, vtsource/vtmedium/…, experiment, variant. */
  tracking: Record<string, string>;
  /** `data-user-type` of the form (class user `type`). */
  userType?: string | null;
  /** `data-uuid` of the form, else the page's `secure-uuid` query parameter (spec §6). */
  uuid?: string | null;
  /** The visitor's IANA time zone, e.g. `America/New_York`. */
  timeZone: string;
  /** The form's identifier (the hidden `leadform` input). */
  formId: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/**
 * The hidden fields a successful call writes into the form (its result's `fields`), by action:
 * later steps may test them, and the author checker counts them among the form's fields.
 */
export const WRITTEN_FIELDS = {
  new_contact: ['correlation_id'],
  update_contact: ['correlation_id'],
  new_user: ['user_id'],
  new_tutor: ['tutor_id', 'tutor_uuid'],
} as const satisfies Partial<Record<LeadAction, readonly string[]>>;

/** The fields `action`'s call may write (none for a check). */
export function writtenFields(action: LeadAction): readonly string[] {
  return (WRITTEN_FIELDS as Partial<Record<LeadAction, readonly string[]>>)[action] ?? [];
}

/** The fields action A's call may write (none for a check). */
export type WrittenField<A extends LeadAction> = A extends keyof typeof WRITTEN_FIELDS ? (typeof WRITTEN_FIELDS)[A][number] : never;

/** What a call answers; `A` narrows `fields` to the action's WRITTEN_FIELDS (a call's own return type). */
export interface SubmitResult<A extends LeadAction = LeadAction> {
  response: unknown;
  /** Hidden fields the wizard sets on the form, e.g. `{ correlation_id }`. */
  fields: { [F in WrittenField<A>]?: string };
  /** The action's own redirect, which wins over the redirect step's targets: a safe tutor `interview_url` (spec §5). */
  redirectUrl?: string;
}

/**
 * A submit failure: `text` is the spec §8 text to show on the form (worded in the page's
 * language), `message` its English words (events, the data layer, reports).
 */
export class LeadSubmitError extends TextError {
  override name = 'LeadSubmitError';
  constructor(
    text: ErrorText,
    readonly action: LeadAction,
    /** The original failure's message (spec §8: "original message kept"). */
    readonly detail?: string,
    options?: { cause?: unknown },
  ) {
    super(text, options);
  }
}
