import { safeUrl } from '@vt-elements/core';

/**
 * One search hit (spec §3 Search hit). A stand-in for the catalogue's list item view
 * (`CourseListItemView` of @vt-elements/catalogue): swapping to it is a change of this file only.
 */
export interface HitProps {
  /** The raw entry: _source plus id and catalog_type. */
  course: Record<string, unknown>;
  from?: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export function Hit({ course }: HitProps) {
  const href = safeUrl(course.details_page, { source: 'vt-course-search', what: 'result details_page' });
  const title = text(course.title);
  const grades = Array.isArray(course.grade_full_range) ? course.grade_full_range.join(', ') : text(course.grade_full_range);
  return (
    <article className="vt-course-hit">
      <h3 className="vt-course-hit__title">{href ? <a href={href}>{title}</a> : title}</h3>
      {text(course.description_markdown) && <p className="vt-course-hit__description">{text(course.description_markdown)}</p>}
      {grades && <p className="vt-course-hit__grades">Grades {grades}</p>}
    </article>
  );
}

export const hitStyles = `
:where(vt-course-search .vt-course-hit){padding:.75rem 0}
:where(vt-course-search .vt-course-hit__title){margin:0 0 .25rem;font-size:1.125rem}
:where(vt-course-search .vt-course-hit p){margin:0 0 .25rem}
`;
