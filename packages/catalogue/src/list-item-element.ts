import { cloak, createElementClass, defineElement, loadDateData } from '@vt-elements/core';
import { courseListItemRuntime } from './runtime-definition';
import { CourseListItemView } from './view/course-list-item';
import { courseElement, elementStyles } from './view/course-element';
import { courseListItemStyles } from './view/styles';

/** `<vt-course-list-item>`; define it under another name with `customElements.define('acme-item', CourseListItemElement)`. */
export const CourseListItemElement = createElementClass({
  definition: courseListItemRuntime,
  view: courseElement(courseListItemRuntime.tag, CourseListItemView),
  styles: elementStyles(courseListItemRuntime.tag) + courseListItemStyles,
});

// Before the upgrade (a page may import this module without the autoloader): see core/cloak.ts.
cloak(document);
// The browser's date data (its first date formatter): a task of its own, before the first render.
loadDateData();
defineElement(courseListItemRuntime, CourseListItemElement);
