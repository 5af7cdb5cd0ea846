import { TEXTS as ITEM_TEXTS, type CatalogueTexts } from '@vt-elements/catalogue/texts';
import { fillText, textsCheck, type TextTables } from '@vt-elements/core';

/**
 * Every string the block renders (contract "Strings and languages"): defaults follow the page's
 * `lang` (English, Spanish), `data-texts` replaces any of them. `{n}`, `{query}`, `{total}` are filled in as text, never as markup.
 */
export const EN = {
  /** The query box's accessible name. */
  label: 'Search classes',
  placeholder: 'Search classes and topics',
  submit: 'Search',
  /** The facets' region name. */
  filters: 'Filter results',
  subjects: 'Subject',
  grades: 'Grade',
  parent_group: 'Collection',
  days_of_week: 'Days',
  start_times: 'Time of day',
  end_times: 'Ends',
  start_dates: 'Start date',
  end_date: 'End date',
  title: 'Title',
  topic_ids: 'Topic',
  e_commerce: 'Enrolment',
  /** The range facets' "no choice" option. */
  any: 'Any',
  /** The default range facets' choices (their names stay the filter values in the URL). */
  weekdays: 'Weekdays',
  weekends: 'Weekends',
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  night: 'Night',
  thisWeek: 'This week',
  thisMonth: 'This month',
  later: 'Later',
  clear: 'Clear filters',
  searching: 'Searching…',
  results: '{n} results',
  oneResult: '1 result',
  resultsFor: '{n} results for “{query}”',
  oneResultFor: '1 result for “{query}”',
  noResults: 'No classes match your search.',
  noResultsFor: 'No classes match “{query}”.',
  error: 'Search is not available right now.',
  retry: 'Retry',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {n}',
  pageOf: 'Page {n} of {total}',
};
export type CourseSearchTexts = typeof EN;
export type TextKey = keyof CourseSearchTexts;

/** Spanish for `lang="es"` pages (the English above is the default). */
export const TEXTS: TextTables<CourseSearchTexts> = {
  en: EN,
  es: {
    label: 'Buscar clases',
    placeholder: 'Buscar clases y temas',
    submit: 'Buscar',
    filters: 'Filtrar resultados',
    subjects: 'Materia',
    grades: 'Grado',
    parent_group: 'Colección',
    days_of_week: 'Días',
    start_times: 'Hora del día',
    end_times: 'Termina',
    start_dates: 'Fecha de inicio',
    end_date: 'Fecha de finalización',
    title: 'Título',
    topic_ids: 'Tema',
    e_commerce: 'Inscripción',
    any: 'Cualquiera',
    weekdays: 'Entre semana',
    weekends: 'Fines de semana',
    morning: 'Mañana',
    afternoon: 'Tarde',
    evening: 'Noche',
    night: 'Noche tardía',
    thisWeek: 'Esta semana',
    thisMonth: 'Este mes',
    later: 'Más adelante',
    clear: 'Borrar filtros',
    searching: 'Buscando…',
    results: '{n} resultados',
    oneResult: '1 resultado',
    resultsFor: '{n} resultados para «{query}»',
    oneResultFor: '1 resultado para «{query}»',
    noResults: 'Ninguna clase coincide con tu búsqueda.',
    noResultsFor: 'Ninguna clase coincide con «{query}».',
    error: 'La búsqueda no está disponible en este momento.',
    retry: 'Reintentar',
    pages: 'Páginas',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {n}',
    pageOf: 'Página {n} de {total}',
  },
};

/**
 * The hits are course list items: `data-texts` replaces their texts too, under their own keys
 * (they follow the page's language like the rest), but for `grades`, the facet's title here:
 * theirs ('Grades {range}') is `itemGrades`.
 */
const { grades: itemGrades, ...itemTexts } = ITEM_TEXTS.en;
export const ITEM_TEXT_KEYS = { ...itemTexts, itemGrades };
export type ItemTextKey = keyof typeof ITEM_TEXT_KEYS;

/** The list items' overrides among the block's `data-texts` (undefined when there are none). */
export function itemOverrides(overrides: Partial<Record<string, string>> | null | undefined): Partial<CatalogueTexts> | undefined {
  const out: Partial<Record<string, string>> = {};
  for (const [key, text] of Object.entries(overrides ?? {})) if (key in ITEM_TEXT_KEYS) out[key === 'itemGrades' ? 'grades' : key] = text;
  return Object.keys(out).length ? (out as Partial<CatalogueTexts>) : undefined;
}

/** `data-texts`: a JSON object of text keys to strings (unknown keys are refused, so a typo is reported). */
export const parseTexts = textsCheck({ ...ITEM_TEXT_KEYS, ...EN });

/** Fills `{query}`, `{n}`, `{total}` as plain text; one without a value stays as written (the core's fillText). */
export const fill: (text: string, values: { query?: string; n?: number; total?: number }) => string = fillText;
