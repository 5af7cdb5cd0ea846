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

/** The element's texts for a `lang` ('es', 'es-MX' → Spanish; anything else English), with overrides. */
export function textsFor<K extends string>(
  keys: readonly K[],
  lang: string | null | undefined,
  overrides?: Partial<Texts<K>> | null,
  tables: TextTable<K> = TEXTS as unknown as TextTable<K>,
): Texts<K> {
  const table = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0] === 'es' ? tables.es : tables.en;
  const out = {} as Texts<K>;
  for (const key of keys) out[key] = overrides?.[key] ?? table[key];
  return out;
}
