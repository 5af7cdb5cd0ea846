import { describe, expect, it } from 'vitest';
import { textsFor } from '@vt-elements/core';
import { atLeastMessage, atMostMessage, MESSAGES as FIELD_MESSAGES } from './fields';
import { postalCodeLabel } from './fields/postal-code';
import { MESSAGES, tutorFailureMessage } from './submit/messages';
import { checkLeadTexts, LEAD_TEXTS, localize } from './texts';

describe('lead wizard texts (contract "Strings and languages")', () => {
  it('the English table is the spec texts the rules and calls build, word for word', () => {
    const en = LEAD_TEXTS.en;
    expect([en.required, en.invalid, en.phoneInvalid]).toEqual([FIELD_MESSAGES.required, FIELD_MESSAGES.invalid, FIELD_MESSAGES.phone]);
    expect([en.emailExists, en.somethingWentWrong, en.serverError, en.couldNotSubmit, en.phoneRequired, en.correlationIdRequired]).toEqual([
      MESSAGES.emailExists,
      MESSAGES.somethingWentWrong,
      MESSAGES.serverError,
      MESSAGES.couldNotSubmit,
      MESSAGES.phoneRequired,
      MESSAGES.correlationIdRequired,
    ]);
    expect([postalCodeLabel('US'), postalCodeLabel('CA')]).toEqual([en.zipCode, en.postalCode]);
    const english = [
      atLeastMessage(2),
      MESSAGES.validationFailed('bad zip'),
      tutorFailureMessage({ root_causes: ['No'] }),
      MESSAGES.httpStatus(502),
    ];
    expect(english.map((message) => localize(message, LEAD_TEXTS.en))).toEqual(english);
  });

  it('Spanish: every message the wizard builds, with its numbers and cause carried over', () => {
    const es = LEAD_TEXTS.es;
    expect(
      [
        FIELD_MESSAGES.required,
        FIELD_MESSAGES.invalid,
        FIELD_MESSAGES.phone,
        atLeastMessage(2),
        atMostMessage(3),
        postalCodeLabel('US'),
        MESSAGES.emailExists,
        MESSAGES.somethingWentWrong,
        MESSAGES.serverError,
        tutorFailureMessage({}),
        tutorFailureMessage({ root_causes: ['Zip code is not served'] }),
        MESSAGES.validationFailed('email taken.'),
        MESSAGES.dataError('oops'),
        MESSAGES.httpStatus(503),
        MESSAGES.phoneRequired,
      ].map((message) => localize(message, es)),
    ).toEqual([
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
    expect(Object.keys(es)).toEqual(Object.keys(LEAD_TEXTS.en));
  });

  it('data-texts: overrides on top of the language; a text that is none of ours stays as it is; unknown keys refused', () => {
    const texts = textsFor(LEAD_TEXTS, 'es-MX', { atLeast: 'Elige {min} o más' });
    expect(localize(atLeastMessage(2), texts)).toBe('Elige 2 o más');
    expect(localize('Something the server said', texts)).toBe('Something the server said');
    expect(() => checkLeadTexts({ requried: 'x' })).toThrow(/^unknown text key "requried"/);
    expect(() => checkLeadTexts({ required: 1 })).toThrow('text "required" must be a string');
  });
});
