import { textsDescription } from '@vt-elements/core';
import { TEXTS } from './core/texts';

/** Docs shared by both catalogue elements (not imported by the bundles). */
export const SHARED_ATTRIBUTES = {
  'data-course':
    'The catalogue entry (spec §3) as JSON: id, catalog_type (catalog-items-v1 or catalog-topics-v1), title, title_markdown, description_markdown (or description_formatted), price_cents (a number or a list), session_length_minutes, session_count, week_count, session_per_week, start_dates, next_class_date, grade_full_range (a string or a list), subjects, subscriber (comma-separated), parent_group, images (density paths, {"1x": "…", "2x": "…"}), details_page, topic_page; and the viewer\'s own fields, as a search answer made for a signed-in visitor carries them: is_student, is_client, students, enablements (see data-viewer). Instead of the attribute, the JSON may sit in a child <script type="application/json">. Each wrong field is reported once and left out; an entry without a title renders nothing (server-rendered markup inside the tag then stays shown).',
  'data-from':
    "The day the next class is computed from, YYYY-MM-DD (default: today in the visitor's time zone). The next class is the earliest start date on that day or later; a malformed value is reported and today is used.",
  'data-viewer':
    'The viewer\'s membership (spec §3, §6), JSON: is_student, is_client, students (each with enablements), enablements ([{"product": {"type": "…"}, "configuration": {"tag": "…"}}]). Which viewer: data-viewer when the element has it (a JSON object); the entry\'s own is_student, is_client, students and enablements are then ignored, never merged. Without data-viewer (or when it is not a JSON object, which is reported), the entry\'s own fields are the viewer. The class\'s group tags are its parent_group. A student (is_student), or a client (is_client) through their own or their students\' enablements, holding a catalogue-access enablement (product.type catalog_access or vt_plus; any other type does not count) whose configuration.tag is one of the class\'s parent_group tags sees \'Included with your membership\' (\'Included with your VT+ Membership\' when that enablement is vt_plus) instead of the price. Anyone else sees the price and, for a class a membership includes (a parent_group tag other than a curation_list- one), the link \'Included with Learning Membership\' to /memberships; for other classes, the price alone. The card shows no price, so no membership message either.',
  'data-texts': textsDescription(TEXTS, {
    note: "{n}, {m}, {t} and {range} are filled in (a number, the minutes, the class title or a duration, the grade range); the schedule and the weekly summary join their parts with ', '.",
  }),
  'data-heading-level': "The title's heading level, 2 to 6 (default 3), to fit the page's outline.",
  'data-loading':
    "The image's loading, lazy (default) or eager: give eager to the elements of the first row a visitor sees without scrolling (the first row of a grid of cards at its widest layout), whose image is the page's largest contentful paint; a lazy image there starts loading only after layout.",
  'data-fetchpriority':
    "The image's fetchpriority, high, low or auto (absent: the browser's default): high on the one element whose image is the page's largest contentful paint (the first card above the fold), with data-loading=\"eager\".",
} as const;

export const SHARED_SLOTS = {
  'script[type="application/json"]': 'The catalogue entry as JSON, when data-course is not given.',
  '(server-rendered markup)':
    "Any other child is the CMS's server-rendered markup, shown until the element has rendered, then hidden (display: none, [data-ready] on the element). Render the same markup the element renders (same classes and structure, see packages/catalogue/README.md) and nothing moves when it upgrades. An unusable entry leaves it shown.",
};

export const SHARED_CSS_PROPERTIES = {
  '--vt-primary': 'Link colour (default #0b57d0).',
  '--vt-focus-color': 'Focus ring colour (default #1a5fd0).',
};
