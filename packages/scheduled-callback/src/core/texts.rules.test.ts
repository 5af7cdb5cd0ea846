import { describe, expect, it } from 'vitest';
import { TEXTS, missingActionAttributes, termsHref, termsLabelParts } from './texts';

/**
 * Issue 51: every default text of the picker, word for word as docs/elements.md lists them for
 * data-texts (contract "Strings and languages"; the spec's own in §2, §4, §5 among them).
 */
describe('§2/§4/§5 the picker texts, English and Spanish, as documented (issue 51)', () => {
  it('English', () => {
    expect(TEXTS.en).toEqual({
      fullyBooked: 'Sorry! We are fully booked, to contact an educational consultant please choose one of the following:',
      emailToSchedule: 'Email to Schedule',
      callUsNow: 'Call Us Now',
      asap: 'Thanks! We will call you ASAP',
      termsLabel: 'I agree to the Terms of Use',
      termsLinkText: 'Terms of Use',
      termsRequired: 'Required',
      consentExplainer: '',
      errorPrefix: 'Error:',
      confirm: 'Confirm',
      loading: 'Loading available times…',
      dateLegend: 'Choose a day',
      timeLegend: 'Choose a time',
      summaryHeading: 'Your call',
      noTimesToday: 'No more times today, please choose another day.',
      dstNotice: 'All times are displayed in {zone}, please be aware that Daylight Savings Time ends on Sunday, November 1.',
      today: 'Today',
      now: 'Now',
    });
  });

  it('Spanish (lang="es")', () => {
    expect(TEXTS.es).toEqual({
      fullyBooked: '¡Lo sentimos! No quedan horarios libres. Para hablar con un asesor educativo, elige una de estas opciones:',
      emailToSchedule: 'Programar por correo',
      callUsNow: 'Llámanos ahora',
      asap: '¡Gracias! Te llamaremos lo antes posible',
      termsLabel: 'Acepto los Términos de uso',
      termsLinkText: 'Términos de uso',
      termsRequired: 'Obligatorio',
      consentExplainer: '',
      errorPrefix: 'Error:',
      confirm: 'Confirmar',
      loading: 'Cargando horarios disponibles…',
      dateLegend: 'Elige un día',
      timeLegend: 'Elige una hora',
      summaryHeading: 'Tu llamada',
      noTimesToday: 'No quedan horarios hoy; elige otro día.',
      dstNotice: 'Todos los horarios se muestran en {zone}. Ten en cuenta que el horario de verano termina el domingo 1 de noviembre.',
      today: 'Hoy',
      now: 'Ahora',
    });
  });

  it('§5 the consent link is only the link text, wherever it sits in the label; no link text (or none found): no link', () => {
    expect(termsLabelParts({ termsLabel: 'By confirming you accept our Terms of Use today', termsLinkText: 'Terms of Use' })).toEqual({
      before: 'By confirming you accept our ',
      link: 'Terms of Use',
      after: ' today',
    });
    expect(termsLabelParts({ termsLabel: 'I agree', termsLinkText: '' })).toEqual({ before: 'I agree', link: '', after: '' });
    expect(termsLabelParts({ termsLabel: 'I agree', termsLinkText: 'Terms of Use' })).toEqual({ before: 'I agree', link: '', after: '' });
    expect(termsLabelParts({ termsLabel: 'Terms of Use apply', termsLinkText: 'Terms of Use' })).toEqual({
      before: '',
      link: 'Terms of Use',
      after: ' apply',
    });
  });

  it('§5 the brand names the terms page whatever its case and spaces', () => {
    expect(termsHref(' Nerdy ')).toBe('/about/legal');
    expect(termsHref('VARSITY-TUTORS')).toBe('/terms-of-use');
    expect(termsHref('')).toBeNull();
  });

  it('§2/§8 a blank data-schedule-email is missing too', () => {
    expect(missingActionAttributes('  ', '+1 800')).toEqual(['data-schedule-email']);
  });
});
