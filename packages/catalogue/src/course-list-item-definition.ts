import { describeElement } from '@vt-elements/core';
import { SHARED_ATTRIBUTES, SHARED_CSS_PROPERTIES, SHARED_SLOTS } from './definition-docs';
import { courseListItemRuntime } from './runtime-definition';

/** The full definition for the docs, manifest and Storybook; not imported by the bundle (course-list-item-element.ts). */
export const courseListItemDefinition = describeElement(courseListItemRuntime, {
  summary:
    "A class in a list (also the course search's result row, CourseListItemView): image (srcset, lazy, 192x108 box), title linking to the details page, price label ('Free', '$N/hr' = dollars over session hours times sessions, 'See Prices' for a topic, else 'Call for Info'; several distinct prices mean none) or the viewer's membership message, description (markdown as elements; an unknown token is reported and shown as text; links only http(s) or relative), next class with 'N more class options' or 'Check back soon', weekly duration ('4 weeks, 2x/week, 1hr each'), grade range, subscription hours (School at Home subscribers, priced, outside test prep and professional subjects), features ('Average of 9 students/class'…), and up to 4 curation tags.",
  spec: '§2 Course list item, §3 Catalogue entry, §6, §8 Markdown unknown token, §9 Price label, Durations, Next class, Curation tags, Membership messages, Subscription hours, Features',
  attributes: SHARED_ATTRIBUTES,
  slots: SHARED_SLOTS,
  cssClasses: {
    'vt-course-item': 'The list item (an article labelled by its title); [data-small-group] for small-group classes.',
    'vt-course-item__media': 'The image box (16:9, 12rem wide, shown empty without an image).',
    'vt-course-item__image': 'The image.',
    'vt-course-item__body': 'Everything beside the image.',
    'vt-course-item__title': 'The title heading (its link goes to the details page).',
    'vt-course-item__price': 'The price label, or the membership message (with vt-course-item__membership).',
    'vt-course-item__description': 'The description.',
    'vt-course-item__facts': 'Next class (vt-course-item__next, vt-course-item__others), weekly duration, grades, subscription hours.',
    'vt-course-item__features': 'The course features.',
    'vt-course-item__tags': 'The curation tags; each item has data-target (the hyphenated tag).',
  },
  cssProperties: { ...SHARED_CSS_PROPERTIES, '--vt-membership-color': 'Colour of the membership message (default #1e6b3a).' },
});
