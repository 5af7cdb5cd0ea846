import { fillText, textsCheck, type TextTables } from '@vt-elements/core';

/** Every text the picker shows (contract "Strings and languages"): `data-texts` replaces any of them. */
export interface CallbackTexts {
  fullyBooked: string;
  emailToSchedule: string;
  callUsNow: string;
  asap: string;
  /** The consent label; the part equal to `termsLinkText` becomes the link. */
  termsLabel: string;
  termsLinkText: string;
  termsRequired: string;
  /**
   * Spec §5's optional explainer under the consent checkbox (its accessible description), as plain
   * text; '' (the default) shows none. `data-consent-explainer` wins over it.
   */
  consentExplainer: string;
  /** Read before an error by screen readers only. */
  errorPrefix: string;
  confirm: string;
  loading: string;
  dateLegend: string;
  timeLegend: string;
  summaryHeading: string;
  noTimesToday: string;
  /** Spec §4; `{zone}` is the zone's abbreviation. */
  dstNotice: string;
  /** The first day and the first time (English and Spanish; other languages use Intl's word for them). */
  today: string;
  now: string;
}

/** Spec §2, §4, §5: the English texts word for word (tests assert them); Spanish for `lang="es"` pages. */
export const TEXTS: TextTables<CallbackTexts> = {
  en: {
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
  },
  es: {
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
  },
};

/** `data-texts`: known keys, string values (a typo is reported, not ignored). */
export const checkCallbackTexts = textsCheck(TEXTS.en);

/** The English texts, plus the messages for developers (console and error reporter), which stay English. */
export const EN = {
  ...TEXTS.en,
  dstNotice: (zone: string) => fillText(TEXTS.en.dstNotice, { zone }),
  fetchFail: (path: string) => `Scheduled callback fetch fail endpoint: ${path}`,
  /** Configuration error: the fully booked message would end with no action after it. */
  missingActions: (attributes: readonly string[]) =>
    `<vt-scheduled-callback> is fully booked but has no ${attributes.join(' or ')}: set them so the message "…choose one of the following:" offers its actions.`,
};

/** Spec §5: the consent label split around its link text, so the view links only 'Terms of Use'. */
export function termsLabelParts(texts: Pick<CallbackTexts, 'termsLabel' | 'termsLinkText'> = EN): {
  before: string;
  link: string;
  after: string;
} {
  const at = texts.termsLinkText ? texts.termsLabel.indexOf(texts.termsLinkText) : -1;
  if (at < 0) return { before: texts.termsLabel, link: '', after: '' };
  return {
    before: texts.termsLabel.slice(0, at),
    link: texts.termsLinkText,
    after: texts.termsLabel.slice(at + texts.termsLinkText.length),
  };
}

/**
 * Spec §5: the optional explainer under the consent checkbox. A non-blank `data-consent-explainer`
 * wins over `data-texts`' consentExplainer (the page's one attribute is the more specific choice);
 * a blank one counts as absent. '' when neither gives a text: no explainer.
 */
export function consentExplainerText(attribute: string | null | undefined, texts: Pick<CallbackTexts, 'consentExplainer'>): string {
  return (attribute?.trim() ? attribute : texts.consentExplainer).trim();
}

/** Spec §2/§8: the fully booked actions' attributes that are missing (each action needs its own). */
export function missingActionAttributes(email: string | null | undefined, phone: string | null | undefined): string[] {
  const missing: string[] = [];
  if (!email?.trim()) missing.push('data-schedule-email');
  if (!phone?.trim()) missing.push('data-support-phone');
  return missing;
}

/**
 * Spec §5: the terms page depends on the brand (/terms-of-use for one, /about/legal for another,
 * otherwise no link). Our brand values: `varsity-tutors` and `nerdy`.
 */
export const TERMS_LINKS: Readonly<Record<string, string>> = {
  'varsity-tutors': '/terms-of-use',
  nerdy: '/about/legal',
};

export function termsHref(brand: string | null | undefined): string | null {
  if (!brand) return null;
  return TERMS_LINKS[brand.trim().toLowerCase()] ?? null;
}

/** Spec §4: the hard-coded 2020 daylight-saving notice rule, exactly as written. */
export function showsDstNotice(firstGroupValue: string | undefined): boolean {
  return firstGroupValue?.includes('2020-10-3') ?? false;
}
