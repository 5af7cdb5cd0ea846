import { courseCardRuntime } from './runtime-definition';
import { CourseCardView } from './view/course-card';
import { defineCourseElement } from './view/course-element';
import { courseCardStyles } from './view/styles';

/** `<vt-course-card>`; define it under another name with `customElements.define('acme-card', CourseCardElement)`. */
export const CourseCardElement = defineCourseElement(courseCardRuntime, CourseCardView, courseCardStyles);
