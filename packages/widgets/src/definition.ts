import { describeElement, textsDescription } from '@vt-elements/core';
import { TEXTS, type TextKey } from './core/texts';
import { AUTOPLAY_MS, CAROUSEL_TEXTS } from './core/carousel';
import { carouselRuntime } from './carousel-runtime';
import {
  accordionRuntime,
  bioCardsRuntime,
  collapsibleRuntime,
  dropdownRuntime,
  expandTextRuntime,
  faqRuntime,
  KEYS,
  showMoreRuntime,
} from './runtime-definition';

/** The full definitions for the docs, manifest and Storybook; not imported by the bundles. */

/** An element's own keys of the shared table, with their English and Spanish defaults. */
const textsDoc = (keys: readonly TextKey[]) => {
  const pick = (table: Record<TextKey, string>) => Object.fromEntries(keys.map((key) => [key, table[key]]));
  return textsDescription({ en: pick(TEXTS.en), es: pick(TEXTS.es) });
};

const FOCUS = { '--vt-focus-color': 'Focus ring colour of its buttons (default #1a5fd0).' };
const ENHANCE =
  'Plain custom element (no React): it enhances the CMS markup inside it in place and keeps its elements and classes; without JavaScript everything is shown. data-ready is set once it has taken over; removed from the page it gives the markup back as it was.';

export const collapsibleDefinition = describeElement(collapsibleRuntime, {
  summary: `A collapsible section: its [data-toggle] button (aria-expanded, aria-controls naming the block, whose id is generated when missing) opens and closes its [data-content] block with a 300 ms height animation (none when the visitor prefers reduced motion). Collapsed below data-breakpoint px of window width (default 1044), open at it and above; crossing the breakpoint puts that side's state back. A toggle that is not a <button> gets role=button, tabindex and Enter/Space. Without [data-toggle] or [data-content] it is reported once and its content stays shown. It adds no text of its own (so no data-texts): every word in it is the CMS's. ${ENHANCE}`,
  spec: '§2 Widgets (collapsible sections), §4 (collapsibles switch at 1044 px), §9 (breakpoint 1044, collapse animation 300 ms)',
  attributes: {
    'data-breakpoint':
      'Window width (px) at and above which it is open; below, collapsed (default 1044). Not a positive number: reported, 1044 used.',
  },
  slots: {
    '[data-toggle]': 'The button that opens and closes the block.',
    '[data-content]': 'The block that collapses (hidden attribute when closed).',
  },
  cssProperties: FOCUS,
});

export const accordionDefinition = describeElement(accordionRuntime, {
  summary: `An accordion of <details> blocks: opening one closes the others (the native exclusive accordion, <details name>; a group name unique to the element is added to blocks without one). The <summary> is the header button (its role, expanded state, Enter and Space are the browser's). Several blocks open in the markup: the first stays open. Blocks of a nested accordion belong to it alone. It adds no text of its own (so no data-texts): every word in it is the CMS's. ${ENHANCE}`,
  spec: '§2 Widgets (accordions: opening one closes the others)',
  attributes: {},
  slots: { details: 'The blocks, each a <details> with its <summary> (put a heading inside the summary for the page outline).' },
  cssProperties: FOCUS,
});

export const faqDefinition = describeElement(faqRuntime, {
  summary: `FAQ <details> blocks with an expand-all button: its [data-expand-all] button (added before the first block when the markup has none) opens every block while any is closed ('Expand all') and closes them all when all are open ('Collapse all'); its label, aria-expanded (true when all are open) and aria-controls (every block's id) follow the blocks however they are opened. No <details> inside: reported, no button. ${ENHANCE}`,
  spec: '§2 Widgets (FAQ details blocks with an expand-all button)',
  attributes: { 'data-texts': textsDoc(KEYS.faq) },
  slots: { details: 'The questions, each a <details> with its <summary>.', '[data-expand-all]': 'The expand all / collapse all button.' },
  cssClasses: { 'vt-faq__expand-all': 'The expand-all button when the element adds it (also vt-widget__button).' },
  cssProperties: FOCUS,
});

