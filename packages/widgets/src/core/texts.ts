import { textsCheck as checkTexts } from '@vt-elements/core';

/**
 * The texts the widgets add (contract "Strings and languages"): defaults follow the page's `lang`
 * (English, Spanish); `data-texts` replaces any of an element's own keys. Spec texts: 'Read more' /
 * 'Read less' (expand-text), 'More' / 'Fewer' (show-more and the previous-table toggle).
 */
export const TEXTS = {
  en: {
    readMore: 'Read more',
    readLess: 'Read less',
    more: 'More',
    fewer: 'Fewer',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    showBio: 'Read bio',
    close: 'Close',
  },
  es: {
    readMore: 'Leer más',
    readLess: 'Leer menos',
    more: 'Más',
    fewer: 'Menos',
    expandAll: 'Expandir todo',
    collapseAll: 'Contraer todo',
    showBio: 'Ver biografía',
    close: 'Cerrar',
  },
} as const;

export type TextKey = keyof (typeof TEXTS)['en'];
export type Texts<K extends string> = Record<K, string>;
/** An element's text table: English and Spanish (the carousel keeps its own, out of the shared chunk). */
export type TextTable<K extends string> = Record<'en' | 'es', Texts<K>>;

/** `data-texts` for an element whose keys are `keys`: a JSON object of those keys to strings (another key is a typo, refused; the core's check). */
export function textsCheck<K extends string>(keys: readonly K[]): (value: unknown) => Partial<Texts<K>> {
  return checkTexts(Object.fromEntries(keys.map((key) => [key, key])) as unknown as Texts<K>);
}

/** An element's own text tables: the keys it shows, from the shared tables (or the carousel's), in both languages (core textsFor picks the language). */
export function tablesFor<K extends string>(keys: readonly K[], tables: TextTable<K> = TEXTS as unknown as TextTable<K>): TextTable<K> {
  const pick = (table: Texts<K>) => Object.fromEntries(keys.map((key) => [key, table[key]])) as Texts<K>;
  return { en: pick(tables.en), es: pick(tables.es) };
}
