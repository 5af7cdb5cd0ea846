import {
  courseFeatures,
  curatedListTags,
  fill,
  formatNextClass,
  gradeLabel,
  linkHref,
  membership,
  MEMBERSHIPS_PAGE,
  nextClass,
  otherOfferingsLabel,
  priceLabel,
  smallGroup,
  subscriptionHours,
  weeklySummary,
} from '../core';
import { CourseImage, Heading, usePrepared, useUniqueId, type CourseViewProps } from './parts';

export type CourseListItemProps = CourseViewProps;

/** The image box of a list item, in CSS pixels (1x); the 2x path fills it on dense screens. */
export const LIST_IMAGE = { width: 192, height: 108 };

const C = 'vt-course-item';

/**
 * A course list item (spec §2): image, title (linking to the details page), price (or the
 * viewer's membership), description, next class with the other offerings, weekly duration,
 * grade range, subscription hours, features and curation tags. Usable in any React tree (the
 * course search renders its hits with it): it reads the raw entry itself and renders nothing for
 * an unusable one.
 */
export function CourseListItemView(props: CourseListItemProps) {
  const id = useUniqueId();
  const prepared = usePrepared(props, 'vt-course-list-item');
  if (!prepared) return null;
  const { course, viewer, texts, title, titleText, description, from } = prepared;
  const href = linkHref(course.detailsPage ?? course.topicPage);
  const member = membership(course, viewer);
  const next = nextClass(course, from);
  const others = otherOfferingsLabel(next.otherOfferings, texts);
  const weekly = weeklySummary(course, texts);
  const grades = gradeLabel(course.grades, texts);
  const hours = subscriptionHours(course);
  const tags = curatedListTags(course.parentGroup);
  const features = courseFeatures(course);

  return (
    <article className={C} aria-labelledby={id} data-small-group={smallGroup(course) || undefined}>
      <CourseImage
        course={course}
        alt={titleText}
        className={C}
        {...LIST_IMAGE}
        loading={props.loading}
        fetchPriority={props.fetchpriority}
      />
      <div className={`${C}__body`}>
        <Heading level={props.headingLevel} className={`${C}__title`} id={id}>
          {href ? <a href={href}>{title}</a> : title}
        </Heading>
        {member === 'membership' || member === 'vtPlusMembership' ? (
          <p className={`${C}__price ${C}__membership`}>{texts[member]}</p>
        ) : (
          <p className={`${C}__price`}>
            {priceLabel(course, texts)}
            {member && (
              <>
                {' '}
                <a className={`${C}__membership`} href={MEMBERSHIPS_PAGE}>
                  {texts.learningMembership}
                </a>
              </>
            )}
          </p>
        )}
        {description && <div className={`${C}__description`}>{description}</div>}
        <ul className={`${C}__facts`}>
          <li className={`${C}__next`}>
            {next.date ? `${texts.nextClass}: ${formatNextClass(next.date, props.lang, texts)}` : texts.checkBackSoon}
            {others && <span className={`${C}__others`}> · {others}</span>}
          </li>
          {weekly && <li>{weekly}</li>}
          {grades && <li>{grades}</li>}
          {hours !== null && <li>{fill(texts.subscriptionHours, { n: hours })}</li>}
        </ul>
        <ul className={`${C}__features`}>
          {features.map((feature) => (
            <li key={feature}>{texts[feature]}</li>
          ))}
        </ul>
        {tags.length > 0 && (
          <ul className={`${C}__tags`} aria-label={texts.curatedIn}>
            {tags.map((tag) => (
              <li key={tag.target} data-target={tag.target}>
                {tag.name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
