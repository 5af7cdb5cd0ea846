import { useMemo } from 'react';
import { CourseListItemView, courseListItemStyles, type CourseListItemProps } from '@vt-elements/catalogue';

/**
 * One search hit (spec §3 Search hit), rendered with the catalogue's list item view (topics and
 * items both): the one place the search knows how a hit looks.
 */
export interface HitProps {
  /** The raw entry: _source plus id and catalog_type. */
  course: Record<string, unknown>;
  /**
   * The hit's offerings, from its children's inner hits (spec §9): their start dates stand for the
   * entry's own in the next class and the other offerings ('N more class options').
   */
  offerings?: string[];
  lang?: string;
  /** The list items' texts from the block's data-texts. */
  texts?: CourseListItemProps['texts'];
  /** The hit's place in the list shown, from 0: the first row's images load eagerly (FIRST_ROW). */
  position?: number;
}

/**
 * How many hits make the first row of the results (issue 50): the hits' grid has one column at
 * every width (styles.ts), so the first hit is the one a visitor sees first, and its image the
 * page's largest contentful paint: eager and fetchpriority high; the others stay lazy.
 */
export const FIRST_ROW = 1;

export function Hit({ course, offerings, lang, texts, position = FIRST_ROW }: HitProps) {
  // One entry per answer: the list item reads it again only when it changes.
  const entry = useMemo(() => (offerings ? { ...course, start_dates: offerings } : course), [course, offerings]);
  return (
    <CourseListItemView
      course={entry}
      lang={lang}
      texts={texts}
      headingLevel={3}
      loading={position < FIRST_ROW ? 'eager' : 'lazy'}
      fetchpriority={position === 0 ? 'high' : undefined}
    />
  );
}

export const hitStyles = courseListItemStyles;
