import type { PageInfo } from '../core/response';
import { fill, type CourseSearchTexts } from '../core/texts';

/** The pages to offer: the first, the last, and two either side of the current one; gaps are null. */
export function pageList(current: number, total: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= total; n++) {
    if (n === 1 || n === total || Math.abs(n - current) <= 2) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

export interface PaginationProps {
  info: PageInfo;
  texts: CourseSearchTexts;
  onPage(page: number): void;
}

/** A navigation landmark of buttons; the current page is marked aria-current. */
export function Pagination({ info, texts, onPage }: PaginationProps) {
  const { current, total_pages: total } = info;
  if (total <= 1) return null;
  return (
    <nav className="vt-course-search__pages" aria-label={texts.pages}>
      <ul>
        {current > 1 && (
          <li>
            <button type="button" className="vt-course-search__page vt-course-search__page--previous" onClick={() => onPage(current - 1)}>
              {texts.previous}
            </button>
          </li>
        )}
        {pageList(current, total).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="vt-course-search__gap">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className="vt-course-search__page"
                aria-current={n === current ? 'page' : undefined}
                aria-label={fill(texts.page, { n })}
                onClick={() => onPage(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
        {current < total && (
          <li>
            <button type="button" className="vt-course-search__page vt-course-search__page--next" onClick={() => onPage(current + 1)}>
              {texts.next}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
