import { courseListItemRuntime } from './runtime-definition';
import { CourseListItemView } from './view/course-list-item';
import { defineCourseElement } from './view/course-element';
import { courseListItemStyles } from './view/styles';

/** `<vt-course-list-item>`; define it under another name with `customElements.define('acme-item', CourseListItemElement)`. */
export const CourseListItemElement = defineCourseElement(courseListItemRuntime, CourseListItemView, courseListItemStyles);
