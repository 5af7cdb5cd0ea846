import {
  fill,
  formatDuration,
  formatNextClass,
  gradeLabel,
  isActive,
  linkHref,
  meetingPattern,
  nextClass,
  otherOfferingsLabel,
  shareHref,
} from '../core';
import type { Config } from '@vt-elements/core';
import type { courseCardRuntime } from '../runtime-definition';
import { CourseImage, Heading, usePrepared, useUniqueId, type CourseViewProps } from './parts';

/** The list item's props, data-share-url (`shareUrl`: the base the Share link's class page resolves against; default the page) and the visitor id. */
export interface CourseCardProps extends CourseViewProps, Partial<Pick<Config<typeof courseCardRuntime>, 'shareUrl'>> {
  /** The visitor id the Share link carries (v_id); the element passes the page's. */
  visitorId?: string;
}

/** The image box of a card, in CSS pixels (1x). */
export const CARD_IMAGE = { width: 320, height: 180 };

const C = 'vt-course-card';

/**
 * A course card (spec §2): image, title, grade range, duration, meeting pattern, next class, and
 * the links 'See class details' and 'Share'. Renders only an active course (core isActive): an
 * inactive one renders nothing.
 */
export function CourseCardView(props: CourseCardProps) {
  const id = useUniqueId();
  const prepared = usePrepared(props, 'vt-course-card');
  if (!prepared || !isActive(prepared.course)) return null;
  const { course, texts, title, titleText, from } = prepared;
  const page = course.detailsPage ?? course.topicPage;
  // The page's address; none where the card is rendered on a server (the example page's markup).
  const share = shareHref(page, props.shareUrl, props.visitorId ?? '', globalThis.location?.href ?? 'https://example.invalid/');
  const next = nextClass(course, from);
  const others = otherOfferingsLabel(next.otherOfferings, texts);
  const grades = gradeLabel(course.grades, texts);
  const duration = formatDuration(course.sessionLengthMinutes, texts);

  return (
    <article className={C} aria-labelledby={id}>
      <CourseImage
        course={course}
        alt={titleText}
        className={C}
        {...CARD_IMAGE}
        loading={props.loading}
        fetchPriority={props.fetchpriority}
      />
      <div className={`${C}__body`}>
        <Heading level={props.headingLevel} className={`${C}__title`} id={id}>
          {title}
        </Heading>
        {grades && <p className={`${C}__grades`}>{grades}</p>}
        <ul className={`${C}__facts`}>
          {duration && <li className={`${C}__duration`}>{duration}</li>}
          {meetingPattern(course, texts).map((part) => (
            <li key={part}>{part}</li>
          ))}
          <li className={`${C}__next`}>
            {next.date ? `${texts.nextClass}: ${formatNextClass(next.date, props.lang, texts)}` : texts.checkBackSoon}
            {others && <span className={`${C}__others`}> · {others}</span>}
          </li>
        </ul>
        <p className={`${C}__links`}>
          <a className={`${C}__details`} href={linkHref(page)!} aria-label={fill(texts.detailsLabel, { t: titleText })}>
            {texts.seeDetails}
          </a>
          {share && (
            <a className={`${C}__share`} href={share} aria-label={fill(texts.shareLabel, { t: titleText })}>
              {texts.share}
            </a>
          )}
        </p>
      </div>
    </article>
  );
}
