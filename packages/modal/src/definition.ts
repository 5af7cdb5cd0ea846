import { describeElement, textsDescription } from '@vt-elements/core';
import { modalRuntime, shareRuntime } from './runtime-definition';
import { SHARE_TEXTS } from './core/share-texts';

/** The full definitions for the docs, manifest and Storybook; not imported by the bundles. */
export const modalDefinition = describeElement(modalRuntime, {
  summary:
    'Wraps the page\'s own native <dialog> (the id goes on <vt-modal>) and makes it a modal dialog (WAI-ARIA APG): any [data-modal-trigger="{id}"] on the page opens it, including triggers added later; its [data-modal-close] buttons, Escape and a click on the backdrop close it. Focus moves into the dialog and returns to the trigger; the page does not scroll while it is open. A dialog without a name is labelled by its first heading. A trigger whose data-modal-trigger is empty or names no <vt-modal> (nor a <dialog> inside one) is reported (spec §8) and does nothing. It adds no text of its own (so no data-texts): every word in it is the CMS\'s. Plain custom element: loads no React.',
  spec: '§2 Navigation and other screens (modals opened by trigger id, timed modal), §4 Navbar (modal open/closed), §8 (modal trigger errors)',
  attributes: {
    'data-timeout':
      'Seconds after which the dialog opens by itself, once per page view, unless another modal is open at that moment or it has already been opened. Not a number, or negative: reported, no timed opening. Changed before the dialog has opened, the count starts again from the change (removed: no timed opening).',
  },
  events: {
    'vt-modal-open': 'Fired with `{id}` when the dialog opens.',
    'vt-modal-close': 'Fired with `{id}` when the dialog closes (however it closed).',
  },
  slots: {
    dialog:
      'The native <dialog> to open, with its title (a heading, or aria-labelledby) and a [data-modal-close] button (or a <form method="dialog"> button).',
    '[data-modal-trigger]':
      'Anywhere on the page: a <button> (or link) whose data-modal-trigger is this element\'s id. Give it aria-haspopup="dialog".',
  },
});

export const shareDefinition = describeElement(shareRuntime, {
  summary:
    "The share modal's body (put it inside a <vt-modal>'s <dialog>): a read-only copy-link input holding the page URL with direct_share=copy and v_id={visitor id} added (spec §7), a Copy button (Clipboard API, falling back to selecting the text and execCommand) whose 'Copied' is announced politely, links to share by email, Facebook, X and LinkedIn (opening in a new tab, every part URL-encoded), and, on devices with the Web Share API, a button for the device's share sheet. The URL is rebuilt each time its modal opens.",
  spec: '§2 Modals (share modal: copy-link input and social share), §7 (share links add direct_share=copy and a v_id parameter)',
  attributes: {
    'data-url':
      'The URL to share instead of the page\'s: an http(s) URL on the page\'s host or a host in <meta name="vt-allowed-hosts">, else reported and the page URL is used. direct_share and v_id are added either way.',
    'data-title': "The title for the email subject, the X post text and the share sheet (default the page's <title>).",
    'data-texts': textsDescription(SHARE_TEXTS, { note: 'newTab is read after each social link (visually hidden).' }),
  },
  cssClasses: {
    'vt-share': 'The whole body.',
    'vt-share__label': "The input's label.",
    'vt-share__copy': 'The row of the input and the Copy button.',
    'vt-share__url': 'The read-only input with the link.',
    'vt-share__copy-button': 'The Copy button.',
    'vt-share__status': "The polite status line ('Copied').",
    'vt-share__links': 'The list of share links (data-network on each link: email, facebook, x, linkedin).',
    'vt-share__link': 'One share link.',
    'vt-share__native': "The button for the device's share sheet (Web Share API only).",
  },
  cssProperties: {
    '--vt-focus-color': 'Focus ring colour (default #1a5fd0).',
  },
});
