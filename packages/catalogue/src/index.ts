export { CourseListItemView, LIST_IMAGE, type CourseListItemProps } from './view/course-list-item';
export { CourseCardView, CARD_IMAGE, type CourseCardProps } from './view/course-card';
export { courseListItemStyles, courseCardStyles } from './view/styles';
export { renderMarkdown, plainText, type RenderedMarkdown } from './view/markdown';
export type { CourseViewProps } from './view/parts';
export * from './core';
