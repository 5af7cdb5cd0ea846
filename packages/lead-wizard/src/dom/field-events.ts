import { reportError, track as coreTrack, type TrackOptions, type TrackProperties } from '@vt-elements/core';
import { collectValues } from './fields-validate';
import { isFieldControl, type FieldControl } from './fields-controls';
import { formId } from './submit-step';

/** The analytics event a visitor's change of a lead form field sends (spec §3: field events). */
export const LEAD_FORM_FIELD_EVENT = 'lead_form_field';

type Track = (event: string, properties?: TrackProperties, options?: TrackOptions) => void;

/** Input types whose value is personal (issue 11: no password, email or phone value is ever sent). */
const PERSONAL_TYPES = new Set(['password', 'email', 'tel']);
/** Field names whose value is personal: names, email, phone, password, postal code, address, free-form messages. */
const PERSONAL_NAME =
  /(^|[_-])(e-?mail|phone|tel|mobile|password|pass|name|zip|postal|postcode|address|street|message|notes?|comments?|birth|bday|dob|ssn)([_-]|$)/i;
/** `autocomplete` tokens of personal data (HTML autofill field names). */
const PERSONAL_AUTOCOMPLETE =
  /(^|\s)(name|given-name|additional-name|family-name|honorific-\w+|nickname|email|username|new-password|current-password|one-time-code|tel(-[\w-]+)?|street-address|address-line\d|address-level\d|postal-code|cc-[\w-]+|bday(-\w+)?|impp)(\s|$)/i;

/**
 * Whether a control's value must never reach analytics: a password, email or tel input, a
 * textarea (free text), a field whose name or `autocomplete` says it holds a name, contact
 * details, a postal address or code, a password or a birth date. Choices (radios, checkboxes,
 * selects) and other inputs keep their value.
 */
export function isPersonalField(control: FieldControl): boolean {
  if (control instanceof HTMLTextAreaElement || control.tagName === 'TEXTAREA') return true;
  if (PERSONAL_TYPES.has((control as HTMLInputElement).type)) return true;
  if (PERSONAL_NAME.test(control.name)) return true;
  return PERSONAL_AUTOCOMPLETE.test(control.getAttribute('autocomplete') ?? '');
}

/** The control's `data-tracking*` attributes as dataset keys (`data-tracking-label` → `trackingLabel`). */
export function trackingAttributes(control: Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const attribute of Array.from(control.attributes)) {
    if (attribute.name === 'data-tracking' || attribute.name.startsWith('data-tracking-')) {
      out[attribute.name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = attribute.value;
    }
  }
  return out;
}

/**
 * The field event's properties (spec §3 Action event: fieldName, fieldValue, className,
 * leadFormId, panelId, data-tracking attributes). fieldValue is the field's §5 value (a checkbox
 * group's checked values joined by ","), or '' with `fieldRedacted: true` for a personal field.
 */
export function fieldEventProperties(control: FieldControl, form: HTMLFormElement): TrackProperties {
  const personal = isPersonalField(control);
  const value = personal ? '' : (collectValues(form)[control.name] ?? '');
  return {
    fieldName: control.name,
    fieldValue: value,
    ...(personal ? { fieldRedacted: true } : {}),
    className: control.getAttribute('class') ?? '',
    leadFormId: formId(form),
    panelId: control.closest('[data-panel-type]')?.getAttribute('data-id') ?? '',
    ...trackingAttributes(control),
  };
}

/**
 * Tracks `lead_form_field` through the core's `track()` (data layer, and every analytics
 * destination once `<vt-analytics>` is on the page) when the visitor changes a named field of the
 * form (its `change` event). Changes the page's scripts make (untrusted events: a restored saved
 * form, the country selector mirroring into `country_code`) are not the visitor's and send
 * nothing. Returns a cleanup function.
 */
export function trackFieldChanges(form: HTMLFormElement, track: Track = coreTrack): () => void {
  const onChange = (event: Event) => {
    if (event.isTrusted === false) return;
    const control = event.target;
    if (!isFieldControl(control) || !control.name || control.type === 'hidden') return;
    try {
      track(LEAD_FORM_FIELD_EVENT, fieldEventProperties(control, form));
    } catch (error) {
      reportError(error, { source: 'vt-lead-wizard' });
    }
  };
  form.addEventListener('change', onChange);
  return () => form.removeEventListener('change', onChange);
}
