// The package's public entry (issue 40): the views the class search renders its hits with, the
// catalogue entry model and its texts. The elements are subpath exports (course-card-element,
// course-list-item-element: importing one defines its tag); the texts alone are
// @vt-elements/catalogue/texts, for rules that must not pull the views in.
export { CourseListItemView, LIST_IMAGE, type CourseListItemProps } from './view/course-list-item';
export { CourseCardView, CARD_IMAGE, type CourseCardProps } from './view/course-card';
export { courseListItemStyles, courseCardStyles } from './view/styles';
export { renderMarkdown, plainText, type RenderedMarkdown } from './view/markdown';
export type { CourseViewProps } from './view/parts';
export {
  readCourse,
  readViewer,
  type Course,
  type Viewer,
  type ReadCourse,
  type CatalogType,
  type Enablement,
  type CourseImage,
} from './core/course';
export { TEXTS, type CatalogueTexts } from './core/texts';
