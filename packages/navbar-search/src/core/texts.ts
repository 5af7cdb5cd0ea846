import { fillText, textsCheck, textsFor as pickTexts, type TextTables } from '@vt-elements/core';

/**
 * Every string the search renders (contract "Strings and languages"): defaults follow the page's
 * `lang` (English, Spanish), `data-texts` replaces any of them. `{query}` and `{n}` are filled in
 * as text, never as markup.
 */
export interface SearchTexts {
  /** The input's accessible name and the listbox's. */
  label: string;
  placeholder: string;
  searching: string;
  noResults: string;
  error: string;
  subjects: string;
  topics: string;
  items: string;
  more: string;
  /** The polite announcement of the result count. */
  results: string;
  oneResult: string;
}

export type TextKey = keyof SearchTexts;

export const TEXTS: TextTables<SearchTexts> = {
  en: {
    label: 'Search subjects and classes',
    placeholder: 'Search subjects and classes',
    searching: 'Searching…',
    noResults: 'No results for “{query}”.',
    error: 'Search is not available right now. Please try again.',
    subjects: 'Subjects',
    topics: 'Topics',
    items: 'Classes',
    more: '+{n} more',
    results: '{n} results',
    oneResult: '1 result',
  },
  es: {
    label: 'Buscar materias y clases',
    placeholder: 'Buscar materias y clases',
    searching: 'Buscando…',
    noResults: 'No hay resultados para «{query}».',
    error: 'La búsqueda no está disponible en este momento. Inténtalo de nuevo.',
    subjects: 'Materias',
    topics: 'Temas',
    items: 'Clases',
    more: '+{n} más',
    results: '{n} resultados',
    oneResult: '1 resultado',
  },
};

/** `data-texts`: a JSON object of text keys to strings (unknown keys are refused, so a typo is reported). */
export const parseTexts = textsCheck(TEXTS.en);

/** The closest `lang` around the element, else the document's; its primary subtag picks the defaults (English otherwise). */
export const textsFor = (lang: string | null | undefined, overrides?: Partial<SearchTexts> | null): SearchTexts =>
  pickTexts(TEXTS, lang, overrides);

/** Fills `{query}`, `{n}` as plain text; one without a value stays as written (the core's fillText). */
export const fill: (text: string, values: { query?: string; n?: number }) => string = fillText;
