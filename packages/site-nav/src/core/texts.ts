import { fillText, textsCheck, type TextTables } from '@vt-elements/core';

/**
 * The texts the element adds (contract "Strings and languages"): defaults follow the page's `lang`
 * (English, Spanish); `data-texts` replaces any of them. `{label}` is filled in as text.
 */
export interface NavTexts {
  /** A disclosure button's name: `{label}` is its link's text. */
  submenu: string;
  /** The drawer's back button (goes up one level). */
  back: string;
}

export const TEXTS: TextTables<NavTexts> = {
  en: { submenu: '{label} sub-menu', back: 'Back' },
  es: { submenu: 'Submenú de {label}', back: 'Volver' },
};

/** `data-texts`: a JSON object of text keys to strings (unknown keys are refused, so a typo is reported). */
export const parseTexts = textsCheck(TEXTS.en);

export const fill = (text: string, label: string): string => fillText(text, { label });
