import { cloak, createElementClass, defineElement, loadDateData } from '@vt-elements/core';
import { courseCardRuntime } from './runtime-definition';
import { CourseCardView } from './view/course-card';
import { courseElement, elementStyles } from './view/course-element';
import { courseCardStyles } from './view/styles';

/** `<vt-course-card>`; define it under another name with `customElements.define('acme-card', CourseCardElement)`. */
export const CourseCardElement = createElementClass({
  definition: courseCardRuntime,
  view: courseElement(courseCardRuntime.tag, CourseCardView),
  styles: elementStyles(courseCardRuntime.tag) + courseCardStyles,
});

// Before the upgrade (a page may import this module without the autoloader): see core/cloak.ts.
cloak(document);
// The browser's date data (its first date formatter): a task of its own, before the first render.
loadDateData();
defineElement(courseCardRuntime, CourseCardElement);