export const expandTextDefinition = describeElement(expandTextRuntime, {
  summary: `Long text faded and cut at 160 px (240 px when the window is 480 px wide or less) with a Read more / Read less button after it (aria-expanded, aria-controls); no button, nothing cut, when the text fits. Re-measured when its size changes (ResizeObserver: width, late images), when the window crosses 480 px and once the web fonts have loaded (document.fonts.ready). The text is cut in its [data-content] child, else in a div.vt-expand-text__content put around its children. ${ENHANCE}`,
  spec: '§2 Widgets (fade-and-expand text), §9 (expand-text threshold 160 px, or 240 px at 480 px wide or less)',
  attributes: { 'data-texts': textsDoc(KEYS.expandText) },
  slots: { '(any content)': 'The text; [data-content] optionally marks the box to cut.' },
  cssClasses: {
    'vt-expand-text__content': 'The box around the text when the element adds it; [data-cut] while it is cut (max-height and the fade).',
    'vt-expand-text__toggle': 'The Read more / Read less button (also vt-widget__button).',
  },
  cssProperties: FOCUS,
});

export const showMoreDefinition = describeElement(showMoreRuntime, {
  summary: `A list of which the first data-visible items (default 3) are shown, with a More / Fewer button (aria-expanded, aria-controls naming the list). The items are the children of its [data-items], else of its first <ul>, <ol> or table body (the previous-table toggle), else its own children. The button is its [data-toggle] when the markup has one, else one added after the list; none (the markup's hidden) when every item is already shown. Also the session review 'more' expander (data-visible="1" data-more-label="more"). ${ENHANCE}`,
  spec: "§2 Widgets (show-more/show-less collapsibles, the session review 'more' expander, the previous-table More/Fewer toggle)",
  attributes: {
    'data-visible':
      'How many items show while collapsed (default 3; 0 hides them all behind the button). Not a whole number of 0 or more: reported, 3 used.',
    'data-more-label': "The button's text while collapsed (default the text more: 'More').",
    'data-less-label': "The button's text while expanded (default the text fewer: 'Fewer').",
    'data-texts': textsDoc(KEYS.showMore),
  },
  slots: {
    '[data-items], ul, ol, tbody': 'The list whose children are the items.',
    '[data-toggle]': "Optional: the CMS's own More / Fewer button.",
  },
  cssClasses: { 'vt-show-more__toggle': 'The More / Fewer button when the element adds it (also vt-widget__button).' },
  cssProperties: FOCUS,
});

export const dropdownDefinition = describeElement(dropdownRuntime, {
  summary: `A dropdown (the tutor dropdowns; APG disclosure): its [data-toggle] button (aria-expanded, aria-controls) opens and closes its [data-content] panel, closed once upgraded. A press outside the element, focus moving elsewhere on the page, or Escape closes it; Escape returns focus to the button. Positioning is the page's CSS. Without [data-toggle] or [data-content] it is reported once and its content stays shown. It adds no text of its own (so no data-texts): every word in it is the CMS's. ${ENHANCE}`,
  spec: '§2 Widgets (tutor dropdowns: clicking outside closes them)',
  attributes: {},
  slots: { '[data-toggle]': 'The button.', '[data-content]': 'The panel it opens.' },
  cssProperties: FOCUS,
});

export const bioCardsDefinition = describeElement(bioCardsRuntime, {
  summary: `The employee block: cards each with a [data-bio] block, hidden once upgraded. Clicking or tapping a card (anywhere but its links and controls), or its button, shows its bio and hides any other; the bio's close button (its [data-close], else an added 'Close') hides it and returns focus to the card's button, as Escape does. The card is the [data-card] around a bio, else the bio's parent; its button is its [data-toggle], else an added 'Read bio' button described by the card's heading (aria-expanded, aria-controls). No [data-bio] inside: reported. ${ENHANCE}`,
  spec: '§2 Widgets (an employee block where clicking a card shows a bio and a close button hides it)',
  attributes: { 'data-texts': textsDoc(KEYS.bioCards) },
  slots: {
    '[data-card]': "A card (optional: else each bio's parent).",
    '[data-bio]': "A card's bio.",
    '[data-toggle]': "Optional: the card's own button that shows its bio.",
    '[data-close]': "Optional: the bio's own close button.",
  },
  cssClasses: {
    'vt-bio-cards__toggle': "The 'Read bio' button when the element adds it (also vt-widget__button).",
    'vt-bio-cards__close': "The 'Close' button when the element adds it (also vt-widget__button).",
  },
  cssProperties: FOCUS,
});

const carouselTextsDoc = textsDescription(CAROUSEL_TEXTS, { note: "{n} is a slide's position, {m} the number of slides." });

