import { useLayoutEffect, useMemo, useRef, type ComponentType } from 'react';
import {
  cloak,
  createElementClass,
  defineElement,
  loadDateData,
  pageLang,
  reportError,
  visitorId,
  type Config,
  type HostProps,
  type VtElementClass,
} from '@vt-elements/core';
import { readCourse } from '../core/course';
import type { courseCardRuntime, courseListItemRuntime } from '../runtime-definition';
import type { CourseCardProps } from './course-card';

/** What both elements' views receive: their parsed attributes (the list item has no data-share-url) and the host. */
type CourseElementProps = Config<typeof courseListItemRuntime> & Partial<Config<typeof courseCardRuntime>> & HostProps;

/**
 * The catalogue entry of an element: data-course, else its child `<script type="application/json">`
 * (contract). A malformed script is reported; neither at all is reported too (a data-course the
 * attribute parser refused has been reported already).
 */
function readEntry(host: HTMLElement, attribute: unknown): { entry: unknown; problem?: string } {
  if (attribute !== null && attribute !== undefined) return { entry: attribute };
  const script = host.querySelector(':scope > script[type="application/json"]');
  if (!script)
    return {
      entry: null,
      problem: host.hasAttribute('data-course')
        ? undefined
        : 'no catalogue entry: give data-course or a child <script type="application/json">',
    };
  try {
    return { entry: JSON.parse(script.textContent ?? '') };
  } catch (error) {
    return { entry: null, problem: `the child <script type="application/json"> holds malformed JSON (${(error as Error).message})` };
  }
}

/**
 * An element around a view: reads the entry and the page language, reports to the error reporter
 * under the element's tag, and marks the element data-ready in the same commit as its first
 * render of a usable entry, which hides the server-rendered markup (README: no layout jump). An
 * unusable entry leaves the server markup shown: it is better than nothing.
 */
export function courseElement(tag: string, View: ComponentType<CourseCardProps>) {
  return function CourseElement({ host, course, ...config }: CourseElementProps) {
    const { entry, problem } = useMemo(() => readEntry(host, course), [host, course]);
    const usable = useMemo(() => readCourse(entry).course !== null, [entry]);
    const reported = useRef<string | undefined>(undefined);
    useLayoutEffect(() => {
      if (problem && reported.current !== problem) reportError(new Error(`<${tag}> ${problem}`), { source: tag });
      reported.current = problem;
      host.toggleAttribute('data-ready', usable);
    }, [host, problem, usable]);
    if (entry === null) return null;
    return (
      <View
        {...config}
        course={entry}
        lang={pageLang(host) || undefined}
        visitorId={tag === 'vt-course-card' ? visitorId() : undefined}
        onProblem={(message) => reportError(new Error(`<${tag}> ${message}`), { source: tag })}
      />
    );
  };
}

/**
 * The element's own rules: a block; the server-rendered markup hidden once the view has rendered;
 * and the element itself hidden when it renders nothing (an inactive card), so a grid does not
 * keep an empty cell for it.
 */
export const elementStyles = (tag: string) =>
  `:where(${tag}){display:block}${tag}[data-ready]>:not([data-vt-root],script){display:none!important}:where(${tag}[data-ready]:not(:has([data-vt-root]>*))){display:none}`;

/**
 * A catalogue element, built and defined the way both are: the view around its entry, the element's
 * rules with its own CSS, the pre-upgrade rules (a page may import its module without the
 * autoloader: see core/cloak.ts) and the browser's date data (its first date formatter: a task of
 * its own, before the first render).
 */
export function defineCourseElement(
  runtime: typeof courseCardRuntime | typeof courseListItemRuntime,
  View: ComponentType<CourseCardProps>,
  styles: string,
): VtElementClass {
  const element = createElementClass({
    definition: runtime,
    view: courseElement(runtime.tag, View),
    styles: elementStyles(runtime.tag) + styles,
  });
  cloak(document);
  loadDateData();
  defineElement(runtime, element);
  return element;
}
