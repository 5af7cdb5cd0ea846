import { describeElement } from '@vt-elements/core';
import { SHARED_ATTRIBUTES, SHARED_CSS_PROPERTIES, SHARED_SLOTS } from './definition-docs';
import { courseCardRuntime } from './runtime-definition';

/** The full definition for the docs, manifest and Storybook; not imported by the bundle (course-card-element.ts). */
export const courseCardDefinition = describeElement(courseCardRuntime, {
  summary:
    "A class card: image (srcset from the entry's density paths, lazy, 320x180 box so nothing moves), title (markdown as elements), grade range, duration ('45min', '1hr', '1hr 30min'), meeting pattern ('8 live sessions', '4 weeks, 2 sessions per week' or '1 session only'), next class (the earliest start on or after data-from, in the page's language, or 'Check back soon'; 'N more class options'), and the links 'See class details' and 'Share'. It renders only an active course: a title, a details page (or topic page) that is http(s) or relative, and for a class (catalog-items-v1) at least one session and at least one scheduled start date (all past is still active and shows 'Check back soon'); a topic needs only its page. An inactive course renders nothing and hides any server-rendered markup.",
  spec: '§2 Course card, §3 Catalogue entry, §6, §7 share links, §8 Markdown unknown token, §9 Durations, Next class',
  attributes: {
    ...SHARED_ATTRIBUTES,
    'data-share-url':
      "The base the Share link's class page is resolved against (default: the page), e.g. https://www.example.com for a canonical host. The Share link is the class page with direct_share=copy and v_id={visitor id} added (spec §7).",
  },
  slots: SHARED_SLOTS,
  cssClasses: {
    'vt-course-card': 'The card (an article labelled by its title).',
    'vt-course-card__media': 'The image box (16:9, shown empty without an image).',
    'vt-course-card__image': 'The image.',
    'vt-course-card__body': 'Everything below the image.',
    'vt-course-card__title': 'The title heading.',
    'vt-course-card__grades': 'The grade range.',
    'vt-course-card__facts': 'Duration, meeting pattern and next class.',
    'vt-course-card__next': 'The next class or Check back soon.',
    'vt-course-card__links': "'See class details' (vt-course-card__details) and 'Share' (vt-course-card__share).",
  },
  cssProperties: SHARED_CSS_PROPERTIES,
});
