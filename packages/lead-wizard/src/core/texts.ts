import { fillText, textsCheck, type TextTables } from '@vt-elements/core';

/**
 * Every text the wizard itself shows (contract "Strings and languages"): field errors, the hidden
 * 'Error:' prefix, the progress bar, the phone country selector's label, the postal code label
 * and the submit failures. `data-texts` replaces any of them. The CMS's own markup is the author's.
 * `{name}` placeholders are filled with the numbers or the server's cause.
 */
export interface LeadTexts {
  required: string;
  invalid: string;
  phoneInvalid: string;
  atLeast: string;
  atMost: string;
  /** Read before a field error by screen readers only. */
  errorPrefix: string;
  progress: string;
  progressLabel: string;
  phoneCountryLabel: string;
  zipCode: string;
  postalCode: string;
  emailExists: string;
  somethingWentWrong: string;
  serverError: string;
  couldNotSubmit: string;
  couldNotSubmitCause: string;
  validationFailed: string;
  dataError: string;
  httpStatus: string;
  phoneRequired: string;
  correlationIdRequired: string;
}

/**
 * Spec §2, §5 and §8: the English texts word for word; Spanish for `lang="es"` pages.
 */
export const TEXTS: TextTables<LeadTexts> = {
  en: {
    required: 'Required',
    invalid: 'Invalid',
    phoneInvalid: 'Please enter a valid phone number',
    atLeast: 'Please select at least {min} option(s)',
    atMost: 'Please select at most {max} option(s)',
    errorPrefix: 'Error:',
    progress: '{value} of {total}',
    progressLabel: 'Form progress',
    phoneCountryLabel: 'Phone number country',
    zipCode: 'ZIP Code',
    postalCode: 'Postal Code',
    emailExists: 'Email already exists',
    somethingWentWrong: 'Sorry, something went wrong',
    serverError: 'Server error, could not submit form.',
    couldNotSubmit: 'Could not submit form.',
    couldNotSubmitCause: 'Could not submit form. {cause}.',
    validationFailed: 'Validation failed: {cause}.',
    dataError: 'Success response, but data indicated an error: {detail}',
    httpStatus: 'HTTP status {status}',
    phoneRequired: 'Phone number is required',
    correlationIdRequired: 'correlation_id value is required from lead submission',
  },
  es: {
    required: 'Obligatorio',
    invalid: 'No válido',
    phoneInvalid: 'Ingresa un número de teléfono válido',
    atLeast: 'Selecciona al menos {min} opción(es)',
    atMost: 'Selecciona como máximo {max} opción(es)',
    errorPrefix: 'Error:',
    progress: '{value} de {total}',
    progressLabel: 'Progreso del formulario',
    phoneCountryLabel: 'País del número de teléfono',
    zipCode: 'Código postal',
    postalCode: 'Código postal',
    emailExists: 'Ya existe una cuenta con ese correo electrónico',
    somethingWentWrong: 'Lo sentimos, algo salió mal',
    serverError: 'Error del servidor: no se pudo enviar el formulario.',
    couldNotSubmit: 'No se pudo enviar el formulario.',
    couldNotSubmitCause: 'No se pudo enviar el formulario. {cause}.',
    validationFailed: 'Error de validación: {cause}.',
    dataError: 'La respuesta fue correcta, pero los datos indican un error: {detail}',
    httpStatus: 'Error HTTP {status}',
    phoneRequired: 'El número de teléfono es obligatorio',
    correlationIdRequired: 'Falta el correlation_id del envío del formulario',
  },
};

/** `data-texts`: known keys, string values (a typo is reported, not ignored). */
export const checkLeadTexts = textsCheck(TEXTS.en);

/**
 * A text of ours as a rule found it (a field rule, a call, a check): its key in LeadTexts and the
 * values of its `{name}` placeholders (a number, the server's cause). It is worded once, where it
 * is shown, in the page's language; events, the data layer and error reports word it in English.
 */
export interface ErrorText {
  key: keyof LeadTexts;
  params?: Readonly<Record<string, string | number>>;
}

/** A failure as the wizard shows it: a text of ours, or a message that is none of ours (shown as it is). */
export type ShownError = ErrorText | string;

/** The words of `error` in `texts` (the page's language, data-texts), its placeholders filled. */
export function localize(error: ShownError, texts: LeadTexts): string {
  return typeof error === 'string' ? error : fillText(texts[error.key], error.params ?? {});
}

/** The English words (spec §8): what events, the data layer and error reports carry. */
export const english = (error: ShownError): string => localize(error, TEXTS.en);

/** A failure with a text of ours: the wizard shows its text; its message is the English one. */
export class TextError extends Error {
  constructor(
    readonly text: ErrorText,
    options?: { cause?: unknown },
  ) {
    super(english(text), options);
  }
}
