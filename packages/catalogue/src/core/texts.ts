import { fillText, textsCheck, type TextTables } from '@vt-elements/core';

/**
 * Every string the catalogue renders (contract "Strings and languages"). The spec's texts (§9) are
 * the English defaults, word for word (with singulars for one: '1 week', '1 live session'); `{n}`, `{m}`, `{t}` and `{range}` are filled in as text.
 * Defaults follow the page's `lang` (English, Spanish); `data-texts` replaces any of them.
 */
export interface CatalogueTexts {
  free: string;
  /** `{n}`: whole dollars per hour. */
  perHour: string;
  seePrices: string;
  callForInfo: string;
  /** Durations (§9): under an hour, whole hours, hours and minutes. */
  minutes: string;
  hours: string;
  hoursMinutes: string;
  liveSession: string;
  liveSessions: string;
  oneSessionOnly: string;
  /** The parts of the schedule ('N weeks, M sessions per week') and the weekly summary ('N weeks, Mx/week, T each'), joined by ', '. */
  weeks: string;
  oneWeek: string;
  sessionsPerWeek: string;
  oneSessionPerWeek: string;
  timesPerWeek: string;
  /** `timesPerWeek` for one ('1x/week'; Spanish says 'vez', not 'veces'). */
  oncePerWeek: string;
  each: string;
  nextClass: string;
  checkBackSoon: string;
  moreClassOption: string;
  moreClassOptions: string;
  grades: string;
  membership: string;
  vtPlusMembership: string;
  learningMembership: string;
  /** `{n}`: the class's hours, counted against a School at Home subscription. */
  subscriptionHours: string;
  largeFormat: string;
  freeByExperts: string;
  tailored: string;
  averageNine: string;
  seeDetails: string;
  share: string;
  /** The Share link's accessible name; `{t}` is the class title. */
  shareLabel: string;
  /** The details link's accessible name; `{t}` is the class title. */
  detailsLabel: string;
  price: string;
  curatedIn: string;
}

export type TextKey = keyof CatalogueTexts;

export const TEXTS: TextTables<CatalogueTexts> = {
  en: {
    free: 'Free',
    perHour: '${n}/hr',
    seePrices: 'See Prices',
    callForInfo: 'Call for Info',
    minutes: '{n}min',
    hours: '{n}hr',
    hoursMinutes: '{n}hr {m}min',
    liveSession: '{n} live session',
    liveSessions: '{n} live sessions',
    oneSessionOnly: '1 session only',
    weeks: '{n} weeks',
    oneWeek: '1 week',
    sessionsPerWeek: '{n} sessions per week',
    oneSessionPerWeek: '1 session per week',
    timesPerWeek: '{n}x/week',
    oncePerWeek: '1x/week',
    each: '{t} each',
    nextClass: 'Next class',
    checkBackSoon: 'Check back soon',
    moreClassOption: '{n} more class option',
    moreClassOptions: '{n} more class options',
    grades: 'Grades {range}',
    membership: 'Included with your membership',
    vtPlusMembership: 'Included with your VT+ Membership',
    learningMembership: 'Included with Learning Membership',
    subscriptionHours: '{n} subscription hours',
    largeFormat: 'Large-format, interactive',
    freeByExperts: 'Free classes taught by experts',
    tailored: "Tailored to the students' needs",
    averageNine: 'Average of 9 students/class',
    seeDetails: 'See class details',
    share: 'Share',
    shareLabel: 'Share {t}',
    detailsLabel: 'See class details: {t}',
    price: 'Price',
    curatedIn: 'Featured in',
  },
  es: {
    free: 'Gratis',
    perHour: '${n}/h',
    seePrices: 'Ver precios',
    callForInfo: 'Llama para más información',
    minutes: '{n} min',
    hours: '{n} h',
    hoursMinutes: '{n} h {m} min',
    liveSession: '{n} sesión en vivo',
    liveSessions: '{n} sesiones en vivo',
    oneSessionOnly: 'Solo 1 sesión',
    weeks: '{n} semanas',
    oneWeek: '1 semana',
    sessionsPerWeek: '{n} sesiones por semana',
    oneSessionPerWeek: '1 sesión por semana',
    timesPerWeek: '{n} veces/semana',
    oncePerWeek: '1 vez/semana',
    each: '{t} cada una',
    nextClass: 'Próxima clase',
    checkBackSoon: 'Vuelve pronto',
    moreClassOption: '{n} opción de clase más',
    moreClassOptions: '{n} opciones de clase más',
    grades: 'Grados {range}',
    membership: 'Incluida en tu membresía',
    vtPlusMembership: 'Incluida en tu membresía VT+',
    learningMembership: 'Incluida en Learning Membership',
    subscriptionHours: '{n} horas de suscripción',
    largeFormat: 'Formato amplio e interactivo',
    freeByExperts: 'Clases gratuitas impartidas por expertos',
    tailored: 'Adaptada a las necesidades de los alumnos',
    averageNine: 'Un promedio de 9 alumnos por clase',
    seeDetails: 'Ver detalles de la clase',
    share: 'Compartir',
    shareLabel: 'Compartir {t}',
    detailsLabel: 'Ver detalles de la clase: {t}',
    price: 'Precio',
    curatedIn: 'Destacada en',
  },
};

/** `data-texts`: a JSON object of text keys to strings (unknown keys are refused, so a typo is reported). */
export const parseTexts = textsCheck(TEXTS.en);

/** Fills `{n}`, `{m}`, `{t}`, `{range}` as plain text; one without a value stays as written (the core's fillText). */
export const fill: (text: string, values: Partial<Record<'n' | 'm' | 't' | 'range', string | number>>) => string = fillText;
