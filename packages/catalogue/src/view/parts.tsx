import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { reportError, textsFor, type Config } from '@vt-elements/core';
import { readCourse, readViewer, type Course, type Viewer } from '../core/course';
import { imageSources, parseFrom, today } from '../core/rules';
import { TEXTS, type CatalogueTexts } from '../core/texts';
import type { courseListItemRuntime } from '../runtime-definition';
import { plainText, renderMarkdown } from './markdown';

/** The attributes of the elements around the views, as they parse them (Config of the definition). */
type Attributes = Config<typeof courseListItemRuntime>;

/**
 * What both views take (the list item's props are the search block's interface: keep them stable):
 * the element's attributes as it parses them (`from`, `viewer`, `texts`, `headingLevel`), optional
 * here, plus what only a React caller gives.
 */
export interface CourseViewProps extends Partial<Omit<Attributes, 'course' | 'headingLevel'>> {
  /** The raw catalogue entry (spec §3), e.g. a search hit's _source plus id and catalog_type; validated here. */
  course: unknown;
  /** The page language, for texts and dates. */
  lang?: string;
  /** Where problems go (once each); default: the error reporter. */
  onProblem?: (message: string) => void;
  /** The title's heading level (default 3), as a number or as the attribute's text. */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | Attributes['headingLevel'];
}

export interface Prepared {
  course: Course;
  viewer: Viewer | null;
  texts: CatalogueTexts;
  title: ReactNode;
  /** The title as plain text: the image's alt text and the links' names. */
  titleText: string;
  description: ReactNode;
  from: string;
}

/**
 * Reads the entry, the viewer and the markdown once per change, and reports each problem once per
 * view (console and error reporter, or `onProblem`). Null: the entry is unusable, render nothing.
 */
export function usePrepared(props: CourseViewProps, source: string): Prepared | null {
  const { course: raw, viewer: rawViewer, texts: overrides, lang, from, onProblem } = props;
  const prepared = useMemo(() => {
    const problems: string[] = [];
    const { course, problems: entryProblems } = readCourse(raw);
    problems.push(...entryProblems);
    const viewer = readViewer(rawViewer, problems);
    let validFrom: string | null = null;
    try {
      if (from != null) validFrom = parseFrom(from);
    } catch (error) {
      problems.push(`data-from: ${(error as Error).message}; using today`);
    }
    const rawId = (raw as { id?: unknown } | null)?.id;
    const named = (name: unknown) =>
      problems.map((p) => (name ? `catalogue entry ${JSON.stringify(String(name).slice(0, 60))}: ${p}` : `catalogue entry: ${p}`));
    if (!course) return { value: null, problems: named(rawId) };
    const title = course.titleMarkdown ? renderMarkdown(course.titleMarkdown, true) : { nodes: course.title, problems: [] };
    const description = course.descriptionMarkdown
      ? renderMarkdown(course.descriptionMarkdown)
      : { nodes: course.description, problems: [] };
    problems.push(...title.problems, ...description.problems);
    const titleText = (course.title || plainText(title.nodes)).trim();
    return {
      value: { course, viewer, title: title.nodes, titleText, description: description.nodes, validFrom },
      problems: named(course.id ?? titleText),
    };
  }, [raw, rawViewer, from]);

  const reported = useRef(new Set<string>());
  const report = useRef(onProblem);
  report.current = onProblem;
  useEffect(() => {
    for (const problem of prepared.problems) {
      if (reported.current.has(problem)) continue;
      reported.current.add(problem);
      if (report.current) report.current(problem);
      else reportError(new Error(`<${source}> ${problem}`), { source });
    }
  }, [prepared, source]);

  const texts = useMemo(() => textsFor(TEXTS, lang, overrides), [lang, overrides]);
  if (!prepared.value) return null;
  const { validFrom, ...value } = prepared.value;
  return { ...value, texts, from: validFrom ?? today() };
}

/**
 * The class image: srcset from the density paths, lazy unless the element is in the first row a
 * visitor sees (data-loading="eager", data-fetchpriority="high" on the first: issue 50, a lazy LCP
 * image waits for layout), with width and height (the box's aspect ratio is known before the image
 * arrives, so nothing below it moves), alt text from the title. Without a usable image the box is
 * kept empty, the same size.
 */
export function CourseImage({
  course,
  alt,
  className,
  width,
  height,
  loading,
  fetchPriority,
}: {
  course: Course;
  alt: string;
  className: string;
  width: number;
  height: number;
  loading?: 'lazy' | 'eager' | null;
  fetchPriority?: 'high' | 'low' | 'auto' | null;
}) {
  const sources = imageSources(course.images);
  const src = sources?.src;
  const srcSet = sources?.srcSet;
  const server = typeof document === 'undefined';
  // src and srcset are set once the image is in the document, not at creation: Chromium keeps an
  // <img srcset> that is created and never inserted alive for the page's life (a viewport
  // listener), and React creates the nodes of a render it may then drop (an interrupted search):
  // each such image held its whole results list and element (issue 30, the heap after 200
  // rounds). Both together, srcset first: an eager image set a src at creation would fetch the 1x
  // file before srcset chose the 2x one (twice the bytes, and the LCP image late).
  const attachSources = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !src) return;
      if (srcSet) img.srcset = srcSet;
      img.src = src;
    },
    [src, srcSet],
  );
  return (
    <div className={`${className}__media`}>
      {sources && (
        <img
          ref={attachSources}
          className={`${className}__image`}
          // Server markup (the CMS's copy of the card, rendered in Node) keeps them in the HTML.
          src={server ? src : undefined}
          srcSet={server ? srcSet : undefined}
          width={width}
          height={height}
          loading={loading ?? 'lazy'}
          fetchPriority={fetchPriority && fetchPriority !== 'auto' ? fetchPriority : undefined}
          decoding="async"
          alt={alt}
        />
      )}
    </div>
  );
}

/** A heading of the given level. */
export function Heading({
  level = 3,
  className,
  id,
  children,
}: {
  level?: number | string;
  className: string;
  id?: string;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(6, Math.max(2, +level))}` as 'h3';
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}

let lastId = 0;

/**
 * An id unique on the page. Not useId: every element is a React root of its own, and useId
 * repeats across roots (two cards would label themselves with the same id).
 */
export function useUniqueId(): string {
  // Server-rendered markup (react-dom/server, no document) stays in the page, hidden, beside the
  // upgraded view: its ids must not be the view's.
  return useState(() => `vt-course-${typeof document === 'undefined' ? 's' : ''}${++lastId}`)[0];
}

/** For server rendering: number the ids of a page from 1 again. */
export function resetUniqueIds(): void {
  lastId = 0;
}
