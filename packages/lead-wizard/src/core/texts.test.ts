import { describe, expect, it } from 'vitest';
import { ApiError, textsFor } from '@vt-elements/core';
import { fieldRule, selectionError, validateField } from './fields';
import { postalCodeLabel } from './fields/postal-code';
import { checkFailureMessage, dataError, tutorFailureMessage } from './submit/messages';
import { checkLeadTexts, english, TEXTS, localize, TextError, type ErrorText } from './texts';

const http = (status: number, body: unknown) => new ApiError(`HTTP status ${status}`, 'http', 'u', status, body);

/** Every error text the wizard's rules and calls give, as they give it (text keys and their values). */
const fieldErrors = () => [
  validateField(fieldRule('full_name'), '')!,
  validateField(fieldRule('full_name'), 'Ada')!,
  validateField(fieldRule('phone_number'), '07700 900 12', { countryCode: 'GB', international: true })!,
  selectionError(1, { min: 2 })!,
  selectionError(4, { max: 3 })!,
];

describe('lead wizard texts (contract "Strings and languages")', () => {
  it('the English table is the spec texts the rules and calls give, word for word', () => {
    const en = TEXTS.en;
    expect(fieldErrors().map(english)).toEqual([
      'Required',
      'Invalid',
      'Please enter a valid phone number',
      'Please select at least 2 option(s)',
      'Please select at most 3 option(s)',
    ]);
    expect([en.emailExists, en.somethingWentWrong, en.serverError, en.couldNotSubmit, en.phoneRequired, en.correlationIdRequired]).toEqual([
      'Email already exists',
      'Sorry, something went wrong',
      'Server error, could not submit form.',
      'Could not submit form.',
      'Phone number is required',
      'correlation_id value is required from lead submission',
    ]);
    expect([en[postalCodeLabel('US')], en[postalCodeLabel('CA')]]).toEqual(['ZIP Code', 'Postal Code']);
    expect(
      [
        checkFailureMessage(http(422, { root_causes: ['bad zip'] })),
        tutorFailureMessage({ root_causes: ['No'] }),
        checkFailureMessage(http(502, null)),
      ].map(english),
    ).toEqual(['Validation failed: bad zip.', 'Could not submit form. No.', 'HTTP status 502']);
  });

  it('Spanish: every message the wizard builds, with its numbers and cause carried over', () => {
    const es = TEXTS.es;
    const texts: ErrorText[] = [
      ...fieldErrors(),
      { key: postalCodeLabel('US') },
      { key: 'emailExists' },
      { key: 'somethingWentWrong' },
      { key: 'serverError' },
      tutorFailureMessage({}),
      tutorFailureMessage({ root_causes: ['Zip code is not served'] }),
      checkFailureMessage(http(422, { root_causes: ['email taken.'] })),
      dataError('oops'),
      checkFailureMessage(http(503, null)),
      { key: 'phoneRequired' },
    ];
    expect(texts.map((text) => localize(text, es))).toEqual([
      'Obligatorio',
      'No válido',
      'Ingresa un número de teléfono válido',
      'Selecciona al menos 2 opción(es)',
      'Selecciona como máximo 3 opción(es)',
      'Código postal',
      'Ya existe una cuenta con ese correo electrónico',
      'Lo sentimos, algo salió mal',
      'Error del servidor: no se pudo enviar el formulario.',
      'No se pudo enviar el formulario.',
      'No se pudo enviar el formulario. Zip code is not served.',
      'Error de validación: email taken.',
      'La respuesta fue correcta, pero los datos indican un error: oops',
      'Error HTTP 503',
      'El número de teléfono es obligatorio',
    ]);
    expect(Object.keys(es)).toEqual(Object.keys(TEXTS.en));
  });

  it('data-texts: overrides on top of the language; a text that is none of ours stays as it is; unknown keys refused', () => {
    const texts = textsFor(TEXTS, 'es-MX', { atLeast: 'Elige {min} o más' });
    expect(localize(selectionError(1, { min: 2 })!, texts)).toBe('Elige 2 o más');
    expect(localize('Something the server said', texts)).toBe('Something the server said');
    expect(() => checkLeadTexts({ requried: 'x' })).toThrow(/^unknown text key "requried"/);
    expect(() => checkLeadTexts({ required: 1 })).toThrow('text "required" must be a string');
  });

  it("a server's cause is carried as it is, whatever words it holds (no English text is read back)", () => {
    // ' of ' once matched the progress text '{value} of {total}' when English was read back.
    const cause = checkFailureMessage(http(422, { root_causes: ['Zip code is outside of our area'] }));
    expect(localize(cause, TEXTS.es)).toBe('Error de validación: Zip code is outside of our area.');
    expect(localize(cause, textsFor(TEXTS, 'en', { progress: 'Step {value}/{total}' }))).toBe(
      'Validation failed: Zip code is outside of our area.',
    );
    expect(localize(dataError('1 of 2 checks failed'), TEXTS.es)).toBe(
      'La respuesta fue correcta, pero los datos indican un error: 1 of 2 checks failed',
    );
  });

  it('a TextError carries its text for the page and the English words as its message', () => {
    const error = new TextError(tutorFailureMessage({ root_causes: ['Email has already applied'] }));
    expect(error.text).toEqual({ key: 'couldNotSubmitCause', params: { cause: 'Email has already applied' } });
    expect(error.message).toBe('Could not submit form. Email has already applied.');
    expect(localize(error.text, TEXTS.es)).toBe('No se pudo enviar el formulario. Email has already applied.');
  });
});

describe('lead wizard texts: the progress bar, labels and the remaining messages, word for word (spec §2, §8; issue 51)', () => {
  it("§2 the progress text is 'N of M'; the labels and the hidden error prefix as documented", () => {
    const en = TEXTS.en;
    expect(localize({ key: 'progress', params: { value: 2, total: 5 } }, en)).toBe('2 of 5');
    expect([en.progressLabel, en.phoneCountryLabel, en.errorPrefix, en.zipCode, en.postalCode]).toEqual([
      'Form progress',
      'Phone number country',
      'Error:',
      'ZIP Code',
      'Postal Code',
    ]);
    expect(english({ key: 'dataError', params: { detail: 'status failed' } })).toBe(
      'Success response, but data indicated an error: status failed',
    );
    expect(english({ key: 'couldNotSubmitCause', params: { cause: 'No' } })).toBe('Could not submit form. No.');
    expect(english({ key: 'httpStatus', params: { status: 500 } })).toBe('HTTP status 500');
  });

  it('the same in Spanish', () => {
    const es = TEXTS.es;
    expect(localize({ key: 'progress', params: { value: 2, total: 5 } }, es)).toBe('2 de 5');
    expect([
      es.progressLabel,
      es.phoneCountryLabel,
      es.errorPrefix,
      es.zipCode,
      es.postalCode,
      es.couldNotSubmit,
      es.correlationIdRequired,
    ]).toEqual([
      'Progreso del formulario',
      'País del número de teléfono',
      'Error:',
      'Código postal',
      'Código postal',
      'No se pudo enviar el formulario.',
      'Falta el correlation_id del envío del formulario',
    ]);
  });

  it('a text without placeholders is worded as it is, with no params given', () => {
    expect(localize({ key: 'required' }, TEXTS.es)).toBe('Obligatorio');
    expect(new TextError({ key: 'emailExists' }).message).toBe('Email already exists');
  });
});
