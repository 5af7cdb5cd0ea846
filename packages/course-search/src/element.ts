import { cloak, createElementClass, defineElement, loadDateData } from '@vt-elements/core';
import { courseSearchRuntime } from './runtime-definition';
import { CourseSearch } from './view/course-search';
import { courseSearchStyles } from './view/styles';

/** `<vt-course-search>`; define it under another name with `customElements.define('acme-course-search', CourseSearchElement)`. */
export const CourseSearchElement = createElementClass({ definition: courseSearchRuntime, view: CourseSearch, styles: courseSearchStyles });

// Before the upgrade (a page may import this module without the autoloader): see core/cloak.ts.
cloak(document);
// The browser's date data (its first date formatter): a task of its own, before the first render.
loadDateData();
defineElement(courseSearchRuntime, CourseSearchElement);