export const carouselDefinition = describeElement(carouselRuntime, {
  summary: `A carousel of the element's children (the slides, the CMS's markup kept as written), as the WAI-ARIA APG carousel: the element is a region labelled by data-label with aria-roledescription 'carousel'; each slide a group with aria-roledescription 'slide' labelled 'N of M' (a <div> around each child, which keeps its own role); Previous and Next buttons (wrapping around at both ends) and a slide picker (a group of 'Slide N' buttons, aria-current on the shown one; with more than 10 positions a 'N / M' counter instead). Slides out of view are inert (not focusable, not read). Swipe on touch and drag with the mouse (a move of 40 px or more goes to the next or previous slide). With data-autoplay="true" it advances every data-interval ms (default ${AUTOPLAY_MS}); a rotation button (first in the tab order) stops and starts it; it pauses while the pointer is over the carousel or focus is inside (but on that button), stops for good after a press anywhere in it (the rotation button restarts it), and never starts by itself when the visitor prefers reduced motion (the button still can; slides then move without animation). A live region announces 'N of M' after a visitor's move and is off while it rotates. One slide, or every slide in view: no controls, no autoplay. Re-measured when its width changes (ResizeObserver) and when the window crosses 775 px. No slide: reported once, nothing added. ${ENHANCE}`,
  spec: '§2 Widgets (carousel: single-slide or default, optional autoplay), §4 Carousel (autoplay every 7000 ms, pauses on hover, stops permanently after a pointer press), §9 (carousel 775, default item width 270 px)',
  attributes: {
    'data-variant':
      "'single': one slide a view (the slide as wide as the carousel); 'default': as many items as fit, each 270 px wide (--vt-carousel-item-width), one at a time below 775 px of window width. Anything else: reported, 'default' used.",
    'data-autoplay': `"true": advance every data-interval ms, with the rotation button (APG). Off when absent.`,
    'data-interval': `Autoplay interval in ms (default ${AUTOPLAY_MS}). Below 1000 or not a number: reported, ${AUTOPLAY_MS} used.`,
    'data-label': "The carousel's accessible name (default: the element's aria-label or aria-labelledby, else the text label 'Slides').",
    'data-texts': carouselTextsDoc,
  },
  slots: { '(children)': 'The slides, one element each (script, style and template children are not slides).' },
  cssClasses: {
    'vt-carousel__track':
      'The row the slides are moved into (added; taken away again when the element is removed); [data-dragging] during a drag.',
    'vt-carousel__slide':
      "A slide: a <div> added around each child (role group, aria-roledescription 'slide', labelled 'N of M' or by the child's own aria-labelledby), so the child keeps its own role (a <figure> or an <article> may not take role group); inert while out of view; taken away again when the element is removed.",
    'vt-carousel__controls': 'The rotation, Previous and Next buttons (hidden when there is nowhere to go).',
    'vt-carousel__rotation': 'The Stop / Start automatic slide show button (also vt-widget__button).',
    'vt-carousel__previous': 'The Previous slide button (also vt-widget__button).',
    'vt-carousel__next': 'The Next slide button (also vt-widget__button).',
    'vt-carousel__picker': "The slide picker: 'Slide N' buttons (vt-carousel__pick), or a 'N / M' counter past 10 positions.",
    'vt-carousel__status': 'The visually hidden live region.',
  },
  cssProperties: {
    ...FOCUS,
    '--vt-carousel-item-width': 'Width of an item of the default variant at 775 px and wider (default 270px).',
    '--vt-carousel-gap': 'Space between slides (default 1rem).',
    '--vt-carousel-current': "Background of the picker's current button (default #1a5fd0).",
  },
});

/** `[data-scroll-to]` is an attribute, not an element: documented here for the README and Storybook, outside the manifest. */
export const scrollToDocs = {
  attribute: 'data-scroll-to',
  summary:
    'Any element with data-scroll-to="#id" scrolls the page smoothly to that element when clicked or activated from the keyboard: 500 ms by default (data-scroll-duration, ms, overrides), at once when the visitor prefers reduced motion; the target\'s scroll-margin-top is respected; focus then moves to the target; a link\'s hash goes into the address bar. A wheel, touch or key press stops the scroll. A target that does not exist is reported once and the click is left alone (a link still jumps). Loaded by the autoloader when the attribute is on the page (dist/elements/scroll-to.js).',
  spec: '§2 Widgets (scroll-to triggers), §9 (smooth scroll 500 ms default)',
  attributes: {
    'data-scroll-to': 'The target, "#id".',
    'data-scroll-duration': 'Duration of the scroll in ms (default 500). Not a number of 0 or more: reported, 500 used.',
  },
};
