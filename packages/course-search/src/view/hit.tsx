import { CourseListItemView, courseListItemStyles, type CourseListItemProps } from '@vt-elements/catalogue';

/**
 * One search hit (spec §3 Search hit), rendered with the catalogue's list item view (topics and
 * items both): the one place the search knows how a hit looks.
 */
export interface HitProps {
  /** The raw entry: _source plus id and catalog_type. */
  course: Record<string, unknown>;
  lang?: string;
  /** The list items' texts from the block's data-texts. */
  texts?: CourseListItemProps['texts'];
}

export function Hit({ course, lang, texts }: HitProps) {
  return <CourseListItemView course={course} lang={lang} texts={texts} headingLevel={3} />;
}

export const hitStyles = courseListItemStyles;
